import { formatAgainst, formatCount as count } from '../core/format.js'
import { plural } from '../core/plural.js'
import type { Granularity } from '../core/tokenize.js'
import { scorerLabel, scorerOf } from '../core/scorers/index.js'
import { boundedCompactDiff, type DiffSkipped } from '../core/diff.js'
import { checkGuards, type GuardVerdict } from '../core/guards/index.js'
import type { MatcherContext } from './context.js'
import { isCustom, type ResolvedDifferenceOptions, type ResolvedSimilarityOptions } from './options.js'
import { type RejectCheck, rejectLines } from './reject.js'
import type { ScoreDetails } from './score.js'

/** What the assertion compared: a score against a minimum, or a change count against a maximum. */
export type Verdict =
  | {
      kind: 'score'
      details: ScoreDetails
      threshold: number
      granularity?: Granularity
      reject?: RejectCheck
      /** One verdict per guard the `guard` option named; absent without the option. */
      guards?: GuardVerdict[]
    }
  | { kind: 'changes'; details: ScoreDetails; changes: number; maxChanges: number; granularity: Granularity }

/**
 * The verdict of a similarity matcher: the score against `min`, with the unit the scorer counts
 * changes in when it counts some (the message names it), and what checking
 * the reject texts found, when there were some.
 *
 * @example
 * scoreVerdict(details, parseSimilarityOptions({ scorer: 'textual-difference', granularity: 'word' }))
 * // { kind: 'score', details, threshold: 0.7, granularity: 'word' }
 */
export function scoreVerdict(
  details: ScoreDetails,
  resolved: ResolvedSimilarityOptions,
  reject?: RejectCheck,
  guards?: GuardVerdict[],
): Verdict {
  const checked = reject === undefined ? {} : { reject }
  const guarded = guards === undefined ? {} : { guards }
  const granularity = isCustom(resolved) ? undefined : scorerOf(resolved.scorer).changeUnit?.(resolved)
  return granularity === undefined
    ? { kind: 'score', details, threshold: resolved.min, ...checked, ...guarded }
    : { kind: 'score', details, threshold: resolved.min, granularity, ...checked, ...guarded }
}

/**
 * The guard verdicts of one comparison, or undefined when the options name no guard.
 *
 * @example
 * guardVerdicts('40% faster', '400% faster', parseSimilarityOptions({ guard: 'numbers' }))?.[0]?.pass // false
 */
export function guardVerdicts(
  expected: string,
  received: string,
  resolved: ResolvedSimilarityOptions,
): GuardVerdict[] | undefined {
  return resolved.guard === undefined ? undefined : checkGuards(expected, received, resolved.guard)
}

/** The guards of a verdict that failed: the received text's facts of that kind differ from the expected text's. */
export function failedGuards(verdict: Verdict): GuardVerdict[] {
  return verdict.kind === 'score' ? (verdict.guards ?? []).filter((guard) => !guard.pass) : []
}

/** Whether the threshold accepts one of the verdict's reject texts: the assertion fails, whatever received scored. */
export function acceptsReject(verdict: Verdict): boolean {
  return verdict.kind === 'score' && (verdict.reject?.accepted.length ?? 0) > 0
}

/** The verdict of a change-count matcher: the change count against `maxChanges`, in units of the granularity. */
export function changesVerdict(
  details: ScoreDetails & { changes: number },
  maxChanges: number,
  resolved: ResolvedDifferenceOptions,
): Verdict {
  return { kind: 'changes', details, changes: details.changes, maxChanges, granularity: resolved.granularity }
}

/** Everything one failure message shows. */
export interface MessageInput {
  /** Name in the hint, e.g. `toBeSimilarTo`. */
  matcherName: string
  /** Label of the first argument in the hint. @default 'expected' */
  expectedArgument?: string
  /** Label of a second argument in the hint, e.g. `options`. */
  secondArgument?: string
  verdict: Verdict
  /** Words appended to the headline, e.g. `(best of 3 candidates: candidates[1])`. */
  headlineSuffix?: string
  /** The text the received text is compared with (and diffed against). */
  expected: string
  received: string
  /** Title of the expected line. @default 'Expected' */
  expectedTitle?: string
}

const MAX_SHOWN_TEXT = 160

// Characters a terminal acts on or reorders instead of printing: C0 and C1 controls (ESC starts
// screen-clearing and title sequences, U+009B is a one-character CSI), line and paragraph
// separators, and the bidi controls that make a line read differently from what it contains.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
// The same without tab, line feed and carriage return, which the compact diff shows as \t, \n, \r.
const UNSAFE_IN_DIFF =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

