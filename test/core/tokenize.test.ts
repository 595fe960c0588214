import { describe, expect, it } from 'vitest'
import { tokenize } from '../../src/core/tokenize.js'
import { corpus } from './support/corpus.js'

describe('tokenize', () => {
  it.each([
    ['Hi, there!', ['Hi', ',', ' ', 'there', '!']],
    ['snake_case and 42nd', ['snake_case', ' ', 'and', ' ', '42nd']],
    ['  two  spaces\t\r\nnext', ['  ', 'two', '  ', 'spaces', '\t\r\n', 'next']],
    ["don't", ['don', "'", 't']],
    ['café naïve', ['café', ' ', 'naïve']],
    ['cafe\u0301!', ['cafe\u0301', '!']],
    ['日本語 テキスト', ['日本語', ' ', 'テキスト']],
    ['ok 😀👍🏽', ['ok', ' ', '😀', '👍', '🏽']],
    ['\ud800x', ['\ud800', 'x']],
    ['a\u00a0b', ['a', '\u00a0', 'b']],
    ['', []],
    // Scripts without spaces between words: Intl.Segmenter's dictionaries split the run.
    ['北京是中华人民共和国的首都', ['北京', '是', '中华', '人民', '共和国', '的', '首都']],
    ['東京は日本の首都です。', ['東京', 'は', '日本', 'の', '首都', 'です', '。']],
    ['ภาษาไทยง่ายนิดเดียว', ['ภาษา', 'ไทย', 'ง่าย', 'นิด', 'เดียว']],
    ['abc北京def 한국어', ['abc', '北京', 'def', ' ', '한국어']],
  ])('word tokens of %j', (text, tokens) => {
    expect(tokenize(text, 'word')).toStrictEqual(tokens)
  })

  it.each([
    ['one\ntwo\r\nthree\rfour', ['one\n', 'two\r\n', 'three\r', 'four']],
    ['trailing\n', ['trailing\n']],
    ['\n\n', ['\n', '\n']],
    ['a\n\nb', ['a\n', '\n', 'b']],
    ['no break', ['no break']],
    ['u2028\u2028stays', ['u2028\u2028stays']],
    ['', []],
  ])('line tokens of %j', (text, tokens) => {
    expect(tokenize(text, 'line')).toStrictEqual(tokens)
  })

  it('always splits text into tokens that join back to the input', () => {
    let checked = 0
    for (const pair of corpus(0x70c, 150)) {
      for (const text of [pair.a, pair.b]) {
        const input = typeof text === 'string' ? text : text.join('')
        expect(tokenize(input, 'word').join('')).toBe(input)
        expect(tokenize(input, 'line').join('')).toBe(input)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(2000)
  })

  it('joins unspaced-script word tokens back to the input, marks and surrogates included', () => {
    const texts = [
      '中文，English 混合。\n第二行',
      'かな漢字カナ\u3099',
      '\ud842\udfb7野家',
      'ไทย\u0e31\u0e48',
      '北\ud800京',
    ]
    for (const text of texts) expect(tokenize(text, 'word').join('')).toBe(text)
  })

  // tokenize is public: a wrong granularity used to fall through to line tokens, and a non-string
  // crashed inside String.prototype.match.
  it.each([
    ['char', 'string "char"'],
    ['bogus', 'string "bogus"'],
    [undefined, 'undefined'],
  ])('rejects granularity %j naming it and the accepted values', (granularity, shown) => {
    expect(() => tokenize('a b', granularity as never)).toThrow(
      new TypeError(`expect-similar: granularity must be one of 'word', 'line', received ${shown}`),
    )
  })

  it.each([
    [42, 'number 42'],
    [null, 'null'],
    [['a'], 'array of length 1'],
  ])('rejects text %j naming it', (text, shown) => {
    expect(() => tokenize(text as never, 'word')).toThrow(
      new TypeError(`expect-similar: text must be a string, received ${shown}`),
    )
  })
})
