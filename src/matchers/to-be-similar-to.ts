import { assertString, throwProblem } from '../core/validate.js'
import type { MatcherContext, MatcherResult } from './context.js'
import { guardVerdicts, scoreVerdict } from './message.js'
import { parseSimilarityOptions, type SimilarityOptions } from './options.js'
import { checkReject, negatedRejectProblem } from './reject.js'
import { runMatcher } from './run-matcher.js'
import { scoreSimilarity } from './score.js'

/**
 * Passes when `received` (a string or `{ text }`) scores at least `min` against `expected`, every
 * `reject` text scores below it, and every `guard` finds the same facts in both texts.
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
  const args = [...arguments].slice(1)
  return runMatcher(this, received, { name: 'toBeSimilarTo', argumentNames, args, callee: toBeSimilarTo }, () => {
    assertString('expected', expected)
    const resolved = parseSimilarityOptions(options)
    throwProblem(negatedRejectProblem('.not.toBeSimilarTo', resolved, this.isNot ?? false))
    // The reject texts do not depend on the received text: scored once, whatever it is.
    const reject = checkReject([{ text: expected, name: 'expected' }], resolved)
    return (text) => ({
      verdict: scoreVerdict(
        scoreSimilarity(expected, text, resolved),
        resolved,
        reject,
        guardVerdicts(expected, text, resolved),
      ),
      expected,
      leniency: { expected, resolved },
    })
  })
}
