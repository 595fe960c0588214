import { judgedAssertions, scoredAssertions } from './collect.js'
import { matchesGlob } from './glob.js'
import { pathOfKey } from '../runner/project.js'
import type {
  Aggregate,
  BaselineComparison,
  FileSummary,
  GateReport,
  GateResult,
  ScoreGate,
  ScoreSummary,
  ThresholdOptions,
} from '../model.js'

/**
 * Applies the threshold gates, and `maxRegression` against a baseline comparison. Pure.
 *
 * @example
 * evaluateGates(summary, { mean: 0.8 }, null, null).passed
 */
export function evaluateGates(
  summary: ScoreSummary,
  thresholds: ThresholdOptions | null,
  baseline: BaselineComparison | null,
  maxRegression: number | null,
): GateReport {
  const results: GateResult[] = []
  const unmatchedGlobs: string[] = []
  const unmatchedMastra: string[] = []
  if (thresholds) {
    results.push(...applyGate(thresholds, summary.total, 'run'))
    if (thresholds.lenient !== undefined) {
      const actual = summary.total.lenient ?? 0
      const passed = actual <= thresholds.lenient
      const by = passed ? 0 : actual - thresholds.lenient
      results.push({ gate: 'lenient', scope: 'run', actual, limit: thresholds.lenient, passed, by })
    }
    if (thresholds.guards !== undefined) {
      const actual = summary.total.guardFailures ?? 0
      const passed = actual <= thresholds.guards
      const by = passed ? 0 : actual - thresholds.guards
      results.push({ gate: 'guards', scope: 'run', actual, limit: thresholds.guards, passed, by })
    }
    results.push(...fileGates(thresholds.files, summary.files, unmatchedGlobs))
    const mastra = thresholds.mastra
    if (mastra !== undefined) {
      // Over Mastra's records only; a run without any has none to reach the gates with.
      const total = summary.mastra?.total ?? NO_RECORDS
      const own = [
        ...applyGate(mastra, total, 'run'),
        ...fileGates(mastra.files, summary.mastra?.files ?? [], unmatchedMastra),
      ]
      results.push(...own.map((g) => ({ ...g, mastra: true as const })))
    }
  }
  if (baseline && maxRegression !== null) {
    // A file's mean is judged against the lowest mean it had in a baseline run (the one mean of a one-run baseline).
    for (const f of baseline.files) {
      const drop = (f.low ?? f.baseline) - f.current
      const passed = drop <= maxRegression + EPSILON
      const result: GateResult = {
        gate: 'maxRegression',
        scope: f.file,
        actual: drop,
        limit: maxRegression,
        passed,
        by: passed ? 0 : drop - maxRegression,
      }
      if (f.runs !== undefined && f.low !== undefined && f.high !== undefined)
        result.range = { low: f.low, high: f.high, runs: f.runs }
      results.push(result)
    }
    // Each assertion against the lowest score it was observed with; only a drop out of that range is listed.
    // An assertion seen in one baseline run has no observed range: its file's mean judges it.
    for (const a of baseline.assertions ?? []) {
      if (a.runs < 2) continue
      const drop = a.min - a.current
      if (drop <= maxRegression + EPSILON) continue
      const { file, current, ...assertion } = a
      results.push({
        gate: 'maxRegression',
        scope: file,
        actual: drop,
        limit: maxRegression,
        passed: false,
        by: drop - maxRegression,
        assertion: { ...assertion, current },
      })
    }
  }
  const passed = results.every((r) => r.passed)
  return {
    thresholds,
    maxRegression,
    results,
    passed,
    unmatchedGlobs,
    ...(unmatchedMastra.length > 0 ? { unmatchedMastraGlobs: unmatchedMastra } : {}),
  }
}

// In a run of several projects a glob matches `[project] path` or the path alone.
function fileGates(
  globs: Record<string, ScoreGate> | undefined,
  files: readonly FileSummary[],
  unmatched: string[],
): GateResult[] {
  const results: GateResult[] = []
  for (const [glob, gate] of Object.entries(globs ?? {})) {
    const matched = files.filter(
      (f) => matchesGlob(f.file, glob) || (f.project !== undefined && matchesGlob(pathOfKey(f.file, f.project), glob)),
    )
    if (matched.length === 0) unmatched.push(glob)
    for (const file of matched) results.push(...applyGate(gate, file, file.file, glob))
  }
  return results
}

const NO_RECORDS: Aggregate = {
  assertions: 0,
  passed: 0,
  failed: 0,
  passRate: 1,
  mean: 0,
  negated: { assertions: 0, passed: 0, failed: 0 },
  scorers: {},
  tests: 0,
  retriedTests: 0,
}

// Scores are sums of floats; a mean of exactly the limit must not fail on the 17th digit.
const EPSILON = 1e-12

function applyGate(gate: ScoreGate, agg: Aggregate, scope: string, glob?: string): GateResult[] {
  const results: GateResult[] = []
  for (const key of ['mean', 'passRate'] as const) {
    const limit = gate[key]
    if (limit === undefined) continue
    // A mean is over the assertions that are not negated; a pass rate over all with a verdict.
    const assertions = key === 'mean' ? scoredAssertions(agg) : judgedAssertions(agg)
    // No scored assertions cannot reach a minimum: a gate on nothing must not pass silently.
    const actual = assertions === 0 ? 0 : agg[key]
    const passed = assertions > 0 && actual + EPSILON >= limit
    const result: GateResult = {
      gate: key,
      scope,
      actual,
      limit,
      passed,
      by: passed ? 0 : limit - actual,
      assertions,
    }
    if (glob !== undefined) result.glob = glob
    results.push(result)
  }
  return results
}
