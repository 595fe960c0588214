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
