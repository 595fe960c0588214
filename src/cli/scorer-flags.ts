import { SCORER_NAMES, scorerOf, type ScorerFlag, type ScorerName } from '../core/scorers/index.js'
import { UsageError, type ArgSpec } from './io.js'

/** A scorer option that has a flag on `compare` and `probe`. */
export interface ScorerFlagOption {
  scorer: ScorerName
  /** The option it sets, e.g. `ignoreCase`. */
  key: string
  flag: ScorerFlag
  /** The option's default. */
  fallback: unknown
  /** What `compare` says when changing the option alone cannot move the score. */
  sameNote: string | undefined
}

/** Every scorer option with a flag, in the table's order: scorers in display order, each one's options in its order. */
export const SCORER_FLAGS: readonly ScorerFlagOption[] = Object.freeze(
  SCORER_NAMES.flatMap((scorer) =>
    Object.entries(scorerOf(scorer).options).flatMap(([key, option]) =>
      option.flag ? [{ scorer, key, flag: option.flag, fallback: option.fallback, sameNote: option.sameNote }] : [],
    ),
  ),
)

const BOOLEAN_NAMES = SCORER_FLAGS.flatMap(({ flag }) => (flag.kind === 'boolean' ? [flag.name] : []))
const CHOICE_VALUES = Object.fromEntries(
  SCORER_FLAGS.flatMap(({ flag }) => (flag.kind === 'choice' ? [[flag.name, 'a value']] : [])),
)

/**
 * The flags every scoring command takes (scorer options, `--min`, `--json`, colors) plus a
 * command's own, so `compare` and `probe` read the same flags the same way.
 */
export function scoringArgSpec(own: ArgSpec): ArgSpec {
  return {
    values: { ...CHOICE_VALUES, scorer: 'a value', min: 'a value', normalize: 'a form', ...own.values },
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

/** One scorer option the arguments set, with the flag as given (`no-ignore-case`). */
export interface GivenScorerFlag {
  option: ScorerFlagOption
  flag: string
  value: boolean | string
}

/**
 * The scorer options the parsed arguments set, in {@link SCORER_FLAGS} order; a choice outside its
 * list is a usage error naming the flag.
 */
export function givenScorerFlags(
  values: Readonly<Record<string, string>>,
  flags: ReadonlySet<string>,
): GivenScorerFlag[] {
  const given: GivenScorerFlag[] = []
  for (const option of SCORER_FLAGS) {
    const { flag } = option
    if (flag.kind === 'boolean') {
      if (flags.has(flag.name)) given.push({ option, flag: flag.name, value: true })
      if (flags.has(`no-${flag.name}`)) given.push({ option, flag: `no-${flag.name}`, value: false })
    } else {
      const value = values[flag.name]
      if (value !== undefined) given.push({ option, flag: flag.name, value: choice(flag.name, value, flag.choices) })
    }
  }
  return given
}

/** `value` when it is one of `allowed`; otherwise a usage error naming the flag and the choices. */
export function choice<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`option --${flag} must be one of ${allowed.join(', ')}, received ${JSON.stringify(value)}`)
  }
  return value as T
}
