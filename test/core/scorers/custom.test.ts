import { describe, expect, it } from 'vitest'
import { readCustomScore } from '../../../src/core/scorers/custom.js'

describe('readCustomScore details', () => {
  const key = (end: string): string => `${'k'.repeat(64)}${end}`

  it('keeps every detail under its whole name, up to 64 characters', () => {
    const longest = 'n'.repeat(64)
    expect(readCustomScore('judge', { score: 0.5, reason: 'Half right', [longest]: 3 })).toEqual({
      score: 0.5,
      details: { reason: 'Half right', [longest]: 3 },
    })
  })

  it('refuses a longer name instead of cutting it, so two names never become one', () => {
    // Cut to 64 characters, both would be the same key: one value silently in place of the other.
    expect(() => readCustomScore('judge', { score: 1, [key('a')]: 'first', [key('b')]: 'second' })).toThrow(
      new TypeError(
        `expect-similar: scorer 'judge' returned a detail named string "${'k'.repeat(37)}..." (65 characters); ` +
          'expected detail names of at most 64 characters',
      ),
    )
    expect(() => readCustomScore('judge', { score: 1, [key('a'.repeat(1000))]: true })).toThrow(
      /^expect-similar: scorer 'judge' returned a detail named string "k{37}\.\.\." \(1064 characters\)/,
    )
  })
})
