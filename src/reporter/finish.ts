import { PROBES_ENV, probesFromEnv } from '../records/types.js'
import { withTextsSetting } from '../records/texts.js'
import type {
  CollectedRecord,
  GitInfo,
  PartialMerge,
  ReportScope,
  RunnerInfo,
  RunOutcome,
  RunScope,
  ScoreReport,
  ShardInfo,
} from './model.js'
import type { ExpectSimilarReporterOptions } from './options.js'
import { targetsFromOptions, writeOutputs, type OutputSink, type OutputTargets } from './outputs.js'
import { type Colors, makeColors } from './render/colors.js'
import { readRunBaseline, baselineUpdate, updateBaseline } from './store/baseline.js'
import { detectGitInfo } from './store/git-info.js'
import { historyForRun } from './store/history.js'
import { collect } from './summarize/collect.js'
import { decideOutcome } from './summarize/decide.js'
import { FULL_RUN } from './summarize/run-scope.js'

// The one orchestrator: a run is decided here (finishRun for the reporters, mergeOutcome for
// `expect-similar merge`) and written by writeRun, which the reporters and every CLI command share.

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
  const summary = collect(input.records, input.runner, input.warnings)
  const scope = input.scope ?? FULL_RUN
  const update = baselineUpdate(options, env, scope, input.shard)
  const notes = [...update.notes]
  // The lenient gate counts what probes found: with probes off it would pass on nothing, unremarked.
  const probesOn = options.probes ?? probesFromEnv(env[PROBES_ENV]) === true
  if (options.thresholds?.lenient !== undefined && !probesOn) {
    notes.push(
      `thresholds.lenient checks nothing: leniency probes are off (turn them on with option probes ` +
        `or ${PROBES_ENV}=1)`,
    )
  }
  const { mode } = update
  const baseline = readRunBaseline(options.baseline, mode, input.shard, rootDir)
  notes.push(...baseline.notes)

  const coversPart = scope.filters.length > 0 || scope.incomplete.length > 0
  const decided = decideOutcome({
    summary,
    options,
    baseline: baseline.report,
    updatingBaseline: mode !== null,
    shard: input.shard,
    coversPart,
  })
  // One run shows one sample of each score: a rerun's normal variation reads as a regression.
  if (decided.baseline && (decided.baseline.runs ?? 1) < 2 && options.maxRegression !== undefined && mode === null) {
    notes.push(
      `Baseline ${options.baseline} holds one run, so it cannot tell normal variation from a regression; ` +
        `build it from several runs: npx expect-similar baseline <report.json>... --out ${options.baseline}`,
    )
  }
  let outcome: RunOutcome = {
    ...decided,
    notes: [...decided.notes, ...notes],
    errors: [...decided.errors, ...baseline.errors],
    git: input.git ?? detectGitInfo(env, rootDir),
    scope: coversPart ? { filters: [...scope.filters], incomplete: [...scope.incomplete] } : null,
  }
  const timestamp = input.now.toISOString()
  if (mode !== null && options.baseline !== undefined) {
    const write = { mode, old: baseline.report, scope, timestamp }
    outcome = { ...outcome, ...updateBaseline(outcome, { ...options, baseline: options.baseline }, rootDir, write) }
  }
  const kept = filteredTargets(targetsFromOptions(options, env, input.shard, rootDir), scope, options.filteredRuns)
  if (kept.note !== null) outcome = { ...outcome, notes: [...outcome.notes, kept.note] }
  let text = ''
  const written = writeRun(outcome, {
    targets: kept.targets,
    withheld: kept.withheld,
    timestamp,
    scope,
    verbose: options.verbose === true,
    colors: makeColors(input.colors),
    width: input.width,
    unreadable: (problem) => `expect-similar: ${problem}`,
    // The adapter prints: it knows its runner's output stream and when to write to it.
    print: (t) => {
      text = t
    },
    failed: (t, error) => `expect-similar: cannot write ${t.option} ${t.file}: ${error.message}`,
  })
  return { text, failed: !written.gates.passed || written.errors.length > 0, outcome: written }
}

