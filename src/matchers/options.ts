import { assertBudget } from '../core/budget.js'
import { DEFAULT_MIN, SCORER_INFO } from '../core/scorers.js'
import {
  assertGranularity,
  assertNormalization,
  assertOptionalBoolean,
  assertOptions,
  assertScorer,
  assertUnitInterval,
  describeValue,
  SCORERS,
  throwProblem,
  type Granularity,
  type NormalizationForm,
  type ScorerName,
} from '../core/validate.js'
import { rejectProblem } from './reject.js'

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
}

/**
 * Options of a similarity matcher scored by content similarity (the default scorer). The other
 * scorer's options are typed `never`, so TypeScript rejects them as the matcher would at run time.
 *
 * @example
 * expect(reply).toBeSimilarTo('Paris is the capital of France', { min: 0.8, ignoreCase: false })
 */
export interface ContentSimilarityMatcherOptions extends CommonSimilarityOptions {
  /** Which score to compare with `min`. @default 'content-similarity' */
  scorer?: 'content-similarity'
  /** Lower-case both texts first. @default true */
  ignoreCase?: boolean
  /**
   * Fold runs of whitespace to one space and trim. The Dice coefficient leaves all whitespace out
   * of its bigrams (as `string-similarity` does), so this never changes the score. @default true
   */
  ignoreWhitespace?: boolean
  /** textual-difference only. */
  autojunk?: never
  /** textual-difference only. */
  granularity?: never
  /** textual-difference only. */
  budget?: never
}

/**
 * Options of a similarity matcher scored by the textual-difference ratio.
 *
 * @example
 * expect(reply).toBeSimilarTo('Paris is the capital', { scorer: 'textual-difference', granularity: 'word' })
 */
export interface TextualDifferenceMatcherOptions extends CommonSimilarityOptions {
  /** Which score to compare with `min`. */
  scorer: 'textual-difference'
  /** difflib's autojunk heuristic. @default false */
  autojunk?: boolean
  /** What one compared element is. @default 'char' */
  granularity?: Granularity
  /**
   * Most search steps the comparison may take; past it the assertion throws a
   * `ScoringBudgetError` ("texts too repetitive to score exactly within budget N") instead of
   * blocking the worker for minutes. A positive integer or `Infinity`.
   * @default max(20_000_000, 128 * (elements of expected + elements of received))
   */
  budget?: number
  /** content-similarity only. */
  ignoreCase?: never
  /** content-similarity only. */
  ignoreWhitespace?: never
}

/**
 * Options of `toBeSimilarTo`, `toBeSimilarToAny`, `toMatchSimilarSnapshot` and `expect.similarTo`:
 * which options are allowed depends on `scorer`.
 *
 * @example
 * expect(reply).toBeSimilarTo('Paris is the capital of France', { min: 0.8, ignoreCase: false })
 */
export type SimilarityOptions = ContentSimilarityMatcherOptions | TextualDifferenceMatcherOptions

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
  /** Unicode-normalize both texts before comparing (`'NFC'` or `'NFKC'`). Off by default, as in Mastra. */
  normalize?: NormalizationForm
  /**
   * Most search steps the comparison may take; past it the assertion throws a
   * `ScoringBudgetError` ("texts too repetitive to score exactly within budget N") instead of
   * blocking the worker for minutes. A positive integer or `Infinity`.
   * @default max(20_000_000, 128 * (elements of expected + elements of received))
   */
  budget?: number
}

/** {@link SimilarityOptions} with every default applied; only the chosen scorer's own options remain. */
export type ResolvedSimilarityOptions =
  | {
      scorer: 'content-similarity'
      min: number
      ignoreCase: boolean
      ignoreWhitespace: boolean
      normalize?: NormalizationForm
      reject?: readonly string[]
    }
  | {
      scorer: 'textual-difference'
      min: number
      autojunk: boolean
      granularity: Granularity
      normalize?: NormalizationForm
      budget?: number
      reject?: readonly string[]
    }

/** {@link DifferenceOptions} with every default applied; `normalize` stays absent unless given. */
export interface ResolvedDifferenceOptions {
  granularity: Granularity
  autojunk: boolean
  normalize?: NormalizationForm
  budget?: number
}

// Each scorer's own options come from the scorer table, so a new option is declared in one place;
// `normalize` applies to both scorers.
const SIMILARITY_KEYS = [
  'min',
  'scorer',
  'normalize',
  ...SCORERS.flatMap((scorer) => SCORER_INFO[scorer].optionKeys),
  'reject',
]
const DIFFERENCE_KEYS = ['granularity', 'autojunk', 'normalize', 'budget'] as const

function booleanOption(name: string, value: unknown, fallback: boolean): boolean {
  assertOptionalBoolean(name, value)
  return value ?? fallback
}

// Absent unless given, so resolved options (and records) look as before for everyone else.
function normalizeOption(value: unknown): { normalize?: NormalizationForm } {
  assertNormalization('option normalize', value)
  return value === undefined ? {} : { normalize: value }
}

// Absent unless given; copied, so a later change to the caller's array cannot change a built matcher.
function rejectOption(value: unknown): { reject?: readonly string[] } {
  if (value === undefined) return {}
  throwProblem(rejectProblem(value))
  return { reject: [...(value as string[])] }
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
  for (const owner of SCORERS) {
    const key = owner === scorer ? undefined : SCORER_INFO[owner].optionKeys.find((name) => given[name] !== undefined)
    if (key !== undefined) return `option ${key} only applies to scorer '${owner}', but scorer is '${scorer}'`
  }
  return null
}

/**
 * Validates `toBeSimilarTo`-style options and applies the defaults. Throws a TypeError naming the
 * option for: unknown keys, `min` outside [0, 1] or NaN, an unknown scorer, wrongly typed values
 * (`reject` not an array of strings included), and an option that belongs to the other scorer.
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
  throwProblem(foreignOptionProblem(given, scorer))
  if (scorer === 'content-similarity') {
    return {
      scorer,
      min,
      ignoreCase: booleanOption('ignoreCase', given.ignoreCase, true),
      ignoreWhitespace: booleanOption('ignoreWhitespace', given.ignoreWhitespace, true),
      ...normalizeOption(given.normalize),
      ...rejectOption(given.reject),
    }
  }
  return {
    scorer: 'textual-difference',
    min,
    autojunk: booleanOption('autojunk', given.autojunk, false),
    granularity: granularityOption(given.granularity),
    ...normalizeOption(given.normalize),
    ...budgetOption(given.budget),
    ...rejectOption(given.reject),
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
    ...normalizeOption(given.normalize),
    ...budgetOption(given.budget),
  }
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
