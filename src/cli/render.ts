import { resolve } from 'node:path'
import { colorsEnabled, makeColors } from '../reporter/render/colors.js'
import { historyForRun } from '../reporter/store/history.js'
import { writeOutputs, type OutputFile, type OutputPlan } from '../reporter/outputs.js'
import { withTextsSetting } from '../records/texts.js'
import { terminalWidth } from '../reporter/render/width.js'
import { UsageError, type ArgSpec, type CliIo, type ParsedArgs } from './io.js'
import type { RunOutcome } from '../reporter/model.js'

/** Options every rendering command accepts. */
export const OUTPUT_OPTIONS = {
  values: {
    json: 'a file path (or - for standard output)',
    markdown: 'a file path (or - for standard output)',
    html: 'a file path (or - for standard output)',
    history: 'a file path',
  },
  flags: ['verbose', 'no-github-summary', 'no-texts'],
} as const satisfies ArgSpec

/** The outcome with no record text: `--no-texts` keeps them out of every file a command writes. */
function withoutTexts(outcome: RunOutcome): RunOutcome {
  const records = outcome.summary.records.map((r) => withTextsSetting(r, false))
  return { ...outcome, summary: { ...outcome.summary, records } }
}

/**
 * Prints the outcome and writes `--json`, `--markdown`, `--html`, the GitHub step summary and the
 * `--history` line; a file that cannot be read or written is a {@link UsageError}. `-` writes to
 * standard output, and the table then goes to standard error, so that what is piped on is only the
 * file asked for. `--no-texts` leaves the records' texts out of every file written.
 */
export function emit(io: CliIo, given: RunOutcome, args: ParsedArgs, timestamp: string): void {
  const { json, markdown, html } = args.values
  const piped = (['json', 'markdown', 'html'] as const).filter((key) => args.values[key] === '-')
  if (piped.length > 1) {
    const names = piped.map((key) => `--${key}`)
    const [all, rest] = piped.length === 2 ? ['both', 'one of them'] : ['all', 'all but one of them']
    throw new UsageError(
      `${names.slice(0, -1).join(', ')} and ${names.at(-1)} cannot ${all} be - (standard output); ` +
        `give ${rest} a file path`,
    )
  }
  let outcome = args.flags.has('no-texts') ? withoutTexts(given) : given
  let history: OutputPlan['history']
  if (args.values.history !== undefined) {
    const path = args.values.history
    if (path === '-') throw new UsageError('--history needs a file path: the history is read, then appended to')
    const run = historyForRun(outcome, { option: '--history', path, file: resolve(io.cwd, path) }, timestamp)
    if (run.error !== null) throw new UsageError(run.error)
    outcome = run.outcome
    history = run.append
  }
  const at = (option: string, path: string | undefined): OutputFile | undefined => {
    if (path === undefined || path === '') return undefined
    if (path === '-') return { option, path, file: '<stdout>', write: (text) => io.out(text) }
    return { option, path, file: resolve(io.cwd, path) }
  }
  const toStdout = piped.length > 0
  writeOutputs(
    outcome,
    {
      json: at('--json', json),
      markdown: at('--markdown', markdown),
      html: at('--html', html),
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
