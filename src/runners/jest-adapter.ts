import { assertNoPendingAssertions, assertNoPendingAtFileEnd, setPendingOwner } from '../matchers/pending.js'
import { countTestStart, endTestFile, flushPendingRecords, jestTarget } from '../channel/jest/write.js'
import type { RecordTarget, RunnerAdapter, TestState } from '../channel/send.js'

function assertionCalls(state: unknown): number {
  const calls = (state as { assertionCalls?: unknown } | undefined)?.assertionCalls
  return typeof calls === 'number' ? calls : 0
}

/** Finds the running Jest test through `expect.getState()`. */
export function jestAdapter(getState: () => TestState): RunnerAdapter {
  return {
    currentTarget(): RecordTarget | undefined {
      return jestTarget(getState())
    },
    // Jest counts an assertion once its matcher returned: comparisons inside one assertion share
    // the count, the copies printing its failure see one more (the channel skips those anyway).
    assertionCount(): number {
      return assertionCalls(getState())
    },
  }
}

/**
 * The test an assertion belongs to: Jest 30.5+ keeps each test's own object in its async context
 * (none in beforeAll/afterAll hooks); earlier ones name the test, right under test.concurrent too.
 */
function testOf(state: TestState): unknown {
  if (typeof state.currentTestIdentity === 'function') return state.currentTestIdentity()
  const name = state.currentConcurrentTestName?.() ?? state.currentTestName
  return name ? `${state.testPath ?? ''}\u0000${name}` : undefined
}

// jest-circus keeps its test event handlers in an array on the test file's global, under this symbol.
const EVENT_HANDLERS = Symbol.for('EVENT_HANDLERS')

interface CircusEvent {
  name: string
  test?: { concurrent?: unknown; errors?: unknown }
}

/**
 * Jest runs no beforeEach/afterEach hooks for a test.concurrent test: the check runs when its
 * function ended instead, and a failure joins the test's errors, as a failed afterEach hook's would.
 */
function checkConcurrentTests(getState: () => TestState): void {
  const handlers = (globalThis as Record<symbol, unknown>)[EVENT_HANDLERS]
  if (!Array.isArray(handlers)) return
  handlers.push((event: CircusEvent) => {
    const { name, test } = event
    if (name !== 'test_fn_success' && name !== 'test_fn_failure') return
    if (test?.concurrent !== true || !Array.isArray(test.errors)) return
    try {
      assertNoPendingAssertions(testOf(getState()))
    } catch (error) {
      test.errors.push(error)
    }
  })
}

/** The Jest globals that register hooks. */
export interface JestHooks {
  beforeEach(fn: () => void): void
  afterEach(fn: () => void): void
  afterAll(fn: () => void): void
}

/**
 * Registers the Jest hooks the records need: a `beforeEach` counting attempts per test name
 * (so `jest.retryTimes` retries get attempt 2, 3, ...), flushes of pending asymmetric records, and
 * the write of the file's buffered records at its end; and the checks that fail a test (or, for a
 * hook's, the file) whose assertion with an async scorer was never awaited.
 *
 * @example
 * registerJestHooks(globalThis, () => expect.getState())
 */
export function registerJestHooks(hooks: JestHooks, getState: () => TestState): void {
  setPendingOwner(() => testOf(getState()))
  checkConcurrentTests(getState)
  hooks.beforeEach(() => {
    const target = jestTarget(getState())
    if (target) countTestStart(target.testPath, target.testName)
  })
  hooks.afterEach(() => {
    flushPendingRecords()
    // An un-awaited assertion with an async scorer would otherwise decide nothing: Jest does not wait for it.
    assertNoPendingAssertions(testOf(getState()))
  })
  hooks.afterAll(() => {
    endTestFile()
    // What a beforeAll hook did not await fails the file, not a test.
    assertNoPendingAtFileEnd()
  })
}
