import '../../src/vitest.js'
import { describe, expect, it, vi } from 'vitest'
import { probeLeniency } from '../../src/core/probes.js'
import { textualDifference } from '../../src/core/textual-difference.js'
import { setProbes } from '../../src/matchers/leniency.js'
import { parseDifferenceOptions, parseSimilarityOptions } from '../../src/matchers/options.js'
import { algorithmLcsCases } from '../shared/matchers/algorithm-lcs.js'
import { recordsOf } from './helpers.js'

// The cases are shared with the Jest suite (test/jest/matchers.test.ts), which runs them on Jest's expect.
algorithmLcsCases({ describe, it, expect, fn: vi.fn })

describe("algorithm 'lcs' in records", () => {
  it('records algorithm lcs with the LCS numbers, and no algorithm for difflib', ({ task }) => {
    const lcs = textualDifference('sat sat a mat', 'sat a mat sat mat', { algorithm: 'lcs' })
    expect('sat a mat sat mat').toDifferByAtMost('sat sat a mat', 1, { algorithm: 'lcs' })
    expect('sat a mat sat mat').toBeSimilarTo('sat sat a mat', { scorer: 'textual-difference', algorithm: 'lcs' })
    expect('sat a mat sat mat').toDifferByAtMost('sat sat a mat', 2, { algorithm: 'difflib' })
    const records = recordsOf(task).map(({ matcher, scorer, score, changes, algorithm }) => ({
      matcher,
      scorer,
      score,
      changes,
      algorithm,
    }))
    const difflib = textualDifference('sat sat a mat', 'sat a mat sat mat')
    expect(records).toStrictEqual([
      { matcher: 'toDifferByAtMost', scorer: 'textual-difference', score: lcs.ratio, changes: 1, algorithm: 'lcs' },
      { matcher: 'toBeSimilarTo', scorer: 'textual-difference', score: lcs.ratio, changes: 1, algorithm: 'lcs' },
      {
        matcher: 'toDifferByAtMost',
        scorer: 'textual-difference',
        score: difflib.ratio,
        changes: difflib.changes,
        algorithm: undefined,
      },
    ])
    expect(Object.hasOwn(recordsOf(task)[2]!, 'algorithm')).toBe(false)
  })

  it('keeps the resolved options as they were without algorithm, and adds it when given', () => {
    expect(parseDifferenceOptions({})).toStrictEqual({ granularity: 'char', autojunk: false })
    expect(parseDifferenceOptions({ algorithm: 'lcs' })).toStrictEqual({
      algorithm: 'lcs',
      granularity: 'char',
      autojunk: false,
    })
    expect(parseSimilarityOptions({ scorer: 'textual-difference', algorithm: 'lcs' })).toStrictEqual({
      scorer: 'textual-difference',
      min: 0.7,
      algorithm: 'lcs',
      autojunk: false,
      granularity: 'char',
    })
  })

  it('scores the leniency probes with the same algorithm', ({ task }) => {
    const text = 'Alice paid Bob 30 dollars, and Bob paid Alice 40 dollars back.'
    setProbes(true)
    try {
      expect(text).toBeSimilarTo(text, { scorer: 'textual-difference', algorithm: 'lcs', min: 0.5 })
    } finally {
      setProbes(false)
    }
    const lenient = recordsOf(task)[0]?.lenient
    expect(lenient?.score).toBe(textualDifference(text, lenient?.probe ?? '', { algorithm: 'lcs' }).ratio)
    // The probes take the option: with it, a granularity the LCS refuses is refused there too.
    expect(() => probeLeniency(text, { scorer: 'textual-difference', algorithm: 'lcs', granularity: 'word' })).toThrow(
      "option granularity must be 'char' with option algorithm 'lcs'",
    )
  })
})
