import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { mergeOutcome, writeRun, type ScoreReport } from '../reporter/index.js'
import { readReport } from './files.js'
import { UsageError, parseArgs, type ArgSpec, type CliIo } from './io.js'
import { OUTPUT_OPTIONS, outputsOf } from './render.js'
import { checkCommits, checkShards } from './shards.js'

export const MERGE_HELP = `Usage: expect-similar merge <report.json>... [options]

Merges the JSON reports of a sharded run (e.g. jest --shard=i/n) into one summary, exactly as
if the run had not been split, then checks the gates stored in the reports. Every shard of the
run must be given: a missing shard, reports of different shard counts or of different commits, exit 2.
With --json -, --markdown - or --html -, that file goes to standard output and the table to standard error.

Options:
  --json <file|->        write the merged JSON report (- for standard output)
  --markdown <file|->    write the merged Markdown summary (- for standard output)
  --html <file|->        write the merged self-contained HTML report (- for standard output)
  --baseline <file>      compare per-file means with this earlier report (maxRegression applies);
                         default: the baseline option stored in the reports
  --allow-partial        merge even when shards are missing; the report and every gate verdict
                         are then marked partial
  --allow-mixed-commits  merge reports that tested different git commits; the merged report
                         then says so and lists them (refused by default, exit 2)
  --history <file>       append the merged run to a score history (JSONL) and show the last runs'
                         means as a trend (not for a partial merge)
  --verbose              list the lowest-scoring assertions
  --no-github-summary    do not append to $GITHUB_STEP_SUMMARY
  --no-texts             leave the records' expected and received texts out of every file written
`

/** The options `merge` knows. */
export const MERGE_ARGS: ArgSpec = {
  values: { ...OUTPUT_OPTIONS.values, baseline: 'a file path' },
  flags: [...OUTPUT_OPTIONS.flags, 'allow-partial', 'allow-mixed-commits'],
}

/**
 * `expect-similar merge`: 0 when every gate passed, 1 when a gate failed.
 *
 * @example
 * await mergeCommand(['shard1.json', 'shard2.json', '--json', 'scores.json'], io)
 */
export async function mergeCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, MERGE_ARGS)
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
  checkCommits(reports, args.flags.has('allow-mixed-commits'))
  const outcome = mergeOutcome({
    reports,
    partial,
    baseline: args.values.baseline,
    readReport: (path) => readReport(io, path),
    exists: (path) => existsSync(resolve(io.cwd, path)),
    env: io.env,
    cwd: io.cwd,
  })
  writeRun(outcome, outputsOf(io, args, io.now().toISOString()))
  return outcome.gates.passed ? 0 : 1
}
