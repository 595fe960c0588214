import { describe, expect, it } from 'vitest'
import { collect } from '../../../src/reporter/summarize/collect.js'
import { decideOutcome, type OutcomeInput } from '../../../src/reporter/summarize/decide.js'
import { buildReport, outcomeFromReport } from '../../../src/reporter/store/report.js'
import { RUNNER, SAMPLE, outcomeOf, rec } from '../helpers.js'

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

describe('decideOutcome', () => {
  const baseline = buildReport(outcomeOf([rec({ file: 'test/evals/summary.test.ts', test: 'x', score: 0.95 })]), 'T')
  const input = (over: Partial<OutcomeInput> = {}): OutcomeInput => ({
    summary: collect(SAMPLE, RUNNER),
    options: {
      thresholds: { mean: 0.9, files: { 'test/**': { passRate: 1 } } },
      baseline: 'b.json',
      maxRegression: 0.01,
    },
    baseline,
    updatingBaseline: false,
    shard: null,
    ...over,
  })

  it.each([
    ['checking gates and regressions', {}],
    ['updating the baseline', { updatingBaseline: true }],
    ['on a shard', { shard: { index: 1, count: 2 } }],
  ])('changes nothing it is given when %s', (_, over) => {
    const given = input(over)
    const copy = structuredClone(given)
    // Frozen, so a write would throw in strict mode rather than pass unseen.
    const outcome = decideOutcome(deepFreeze(given))
    expect(given).toEqual(copy)
    expect(outcome.gates.maxRegression).toBe(0.01)
  })

  it('keeps the configured maxRegression while a baseline update accepts the regressions', () => {
    const outcome = decideOutcome(input({ updatingBaseline: true }))
    expect(outcome.gates.results.filter((g) => g.gate === 'maxRegression')).toEqual([])
    expect(decideOutcome(input()).gates.results.some((g) => g.gate === 'maxRegression' && !g.passed)).toBe(true)
  })
})

describe('outcomeFromReport', () => {
  it('turns a saved report back into the outcome it was built from', () => {
    const before = buildReport(
      outcomeOf([
        rec({ file: 'test/evals/summary.test.ts', test: 'x', score: 0.9 }),
        rec({ file: 'gone.ts', test: 'y', score: 0.5 }),
      ]),
      'T',
    )
    const outcome = outcomeOf(
      SAMPLE,
      { thresholds: { mean: 0.9, files: { 'nothing/**': { mean: 0.5 } } }, baseline: 'b.json', maxRegression: 0.05 },
      before,
      ['a warning'],
    )
    const withNotes = {
      ...outcome,
      notes: ['a note'],
      errors: ['an error'],
      shard: { index: 2, count: 3 },
      git: { commit: 'abc123', branch: 'main' },
    }
    const report = buildReport(withNotes, '2026-11-30T06:00:00.000Z')
    expect(outcomeFromReport(report)).toEqual(withNotes)
    // Through JSON too, as `expect-similar report` reads it.
    expect(outcomeFromReport(JSON.parse(JSON.stringify(report)))).toEqual(withNotes)
  })
})

describe('negated assertions in gates and baselines', () => {
  // The answer moved further from a refusal (.not score 0.59 -> 0.18): better, never a regression.
  const run = (notScore: number) => [
    rec({ file: 'a.test.ts', test: 'answers', score: 0.9, threshold: 0.8 }),
    rec({ file: 'a.test.ts', test: 'no refusal', score: notScore, threshold: 0.8, isNot: true, pass: true }),
  ]
  const options = { thresholds: { mean: 0.85 }, baseline: 'b.json', maxRegression: 0.05 }

  it('leaves .not scores out of the mean gate and the baseline delta', () => {
    const baseline = buildReport(outcomeOf(run(0.59), options), 'T')
    const outcome = outcomeOf(run(0.18), options, baseline)
    expect(outcome.summary.total.mean).toBe(0.9)
    expect(outcome.baseline?.files).toEqual([{ file: 'a.test.ts', baseline: 0.9, current: 0.9, delta: 0 }])
    expect(outcome.gates.results.map((g) => [g.gate, g.actual, g.passed, g.assertions])).toEqual([
      ['mean', 0.9, true, 1],
      ['maxRegression', 0, true, undefined],
    ])
  })

  it('fails a mean gate on a scope of only .not checks, and leaves such a file out of the baseline', () => {
    const onlyNot = [rec({ file: 'b.test.ts', test: 'x', score: 0.1, threshold: 0.8, isNot: true, pass: true })]
    const baseline = buildReport(outcomeOf(onlyNot), 'T')
    const outcome = outcomeOf(onlyNot, { ...options, thresholds: { mean: 0.5, passRate: 1 } }, baseline)
    expect(outcome.gates.results.map((g) => [g.gate, g.passed, g.assertions])).toEqual([
      ['mean', false, 0],
      ['passRate', true, 1],
    ])
    expect(outcome.baseline).toEqual({ path: 'b.json', files: [], added: [], removed: [] })
  })
})
