/**
 * `expect-similar/matchers`: the plain matchers, for calling `expect.extend` yourself, and
 * {@link installMatchers}, which installs everything on a given Jest `expect`.
 *
 * @example
 * import { afterAll, afterEach, beforeEach, expect } from '@jest/globals'
 * import { installMatchers } from 'expect-similar/matchers'
 * installMatchers(expect, { beforeEach, afterEach, afterAll })
 */
import type { TestState } from './channel/send.js'
import { installAsymmetricMatchers, matchers } from './matchers/registry.js'
import type { JestHooks } from './runners/jest-adapter.js'
import { setupJest } from './runners/jest-setup.js'
import { registerSnapshotSerializer, type snapshotTextSerializer } from './snapshot/jest-snapshot.js'

/** The Jest `expect` that {@link installMatchers} installs on (`@jest/globals`' or the global one). */
export interface InstallableExpect {
  extend(matchers: object): void
  getState(): TestState
  addSnapshotSerializer(serializer: typeof snapshotTextSerializer): void
  not: object
}

/**
 * Installs everything `expect-similar/jest` installs, on the Jest `expect` given, for setups
 * without Jest's globals (`injectGlobals: false`): the matchers, `similarTo`/`differingByAtMost`
 * on `expect` and `expect.not`, and the serializer `toMatchSimilarSnapshot` needs. Pass Jest's
 * hooks too (from `@jest/globals`) so asymmetric matches are recorded and retries counted, as
 * the entry does; without them only the assertion matchers leave score records. Call it once, in
 * a `setupFilesAfterEnv` file.
 *
 * @example
 * // jest.setup.ts, in setupFilesAfterEnv
 * import { afterAll, afterEach, beforeEach, expect } from '@jest/globals'
 * import { installMatchers } from 'expect-similar/matchers'
 * installMatchers(expect, { beforeEach, afterEach, afterAll })
 */
export function installMatchers(expect: InstallableExpect, hooks?: JestHooks): void {
  expect.extend(matchers)
  registerSnapshotSerializer(expect)
  if (hooks) setupJest(expect, hooks)
  else installAsymmetricMatchers(expect)
}

export { matchers, asymmetricMatchers, inverseAsymmetricMatchers } from './matchers/registry.js'
export { toBeSimilarTo } from './matchers/to-be-similar-to.js'
export { toDifferByAtMost } from './matchers/to-differ-by-at-most.js'
export { toBeSimilarToAny } from './matchers/to-be-similar-to-any.js'
export { toMatchSimilarSnapshot } from './matchers/to-match-similar-snapshot.js'
export { registerSnapshotSerializer } from './snapshot/jest-snapshot.js'
export { similarTo, SimilarTo } from './matchers/similar-to.js'
export { differingByAtMost, DifferingByAtMost } from './matchers/differing-by-at-most.js'
export type { JestHooks } from './runners/jest-adapter.js'
export type {
  SimilarityOptions,
  ContentSimilarityMatcherOptions,
  TextualDifferenceMatcherOptions,
  DifferenceOptions,
} from './matchers/options.js'
export type { SimilarityMatchers, SimilarityAsymmetricMatchers } from './matchers/types.js'
export type { MatcherContext, MatcherResult } from './matchers/context.js'
export type { VitestScoreRecord, JestScoreLine } from './records/types.js'
export type { ScoreRecord, RecordTexts, ScorerName, MatcherName } from './records/types.js'
export { RECORD_DIR_ENV, RECORD_VERSION } from './records/types.js'
