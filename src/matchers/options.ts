import { assertBudget } from '../core/budget.js'
import {
  assertScorer,
  DEFAULT_MIN,
  DEFAULT_SCORER,
  foreignOption,
  resolveScorerOptions,
  SCORER_NAMES,
  SCORERS,
  type ResolvedScorerOptionsOf,
  type ScorerName,
  type ScorerOptionKey,
  type ScorerOptionsOf,
} from '../core/scorers/index.js'
import type { TextualDifferenceAlgorithm } from '../core/textual-difference.js'
import {
  assertGranularity,
  assertNormalization,
  assertOptionalBoolean,
  assertOptions,
  assertUnitInterval,
  describeValue,
  throwProblem,
  type Granularity,
  type NormalizationForm,
} from '../core/validate.js'
import { parseGuardOption, type GuardKind, type GuardOption } from '../core/guards/index.js'
import {
  parseCustomScorer,
  type CustomScoreFunction,
  type CustomScorer,
  type CustomScoreValue,
  type ResolvedCustomScorer,
} from '../core/scorers/custom.js'

/** The options of every similarity matcher, whichever scorer decides. */
interface CommonSimilarityOptions {
  /** Minimum score, in [0, 1]. @default 0.7 */
  min?: number
  /** Unicode-normalize both texts before scoring (`'NFC'` or `'NFKC'`). Off by default, as in Mastra. */
  normalize?: NormalizationForm
  /**
   * Must-reject examples: texts that must score below `min` against the expected text (every
   * candidate, the snapshot), with the same scorer and options. If one does not, the assertion fails
   * with a message about the threshold. Not allowed with `.not`. See docs/thresholds.md.
   */
  reject?: readonly string[]
  /**
   * Meaning guards: the assertion fails when the received text's facts of this kind (`'numbers'`,
   * `'negation'`, `'names'`, several in an array, or `true` for all three) differ from the expected
   * text's, whatever the score. With `.not` the whole verdict is negated: it passes when the score is
   * below `min` or a guard fails. With `min: 0`, only the guards decide. See docs/guards.md.
   */
  guard?: GuardOption
}

/**
 * Options of a similarity matcher scored by scorer `N`: the common ones, `scorer` (optional for the
 * default scorer), `N`'s own, and every other scorer's typed `never`, so TypeScript rejects them as
 * the matcher would at run time.
 */
type MatcherOptionsOf<N extends ScorerName> = CommonSimilarityOptions &
  (N extends typeof DEFAULT_SCORER
    ? {
        /** Which score to compare with `min`. @default 'content-similarity' */
        scorer?: N
      }
    : {
        /** Which score to compare with `min`. */
        scorer: N
      }) &
  ScorerOptionsOf<N> & { [K in Exclude<ScorerOptionKey, keyof ScorerOptionsOf<N>>]?: never }

/** A scorer of the user's own: an object `{ name, score }` or a named function (see docs/custom-scorers.md). */
export type ScorerArgument =
  | CustomScorer
  | CustomScoreFunction<CustomScoreValue>
  | CustomScoreFunction<PromiseLike<CustomScoreValue>>
  | CustomScoreFunction<CustomScoreValue | PromiseLike<CustomScoreValue>>

/**
 * Options of a similarity matcher scored by a custom scorer `S`: the common ones only, since the
 * built-in scorers' options mean nothing to it.
 *
 * @example
 * await expect(reply).toBeSimilarTo('Paris is the capital', { scorer: myEmbeddingScorer, min: 0.8 })
 */
export type CustomScorerMatcherOptions<S extends ScorerArgument = ScorerArgument> = CommonSimilarityOptions & {
  /** Your scorer: `{ name, score(received, expected) }` or a named function, sync or async. */
  scorer: S
} & { [K in ScorerOptionKey]?: never }

/**
 * Options of a similarity matcher scored by content similarity (the default scorer).
 *
 * @example
 * expect(reply).toBeSimilarTo('Paris is the capital of France', { min: 0.8, ignoreCase: false })
 */
