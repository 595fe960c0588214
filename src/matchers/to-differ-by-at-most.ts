import { callSites } from '../channel/call-site.js'
import { recordTo } from '../channel/send.js'
import { assertString, throwProblem } from '../core/validate.js'
import type { MatcherContext, MatcherResult } from './context.js'
import { changesVerdict } from './message.js'
import { maxChangesProblem, parseDifferenceOptions, type DifferenceOptions } from './options.js'
import { runMatcher } from './run-matcher.js'
import { scoreDifference } from './score.js'

/**
 * Passes when turning `expected` into `received` takes at most `changes` non-equal difflib
 * opcodes, counted in units of `granularity`.
 *
 * @example
 * expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
 */
export function toDifferByAtMost(
  this: MatcherContext,
  received: unknown,
  expected: string,
  changes: number,
  options?: DifferenceOptions,
): MatcherResult {
  const argumentNames = ['expected', 'changes', 'options']
  /* biome-ignore lint/complexity/noArguments: the count of what was passed is checked;
     named parameters keep the signature readable */
  const args = [...arguments].slice(1)
  // Its judge is synchronous, so the result is too.
  // Where the record goes, and the stack for its line read here, in the frame the runner called.
  const to = recordTo(this)
  const sites = to && callSites('matcher')
  const call = { name: 'toDifferByAtMost', argumentNames, args, callee: toDifferByAtMost, to, sites } as const
  return runMatcher(this, received, call, () => {
    assertString('expected', expected)
    throwProblem(maxChangesProblem(changes))
    const resolved = parseDifferenceOptions(options)
    return (text) => ({
      verdict: changesVerdict(scoreDifference(expected, text, resolved), changes, resolved),
      expected,
    })
  }) as MatcherResult
}
