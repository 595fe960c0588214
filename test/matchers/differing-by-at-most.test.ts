import '../../src/vitest.js'
import { describe, expect, it, vi } from 'vitest'
import { differingByAtMostCases } from '../shared/matchers/differing-by-at-most.js'

// The cases are shared with the Jest suite (test/jest/matchers.test.ts), which runs them on Jest's expect.
differingByAtMostCases({ describe, it, expect, fn: vi.fn })

// How Vitest prints the matcher in snapshots.
describe('expect.differingByAtMost', () => {
  it('prints as DifferingByAtMost<...>', () => {
    expect({ title: expect.differingByAtMost('sitting', 2, { granularity: 'word' }) }).toMatchInlineSnapshot(`
      {
        "title": DifferingByAtMost<"sitting", 2, { granularity: "word" }>,
      }
    `)
  })
})

describe('expect.not.differingByAtMost', () => {
  it('prints as NotDifferingByAtMost<...>', () => {
    expect(expect.not.differingByAtMost('sitting', 0)).toMatchInlineSnapshot(`NotDifferingByAtMost<"sitting", 0>`)
  })
})
