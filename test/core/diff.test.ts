// compactDiff's message formatting is covered in test/matchers/message.test.ts; the page's use of
// textEdits in test/reporter/render/html/.
import { describe, expect, it } from 'vitest'
import { boundedCompactDiff, compactDiff, textEdits } from '../../src/core/diff.js'
import { adversarialPairs } from '../../bench/adversarial.js'

describe('compactDiff stays bounded', () => {
  const expected = 'alpha beta\ngamma delta\nepsilon zeta\n'
  const received = 'alpha beta\ngamma DELTA\nepsilon zeta\n'

  it('is a word diff within its budget', () => {
    expect(compactDiff(expected, received)).toBe('alpha beta\\ngamma [-delta-]{+DELTA+}\\nepsilon zeta\\n')
  })

  it('falls back to lines, then to one change between the common ends', () => {
    // 12 word tokens a side but 3 lines: a budget between the two costs forces the line diff.
    expect(compactDiff(expected, received, { budget: 12 })).toBe(
      'alpha beta\\n[-gamma delta\\n-]{+gamma DELTA\\n+}epsilon zeta\\n',
    )
    // Neither fits: one change between the common leading and trailing words.
    expect(compactDiff('a b\nc a\nb c', 'a x\nc a\ny c')).toBe('a [-b-]{+x+}\\nc a\\n[-b-]{+y+} c')
    expect(compactDiff('a b\nc a\nb c', 'a x\nc a\ny c', { budget: 1 })).toBe('a [-b\\nc a\\nb-]{+x\\nc a\\ny+} c')
  })

  it('handles the repetitive adversarial inputs by words', () => {
    for (const pair of adversarialPairs(20_000)) {
      expect(compactDiff(pair.a, pair.b)).toMatch(/\[-|\{\+/)
    }
  })
})

describe('boundedCompactDiff on long texts', () => {
  it("marks the texts going on past the diffed span, even when that span's own text ends in an ellipsis", () => {
    // Over 40,000 characters: only the span around the change and 400 characters either side are
    // diffed. Those 400 start and end with the texts' own '…', a few words each, shown whole.
    const before = `${'a '.repeat(10_000)}… ${'y'.repeat(397)} `
    const after = `${'x'.repeat(399)}… ${'b '.repeat(10_000)}`
    const out = boundedCompactDiff(`${before}cat${after}`, `${before}dog${after}`)
    const clipped = (word: string) => `${word}${'x'.repeat(47)}…${'x'.repeat(25)}`
    expect(out).toBe(`…… ${'y'.repeat(397)} [-${clipped('cat')}-]{+${clipped('dog')}+}……`)
  })

  it('adds no mark where the diff already cut the context or counted the changes left out', () => {
    const words = (n: number, word: string) => Array.from({ length: n }, (_, k) => `${word}${k}`).join(' ')
    const [head, tail] = [words(5000, 'h'), words(5000, 't')]
    const cut = boundedCompactDiff(`${head} one ${tail}`, `${head} 1 ${tail}`)
    expect(cut).toBe('…h4996 h4997 h4998 h4999 [-one-]{+1+} t0 t1 t2 t3…')
    const counted = boundedCompactDiff(
      `${head} one and two and three and four ${tail}`,
      `${head} 1 and 2 and 3 and 4 ${tail}`,
    )
    expect(counted).toBe(
      '…h4996 h4997 h4998 h4999 [-one-]{+1+} and [-two-]{+2+} and [-three-]{+3+} and  … 1 more change',
    )
  })
})

describe('textEdits', () => {
  it('gives each change as code-unit spans of both texts, by chars or by words', () => {
    expect(textEdits('a cat sat', 'a cut sat', 'char', 1e6)).toEqual([[3, 4, 3, 4]])
    expect(textEdits('a cat sat', 'a cut sat', 'word', 1e6)).toEqual([[2, 5, 2, 5]])
    expect(textEdits('naïve 😀 done', 'naïve done', 'word', 1e6)).toEqual([[6, 9, 6, 6]])
    expect(textEdits('same', 'same', 'word', 1e6)).toEqual([])
  })

  it('is null past its budget', () => {
    expect(textEdits('The quick brown fox', 'The quick brown cat', 'char', 5)).toBeNull()
    expect(textEdits('The quick brown fox', 'The quick brown cat', 'word', 2)).toBeNull()
  })
})
