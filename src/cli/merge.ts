import { collect } from '../reporter/summarize/collect.js'
import { decideOutcome } from '../reporter/summarize/decide.js'
import { existsSync } from 'node:fs'
import { detectGitInfo } from '../reporter/store/git-info.js'
import { resolve } from 'node:path'
import { readReport } from './files.js'
import { UsageError, parseArgs, type CliIo } from './io.js'
import { OUTPUT_OPTIONS, emit } from './render.js'
import { checkShards } from './shards.js'
import type { PartialMerge, RunOutcome, ScoreReport } from '../reporter/model.js'

export const MERGE_HELP = `Usage: expect-similar merge <report.json>... [options]

Merges the JSON reports of a sharded run (e.g. jest --shard=i/n) into one summary, exactly as
if the run had not been split, then checks the gates stored in the reports. Every shard of the
run must be given: a missing shard, or reports of different shard counts, exit 2.
With --json -, --markdown - or --html -, that file goes to standard output and the table to standard error.

Options:
  --json <file|->        write the merged JSON report (- for standard output)
  --markdown <file|->    write the merged Markdown summary (- for standard output)
  --html <file|->        write the merged self-contained HTML report (- for standard output)
  --baseline <file>      compare per-file means with this earlier report (maxRegression applies);
                         default: the baseline option stored in the reports
  --allow-partial        merge even when shards are missing; the report and every gate verdict
                         are then marked partial
  --history <file>       append the merged run to a score history (JSONL) and show the last runs'
                         means as a trend (not for a partial merge)
  --verbose              list the lowest-scoring assertions
  --no-github-summary    do not append to $GITHUB_STEP_SUMMARY
  --no-texts             leave the records' expected and received texts out of every file written
`

/**
 * `expect-similar merge`: 0 when every gate passed, 1 when a gate failed.
 *
 * @example
 * await mergeCommand(['shard1.json', 'shard2.json', '--json', 'scores.json'], io)
 */
export async function mergeCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, {
    values: { ...OUTPUT_OPTIONS.values, baseline: 'a file path' },
    flags: [...OUTPUT_OPTIONS.flags, 'allow-partial'],
  })
  if (args.positionals.length === 0) throw new UsageError('merge needs at least one report file')
  const reports = args.positionals.map((path) => ({ path, report: readReport(io, path) }))
  const first = reports[0]?.report as ScoreReport

  const owner = new Map<string, string>()
  for (const { path, report } of reports) {
    if (report.runner.name !== first.runner.name) {
      throw new UsageError(
        `cannot merge a ${report.runner.name} report (${path}) ` +
          `with a ${first.runner.name} report (${reports[0]?.path})`,
      )
    }
    // Shards split by file; a file in two reports would be counted twice.
    for (const file of new Set(report.records.map((r) => r.file))) {
      const seen = owner.get(file)
      if (seen !== undefined)
        throw new UsageError(`${file} appears in both ${seen} and ${path}; shard reports must not overlap`)
      owner.set(file, path)
    }
  }
  const partial = checkShards(reports, args.flags.has('allow-partial'))
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
  // --baseline wins; else the baseline the run was configured with, as stored in its reports.
  const stored = first.gates?.baseline ?? first.baseline?.path ?? undefined
  const baselinePath = args.values.baseline ?? stored
  let baseline: ScoreReport | null = null
  if (args.values.baseline !== undefined) baseline = readReport(io, args.values.baseline)
  else if (stored !== undefined) {
    if (existsSync(resolve(io.cwd, stored))) baseline = readReport(io, stored)
    else notes.push(`Baseline ${stored} (stored in the reports) does not exist, so nothing was compared with it.`)
  }
  const options = {
    thresholds: first.gates?.thresholds ?? undefined,
    maxRegression: first.gates?.maxRegression ?? undefined,
    baseline: baselinePath,
  }
  const decided = decideOutcome({ summary, options, baseline, updatingBaseline: false, shard: null })
  if (baseline === null && options.maxRegression !== undefined) {
    notes.push(
      'maxRegression is set in the reports but there is no baseline to compare with, so regressions were not checked.',
    )
  }
  // The shards tested one commit: the one their reports name, else the one the merge runs in.
  const git = reports.find(({ report }) => report.git)?.report.git ?? detectGitInfo(io.env, io.cwd)
  let outcome: RunOutcome = { ...decided, notes: [...decided.notes, ...notes], git }
  if (partial) outcome = markPartial(outcome, partial)
  emit(io, outcome, args, io.now().toISOString())
  return outcome.gates.passed ? 0 : 1
}

/** A merge of some shards only: the report and every gate verdict say so (the view names the missing shards). */
function markPartial(outcome: RunOutcome, partial: PartialMerge): RunOutcome {
  return {
    ...outcome,
    partial,
    gates: { ...outcome.gates, results: outcome.gates.results.map((g) => ({ ...g, partial: true })) },
  }
}
