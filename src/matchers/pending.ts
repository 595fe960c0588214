// Assertions whose custom scorer answered with a Promise: the matcher returns a promise, and one
// the test never awaited could end after its test, or never decide it. The runner entries check,
// after each test, that none of that test's own is still running, and fail the test if one is:
// under test.concurrent other tests' awaited assertions run meanwhile and are none of its business.
// What no test owns (made in a beforeAll or afterAll hook) is checked at the end of the test file.

/** The running assertions of each owner (a test, or `undefined` for none), by a unique number. */
const running = new Map<unknown, Map<number, string>>()
/** Assertions a check already failed a test (or the file) for, still running: their verdict is lost. */
const lost = new Set<number>()
let made = 0
let ownerNow: () => unknown = () => undefined

/**
 * Tells the tracking how to find the test an assertion belongs to, in the async context the
 * matcher runs in: anything that is the same value for the same test (its task or test object),
 * or `undefined` outside any test. Each runner entry installs its own.
 *
 * @example
 * setPendingOwner(() => tests.getStore())
 */
export function setPendingOwner(find: () => unknown): void {
  ownerNow = find
}

/**
 * Tracks `promise` (an assertion's) until it settles, on the test running it; `what` names it in the error.
 * Given `quiet`, the promise returned settles with `quiet()` instead when the assertion was already
 * reported as still running (its test or file failed for it): nobody awaits it, so a failed verdict
 * or a scorer's error would only escape as an unhandled rejection, which ends a Jest worker process
 * (or fails a later part of the run) after the file it belongs to.
 *
 * @example
 * return trackPending(result, "toBeSimilarTo with scorer 'judge'", () => ({ pass: !isNot, message: () => '' }))
 */
export function trackPending<T>(promise: Promise<T>, what: string, quiet?: () => T): Promise<T> {
  const owner = ownerNow()
  const id = ++made
  const own = running.get(owner) ?? new Map<number, string>()
  running.set(owner, own.set(id, what))
  const done = () => {
    const list = running.get(owner)
    if (list?.delete(id) && list.size === 0) running.delete(owner)
    return lost.delete(id)
  }
  if (quiet === undefined) {
    promise.then(done, done)
    return promise
  }
  return promise.then(
    (value) => (done() ? quiet() : value),
    (error: unknown) => {
      if (done()) return quiet()
      throw error
    },
  )
}

function forget(own: Map<number, string>): string[] {
  for (const id of own.keys()) lost.add(id)
  return [...own.values()]
}

function stillRunning(names: Iterable<string>, when: string): Error {
  return new Error(
    `expect-similar: ${[...new Set(names)].join(', ')} was still running when ${when}: an assertion with an ` +
      'async scorer returns a promise, so write `await expect(...)` (or return it), or its verdict is lost',
  )
}

/**
 * Throws when assertions of `owner` (the test that just ended; by default the one of this async
 * context) are still running: called after each test. It forgets them, so one missing `await`
 * fails one test, not every later one; other tests' assertions are left alone.
 */
export function assertNoPendingAssertions(owner: unknown = ownerNow()): void {
  const own = running.get(owner)
  if (!own) return
  running.delete(owner)
  throw stillRunning(forget(own), 'the test ended')
}

/**
 * Throws when any assertion is still running at the end of a test file, then forgets them all:
 * made outside a test (a beforeAll or afterAll hook) and never awaited, since every test's own
 * were checked when it ended.
 */
export function assertNoPendingAtFileEnd(): void {
  if (running.size === 0) return
  const names = [...running.values()].flatMap(forget)
  running.clear()
  throw stillRunning(names, 'the test file ended (made in a beforeAll or afterAll hook, outside any test)')
}