export type ContentSimilarityMatcherOptions = MatcherOptionsOf<'content-similarity'>

/**
 * Options of a similarity matcher scored by the textual-difference ratio.
 *
 * @example
 * expect(reply).toBeSimilarTo('Paris is the capital', { scorer: 'textual-difference', granularity: 'word' })
 */
export type TextualDifferenceMatcherOptions = MatcherOptionsOf<'textual-difference'>

/**
 * Options of `toBeSimilarTo`, `toBeSimilarToAny`, `toMatchSimilarSnapshot` and `expect.similarTo`:
 * which options are allowed depends on `scorer`.
 *
 * @example
 * expect(reply).toBeSimilarTo('Paris is the capital of France', { min: 0.8, ignoreCase: false })
 */
export type SimilarityOptions = { [N in ScorerName]: MatcherOptionsOf<N> }[ScorerName] | CustomScorerMatcherOptions

/** {@link SimilarityOptions} whose scorer can only answer synchronously: what `expect.similarTo` takes. */
export type SyncSimilarityOptions =
  | { [N in ScorerName]: MatcherOptionsOf<N> }[ScorerName]
  | CustomScorerMatcherOptions<CustomScorer<CustomScoreValue> | CustomScoreFunction<CustomScoreValue>>

/**
 * Options of `toDifferByAtMost` and `expect.differingByAtMost`.
 *
 * @example
 * expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
 * expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { algorithm: 'lcs' })
 */
export interface DifferenceOptions {
  /**
   * What counts as a change. `'difflib'`: a non-equal difflib opcode in units of `granularity`.
   * `'lcs'`: Mastra 1.x's word changes (unmatched whitespace-separated words of the longer text; 1
   * when the texts differ only in whitespace), what Mastra's textual-difference scorer reports as
   * `changes`; `granularity` other than `'char'` and `autojunk: true` are then errors.
   * @default 'difflib'
   */
  algorithm?: TextualDifferenceAlgorithm
  /** What one compared element is: a UTF-16 code unit, a word token, or a line (difflib only). @default 'char' */
  granularity?: Granularity
  /** difflib's autojunk heuristic (difflib only). @default false */
  autojunk?: boolean
  /** Unicode-normalize both texts before comparing (`'NFC'` or `'NFKC'`). Off by default, as in Mastra. */
  normalize?: NormalizationForm
  /**
   * Most search steps the comparison may take; past it the assertion throws a
   * `ScoringBudgetError` ("texts too repetitive to score exactly within budget N") instead of
   * blocking the worker for minutes. A positive integer or `Infinity`.
   * @default max(100_000_000, 128 * (elements of expected + elements of received))
   */
  budget?: number
}

/** {@link SimilarityOptions} with every default applied; only the chosen scorer's own options remain. */
export type ResolvedSimilarityOptions =
  | {
      [N in ScorerName]: { scorer: N; min: number } & ResolvedScorerOptionsOf<N> & {
          normalize?: NormalizationForm
          reject?: readonly string[]
          /** The guard kinds to check, each once, in `numbers`, `negation`, `names` order; absent when none. */
          guard?: readonly GuardKind[]
        }
    }[ScorerName]
  | ResolvedCustomOptions

/** The resolved options of an assertion scored by a custom scorer. */
export interface ResolvedCustomOptions {
  scorer: ResolvedCustomScorer
  min: number
  normalize?: NormalizationForm
  reject?: readonly string[]
  guard?: readonly GuardKind[]
}

/** Whether resolved options name a custom scorer. */
export function isCustom(resolved: ResolvedSimilarityOptions): resolved is ResolvedCustomOptions {
  return typeof resolved.scorer !== 'string'
}

/** {@link DifferenceOptions} with every default applied; `normalize` stays absent unless given. */
export interface ResolvedDifferenceOptions {
  /** Absent unless given; absent is `'difflib'`. */
  algorithm?: TextualDifferenceAlgorithm
  granularity: Granularity
  autojunk: boolean
  normalize?: NormalizationForm
  budget?: number
}

