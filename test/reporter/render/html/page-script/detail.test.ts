import { describe, expect, it, vi } from 'vitest'
import { encodeTexts, type RecordData } from '../../../../../src/reporter/render/html/data.js'
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
import { scorerEdits, texts } from '../scorer-edits.js'
import { pageDataOf } from '../page-blocks.js'
import { renderHtml } from '../../../../../src/reporter/render/html/page.js'
import type { CollectedRecord } from '../../../../../src/reporter/model.js'
import { outcomeOf, rec } from '../../../helpers.js'

/** The records' data as page.ts serves them. */
async function rowsOf(records: CollectedRecord[]): Promise<RecordData[]> {
  const html = renderHtml(outcomeOf(records), { timestamp: '2025-03-04T05:06:07.000Z' })
  return (await pageDataOf(html)).records
}

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
  // A record's row keys as page.ts writes them.
  const row: RecordData = {
    f: 0,
    s: 'names the city',
    c: 'content-similarity',
    x: 'toBeSimilarTo',
    v: 0.8,
    d: '0.800',
    b: 'good',
    y: true,
    q: '>= 0.70',
  }

  it('lists the breakdown in display order, leaving out what the record does not have', () => {
    expect(breakdown(row)).toEqual([
      ['matcher', 'toBeSimilarTo'],
      ['scorer', 'content-similarity'],
      ['score', '0.800'],
      ['pass', 'yes'],
      ['.not', 'no'],
      ['attempts', '1'],
    ])
    const d = { t: 0.9, m: 3, n: 2, o: true, l: 12, a: 2, p: 5, j: '3 checked', k: 'accepted' } as const
    expect(breakdown({ ...row, ...d, y: false })).toEqual([
      ['matcher', '.not.toBeSimilarTo'],
      ['scorer', 'content-similarity'],
      ['score', '0.800'],
      ['threshold', '< 0.90'],
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
    expect(breakdown({ ...row, t: 0.9, m: 3 })).toContainEqual(['threshold', '>= 0.90'])
    expect(breakdown({ ...row, t: 0.9, m: 3 })).toContainEqual(['maxChanges', '<= 3'])
  })

  it('says a Mastra score with no verdict of its own was not judged, instead of passed', async () => {
    const [judged, unjudged] = await rowsOf([
      rec({ file: 'a.test.ts', test: 'judged', matcher: 'expectEval', score: 0.4, pass: false }),
      rec({
        file: 'a.test.ts',
        test: 'unjudged',
        matcher: 'expectEval',
        score: 0.4,
        pass: true,
        details: { totalItems: 1, judged: false },
      }),
    ])
    expect(unjudged!.u).toBe(true)
    expect(breakdown(unjudged!)).toContainEqual(['pass', 'not judged (no threshold or verdict)'])
    expect(judged!.u).toBeUndefined()
    expect(breakdown(judged!)).toContainEqual(['pass', 'no'])
  })

  it('rounds the score as the row and every report do, and writes a threshold exactly', async () => {
    // The score as page.ts writes it on the row: 3 decimals, more when fewer would read as its threshold.
    // The page's records are in test order: 'near' before 'rounded'.
    const [near, rounded] = await rowsOf([
      rec({ file: 'a.test.ts', test: 'rounded', score: 0.8235294117647058 }),
      rec({ file: 'a.test.ts', test: 'near', score: 0.79991, threshold: 0.8, pass: false }),
    ])
    expect(breakdown(rounded!)).toContainEqual(['score', '0.824'])
    // The row's own text: digits enough that a failing score never reads as its threshold.
    expect(breakdown(near!).slice(2, 4)).toEqual([
      ['score', '0.7999'],
      ['threshold', '>= 0.80'],
    ])
    expect(breakdown({ ...row, t: 0.825 })).toContainEqual(['threshold', '>= 0.825'])
  })

  it('names the repeat of a repeated test, 1-based, of how many its test made', () => {
    expect(breakdown({ ...row, p: 1, z: 3 })).toContainEqual(['repeat', 'repeat 2 of 3'])
    expect(breakdown({ ...row, z: 3 })).toContainEqual(['repeat', 'repeat 1 of 3'])
    expect(breakdown(row).some(([term]) => term === 'repeat')).toBe(false)
  })

  it('writes its notes and counts with thousands separators', () => {
    expect(cutNote('Received', 20_000, 1_234_567)).toBe('Received text cut at 20,000 of 1,234,567 characters')
    expect(shownLine(1500, 2000)).toBe('1,500 of 2,000 assertions shown')
    // The same words as the line the page is written with: one assertion is singular there too.
    expect(shownLine(1, 1)).toBe('1 of 1 assertion shown')
    expect(shownLine(0, 1)).toBe('0 of 1 assertion shown')
    expect(noDiffNote('char')).toBe('No char-level diff: the texts are too repetitive to compare within the budget.')
    expect(matcherLabel({ o: true, x: 'toDifferByAtMost' })).toBe('.not.toDifferByAtMost')
  })

  it('groups digits itself, as en-US does, without loading the locale data of toLocaleString', () => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString')
    try {
      const counts = [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789]
      const lines = counts.map((n) => shownLine(n, 20_000))
      expect(toLocale).not.toHaveBeenCalled()
      expect(lines).toEqual(counts.map((n) => `${n.toLocaleString('en-US')} of 20,000 assertions shown`))
      expect(cutNote('Expected', 1500.5, -2500)).toBe('Expected text cut at 1,500.5 of -2,500 characters')
    } finally {
      toLocale.mockRestore()
    }
  })

  it('searches file, test and both texts, the received one rebuilt from its edits', () => {
    const d = encodeTexts(texts('The Quick brown fox', 'The quick red fox'))
    expect(searchText('a.test.ts', 'Pets', d)).toBe('a.test.ts\npets\nthe quick brown fox\nthe quick red fox')
    expect(searchText('a.test.ts', 'Pets', {})).toBe('a.test.ts\npets\n\n')
  })
})
