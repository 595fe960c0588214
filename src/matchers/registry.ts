import { differingByAtMost, notDifferingByAtMost } from './differing-by-at-most.js'
import { notSimilarTo, similarTo } from './similar-to.js'
import { toBeSimilarToAny } from './to-be-similar-to-any.js'
import { toBeSimilarTo } from './to-be-similar-to.js'
import { toDifferByAtMost } from './to-differ-by-at-most.js'
import { toMatchSimilarSnapshot } from './to-match-similar-snapshot.js'

/**
 * The plain matcher object, for `expect.extend`.
 *
 * @example
 * expect.extend(matchers)
 */
export const matchers = { toBeSimilarTo, toDifferByAtMost, toBeSimilarToAny, toMatchSimilarSnapshot }

/**
 * The asymmetric factories, as installed on `expect`.
 *
 * @example
 * Object.assign(myExpect, asymmetricMatchers)
 */
export const asymmetricMatchers = { similarTo, differingByAtMost }

/**
 * The inverted asymmetric factories, as installed on `expect.not`.
 *
 * @example
 * Object.assign(myExpect.not, inverseAsymmetricMatchers)
 */
export const inverseAsymmetricMatchers = { similarTo: notSimilarTo, differingByAtMost: notDifferingByAtMost }

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