// Each scorer's own options come from the scorer table; `normalize` applies to every scorer.
/** Every option key the similarity matchers accept (the docs test checks the docs against it). */
export const SIMILARITY_KEYS = [
  'min',
  'scorer',
  'normalize',
  ...SCORER_NAMES.flatMap((scorer) => Object.keys(SCORERS[scorer].options)),
  'reject',
  'guard',
]
/** Every option key `toDifferByAtMost` and `expect.differingByAtMost` accept. */
export const DIFFERENCE_KEYS = ['granularity', 'autojunk', 'normalize', 'budget', 'algorithm'] as const

function booleanOption(name: string, value: unknown, fallback: boolean): boolean {
  assertOptionalBoolean(name, value)
  return value ?? fallback
}

// Absent unless given, so resolved options (and records) look as before for everyone else.
function normalizeOption(value: unknown): { normalize?: NormalizationForm } {
  assertNormalization('option normalize', value)
  return value === undefined ? {} : { normalize: value }
}

/** What is wrong with `value` as the `reject` option (an array of strings, holes not allowed), or null. */
function rejectProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return `option reject must be an array of strings, received ${describeValue(value)}`
  // An indexed loop, not forEach: forEach skips the holes of a sparse array.
  for (let index = 0; index < value.length; index++) {
    const text: unknown = value[index]
    if (typeof text !== 'string') {
      return `option reject[${index}] must be a string, received ${index in value ? describeValue(text) : 'a hole'}`
    }
  }
  return null
}

// Absent unless given; copied, so a later change to the caller's array cannot change a built matcher.
function rejectOption(value: unknown): { reject?: readonly string[] } {
  if (value === undefined) return {}
  throwProblem(rejectProblem(value))
  return { reject: [...(value as string[])] }
}

// Absent unless given, so records and probes of an unguarded assertion look as before.
function guardOption(value: unknown): { guard?: readonly GuardKind[] } {
  return value === undefined ? {} : { guard: parseGuardOption(value, 'option guard') }
}

// Absent unless given: the core then sizes the budget from the texts.
function budgetOption(value: unknown): { budget?: number } {
  if (value === undefined) return {}
  assertBudget('option budget', value)
  return { budget: value }
}

function granularityOption(value: unknown): Granularity {
  if (value === undefined) return 'char'
  assertGranularity('option granularity', value)
  return value
}

// An option of another scorer would otherwise be silently ignored.
function foreignOptionProblem(given: Record<string, unknown>, scorer: ScorerName): string | null {
  const foreign = foreignOption(given, scorer)
  return foreign === undefined
    ? null
    : `option ${foreign.key} only applies to scorer '${foreign.owner}', but scorer is '${scorer}'`
}

/**
 * Validates `toBeSimilarTo`-style options and applies the defaults. Throws a TypeError naming the
 * option for: unknown keys, `min` outside [0, 1] or NaN, an unknown scorer, wrongly typed values
 * (`reject` not an array of strings, `guard` not a guard kind included), and an option that
 * belongs to the other scorer.
 *
 * @example
 * parseSimilarityOptions({ min: 0.8 })
 * // { scorer: 'content-similarity', min: 0.8, ignoreCase: true, ignoreWhitespace: true }
 */
export function parseSimilarityOptions(options: unknown, argument = 'options'): ResolvedSimilarityOptions {
  if (options === undefined) {
    defaultSimilarityOptions ??= Object.freeze(parseGivenSimilarityOptions(undefined, argument))
    return defaultSimilarityOptions
  }
  return parseGivenSimilarityOptions(options, argument)
}

/**
 * The parse of absent options, made once: most assertions pass none, and it is the same every
 * time. Frozen, so no caller can change what the next assertion gets. An options object is parsed
 * on every call: the same object may have been changed since, and a literal is new each time anyway.
 */
let defaultSimilarityOptions: ResolvedSimilarityOptions | undefined

