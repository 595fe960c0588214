import { UsageError, type ArgSpec } from './io.js'

/** Each boolean scorer option's flag and the option it sets; `--no-<flag>` turns it off. */
export const BOOLEAN_SCORER_FLAGS = {
  'ignore-case': 'ignoreCase',
  'ignore-whitespace': 'ignoreWhitespace',
  autojunk: 'autojunk',
} as const

const BOOLEAN_NAMES = Object.keys(BOOLEAN_SCORER_FLAGS)

/**
 * The flags every scoring command takes (scorer options, `--min`, `--json`, colors) plus a
 * command's own, so `compare` and `probe` read the same flags the same way.
 */
export function scoringArgSpec(own: ArgSpec): ArgSpec {
  return {
    values: { granularity: 'a value', scorer: 'a value', min: 'a value', normalize: 'a form', ...own.values },
    flags: [
      ...BOOLEAN_NAMES.flatMap((name) => [name, `no-${name}`]),
      'no-normalize',
      ...own.flags,
      'json',
      'color',
      'no-color',
    ],
    exclusive: [
      ...BOOLEAN_NAMES.map((name) => [name, `no-${name}`]),
      ['normalize', 'no-normalize'],
      ...(own.exclusive ?? []),
      ['color', 'no-color'],
    ],
  }
}

/** `value` when it is one of `allowed`; otherwise a usage error naming the flag and the choices. */
export function choice<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`option --${flag} must be one of ${allowed.join(', ')}, received ${JSON.stringify(value)}`)
  }
  return value as T
}
