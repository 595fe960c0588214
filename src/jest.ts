/**
 * `expect-similar/jest`: add to `setupFilesAfterEnv` in your Jest config.
 *
 * @example
 * // jest.config.js
 * module.exports = { setupFilesAfterEnv: ['expect-similar/jest'] }
 */
// The 'expect' augmentation below needs that module in the program.
import type {} from 'expect'
import { matchers } from './matchers/registry.js'
import type { SimilarityAsymmetricMatchers, SimilarityMatchers } from './matchers/types.js'
import { jestGlobals, setupJest } from './runners/jest-setup.js'

const { expect, hooks } = jestGlobals(globalThis as Record<string, unknown>)
expect.extend(matchers)
setupJest(expect, hooks)

declare module 'expect' {
  interface Matchers<R extends void | Promise<void>, T = unknown> extends SimilarityMatchers<R> {}
  interface AsymmetricMatchers extends SimilarityAsymmetricMatchers {}
}

declare global {
  namespace jest {
    /* biome-ignore lint/complexity/noBannedTypes: a merged declaration must repeat
       @types/jest's type parameters exactly */
    interface Matchers<R, T = {}> extends SimilarityMatchers<R> {}
    interface Expect extends SimilarityAsymmetricMatchers {}
    interface InverseAsymmetricMatchers extends SimilarityAsymmetricMatchers {}
  }
}
