import { describe, expect, it } from 'vitest'
import { describeGate } from '../../../src/reporter/render/view.js'
import { baselineFromReports } from '../../../src/reporter/store/baseline.js'
import { buildReport } from '../../../src/reporter/store/report.js'
import { compareWithBaseline } from '../../../src/reporter/summarize/baseline.js'
import { CALIBRATE_DEFAULTS, calibrate } from '../../../src/reporter/summarize/calibrate.js'
import { assertionKey, placeRecords } from '../../../src/reporter/summarize/identity.js'
import { collect } from '../../../src/reporter/summarize/collect.js'
import { evaluateGates } from '../../../src/reporter/summarize/gates.js'
import type { CollectedRecord, ScoreReport } from '../../../src/reporter/model.js'
import { RUNNER, outcomeOf, rec } from '../helpers.js'

const report = (records: CollectedRecord[]): ScoreReport => buildReport(outcomeOf(records), '2026-12-01T00:00:00.000Z')
const F = 'test/a.test.ts'
// One run: two assertions, then a run of the same file with the answers of another day.
const run = (greeting: number, sample: number, repeat = 0): CollectedRecord[] => [
  rec({ file: F, test: 'greeting', score: greeting, repeat }),
  rec({ file: F, test: 'sample', score: sample, repeat }),
]

describe('compareWithBaseline of a filtered run', () => {
  it('compares the tests that ran with the same assertions in the baseline, not the whole file', () => {
    const baseline = report(run(0.6, 0.9))
    const now = collect([rec({ file: F, test: 'greeting', score: 0.6 })], RUNNER)
    const c = compareWithBaseline(now, baseline, 'b.json', true)
    expect(c.files).toEqual([{ file: F, baseline: 0.6, current: 0.6, delta: 0, assertions: 1 }])
    expect(evaluateGates(now, null, c, 0.05).passed).toBe(true)
    // The whole-file comparison a full run makes would read the same output as a drop.
    const full = compareWithBaseline(now, baseline, 'b.json', false)
    expect(evaluateGates(now, null, full, 0.05).passed).toBe(false)
  })

  it('tells assertions apart by position, matcher and scorer: a renamed test is not compared', () => {
    const baseline = report(run(0.6, 0.9))
    const now = collect([rec({ file: F, test: 'greeting (new name)', score: 0.2 })], RUNNER)
    const c = compareWithBaseline(now, baseline, 'b.json', true)
    expect(c.files).toEqual([])
    expect(c.notRun).toEqual([F])
    expect(evaluateGates(now, null, c, 0.05).passed).toBe(true)
  })
})

describe('a baseline of several runs', () => {
  const runs = [run(0.7, 0.8), run(0.78, 0.86), run(0.74, 0.7)]
  const baseline = baselineFromReports(runs.map(report), '2026-12-01T00:00:00.000Z')

  it('keeps every run apart: the repeats of each report follow those of the one before', () => {
    expect(baseline.records.map((r) => r.repeat)).toEqual([0, 1, 2, 0, 1, 2])
    expect(baseline.passK.maxRuns).toBe(3)
  })

  it('passes a rerun inside the observed range that a one-run baseline fails', () => {
    const now = collect(run(0.7, 0.7), RUNNER)
    const c = compareWithBaseline(now, baseline, 'b.json')
    expect(c.runs).toBe(3)
    expect(c.files[0]?.runs).toBe(3)
    expect(c.files[0]?.low).toBeCloseTo(0.72, 12)
    expect(c.files[0]?.high).toBeCloseTo(0.82, 12)
    expect(evaluateGates(now, null, c, 0.05).passed).toBe(true)
    const one = compareWithBaseline(now, report(run(0.78, 0.86)), 'b.json')
    expect(one.runs).toBeUndefined()
    expect(evaluateGates(now, null, one, 0.05).passed).toBe(false)
  })

  it('fails an assertion that fell out of its range, naming it and how far', () => {
    const now = collect(run(0.5, 0.86), RUNNER)
    const gates = evaluateGates(now, null, compareWithBaseline(now, baseline, 'b.json'), 0.05)
    const failed = gates.results.filter((g) => !g.passed).map(describeGate)
    expect(failed).toEqual([
      `${F} > greeting assertion 1 (toBeSimilarTo, content similarity) scored 0.500, 0.200 below its observed ` +
        'range 0.700–0.780 over 3 baseline runs, more than maxRegression 0.050 by 0.150',
    ])
  })

  it('reads a run with repeats the same way as separate runs', () => {
    const repeated = report([...run(0.7, 0.8, 0), ...run(0.78, 0.86, 1), ...run(0.74, 0.7, 2)])
    const now = collect(run(0.5, 0.86), RUNNER)
    expect(compareWithBaseline(now, repeated, 'b.json')).toEqual(compareWithBaseline(now, baseline, 'b.json'))
  })
})

