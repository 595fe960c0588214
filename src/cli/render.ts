import {
  OUTPUT_FLAGS,
  colorsEnabled,
  makeColors,
  targetsFromFlags,
  terminalWidth,
  type WriteRun,
} from '../reporter/index.js'
import { UsageError, type ArgSpec, type CliIo, type ParsedArgs } from './io.js'

/** Options every rendering command accepts: the output formats' flags, and how to render. */
export const OUTPUT_OPTIONS = {
  values: OUTPUT_FLAGS.values,
  flags: ['verbose', ...OUTPUT_FLAGS.flags, 'no-texts'],
} as const satisfies ArgSpec

/**
 * How a command writes its outcome, from its arguments: `--json`, `--markdown`, `--html`, the
 * GitHub step summary and the `--history` line; a file that cannot be read or written is a
 * {@link UsageError}. `-` writes to standard output, and the table then goes to standard error, so
 * that what is piped on is only the file asked for. `--no-texts` leaves the records' texts out of
 * every file written.
 */
export function outputsOf(io: CliIo, args: ParsedArgs, timestamp: string): WriteRun {
  const { targets, piped, problem } = targetsFromFlags(args.values, args.flags, io.env, io.cwd, (text) => io.out(text))
  if (problem !== undefined) throw new UsageError(problem)
  return {
    targets,
    timestamp,
    texts: !args.flags.has('no-texts'),
    verbose: args.flags.has('verbose'),
    colors: makeColors(colorsEnabled(io.env, io.isTTY)),
    width: terminalWidth({ isTTY: io.isTTY, columns: io.columns }, io.env),
    unreadable: (error) => {
      throw new UsageError(error)
    },
    print: (text) => (piped ? io.err : io.out)(`${text}\n`),
    failed: (target, error) => {
      throw new UsageError(`cannot write ${target.path}: ${(error as NodeJS.ErrnoException).code ?? error.message}`)
    },
  }
}
