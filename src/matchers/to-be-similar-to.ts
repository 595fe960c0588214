import { assertString } from '../core/validate.js'
import type { MatcherContext, MatcherResult } from './context.js'
import { scoreVerdict } from './message.js'
import { parseSimilarityOptions, type SimilarityOptions } from './options.js'
import { runMatcher } from './run-matcher.js'
import { scoreSimilarity } from './score.js'

/**
 * Passes when `received` (a string or `{ text }`) scores at least `min` against `expected`.
 *
 * @example
 * expect('A quick brown fox jumped over a lazy dog.').toBeSimilarTo(
 *   'The quick brown fox jumps over the lazy dog.',
 *   { min: 0.75 },
 * )
 */
export function toBeSimilarTo(
  this: MatcherContext,
  received: unknown,
  expected: string,
  options?: SimilarityOptions,
): MatcherResult {
  const argumentNames = ['expected', 'options']
  /* biome-ignore lint/complexity/noArguments: the count of what was passed is checked;
     named parameters keep the signature readable */
  return runMatcher(this, received, { name: 'toBeSimilarTo', argumentNames, args: [...arguments].slice(1) }, () => {
    assertString('expected', expected)
    const resolved = parseSimilarityOptions(options)
    return (text) => ({ verdict: scoreVerdict(scoreSimilarity(expected, text, resolved), resolved), expected })
  })
}
