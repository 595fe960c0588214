import { describe, expect, it } from 'vitest'
import { collect } from '../../../src/reporter/summarize/collect.js'
import { RUNNER, rec } from '../helpers.js'

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

  it('computes per-assertion mean, spread and pass^k over repeats', () => {
    const s = collect(
      [
        rec({ file: 'a.test.ts', test: 'rep', score: 0.6, repeat: 0, threshold: 0.7 }),
        rec({ file: 'a.test.ts', test: 'rep', score: 0.8, repeat: 1, threshold: 0.7 }),
        rec({ file: 'a.test.ts', test: 'rep', score: 1, repeat: 2, threshold: 0.7 }),
        rec({ file: 'a.test.ts', test: 'steady', score: 0.9, repeat: 0 }),
        rec({ file: 'a.test.ts', test: 'steady', score: 0.9, repeat: 1 }),
      ],
      RUNNER,
    )
    const rep = s.tests.find((t) => t.test === 'rep')!
    expect(rep).toMatchObject({ runs: 3, passedRuns: 2, records: 3, attempts: 1 })
    expect(rep.assertions).toHaveLength(1)
    const stats = rep.assertions[0]!
    expect(stats).toMatchObject({
      index: 1,
      matcher: 'toBeSimilarTo',
      scorer: 'content-similarity',
      runs: 3,
      passedRuns: 2,
      min: 0.6,
      max: 1,
    })
    expect(stats.mean).toBeCloseTo(0.8, 12)
    expect(stats.spread).toBeCloseTo(Math.sqrt(0.08 / 3), 12)
    expect(s.passK).toEqual({ tests: 2, allRunsPassed: 1, rate: 0.5, maxRuns: 3 })
    // Repeats are not retries.
    expect(s.total.retriedTests).toBe(0)
  })

  it("never mixes a test's assertions in one spread, and keeps negated ones out", () => {
    const both = (repeat: number, first: number, second: number, negated: number) => [
      rec({ file: 'a.test.ts', test: 'both', score: first, repeat }),
      rec({
        file: 'a.test.ts',
        test: 'both',
        score: second,
        repeat,
        scorer: 'textual-difference',
        matcher: 'toDifferByAtMost',
        threshold: undefined,
        maxChanges: 9,
        changes: 9,
        pass: true,
      }),
      rec({ file: 'a.test.ts', test: 'both', score: negated, repeat, isNot: true, threshold: 0.8, pass: true }),
      rec({ file: 'a.test.ts', test: 'both', score: first - 0.5, repeat }),
    ]
    const s = collect([...both(0, 0.9, 0.1, 0), ...both(1, 0.7, 0.3, 0.2)], RUNNER)
    const a = s.tests[0]!.assertions
    expect(a.map((x) => [x.index, x.matcher, x.scorer, x.runs, x.min, x.max])).toEqual([
      [1, 'toBeSimilarTo', 'content-similarity', 2, 0.7, 0.9],
      [2, 'toDifferByAtMost', 'textual-difference', 2, 0.1, 0.3],
      [4, 'toBeSimilarTo', 'content-similarity', 2, 0.7 - 0.5, 0.9 - 0.5],
    ])
    expect(a[0]!.spread).toBeCloseTo(0.1, 12)
  })

  it('keeps negated assertions out of means and min–max, and counts them in pass/fail and pass^k', () => {
    const s = collect(
      [
        rec({ file: 'a.test.ts', test: 'answer', score: 0.9, threshold: 0.8 }),
        // .not passes: the answer is far from a refusal. Its low score is good news, not a low score.
        rec({ file: 'a.test.ts', test: 'not a refusal', score: 0.18, threshold: 0.8, isNot: true, pass: true }),
        rec({ file: 'b.test.ts', test: 'refused', score: 0.95, threshold: 0.8, isNot: true, pass: false }),
      ],
      RUNNER,
    )
    expect(s.total).toMatchObject({
      assertions: 3,
      passed: 2,
      failed: 1,
      mean: 0.9,
      negated: { assertions: 2, passed: 1, failed: 1 },
    })
    expect(s.total.passRate).toBeCloseTo(2 / 3, 12)
    expect(s.total.scorers['content-similarity']).toEqual({ count: 1, mean: 0.9, min: 0.9, max: 0.9 })
    expect(s.files.find((f) => f.file === 'b.test.ts')).toMatchObject({ assertions: 1, mean: 0, scorers: {} })
    expect(s.passK).toMatchObject({ tests: 3, allRunsPassed: 2 })
  })

  it('counts a test as retried when a run took more than one attempt', () => {
    const s = collect([rec({ file: 'a.test.ts', test: 'flaky', score: 0.9, attempts: 3 })], RUNNER)
    expect(s.total.retriedTests).toBe(1)
    expect(s.tests[0]!.attempts).toBe(3)
  })

  it('summarizes an empty run without NaN', () => {
    const s = collect([], RUNNER, ['one warning'])
    expect(s.total).toEqual({
      assertions: 0,
      negated: { assertions: 0, passed: 0, failed: 0 },
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
