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
  }
}
