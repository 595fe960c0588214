// Assertions whose custom scorer answered with a Promise: the matcher returns a promise, and one
// the test never awaited could end after its test, or never decide it. The runner entries check,
// after each test, that none is still running, and fail the test if one is.

const running = new Set<string>()
let made = 0

/**
 * Tracks `promise` (an assertion's) until it settles; `what` names it in the error.
 *
 * @example
 * return trackPending(result, "toBeSimilarTo with scorer 'judge'")
 */
export function trackPending<T>(promise: Promise<T>, what: string): Promise<T> {
  made++
  const id = `${what}#${made}`
  running.add(id)
  const done = () => running.delete(id)
  promise.then(done, done)
  return promise
}

/**
 * Throws when assertions are still running: called after each test. It forgets them, so one
 * missing `await` fails one test, not every later one.
 */
export function assertNoPendingAssertions(): void {
  if (running.size === 0) return
  const names = [...new Set([...running].map((id) => id.slice(0, id.lastIndexOf('#'))))]
  running.clear()
  throw new Error(
    `expect-similar: ${names.join(', ')} was still running when the test ended: an assertion with an ` +
      'async scorer returns a promise, so write `await expect(...)` (or return it), or its verdict is lost',
  )
}
