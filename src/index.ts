export * from './core/index.js'

// The JSON report's types, for scripts that read `scores.json`, a baseline (an earlier report) or
// the score history (one HistoryEntry per JSONL line). Types only: nothing of the reporter loads.
export type {
  Aggregate,
  AssertionStats,
  BaselineComparison,
  CollectedRecord,
  FileDelta,
  FileSummary,
  GateReport,
  GateResult,
  GitInfo,
  HistoryEntry,
  HistoryFilePoint,
  HistoryPoint,
  PartialMerge,
  PassK,
  RunnerInfo,
  ScoreGate,
  ScoreReport,
  ScorerStats,
  ShardInfo,
  TestSummary,
  ThresholdOptions,
} from './reporter/model.js'
