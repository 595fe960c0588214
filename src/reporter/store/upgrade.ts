import { collect } from '../summarize/collect.js'
import type { CollectedRecord, ScoreReport } from '../model.js'

/** A report as schema version 2 wrote it: no `git`, and no texts on its records. */
export type ReportV2 = Omit<ScoreReport, 'schemaVersion' | 'git'> & { schemaVersion: 2; git?: undefined }

/** A report as schema version 1 wrote it: what changed since is upgraded by {@link upgradeReportV1}. */
export type ReportV1 = Omit<ReportV2, 'schemaVersion'> & { schemaVersion: 1 }

/**
 * Reads a version 2 report as version 3. Version 3 only added what version 2 did not store (the
 * commit and branch, the records' texts), so nothing is computed again.
 */
export function upgradeReportV2(report: ReportV2): ScoreReport {
  return { ...report, schemaVersion: 3, git: null }
}

/**
 * Reads a version 1 report as version 3 (through version 2), so that baselines and shard reports written before the
 * change keep working. Version 1 counted repeats in `attempts` (retries + repeats + 1, the same on
 * every record of a test) and averaged negated assertions into its means, so: attempts become the
 * test's retries + 1 (which repeat needed them is not known), and the totals, files, tests and
 * pass^k are computed again from the records, the one thing both versions store alike.
 */
export function upgradeReportV1(report: ReportV1): ScoreReport {
  const runs = new Map<string, Set<number>>()
  const key = (r: CollectedRecord): string => `${r.file}\u0000${r.test}`
  for (const r of report.records) {
    const set = runs.get(key(r)) ?? new Set<number>()
    set.add(r.repeat)
    runs.set(key(r), set)
  }
  const records = report.records.map((r) => ({
    ...r,
    attempts: Math.max(1, r.attempts - ((runs.get(key(r))?.size ?? 1) - 1)),
  }))
  const summary = collect(records, report.runner, report.warnings ?? [])
  return upgradeReportV2({
    ...report,
    schemaVersion: 2,
    partial: report.partial ?? null,
    totals: summary.total,
    files: summary.files,
    tests: summary.tests,
    passK: summary.passK,
    records: summary.records,
    gates: report.gates && { ...report.gates, baseline: report.gates.baseline ?? null },
  })
}
