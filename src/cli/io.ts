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

/** The options one command knows. Every command parses with {@link parseArgs}, so the rules are the same everywhere. */
export interface ArgSpec {
  /** Options that take a value, each with what the value is, for the error message ("a file path"). */
  values: Readonly<Record<string, string>>
  /** Options that take no value. */
  flags: readonly string[]
  /** Groups of options of which at most one may be given, e.g. `['color', 'no-color']`. */
  exclusive?: readonly (readonly string[])[]
}

/**
 * Parses arguments against the options a command knows. The rules, the same for every command:
 * `--name value` and `--name=value` for options with a value (a separate value may not start
 * with `--`, and may not be empty); `--flag` for options without one (`--flag=x` is an error);
 * every option at most once, and at most one of each `exclusive` group; `-` is a positional
 * (stdin); `--` ends the options, so what follows is positional even when it starts with `-`.
 * Anything else is a {@link UsageError} naming the argument.
 *
 * @example
 * parseArgs(['a.json', '--json', 'out.json'], { values: { json: 'a file path' }, flags: [] }).values.json // 'out.json'
 */
export function parseArgs(argv: readonly string[], spec: ArgSpec): ParsedArgs {
  const parsed: ParsedArgs = { positionals: [], values: {}, flags: new Set() }
  const given: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--') {
      parsed.positionals.push(...argv.slice(i + 1))
      break
    }
    if (arg === '-' || !arg.startsWith('-')) {
      parsed.positionals.push(arg)
      continue
    }
    if (!arg.startsWith('--')) throw new UsageError(`unknown option ${JSON.stringify(arg)}`)
    const eq = arg.indexOf('=')
    const name = arg.slice(2, eq === -1 ? undefined : eq)
    // hasOwn, not `in`: "--toString" must be unknown, not a prototype method.
    const takesValue = Object.hasOwn(spec.values, name)
    if (!takesValue && !spec.flags.includes(name)) throw new UsageError(`unknown option ${JSON.stringify(arg)}`)
    if (given.includes(name)) throw new UsageError(`option --${name} was given twice`)
    const rival = spec.exclusive?.find((group) => group.includes(name))?.find((other) => given.includes(other))
    if (rival !== undefined) throw new UsageError(`options --${rival} and --${name} exclude each other`)
    given.push(name)
    if (takesValue) {
      const value = eq === -1 ? argv[++i] : arg.slice(eq + 1)
      if (value === undefined || value === '' || (eq === -1 && value.startsWith('--'))) {
        throw new UsageError(`option --${name} needs ${spec.values[name]}`)
      }
      parsed.values[name] = value
    } else {
      if (eq !== -1) throw new UsageError(`option --${name} takes no value, received ${JSON.stringify(arg)}`)
      parsed.flags.add(name)
    }
  }
  return parsed
}
