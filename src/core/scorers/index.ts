import { describeValue, throwProblem } from '../validate.js'
import { contentSimilarityScorer } from './content-similarity.js'
import type { AlgorithmLabels, ScorerDefinition, ScorerOption } from './definition.js'
import { textualDifferenceScorer } from './textual-difference.js'

export type { AlgorithmLabels, ScoreOutcome, ScorerFlag } from './definition.js'

/**
 * Every scorer, by name: a new scorer is one module in this folder and one row here. Key order is
 * the display order of every report.
 *
 * @example
 * SCORERS['textual-difference'].title // 'Difference'
 */
export const SCORERS = namedRows({
  'content-similarity': contentSimilarityScorer,
  'textual-difference': textualDifferenceScorer,
})

// Each row must be filed under its own name, so a record's scorer name finds its definition.
function namedRows<T extends { [N in keyof T]: { readonly name: N } }>(rows: T): Readonly<T> {
  return Object.freeze(rows)
}

type Table = typeof SCORERS

/** The name of a built-in scorer: which score a matcher, a record or a gate is about. */
export type ScorerName = keyof Table

/**
 * The name of a custom scorer (see ./custom.ts), or a score key the reports read from another tool
 * (`mastra:<name>`): any name that is not a built-in one.
 */
export type CustomScorerName = string & { readonly customScorer?: never }

/** The options a user writes for scorer `N` (its own only, all optional). */
export type ScorerOptionsOf<N extends ScorerName> = N extends ScorerName
  ? Table[N] extends ScorerDefinition<infer _Name, infer Options, infer _Resolved, infer _Outcome, infer _ProbeKey>
    ? Options
    : never
  : never

/** The options of scorer `N` with its defaults applied. */
export type ResolvedScorerOptionsOf<N extends ScorerName> = N extends ScorerName
  ? Table[N] extends ScorerDefinition<infer _Name, infer _Options, infer Resolved, infer _Outcome, infer _ProbeKey>
    ? Resolved
    : never
  : never

/** The options the probes of scorer `N` take. */
export type ProbeOptionsOf<N extends ScorerName> = N extends ScorerName
  ? Table[N] extends ScorerDefinition<infer _Name, infer Options, infer _Resolved, infer _Outcome, infer ProbeKey>
    ? Pick<Options, ProbeKey>
    : never
  : never

/** Every option key some scorer owns. */
export type ScorerOptionKey = { [N in ScorerName]: keyof ScorerOptionsOf<N> & string }[ScorerName]

/** The scorer a matcher or a probe uses when none is given. */
export const DEFAULT_SCORER = 'content-similarity' satisfies ScorerName

/** The minimum score a similarity check uses when none is given: the matchers' and the probes'. */
export const DEFAULT_MIN = 0.7

/**
 * Every scorer name, in display order. Frozen, so no caller can widen what the validators accept.
 *
 * @example
 * SCORER_NAMES.includes('textual-difference') // true
 */
export const SCORER_NAMES: readonly ScorerName[] = Object.freeze(Object.keys(SCORERS) as ScorerName[])

/** A scorer definition as callers that handle every scorer alike see it. */
export type AnyScorer = Omit<ScorerDefinition, 'options' | 'probe'> & {
  readonly options: Readonly<Record<string, ScorerOption>>
  readonly probe: { readonly cap: number; readonly options: readonly string[] }
}

/** The definition of a scorer, typed for callers that handle every scorer alike. */
export function scorerOf(name: ScorerName): AnyScorer {
  return SCORERS[name] as unknown as AnyScorer
}

/**
 * The scorer that owns option `key`, or undefined when no scorer does (a common option such as
 * `normalize`, or none at all).
 *
 * @example
 * ownerOf('granularity') // 'textual-difference'
 */
export function ownerOf(key: string): ScorerName | undefined {
  return SCORER_NAMES.find((name) => Object.hasOwn(SCORERS[name].options, key))
}

/** The first option of `given` that a scorer other than `scorer` owns, with its owner; or undefined. */
export function foreignOption(
  given: Readonly<Record<string, unknown>>,
  scorer: ScorerName,
  keysOf: (name: ScorerName) => readonly string[] = (name) => Object.keys(SCORERS[name].options),
): { key: string; owner: ScorerName } | undefined {
  for (const owner of SCORER_NAMES) {
    if (owner === scorer) continue
    const key = keysOf(owner).find((name) => given[name] !== undefined)
    if (key !== undefined) return { key, owner }
  }
  return undefined
}

/**
 * Checks every own option of `scorer` that `given` has and applies the defaults of the others;
 * keys of other scorers are ignored (callers reject them first).
 *
 * @example
 * resolveScorerOptions('textual-difference', { granularity: 'word' }) // { autojunk: false, granularity: 'word' }
 */