describe('the identity of an assertion', () => {
  const diff = (score: number, repeat: number, algorithm?: 'lcs'): CollectedRecord =>
    rec({
      file: F,
      test: 'diff',
      score,
      repeat,
      scorer: 'textual-difference',
      ...(algorithm === undefined ? {} : { algorithm }),
    })

  it('includes the algorithm: an LCS ratio is never judged against the difflib scores of the same position', () => {
    const baseline = report([diff(0.9, 0), diff(0.92, 1)])
    const now = collect([diff(0.5, 0, 'lcs')], RUNNER)
    const c = compareWithBaseline(now, baseline, 'b.json')
    expect(c.runs).toBe(2)
    expect(c.assertions).toEqual([])
    // A filtered run compares only assertions made in both: there is none.
    const partial = compareWithBaseline(now, baseline, 'b.json', true)
    expect(partial.files).toEqual([])
    expect(partial.notRun).toEqual([F])
    expect(evaluateGates(now, null, partial, 0.05).passed).toBe(true)
    // The same algorithm on both sides is the same assertion, and its drop is found.
    const lcs = compareWithBaseline(now, report([diff(0.9, 0, 'lcs'), diff(0.92, 1, 'lcs')]), 'b.json')
    expect(lcs.assertions?.map((a) => [a.test, a.algorithm, a.min, a.current])).toEqual([['diff', 'lcs', 0.9, 0.5]])
  })

  it('is one key for the baseline, calibrate and the lenient list', () => {
    const records = [diff(0.9, 0), diff(0.8, 0, 'lcs'), diff(0.91, 1), diff(0.81, 1, 'lcs')]
    const keys = placeRecords(records).map((p) => [p.index, p.key === assertionKey(p.record, p.index)])
    expect(keys).toEqual([
      [1, true],
      [2, true],
      [1, true],
      [2, true],
    ])
    expect(new Set(placeRecords(records).map((p) => p.key)).size).toBe(2)
    expect(assertionKey(diff(0.9, 0), 1)).not.toBe(assertionKey(diff(0.9, 0, 'lcs'), 1))
    expect(calibrate([records], CALIBRATE_DEFAULTS).map((c) => [c.index, c.algorithm, c.runs])).toEqual([
      [1, undefined, 2],
      [2, 'lcs', 2],
    ])
  })
})

describe('a baseline with file means but no records (old or hand-edited)', () => {
  it('compares each file with its saved mean', () => {
    const baseline: ScoreReport = { ...report(run(0.6, 0.9)), records: [] }
    const now = collect(run(0.6, 0.9), RUNNER)
    const c = compareWithBaseline(now, baseline, 'b.json')
    expect(c.files).toHaveLength(1)
    expect(c.files[0]?.baseline).toBeCloseTo(0.75, 12)
    expect(c.files[0]?.delta).toBeCloseTo(0, 12)
    expect(
      evaluateGates(
        collect(run(0.3, 0.3), RUNNER),
        null,
        compareWithBaseline(collect(run(0.3, 0.3), RUNNER), baseline, 'b.json'),
        0.05,
      ).passed,
    ).toBe(false)
  })
})
