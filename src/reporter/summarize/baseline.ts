import { compareText, scoredAssertions } from './collect.js'
import type { ScoreReport } from '../store/report.js'
import type { FileSummary, ScoreSummary } from '../model.js'

/** One file present both in the baseline and in this run. */
interface FileDelta {
  file: string
  baseline: number
  current: number
  /** current - baseline: positive is better. */
  delta: number
}

export interface BaselineComparison {
  /** The baseline path as configured. */
  path: string
  files: FileDelta[]
  /** Files with scored assertions now but not in the baseline. */
  added: string[]
  /** Files in the baseline without scored assertions in a complete, unfiltered run. */
  removed: string[]
  /**
   * Files in the baseline that a filtered or unfinished run did not score: not compared, and not
   * called removed, since the run never looked at them. Present only when the run was partial.
   */
  notRun?: string[]
}

/**
 * Compares per-file means with an earlier report. New and removed files are listed, never
 * treated as regressions; when the run was `partial` (filtered or unfinished), the baseline files
 * it did not score are listed as not run instead of removed.
 *
 * @example
 * compareWithBaseline(summary, parseReport(text, 'baseline.json'), 'baseline.json').files[0]?.delta
 */
export function compareWithBaseline(
  summary: ScoreSummary,
  baseline: ScoreReport,
  path: string,
  partial = false,
): BaselineComparison {
  // A file whose every assertion is negated has no mean (see Aggregate), so it is compared on neither side.
  const hasMean = (f: FileSummary): boolean => scoredAssertions(f) > 0
  const before = new Map(baseline.files.filter(hasMean).map((f) => [f.file, f.mean]))
  const now = new Set(summary.files.filter(hasMean).map((f) => f.file))
  const files: FileDelta[] = []
  const added: string[] = []
  for (const f of summary.files.filter(hasMean)) {
    const b = before.get(f.file)
    if (b === undefined) added.push(f.file)
    else files.push({ file: f.file, baseline: b, current: f.mean, delta: f.mean - b })
  }
  const missing = [...before.keys()].filter((file) => !now.has(file)).sort(compareText)
  return partial ? { path, files, added, removed: [], notRun: missing } : { path, files, added, removed: missing }
}
