import type { RecordTarget, RunnerAdapter } from '../channel/send.js'
import { isVitestTask, type VitestTaskLike } from '../channel/vitest/write.js'

interface Options {
  /** Vitest's global `expect`. */
  globalExpect: object
  /** `getCurrentTest` from `vitest/suite`: right for sequential tests. */
  getCurrentTest: () => unknown
  /** Tests that are running now, in the order they started (kept by a `beforeEach` of the entry). */
  running: ReadonlySet<VitestTaskLike>
  /** The file task whose tests run now (kept by a `beforeAll` of the entry): it records the hooks. */
  currentFile: () => VitestTaskLike | undefined
  /** The test whose async context this is (kept by an `aroundEach` of the entry), if any. */
  contextTest: () => VitestTaskLike | undefined
  /** Prints a warning (console.warn in the entry). */
  warn: (message: string) => void
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
 * Finds the test an assertion belongs to: the test whose async context it runs in, which the
 * entry's `aroundEach` keeps (right for any expect, under `test.concurrent` too). Outside it (code
 * that lost its async context), a factory called on a test-context `expect` carries that test's
 * full name, which stays right under `test.concurrent`; the global `expect` falls back to Vitest's
 * current test, exactly as Vitest itself does. With no current test, the
 * assertion runs either in a `beforeAll`/`afterAll` hook (no test running: it is recorded on the
 * file, which the reporters show as its `(hooks)` test) or, under `test.concurrent`, after the
 * test Vitest called current ended: it is then recorded on a test still running, with a warning,
 * rather than lost.
 *
 * @example
 * const options = { globalExpect: expect, getCurrentTest, running, currentFile, contextTest, warn }
 * installRunnerAdapter(vitestAdapter(options))
 */
export function vitestAdapter(options: Options): RunnerAdapter {
  const { globalExpect, getCurrentTest, running } = options
  let warned = false
  const withoutName = (current: unknown): RecordTarget | undefined => {
    if (isVitestTask(current)) return { task: current }
    const tests = [...running]
    const task = tests[tests.length - 1]
    if (!task) {
      const file = options.currentFile()
      return file ? { task: file } : undefined
    }
    if (tests.length > 1 && !warned) {
      warned = true
      options.warn(
        `expect-similar: an assertion made with the global expect inside test.concurrent ` +
          `could not be tied to its test (Vitest's current test had ended); its score is recorded on ` +
          `"${(task as { fullTestName?: string }).fullTestName ?? task.id}", ` +
          `the test that started last among those running (later ones in this file too, without this warning). ` +
          `Use the test context's expect: test.concurrent('name', async ({ expect }) => { ... }).`,
      )
    }
    return { task }
  }
  return {
    contextTarget(): RecordTarget | undefined {
      const own = options.contextTest()
      return own ? { task: own } : undefined
    },
    currentTarget(creator): RecordTarget | undefined {
      const current = getCurrentTest()
      const name = creator === undefined || creator === globalExpect ? undefined : stateName(creator)
      // The test of this async context is right whichever expect made the matcher, unless a
      // test-context expect of another test did.
      const own = options.contextTest()
      if (own && (name === undefined || (own as { fullTestName?: string }).fullTestName === name)) return { task: own }
      if (name === undefined) return withoutName(current)
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
