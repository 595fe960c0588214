import { type CallSites, heldCallSites } from '../channel/call-site.js'
import type { RecordTo } from '../channel/send.js'
import { throwProblem } from '../core/validate.js'
import type { GuardVerdict } from '../core/guards/index.js'
import { wholeTexts } from '../records/texts.js'
import type { GuardRecord, MatcherName, ScoreRecord } from '../records/types.js'
import type { MatcherContext, MatcherResult } from './context.js'
import {
  acceptsReject,
  buildMessage,
  failedGuards,
  buildReceivedMessage,
  type MessageInput,
  type Verdict,
} from './message.js'
import { argumentCountProblem } from './options.js'
import { lenientField, probesSkipped, type LeniencyInput } from './leniency.js'
import { normalizeReceived } from './received.js'
import { addRecordFields } from './score.js'
import { isThenable, type MaybePromise } from '../core/maybe-async.js'
import { trackPending } from './pending.js'

/**
 * Whether a verdict passes: a score at least its minimum (with no reject text reaching it and
 * every guard agreeing), or a change count at most its maximum.
 */
export function verdictPasses(verdict: Verdict): boolean {
  if (verdict.kind === 'changes') return verdict.changes <= verdict.maxChanges
  return verdict.details.score >= verdict.threshold && !acceptsReject(verdict) && failedGuards(verdict).length === 0
}

// The facts come from the texts, so they travel with them: withTextsSetting drops them with the texts.
function guardRecord(guard: GuardVerdict): GuardRecord {
  const { kind, pass, missing, added, message } = guard
  return { kind, pass, facts: { missing, added, message } }
}

/** The two texts an assertion's score was measured on: its reference and the received text. */
export interface ComparedTexts {
  expected: string
  received: string
}

/**
 * The score record of one decided assertion, the same for a matcher and its asymmetric form.
 * `pass` is the assertion's outcome (after `.not`), `isNot` whether it was negated; the texts go
 * in whole, and the channel cuts them (or leaves them out) as the reporter's setting says.
 */
export function scoreRecord(
  matcher: MatcherName,
  verdict: Verdict,
  pass: boolean,
  isNot: boolean,
  compared: ComparedTexts,
  leniency?: LeniencyInput,
): ScoreRecord {
  // Probes test a minimum that accepts text: only a passing, not negated score verdict has one.
  const probing = leniency !== undefined && pass && !isNot && verdict.kind === 'score'
  const lenient = probing ? lenientField(leniency, verdict.details.score) : undefined
  const skipped = probing ? probesSkipped(leniency) : undefined
  // Built by assignment, in the order the fields always had: spreads of small objects into one
  // literal cost more than the rest of the record (see addRecordFields).
  const { details } = verdict
  const record = { matcher, scorer: details.scorer, score: details.score } as ScoreRecord
  addRecordFields(record, details)
  if (verdict.kind === 'score') record.threshold = verdict.threshold
  else record.maxChanges = verdict.maxChanges
  const reject = verdict.kind === 'score' ? verdict.reject : undefined
  if (reject !== undefined) {
    record.rejectChecked = reject.checked
    record.rejectMax = reject.max
  }
  if (lenient !== undefined) record.lenient = lenient
  else if (skipped !== undefined) record.probesSkipped = skipped
  if (verdict.kind === 'score' && verdict.guards) record.guards = verdict.guards.map(guardRecord)
  record.pass = pass
  record.isNot = isNot
  record.texts = wholeTexts(compared.expected, compared.received)
  return record
}

/** What a matcher concluded about the received text, and what its failure message compares it with. */
export type Judgement = Pick<MessageInput, 'verdict' | 'expected' | 'expectedTitle' | 'headlineSuffix'> & {
  /** What leniency probes test, for a similarity verdict (see leniency.ts). */
  leniency?: LeniencyInput
}

