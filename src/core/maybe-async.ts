// A custom scorer may answer with a Promise: the matchers and the snapshot modules then return one,
// and stay synchronous otherwise. These helpers keep one code path for both.

/** A value, or a promise of it when a custom scorer is async. */
export type MaybePromise<T> = T | Promise<T>

/**
 * Whether `value` is a promise or any other thenable: not `instanceof Promise`, as a Jest test file
 * runs in its own realm, with its own Promise.
 */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}

/**
 * `next(value)` now when `value` is not a promise, else once it resolves (a rejection passes through).
 *
 * @example
 * andThen(score, (s) => s >= 0.7) // boolean, or Promise<boolean> for an async scorer
 */
export function andThen<T, U>(value: MaybePromise<T>, next: (resolved: T) => MaybePromise<U>): MaybePromise<U> {
  return isThenable(value) ? Promise.resolve(value).then(next) : next(value as T)
}

/** The values, or a promise of all of them when one is a promise. */
export function allOf<T>(values: readonly MaybePromise<T>[]): MaybePromise<T[]> {
  return values.some(isThenable) ? Promise.all(values) : (values as T[])
}

/**
 * `value` when it is not a promise; else a TypeError saying that `where` (an asymmetric matcher,
 * which the runners call synchronously inside an equality check) cannot await scorer `scorer`. The
 * promise is dropped with its rejection handled, so nothing reports it a second time.
 */
export function syncOnly<T>(value: MaybePromise<T>, where: string, scorer: string): T {
  if (!isThenable(value)) return value as T
  value.then(undefined, () => {})
  throw new TypeError(
    `expect-similar: ${where} cannot use scorer '${scorer}': it answered with a Promise, and an asymmetric ` +
      'matcher is checked synchronously inside toEqual. Use `await expect(text).toBeSimilarTo(expected, { scorer })` ' +
      'on the field instead, or a synchronous scorer',
  )
}
