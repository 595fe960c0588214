import { andThen } from '../core/maybe-async.js'
import { decodeSnapshotText, encodeSnapshotBody } from './codec.js'
import { jestSnapshotKeys, peekJestSnapshot, type JestSnapshotState } from './jest-internals.js'
import {
  SnapshotEntryError,
  type Judge,
  type LaterJudge,
  type Judgement,
  type SnapshotLocation,
  type SnapshotOutcome,
} from './result.js'

/**
 * Jest's `SnapshotState.match` stores `pretty-format(received)`, which would quote and escape a
 * string by the user's `snapshotFormat`. expect-similar hands it this branded box instead, and
 * {@link snapshotTextSerializer} prints the box as the exact entry text. The brand is a global
 * symbol, so boxes and serializers from different copies of this module (ESM/CJS, one per test
 * file) still recognize each other.
 */
const SNAPSHOT_TEXT = Symbol.for('expect-similar.snapshot-text')
const SERIALIZER_ADDED = Symbol.for('expect-similar.snapshot-serializer-added')

interface SnapshotTextBox {
  [SNAPSHOT_TEXT]: string
}

/**
 * The snapshot serializer that lets Jest store fuzzy-snapshot text verbatim; added to Jest's
 * `expect` by {@link registerSnapshotSerializer}.
 *
 * @example
 * expect.addSnapshotSerializer(snapshotTextSerializer)
 */
export const snapshotTextSerializer = {
  test(value: unknown): boolean {
    return typeof value === 'object' && value !== null && typeof (value as SnapshotTextBox)[SNAPSHOT_TEXT] === 'string'
  },
  serialize(value: unknown): string {
    return (value as SnapshotTextBox)[SNAPSHOT_TEXT]
  },
}

interface ExpectWithSerializers {
  addSnapshotSerializer(serializer: typeof snapshotTextSerializer): void
}

/**
 * Adds the serializer `toMatchSimilarSnapshot` needs to Jest's `expect`, once per test file. The
 * matcher does it by itself through Jest's global `expect`; call it yourself only when there is
 * none (`injectGlobals: false`), after `expect.extend(matchers)`.
 *
 * @example
 * import { expect } from '@jest/globals'
 * import { matchers, registerSnapshotSerializer } from 'expect-similar/matchers'
 * expect.extend(matchers)
 * registerSnapshotSerializer(expect)
 */
export function registerSnapshotSerializer(expect: ExpectWithSerializers): void {
  const scope = globalThis as { [SERIALIZER_ADDED]?: boolean }
  if (scope[SERIALIZER_ADDED]) return
  expect.addSnapshotSerializer(snapshotTextSerializer)
  scope[SERIALIZER_ADDED] = true
}

function ensureSerializer(): void {
  const scope = globalThis as { [SERIALIZER_ADDED]?: boolean; expect?: Partial<ExpectWithSerializers> }
  if (scope[SERIALIZER_ADDED]) return
  // Injected globals (Jest's default) let the matcher help itself when the entry was not used.
  if (typeof scope.expect?.addSnapshotSerializer === 'function') {
    registerSnapshotSerializer(scope.expect as ExpectWithSerializers)
    return
  }
  throw new Error(
    'expect-similar: toMatchSimilarSnapshot needs its snapshot serializer, ' +
      'and there is no global expect to add it to. ' +
      "Call registerSnapshotSerializer(expect) from 'expect-similar/matchers' after expect.extend(matchers).",
  )
}

// Wraps entry text for `SnapshotState.match`, which hands it to snapshotTextSerializer.
function box(text: string): SnapshotTextBox {
  return { [SNAPSHOT_TEXT]: encodeSnapshotBody(text) }
}

/** The parts of Jest's matcher context this module reads. */
export interface JestSnapshotContext {
  // `unknown`: the same matcher also runs under Vitest, whose state has another shape.
  snapshotState?: unknown
  currentTestName?: string
  currentConcurrentTestName?: () => string | undefined
  currentTestIdentity?: () => object | undefined
  testFailing?: boolean
  error?: Error
  dontThrow?: () => void
}

function testNameOf(context: JestSnapshotContext, hint: string | undefined): string {
  const name = context.currentConcurrentTestName?.() ?? context.currentTestName ?? ''
  // jest-snapshot joins a hint with ': ' (`${currentTestName}: ${hint}`).
  return name && hint ? `${name}: ${hint}` : name
}

