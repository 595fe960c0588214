import { plural } from '../core/plural.js'
import { throwProblem } from '../core/validate.js'
import type { MatcherContext, MatcherResult } from './context.js'
import { scoreVerdict } from './message.js'
import { candidatesProblem, parseSimilarityOptions, type SimilarityOptions } from './options.js'
import { checkReject, negatedRejectProblem } from './reject.js'
import { runMatcher } from './run-matcher.js'
import { scoreSimilarity, type ScoreDetails } from './score.js'

/**
 * Passes when the best of `candidates` scores at least `min` against `received`; the failure
 * message names that candidate and its score.
 *
 * @example
 * expect('Paris is the capital.').toBeSimilarToAny(['The capital is Paris.', 'Paris is the capital of France.'])
 */
export function toBeSimilarToAny(
  this: MatcherContext,
  received: unknown,
  candidates: readonly string[],
  options?: SimilarityOptions,
): MatcherResult {
  const argumentNames = ['candidates', 'options']
  /* biome-ignore lint/complexity/noArguments: the count of what was passed is checked;
     named parameters keep the signature readable */
  return runMatcher(this, received, { name: 'toBeSimilarToAny', argumentNames, args: [...arguments].slice(1) }, () => {
    throwProblem(candidatesProblem(candidates))
    const resolved = parseSimilarityOptions(options)
    throwProblem(negatedRejectProblem('.not.toBeSimilarToAny', resolved, this.isNot ?? false))
    // A reject text that any candidate accepts is a threshold problem.
    const references = candidates.map((text, index) => ({ text, name: `candidates[${index}]` }))
    const reject = checkReject(references, resolved)
    return (text) => {
      // The first of equally good candidates wins.
      let best: ScoreDetails | undefined
      let bestIndex = 0
      candidates.forEach((candidate, index) => {
        const details = scoreSimilarity(candidate, text, resolved)
        if (!best || details.score > best.score) {
          best = details
          bestIndex = index
        }
      })
      const count = candidates.length
      return {
        verdict: scoreVerdict(best!, resolved, reject),
        headlineSuffix: `(best of ${count} ${plural(count, 'candidate')}: candidates[${bestIndex}])`,
        expectedTitle: 'Best candidate',
        expected: candidates[bestIndex]!,
        // The candidate that let the text pass is the reference whose threshold is probed.
        leniency: { expected: candidates[bestIndex]!, resolved },
      }
    }
  })
}
