// Custom scorers: a user's own score (an embedding similarity, an LLM judge, a Mastra scorer through
// fromMastra) in the same matchers as the built-in ones. This module only checks what a user gives
// and what their scorer returns; calling it, awaiting it and caching it happen in src/matchers.

import { describeValue, throwProblem } from '../validate.js'

/** What a custom scorer may return: a score in [0, 1], or the score with details to keep in the record. */
export type CustomScoreValue = number | CustomScoreResult

/** A score with the details that explain it: `{ score: 0.82, reason: 'Mentions Paris' }`. */
export interface CustomScoreResult {
  /** In [0, 1]. */
  score: number
  /** Anything else is a detail, kept in the record (strings as texts: see `RecordDetails`). */
  [detail: string]: unknown
}

/** A scorer's score function: received text first, then the expected text. Sync, or a Promise. */
export type CustomScoreFunction<R extends CustomScoreValue | PromiseLike<CustomScoreValue> = CustomScoreValue> = (
  received: string,
  expected: string,
) => R

/**
 * A scorer of your own, for the `scorer` option of the similarity matchers.
 *
 * @example
 * const cosine: CustomScorer = { name: 'embedding', version: 'e5-small@1', score: (a, b) => similarity(a, b) }
 * await expect(reply).toBeSimilarTo('Paris is the capital', { scorer: cosine, min: 0.8 })
 */
export interface CustomScorer<
  R extends CustomScoreValue | PromiseLike<CustomScoreValue> = CustomScoreValue | PromiseLike<CustomScoreValue>,
> {
  /**
   * Its name in messages, records and reports: letters, digits, `.`, `_` and `-` (at most 64, starting
   * with a letter or digit), not a built-in scorer's name.
   */
  readonly name: string
  /** Scores `received` against `expected`: a number in [0, 1] or `{ score, ...details }`, or a Promise of one. */
  score(received: string, expected: string): R
  /** Changes whenever its scores would (a new model or prompt): part of the cache key. */
  readonly version?: string
  /**
   * Keep its scores on disk and reuse them for the same texts: `true` (`.expect-similar/cache`) or a
   * directory. Keyed by name, version and a SHA-256 of the texts; no text is stored. @default false
   */
  readonly cache?: boolean | string
  /** Run leniency probes with it when probes are on (sync scorers only: each probe is a call). @default false */
  readonly probes?: boolean
}

/** A custom scorer as the matchers use it: checked and frozen, whichever form the user gave. */
export interface ResolvedCustomScorer {
  readonly kind: 'custom'
  readonly name: string
  readonly version?: string
  readonly cache?: true | string
  readonly probes: boolean
  /** The user's function, called as it was given (a method keeps its `this`). */
  readonly score: (received: string, expected: string) => unknown
}

/** The longest custom scorer name. */
const MAX_NAME_LENGTH = 64
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/**
 * Whether `name` has the form of a custom scorer's name: 1 to 64 letters, digits, `.`, `_` or `-`,
 * starting with a letter or digit (a built-in scorer's name has it too: see {@link parseCustomScorer}).
 *
 * @example
 * isCustomScorerName('llm-judge.v2') // true
 * isCustomScorerName('my judge') // false
 */
export function isCustomScorerName(name: unknown): boolean {
  return typeof name === 'string' && name.length <= MAX_NAME_LENGTH && NAME.test(name)
}

/**
 * What is wrong with `name` as a custom scorer's name, or null: `reserved` are the built-in names.
 *
 * @example
 * customNameProblem('option scorer', 'my judge', []) // 'option scorer has name "my judge": a custom scorer name ...'
 */
function customNameProblem(where: string, name: unknown, reserved: readonly string[]): string | null {
  const rule =
    `a custom scorer name is 1 to ${MAX_NAME_LENGTH} letters, digits, '.', '_' or '-', ` +
    'starting with a letter or digit'
  if (typeof name !== 'string' || name === '') {
    return `${where} needs a name (${rule}), received ${describeValue(name)}`
  }
  if (!isCustomScorerName(name)) {
    return `${where} has name ${JSON.stringify(name.slice(0, 80))}: ${rule}`
  }
  if (reserved.includes(name)) {
    return `${where} has name '${name}', the name of a built-in scorer: give your scorer another name`
  }
  return null
}

/**
 * Checks a custom scorer (an object with `name` and `score`, or a named function) and returns it
 * frozen. Throws a TypeError naming `where` for anything else.
 *
 * @example
 * parseCustomScorer(function overlap(received, expected) { return 1 }, 'option scorer', ['content-similarity']).name
 * // 'overlap'
 */