/**
 * The report files a filtered run writes: with `filteredRuns: 'skip'` (the default) none of the
 * JSON, Markdown and HTML reports, so that `-t` or a watch rerun never replaces the complete run's
 * reports with a subset, and the note that says so. A run filtered only by path or project
 * (`vitest run test/evals`, `jest test/evals`) ran each file it selected whole: it is a run of those
 * files, and writes them (marked as filtered). A run that did not finish what it selected is no
 * filtered run either: its reports are the record of what went wrong, and are written (marked).
 */
function filteredTargets(
  targets: OutputTargets,
  scope: RunScope,
  mode: 'skip' | 'write' | undefined,
): { targets: OutputTargets; withheld: OutputTargets; note: string | null } {
  const narrowing = scope.filters.filter((f) => !(scope.wholeFiles ?? []).includes(f))
  if (narrowing.length === 0 || mode === 'write') return { targets, withheld: {}, note: null }
  const { json, markdown, html, ...rest } = targets
  const skipped = [json, markdown, html].flatMap((t) => (t === undefined ? [] : [t.path]))
  if (skipped.length === 0) return { targets, withheld: {}, note: null }
  const note =
    `Filtered run (${narrowing.join('; ')}): ${skipped.join(', ')} not written, so ` +
    `${skipped.length === 1 ? 'it keeps' : 'they keep'} the last complete run; ` +
    `option filteredRuns: 'write' writes ${skipped.length === 1 ? 'it' : 'them'}, marked as filtered.`
  const withheld = { ...(json ? { json } : {}), ...(markdown ? { markdown } : {}), ...(html ? { html } : {}) }
  return { targets: rest, withheld, note }
}

/** How a run's outputs are written: where, and what to do when something cannot be read or written. */
export interface WriteRun extends OutputSink {
  targets: OutputTargets
  /** Report files a filtered run did not write, for the advice under a cut section. */
  withheld?: OutputTargets
  /** When the report was made (ISO 8601). */
  timestamp: string
  /** How much of the suite ran: only a whole run is appended to the history. */
  scope?: RunScope
  /** False leaves the records' texts out of every file written (`--no-texts`). */
  texts?: boolean
  verbose: boolean
  colors: Colors
  width: number
  /**
   * Called when the history cannot be read: throws (the CLI stops), or returns the error that fails
   * the run (the reporters carry on).
   */
  unreadable: (problem: string) => string
}

/**
 * Writes a decided run: reads the history and plans its line, then writes every output format and
 * prints the terminal table. Returns the outcome with the history and any errors added.
 */
export function writeRun(given: RunOutcome, how: WriteRun): RunOutcome {
  let outcome = how.texts === false ? withoutTexts(given) : given
  const { history: target, ...targets } = how.targets
  let history: (typeof target & { text: string }) | undefined
  if (target !== undefined) {
    const run = historyForRun(outcome, target, how.timestamp, how.scope)
    outcome = run.outcome
    if (run.error !== null) outcome = { ...outcome, errors: [...outcome.errors, how.unreadable(run.error)] }
    history = run.append
  }
  const plan = {
    ...targets,
    history,
    verbose: how.verbose,
    colors: how.colors,
    width: how.width,
    withheld: how.withheld,
  }
  return writeOutputs(outcome, { ...plan, timestamp: how.timestamp }, how)
}

/** The outcome with no record text: `--no-texts` keeps them out of every file a command writes. */
function withoutTexts(outcome: RunOutcome): RunOutcome {
  const records = outcome.summary.records.map((r) => withTextsSetting(r, false))
  return { ...outcome, summary: { ...outcome.summary, records } }
}

export interface MergeInput {
  /** The shard reports, already checked to make up one run (or the part `partial` names). */
  reports: readonly { path: string; report: ScoreReport }[]
  partial: PartialMerge | null
  /** The baseline given on the command line; it wins over the one stored in the reports. */
  baseline?: string
  /** Reads a report the user named; throws when it cannot be read or used. */
  readReport: (path: string) => ScoreReport
  /** Whether a file exists, resolved from where the command runs. */
  exists: (path: string) => boolean
  env: Record<string, string | undefined>
  cwd: string
}

