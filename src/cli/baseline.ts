import { resolve } from 'node:path'
import { baselineFromReports, writeFileAtomic } from '../reporter/index.js'
import { readReport } from './files.js'
import { UsageError, parseArgs, type ArgSpec, type CliIo } from './io.js'

/** The flags `baseline` takes. */
export const BASELINE_ARGS: ArgSpec = { values: { out: 'a file path' }, flags: [] }

export const BASELINE_HELP = `Usage: expect-similar baseline <report.json>... --out <baseline.json>

Builds a baseline from the JSON reports of several runs (separate runs, or one run with
repeats): each assertion keeps every score it was observed with, each run stays a run. The
regression gate (maxRegression) then judges each assertion against its own observed range and
each file's mean against its spread over those runs, so a rerun inside the usual noise passes
and a real drop is named. A baseline of one run cannot tell noise from a regression. Reports of
shards are merged first (expect-similar merge).
More in node_modules/expect-similar/docs/thresholds.md.

Options:
  --out <file>   the baseline file to write (required)
`

/**
 * `expect-similar baseline`: exit code 0 when the baseline was written.
 *
 * @example
 * await baselineCommand(['run1.json', 'run2.json', '--out', 'baseline.json'], io)
 */
export async function baselineCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, BASELINE_ARGS)
  const out = args.values.out
  if (out === undefined) throw new UsageError('baseline needs --out <baseline.json>')
  if (args.positionals.length === 0) throw new UsageError('baseline needs at least one report file')
  const reports = args.positionals.map((path) => {
    const report = readReport(io, path)
    // A shard is part of one run, not a run: as separate runs, its files would look like noise.
    if (report.shard !== null || report.partial !== null)
      throw new UsageError(`${path} is a shard's report; merge the shards first (expect-similar merge)`)
    return report
  })
  const runners = new Set(reports.map((r) => r.runner.name))
  if (runners.size > 1) throw new UsageError(`the reports come from different runners: ${[...runners].join(', ')}`)
  const baseline = baselineFromReports(reports, io.now().toISOString())
  try {
    writeFileAtomic(resolve(io.cwd, out), `${JSON.stringify(baseline, null, 2)}\n`)
  } catch (error) {
    throw new UsageError(`cannot write ${out}: ${(error as Error).message}`)
  }
  const runs = baseline.passK.maxRuns
  const files = baseline.files.length
  io.out(
    `Baseline ${out} written from ${reports.length} ${reports.length === 1 ? 'report' : 'reports'}: ` +
      `${files} ${files === 1 ? 'file' : 'files'}, ${runs} ${runs === 1 ? 'run' : 'runs'} per test at most.\n`,
  )
  if (runs < 2) io.out('It holds one run, so the regression gate cannot tell normal variation from a regression.\n')
  return 0
}
