import { scoreKeyOf } from '../../core/scorers/index.js'
import type { MatcherName, ScoreRecord } from '../../records/types.js'
import type { CollectedRecord } from '../model.js'

/** How `calibrate` judges thresholds; every field is documented in docs/thresholds.md. */
export interface CalibrateOptions {
  /** Suggested min = lowest observed score minus this, rounded down to 2 decimals. */
  margin: number
  /** A min this far (or more) below the lowest observed score is slack. */
  slackGap: number
  /** Suggested maximum of changes = most changes observed plus this. */
  marginChanges: number
}

export const CALIBRATE_DEFAULTS: CalibrateOptions = { margin: 0.05, slackGap: 0.15, marginChanges: 1 }

/**
 * A min this close below the 10th percentile of a spread of scores is inside that spread: the
 * next few runs will likely fail it even if none did yet.
 */
const NEAR_P10 = 0.01

type CalibrationVerdict = 'flaky' | 'slack' | 'ok'

/**
 * One assertion over every run it was made in. An assertion is the same identity the spread table
 * uses: the index-th record of a run of the test (negated ones counted), with its matcher and scorer.
 */
export interface Calibration {
  file: string
  test: string
  /** 1-based position among the test's records in one run. */
  index: number
  matcher: MatcherName
  scorer: ScoreRecord['scorer']
  /** The records' algorithm when not the scorer's default (`'lcs'`); absent for the default. */
  algorithm?: string
  /** Line of the `expect` call in the file, from the last record that had one. */
  line?: number
  runs: number
  /** Failed runs (the record's own `pass`). */
  failedRuns: number
  /** `score` for a minimum score (`threshold`), `changes` for a maximum of changes (`maxChanges`). */
  kind: 'score' | 'changes'
  /** Statistics of the observed scores, or of the change counts for `changes`. */
  min: number
  p10: number
  median: number
  max: number
  /** The current min (`score`) or maximum of changes (`changes`), from the last record. */
  current: number
  verdict: CalibrationVerdict
  /** How far a slack limit sits from what was observed (score points, or changes); 0 otherwise. */
  slackBy: number
  /** The suggested min (`score`) or maximum of changes (`changes`). */
  suggested: number
  /**
   * The lowest min (2 decimals) that still rejects every reject text of the assertion (its highest
   * `rejectMax`) and every leniency probe recorded (`lenient.rejectingMin`); the suggestion never
   * goes below it. Absent without either.
   */
  rejectingMin?: number
  /**
   * True when no min both passes every run and rejects them: {@link rejectingMin} is above the
   * lowest observed score, or a run's probes had no rejecting min.
   */
  conflict: boolean
}

/**
 * Calibrates the thresholds of every assertion seen in one or more reports (each a list of
 * records). Within one report, runs are the repeats of a test; across reports, the same assertion
 * (file, test, index, matcher, scorer) adds its runs. Negated assertions are left out: their
 * threshold is a ceiling, not a floor.
 *
 * @example
 * calibrate([report.records], CALIBRATE_DEFAULTS).filter((c) => c.verdict === 'flaky')
 */
export function calibrate(reports: readonly (readonly CollectedRecord[])[], options: CalibrateOptions): Calibration[] {
  const groups = new Map<string, CollectedRecord[]>()
  for (const records of reports) {
    const positions = new Map<string, number>()
    for (const r of records) {
      const run = `${r.file}\u0000${r.test}\u0000${r.repeat}`
      const index = (positions.get(run) ?? 0) + 1
      positions.set(run, index)
      if (r.isNot) continue
      const key = `${r.file}\u0000${r.test}\u0000${index}\u0000${r.matcher}\u0000${scoreKeyOf(r)}`
      const group = groups.get(key)
      const placed = { ...r, index }
      if (group) group.push(placed)
      else groups.set(key, [placed])
    }
  }
  const out: Calibration[] = []
  for (const records of groups.values()) {
    const judged = judge(records as (CollectedRecord & { index: number })[], options)
    if (judged) out.push(judged)
  }
  return out
}