/**
 * Decides the merge of shard reports (`expect-similar merge`) as if the run had not been split,
 * with the gates stored in the reports; {@link writeRun} writes it.
 */
export function mergeOutcome(input: MergeInput): RunOutcome {
  const { reports } = input
  const first = reports[0]?.report as ScoreReport
  const gatesOf = (r: ScoreReport): string =>
    JSON.stringify([r.gates?.thresholds ?? null, r.gates?.maxRegression ?? null])
  const warnings = reports.flatMap(({ report }) => report.warnings ?? [])
  const mismatch = reports.find(({ report }) => gatesOf(report) !== gatesOf(first))
  if (mismatch)
    warnings.push(
      `the gates in ${mismatch.path} differ from those in ${reports[0]?.path}; ` +
        `the gates of ${reports[0]?.path} are used`,
    )
  const versions = [...new Set(reports.map(({ report }) => report.runner.version))]
  if (versions.length > 1)
    warnings.push(`the reports come from different ${first.runner.name} versions: ${versions.join(', ')}`)

  const summary = collect(
    reports.flatMap(({ report }) => report.records),
    first.runner,
    warnings,
  )
  const notes: string[] = []
  // The given baseline wins; else the baseline the run was configured with, as stored in its reports.
  const stored = first.gates?.baseline ?? first.baseline?.path ?? undefined
  const baselinePath = input.baseline ?? stored
  let baseline: ScoreReport | null = null
  if (input.baseline !== undefined) baseline = input.readReport(input.baseline)
  else if (stored !== undefined) {
    if (input.exists(stored)) baseline = input.readReport(stored)
    else notes.push(`Baseline ${stored} (stored in the reports) does not exist, so nothing was compared with it.`)
  }
  const options = {
    thresholds: first.gates?.thresholds ?? undefined,
    maxRegression: first.gates?.maxRegression ?? undefined,
    baseline: baselinePath,
  }
  // Shards of a filtered run make a filtered run: it says so, and is compared on what ran.
  const union = (pick: (s: ReportScope) => string[]): string[] => [
    ...new Set(reports.flatMap(({ report }) => (report.scope ? pick(report.scope) : []))),
  ]
  const scope = { filters: union((s) => s.filters), incomplete: union((s) => s.incomplete) }
  const coversPart = scope.filters.length > 0 || scope.incomplete.length > 0
  const decided = decideOutcome({ summary, options, baseline, updatingBaseline: false, shard: null, coversPart })
  if (baseline === null && options.maxRegression !== undefined) {
    notes.push(
      'maxRegression is set in the reports but there is no baseline to compare with, so regressions were not checked.',
    )
  }
  // The shards tested one commit: the one their reports name, else the one the merge runs in.
  const git = reports.find(({ report }) => report.git)?.report.git ?? detectGitInfo(input.env, input.cwd)
  // Unless the merge was told to take reports of several commits: then it says which, by report.
  const commits = new Set(reports.flatMap(({ report }) => (report.git?.commit ? [report.git.commit] : [])))
  if (commits.size > 1) {
    const each = reports.map(({ path, report }) => `${path} ${report.git?.commit ?? '(no commit)'}`).join(', ')
    notes.push(`The merged reports tested ${commits.size} different commits (${each}); the report names the first.`)
  }
  const outcome: RunOutcome = { ...decided, notes: [...decided.notes, ...notes], git, scope: coversPart ? scope : null }
  return input.partial ? markPartial(outcome, input.partial) : outcome
}

/** A merge of some shards only: the report and every gate verdict say so (the view names the missing shards). */
function markPartial(outcome: RunOutcome, partial: PartialMerge): RunOutcome {
  return {
    ...outcome,
    partial,
    gates: { ...outcome.gates, results: outcome.gates.results.map((g) => ({ ...g, partial: true })) },
  }
}
