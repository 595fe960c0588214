import { CustomScorerError, readCustomScore, type ResolvedCustomScorer } from '../core/scorers/custom.js'
import { SCORERS, scorerOf } from '../core/scorers/index.js'
import type { NormalizationForm } from '../core/validate.js'
import type { RecordDetails, ScoreRecord } from '../records/types.js'
import { cachePath, readCached, writeCached } from './cache.js'
import { isThenable, type MaybePromise } from '../core/maybe-async.js'
import { isCustom, type ResolvedDifferenceOptions, type ResolvedSimilarityOptions } from './options.js'

/** What a scorer measured, with the details the failure message shows. */
export interface ScoreDetails {
  scorer: ScoreRecord['scorer']
  /** In [0, 1]: the chosen scorer's score, e.g. content similarity or the textual-difference ratio. */
  score: number
  /** Scorers that count changes: non-equal opcodes in the scorer's change unit. */
  changes?: number
  /** textual-difference: difflib's ratio (same as `score`). */
  ratio?: number
  /** textual-difference: relative length difference, in [0, 1]. */
  lengthDiff?: number
  /** The algorithm that scored, when not the scorer's default: `'lcs'` for Mastra 1.x's textual difference. */
  algorithm?: string
  /** A custom scorer's version, when it declares one. */
  scorerVersion?: string
  /** What a custom scorer returned besides its score. */
  details?: RecordDetails
  /** Whether a custom scorer's score came from its disk cache. */
  cached?: boolean
}

type RecordScoreFields = 'scorer' | 'score' | 'changes' | 'algorithm' | 'scorerVersion' | 'details' | 'cached'

/**
 * The score fields of a record: scorer and score, plus `changes` whenever the scorer counts them
 * (a content-similarity record has no change count), `algorithm` when it is not the default, and a
 * custom scorer's version, details and cache hit when it has them.
 */
export function recordFields(details: ScoreDetails): Pick<ScoreRecord, RecordScoreFields> {
  const fields: Pick<ScoreRecord, RecordScoreFields> = { scorer: details.scorer, score: details.score }
  addRecordFields(fields, details)
  return fields
}

/**
 * Adds the optional score fields of {@link recordFields} to `record`, in that order. Assigned, not
 * spread: every assertion builds its record, and each spread of a small object into a literal
 * costs about as much as the rest of the record under Jest.
 */
export function addRecordFields(record: Partial<Pick<ScoreRecord, RecordScoreFields>>, details: ScoreDetails): void {
  const { changes, algorithm, scorerVersion, cached } = details
  if (changes !== undefined) record.changes = changes
  if (algorithm !== undefined) record.algorithm = algorithm
  if (scorerVersion !== undefined) record.scorerVersion = scorerVersion
  if (details.details !== undefined) record.details = details.details
  if (cached) record.cached = cached
}

/**
 * Scores `received` against `expected` with the scorer and options chosen for a similarity matcher:
 * a promise only when a custom scorer answered with one.
 *
 * @example
 * scoreSimilarity('The quick brown fox', 'the quick brown fox', parseSimilarityOptions(undefined)).score // 1
 */
export function scoreSimilarity(
  expected: string,
  received: string,
  options: ResolvedSimilarityOptions,
): MaybePromise<ScoreDetails> {
  if (isCustom(options)) return scoreCustom(options.scorer, expected, received, options.normalize)
  return { scorer: options.scorer, ...scorerOf(options.scorer).score(expected, received, options) }
}

/**
 * A custom scorer's score of two texts (normalized first when `normalize` is given), from its disk
 * cache when it has one there and `useCache` (probes score throwaway edits, worth no cache entry).
 * Its own errors become a {@link CustomScorerError} naming it; what it returns is checked (a
 * TypeError naming it for anything but a score in [0, 1]).
 */
export function scoreCustom(
  scorer: ResolvedCustomScorer,
  expected: string,
  received: string,
  normalize?: NormalizationForm,
  useCache = true,
): MaybePromise<ScoreDetails> {
  const [a, b] =
    normalize === undefined ? [expected, received] : [expected.normalize(normalize), received.normalize(normalize)]
  const version = scorer.version === undefined ? {} : { scorerVersion: scorer.version }
  const path = useCache ? cachePath(scorer, a, b) : undefined
  const hit = path === undefined ? undefined : readCached(path)
  if (hit !== undefined) return { scorer: scorer.name, ...version, ...hit, cached: true }
  const read = (value: unknown): ScoreDetails => {
    const outcome = readCustomScore(scorer.name, value)
    if (path !== undefined) writeCached(path, outcome)
    return { scorer: scorer.name, ...version, ...outcome }
  }
  let value: unknown
  try {
    value = scorer.score(b, a)
  } catch (error) {
    throw new CustomScorerError(scorer.name, error)
  }
  if (!isThenable(value)) return read(value)
  return Promise.resolve(value).then(read, (error: unknown) => {
    throw new CustomScorerError(scorer.name, error)
  })
}

/**
 * Runs the textual-difference scorer (the one `toDifferByAtMost` counts changes with) and keeps the
 * numbers a change-count verdict needs.
 *
 * @example
 * scoreDifference('The quick brown fox', 'The quick brown cat', { granularity: 'word', autojunk: false }).changes // 1
 */
export function scoreDifference(
  expected: string,
  received: string,
  options: ResolvedDifferenceOptions,
): ScoreDetails & { changes: number; ratio: number; lengthDiff: number } {
  return { scorer: 'textual-difference', ...SCORERS['textual-difference'].score(expected, received, options) }
}
