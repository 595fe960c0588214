import '../../src/vitest.js'
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
