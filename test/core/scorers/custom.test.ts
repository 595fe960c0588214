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

  it('keeps 32 details, and refuses 33 instead of dropping the last one silently', () => {
    const details = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`d${i}`, i]))
    expect(readCustomScore('judge', { score: 0.5, ...details(32) }).details).toEqual(details(32))
    // Undefined values and functions are no details: they do not count.
    const skipped = { score: 0.5, ...details(32), gone: undefined, explain: () => 'x' }
    expect(Object.keys(readCustomScore('judge', skipped).details ?? {})).toHaveLength(32)
    expect(() => readCustomScore('judge', { score: 0.5, ...details(32), reason: 'the 33rd' })).toThrow(
      new TypeError(
        "expect-similar: scorer 'judge' returned 33 details; expected at most 32 (a record keeps each one " +
          'whole): return fewer, or nest some in one detail, which is kept as its JSON text',
      ),
    )
    // Nested, they are all kept, as one detail's JSON text.
    expect(readCustomScore('judge', { score: 0.5, all: details(40) }).details).toEqual({
      all: JSON.stringify(details(40)),
    })
  })
})
