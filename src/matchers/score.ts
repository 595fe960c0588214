import { SCORERS, scorerOf } from '../core/scorers/index.js'
import type { ScoreRecord, ScorerName } from '../records/types.js'
import type { ResolvedDifferenceOptions, ResolvedSimilarityOptions } from './options.js'

/** What a scorer measured, with the details the failure message shows. */
export interface ScoreDetails {
  scorer: ScorerName
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
}

/**
 * The score fields of a record: scorer and score, plus `changes` whenever the scorer counts them
 * (a content-similarity record has no change count), and `algorithm` when it is not the default.
 */
export function recordFields(details: ScoreDetails): Pick<ScoreRecord, 'scorer' | 'score' | 'changes' | 'algorithm'> {
  const { scorer, score, changes, algorithm } = details
  const counted = changes === undefined ? { scorer, score } : { scorer, score, changes }
  return algorithm === undefined ? counted : { ...counted, algorithm }
}

/**
 * Scores `received` against `expected` with the scorer and options chosen for a similarity matcher.
 *
 * @example
 * scoreSimilarity('The quick brown fox', 'the quick brown fox', parseSimilarityOptions(undefined)).score // 1
 */
export function scoreSimilarity(expected: string, received: string, options: ResolvedSimilarityOptions): ScoreDetails {
  return { scorer: options.scorer, ...scorerOf(options.scorer).score(expected, received, options) }
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