function judge(records: (CollectedRecord & { index: number })[], options: CalibrateOptions): Calibration | null {
  const last = records[records.length - 1] as CollectedRecord & { index: number }
  const line = [...records].reverse().find((r) => r.line !== undefined)?.line
  const base = {
    file: last.file,
    test: last.test,
    index: last.index,
    matcher: last.matcher,
    scorer: last.scorer,
    ...(last.algorithm === undefined ? {} : { algorithm: last.algorithm }),
    ...(line === undefined ? {} : { line }),
    runs: records.length,
    failedRuns: records.filter((r) => !r.pass).length,
  }
  if (last.maxChanges !== undefined) {
    const changes = records.flatMap((r) => (r.changes === undefined ? [] : [r.changes]))
    if (changes.length === 0) return null
    const stats = spread(changes)
    const current = last.maxChanges
    const slackAt = Math.max(3, Math.ceil(stats.max / 2))
    const verdict: CalibrationVerdict = current < stats.max ? 'flaky' : current - stats.max > slackAt ? 'slack' : 'ok'
    return {
      ...base,
      kind: 'changes',
      ...stats,
      current,
      verdict,
      slackBy: verdict === 'slack' ? current - stats.max : 0,
      suggested: stats.max + options.marginChanges,
      conflict: false,
    }
  }
  if (last.threshold === undefined) return null
  const stats = spread(records.map((r) => r.score))
  const current = last.threshold
  const inSpread = stats.max > stats.min && current > stats.p10 - NEAR_P10
  const verdict: CalibrationVerdict =
    current > stats.min || inSpread ? 'flaky' : current < stats.min - options.slackGap ? 'slack' : 'ok'
  const rejectMax = Math.max(...records.flatMap((r) => (r.rejectMax === undefined ? [] : [r.rejectMax])))
  const fromLenient = lenientFloor(records)
  const floors = [
    ...(rejectMax === Number.NEGATIVE_INFINITY ? [] : [aboveIn2Decimals(rejectMax)]),
    ...(fromLenient.min === undefined ? [] : [fromLenient.min]),
  ]
  const rejectingMin = floors.length === 0 ? undefined : Math.max(...floors)
  const fromSpread = Math.max(0, floor2(stats.min - options.margin))
  return {
    ...base,
    kind: 'score',
    ...stats,
    current,
    verdict,
    slackBy: verdict === 'slack' ? stats.min - current : 0,
    suggested: rejectingMin === undefined ? fromSpread : Math.max(fromSpread, rejectingMin),
    ...(rejectingMin === undefined ? {} : { rejectingMin }),
    conflict: fromLenient.none || (rejectingMin !== undefined && rejectingMin > stats.min),
  }
}

/**
 * What leniency probes recorded at run time (a record's `lenient` field, when probes were on) ask
 * of the min: at least their `rejectingMin`, rounded up to 2 decimals, so calibrate never suggests
 * a min the probes would call lenient. `none`: some run's probes had no rejecting min at all.
 */
function lenientFloor(records: readonly CollectedRecord[]): { min?: number; none: boolean } {
  let min: number | undefined
  let none = false
  for (const r of records) {
    if (r.lenient === undefined) continue
    const at = r.lenient.rejectingMin
    if (at === null) none = true
    else min = Math.max(min ?? 0, Math.ceil(at * 100 - 1e-9) / 100)
  }
  return min === undefined ? { none } : { min, none }
}

/** Min, 10th percentile, median and max (percentiles interpolated between the sorted values). */
function spread(values: readonly number[]): { min: number; p10: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    min: sorted[0] as number,
    p10: percentile(sorted, 0.1),
    median: percentile(sorted, 0.5),
    max: sorted[sorted.length - 1] as number,
  }
}

function percentile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q
  const low = Math.floor(at)
  const high = Math.ceil(at)
  const a = sorted[low] as number
  return a + ((sorted[high] as number) - a) * (at - low)
}

// The small epsilon keeps 0.7 (stored as 0.69999...) from rounding down to 0.69.
function floor2(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100
}

/** The smallest 2-decimal number strictly above a score: the lowest min that rejects a text of that score. */
function aboveIn2Decimals(score: number): number {
  return Math.min(1, Math.round((floor2(score) + 0.01) * 100) / 100)
}

/**
 * Counts the flaky and slack assertions made more than once in a run's records (repeats); the
 * reporter's summary line.
 *
 * @example
 * calibrationCounts(summary.records) // { flaky: 1, slack: 2 }
 */
export function calibrationCounts(records: readonly CollectedRecord[]): { flaky: number; slack: number } {
  const all = calibrate([records], CALIBRATE_DEFAULTS).filter((c) => c.runs > 1)
  return {
    flaky: all.filter((c) => c.verdict === 'flaky').length,
    slack: all.filter((c) => c.verdict === 'slack').length,
  }
}