function parseGivenSimilarityOptions(options: unknown, argument: string): ResolvedSimilarityOptions {
  assertOptions(argument, options, SIMILARITY_KEYS)
  const given = (options ?? {}) as Record<string, unknown>
  const min = given.min === undefined ? DEFAULT_MIN : given.min
  assertUnitInterval('option min', min)
  const scorer: unknown = given.scorer ?? DEFAULT_SCORER
  if (typeof scorer === 'object' || typeof scorer === 'function') {
    return parseCustomOptions(given, min, parseCustomScorer(scorer, 'option scorer', SCORER_NAMES))
  }
  assertScorer('option scorer', scorer)
  throwProblem(foreignOptionProblem(given, scorer))
  return {
    scorer,
    min,
    ...resolveScorerOptions(scorer, given),
    ...normalizeOption(given.normalize),
    ...rejectOption(given.reject),
    ...guardOption(given.guard),
  } as ResolvedSimilarityOptions
}

// A built-in scorer's option would be silently ignored by a custom scorer.
function parseCustomOptions(
  given: Record<string, unknown>,
  min: number,
  scorer: ResolvedCustomScorer,
): ResolvedCustomOptions {
  for (const owner of SCORER_NAMES) {
    const key = Object.keys(SCORERS[owner].options).find((name) => given[name] !== undefined)
    if (key !== undefined) {
      throwProblem(`option ${key} only applies to scorer '${owner}', but scorer is custom scorer '${scorer.name}'`)
    }
  }
  return {
    scorer,
    min,
    ...normalizeOption(given.normalize),
    ...rejectOption(given.reject),
    ...guardOption(given.guard),
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
  const { algorithm } = SCORERS['textual-difference'].options
  if (given.algorithm !== undefined) algorithm.check(given.algorithm)
  const resolved: ResolvedDifferenceOptions = {
    ...(given.algorithm === undefined ? {} : { algorithm: given.algorithm as TextualDifferenceAlgorithm }),
    granularity: granularityOption(given.granularity),
    autojunk: booleanOption('autojunk', given.autojunk, false),
    ...normalizeOption(given.normalize),
    ...budgetOption(given.budget),
  }
  throwProblem(SCORERS['textual-difference'].conflict?.(resolved) ?? null)
  return resolved
}

/** What is wrong with `value` as a maximum change count, or null. */
export function maxChangesProblem(value: unknown, name = 'changes'): string | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? null
    : `${name} must be a non-negative integer, received ${describeValue(value)}`
}

/**
 * What is wrong with the number of arguments a matcher or an asymmetric factory got, or null. An
 * extra one is usually a misplaced options object, which would otherwise be ignored and let the
 * assertion pass. Trailing `undefined`s do not count, as in `toMatchSimilarSnapshot`.
 *
 * @example
 * argumentCountProblem('toBeSimilarTo', ['expected', 'options'], ['a', {}, { min: 0.9 }])
 * // 'toBeSimilarTo takes at most 2 arguments (expected and options), received 3'
 */
export function argumentCountProblem(
  callee: string,
  names: readonly string[],
  args: ArrayLike<unknown>,
): string | null {
  let given = args.length
  while (given > names.length && args[given - 1] === undefined) given--
  if (given <= names.length) return null
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('')
  return `${callee} takes at most ${names.length} arguments (${listed}), received ${given}`
}

/** What is wrong with `value` as a non-empty array of candidate strings, or null. */
export function candidatesProblem(value: unknown, name = 'candidates'): string | null {
  if (!Array.isArray(value) || value.length === 0) {
    return `${name} must be a non-empty array of strings, received ${describeValue(value)}`
  }
  // An indexed loop, not forEach: forEach skips the holes of a sparse array.
  for (let index = 0; index < value.length; index++) {
    const candidate: unknown = value[index]
    if (typeof candidate !== 'string') return `${name}[${index}] must be a string, received ${describeValue(candidate)}`
  }
  return null
}
