import { recordScore } from '../channel/send.js'
import { parseSnapshotArguments } from '../snapshot/arguments.js'
import { matchJestSnapshot, skipJestSnapshot, type JestSnapshotContext } from '../snapshot/jest-snapshot.js'
import type { Judgement, SnapshotOutcome } from '../snapshot/result.js'
import { matchVitestSnapshot, skipVitestSnapshot, type VitestSnapshotContext } from '../snapshot/vitest-snapshot.js'
import type { MatcherContext, MatcherResult } from './context.js'
import {
  acceptsReject,
  buildMessage,
  buildReceivedMessage,
  escapeUnsafe,
  failedGuards,
  guardVerdicts,
  scoreVerdict,
  type Verdict,
} from './message.js'
import { allOf, andThen, isThenable, type MaybePromise } from '../core/maybe-async.js'
import { isCustom, parseSimilarityOptions, type ResolvedSimilarityOptions, type SimilarityOptions } from './options.js'
import { trackPending } from './pending.js'
import { normalizeReceived } from './received.js'
import { scoreRecord, verdictPasses } from './run-matcher.js'
import { checkReject, type RejectCheck } from './reject.js'
import { scoreSimilarity, type ScoreDetails } from './score.js'

const NAME = 'toMatchSimilarSnapshot'

/** `this` of the matcher: the shared context plus what each runner's snapshot code reads. */
type SnapshotMatcherContext = MatcherContext & JestSnapshotContext & VitestSnapshotContext

interface SimilarityJudgement extends Judgement {
  verdict: Verdict
}

// Vitest's matcher state has a `soft` key (every Vitest 4 release) and, from 4.1.4, the chai
// assertion; Jest's has neither. Checking only `assertion` sent Vitest 4.1.0-4.1.3 down the Jest
// path, to an error about Jest.
function isVitest(context: SnapshotMatcherContext): boolean {
  return context.assertion !== undefined || 'soft' in context
}

function rejectUnsupported(context: SnapshotMatcherContext): void {
  if (context.isNot) {
    throw new Error(
      `expect-similar: ${NAME} cannot be used with .not: a snapshot is a reference to stay close to. ` +
        `To assert that text differs from a reference, use expect(text).not.toBeSimilarTo(reference).`,
    )
  }
  if (context.poll) {
    throw new Error(
      `expect-similar: ${NAME} cannot be used with expect.poll: every attempt would take a new snapshot slot.`,
    )
  }
}

function argumentLabels(
  hint: string | undefined,
  options: unknown,
): { expectedArgument: string; secondArgument?: string } {
  if (hint !== undefined && options !== undefined) return { expectedArgument: 'hint', secondArgument: 'options' }
  if (hint !== undefined) return { expectedArgument: 'hint' }
  return { expectedArgument: options === undefined ? '' : 'options' }
}

// Vitest has no --ci flag; it goes by the CI variable.
function ciMode(context: SnapshotMatcherContext): string {
  return isVitest(context) ? 'in CI (CI=true)' : 'in CI (--ci or CI=true)'
}

function updateAdvice(context: SnapshotMatcherContext): string {
  const command = isVitest(context) ? 'vitest -u' : 'jest -u'
  return `If the new text is right, run \`${command}\` to store it as the snapshot.`
}

/**
 * Fuzzy snapshot: stores the received text (a string or `{ text }`) in the runner's `.snap` file on
 * the first run, then passes while the text stays similar to the stored one (score ≥ `min`, as in
 * `toBeSimilarTo`). The stored text only changes with `-u`, so the reference does not drift. An
 * optional hint string may come before or after the options, as with `toMatchSnapshot`.
 *
 * @example
 * expect(await summarize(article)).toMatchSimilarSnapshot({ min: 0.8 })
 * expect(reply).toMatchSimilarSnapshot('greeting', { scorer: 'textual-difference', min: 0.9 })
 */
export function toMatchSimilarSnapshot(
  this: SnapshotMatcherContext,
  received: unknown,
  hintOrOptions?: string | SimilarityOptions,
  optionsOrHint?: string | SimilarityOptions,
  ...rest: unknown[]
): MaybePromise<MatcherResult> {
  rejectUnsupported(this)
  // Count only the arguments given, so `toMatchSimilarSnapshot(undefined, 'hint')` still works.
  const given = [hintOrOptions, optionsOrHint, ...rest]
  while (given.length > 0 && given[given.length - 1] === undefined) given.pop()
  const { hint, options } = parseSnapshotArguments(given)
  const resolved = parseSimilarityOptions(options)
  const labels = argumentLabels(hint, options)
  const vitest = isVitest(this)

  const text = normalizeReceived(received)
  if (!text.ok) {
    const problem = text.problem
    // Still take this call's snapshot slot, so later snapshots keep their keys.
    if (vitest) skipVitestSnapshot(this, hint)
    else skipJestSnapshot(this, hint, received)
    return { pass: false, message: () => buildReceivedMessage(this, NAME, problem, labels) }
  }

  // Reject texts are scored against the stored text; on the first write, against the text being stored.
  // `itself`: the stored text is the received one (written, or rewritten by -u); see scoreItself.
  const judgeAgainst = (storedText: string, name: string, itself = false): MaybePromise<SimilarityJudgement> => {
    const guards = guardVerdicts(storedText, text.text, resolved)
    const scored = allOf<unknown>([
      itself ? scoreItself(storedText, resolved) : scoreSimilarity(storedText, text.text, resolved),
      checkReject([{ text: storedText, name }], resolved),
    ])
    return andThen(scored, ([details, reject]) => {
      const verdict = scoreVerdict(details as ScoreDetails, resolved, reject as RejectCheck | undefined, guards)
      // Whether the snapshot matched: a reject text the threshold accepts is not the received text's
      // fault, so it neither fails the match nor gets the stored text replaced under -u. A failed
      // guard is: the received text changed a fact of the stored one.
      return { pass: verdict.details.score >= resolved.min && failedGuards(verdict).length === 0, verdict }
    })
  }
  const judge = (storedText: string) => judgeAgainst(storedText, 'the snapshot')
  const outcome: MaybePromise<SnapshotOutcome<SimilarityJudgement>> = vitest
    ? matchVitestSnapshot(this, text.text, hint, judge)
    : matchJestSnapshot(this, text.text, hint, judge)
  const finished = andThen(outcome, (decided) =>
    finishSnapshot(this, { outcome: decided, received: text.text, labels, resolved, judgeAgainst }),
  )
  // Settled after its test already failed for it (never awaited), it throws nowhere: see trackPending.
  const quiet = (): MatcherResult => ({ pass: true, message: () => '' })
  return isThenable(finished) ? trackPending(finished, `${NAME} with an async scorer`, quiet) : finished
}

