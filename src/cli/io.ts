/** What a CLI command may touch besides files: output streams, environment and working directory. */
export interface CliIo {
  out: (text: string) => void
  err: (text: string) => void
  env: Record<string, string | undefined>
  cwd: string
  /** Whether stdout is a terminal, and how wide. */
  isTTY: boolean
  columns: number | undefined
  now: () => Date
  /** Reads all of standard input (only `compare -` asks). Defaults to reading file descriptor 0. */
  readStdin?: () => string
}

/** A mistake in how the CLI was called or in its input files: printed, then exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

export interface ParsedArgs {
  positionals: string[]
  values: Record<string, string>
  flags: Set<string>
}

/**
 * Parses `--name value`, `--name=value` and boolean `--flag` arguments against the options a
 * command knows; anything else is a {@link UsageError} naming the argument.
 *
 * @example
 * parseArgs(['a.json', '--json', 'out.json'], { values: ['json'], flags: [] }).values.json // 'out.json'
 */
export function parseArgs(argv: readonly string[], known: { values: readonly string[]; flags: readonly string[] }): ParsedArgs {
  const parsed: ParsedArgs = { positionals: [], values: {}, flags: new Set() }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--') {
      parsed.positionals.push(...argv.slice(i + 1))
      break
    }
    if (!arg.startsWith('-') || arg === '-') {
      parsed.positionals.push(arg)
      continue
    }
    const eq = arg.indexOf('=')
    const name = arg.slice(2, eq === -1 ? undefined : eq)
    if (!arg.startsWith('--')) throw new UsageError(`unknown option ${JSON.stringify(arg)}`)
    if (known.values.includes(name)) {
      const value = eq === -1 ? argv[++i] : arg.slice(eq + 1)
      if (value === undefined || value === '' || (eq === -1 && value.startsWith('--'))) {
        throw new UsageError(`option --${name} needs a file path`)
      }
      parsed.values[name] = value
    } else if (known.flags.includes(name) && eq === -1) {
      parsed.flags.add(name)
    } else {
      throw new UsageError(`unknown option ${JSON.stringify(arg)}`)
    }
  }
  return parsed
}
