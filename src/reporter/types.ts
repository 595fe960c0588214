import type { MatcherName, ScoreRecord, ScorerName } from '../records/types.js'

/**
 * One score record after the runner adapter has placed it: which file and test it came from,
 * which repeat, and how many attempts the test took. Only the deciding attempt's records get here.
 */
export interface CollectedRecord extends ScoreRecord {
  /** Test file path relative to the root, with `/` separators. */
  file: string
  /** Full test name as the runner prints it. */
  test: string
  /** The Vitest project that ran it, in a run of several projects (then `file` starts with `[project] `). */
  project?: string
  /** 0-based repeat index (Vitest `repeats`); always 0 for Jest. */
  repeat: number
  /** How many times the test ran in total, counting retries and repeats (1 = ran once). */
  attempts: number
}

/** Score statistics of one scorer inside one file or the whole run. */
export interface ScorerStats {
  count: number
  mean: number
  min: number
  max: number
  /** Mean number of changes over the records that carry `changes` (textual difference). */
  meanChanges?: number
}

/** Counts and scores of a set of records: one file or the whole run. */
export interface Aggregate {
  /** Number of scored assertions. */
  assertions: number
  passed: number
  failed: number
  /** passed / assertions, in [0, 1]. */
  passRate: number
  /** Mean score over every scored assertion, whatever its scorer. */
  mean: number
  scorers: Partial<Record<ScorerName, ScorerStats>>
  /** Distinct tests with at least one scored assertion. */
  tests: number
  /** Of those, how many ran more than once because of retries. */
  retriedTests: number
}

export interface FileSummary extends Aggregate {
  file: string
  /** The Vitest project, in a run of several projects; see {@link CollectedRecord.project}. */
  project?: string
}

/** Score spread of one scorer within one test (over its repeats and repeated calls). */
export interface TestScorerStats {
  records: number
  mean: number
  /** Population standard deviation of the scores. */
  spread: number
  min: number
  max: number
}

/** Per-test statistics over the deciding attempt of every repeat. */
export interface TestSummary {
  file: string
  test: string
  /** Distinct repeats that produced records. */
  runs: number
  /** Runs in which every scored assertion passed. */
  passedRuns: number
  records: number
  /** Times the test ran, counting retries and repeats. */
  attempts: number
  /** Mean and spread per scorer; scores of different scorers are never mixed. */
  scorers: Partial<Record<ScorerName, TestScorerStats>>
}

/**
 * pass^k: the share of scored tests whose every run (repeat) passed all of its scored assertions.
 * With one run per test it equals the share of tests with no failed scored assertion.
 */
export interface PassK {
  /** Scored tests. */
  tests: number
  /** Tests whose every run passed. */
  allRunsPassed: number
  /** allRunsPassed / tests, in [0, 1]; 1 when there are no tests. */
  rate: number
  /** The largest number of runs of any test: the k of pass^k. */
  maxRuns: number
}

/** Everything the renderers need, as plain data. */
export interface ScoreSummary {
  runner: RunnerInfo
  files: FileSummary[]
  total: Aggregate
  tests: TestSummary[]
  passK: PassK
  /** Every record, sorted by file, test, repeat, then recording order. */
  records: CollectedRecord[]
  /** Scorers that appear anywhere in the run, in a fixed order. */
  scorers: ScorerName[]
  /** Problems met while reading records, shown in every output. */
  warnings: string[]
}

export interface RunnerInfo {
  name: string
  version: string
}

export type { MatcherName, ScorerName }
