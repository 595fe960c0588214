import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { allOf, andThen, isThenable, syncOnly } from '../../src/core/maybe-async.js'

describe('maybe-async helpers', () => {
  it('tells thenables from other values, a promise of another realm (a Jest test file) included', () => {
    const otherRealm = runInNewContext('Promise.resolve(1)') as unknown
    expect(otherRealm instanceof Promise).toBe(false)
    // A `then` of any object or function makes a thenable, as `await` sees it.
    const withThen = <T extends object>(base: T, then: unknown): T =>
      Object.defineProperty(base, 'then', { value: then })
    const thenables = [
      Promise.resolve(1),
      otherRealm,
      withThen({}, () => {}),
      withThen(
        () => {},
        () => {},
      ),
    ]
    expect(thenables.map(isThenable)).toEqual([true, true, true, true])
    const others = [null, undefined, 1, 'then', withThen({}, 1), () => {}]
    expect(others.map(isThenable)).toEqual([false, false, false, false, false, false])
  })

  it('continues now with a plain value and later with a promise, a rejection passing through', async () => {
    expect(andThen(2, (n) => n * 3)).toBe(6)
    const later = andThen(runInNewContext('Promise.resolve(2)') as Promise<number>, (n) => n * 3)
    expect(isThenable(later)).toBe(true)
    expect(await later).toBe(6)
    await expect(andThen(Promise.reject(new Error('scorer threw')), () => 1)).rejects.toThrow('scorer threw')
  })

  it('gathers values now, or as one promise when any is a promise', async () => {
    expect(allOf([1, 2])).toEqual([1, 2])
    const gathered = allOf([1, Promise.resolve(2)])
    expect(isThenable(gathered)).toBe(true)
    expect(await gathered).toEqual([1, 2])
  })

  it('refuses a promise where only a value can be used, handling its rejection', () => {
    expect(syncOnly(0.5, 'expect.similarTo', 'judge')).toBe(0.5)
    expect(() => syncOnly(Promise.reject(new Error('late')), 'expect.similarTo', 'judge')).toThrowError(
      "expect-similar: expect.similarTo cannot use scorer 'judge': it answered with a Promise",
    )
  })
})
