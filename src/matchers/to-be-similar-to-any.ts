import { plural } from '../core/plural.js'
import { recordScore } from '../channel/send.js'
import type { MatcherContext } from './context.js'
import { buildMessage, buildReceivedMessage, scoreVerdict } from './message.js'
import { assertArgumentCount, assertCandidates, parseSimilarityOptions, type SimilarityOptions } from './options.js'
import { normalizeReceived } from './received.js'
import { recordFields, scoreSimilarity, type ScoreDetails } from './score.js'
import type { MatcherResult } from './to-be-similar-to.js'

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
  assertArgumentCount('toBeSimilarToAny', ['candidates', 'options'], Array.prototype.slice.call(arguments, 1))
  assertCandidates(candidates)
  const resolved = parseSimilarityOptions(options)
  const labels = { expectedArgument: 'candidates', secondArgument: options === undefined ? undefined : 'options' }
  const text = normalizeReceived(received)
  const isNot = this.isNot ?? false
  if (!text.ok) {
    const problem = text.problem
    return { pass: isNot, message: () => buildReceivedMessage(this, 'toBeSimilarToAny', problem, labels) }
  }
  let best: ScoreDetails | undefined
  let bestIndex = 0
  candidates.forEach((candidate, index) => {
    const details = scoreSimilarity(candidate, text.text, resolved)
    if (!best || details.score > best.score) {
      best = details
      bestIndex = index
    }
  })
  const details = best!
  const pass = details.score >= resolved.min
  recordScore(this, {
    matcher: 'toBeSimilarToAny',
    ...recordFields(details),
    threshold: resolved.min,
    pass: pass !== isNot,
    isNot,
  })
  const count = candidates.length
  return {
    pass,
    message: () =>
      buildMessage(this, {
        matcherName: 'toBeSimilarToAny',
        ...labels,
        verdict: scoreVerdict(details, resolved),
        headlineSuffix: `(best of ${count} ${plural(count, 'candidate')}: candidates[${bestIndex}])`,
        expectedTitle: 'Best candidate',
        expected: candidates[bestIndex]!,
        received: text.text,
      }),
  }
}
