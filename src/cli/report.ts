import { collect } from '../reporter/collect.js'
import type { RunOutcome } from '../reporter/report.js'
import { readReport } from './files.js'
import { UsageError, parseArgs, type CliIo } from './io.js'
import { OUTPUT_OPTIONS, emit } from './render.js'

export const REPORT_HELP = `Usage: expect-similar report <report.json> [options]

Prints a saved JSON report as the score table, with the gate results it was saved with.

Options:
  --json <file>          write the report again (normalized)
  --markdown <file>      write the Markdown summary
  --verbose              list the lowest-scoring assertions
  --no-github-summary    do not append to $GITHUB_STEP_SUMMARY
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
  const outcome: RunOutcome = {
    summary: collect(report.records, report.runner, report.warnings ?? []),
    gates: {
      thresholds: report.gates?.thresholds ?? null,
      maxRegression: report.gates?.maxRegression ?? null,
      results: report.gates?.results ?? [],
      passed: report.gates?.passed ?? true,
      unmatchedGlobs: report.gates?.unmatchedGlobs ?? [],
    },
    baseline: report.baseline ?? null,
    shard: report.shard ?? null,
    notes: report.notes ?? [],
    errors: report.errors ?? [],
  }
  emit(io, outcome, args, report.timestamp)
  return 0
}