export function resolveScorerOptions<N extends ScorerName>(
  scorer: N,
  given: Readonly<Record<string, unknown>>,
): ResolvedScorerOptionsOf<N> {
  const resolved: Record<string, unknown> = {}
  for (const [key, option] of Object.entries(scorerOf(scorer).options)) {
    const value = given[key]
    if (value !== undefined) {
      option.check(value)
      resolved[key] = value
    } else if (option.fallback !== undefined) {
      resolved[key] = option.fallback
    }
  }
  throwProblem(scorerOf(scorer).conflict?.(resolved) ?? null)
  return resolved as ResolvedScorerOptionsOf<N>
}

/**
 * What reports keep apart: a scorer (its default algorithm) or `scorer:algorithm` for one of its
 * other algorithms, whose scores mean something else and are never averaged with the default's.
 */
export type ScoreKey = ScorerName | `${ScorerName}:${string}` | CustomScorerName

/**
 * Every score key, in display order: each scorer, then its other algorithms.
 *
 * @example
 * SCORE_KEYS // ['content-similarity', 'textual-difference', 'textual-difference:lcs']
 */
const SCORE_KEYS: readonly ScoreKey[] = Object.freeze(
  SCORER_NAMES.flatMap((name): ScoreKey[] => [
    name,
    ...Object.keys(scorerOf(name).algorithms ?? {}).map((algorithm): ScoreKey => `${name}:${algorithm}`),
  ]),
)

/**
 * The score key of a record (or anything with a scorer and an optional algorithm).
 *
 * @example
 * scoreKeyOf({ scorer: 'textual-difference', algorithm: 'lcs' }) // 'textual-difference:lcs'
 */
export function scoreKeyOf(scored: {
  readonly scorer: ScorerName | CustomScorerName
  readonly algorithm?: string
}): ScoreKey {
  return scored.algorithm === undefined ? scored.scorer : `${scored.scorer}:${scored.algorithm}`
}

/**
 * Score keys in display order: the built-in ones in table order, then every other (custom) key in
 * code-unit order, each once.
 *
 * @example
 * orderScoreKeys(['judge', 'content-similarity', 'embedding']) // ['content-similarity', 'embedding', 'judge']
 */
export function orderScoreKeys(keys: Iterable<ScoreKey>): ScoreKey[] {
  const seen = new Set(keys)
  const others = [...seen].filter((key) => !SCORE_KEYS.includes(key)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return [...SCORE_KEYS.filter((key) => seen.has(key)), ...others]
}

/**
 * The scorer of a score key, and how reports name its scores.
 *
 * @example
 * scoreKeyLabels('textual-difference:lcs')
 * // { scorer: 'textual-difference', title: 'Difference (LCS)', short: 'Diff LCS' }
 */
export function scoreKeyLabels(key: ScoreKey): AlgorithmLabels & { readonly scorer: ScorerName | CustomScorerName } {
  const [scorer, algorithm] = key.split(':') as [ScorerName, string | undefined]
  // A custom scorer's key is its name, in headings and columns alike.
  if (!isScorerName(scorer)) return { scorer: key, title: key, short: key }
  const definition = scorerOf(scorer)
  const labels = algorithm === undefined ? undefined : definition.algorithms?.[algorithm]
  return { scorer, title: labels?.title ?? definition.title, short: labels?.short ?? definition.short }
}

function quoted(list: readonly string[]): string {
  return list.map((item) => `'${item}'`).join(', ')
}

/**
 * How sentences and failure messages name a scorer's score: the built-in label, or a custom
 * scorer's name quoted.
 *
 * @example
 * scorerLabel('content-similarity') // 'content similarity'
 * scorerLabel('embedding') // "'embedding' score"
 */
export function scorerLabel(name: ScorerName | CustomScorerName): string {
  return isScorerName(name) ? SCORERS[name].label : `'${name}' score`
}

/** Whether the scorer of a record or score key counts changes besides its score (custom ones do not). */
export function countsChanges(name: ScorerName | CustomScorerName): boolean {
  return isScorerName(name) && SCORERS[name].countsChanges
}

/** Whether `value` is one of {@link SCORER_NAMES}. */
export function isScorerName(value: unknown): value is ScorerName {
  return (SCORER_NAMES as readonly unknown[]).includes(value)
}

/** What is wrong with `value` as one of {@link SCORER_NAMES}, or null. */
export function scorerProblem(name: string, value: unknown): string | null {
  return isScorerName(value) ? null : `${name} must be one of ${quoted(SCORER_NAMES)}, received ${describeValue(value)}`
}

/** Throws a TypeError for the problem {@link scorerProblem} finds. */
export function assertScorer(name: string, value: unknown): asserts value is ScorerName {
  throwProblem(scorerProblem(name, value))
}
