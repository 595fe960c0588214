import { contentSimilarity } from '../core/content-similarity.js'
import { textualDifference } from '../core/textual-difference.js'
import type { ScoreRecord, ScorerName } from '../records/types.js'
import type { ResolvedDifferenceOptions, ResolvedSimilarityOptions } from './options.js'

/** What a scorer measured, with the details the failure message shows. */
export interface ScoreDetails {
  scorer: ScorerName
  /** In [0, 1]: content similarity or the textual-difference ratio. */
  score: number
  /** textual-difference only: non-equal opcodes in units of `granularity`. */
  changes?: number
  /** textual-difference only: difflib's ratio (same as `score`). */
  ratio?: number
  /** textual-difference only: relative length difference, in [0, 1]. */
  lengthDiff?: number
}

/**
 * The score fields of a record: scorer and score, plus `changes` whenever the textual-difference
 * scorer ran (a content-similarity record has no change count).
 */
export function recordFields(details: ScoreDetails): Pick<ScoreRecord, 'scorer' | 'score' | 'changes'> {
  const { scorer, score, changes } = details
  return changes === undefined ? { scorer, score } : { scorer, score, changes }
}

/**
 * Scores `received` against `expected` with the scorer and options chosen for a similarity matcher.
 *
 * @example
 * scoreSimilarity('The quick brown fox', 'the quick brown fox', parseSimilarityOptions(undefined)).score // 1
 */
export function scoreSimilarity(expected: string, received: string, options: ResolvedSimilarityOptions): ScoreDetails {
  if (options.scorer === 'content-similarity') {
    const { ignoreCase, ignoreWhitespace, normalize } = options
    return {
      scorer: 'content-similarity',
      score: contentSimilarity(expected, received, { ignoreCase, ignoreWhitespace, normalize }).score,
    }
  }
  return scoreDifference(expected, received, options)
}

/**
 * Runs the textual-difference scorer and keeps the numbers a change-count verdict needs.
 *
 * @example
 * scoreDifference('The quick brown fox', 'The quick brown cat', { granularity: 'word', autojunk: false }).changes // 1
 */
export function scoreDifference(
  expected: string,
  received: string,
  options: ResolvedDifferenceOptions,
): ScoreDetails & { changes: number; ratio: number; lengthDiff: number } {
  const { granularity, autojunk, normalize, budget } = options
  const result = textualDifference(expected, received, { granularity, autojunk, normalize, budget })
  return {
    scorer: 'textual-difference',
    score: result.ratio,
    changes: result.changes,
    ratio: result.ratio,
    lengthDiff: result.lengthDiff,
  }
}
