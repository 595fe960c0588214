import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { plural } from '../core/plural.js'
import { withTextsSetting } from '../records/texts.js'
import { PROBES_ENV, probesFromEnv } from '../records/types.js'
import { makeColors } from './render/colors.js'
import { collect } from './summarize/collect.js'
import type { ExpectSimilarReporterOptions } from './options.js'
import { decideOutcome } from './summarize/decide.js'
import { detectGitInfo } from './store/git-info.js'
import { historyForRun } from './store/history.js'
import { buildReport, readReportText, type ReadReport } from './store/report.js'
import { writeOutputs, writeTextFile, type OutputFile, type OutputPlan } from './outputs.js'
import { shardPath } from './runner/paths.js'
import {
  FULL_RUN,
  mergeBaselineRecords,
  requestedUpdate,
  updateRefusal,
  UPDATE_BASELINE_ENV,
  type UpdateMode,
} from './summarize/run-scope.js'
import type { CollectedRecord, GitInfo, RunOutcome, RunScope, RunnerInfo, ScoreReport, ShardInfo } from './model.js'

export interface FinishInput {
  records: CollectedRecord[]
  /** Problems the adapter met while reading records. */
  warnings: string[]
  runner: RunnerInfo
  /** Where relative option paths are resolved from. */
  rootDir: string
  options: ExpectSimilarReporterOptions
  env: Record<string, string | undefined>
  shard: ShardInfo | null
  /** How much of the suite the run covered; a caller that cannot tell passes nothing (a full run). */
  scope?: RunScope
  colors: boolean
  width: number
  now: Date
  /** The commit and branch the run tested; when absent, read from `env` (CI variables) or git in `rootDir`. */
  git?: GitInfo
}

export interface FinishResult {
  /** The text to print after the runner's own summary. */
  text: string
  /** True when the run must exit non-zero: a gate failed or a file could not be read or written. */
  failed: boolean
  outcome: RunOutcome
}

/**
 * The edge shared by both reporters: collect, decide, update the baseline if asked, and write the
 * configured files. Printing is left to the adapter, which knows its runner's output stream.
 */
export function finishRun(input: FinishInput): FinishResult {
  const { options, env, rootDir } = input
  const errors: string[] = []
  const summary = collect(input.records, input.runner, input.warnings)
  const scope = input.scope ?? FULL_RUN
  const notes: string[] = []
  const requested = options.baseline === undefined ? { mode: null } : requestedUpdate(options.updateBaseline, env)
  if (requested.problem !== undefined) notes.push(requested.problem)
  const refusal = requested.mode === null ? null : updateRefusal(requested.mode, scope, input.shard)
  if (refusal !== null) notes.push(`Baseline ${options.baseline} ${refusal}`)
  // The lenient gate counts what probes found: with probes off it would pass on nothing, unremarked.
  const probesOn = options.probes ?? probesFromEnv(env[PROBES_ENV]) === true
  if (options.thresholds?.lenient !== undefined && !probesOn) {
    notes.push(
      `thresholds.lenient checks nothing: leniency probes are off (turn them on with option probes ` +
        `or ${PROBES_ENV}=1)`,
    )
  }
  const mode: UpdateMode | null = refusal === null ? requested.mode : null
  const updatingBaseline = mode !== null

  let baseline: ScoreReport | null = null
  // A shard compares nothing (the merge does), but a merge update still starts from the old file.
  if (options.baseline !== undefined && (!input.shard || mode === 'merge')) {
    const path = resolve(rootDir, options.baseline)
    if (existsSync(path)) {
      const read = readBaseline(path, options.baseline)
      if (read.problem === undefined) baseline = read.report
      // While updating, an unusable baseline is replaced, but not without saying so.
      else if (updatingBaseline) notes.push(`${read.problem}; it is replaced by this run.`)
      else errors.push(`expect-similar: ${read.problem}`)
    } else if (!updatingBaseline) {
      notes.push(
        `Baseline ${options.baseline} does not exist yet; ` +
          `run with ${UPDATE_BASELINE_ENV}=1 (or updateBaseline: true) to create it.`,
      )
    }
  }

  const coversPart = scope.filters.length > 0 || scope.incomplete.length > 0
  const decided = decideOutcome({ summary, options, baseline, updatingBaseline, shard: input.shard, coversPart })
  let outcome: RunOutcome = {
    ...decided,
    notes: [...decided.notes, ...notes],
    errors: [...decided.errors, ...errors],
    git: input.git ?? detectGitInfo(env, rootDir),
  }
  const timestamp = input.now.toISOString()
  if (mode !== null && options.baseline !== undefined) {
    const write: BaselineWrite = { mode, old: baseline, scope, timestamp }
    outcome = { ...outcome, ...updateBaseline(outcome, { ...options, baseline: options.baseline }, rootDir, write) }
  }
  let appendHistory: OutputPlan['history']
  if (options.history !== undefined) {
    const target = { option: 'history', path: options.history, file: resolve(rootDir, options.history) }
    const run = historyForRun(outcome, target, timestamp, scope)
    outcome = run.outcome
    if (run.error !== null) outcome = { ...outcome, errors: [...outcome.errors, `expect-similar: ${run.error}`] }
    appendHistory = run.append
  }

  const at = (option: string, given: string | undefined): OutputFile | undefined => {
    if (given === undefined) return undefined
    const path = shardPath(given, input.shard)
    return { option, path, file: resolve(rootDir, path) }
  }
  let text = ''
  const written = writeOutputs(
    outcome,
    {
      json: at('outputFile', options.outputFile),
      markdown: at('markdownFile', options.markdownFile),
      html: at('htmlFile', options.htmlFile),
      stepSummary:
        options.githubSummary !== false ? at('GITHUB_STEP_SUMMARY', env.GITHUB_STEP_SUMMARY || undefined) : undefined,
      history: appendHistory,
      verbose: options.verbose === true,
      colors: makeColors(input.colors),
      width: input.width,
      timestamp,
    },
    {
      // The adapter prints: it knows its runner's output stream and when to write to it.
      print: (t) => {
        text = t
      },
      failed: (t, error) => `expect-similar: cannot write ${t.option} ${t.file}: ${error.message}`,
    },
  )
  return { text, failed: !written.gates.passed || written.errors.length > 0, outcome: written }
}

interface BaselineWrite {
  mode: UpdateMode
  /** The baseline read before this run, if it was usable: a merge keeps its files that did not run. */
  old: ScoreReport | null
  scope: RunScope
  timestamp: string
}

/** Writes this run as the new baseline; returns the notes and errors that adds. */
function updateBaseline(
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
    writeTextFile(file, `${JSON.stringify(clean, null, 2)}\n`)
  } catch (error) {
    return { notes, errors: [...errors, `expect-similar: cannot write baseline ${file}: ${(error as Error).message}`] }
  }
  const note =
    `Baseline ${options.baseline} updated ${how}` +
    `${options.maxRegression === undefined ? '' : '; maxRegression was not enforced'}.`
  return { notes: [...notes, note], errors }
}

function readBaseline(path: string, shown: string): ReadReport {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    return { problem: `cannot read baseline ${shown}: ${(error as Error).message}` }
  }
  return readReportText(text, shown)
}
