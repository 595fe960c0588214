import { recordScore } from '../channel/send.js'
import type { MatcherContext } from './context.js'
import { buildMessage, buildReceivedMessage, scoreVerdict } from './message.js'
import { assertArgumentCount, assertExpectedText, parseSimilarityOptions, type SimilarityOptions } from './options.js'
import { normalizeReceived } from './received.js'
import { recordFields, scoreSimilarity } from './score.js'

/**
 * What a custom matcher returns to either runner.
 *
 * @example
 * const result: MatcherResult = { pass: true, message: () => 'never shown' }
 */
export interface MatcherResult {
  pass: boolean
  message: () => string
}

/**
 * Passes when `received` (a string or `{ text }`) scores at least `min` against `expected`.
 *
 * @example
 * expect('A quick brown fox jumped over a lazy dog.').toBeSimilarTo('The quick brown fox jumps over the lazy dog.', { min: 0.75 })
 */
export function toBeSimilarTo(
  this: MatcherContext,
  received: unknown,
  expected: string,
  options?: SimilarityOptions,
): MatcherResult {
  assertArgumentCount('toBeSimilarTo', ['expected', 'options'], Array.prototype.slice.call(arguments, 1))
  assertExpectedText('expected', expected)
  const resolved = parseSimilarityOptions(options)
  const labels = { secondArgument: options === undefined ? undefined : 'options' }
  const text = normalizeReceived(received)
  const isNot = this.isNot ?? false
  if (!text.ok) {
    const problem = text.problem
    return { pass: isNot, message: () => buildReceivedMessage(this, 'toBeSimilarTo', problem, labels) }
  }
  const details = scoreSimilarity(expected, text.text, resolved)
  const pass = details.score >= resolved.min
  recordScore(this, {
    matcher: 'toBeSimilarTo',
    ...recordFields(details),
    threshold: resolved.min,
    pass: pass !== isNot,
    isNot,
  })
  return {
    pass,
    message: () =>
      buildMessage(this, {
        matcherName: 'toBeSimilarTo',
        ...labels,
        verdict: scoreVerdict(details, resolved),
        expected,
        received: text.text,
      }),
  }
}
