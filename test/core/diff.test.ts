// compactDiff's message formatting is covered in test/matchers/message.test.ts; the page's use of
// textEdits in test/reporter/render/html/.
import { describe, expect, it } from 'vitest'
import { compactDiff, textEdits } from '../../src/core/diff.js'
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
