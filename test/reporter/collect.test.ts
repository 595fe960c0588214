import { describe, expect, it } from 'vitest'
import { collect } from '../../src/reporter/collect.js'
import { RUNNER, rec } from './helpers.js'

describe('collect', () => {
  const records = [
    rec({ file: 'b.test.ts', test: 'two', score: 0.5 }),
    rec({ file: 'a.test.ts', test: 'one', score: 0.9 }),
    rec({
      file: 'a.test.ts',
      test: 'one',
      score: 0.7,
      scorer: 'textual-difference',
      matcher: 'toDifferByAtMost',
      threshold: undefined,
      maxChanges: 3,
      changes: 2,
      pass: true,
    }),
    rec({
      file: 'a.test.ts',
      test: 'diff',
      score: 0.4,
      scorer: 'textual-difference',
      matcher: 'toDifferByAtMost',
      threshold: undefined,
      maxChanges: 1,
      changes: 5,
      pass: false,
    }),
  ]

  it('aggregates per file, sorted by path, and for the whole run', () => {
    const s = collect(records, RUNNER)
    expect(s.files.map((f) => f.file)).toEqual(['a.test.ts', 'b.test.ts'])
    const a = s.files[0]!
    expect(a).toMatchObject({ assertions: 3, passed: 2, failed: 1, tests: 2, retriedTests: 0 })
    expect(a.passRate).toBeCloseTo(2 / 3, 12)
    expect(a.mean).toBeCloseTo((0.9 + 0.7 + 0.4) / 3, 12)
    expect(a.scorers['content-similarity']).toEqual({ count: 1, mean: 0.9, min: 0.9, max: 0.9 })
    expect(a.scorers['textual-difference']).toEqual({ count: 2, mean: 0.55, min: 0.4, max: 0.7, meanChanges: 3.5 })
    expect(s.total).toMatchObject({ assertions: 4, passed: 2, failed: 2, passRate: 0.5, tests: 3 })
    expect(s.total.mean).toBeCloseTo(2.5 / 4, 12)
    expect(s.scorers).toEqual(['content-similarity', 'textual-difference'])
  })

  it('gives the same summary whatever the input order (shards arrive in any order)', () => {
    const forward = collect(records, RUNNER)
    // Records of one test keep their recording order, so only reverse whole tests.
    const byTest = new Map<string, typeof records>()
    for (const r of records) {
      const key = `${r.file}\u0000${r.test}`
      byTest.set(key, [...(byTest.get(key) ?? []), r])
    }
    const reversed = [...byTest.values()].reverse().flat()
    expect(reversed.map((r) => r.test)).toEqual(['diff', 'one', 'one', 'two'])
    const backward = collect(reversed, RUNNER)
    expect(backward.files).toEqual(forward.files)
    expect(backward.tests).toEqual(forward.tests)
    expect(backward.total).toEqual(forward.total)
  })

  it('computes per-test mean, spread and pass^k over repeats', () => {
    const s = collect(
      [
        rec({ file: 'a.test.ts', test: 'rep', score: 0.6, repeat: 0, threshold: 0.7, attempts: 3 }),
        rec({ file: 'a.test.ts', test: 'rep', score: 0.8, repeat: 1, threshold: 0.7, attempts: 3 }),
        rec({ file: 'a.test.ts', test: 'rep', score: 1, repeat: 2, threshold: 0.7, attempts: 3 }),
        rec({ file: 'a.test.ts', test: 'steady', score: 0.9, repeat: 0, attempts: 2 }),
        rec({ file: 'a.test.ts', test: 'steady', score: 0.9, repeat: 1, attempts: 2 }),
      ],
      RUNNER,
    )
    const rep = s.tests.find((t) => t.test === 'rep')!
    expect(rep).toMatchObject({ runs: 3, passedRuns: 2, records: 3, attempts: 3 })
    const stats = rep.scorers['content-similarity']!
    expect(stats).toMatchObject({ records: 3, min: 0.6, max: 1 })
    expect(stats.mean).toBeCloseTo(0.8, 12)
    expect(stats.spread).toBeCloseTo(Math.sqrt(0.08 / 3), 12)
    expect(rep.scorers['textual-difference']).toBeUndefined()
    expect(s.passK).toEqual({ tests: 2, allRunsPassed: 1, rate: 0.5, maxRuns: 3 })
    // Repeats are not retries: attempts equal to runs means nothing was retried.
    expect(s.total.retriedTests).toBe(0)
  })

  it("never mixes scorers in a test's spread", () => {
    const s = collect(
      [
        rec({ file: 'a.test.ts', test: 'both', score: 0.9 }),
        rec({
          file: 'a.test.ts',
          test: 'both',
          score: 0.1,
          scorer: 'textual-difference',
          matcher: 'toDifferByAtMost',
          threshold: undefined,
          maxChanges: 9,
          changes: 9,
          pass: true,
        }),
      ],
      RUNNER,
    )
    expect(s.tests[0]!.scorers).toEqual({
      'content-similarity': { records: 1, mean: 0.9, spread: 0, min: 0.9, max: 0.9 },
      'textual-difference': { records: 1, mean: 0.1, spread: 0, min: 0.1, max: 0.1 },
    })
  })

  it('counts a test as retried when it took more attempts than runs', () => {
    const s = collect([rec({ file: 'a.test.ts', test: 'flaky', score: 0.9, attempts: 3 })], RUNNER)
    expect(s.total.retriedTests).toBe(1)
    expect(s.tests[0]!.attempts).toBe(3)
  })

  it('summarizes an empty run without NaN', () => {
    const s = collect([], RUNNER, ['one warning'])
    expect(s.total).toEqual({
      assertions: 0,
      passed: 0,
      failed: 0,
      passRate: 1,
      mean: 0,
      scorers: {},
      tests: 0,
      retriedTests: 0,
    })
    expect(s.passK).toEqual({ tests: 0, allRunsPassed: 0, rate: 1, maxRuns: 0 })
    expect(s.warnings).toEqual(['one warning'])
  })
})