function unicodeEscape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
}

/**
 * Shows every control and bidi character of an untrusted text (LLM output above all) as a `\uXXXX`
 * escape, the way `JSON.stringify` shows C0 controls, so a failure message can neither drive the
 * terminal nor reorder its own line.
 *
 * @example
 * escapeUnsafe('a\u001b[2J\u202Eb') // 'a\\u001b[2J\\u202eb'
 */
export function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, unicodeEscape)
}

function escapeForDiff(text: string): string {
  return text.replace(UNSAFE_IN_DIFF, unicodeEscape)
}

function quote(text: string): string {
  const shown = text.length > MAX_SHOWN_TEXT ? `${text.slice(0, MAX_SHOWN_TEXT)}…` : text
  const suffix = text.length > MAX_SHOWN_TEXT ? ` (${text.length} characters)` : ''
  // JSON.stringify escapes C0 controls but leaves C1, separators and bidi controls as they are.
  return escapeUnsafe(JSON.stringify(shown)) + suffix
}

function headline(verdict: Verdict, isNot: boolean): string {
  if (verdict.kind === 'score') {
    const [score, threshold] = formatAgainst(verdict.details.score, verdict.threshold)
    const label = scorerLabel(verdict.details.scorer)
    return `Expected ${label} ${isNot ? '<' : '≥'} ${threshold}, received ${score}`
  }
  const unit =
    verdict.details.algorithm === 'lcs'
      ? "(Mastra's word changes, algorithm 'lcs')"
      : `(${verdict.granularity} granularity)`
  const limit = `${verdict.maxChanges} ${plural(verdict.maxChanges, 'change')}`
  const bound = isNot ? `more than ${limit}` : `at most ${limit}`
  return `Expected ${bound} ${unit}, received ${verdict.changes}`
}

// A failed guard names the facts that differ; under .not a failure means every guard agreed.
function guardLines(verdict: Verdict, isNot: boolean): string[] {
  if (verdict.kind !== 'score' || verdict.guards === undefined) return []
  const failed = failedGuards(verdict)
  if (failed.length > 0 && !isNot) {
    return failed.map((guard) => `Guard failed: ${escapeUnsafe(guard.message)}`)
  }
  return [`Guards agree: ${verdict.guards.map((guard) => guard.kind).join(', ')}`]
}

// A custom scorer's own details (a judge's reason), each value cut as the texts are.
function customDetailLine(details: ScoreDetails): string | undefined {
  const entries = Object.entries(details.details ?? {})
  const shown = entries.map(([key, value]) => `${key} ${typeof value === 'string' ? quote(value) : String(value)}`)
  if (details.cached) shown.push('(score from the cache)')
  return shown.length === 0 ? undefined : `Details: ${shown.join(', ')}`
}

function detailLine(verdict: Verdict): string | undefined {
  const { details } = verdict
  if (details.details !== undefined || details.cached) return customDetailLine(details)
  // Only the textual-difference scorer counts changes, and only its numbers need explaining.
  if (details.changes === undefined) return undefined
  const parts = [
    `changes ${details.changes}`,
    `ratio ${(details.ratio ?? details.score).toFixed(2)}`,
    `lengthDiff ${(details.lengthDiff ?? 0).toFixed(2)}`,
  ]
  if (details.algorithm !== undefined) parts.push(`algorithm '${details.algorithm}'`)
  else if (verdict.kind === 'score') parts.push(`granularity '${verdict.granularity ?? 'char'}'`)
  return parts.join(', ')
}

const SNIPPET_BEFORE = 40
const SNIPPET_AFTER = 80

// Where the texts first differ, as a line and column of the expected text (both start the same).
function lineAndColumn(text: string, at: number): string {
  let line = 1
  let lineStart = 0
  for (let next = text.indexOf('\n'); next !== -1 && next < at; next = text.indexOf('\n', next + 1)) {
    line++
    lineStart = next + 1
  }
  return `line ${line}, column ${at - lineStart + 1}`
}

function snippet(text: string, at: number): string {
  let from = Math.max(0, at - SNIPPET_BEFORE)
  const first = text.charCodeAt(from)
  if (first >= 0xdc00 && first <= 0xdfff && from > 0) from--
  let to = Math.min(text.length, at + SNIPPET_AFTER)
  const last = text.charCodeAt(to - 1)
  if (last >= 0xd800 && last <= 0xdbff && to < text.length) to++
  const shown = escapeUnsafe(JSON.stringify(text.slice(from, to)))
  return `${from > 0 ? '…' : ''}${shown}${to < text.length ? '…' : ''}`
}

