import { assertNoPendingAssertions } from '../matchers/pending.js'
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

/** The Jest globals that register hooks. */
export interface JestHooks {
  beforeEach(fn: () => void): void
  afterEach(fn: () => void): void
  afterAll(fn: () => void): void
}

/**
 * Registers the Jest hooks the records need: a `beforeEach` counting attempts per test name
 * (so `jest.retryTimes` retries get attempt 2, 3, ...), flushes of pending asymmetric records, and
 * the write of the file's buffered records at its end.
 *
 * @example
 * registerJestHooks(globalThis, () => expect.getState())
 */
export function registerJestHooks(hooks: JestHooks, getState: () => TestState): void {
  hooks.beforeEach(() => {
    const target = jestTarget(getState())
    if (target) countTestStart(target.testPath, target.testName)
  })
  hooks.afterEach(() => {
    flushPendingRecords()
    // An un-awaited assertion with an async scorer would otherwise decide nothing: Jest does not wait for it.
    assertNoPendingAssertions()
  })
  hooks.afterAll(endTestFile)
}
