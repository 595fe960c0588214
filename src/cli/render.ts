import { resolve } from 'node:path'
import { colorsEnabled, makeColors } from '../reporter/colors.js'
import { writeOutputs, type OutputFile } from '../reporter/outputs.js'
import type { RunOutcome } from '../reporter/report.js'
import { terminalWidth } from '../reporter/terminal.js'
import { UsageError, type ArgSpec, type CliIo, type ParsedArgs } from './io.js'

/** Options every rendering command accepts. */
export const OUTPUT_OPTIONS = {
  values: { json: 'a file path', markdown: 'a file path' },
  flags: ['verbose', 'no-github-summary'],
} as const satisfies ArgSpec

/** Prints the outcome and writes `--json`, `--markdown` and the GitHub step summary; a file that cannot be written is a {@link UsageError}. */
export function emit(io: CliIo, outcome: RunOutcome, args: ParsedArgs, timestamp: string): void {
  const at = (option: string, path: string | undefined): OutputFile | undefined =>
    path === undefined || path === '' ? undefined : { option, path, file: resolve(io.cwd, path) }
  writeOutputs(
    outcome,
    {
      json: at('--json', args.values.json),
      markdown: at('--markdown', args.values.markdown),
      stepSummary: args.flags.has('no-github-summary')
        ? undefined
        : at('GITHUB_STEP_SUMMARY', io.env.GITHUB_STEP_SUMMARY),
      verbose: args.flags.has('verbose'),
      colors: makeColors(colorsEnabled(io.env, io.isTTY)),
      width: terminalWidth({ isTTY: io.isTTY, columns: io.columns }, io.env),
      timestamp,
    },
    {
      print: (text) => io.out(`${text}\n`),
      failed: (target, error) => {
        throw new UsageError(`cannot write ${target.path}: ${(error as NodeJS.ErrnoException).code ?? error.message}`)
      },
    },
  )
}
