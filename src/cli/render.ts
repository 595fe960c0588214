import { resolve } from 'node:path'
import { colorsEnabled, makeColors } from '../reporter/colors.js'
import { historyEntry, historyRefusal, planHistory, withHistory } from '../reporter/history.js'
import { writeOutputs, type OutputFile, type OutputPlan } from '../reporter/outputs.js'
import type { RunOutcome } from '../reporter/report.js'
import { terminalWidth } from '../reporter/terminal.js'
import { UsageError, type ArgSpec, type CliIo, type ParsedArgs } from './io.js'

/** Options every rendering command accepts. */
export const OUTPUT_OPTIONS = {
  values: {
    json: 'a file path (or - for standard output)',
    markdown: 'a file path (or - for standard output)',
    history: 'a file path',
  },
  flags: ['verbose', 'no-github-summary'],
} as const satisfies ArgSpec

/**
 * Prints the outcome and writes `--json`, `--markdown`, the GitHub step summary and the `--history`
 * line; a file that cannot be read or written is a {@link UsageError}. `-` writes to standard output,
 * and the table then goes to standard error, so that what is piped on is only the file asked for.
 */
export function emit(io: CliIo, given: RunOutcome, args: ParsedArgs, timestamp: string): void {
  const { json, markdown } = args.values
  if (json === '-' && markdown === '-') {
    throw new UsageError('--json and --markdown cannot both be - (standard output); give one of them a file path')
  }
  let outcome = given
  let history: OutputPlan['history']
  if (args.values.history !== undefined) {
    const path = args.values.history
    if (path === '-') throw new UsageError('--history needs a file path: the history is read, then appended to')
    const file = resolve(io.cwd, path)
    const plan = planHistory(path, file, historyEntry(outcome, timestamp), historyRefusal(outcome))
    if (plan.error !== null) throw new UsageError(plan.error)
    outcome = withHistory(outcome, plan)
    if (plan.append !== null) history = { option: '--history', path, file, text: plan.append }
  }
  const at = (option: string, path: string | undefined): OutputFile | undefined => {
    if (path === undefined || path === '') return undefined
    if (path === '-') return { option, path, file: '<stdout>', write: (text) => io.out(text) }
    return { option, path, file: resolve(io.cwd, path) }
  }
  const toStdout = json === '-' || markdown === '-'
  writeOutputs(
    outcome,
    {
      json: at('--json', json),
      markdown: at('--markdown', markdown),
      stepSummary: args.flags.has('no-github-summary')
        ? undefined
        : at('GITHUB_STEP_SUMMARY', io.env.GITHUB_STEP_SUMMARY),
      history,
      verbose: args.flags.has('verbose'),
      colors: makeColors(colorsEnabled(io.env, io.isTTY)),
      width: terminalWidth({ isTTY: io.isTTY, columns: io.columns }, io.env),
      timestamp,
    },
    {
      print: (text) => (toStdout ? io.err : io.out)(`${text}\n`),
      failed: (target, error) => {
        throw new UsageError(`cannot write ${target.path}: ${(error as NodeJS.ErrnoException).code ?? error.message}`)
      },
    },
  )
}
