import {
  assertGranularity,
  assertOptionalBoolean,
  assertOptions,
  assertScorer,
  assertString,
  assertUnitInterval,
  describeValue,
  type Granularity,
  type ScorerName,
} from '../core/validate.js'

/** Default minimum score of the similarity matchers. */
export const DEFAULT_MIN = 0.7

/**
 * Options of `toBeSimilarTo`, `toBeSimilarToAny` and `expect.similarTo`.
 *
 * @example
 * expect(reply).toBeSimilarTo('Paris is the capital of France', { min: 0.8, ignoreCase: false })
 */
export interface SimilarityOptions {
  /** Minimum score, in [0, 1]. @default 0.7 */
  min?: number
  /** Which score to compare with `min`. @default 'content-similarity' */
  scorer?: ScorerName
  /** content-similarity only: lower-case both texts first. @default true */
  ignoreCase?: boolean
  /** content-similarity only: fold runs of whitespace to one space and trim. @default true */
  ignoreWhitespace?: boolean
  /** textual-difference only: difflib's autojunk heuristic. @default false */
  autojunk?: boolean
  /** textual-difference only: what one compared element is. @default 'char' */
  granularity?: Granularity
}

/**
 * Options of `toDifferByAtMost` and `expect.differingByAtMost`.
 *
 * @example
 * expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
 */
export interface DifferenceOptions {
  /** What one compared element is: a UTF-16 code unit, a word token, or a line. @default 'char' */
  granularity?: Granularity
  /** difflib's autojunk heuristic. @default false */
  autojunk?: boolean
}

/** {@link SimilarityOptions} with every default applied; only the chosen scorer's own options remain. */
export type ResolvedSimilarityOptions =
  | { scorer: 'content-similarity'; min: number; ignoreCase: boolean; ignoreWhitespace: boolean }
  | { scorer: 'textual-difference'; min: number; autojunk: boolean; granularity: Granularity }

/** {@link DifferenceOptions} with every default applied. */
export interface ResolvedDifferenceOptions {
  granularity: Granularity
  autojunk: boolean
}

const SIMILARITY_KEYS = ['min', 'scorer', 'ignoreCase', 'ignoreWhitespace', 'autojunk', 'granularity'] as const
const DIFFERENCE_KEYS = ['granularity', 'autojunk'] as const
const CONTENT_ONLY = ['ignoreCase', 'ignoreWhitespace'] as const
const TEXTUAL_ONLY = ['autojunk', 'granularity'] as const

function fail(message: string): never {
  throw new TypeError(`expect-similar: ${message}`)
}

function booleanOption(name: string, value: unknown, fallback: boolean): boolean {
  assertOptionalBoolean(name, value)
  return value ?? fallback
}

function granularityOption(value: unknown): Granularity {
  if (value === undefined) return 'char'
  assertGranularity('option granularity', value)
  return value
}

/**
 * Validates `toBeSimilarTo`-style options and applies the defaults. Throws a TypeError naming the
 * option for: unknown keys, `min` outside [0, 1] or NaN, an unknown scorer, wrongly typed values,
 * and an option that belongs to the other scorer (it would otherwise be silently ignored).
 *
 * @example
 * parseSimilarityOptions({ min: 0.8 })
 * // { scorer: 'content-similarity', min: 0.8, ignoreCase: true, ignoreWhitespace: true }
 */
export function parseSimilarityOptions(options: unknown, argument = 'options'): ResolvedSimilarityOptions {
  assertOptions(argument, options, SIMILARITY_KEYS)
  const given = (options ?? {}) as Record<string, unknown>
  const min = given.min === undefined ? DEFAULT_MIN : given.min
  assertUnitInterval('option min', min)
  const scorer: unknown = given.scorer ?? 'content-similarity'
  assertScorer('option scorer', scorer)
  const foreign = scorer === 'content-similarity' ? TEXTUAL_ONLY : CONTENT_ONLY
  for (const key of foreign) {
    if (given[key] !== undefined) {
      const owner = scorer === 'content-similarity' ? 'textual-difference' : 'content-similarity'
      fail(`option ${key} only applies to scorer '${owner}', but scorer is '${scorer as string}'`)
    }
  }
  if (scorer === 'content-similarity') {
    return {
      scorer,
      min,
      ignoreCase: booleanOption('ignoreCase', given.ignoreCase, true),
      ignoreWhitespace: booleanOption('ignoreWhitespace', given.ignoreWhitespace, true),
    }
  }
  return {
    scorer: 'textual-difference',
    min,
    autojunk: booleanOption('autojunk', given.autojunk, false),
    granularity: granularityOption(given.granularity),
  }
}

/**
 * Validates `toDifferByAtMost`-style options and applies the defaults.
 *
 * @example
 * parseDifferenceOptions({ granularity: 'word' }) // { granularity: 'word', autojunk: false }
 */
export function parseDifferenceOptions(options: unknown, argument = 'options'): ResolvedDifferenceOptions {
  assertOptions(argument, options, DIFFERENCE_KEYS)
  const given = (options ?? {}) as Record<string, unknown>
  return {
    granularity: granularityOption(given.granularity),
    autojunk: booleanOption('autojunk', given.autojunk, false),
  }
}

/**
 * Throws unless the expected text is a string.
 *
 * @example
 * assertExpectedText('expected', 42) // TypeError: expect-similar: expected must be a string, received number 42
 */
export function assertExpectedText(name: string, value: unknown): asserts value is string {
  assertString(name, value)
}

/**
 * Throws unless `changes` is a non-negative integer.
 *
 * @example
 * assertMaxChanges(-1) // TypeError: expect-similar: changes must be a non-negative integer, received number -1
 */
export function assertMaxChanges(value: unknown, name = 'changes'): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    fail(`${name} must be a non-negative integer, received ${describeValue(value)}`)
  }
}

/**
 * Throws when a matcher or an asymmetric factory got more arguments than it takes: an extra one
 * is usually a misplaced options object, which would otherwise be ignored and let the assertion
 * pass. Trailing `undefined`s do not count, as in `toMatchSimilarSnapshot`.
 *
 * @example
 * assertArgumentCount('toBeSimilarTo', ['expected', 'options'], ['a', {}, { min: 0.9 }])
 * // TypeError: expect-similar: toBeSimilarTo takes at most 2 arguments (expected and options), received 3
 */
export function assertArgumentCount(callee: string, names: readonly string[], args: ArrayLike<unknown>): void {
  let given = args.length
  while (given > names.length && args[given - 1] === undefined) given--
  if (given > names.length) {
    const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('')
    fail(`${callee} takes at most ${names.length} arguments (${listed}), received ${given}`)
  }
}

/**
 * Throws unless `value` is a non-empty array of strings.
 *
 * @example
 * assertCandidates([]) // TypeError: expect-similar: candidates must be a non-empty array of strings, received array of length 0
 */
export function assertCandidates(value: unknown, name = 'candidates'): asserts value is readonly string[] {
  if (!Array.isArray(value) || value.length === 0) {
    fail(`${name} must be a non-empty array of strings, received ${describeValue(value)}`)
  }
  // An indexed loop, not forEach: forEach skips the holes of a sparse array.
  for (let index = 0; index < value.length; index++) {
    const candidate: unknown = value[index]
    if (typeof candidate !== 'string') fail(`${name}[${index}] must be a string, received ${describeValue(candidate)}`)
  }
}
