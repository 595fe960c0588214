import { compareText, scoredAssertions } from './collect.js'
import type { BaselineComparison, FileDelta, FileSummary, ScoreReport, ScoreSummary } from '../model.js'

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
