import { assertNoPendingAssertions, assertNoPendingAtFileEnd, setPendingOwner } from '../matchers/pending.js'
import { countTestStart, endTestFile, flushPendingRecords, jestTarget } from '../channel/jest/write.js'
import type { RecordTarget, RunnerAdapter, TestState } from '../channel/send.js'

function assertionCalls(state: unknown): number {
  const calls = (state as { assertionCalls?: unknown } | undefined)?.assertionCalls
  return typeof calls === 'number' ? calls : 0
}

// Set once the test file's tests and hooks have all run (jest-circus's run_finish). An assertion
// nobody awaited may still end later, after Jest tore the file's globals down: its record has no
// test to go to (the test already failed for it), and writing it would touch those globals, which
// crashes the worker (Jest 30's globalsCleanup recurses in their setters) and loses the run's results.
let fileFinished = false

/** Finds the running Jest test through `expect.getState()`; none once the test file finished. */
export function jestAdapter(getState: () => TestState): RunnerAdapter {
  return {
    currentTarget(): RecordTarget | undefined {
      return fileFinished ? undefined : jestTarget(getState())
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
  test?: { errors?: unknown }
}

interface CircusState {
  unhandledErrors?: unknown
}

/**
 * The checks for un-awaited assertions, on jest-circus events rather than hooks. Jest runs a block's
 * hooks in the order they were declared, and this setup file declares its hooks before the test
 * file's root ones: a check in an afterEach or afterAll of ours would run before the user's, reporting
 * an assertion their cleanup awaits as forgotten and missing one they leave running. `test_done`
 * comes after every afterEach hook of a test (and for a test.concurrent test, which has none, after
 * its function), `run_finish` after every afterAll hook of the file. The handler goes first in the
 * list, so the result Jest reports for the test as it ends already has the failure. Returns false
 * without jest-circus (Jest's jasmine2 runner).
 */
function checkAfterHooks(getState: () => TestState): boolean {
  const handlers = (globalThis as Record<symbol, unknown>)[EVENT_HANDLERS]
  if (!Array.isArray(handlers)) return false
  handlers.unshift((event: CircusEvent, state: CircusState | undefined) => {
    if (event.name === 'test_done') {
      const errors = event.test?.errors
      try {
        assertNoPendingAssertions(testOf(getState()))
      } catch (error) {
        // Joins the test's errors, as a failed afterEach hook's would.
        if (Array.isArray(errors)) errors.push(error)
      }
    } else if (event.name === 'run_finish') {
      fileFinished = true
      const errors = state?.unhandledErrors
      try {
        // What a beforeAll or afterAll hook did not await fails the file, not a test, as a failed afterAll hook does.
        assertNoPendingAtFileEnd()
      } catch (error) {
        if (Array.isArray(errors)) errors.push(error)
      }
    }
  })
  return true
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
  const checked = checkAfterHooks(getState)
  hooks.beforeEach(() => {
    const target = jestTarget(getState())
    if (target) countTestStart(target.testPath, target.testName)
  })
  hooks.afterEach(() => {
    flushPendingRecords()
    // Without jest-circus the check can only run here, before the test file's own root afterEach hooks.
    if (!checked) assertNoPendingAssertions(testOf(getState()))
  })
  hooks.afterAll(() => {
    endTestFile()
    if (!checked) assertNoPendingAtFileEnd()
  })
}