/** One call of a matcher, as the shared opening needs it. */
export interface MatcherCall {
  /** The matcher's name, in errors, hints and records. */
  name: MatcherName
  /** The names of the arguments after `received`, in order. */
  argumentNames: readonly string[]
  /** The arguments after `received`, as given. */
  args: ArrayLike<unknown>
  /** The matcher function the runner called: frames from it inward are cut from a caller's-mistake error. */
  callee?: (...args: never[]) => unknown
  /**
   * Where the call's record goes (`recordTo(this)`), undefined when nowhere: asked by the matcher
   * the runner called, so that it can read the stack in its own frame when a record is made.
   */
  to: RecordTo | undefined
  /**
   * The stack of the call, read by the matcher the runner called (`callSites('matcher')`): V8
   * walks every frame between the capture and the test, so one frame nearer the test is one less.
   */
  sites?: CallSites
  /** The stack of the call, held while an async scorer answers: the record's line is the call's. */
  held?: CallSites
}

/**
 * Rethrows `error`; when it is our TypeError for a mistake in the call, first cuts the stack at
 * `callee`, so the runner's code frame and first stack line are the user's `expect` call, not dist/.
 * Done in a catch of a function that is on the stack anyway: a wrapper would add a frame, and
 * Vitest finds an annotation's line within the first 10 frames.
 */
export function atCaller(error: unknown, callee: (...args: never[]) => unknown): never {
  if (error instanceof TypeError && error.message.startsWith('expect-similar: ')) {
    Error.captureStackTrace(error, callee)
  }
  throw error
}

/** What an async scorer's answer becomes when its assertion was already reported as never awaited. */
const LOST: unique symbol = Symbol('lost assertion')

/**
 * The opening and the ending every assertion matcher shares, so a matcher holds only its
 * decision: checks the argument count, lets `prepare` validate the arguments (throwing) and return
 * the judge, reads the received text (not text fails the assertion, with no record), then records
 * the judge's verdict and builds the message from it.
 *
 * @example
 * return runMatcher(this, received, { name: 'toBeSimilarTo', argumentNames, args }, () => {
 *   const resolved = parseSimilarityOptions(options)
 *   return (text) => ({ verdict: scoreVerdict(scoreSimilarity(expected, text, resolved), resolved), expected })
 * })
 */
export function runMatcher(
  context: MatcherContext,
  received: unknown,
  call: MatcherCall,
  prepare: () => (text: string) => MaybePromise<Judgement>,
): MaybePromise<MatcherResult> {
  const { name, argumentNames, args } = call
  let judge: (text: string) => MaybePromise<Judgement>
  try {
    throwProblem(argumentCountProblem(name, argumentNames, args))
    judge = prepare()
  } catch (error) {
    atCaller(error, call.callee ?? runMatcher)
  }
  // The hint names the first argument, and the second one when it was given.
  const labels = {
    expectedArgument: argumentNames[0],
    secondArgument: args[1] === undefined ? undefined : argumentNames[1],
  }
  const isNot = context.isNot ?? false
  const text = normalizeReceived(received)
  if (!text.ok) {
    const problem = text.problem
    return { pass: isNot, message: () => buildReceivedMessage(context, name, problem, labels) }
  }
  const judgement = judge(text.text)
  // An async custom scorer: the runner awaits the result, and the entries fail a test that ends first.
  // Once it answers, the same steps run again on its judgement, synchronously.
  if (isThenable(judgement)) {
    const held = heldCallSites()
    const decide = (answered: Judgement) => runMatcher(context, received, { ...call, held }, () => () => answered)
    // Answered after its test already failed for it, it decides nothing more: it records nothing (the
    // runner's globals may be torn down by then) and returns a result that throws nowhere.
    const answered = trackPending<Judgement | typeof LOST>(
      Promise.resolve(judgement),
      `${name} with an async scorer`,
      () => LOST,
    )
    return answered.then((j) => (j === LOST ? { pass: !isNot, message: () => '' } : decide(j)))
  }
  // Recorded here, in the matcher's own frame: Vitest reads an annotation's location from the 10
  // frames under the record, and one more frame of ours pushes the test's line out of them.
  const pass = verdictPasses(judgement.verdict)
  if (call.to) {
    const compared = { expected: judgement.expected, received: text.text }
    const record = scoreRecord(name, judgement.verdict, pass !== isNot, isNot, compared, judgement.leniency)
    call.to.record(record, call.held ?? call.sites)
  }
  return {
    pass,
    message: () => buildMessage(context, { matcherName: name, ...labels, ...judgement, received: text.text }),
  }
}
