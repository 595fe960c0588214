import type { CollectedRecord, MatcherName, ScorerName } from '../records/types.js'

// The channel's readers produce these, so the type lives below both.
export type { CollectedRecord } from '../records/types.js'

/** Score statistics of one scorer inside one file or the whole run. */
export interface ScorerStats {
  count: number
  mean: number
  min: number
  max: number
  /** Mean number of changes over the records that carry `changes` (textual difference). */
  meanChanges?: number
}

/** Pass/fail counts of the negated (`.not`) assertions of a set of records. */
interface NegatedCounts {
  assertions: number
  passed: number
  failed: number
}

/**
 * Counts and scores of a set of records: one file or the whole run. A negated (`.not`) assertion
 * counts in pass/fail and the pass rate, but not in any score statistic: its score measures how
 * close the text came to something unwanted, so a higher score is worse, not better.
 */
export interface Aggregate {
  /** Number of scored assertions, negated ones included. */
  assertions: number
  passed: number
  failed: number
  /** passed / assertions, in [0, 1]. */
  passRate: number
  /** Mean score over every scored assertion that is not negated, whatever its scorer; 0 when there is none. */
  mean: number
  /** The negated (`.not`) assertions among `assertions`; they are left out of `mean` and `scorers`. */
  negated: NegatedCounts
  scorers: Partial<Record<ScorerName, ScorerStats>>
  /** Distinct tests with at least one scored assertion. */
  tests: number
  /** Of those, how many were retried (some repeat took more than one attempt). */
  retriedTests: number
  /**
   * Passing assertions whose `min` accepted a leniency probe (records with `lenient`); absent when
   * none did (always, with probes off).
   */
  lenient?: number
}

export interface FileSummary extends Aggregate {
  file: string
  /** The Vitest project, in a run of several projects; see {@link CollectedRecord.project}. */
  project?: string
}

/**
 * Scores of one assertion of a test over the runs (repeats) it was made in. An assertion is
 * identified by its position among its test's records in one run, its matcher and its scorer.
 */
export interface AssertionStats {
  /** 1-based position among the test's scored records in one run (negated ones included). */
  index: number
  matcher: MatcherName
  scorer: ScorerName
  /** Runs in which this assertion was made. */
  runs: number
  /** Of those, runs in which it passed. */
  passedRuns: number
  mean: number
  /** Population standard deviation of the scores; 0 for an assertion made once. */
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
  /** The most attempts any one run took (retries + 1); repeats are `runs`, not attempts. */
  attempts: number
  /** Score statistics per assertion that is not negated; different assertions are never mixed. */
  assertions: AssertionStats[]
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
