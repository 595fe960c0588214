import { compareWithBaseline } from './baseline.js'
import { evaluateGates } from './gates.js'
import type { GateReport, RunOutcome, ScoreReport, ScoreSummary, ShardInfo, ThresholdOptions } from '../model.js'

export interface OutcomeInput {
  summary: ScoreSummary
  /** The reporter options that decide a run (summarize comes before the options module). */
  options: { thresholds?: ThresholdOptions; maxRegression?: number; baseline?: string }
  /** The parsed baseline report, or null when there is none (yet). */
  baseline: ScoreReport | null
  /** Whether this run writes a new baseline: regressions are then accepted, not failed. */
  updatingBaseline: boolean
  shard: ShardInfo | null
  /** The run was filtered or did not finish: baseline files it did not score are "not run", not "removed". */
  coversPart?: boolean
}

/**
 * Decides a run: baseline comparison and gates. Pure: it changes nothing it is given. A shard
 * only sees part of the run, so its gates and baseline are left to `expect-similar merge`.
 */
export function decideOutcome(input: OutcomeInput): RunOutcome {
  const { summary, options, shard } = input
  const thresholds = options.thresholds ?? null
  const maxRegression = options.maxRegression ?? null
  // Kept in the report, so that merging shard reports can compare with the same baseline.
  const configured = options.baseline ?? null
  const notes: string[] = []
  if (shard) {
    const gates: GateReport = {
      thresholds,
      maxRegression,
      baseline: configured,
      results: [],
      passed: true,
      unmatchedGlobs: [],
    }
    if (thresholds || options.baseline !== undefined) {
      notes.push(
        `Shard ${shard.index}/${shard.count}: gates and the baseline are checked ` +
          `when the shard reports are merged (expect-similar merge).`,
      )
    }
    return { summary, gates, baseline: null, shard, notes, errors: [] }
  }
  const baseline =
    input.baseline && options.baseline !== undefined
      ? compareWithBaseline(summary, input.baseline, options.baseline, input.coversPart === true)
      : null
  const enforceRegression = input.updatingBaseline ? null : maxRegression
  // Keep the configured value in the report even when this run accepted the regressions.
  const gates = {
    ...evaluateGates(summary, thresholds, baseline, enforceRegression),
    maxRegression,
    baseline: configured,
  }
  return { summary, gates, baseline, shard: null, notes, errors: [] }
}
