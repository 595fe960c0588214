// Stable shared API of the matchers (other features build on these; keep their signatures):
//   parseSimilarityOptions, parseDifferenceOptions, assertExpectedText, assertMaxChanges,
//   assertCandidates                                  (./options.ts: validation + defaults)
//   normaliseReceived                                 (./received.ts: string | { text } -> text)
//   scoreSimilarity, scoreDifference                  (./score.ts: options -> score + details)
//   buildMessage, buildReceivedMessage, formatScores  (./message.ts: the one message builder)
//   compactDiff                                       (./compact-diff.ts)
//   recordScore, recordAsymmetricScore                (../records/recorder.ts: score records)
//   MatcherContext                                    (./context.ts: typed `this` of a matcher)
export * from './options.js'
export * from './received.js'
export * from './score.js'
export * from './message.js'
export * from './compact-diff.js'
export type * from './context.js'
export type * from './types.js'
export { recordScore, recordAsymmetricScore } from '../records/recorder.js'
export { toBeSimilarTo, type MatcherResult } from './to-be-similar-to.js'
export { toDifferByAtMost } from './to-differ-by-at-most.js'
export { toBeSimilarToAny } from './to-be-similar-to-any.js'
export { toMatchSimilarSnapshot } from './to-match-similar-snapshot.js'
export { similarTo, notSimilarTo, SimilarTo } from './similar-to.js'
export { differingByAtMost, notDifferingByAtMost, DifferingByAtMost } from './differing-by-at-most.js'
export { TextAsymmetricMatcher } from './asymmetric.js'