export function parseCustomScorer(value: unknown, where: string, reserved: readonly string[]): ResolvedCustomScorer {
  if (typeof value === 'function') {
    throwProblem(customNameProblem(`${where} (a function)`, value.name, reserved))
    const fn = value as (received: string, expected: string) => unknown
    return Object.freeze({ kind: 'custom', name: value.name, probes: false, score: fn })
  }
  if (typeof value !== 'object' || value === null) {
    throwProblem(
      `${where} must be a built-in scorer name, an object { name, score(received, expected) } or a named ` +
        `function, received ${describeValue(value)}`,
    )
  }
  const given = value as Record<string, unknown>
  throwProblem(customNameProblem(where, given.name, reserved))
  const name = given.name as string
  const score = given.score
  if (typeof score !== 'function') {
    throwProblem(`${where} '${name}' must have a score(received, expected) function, received ${describeValue(score)}`)
  }
  const version = given.version
  if (version !== undefined && (typeof version !== 'string' || version.length > 200)) {
    throwProblem(`${where} '${name}' has version ${describeValue(version)}: a version must be a string (at most 200)`)
  }
  const cache = given.cache
  if (cache !== undefined && typeof cache !== 'boolean' && (typeof cache !== 'string' || cache === '')) {
    throwProblem(`${where} '${name}' has cache ${describeValue(cache)}: cache must be a boolean or a directory`)
  }
  if (given.probes !== undefined && typeof given.probes !== 'boolean') {
    throwProblem(`${where} '${name}' has probes ${describeValue(given.probes)}: probes must be a boolean`)
  }
  const bound = (received: string, expected: string) =>
    (score as (this: unknown, a: string, b: string) => unknown).call(value, received, expected)
  return Object.freeze({
    kind: 'custom',
    name,
    ...(version === undefined ? {} : { version: version as string }),
    ...(cache === undefined || cache === false ? {} : { cache: cache as true | string }),
    probes: given.probes === true,
    score: bound,
  })
}

/** A detail value as a record keeps it: JSON's primitives; anything else becomes its JSON text. */
export type DetailValue = string | number | boolean | null

/** What one call of a custom scorer measured: its score and the details it returned. */
export interface CustomOutcome {
  score: number
  details?: Readonly<Record<string, DetailValue>>
}

/** The most details a record keeps from one score. */
const MAX_DETAILS = 32
/** The longest name of a detail. */
const MAX_DETAIL_KEY_LENGTH = 64

/**
 * Checks what a custom scorer returned and keeps its score and details. Throws a TypeError naming
 * the scorer, the texts' lengths and what it returned when that is not a number in [0, 1] or an
 * object with one as `score`, when a detail's name is longer than 64 characters, or when it returned
 * more than 32 details.
 *
 * @example
 * readCustomScore('judge', { score: 0.5, reason: 'Half right' }) // { score: 0.5, details: { reason: 'Half right' } }
 */
export function readCustomScore(name: string, value: unknown): CustomOutcome {
  const expected = 'a number in [0, 1] or an object { score, ...details } with score in [0, 1]'
  if (typeof value === 'number') {
    throwProblem(scoreNumberProblem(name, value, expected))
    return { score: value }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throwProblem(`scorer '${name}' returned ${describeValue(value)}; expected ${expected}`)
  }
  const { score, ...rest } = value as Record<string, unknown>
  if (typeof score !== 'number') {
    throwProblem(`scorer '${name}' returned an object whose score is ${describeValue(score)}; expected ${expected}`)
  }
  throwProblem(scoreNumberProblem(name, score as number, expected))
  const details = detailsOf(name, rest)
  return details === undefined ? { score: score as number } : { score: score as number, details }
}

function scoreNumberProblem(name: string, score: number, expected: string): string | null {
  return Number.isFinite(score) && score >= 0 && score <= 1
    ? null
    : `scorer '${name}' returned score ${String(score)}; expected ${expected}`
}

// A detail is kept under its own key, whole: a longer key is refused, never cut, since two keys
// cut to the same start would silently keep one value under both names. Too many details are
// refused too, never cut: which ones a cut kept would hang on the object's key order (a judge's
// `reason` 33rd would go), and nesting them in one detail keeps them all, as its JSON text.
function detailsOf(name: string, rest: Record<string, unknown>): Readonly<Record<string, DetailValue>> | undefined {
  const entries = Object.entries(rest).filter(([, v]) => v !== undefined && typeof v !== 'function')
  if (entries.length === 0) return undefined
  if (entries.length > MAX_DETAILS) {
    throwProblem(
      `scorer '${name}' returned ${entries.length} details; expected at most ${MAX_DETAILS} (a record keeps ` +
        'each one whole): return fewer, or nest some in one detail, which is kept as its JSON text',
    )
  }
  const details: Record<string, DetailValue> = Object.create(null)
  for (const [key, value] of entries) {
    if (key.length > MAX_DETAIL_KEY_LENGTH) {
      throwProblem(
        `scorer '${name}' returned a detail named ${describeValue(key)} (${key.length} characters); ` +
          `expected detail names of at most ${MAX_DETAIL_KEY_LENGTH} characters`,
      )
    }
    details[key] = detailValue(value)
  }
  return Object.freeze({ ...details })
}

function detailValue(value: unknown): DetailValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value)
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/**
 * The error a custom scorer's own failure becomes: names the scorer and keeps its message, with
 * the original error as `cause`.
 */
export class CustomScorerError extends Error {
  constructor(
    readonly scorer: string,
    cause: unknown,
  ) {
    const message = cause instanceof Error ? cause.message : String(cause)
    super(`expect-similar: scorer '${scorer}' threw: ${message}`, { cause })
    this.name = 'CustomScorerError'
  }
}
