import { differingByAtMost, notDifferingByAtMost } from './differing-by-at-most.js'
import { notSimilarTo, similarTo } from './similar-to.js'
import { toBeSimilarToAny } from './to-be-similar-to-any.js'
import { toBeSimilarTo } from './to-be-similar-to.js'
import { toDifferByAtMost } from './to-differ-by-at-most.js'
import { toMatchSimilarSnapshot } from './to-match-similar-snapshot.js'

// biome-ignore lint/suspicious/noExplicitAny: a matcher or factory of any signature keeps its own type.
type AnyFunction = (this: any, ...args: any[]) => any

/**
 * `fn`, except that the errors it throws for a mistake in the call (our `expect-similar:`
 * TypeErrors: a bad option, a wrong argument count) lose the package's own frames, so the runner's
 * code frame and first stack line are the user's `expect` call and not a line of dist/.
 */
function atCaller<F extends AnyFunction>(fn: F): F {
  const wrapped = function (this: unknown, ...args: unknown[]) {
    try {
      return fn.apply(this, args)
    } catch (error) {
      if (error instanceof TypeError && error.message.startsWith('expect-similar: ')) {
        Error.captureStackTrace(error, wrapped)
      }
      throw error
    }
  }
  // The runners and the type tests read the name; the wrapper keeps the matcher's.
  Object.defineProperty(wrapped, 'name', { value: fn.name })
  return wrapped as F
}

function eachAtCaller<T extends Record<string, AnyFunction>>(fns: T): T {
  return Object.fromEntries(Object.entries(fns).map(([name, fn]) => [name, atCaller(fn)])) as T
}

/**
 * The plain matcher object, for `expect.extend`.
 *
 * @example
 * expect.extend(matchers)
 */
export const matchers = eachAtCaller({ toBeSimilarTo, toDifferByAtMost, toBeSimilarToAny, toMatchSimilarSnapshot })

/**
 * The asymmetric factories, as installed on `expect`.
 *
 * @example
 * Object.assign(myExpect, asymmetricMatchers)
 */
export const asymmetricMatchers = eachAtCaller({ similarTo, differingByAtMost })

/**
 * The inverted asymmetric factories, as installed on `expect.not`.
 *
 * @example
 * Object.assign(myExpect.not, inverseAsymmetricMatchers)
 */
export const inverseAsymmetricMatchers = eachAtCaller({
  similarTo: notSimilarTo,
  differingByAtMost: notDifferingByAtMost,
})

function define(target: object, name: string, value: unknown): void {
  Object.defineProperty(target, name, { configurable: true, enumerable: true, writable: true, value })
}

/**
 * Puts `similarTo`/`differingByAtMost` on `expect` and `expect.not` (and on any extra objects a
 * runner copies asymmetric matchers from).
 *
 * @example
 * installAsymmetricMatchers(expect)
 */
export function installAsymmetricMatchers(expect: { not: object }, ...alsoOn: object[]): void {
  for (const [name, factory] of Object.entries(asymmetricMatchers)) {
    define(expect, name, factory)
    for (const target of alsoOn) define(target, name, factory)
  }
  for (const [name, factory] of Object.entries(inverseAsymmetricMatchers)) define(expect.not, name, factory)
}
