import { describe, expect, it } from 'vitest'
import { makeColors } from '../../../src/reporter/render/colors.js'
import { renderMarkdown } from '../../../src/reporter/render/markdown.js'
import { renderTerminal } from '../../../src/reporter/render/terminal.js'
import { buildView, describeGate } from '../../../src/reporter/render/view.js'
import { buildReport } from '../../../src/reporter/store/report.js'
import { compareWithBaseline } from '../../../src/reporter/summarize/baseline.js'
import { collect } from '../../../src/reporter/summarize/collect.js'
import { evaluateGates } from '../../../src/reporter/summarize/gates.js'
import type { CollectedRecord, ScoreReport } from '../../../src/reporter/model.js'
import { RUNNER, outcomeOf, rec } from '../helpers.js'
import { reportValidator } from '../schema.js'

// Mastra's records (matcher expectEval, read from task.meta.mastraEval) are shown and gated on
// their own, and never move our means, pass rates, per-file gates or baseline comparison.

const F = 'evals/agent.test.ts'
const M = 'evals/mastra-only.test.ts'
const report = (records: CollectedRecord[]): ScoreReport => buildReport(outcomeOf(records), '2026-12-01T00:00:00.000Z')
const ours = (greeting: number, sample: number, repeat = 0): CollectedRecord[] => [
  rec({ file: F, test: 'greeting', score: greeting, repeat }),
  rec({ file: F, test: 'sample', score: sample, repeat }),
]
const mastra = (file: string, test: string, score: number, more: Partial<CollectedRecord> = {}): CollectedRecord =>
  rec({
    file,
    test,
    score,
    matcher: 'expectEval',
    scorer: 'mastra:tone',
    threshold: undefined,
    details: { totalItems: 2 },
    pass: true,
    ...more,
  })

describe("Mastra's records in the summary", () => {
  it('count in none of our numbers, and have a summary of their own', () => {
    const summary = collect(
      [...ours(0.6, 0.9), mastra(F, 'greeting', 0.1, { pass: false }), mastra(M, 'eval', 0.3)],
      RUNNER,
    )
    expect(summary.files.map((f) => [f.file, f.assertions, f.passed, f.failed])).toEqual([[F, 2, 1, 1]])
    expect(summary.total).toMatchObject({ assertions: 2, passed: 1, failed: 1, passRate: 0.5, tests: 2 })
    expect(summary.total.mean).toBeCloseTo(0.75, 12)
    expect(summary.scorers).toEqual(['content-similarity'])
    expect(summary.tests.map((t) => t.records)).toEqual([1, 1])
    // Every record is kept, Mastra's included, for the JSON report and the pages.
    expect(summary.records).toHaveLength(4)
    expect(summary.mastra?.files.map((f) => [f.file, f.assertions, f.passed, f.failed, f.mean])).toEqual([
      [F, 1, 0, 1, 0.1],
      [M, 1, 1, 0, 0.3],
    ])
    expect(summary.mastra?.scorers).toEqual(['mastra:tone'])
    expect(collect(ours(0.6, 0.9), RUNNER).mastra).toBeUndefined()
  })

  it('leave a score without a verdict out of every pass count and rate', () => {
    const unjudged = { details: { totalItems: 2, judged: false as const }, pass: true }
    const summary = collect(
      [mastra(M, 'eval', 0.4, unjudged), mastra(M, 'eval', 0.9, { scorer: 'mastra:gate.g' })],
      RUNNER,
    )
    expect(summary.mastra?.total).toMatchObject({ assertions: 2, passed: 1, failed: 0, passRate: 1, unjudged: 1 })
    expect(summary.mastra?.total.mean).toBeCloseTo(0.65, 12)
    // A pass-rate gate has nothing to judge when no score had a verdict: it does not pass on nothing.
    const none = collect([mastra(M, 'eval', 0.4, unjudged)], RUNNER)
    const gates = evaluateGates(none, { mastra: { passRate: 1 } }, null, null)
    expect(gates.results.map((g) => [g.gate, g.scope, g.passed, g.assertions, g.mastra])).toEqual([
      ['passRate', 'run', false, 0, true],
    ])
    expect(describeGate(gates.results[0]!)).toBe(
      'Mastra evals: run has no Mastra scores with a verdict, so its pass rate cannot reach 1.000',
    )
  })
})

describe("Mastra's table", () => {
  it('is its own, under ours; a run of Mastra records only has no table of ours and says nothing is missing', () => {
    const only = buildView(outcomeOf([mastra(M, 'eval', 0.4)]), { verbose: false })
    expect(only.table).toBeNull()
    expect(only.mastra?.columns.map((c) => c.header)).toEqual(['Scored', 'Pass', 'Fail', 'mastra:tone', 'min–max'])
    expect(only.mastra?.rows.map((r) => [r.label, ...r.cells.slice(0, 3).map((c) => c.text)])).toEqual([
      [M, '1', '1', '0'],
      ['Total', '1', '1', '0'],
    ])
    const text = renderTerminal(only, { colors: makeColors(false), width: 100 })
    expect(text).not.toContain('No scored assertions')
    expect(text).toContain("Mastra evals (Mastra's own scores and verdicts; in none of the numbers above)")
    const both = buildView(outcomeOf([...ours(0.6, 0.9), mastra(M, 'eval', 0.4)]), { verbose: false })
    expect(both.table?.rows.map((r) => r.label)).toEqual([F, 'Total'])
    expect(both.table?.columns.map((c) => c.header)).not.toContain('mastra:tone')
    expect(renderMarkdown(both)).toMatch(/\*\*Total\*\* \| 2 [^\n]*\n\n\*\*Mastra evals\*\*/)
  })
})

