import { createRequire } from 'node:module'
import { andThen } from '../core/maybe-async.js'
import { decodeSnapshotText, encodeSnapshotText } from './codec.js'
import {
  SnapshotEntryError,
  type Judge,
  type LaterJudge,
  type Judgement,
  type SnapshotLocation,
  type SnapshotOutcome,
} from './result.js'

/**
 * Fuzzy snapshots on Vitest's domain-snapshot mechanics (Vitest 4.1, experimental).
 *
 * `Snapshots.toMatchDomainSnapshot(adapter, received)` from 'vitest' runs
 * `SnapshotClient.matchDomain`, which is two calls on the file's `SnapshotState`:
 * `probeExpectedSnapshot` (key, counter and stored entry; `markAsChecked` bumps the counter and
 * keeps the entry from being reported obsolete) and `processDomainSnapshot` (Vitest's own
 * write/update/CI rules, given the adapter's `{ pass }`). Its public form takes no snapshot hint,
 * so expect-similar makes the same two calls itself on `expect.getState().snapshotState`, with the
 * hint joined to the test name the way `toMatchSnapshot('hint')` joins it (`name > hint`). When a
 * Vitest release drops or renames them, the matcher fails with an error naming the version instead
 * of misbehaving.
 */

/** What `probeExpectedSnapshot` returns in Vitest 4.1. */
interface ExpectedSnapshot {
  key: string
  count: number
  data?: unknown
  markAsChecked(): void
}

/** The part of Vitest's `SnapshotState` (from @vitest/snapshot 4.1) this module calls. */
interface VitestSnapshotState {
  probeExpectedSnapshot(options: { testName: string; testId: string; isInline: boolean }): ExpectedSnapshot
  processDomainSnapshot(options: {
    testId: string
    received: string
    expectedSnapshot: ExpectedSnapshot
    matchResult?: { pass: boolean }
    isInline?: boolean
    assertionName?: string
  }): { pass: boolean; key: string; count: number }
}

/** A Vitest task, as far as naming it goes (`this.task` in a matcher). */
interface NamedTask {
  id?: string
  name: string
  suite?: NamedTask
  file?: NamedTask
}

/** The parts of Vitest's matcher context this module reads. */
export interface VitestSnapshotContext {
  snapshotState?: unknown
  currentTestName?: string
  task?: unknown
}

function vitestVersion(): string {
  try {
    // Resolved from the project, so it works from the ESM and the CJS build alike.
    const version = (createRequire(`${process.cwd()}/`)('vitest/package.json') as { version: string }).version
    return `Vitest ${version}`
  } catch {
    return 'this Vitest version'
  }
}

function stateOf(context: VitestSnapshotContext): VitestSnapshotState {
  const state = context.snapshotState as Partial<VitestSnapshotState> | undefined
  if (state === undefined || state === null) {
    throw new Error(
      'expect-similar: toMatchSimilarSnapshot needs Vitest snapshot state (expect.getState().snapshotState), ' +
        'which is only there inside a running Vitest test',
    )
  }
  if (typeof state.probeExpectedSnapshot !== 'function' || typeof state.processDomainSnapshot !== 'function') {
    throw new Error(
      `expect-similar: toMatchSimilarSnapshot needs Vitest >= 4.1.4 ` +
        `(SnapshotState.probeExpectedSnapshot and processDomainSnapshot), which ${vitestVersion()} does not have`,
    )
  }
  return state as VitestSnapshotState
}

// Same name as Vitest's snapshot code gives a test: its suites and its own name, without the file.
function testNameOf(context: VitestSnapshotContext, hint: string | undefined): { testName: string; testId: string } {
  const task = context.task as NamedTask | undefined
  let name = context.currentTestName ?? ''
  if (task && typeof task.name === 'string') {
    const names = [task.name]
    let current: NamedTask = task
    while (current.suite) {
      current = current.suite
      if (current !== task.file && current.name) names.unshift(current.name)
    }
    name = names.join(' > ')
  }
  const testName = hint ? `${name} > ${hint}` : name
  return { testName, testId: task?.id ?? name }
}

function probe(context: VitestSnapshotContext, hint: string | undefined) {
  const state = stateOf(context)
  const { testName, testId } = testNameOf(context, hint)
  const expected = state.probeExpectedSnapshot({ testName, testId, isInline: false })
  // Taking the counter slot up front, like matchDomain: every later outcome, error included, has used it.
  expected.markAsChecked()
  return { state, testId, expected }
}

/**
 * Runs one fuzzy snapshot check against Vitest's snapshot state. `judge` sees the stored text and
 * its `pass` is what Vitest's domain-snapshot rules act on: a pass leaves the entry as it was
 * (even under `-u`); a failure fails the test, or under `-u` rewrites the entry. Without an entry,
 * Vitest writes one, or in CI refuses and fails.
 *
 * @example
 * const outcome = matchVitestSnapshot(this, received, hint, (stored) => ({ pass: score(stored, received) >= 0.8 }))
 */
export function matchVitestSnapshot<J extends Judgement>(
  context: VitestSnapshotContext,
  receivedText: string,
  hint: string | undefined,
  judge: Judge<J>,
): SnapshotOutcome<J>
export function matchVitestSnapshot<J extends Judgement>(
  context: VitestSnapshotContext,
  receivedText: string,
  hint: string | undefined,
  judge: LaterJudge<J>,
): SnapshotOutcome<J> | Promise<SnapshotOutcome<J>>
export function matchVitestSnapshot<J extends Judgement>(
  context: VitestSnapshotContext,
  receivedText: string,
  hint: string | undefined,
  judge: LaterJudge<J>,
): SnapshotOutcome<J> | Promise<SnapshotOutcome<J>> {
  const { state, testId, expected } = probe(context, hint)
  const location: SnapshotLocation = { key: expected.key, count: expected.count }
  const process = (pass: boolean | undefined) =>
    state.processDomainSnapshot({
      testId,
      received: encodeSnapshotText(receivedText),
      expectedSnapshot: expected,
      ...(pass === undefined ? {} : { matchResult: { pass } }),
      isInline: false,
      assertionName: 'toMatchSimilarSnapshot',
    })

  if (expected.data === undefined) {
    return { ...location, status: process(undefined).pass ? 'written' : 'missing' }
  }
  const decoded = decodeSnapshotText(expected.data)
  if (!decoded.ok) throw new SnapshotEntryError(expected.key, decoded.problem)
  const storedText = decoded.text
  return andThen(judge(storedText), (judgement): SnapshotOutcome<J> => {
    const result = process(judgement.pass)
    const status = judgement.pass ? 'matched' : result.pass ? 'updated' : 'mismatched'
    return { ...location, status, storedText, judgement }
  })
}

/**
 * Consumes the snapshot slot of a call that cannot be checked (the received value is not text), so
 * the later snapshots of the test keep their keys and the entry is not reported obsolete.
 *
 * @example
 * const { key } = skipVitestSnapshot(this, hint)
 */
export function skipVitestSnapshot(context: VitestSnapshotContext, hint: string | undefined): SnapshotLocation {
  const { expected } = probe(context, hint)
  return { key: expected.key, count: expected.count }
}
