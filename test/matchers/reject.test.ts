import '../../src/vitest.js'
import { describe, expect, it, vi } from 'vitest'
import { rejectLines } from '../../src/matchers/reject.js'
import { recordsOf } from './helpers.js'
import { rejectCases } from '../shared/matchers/reject.js'

// The cases are shared with the Jest suite (test/jest/matchers.test.ts), which runs them on Jest's expect.
rejectCases({ describe, it, expect, fn: vi.fn })

describe('rejectLines', () => {
  const quote = (text: string) => JSON.stringify(text)
  const accepted = (score: number) => ({
    checked: 2,
    max: score,
    accepted: [{ index: 1, text: 'no', score, against: 'expected' }],
  })

  it('finds a finer min when the received score sits between the reject score and the first printable min', () => {
    expect(rejectLines(accepted(0.801), 0.7, 0.805, quote)).toEqual([
      'Threshold too low: min 0.70 accepts a text listed in reject',
      '  reject[1] "no" scores 0.80 against expected',
      '  A min above 0.801 rejects it (received scores 0.805, so min 0.802 would still pass)',
    ])
  })

  // 0.29 * 100 is 28.999999999999996: the min must still come out above 0.29, never equal to it.
  it('never offers a min equal to the reject score, and keeps the digits of a precise min', () => {
    expect(rejectLines(accepted(0.29), 0.25, 0.5, quote).at(-1)).toBe(
      '  A min above 0.29 rejects it (received scores 0.50, so min 0.30 would still pass)',
    )
    expect(rejectLines(accepted(0.9), 0.855, 0.95, quote).at(-1)).toBe(
      '  A min above 0.900 rejects it (received scores 0.950, so min 0.901 would still pass)',
    )
  })

  it('says no min rejects a reject text scoring 1', () => {
    expect(rejectLines(accepted(1), 0.7, 1, quote).at(-1)).toBe('  No min rejects it: a score of 1.00 passes every min')
  })
})

describe('records of reject checks', () => {
  it('carry how many reject texts were checked and the highest reject score', ({ task, expect: local }) => {
    local('The payment was approved.').toBeSimilarTo('The payment was approved.', {
      reject: ['The payment was declined.', 'The payment went through.'],
    })
    try {
      local('The payment was approved.').toBeSimilarToAny(['The payment was approved.'], {
        reject: ['The payment was not approved.'],
      })
    } catch {}
    local('Paris').toBeSimilarTo('Paris')
    expect(
      recordsOf(task).map(({ matcher, score, pass, rejectChecked, rejectMax }) => ({
        matcher,
        score,
        pass,
        rejectChecked,
        rejectMax,
      })),
    ).toEqual([
      { matcher: 'toBeSimilarTo', score: 1, pass: true, rejectChecked: 2, rejectMax: 0.6666666666666666 },
      { matcher: 'toBeSimilarToAny', score: 1, pass: false, rejectChecked: 1, rejectMax: 0.8888888888888888 },
      { matcher: 'toBeSimilarTo', score: 1, pass: true, rejectChecked: undefined, rejectMax: undefined },
    ])
    expect('rejectChecked' in recordsOf(task)[2]!).toBe(false)
  })
})
