import { scoredAssertions } from './collect.js'
import { matchesGlob } from './glob.js'
import { pathOfKey } from '../runner/project.js'
import type { ScoreGate, ThresholdOptions } from '../options.js'
import type { BaselineComparison } from './baseline.js'
import type { Aggregate, ScoreSummary } from '../model.js'

/** The outcome of one gate on one scope. */
export interface GateResult {
  gate: 'mean' | 'passRate' | 'maxRegression' | 'lenient'
  /** `run` for the whole run, otherwise the file path the gate was applied to. */
  scope: string
  /** The glob that selected the file, for per-file gates. */
  glob?: string
  /**
   * Measured value: the mean or pass rate, for `maxRegression` the drop below the baseline mean, for
   * `lenient` the count of assertions whose min accepted a leniency probe.
   */
  actual: number
  /** The configured minimum (mean, passRate) or maximum (maxRegression, lenient). */
  limit: number
  passed: boolean
  /** How far the gate was missed; 0 when it passed. */
  by: number
  /**
   * Scored assertions in scope (for a mean gate, those not negated), for mean and passRate gates
   * (0 fails the gate).
   */
  assertions?: number
  /** The verdict covers only some shards of the run (`expect-similar merge --allow-partial`). */
  partial?: boolean
}

export interface GateReport {
  thresholds: ThresholdOptions | null
  maxRegression: number | null
  /** The baseline option as configured, kept in reports for `expect-similar merge`. */
  baseline?: string | null
  results: GateResult[]
  /** False when any gate failed. */
  passed: boolean
  /** Per-file globs that matched no file with scored assertions. */
  unmatchedGlobs: string[]
}

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
  if (thresholds) {
    results.push(...applyGate(thresholds, summary.total, 'run'))
    if (thresholds.lenient !== undefined) {
      const actual = summary.total.lenient ?? 0
      const passed = actual <= thresholds.lenient
      const by = passed ? 0 : actual - thresholds.lenient
      results.push({ gate: 'lenient', scope: 'run', actual, limit: thresholds.lenient, passed, by })
    }
    for (const [glob, gate] of Object.entries(thresholds.files ?? {})) {
      // In a run of several projects a glob matches `[project] path` or the path alone.
      const files = summary.files.filter(
        (f) =>
          matchesGlob(f.file, glob) || (f.project !== undefined && matchesGlob(pathOfKey(f.file, f.project), glob)),
      )
      if (files.length === 0) unmatchedGlobs.push(glob)
      for (const file of files) results.push(...applyGate(gate, file, file.file, glob))
    }
  }
  if (baseline && maxRegression !== null) {
    for (const f of baseline.files) {
      const drop = f.baseline - f.current
      const passed = drop <= maxRegression + EPSILON
      results.push({
        gate: 'maxRegression',
        scope: f.file,
        actual: drop,
        limit: maxRegression,
        passed,
        by: passed ? 0 : drop - maxRegression,
      })
    }
  }
  return { thresholds, maxRegression, results, passed: results.every((r) => r.passed), unmatchedGlobs }
}

// Scores are sums of floats; a mean of exactly the limit must not fail on the 17th digit.
const EPSILON = 1e-12

function applyGate(gate: ScoreGate, agg: Aggregate, scope: string, glob?: string): GateResult[] {
  const results: GateResult[] = []
  for (const key of ['mean', 'passRate'] as const) {
    const limit = gate[key]
    if (limit === undefined) continue
    // A mean is over the assertions that are not negated; a pass rate over all of them.
    const assertions = key === 'mean' ? scoredAssertions(agg) : agg.assertions
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
