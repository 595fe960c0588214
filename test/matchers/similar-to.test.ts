import '../../src/vitest.js'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, it, vi } from 'vitest'
import { similarToCases } from '../shared/matchers/similar-to.js'

// The cases are shared with the Jest suite (test/jest/matchers.test.ts), which runs them on Jest's expect.
similarToCases({ describe, it, expect, fn: vi.fn })

// How Vitest prints the matcher in diffs and snapshots.
describe('expect.similarTo', () => {
  it('prints as SimilarTo<...> in diffs and snapshots', () => {
    expect({ answer: expect.similarTo('Paris', { min: 0.8, scorer: 'textual-difference' }) }).toMatchInlineSnapshot(`
      {
        "answer": SimilarTo<"Paris", { min: 0.8, scorer: "textual-difference" }>,
      }
    `)
    expect(expect.similarTo('Paris').toString()).toBe('SimilarTo')
  })
})

describe('expect.not.similarTo', () => {
  it('prints as NotSimilarTo<...>', () => {
    expect([expect.not.similarTo('I cannot help')]).toMatchInlineSnapshot(`
      [
        NotSimilarTo<"I cannot help">,
      ]
    `)
  })
})

describe('a failed expect.similarTo in a diff', () => {
  // Vitest builds the diff after the test threw; the test fails on purpose and the next one reads it.
  const expected = 'Paris is the capital of France. '.repeat(1600).trim()
  let diff = ''
  it.fails('fails', ({ onTestFailed }) => {
    onTestFailed(({ task }) => {
      diff = task.result?.errors?.[0]?.diff ?? ''
    })
    expect({ answer: 'Lyon is the capital of France.' }).toEqual({ answer: expect.similarTo(expected, { min: 0.9 }) })
  })

  it('shows the expected text cut and the score that failed', () => {
    const line = stripVTControlCharacters(diff)
      .split('\n')
      .find((l) => l.includes('SimilarTo<'))
    expect(line).toBe(
      `-   "answer": SimilarTo<${JSON.stringify(`${expected.slice(0, 160)}…`)} (${expected.length} characters), { min: 0.9 }, received 0.00>,`,
    )
    expect(diff.length).toBeLessThan(600)
  })
})
