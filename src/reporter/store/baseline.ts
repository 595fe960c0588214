import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { plural } from '../../core/plural.js'
import { withTextsSetting } from '../../records/texts.js'
import type { CollectedRecord, RunOutcome, RunScope, ScoreReport, ShardInfo } from '../model.js'
import type { ExpectSimilarReporterOptions } from '../options.js'
import { collect } from '../summarize/collect.js'
import { requestedUpdate, UPDATE_BASELINE_ENV, type UpdateMode, updateRefusal } from '../summarize/run-scope.js'
import { readRegularFile } from './read-file.js'
import { buildReport, type ReadReport, readReportText } from './report.js'
import { writeFileAtomic } from './write-file.js'

/**
 * How a reporter run may write its baseline (null: it does not), with the notes that say why not
 * or what in the environment was ignored.
 */
export function baselineUpdate(
  options: Pick<ExpectSimilarReporterOptions, 'baseline' | 'updateBaseline'>,
  env: Record<string, string | undefined>,
  scope: RunScope,
  shard: ShardInfo | null,
): { mode: UpdateMode | null; notes: string[] } {
  const notes: string[] = []
  const requested = options.baseline === undefined ? { mode: null } : requestedUpdate(options.updateBaseline, env)
  if (requested.problem !== undefined) notes.push(requested.problem)
  const refusal = requested.mode === null ? null : updateRefusal(requested.mode, scope, shard)
  if (refusal !== null) notes.push(`Baseline ${options.baseline} ${refusal}`)
  return { mode: refusal === null ? requested.mode : null, notes }
}

/**
 * Reads the baseline a reporter run compares with (null: none, unusable, or the run is a shard). A
 * missing file is a note saying how to create it; an unusable one fails the run, unless the run
 * replaces it.
 */
export function readRunBaseline(
  baseline: string | undefined,
  mode: UpdateMode | null,
  shard: ShardInfo | null,
  rootDir: string,
): { report: ScoreReport | null; notes: string[]; errors: string[] } {
  const notes: string[] = []
  const errors: string[] = []
  const updating = mode !== null
  let report: ScoreReport | null = null
  // A shard compares nothing (the merge does), but a merge update still starts from the old file.
  if (baseline !== undefined && (!shard || mode === 'merge')) {
    const path = resolve(rootDir, baseline)
    if (existsSync(path)) {
      const read = readBaseline(path, baseline)
      if (read.problem === undefined) report = read.report
      // While updating, an unusable baseline is replaced, but not without saying so.
      else if (updating) notes.push(`${read.problem}; it is replaced by this run.`)
      else errors.push(`expect-similar: ${read.problem}`)
    } else if (!updating) {
      notes.push(
        `Baseline ${baseline} does not exist yet; ` +
          `run with ${UPDATE_BASELINE_ENV}=1 (or updateBaseline: true) to create it.`,
      )
    }
  }
  return { report, notes, errors }
}

function readBaseline(path: string, shown: string): ReadReport {
  let text: string
  try {
    text = readRegularFile(path)
  } catch (error) {
    return { problem: `cannot read baseline ${shown}: ${(error as Error).message}` }
  }
  return readReportText(text, shown)
}

/** How a run writes its baseline. */
export interface BaselineWrite {
  mode: UpdateMode
  /** The baseline read before this run, if it was usable: a merge keeps its files that did not run. */
  old: ScoreReport | null
  scope: RunScope
  timestamp: string
}

/** Writes this run as the new baseline; returns the notes and errors that adds. */
export function updateBaseline(
  outcome: RunOutcome,
  options: Pick<ExpectSimilarReporterOptions, 'maxRegression'> & { baseline: string },
  rootDir: string,
  write: BaselineWrite,
): Pick<RunOutcome, 'notes' | 'errors'> {
  const { notes, errors } = outcome
  let from = outcome
  let how = 'from this run'
  if (write.mode === 'merge') {
    const merged = mergeBaselineRecords(write.old, outcome.summary.records, write.scope)
    from = { ...outcome, summary: collect(merged.records, outcome.summary.runner, outcome.summary.warnings) }
    const ran = outcome.summary.files.length
    how =
      `by merging this run (${ran} ${plural(ran, 'file')} scored) into it; ` +
      `${merged.kept} ${plural(merged.kept, 'file')} that did not run kept as they were`
  }
  // A baseline carries no comparison, shard, notes or errors of its own: only what later runs compare with.
  const built = buildReport({ ...from, baseline: null, shard: null, notes: [], errors: [] }, write.timestamp)
  // Nor texts: a baseline is committed to the repository, and the outputs it compares need no text.
  const clean = { ...built, records: built.records.map((r) => withTextsSetting(r, false)) }
  const file = resolve(rootDir, options.baseline)
  try {
    writeFileAtomic(file, `${JSON.stringify(clean, null, 2)}\n`)
  } catch (error) {
    return { notes, errors: [...errors, `expect-similar: cannot write baseline ${file}: ${(error as Error).message}`] }
  }
  const note =
    `Baseline ${options.baseline} updated ${how}` +
    `${options.maxRegression === undefined ? '' : '; maxRegression was not enforced'}.`
  return { notes: [...notes, note], errors }
}

/**
 * The records a merge update writes: this run's records, plus the old baseline's records of every
 * file that did not run now. A file that ran now is taken from this run only, even if it scored
 * nothing (its scored tests were removed).
 */
export function mergeBaselineRecords(
  old: ScoreReport | null,
  current: readonly CollectedRecord[],
  scope: RunScope,
): { records: CollectedRecord[]; kept: number } {
  const ran = new Set([...scope.filesRun, ...current.map((r) => r.file)])
  const kept = (old?.records ?? []).filter((r) => !ran.has(r.file))
  return { records: [...kept, ...current], kept: new Set(kept.map((r) => r.file)).size }
}

/**
 * One baseline from the reports of several runs (`expect-similar baseline`): every report's records,
 * each report's repeats renumbered after the previous report's, so that every run stays a run of
 * its own and each assertion keeps every score it was observed with. No texts, gates or notes.
 *
 * @example
 * const baseline = baselineFromReports([r1, r2, r3], new Date().toISOString())
 */
export function baselineFromReports(reports: readonly ScoreReport[], timestamp: string): ScoreReport {
  const records: CollectedRecord[] = []
  let offset = 0
  for (const report of reports) {
    let most = -1
    for (const r of report.records) {
      records.push(withTextsSetting({ ...r, repeat: offset + r.repeat }, false))
      most = Math.max(most, r.repeat)
    }
    offset += most + 1
  }
  const first = reports[0] as ScoreReport
  const summary = collect(records, first.runner, [])
  const gates = { thresholds: null, maxRegression: null, baseline: null, results: [], passed: true, unmatchedGlobs: [] }
  const outcome: RunOutcome = { summary, gates, baseline: null, shard: null, notes: [], errors: [] }
  return buildReport({ ...outcome, git: [...reports].reverse().find((r) => r.git)?.git ?? null }, timestamp)
}
