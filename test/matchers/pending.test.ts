import { afterEach, describe, expect, it } from 'vitest'
import {
  assertNoPendingAssertions,
  assertNoPendingAtFileEnd,
  setPendingOwner,
  trackPending,
} from '../../src/matchers/pending.js'

// The owner the tracking sees, set by each test as a runner entry's async context would be.
let owner: unknown
setPendingOwner(() => owner)

/** A promise the test settles itself, so nothing here depends on timers. */
function deferred(): { promise: Promise<number>; finish: () => void } {
  let finish: () => void = () => {}
  const promise = new Promise<number>((resolve) => (finish = () => resolve(1)))
  return { promise, finish }
}

/** Tracks a deferred promise on `test`, as a matcher with an async scorer running in it would. */
function start(test: unknown, what = "toBeSimilarTo with scorer 'judge'") {
  owner = test
  const { promise, finish } = deferred()
  const tracked = trackPending(promise, what)
  owner = undefined
  return { tracked, finish }
}

const ENDED = (names: string) => `expect-similar: ${names} was still running when the test ended`
const FILE_ENDED = (names: string) => `expect-similar: ${names} was still running when the test file ended`

describe('the pending assertions of each test', () => {
  afterEach(() => {
    // Nothing may be left for the next test: the checks forget what they reported.
    expect(() => assertNoPendingAtFileEnd()).not.toThrow()
  })

  it("checks only the ending test's own assertions: another test's awaited one runs on", async () => {
    const a = { name: 'a' }
    const b = { name: 'b' }
    const slowB = start(b)
    // Test a ends (it awaited its own, or had none) while b's assertion is still running.
    expect(() => assertNoPendingAssertions(a)).not.toThrow()
    slowB.finish()
    expect(await slowB.tracked).toBe(1)
    expect(() => assertNoPendingAssertions(b)).not.toThrow()
  })

  it('reports an un-awaited assertion on its own test, with the names once each, then forgets it', async () => {
    const a = { name: 'a' }
    const b = { name: 'b' }
    const forgotten = start(a, 'toBeSimilarTo with an async scorer')
    const twice = start(a, 'toBeSimilarTo with an async scorer')
    const snapshot = start(a, 'toMatchSimilarSnapshot with an async scorer')
    const awaitedByB = start(b)
    expect(() => assertNoPendingAssertions(b)).toThrowError(ENDED("toBeSimilarTo with scorer 'judge'"))
    expect(() => assertNoPendingAssertions(a)).toThrowError(
      ENDED('toBeSimilarTo with an async scorer, toMatchSimilarSnapshot with an async scorer') +
        ': an assertion with an async scorer returns a promise, so write `await expect(...)` (or return it), ' +
        'or its verdict is lost',
    )
    expect(() => assertNoPendingAssertions(a)).not.toThrow()
    for (const { finish } of [forgotten, twice, snapshot, awaitedByB]) finish()
    await Promise.all([forgotten.tracked, twice.tracked, snapshot.tracked, awaitedByB.tracked])
  })

  it('keeps tests that share a name apart when their owners differ, and the same test together', () => {
    const first = { name: 'same' }
    const second = { name: 'same' }
    const one = start(first)
    expect(() => assertNoPendingAssertions(second)).not.toThrow()
    expect(() => assertNoPendingAssertions(first)).toThrowError(ENDED("toBeSimilarTo with scorer 'judge'"))
    one.finish()
  })

  it('forgets an assertion once it settled, resolved or rejected', async () => {
    const a = { name: 'a' }
    owner = a
    const resolved = trackPending(Promise.resolve(1), 'resolves')
    const rejected = trackPending(Promise.reject(new Error('scorer threw')), 'rejects')
    owner = undefined
    await resolved
    await expect(rejected).rejects.toThrowError('scorer threw')
    expect(() => assertNoPendingAssertions(a)).not.toThrow()
  })

  it('checks the test of the current async context when given none', () => {
    const a = { name: 'a' }
    const pending = start(a)
    owner = { name: 'other' }
    expect(() => assertNoPendingAssertions()).not.toThrow()
    owner = a
    expect(() => assertNoPendingAssertions()).toThrowError(ENDED("toBeSimilarTo with scorer 'judge'"))
    owner = undefined
    pending.finish()
  })

  it('leaves what no test owns (a beforeAll hook) to the end of the file, which reports everything left', async () => {
    const test = { name: 'a' }
    const inHook = start(undefined, 'toBeSimilarTo with an async scorer')
    const leftByTest = start(test, 'toBeSimilarToAny with an async scorer')
    expect(() => assertNoPendingAssertions({ name: 'b' })).not.toThrow()
    expect(() => assertNoPendingAtFileEnd()).toThrowError(
      FILE_ENDED('toBeSimilarTo with an async scorer, toBeSimilarToAny with an async scorer') +
        ' (made in a beforeAll or afterAll hook, outside any test): an assertion with an async scorer returns a ' +
        'promise, so write `await expect(...)` (or return it), or its verdict is lost',
    )
    expect(() => assertNoPendingAssertions(test)).not.toThrow()
    inHook.finish()
    leftByTest.finish()
    await Promise.all([inHook.tracked, leftByTest.tracked])
  })

  it('passes the promise through unchanged', async () => {
    const { promise, finish } = deferred()
    expect(trackPending(promise, 'x')).toBe(promise)
    finish()
    await promise
  })
})

describe('an assertion that settles after it was reported as still running', () => {
  const quiet = () => -1

  it('settles quietly, whether its verdict failed or its scorer threw, so nothing rejects unawaited', async () => {
    const test = { name: 't' }
    owner = test
    let fail: (error: Error) => void = () => {}
    const failing = trackPending(new Promise<number>((_, reject) => (fail = reject)), 'a', quiet)
    const late = deferred()
    const answering = trackPending(late.promise, 'b', quiet)
    owner = undefined
    expect(() => assertNoPendingAssertions(test)).toThrowError(ENDED('a, b'))
    fail(new Error('the judge is down'))
    late.finish()
    expect(await failing).toBe(-1)
    expect(await answering).toBe(-1)
  })

  it('keeps the verdict and the error of one that settled in time, and of one a hook made until the file ends', async () => {
    owner = { name: 't' }
    const inTime = deferred()
    const kept = trackPending(inTime.promise, 'a', quiet)
    const rejected = trackPending(Promise.reject(new Error('the judge is down')), 'b', quiet)
    owner = undefined
    inTime.finish()
    expect(await kept).toBe(1)
    await expect(rejected).rejects.toThrow('the judge is down')
    const hook = deferred()
    const inHook = trackPending(hook.promise, 'c', quiet)
    expect(() => assertNoPendingAtFileEnd()).toThrowError(FILE_ENDED('c'))
    hook.finish()
    expect(await inHook).toBe(-1)
  })
})
