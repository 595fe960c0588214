export { diceCoefficient } from './dice.js'
export { contentSimilarity } from './content-similarity.js'
export type { ContentSimilarityOptions, ContentSimilarityResult } from './content-similarity.js'
export { textualDifference } from './textual-difference.js'
export type {
  LcsTextualDifferenceResult,
  TextualDifferenceAlgorithm,
  TextualDifferenceOptions,
  TextualDifferenceResult,
} from './textual-difference.js'
export { tokenize } from './tokenize.js'
export type { Granularity } from './tokenize.js'
export { SequenceMatcher } from './sequence-matcher.js'
export type { Sequence, MatchingBlock, Opcode, OpcodeTag, IsJunk, SequenceMatcherOptions } from './sequence-matcher.js'
export { ScoringBudgetError, defaultBudget } from './budget.js'
export { createContentSimilarityScorer, createTextualDifferenceScorer } from './mastra.js'
export type {
  Scorer,
  ScorerMessage,
  ScorerMessageContent,
  ScorerMessagePart,
  ScorerRunArgs,
  ScorerRunInput,
  TextualDifferenceMetrics,
  TextualDifferenceScorerOptions,
  MastraTextualDifferenceVersion,
  ContentSimilarityRunResult,
  TextualDifferenceRunResult,
} from './mastra.js'
export { probeLeniency } from './probes.js'
export type { LeniencyProbes, ProbeLeniencyOptions, ScoredProbe, Probe, ProbeKind } from './probes.js'
export { fromMastra } from './scorers/from-mastra.js'
export type {
  ExpectedAs,
  FromMastraOptions,
  MastraLikeScorer,
  MastraRunArgs,
  MastraTextMessage,
} from './scorers/from-mastra.js'
export type { CustomScorer, CustomScoreFunction, CustomScoreResult, CustomScoreValue } from './scorers/custom.js'
