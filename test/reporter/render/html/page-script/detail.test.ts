import { describe, expect, it } from 'vitest'
import { SequenceMatcher } from '../../../../../src/core/sequence-matcher.js'
import { tokenize } from '../../../../../src/core/tokenize.js'
import { encodeTexts } from '../../../../../src/reporter/render/html/data.js'
import {
  breakdown,
  cutNote,
  matcherLabel,
  noDiffNote,
  pageEdits,
  searchText,
  shownLine,
} from '../../../../../src/reporter/render/html/page-script/detail.js'
import { englishWords, prng, replaceWords } from '../../../../../bench/english.js'

// Pairs with the shapes the diffs meet: edits, reorderings, repetition, empty texts, Unicode.
function pairs(): [string, string][] {
  const random = prng(7)
  const out: [string, string][] = [
    ['', ''],
    ['', 'abc'],
    ['abc', ''],
    ['The quick brown fox', 'The quick brown cat'],
    ['aaaa bbbb aaaa', 'bbbb aaaa bbbb aaaa'],
    ['日本語のテキストです。', '日本語の文章です。'],
    ['naïve café 😀 done', 'naive cafe 😃 done!'],
    ['line one\nline two\r\n', 'line one\nline 2\r\n'],
  ]
  for (let k = 0; k < 40; k++) {
    const words = englishWords(random, 50 + Math.floor(random() * 400))
    out.push([words.join(' '), replaceWords(random, words, random() * 0.6).join(' ')])
  }
  return out
}

const texts = (expected: string, received: string) => ({
  expected,
  received,
  expectedLength: expected.length,
  receivedLength: received.length,
})

// The scorer's non-equal opcodes (autojunk off) as code-unit spans of the two texts.
function scorerEdits(a: string, b: string, char: boolean): number[][] {
  const [ta, tb] = char ? [a, b] : [tokenize(a, 'word'), tokenize(b, 'word')]
  const at = (tokens: string | string[]): number[] => {
    if (typeof tokens === 'string') return Array.from({ length: tokens.length + 1 }, (_, i) => i)
    const out = [0]
    for (const t of tokens) out.push((out.at(-1) as number) + t.length)
    return out
  }
  const [x, y] = [at(ta), at(tb)]
  return new SequenceMatcher(null, ta, tb, false)
    .getOpcodes()
    .filter((op) => op[0] !== 'equal')
    .map(([, i1, i2, j1, j2]) => [x[i1], x[i2], y[j1], y[j2]] as number[])
}

describe('pageEdits', () => {
  it("marks the scorer's char-level and word-level changes, from stored or whole texts", () => {
    for (const [a, b] of pairs()) {
      const stored = encodeTexts(texts(a, b))
      const whole = { e: a, r: b }
      expect(pageEdits(stored, true)).toEqual(scorerEdits(a, b, true))
      expect(pageEdits(whole, true)).toEqual(scorerEdits(a, b, true))
      expect(pageEdits(stored, false)).toEqual(scorerEdits(a, b, false))
      expect(pageEdits(whole, false)).toEqual(scorerEdits(a, b, false))
    }
  })

  it('gives up past its budget instead of freezing the page', () => {
    const d = { e: 'The quick brown fox jumps over the lazy dog', r: 'The quick brown cat sleeps under the dog' }
    expect(pageEdits(d, true, 20)).toBeNull()
    expect(pageEdits(d, false, 5)).toBeNull()
    expect(pageEdits(d, true)).not.toBeNull()
  })
})

describe('the detail of an opened row', () => {
  const row = { matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: '0.8', pass: 'true' }

  it('lists the breakdown in display order, leaving out what the record does not have', () => {
    expect(breakdown({}, row)).toEqual([
      ['matcher', 'toBeSimilarTo'],
      ['scorer', 'content-similarity'],
      ['score', '0.8'],
      ['pass', 'yes'],
      ['.not', 'no'],
      ['attempts', '1'],
    ])
    const d = { t: 0.9, m: 3, n: 2, o: true, l: 12, a: 2, p: 5, j: '3 checked', k: 'accepted' } as const
    expect(breakdown(d, { ...row, pass: 'false' })).toEqual([
      ['matcher', '.not.toBeSimilarTo'],
      ['scorer', 'content-similarity'],
      ['score', '0.8'],
      ['threshold', '< 0.9'],
      ['maxChanges', '> 3'],
      ['changes', '2'],
      ['pass', 'no'],
      ['.not', 'yes'],
      ['line', '12'],
      ['attempts', '2'],
      ['repeat', '5'],
      ['reject', '3 checked'],
      ['lenient', 'accepted'],
    ])
    expect(breakdown({ t: 0.9, m: 3 }, row)).toContainEqual(['threshold', '>= 0.9'])
    expect(breakdown({ t: 0.9, m: 3 }, row)).toContainEqual(['maxChanges', '<= 3'])
  })

  it('writes its notes and counts with thousands separators', () => {
    expect(cutNote('Received', 20_000, 1_234_567)).toBe('Received text cut at 20,000 of 1,234,567 characters')
    expect(shownLine(1500, 2000)).toBe('1,500 of 2,000 assertions shown')
    expect(noDiffNote('char')).toBe('No char-level diff: the texts are too repetitive to compare within the budget.')
    expect(matcherLabel({ o: true }, 'toDifferByAtMost')).toBe('.not.toDifferByAtMost')
  })

  it('searches file, test and both texts, the received one rebuilt from its edits', () => {
    const d = encodeTexts(texts('The Quick brown fox', 'The quick red fox'))
    expect(searchText('a.test.ts', 'Pets', d)).toBe('a.test.ts\npets\nthe quick brown fox\nthe quick red fox')
    expect(searchText('a.test.ts', 'Pets', {})).toBe('a.test.ts\npets\n\n')
  })
})