/**
 * Instead of a diff too costly for a message: why it was skipped, and both texts side by side
 * where they first differ, so the message costs about what the score did, at any length.
 */
function skippedDiffLines(skipped: DiffSkipped, input: MessageInput, utils: MatcherContext['utils']): string[] {
  const { differing, limit, firstDifference: at } = skipped
  const total = input.expected.length + input.received.length
  return [
    `Difference: not computed. Past their common start and end the texts differ over ${count(differing)} of ` +
      `their ${count(total)} characters, more than the ${count(limit)} a failure message diffs ` +
      'for texts this long (so that it costs about what the score did).',
    `First difference at ${lineAndColumn(input.expected, at)}:`,
    `  ${input.expectedTitle ?? 'Expected'}: ${utils.EXPECTED_COLOR(snippet(input.expected, at))}`,
    `  Received: ${utils.RECEIVED_COLOR(snippet(input.received, at))}`,
  ]
}

/**
 * The one failure-message builder of every expect-similar matcher. Wording switches on
 * `context.isNot`; colors come from the runner, so they vanish when the runner turns them off.
 *
 * @example
 * buildMessage(this, {
 *   matcherName: 'toBeSimilarTo',
 *   verdict: { kind: 'score', details, threshold: 0.85 },
 *   expected,
 *   received,
 * })
 * // expect(received).toBeSimilarTo(expected)
 * //
 * // Expected content similarity ≥ 0.85, received 0.63
 * //
 * // Expected: "The quick brown fox jumps"
 * // Received: "The quick brown dog sleeps"
 * //
 * // Difference ([-expected-]{+received+}):
 * //   The quick brown [-fox jumps-]{+dog sleeps+}
 */
export function buildMessage(context: MatcherContext, input: MessageInput): string {
  const { utils } = context
  const isNot = context.isNot ?? false
  const hint = utils.matcherHint(input.matcherName, 'received', input.expectedArgument ?? 'expected', {
    isNot,
    promise: context.promise ?? '',
    ...(input.secondArgument === undefined ? {} : { secondArgument: input.secondArgument }),
  })
  // A suffix may name a snapshot by its test name, which is text from the user's code.
  const { verdict } = input
  // A threshold that accepts a reject text is the problem, whatever the received text scored.
  if (verdict.kind === 'score' && verdict.reject && acceptsReject(verdict)) {
    return [hint, '', ...rejectLines(verdict.reject, verdict.threshold, verdict.details.score, quote)].join('\n')
  }
  const suffix = input.headlineSuffix ? ` ${escapeUnsafe(input.headlineSuffix)}` : ''
  const lines = [hint, '', ...guardLines(verdict, isNot), headline(input.verdict, isNot) + suffix]
  const detail = detailLine(input.verdict)
  if (detail) lines.push(detail)
  lines.push(
    '',
    `${input.expectedTitle ?? 'Expected'}: ${utils.EXPECTED_COLOR(quote(input.expected))}`,
    `Received: ${utils.RECEIVED_COLOR(quote(input.received))}`,
    '',
  )
  // The real texts are diffed; each piece is escaped before the runner's colors (control sequences too) go in.
  const diff = boundedCompactDiff(input.expected, input.received, {
    escape: escapeForDiff,
    expectedColor: utils.EXPECTED_COLOR,
    receivedColor: utils.RECEIVED_COLOR,
  })
  if (typeof diff === 'string') lines.push('Difference ([-expected-]{+received+}):', `  ${diff}`)
  else lines.push(...skippedDiffLines(diff, input, utils))
  return lines.join('\n')
}

/**
 * Failure message for a received value that is not text.
 *
 * @example
 * buildReceivedMessage(this, 'toBeSimilarTo', 'received value must be a string or { text: string }, got number 42')
 */
export function buildReceivedMessage(
  context: MatcherContext,
  matcherName: string,
  problem: string,
  labels: { expectedArgument?: string; secondArgument?: string } = {},
): string {
  const hint = context.utils.matcherHint(matcherName, 'received', labels.expectedArgument ?? 'expected', {
    isNot: context.isNot ?? false,
    promise: context.promise ?? '',
    ...(labels.secondArgument === undefined ? {} : { secondArgument: labels.secondArgument }),
  })
  return `${hint}\n\n${context.utils.RECEIVED_COLOR(escapeUnsafe(problem))}`
}