function stateOf(context: JestSnapshotContext): JestSnapshotState {
  const state = context.snapshotState as Partial<JestSnapshotState> | null | undefined
  if (state === null || state === undefined || typeof state.match !== 'function' || typeof state.fail !== 'function') {
    throw new Error(
      'expect-similar: toMatchSimilarSnapshot needs Jest snapshot state (this.snapshotState), ' +
        'which is only there inside a running Jest test',
    )
  }
  return state as JestSnapshotState
}

/**
 * Runs one fuzzy snapshot check against Jest's snapshot state. With a stored entry, `judge`
 * decides; a similar text is then handed to `match` as the STORED text, so Jest counts the entry
 * as matched and checked (never obsolete) and leaves it exactly as it was. A dissimilar text is
 * handed over as the received text, so Jest's own rules decide between failing and (under `-u`)
 * rewriting. Without an entry, Jest's rules decide between writing and (in CI) refusing.
 *
 * @example
 * const outcome = matchJestSnapshot(this, received, hint, (stored) => ({ pass: score(stored, received) >= 0.8 }))
 */
export function matchJestSnapshot<J extends Judgement>(
  context: JestSnapshotContext,
  receivedText: string,
  hint: string | undefined,
  judge: Judge<J>,
): SnapshotOutcome<J>
export function matchJestSnapshot<J extends Judgement>(
  context: JestSnapshotContext,
  receivedText: string,
  hint: string | undefined,
  judge: LaterJudge<J>,
): SnapshotOutcome<J> | Promise<SnapshotOutcome<J>>
export function matchJestSnapshot<J extends Judgement>(
  context: JestSnapshotContext,
  receivedText: string,
  hint: string | undefined,
  judge: LaterJudge<J>,
): SnapshotOutcome<J> | Promise<SnapshotOutcome<J>> {
  const state = stateOf(context)
  ensureSerializer()
  // Like toMatchSnapshot: report failures at the end of the test, so a failing snapshot does not
  // stop the later ones in the same test from being checked (and reported obsolete).
  if (!context.testFailing) context.dontThrow?.()
  const testName = testNameOf(context, hint)
  const testIdentity = context.currentTestIdentity?.()
  const peeked = peekJestSnapshot(state, testName)
  const match = (text: string): { pass: boolean } => {
    const result = state.match({
      testName,
      received: box(text),
      isInline: false,
      ...(context.error ? { error: context.error } : {}),
      ...(context.testFailing ? { testFailing: true } : {}),
      ...(testIdentity ? { testIdentity } : {}),
    })
    // Without a stored entry either key is right: the one Jest used is the one it wrote.
    const expected = peeked.stored === undefined ? jestSnapshotKeys(testName, peeked.count) : [peeked.key]
    if (!expected.includes(result.key)) {
      throw new Error(
        `expect-similar: Jest used snapshot key \`${result.key}\` where \`${peeked.key}\` was expected; ` +
          `this jest-snapshot version is not supported by toMatchSimilarSnapshot`,
      )
    }
    return result
  }
  const location: SnapshotLocation = { key: peeked.key, count: peeked.count }

  if (peeked.stored === undefined) {
    return { ...location, status: match(receivedText).pass ? 'written' : 'missing' }
  }
  const decoded = decodeSnapshotText(peeked.stored)
  if (!decoded.ok) {
    // Counts the entry as checked (so it is not reported obsolete) without writing anything.
    state.fail(testName, receivedText, undefined, testIdentity)
    throw new SnapshotEntryError(peeked.key, decoded.problem)
  }
  const storedText = decoded.text
  return andThen(judge(storedText), (judgement): SnapshotOutcome<J> => {
    if (judgement.pass) {
      match(storedText)
      return { ...location, status: 'matched', storedText, judgement }
    }
    const status = match(receivedText).pass ? 'updated' : 'mismatched'
    return { ...location, status, storedText, judgement }
  })
}

/**
 * Consumes the snapshot slot of a call that cannot be checked (the received value is not text), so
 * the later snapshots of the test keep their keys and the entry is not reported obsolete.
 *
 * @example
 * const { key } = skipJestSnapshot(this, hint, received)
 */
export function skipJestSnapshot(
  context: JestSnapshotContext,
  hint: string | undefined,
  received: unknown,
): SnapshotLocation {
  const state = stateOf(context)
  if (!context.testFailing) context.dontThrow?.()
  const testName = testNameOf(context, hint)
  const key = state.fail(testName, received, undefined, context.currentTestIdentity?.())
  const count = Number(/(\d+)$/.exec(key)?.[1] ?? 1)
  return { key, count }
}
