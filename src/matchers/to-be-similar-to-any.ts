import { plural } from '../core/plural.js'
import { callSites } from '../channel/call-site.js'
import { recordTo } from '../channel/send.js'
import { throwProblem } from '../core/validate.js'
import type { MatcherContext, MatcherResult } from './context.js'
import { guardVerdicts, scoreVerdict } from './message.js'
import { allOf, andThen, type MaybePromise } from '../core/maybe-async.js'
import {
  candidatesProblem,
  parseSimilarityOptions,
  type ResolvedSimilarityOptions,
  type SimilarityOptions,
} from './options.js'
import { checkReject, negatedRejectProblem, type RejectCheck } from './reject.js'
import { runMatcher, type Judgement } from './run-matcher.js'
import { scoreSimilarity, type ScoreDetails } from './score.js'

/**
 * Passes when the best of `candidates` scores at least `min` against `received` (with `guard`: the
 * best one that does and whose facts `received` keeps); the failure message names that candidate.
 *
 * @example
 * expect('Paris is the capital.').toBeSimilarToAny(['The capital is Paris.', 'Paris is the capital of France.'])
 */
export function toBeSimilarToAny(
  this: MatcherContext,
  received: unknown,
  candidates: readonly string[],
  options?: SimilarityOptions,
): MaybePromise<MatcherResult> {
  const argumentNames = ['candidates', 'options']
  /* biome-ignore lint/complexity/noArguments: the count of what was passed is checked;
     named parameters keep the signature readable */
  const args = [...arguments].slice(1)
  // Where the record goes, and the stack for its line read here, in the frame the runner called.
  const to = recordTo(this)
  const sites = to && callSites('matcher')
  const call = { name: 'toBeSimilarToAny', argumentNames, args, callee: toBeSimilarToAny, to, sites } as const
  return runMatcher(this, received, call, () => {
    throwProblem(candidatesProblem(candidates))
    const resolved = parseSimilarityOptions(options)
    throwProblem(negatedRejectProblem('.not.toBeSimilarToAny', resolved, this.isNot ?? false))
    // A reject text that any candidate accepts is a threshold problem.
    const references = candidates.map((text, index) => ({ text, name: `candidates[${index}]` }))
    return (text) => {
      // Every candidate and reject text scored first: a custom scorer may answer with promises.
      const scores = allOf(candidates.map((candidate) => scoreSimilarity(candidate, text, resolved)))
      const both = allOf<unknown>([scores, checkReject(references, resolved)])
      return andThen(both, ([all, reject]) =>
        bestOf(candidates, text, resolved, all as ScoreDetails[], reject as RejectCheck | undefined),
      )
    }
  })
}

function bestOf(
  candidates: readonly string[],
  text: string,
  resolved: ResolvedSimilarityOptions,
  scored: readonly ScoreDetails[],
  reject: RejectCheck | undefined,
): Judgement {
  // The first of equally good candidates wins.
  let bestIndex = 0
  scored.forEach((details, index) => {
    if (details.score > scored[bestIndex]!.score) bestIndex = index
  })
  // With guards, the best candidate the text keeps the facts of and reaches min against wins;
  // when there is none, the best-scoring one, whose failing guards the message shows.
  let guards = guardVerdicts(candidates[bestIndex]!, text, resolved)
  if (guards?.some((guard) => !guard.pass)) {
    const order = scored.map((_, index) => index).sort((a, b) => scored[b]!.score - scored[a]!.score || a - b)
    for (const index of order) {
      if (index === bestIndex || scored[index]!.score < resolved.min) continue
      const candidateGuards = guardVerdicts(candidates[index]!, text, resolved)!
      if (candidateGuards.every((guard) => guard.pass)) {
        bestIndex = index
        guards = candidateGuards
        break
      }
    }
  }
  const best = scored[bestIndex]
  const count = candidates.length
  return {
    verdict: scoreVerdict(best!, resolved, reject, guards),
    headlineSuffix: `(best of ${count} ${plural(count, 'candidate')}: candidates[${bestIndex}])`,
    expectedTitle: 'Best candidate',
    expected: candidates[bestIndex]!,
    // The candidate that let the text pass is the reference whose threshold is probed.
    leniency: { expected: candidates[bestIndex]!, resolved },
  }
}
