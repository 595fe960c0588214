import { afterEach, describe, expect, it, vi } from 'vitest'
import { trackPending } from '../../src/matchers/pending.js'
import { registerJestHooks, type JestHooks } from '../../src/runners/jest-adapter.js'

// What the Jest entry registers, driven by hand: the hooks as jest-circus would call them (the setup
// file's root hooks run before the test file's own), and the jest-circus events after them.
const EVENT_HANDLERS = Symbol.for('EVENT_HANDLERS')
type Handler = (event: { name: string; test?: { errors: unknown[] } }, state: { unhandledErrors: unknown[] }) => void
const scope = globalThis as Record<symbol, unknown>

/** The entry's hooks and event handlers, with the test whose async context is current. */
function install(circus: boolean) {
  const handlers: Handler[] = []
  if (circus) scope[EVENT_HANDLERS] = handlers
  const hooks: Record<'beforeEach' | 'afterEach' | 'afterAll', (() => void)[]> = {
    beforeEach: [],
    afterEach: [],
    afterAll: [],
  }
  const register: JestHooks = {
    beforeEach: (fn) => hooks.beforeEach.push(fn),
    afterEach: (fn) => hooks.afterEach.push(fn),
    afterAll: (fn) => hooks.afterAll.push(fn),
  }
  let current: object | undefined
  registerJestHooks(register, () => ({ currentTestIdentity: () => current }))
  const runHooks = (kind: keyof typeof hooks) => {
    for (const hook of hooks[kind]) hook()
  }
  const dispatch = (event: Parameters<Handler>[0], state = { unhandledErrors: [] as unknown[] }) => {
    for (const handler of handlers) handler(event, state)
    return state
  }
  return { runHooks, dispatch, inTest: (test: object | undefined) => (current = test), handlers }
}

/** An assertion with an async scorer that the test settles itself. */
function slowAssertion(what = "toBeSimilarTo with scorer 'judge'") {
  let finish: () => void = () => {}
  const promise = trackPending(new Promise<void>((resolve) => (finish = resolve)), what)
  return { promise, finish }
}

const ENDED = "expect-similar: toBeSimilarTo with scorer 'judge' was still running when the test ended"
const FILE_ENDED = "expect-similar: toBeSimilarTo with scorer 'judge' was still running when the test file ended"

describe('the Jest entry checks for un-awaited assertions after the test file’s own hooks', () => {
  afterEach(() => {
    delete scope[EVENT_HANDLERS]
  })

  it('leaves an assertion the test file’s root afterEach awaits alone, and fails one it leaves running', async () => {
    const { runHooks, dispatch, inTest } = install(true)
    const test = { errors: [] as unknown[] }
    inTest(test)
    const awaitedLater = slowAssertion()
    // The setup file's afterEach runs first, while the assertion is still running: no verdict yet.
    expect(() => runHooks('afterEach')).not.toThrow()
    // The test file's own afterEach awaits it, then starts one it forgets.
    awaitedLater.finish()
    await awaitedLater.promise
    const forgotten = slowAssertion()
    dispatch({ name: 'test_done', test })
    expect(test.errors).toHaveLength(1)
    expect(String(test.errors[0])).toContain(ENDED)
    // Reported once: the next test does not fail for it.
    const next = { errors: [] as unknown[] }
    inTest(next)
    dispatch({ name: 'test_done', test: next })
    expect(next.errors).toEqual([])
    forgotten.finish()
  })

  it('fails the file for a hook’s assertion still running after the test file’s own afterAll', async () => {
    const { runHooks, dispatch, inTest } = install(true)
    inTest(undefined)
    const fromBeforeAll = slowAssertion()
    expect(() => runHooks('afterAll')).not.toThrow()
    // The test file's afterAll awaits it: the file passes.
    fromBeforeAll.finish()
    await fromBeforeAll.promise
    expect(dispatch({ name: 'run_finish' }).unhandledErrors).toEqual([])
    // One a root afterAll starts and never awaits fails the file.
    const forgotten = slowAssertion()
    const { unhandledErrors } = dispatch({ name: 'run_finish' })
    expect(unhandledErrors).toHaveLength(1)
    expect(String(unhandledErrors[0])).toContain(FILE_ENDED)
    forgotten.finish()
  })

  it('runs first among jest-circus handlers, so the result reported as the test ends has the failure', () => {
    const report: Handler = (event) => reported.push(event.test?.errors.length ?? -1)
    const reported: number[] = []
    scope[EVENT_HANDLERS] = [report]
    let current: object | undefined
    registerJestHooks({ beforeEach: () => {}, afterEach: () => {}, afterAll: () => {} }, () => ({
      currentTestIdentity: () => current,
    }))
    const handlers = scope[EVENT_HANDLERS] as Handler[]
    expect(handlers).toHaveLength(2)
    const test = { errors: [] as unknown[] }
    current = test
    const forgotten = slowAssertion()
    for (const handler of handlers) handler({ name: 'test_done', test }, { unhandledErrors: [] })
    expect(reported).toEqual([1])
    forgotten.finish()
  })

  it('finds no test for a record once the test file finished, and leaves its torn-down state alone', async () => {
    vi.resetModules()
    const fresh = await import('../../src/runners/jest-adapter.js')
    const handlers: Handler[] = []
    scope[EVENT_HANDLERS] = handlers
    let reads = 0
    const getState = () => {
      reads++
      return { testPath: '/p/a.test.js', currentTestName: 'greets', currentTestIdentity: () => ({ invocations: 1 }) }
    }
    fresh.registerJestHooks({ beforeEach: () => {}, afterEach: () => {}, afterAll: () => {} }, getState)
    const adapter = fresh.jestAdapter(getState)
    expect(adapter.currentTarget(undefined)).toMatchObject({ testPath: '/p/a.test.js', testName: 'greets' })
    for (const handler of handlers) handler({ name: 'run_finish' }, { unhandledErrors: [] })
    reads = 0
    expect(adapter.currentTarget(undefined)).toBeUndefined()
    expect(reads).toBe(0)
  })

  it('checks in its own afterEach and afterAll hooks without jest-circus', () => {
    const { runHooks, inTest } = install(false)
    const test = {}
    inTest(test)
    const forgotten = slowAssertion()
    expect(() => runHooks('afterEach')).toThrowError(ENDED)
    inTest(undefined)
    const inHook = slowAssertion()
    expect(() => runHooks('afterAll')).toThrowError(FILE_ENDED)
    forgotten.finish()
    inHook.finish()
  })
})