/**
 * The received text against itself, which the snapshot stores once written or rewritten by -u: a
 * built-in scorer computes it (1), a custom one is not asked again, as an LLM judge would be called
 * twice per assertion under -u for a comparison whose answer the snapshot defines: the same text, 1.
 */
function scoreItself(received: string, resolved: ResolvedSimilarityOptions): MaybePromise<ScoreDetails> {
  if (!isCustom(resolved)) return scoreSimilarity(received, received, resolved)
  const { name, version } = resolved.scorer
  return { scorer: name, score: 1, ...(version === undefined ? {} : { scorerVersion: version }) }
}

/** What one snapshot check decided, and how to score the received text against any reference. */
interface Decided {
  outcome: SnapshotOutcome<SimilarityJudgement>
  received: string
  labels: { expectedArgument: string; secondArgument?: string }
  resolved: ResolvedSimilarityOptions
  judgeAgainst(storedText: string, name: string, itself?: boolean): MaybePromise<SimilarityJudgement>
}

// The record and the result of a snapshot check, once its score is known.
function finishSnapshot(context: SnapshotMatcherContext, decided: Decided): MaybePromise<MatcherResult> {
  const { outcome, received, labels, resolved, judgeAgainst } = decided
  // A threshold that accepts a reject text fails the assertion, whatever the snapshot's outcome, with
  // no -u advice: storing another text cannot fix a threshold.
  const thresholdOutcome = (verdict: Verdict, expected: string): MatcherResult => {
    const pass = verdictPasses(verdict)
    recordScore(context, scoreRecord(NAME, verdict, pass, false, { expected, received }))
    return {
      pass,
      message: () => buildMessage(context, { matcherName: NAME, ...labels, verdict, expected, received }),
    }
  }
  if ('judgement' in outcome && acceptsReject(outcome.judgement.verdict)) {
    return thresholdOutcome(outcome.judgement.verdict, outcome.storedText)
  }

  switch (outcome.status) {
    case 'written': {
      // Nothing was compared, so there is no score to record, unless reject texts were checked.
      if (resolved.reject === undefined) return { pass: true, message: () => '' }
      // The snapshot stays written: the text is fine, the threshold is not, and the next run says so again.
      // The record's expected text is the received one: it is what the snapshot now stores.
      return andThen(judgeAgainst(received, 'the received text', true), (judged) =>
        thresholdOutcome(judged.verdict, received),
      )
    }
    case 'missing': {
      const { key } = outcome
      const problem = `Snapshot \`${key}\` was not written: ${ciMode(context)} new snapshots are written only with -u.`
      return {
        pass: false,
        message: () =>
          `${buildReceivedMessage(context, NAME, problem, labels)}\n\n` +
          `Received: ${context.utils.RECEIVED_COLOR(escapeUnsafe(JSON.stringify(received)))}`,
      }
    }
    case 'matched': {
      // Probes edit the stored text, the reference the threshold guards.
      const leniency = { expected: outcome.storedText, resolved }
      const compared = { expected: outcome.storedText, received }
      recordScore(context, scoreRecord(NAME, outcome.judgement.verdict, true, false, compared, leniency))
      return { pass: true, message: () => '' }
    }
    // Under -u the user accepted the received text as the snapshot: it is scored against what the
    // snapshot now stores (itself: 1, without calling a custom scorer a second time), never against the
    // text just replaced, which would fail gates.
    case 'updated': {
      const compared = { expected: received, received }
      return andThen(judgeAgainst(received, 'the snapshot', true), (judged) => {
        recordScore(context, scoreRecord(NAME, judged.verdict, true, false, compared))
        return { pass: true, message: () => '' }
      })
    }
    case 'mismatched': {
      const { key, storedText, judgement } = outcome
      recordScore(context, scoreRecord(NAME, judgement.verdict, false, false, { expected: storedText, received }))
      return {
        pass: false,
        message: () =>
          `${buildMessage(context, {
            matcherName: NAME,
            ...labels,
            verdict: judgement.verdict,
            headlineSuffix: `(snapshot \`${key}\`)`,
            expectedTitle: 'Snapshot',
            expected: storedText,
            received,
          })}\n\n${updateAdvice(context)}`,
      }
    }
  }
}
