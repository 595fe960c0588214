import { describe, expect, it } from 'vitest'
import { collect } from '../../../src/reporter/summarize/collect.js'
import { evaluateGates } from '../../../src/reporter/summarize/gates.js'
import { buildReport } from '../../../src/reporter/store/report.js'
import { compareWithBaseline } from '../../../src/reporter/summarize/baseline.js'
import { RUNNER, outcomeOf, rec } from '../helpers.js'

const summary = collect(
  [
    rec({ file: 'test/evals/a.test.ts', test: 'a1', score: 0.9 }),
    rec({ file: 'test/evals/a.test.ts', test: 'a2', score: 0.7 }),
    rec({ file: 'test/unit/b.test.ts', test: 'b1', score: 0.4, threshold: 0.5, pass: false }),
  ],
  RUNNER,
)

describe('evaluateGates', () => {
  it('passes run gates that are reached, including a mean exactly at the limit', () => {
    const report = evaluateGates(summary, { mean: (0.9 + 0.7 + 0.4) / 3, passRate: 2 / 3 }, null, null)
    expect(report.passed).toBe(true)
    expect(report.results.map((r) => [r.gate, r.scope, r.passed, r.by])).toEqual([
      ['mean', 'run', true, 0],
      ['passRate', 'run', true, 0],
    ])
  })

  it('fails a run gate and says by how much', () => {
    const report = evaluateGates(summary, { mean: 0.8 }, null, null)
    expect(report.passed).toBe(false)
    expect(report.results[0]).toMatchObject({ gate: 'mean', scope: 'run', limit: 0.8, passed: false, assertions: 3 })
    expect(report.results[0]!.by).toBeCloseTo(0.8 - 2 / 3, 12)
  })

  it('applies per-file gates to each file matching the glob and lists globs that matched nothing', () => {
    const report = evaluateGates(
      summary,
      {
        files: {
          'test/evals/**': { mean: 0.85 },
          'test/unit/*.test.ts': { passRate: 0.5 },
          'nothing/**': { mean: 0.1 },
        },
      },
      null,
      null,
    )
    expect(report.results.map((r) => [r.scope, r.glob, r.gate, r.passed])).toEqual([
      ['test/evals/a.test.ts', 'test/evals/**', 'mean', false],
      ['test/unit/b.test.ts', 'test/unit/*.test.ts', 'passRate', false],
    ])
    expect(report.unmatchedGlobs).toEqual(['nothing/**'])
  })

  it('fails a gate on a run without scored assertions instead of passing it silently', () => {
    const report = evaluateGates(collect([], RUNNER), { passRate: 0 }, null, null)
    expect(report.results).toEqual([
      { gate: 'passRate', scope: 'run', actual: 0, limit: 0, passed: false, by: 0, assertions: 0 },
    ])
    expect(report.passed).toBe(false)
  })

  it('fails maxRegression only for files that dropped by more than allowed; new files never regress', () => {
    const before = buildReport(
      outcomeOf([
        rec({ file: 'test/evals/a.test.ts', test: 'a', score: 0.95 }),
        rec({ file: 'gone.test.ts', test: 'g', score: 1 }),
      ]),
      'T',
    )
    const comparison = compareWithBaseline(summary, before, 'base.json')
    expect(comparison.added).toEqual(['test/unit/b.test.ts'])
    expect(comparison.removed).toEqual(['gone.test.ts'])
    expect(comparison.files).toHaveLength(1)
    expect(comparison.files[0]!.delta).toBeCloseTo(-0.15, 12)
    expect(evaluateGates(summary, null, comparison, 0.2).passed).toBe(true)
    const failed = evaluateGates(summary, null, comparison, 0.1)
    expect(failed.passed).toBe(false)
    expect(failed.results).toHaveLength(1)
    expect(failed.results[0]).toMatchObject({
      gate: 'maxRegression',
      scope: 'test/evals/a.test.ts',
      limit: 0.1,
      passed: false,
    })
    expect(failed.results[0]!.by).toBeCloseTo(0.05, 12)
  })
})
