import { countTestStart, flushPendingRecords, testInvocations, type RecordTarget, type RunnerAdapter } from '../channel/send.js'

interface JestState {
  testPath?: string
  currentTestName?: string
  currentConcurrentTestName?: () => string | undefined
  currentTestIdentity?: () => unknown
}

/**
 * The running test as Jest's expect state names it (`currentConcurrentTestName` first).
 *
 * @example
 * jestTarget(expect.getState()) // { testPath: '/abs/a.test.ts', testName: 'suite test' }
 */
export function jestTarget(state: JestState): { testPath: string; testName: string; invocations?: number } | undefined {
  const testName = state.currentConcurrentTestName?.() ?? state.currentTestName
  if (!state.testPath || !testName) return undefined
  const invocations = testInvocations(state)
  return invocations === undefined ? { testPath: state.testPath, testName } : { testPath: state.testPath, testName, invocations }
}

/**
 * Finds the running Jest test through `expect.getState()`.
 *
 * @example
 * installRunnerAdapter(jestAdapter(() => expect.getState()))
 */
export function jestAdapter(getState: () => JestState): RunnerAdapter {
  return {
    currentTarget(): RecordTarget | undefined {
      return jestTarget(getState())
    },
  }
}

interface JestHooks {
  beforeEach(fn: () => void): void
  afterEach(fn: () => void): void
  afterAll(fn: () => void): void
}

/**
 * Registers the Jest hooks the records need: a `beforeEach` counting attempts per test name
 * (so `jest.retryTimes` retries get attempt 2, 3, ...) and flushes of buffered asymmetric records.
 *
 * @example
 * registerJestHooks(globalThis, () => expect.getState())
 */
export function registerJestHooks(hooks: JestHooks, getState: () => JestState): void {
  hooks.beforeEach(() => {
    const target = jestTarget(getState())
    if (target) countTestStart(target.testPath, target.testName)
  })
  hooks.afterEach(flushPendingRecords)
  hooks.afterAll(flushPendingRecords)
}
