import { outcomeFromReport, writeRun } from '../reporter/index.js'
import { readReport } from './files.js'
import { UsageError, parseArgs, type CliIo } from './io.js'
import { OUTPUT_OPTIONS, outputsOf } from './render.js'

export const REPORT_HELP = `Usage: expect-similar report <report.json> [options]

Prints a saved JSON report as the score table, with the gate results it was saved with.
With --json -, --markdown - or --html -, that file goes to standard output and the table to standard error.

Options:
  --json <file|->        write the report again (normalized; - for standard output)
  --markdown <file|->    write the Markdown summary (- for standard output)
  --html <file|->        write the self-contained HTML report, texts and diffs included
  --history <file>       append this run to a score history (JSONL) unless it is there already,
                         and show the last runs' means as a trend
  --verbose              list the lowest-scoring assertions
  --no-github-summary    do not append to $GITHUB_STEP_SUMMARY
  --no-texts             leave the records' expected and received texts out of every file written
`

/**
 * `expect-similar report`: renders a saved report; exit code 0 (it checks nothing anew).
 *
 * @example
 * await reportCommand(['scores.json', '--markdown', 'scores.md'], io)
 */
export async function reportCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, OUTPUT_OPTIONS)
  if (args.positionals.length !== 1) {
    throw new UsageError(`report needs exactly one report file, received ${args.positionals.length}`)
  }
  const path = args.positionals[0] as string
  const report = readReport(io, path)
  writeRun(outcomeFromReport(report), outputsOf(io, args, report.timestamp))
  return 0
}
