import { recordScore } from '../channel/send.js'
import type { MatcherContext } from './context.js'
import { buildMessage, buildReceivedMessage } from './message.js'
import {
  assertArgumentCount,
  assertExpectedText,
  assertMaxChanges,
  parseDifferenceOptions,
  type DifferenceOptions,
} from './options.js'
import { normalizeReceived } from './received.js'
import { recordFields, scoreDifference } from './score.js'
import type { MatcherResult } from './to-be-similar-to.js'

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
  assertArgumentCount('toDifferByAtMost', ['expected', 'changes', 'options'], Array.prototype.slice.call(arguments, 1))
  assertExpectedText('expected', expected)
  assertMaxChanges(changes)
  const resolved = parseDifferenceOptions(options)
  const labels = { secondArgument: 'changes' }
  const text = normalizeReceived(received)
  const isNot = this.isNot ?? false
  if (!text.ok) {
    const problem = text.problem
    return { pass: isNot, message: () => buildReceivedMessage(this, 'toDifferByAtMost', problem, labels) }
  }
  const details = scoreDifference(expected, text.text, resolved)
  const pass = details.changes <= changes
  recordScore(this, {
    matcher: 'toDifferByAtMost',
    ...recordFields(details),
    maxChanges: changes,
    pass: pass !== isNot,
    isNot,
  })
  return {
    pass,
    message: () =>
      buildMessage(this, {
        matcherName: 'toDifferByAtMost',
        ...labels,
        verdict: { kind: 'changes', details, changes: details.changes, maxChanges: changes, granularity: resolved.granularity },
        expected,
        received: text.text,
      }),
  }
}
