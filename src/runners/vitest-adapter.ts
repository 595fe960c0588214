import type { RecordTarget, RunnerAdapter, VitestTaskLike } from '../channel/send.js'
import { isVitestTask } from '../channel/send.js'

interface Options {
  /** Vitest's global `expect`. */
  globalExpect: object
  /** `getCurrentTest` from `vitest/suite`: right for sequential tests. */
  getCurrentTest: () => unknown
  /** Tests that are running now (kept by a `beforeEach` of the entry). */
  running: ReadonlySet<VitestTaskLike>
}

function assertionCalls(expect: unknown): number {
  const getState = (expect as { getState?: unknown } | null | undefined)?.getState
  if (typeof getState !== 'function') return 0
  const calls = (getState.call(expect) as { assertionCalls?: unknown } | undefined)?.assertionCalls
  return typeof calls === 'number' ? calls : 0
}

/** The test context's own `expect`, only if the test asked for it (reading `context.expect` creates one). */
function contextExpect(task: VitestTaskLike): unknown {
  const context = (task as { context?: { _local?: unknown; expect?: unknown } }).context
  return context?._local === true ? context.expect : undefined
}

function stateName(creator: unknown): string | undefined {
  const getState = (creator as { getState?: unknown } | null | undefined)?.getState
  if (typeof getState !== 'function') return undefined
  const name = (getState.call(creator) as { currentTestName?: unknown } | undefined)?.currentTestName
  return typeof name === 'string' && name !== '' ? name : undefined
}

/**
 * Finds the test an asymmetric match belongs to. A factory called on a test-context `expect`
 * carries that test's full name, which stays right under `test.concurrent`; the global `expect`
 * falls back to Vitest's current test, exactly as Vitest itself does.
 *
 * @example
 * installRunnerAdapter(vitestAdapter({ globalExpect: expect, getCurrentTest, running }))
 */
export function vitestAdapter({ globalExpect, getCurrentTest, running }: Options): RunnerAdapter {
  return {
    currentTarget(creator): RecordTarget | undefined {
      const current = getCurrentTest()
      const name = creator === globalExpect ? undefined : stateName(creator)
      if (name === undefined) return isVitestTask(current) ? { task: current } : undefined
      if (isVitestTask(current) && (current as { fullTestName?: string }).fullTestName === name)
        return { task: current }
      const named = [...running].filter((task) => (task as { fullTestName?: string }).fullTestName === name)
      // Two running tests with the same full name: recording on either could be wrong, so skip.
      return named.length === 1 ? { task: named[0]! } : undefined
    },
    // Each `expect(...)` call counts one assertion on the expect it was called on: the global one
    // (reset at each try of a test) or the test context's own; their sum moves at every assertion.
    assertionCount(target): number {
      const local = 'task' in target ? contextExpect(target.task) : undefined
      return assertionCalls(globalExpect) + (local ? assertionCalls(local) : 0)
    },
  }
}
