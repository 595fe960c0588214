/**
 * `expect-similar/matchers`: the plain matchers, for calling `expect.extend` yourself.
 *
 * @example
 * import { expect } from '@jest/globals'
 * import { matchers, similarTo } from 'expect-similar/matchers'
 * expect.extend(matchers)
 */
export { matchers, asymmetricMatchers, inverseAsymmetricMatchers } from './matchers/registry.js'
export { toBeSimilarTo } from './matchers/to-be-similar-to.js'
export { toDifferByAtMost } from './matchers/to-differ-by-at-most.js'
export { toBeSimilarToAny } from './matchers/to-be-similar-to-any.js'
export { toMatchSimilarSnapshot } from './matchers/to-match-similar-snapshot.js'
export { registerSnapshotSerializer } from './snapshot/jest-snapshot.js'
export { similarTo, SimilarTo } from './matchers/similar-to.js'
export { differingByAtMost, DifferingByAtMost } from './matchers/differing-by-at-most.js'
export type { SimilarityOptions, DifferenceOptions } from './matchers/options.js'
export type { SimilarityMatchers, SimilarityAsymmetricMatchers } from './matchers/types.js'
export type { MatcherContext, MatcherResult } from './matchers/context.js'
export type { VitestScoreRecord, JestScoreLine } from './records/types.js'
export type { ScoreRecord, ScorerName, MatcherName } from './records/types.js'
export { RECORD_DIR_ENV, RECORD_VERSION } from './records/types.js'