describe("Mastra's gates", () => {
  const summary = collect([...ours(0.9, 0.9), mastra(F, 'greeting', 0.2, { pass: false }), mastra(M, 'e', 0.8)], RUNNER)

  it('judge Mastra records only; our gates never see them', () => {
    const gates = evaluateGates(summary, { mean: 0.8, passRate: 1, files: { 'evals/**': { mean: 0.85 } } }, null, null)
    expect(gates.passed).toBe(true)
    expect(gates.results.map((g) => [g.gate, g.scope, g.actual])).toEqual([
      ['mean', 'run', 0.9],
      ['passRate', 'run', 1],
      ['mean', F, 0.9],
    ])
  })

  it('apply thresholds.mastra to the run and to each file of Mastra records a glob matches', () => {
    const thresholds = { mastra: { passRate: 0.5, files: { 'evals/**': { mean: 0.5 }, 'nothing/**': { mean: 0.1 } } } }
    const gates = evaluateGates(summary, thresholds, null, null)
    expect(gates.results.map((g) => [g.gate, g.scope, g.actual, g.passed, g.mastra])).toEqual([
      ['passRate', 'run', 0.5, true, true],
      ['mean', F, 0.2, false, true],
      ['mean', M, 0.8, true, true],
    ])
    expect(gates.passed).toBe(false)
    expect(gates.unmatchedGlobs).toEqual([])
    expect(gates.unmatchedMastraGlobs).toEqual(['nothing/**'])
    expect(describeGate(gates.results[1]!)).toBe(
      'Mastra evals: evals/agent.test.ts (thresholds.mastra.files "evals/**") mean 0.200 is below 0.500 by 0.300',
    )
  })
})

describe("a baseline and Mastra's records", () => {
  it('an old baseline without them does not fail maxRegression when our scores are unchanged', () => {
    const baseline = report(ours(0.6, 0.9))
    const now = collect([...ours(0.6, 0.9), mastra(F, 'greeting', 0.1), mastra(M, 'eval', 0.2)], RUNNER)
    const c = compareWithBaseline(now, baseline, 'b.json')
    expect(c.files.map((f) => [f.file, f.delta])).toEqual([[F, 0]])
    expect(c.added).toEqual([])
    expect(evaluateGates(now, null, c, 0.05).passed).toBe(true)
  })

  it('a baseline whose file means counted them is compared on our records alone', () => {
    const records = [...ours(0.6, 0.9), mastra(F, 'greeting', 0.9), mastra(M, 'eval', 0.9)]
    // As the previous version saved it: Mastra's score in the file mean, its file among ours.
    const saved = report(records)
    const baseline: ScoreReport = {
      ...saved,
      files: [
        { ...saved.files[0]!, mean: (0.6 + 0.9 + 0.9) / 3, assertions: 3 },
        { ...saved.files[0]!, file: M, mean: 0.9, assertions: 1 },
      ],
    }
    const now = collect([...ours(0.6, 0.9), mastra(F, 'greeting', 0.1), mastra(M, 'eval', 0.1)], RUNNER)
    const c = compareWithBaseline(now, baseline, 'b.json')
    expect(c.files).toHaveLength(1)
    expect(c.files[0]?.file).toBe(F)
    expect(c.files[0]?.baseline).toBeCloseTo(0.75, 12)
    expect(c.files[0]?.delta).toBeCloseTo(0, 12)
    // A file of Mastra records only is no file of ours: not removed.
    expect(c.removed).toEqual([])
    expect(evaluateGates(now, null, c, 0.05).passed).toBe(true)
  })

  it('records of the last repeat only (Mastra keeps one result per test) keep the range of means', () => {
    const baseline = report([...ours(0.7, 0.8, 0), ...ours(0.8, 0.9, 1), mastra(F, 'greeting', 0.3, { repeat: 1 })])
    const now = collect([...ours(0.72, 0.8), mastra(F, 'greeting', 0.3)], RUNNER)
    const c = compareWithBaseline(now, baseline, 'b.json')
    expect(c.runs).toBe(2)
    expect(c.files[0]?.runs).toBe(2)
    expect(c.files[0]?.low).toBeCloseTo(0.75, 12)
    expect(c.files[0]?.high).toBeCloseTo(0.85, 12)
    expect(c.assertions?.map((a) => a.matcher)).toEqual(['toBeSimilarTo', 'toBeSimilarTo'])
  })

  it('the JSON report keeps them apart: totals and files are ours, mastra holds theirs', () => {
    const saved = report([...ours(0.6, 0.9), mastra(M, 'eval', 0.2)])
    expect(saved.files.map((f) => f.file)).toEqual([F])
    expect(saved.totals.assertions).toBe(2)
    expect(saved.mastra?.files.map((f) => [f.file, f.mean])).toEqual([[M, 0.2]])
    expect(saved.mastra?.totals.assertions).toBe(1)
    expect(report(ours(0.6, 0.9)).mastra).toBeUndefined()
    // The schema knows the section, the gates of thresholds.mastra and an unmatched Mastra glob.
    const records = [...ours(0.6, 0.9), mastra(M, 'eval', 0.2, { details: { totalItems: 1, judged: false } })]
    const thresholds = { mastra: { mean: 0.1, files: { 'nothing/**': { mean: 0.1 } } } }
    const gated = buildReport(outcomeOf(records, { thresholds }), '2026-12-01T00:00:00.000Z')
    expect(gated.gates.results.map((g) => g.mastra)).toEqual([true])
    expect(gated.gates.unmatchedMastraGlobs).toEqual(['nothing/**'])
    expect(gated.mastra?.totals.unjudged).toBe(1)
    const validate = reportValidator()
    expect(validate(JSON.parse(JSON.stringify(gated)))).toEqual({ valid: true, errors: 'No errors' })
  })
})
