import { callSites } from '../channel/call-site.js'
import { recordTo } from '../channel/send.js'
import { assertString, throwProblem } from '../core/validate.js'
import type { MatcherContext, MatcherResult } from './context.js'
import { guardVerdicts, scoreVerdict } from './message.js'
import { parseSimilarityOptions, type SimilarityOptions } from './options.js'
import { allOf, andThen, isThenable, type MaybePromise } from '../core/maybe-async.js'
import { checkReject, negatedRejectProblem, type RejectCheck } from './reject.js'
import { runMatcher } from './run-matcher.js'
import { scoreSimilarity, type ScoreDetails } from './score.js'

const ARGUMENT_NAMES = ['expected', 'options'] as const

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
): MaybePromise<MatcherResult> {
  // The arguments as given only when there are too many: the error counts them. Up to two, the
  // named parameters say the same (trailing undefineds do not count), without copying `arguments`.
  /* biome-ignore lint/complexity/noArguments: the count of what was passed is checked;
     named parameters keep the signature readable */
  const args = arguments.length <= 3 ? [expected, options] : [...arguments].slice(1)
  // Where the record goes, and the stack for its line read here, in the frame the runner called.
  const to = recordTo(this)
  const sites = to && callSites('matcher')
  const call = { name: 'toBeSimilarTo', argumentNames: ARGUMENT_NAMES, args, callee: toBeSimilarTo, to, sites } as const
  return runMatcher(this, received, call, () => {
    assertString('expected', expected)
    const resolved = parseSimilarityOptions(options)
    throwProblem(negatedRejectProblem('.not.toBeSimilarTo', resolved, this.isNot ?? false))
    return (text) => {
      // Scored once a text is there: an async scorer's promise is then always awaited.
      const details = scoreSimilarity(expected, text, resolved)
      const reject = checkReject([{ text: expected, name: 'expected' }], resolved)
      const judged = (scored: ScoreDetails, checked: RejectCheck | undefined) => ({
        verdict: scoreVerdict(scored, resolved, checked, guardVerdicts(expected, text, resolved)),
        expected,
        leniency: { expected, resolved },
      })
      // Both answered: judged now, without gathering them first (the common, synchronous case).
      if (!isThenable(details) && !isThenable(reject)) return judged(details, reject)
      return andThen(allOf([details, reject]), ([scored, checked]) =>
        judged(scored as ScoreDetails, checked as RejectCheck | undefined),
      )
    }
  })
}
