import type { ScoreKey } from '../core/scorers/index.js'
import type { CollectedRecord, MatcherName, ScoreRecord } from '../records/types.js'

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
  /** By score key: a scorer, or `scorer:algorithm` for a non-default algorithm, never averaged with the default. */
  scorers: Partial<Record<ScoreKey, ScorerStats>>
  /** Distinct tests with at least one scored assertion. */
  tests: number
  /** Of those, how many were retried (some repeat took more than one attempt). */
  retriedTests: number
  /**
   * Passing assertions whose `min` accepted a leniency probe (records with `lenient`); absent when
   * none did (always, with probes off).
   */
  lenient?: number
  /**
   * Assertions (not negated) that a meaning guard failed, whatever their score: records with a
   * failed entry in `guards`; absent when there is none.
   */
  guardFailures?: number
  /**
   * Assertions whose custom scorer's score came from its disk cache (records with `cached`); absent
   * when none did.
   */
  cacheHits?: number
  /**
   * Assertions with no verdict (a Mastra score whose run had none), counted in `assertions` and
   * scores but in neither `passed`, `failed` nor `passRate`; absent when there is none.
   */
  unjudged?: number
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
  scorer: ScoreRecord['scorer']
  /** The records' algorithm when not the scorer's default (`'lcs'`); absent for the default. */
  algorithm?: string
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
  /** Score keys that appear in the run (scorers, `scorer:algorithm` for others than the default), in a fixed order. */
  scorers: ScoreKey[]
  /**
   * Mastra's scores and gates (`expectEval` records), summarized apart: they are in `records` but in
   * none of the numbers above. Absent when the run has none.
   */
  mastra?: MastraSummary
  /** Problems met while reading records, shown in every output. */
  warnings: string[]
}

/** The files, total and score keys of Mastra's records alone (`mastra:<id>`, `mastra:gate.<id>`). */
export interface MastraSummary {
  files: FileSummary[]
  total: Aggregate
  scorers: ScoreKey[]
}

export interface RunnerInfo {
  name: string
  version: string
}

export interface ShardInfo {
  /** 1-based. */
  index: number
  count: number
}

/** A merge of only some of a run's shards (`expect-similar merge --allow-partial`). */
export interface PartialMerge {
  /** Shards the run was split into. */
  count: number
  /** Shard indexes merged, 1-based, ascending. */
  shards: number[]
  /** Shard indexes with no report, 1-based, ascending; never empty. */
  missing: number[]
}

/** Everything a run produced: the summary plus gates, baseline comparison and run notes. */
export interface RunOutcome {
  summary: ScoreSummary
  gates: GateReport
  baseline: BaselineComparison | null
  shard: ShardInfo | null
  /** Set when the outcome covers only some shards of a run; absent or null otherwise. */
  partial?: PartialMerge | null
  /** Run-level messages (baseline missing or written, gates deferred to a merge, ...). */
  notes: string[]
  /** Problems that fail the run besides gates: an unreadable baseline, a report file not written. */
  errors: string[]
  /** The commit and branch the run tested; absent or null when not known. */
  git?: GitInfo | null
  /** The score history (option `history`, `--history`); absent or null without one. Not in the JSON report. */
  history?: RunHistory | null
  /** Set when the run covered only part of the suite (filtered or unfinished); absent or null for a whole run. */
  scope?: ReportScope | null
}

/** Why a run covered only part of the suite, as its report says (see {@link RunScope}). */
export interface ReportScope {
  /** Why the run selected only part of the suite (`-t greeting`, `file arguments a.test.ts`); may be empty. */
  filters: string[]
  /** Why it did not finish what it selected (`stopped by --bail=1`); may be empty. */
  incomplete: string[]
}

/** The JSON report (`outputFile`), schema version 3. */
export interface ScoreReport {
  schemaVersion: 3
  generator: { name: string; version: string }
  runner: RunnerInfo
  /** ISO 8601 time the report was made. */
  timestamp: string
  /** The commit and branch the run tested (CI environment or git); null when neither told. */
  git: GitInfo | null
  shard: ShardInfo | null
  partial: PartialMerge | null
  /**
   * Null when the run covered the whole suite; otherwise why it did not, and every number and gate
   * covers only what ran. Absent in reports of older versions.
   */
  scope?: ReportScope | null
  totals: Aggregate
  files: FileSummary[]
  /** Mastra's records summarized apart (see {@link ScoreSummary.mastra}); absent when the run had none. */
  mastra?: { totals: Aggregate; files: FileSummary[] }
  tests: TestSummary[]
  passK: PassK
  records: CollectedRecord[]
  gates: {
    thresholds: ThresholdOptions | null
    maxRegression: number | null
    /** The baseline option as configured, so that `expect-similar merge` can compare with it. */
    baseline: string | null
    passed: boolean
    results: GateReport['results']
    unmatchedGlobs: string[]
    unmatchedMastraGlobs?: string[]
  }
  baseline: BaselineComparison | null
  /** Problems met while reading records (they are carried over by `expect-similar merge`). */
  warnings: string[]
  notes: string[]
  /** Problems that failed the run besides gates (e.g. an unreadable baseline). */
  errors: string[]
}

/** The outcome of one gate on one scope. */
export interface GateResult {
  gate: 'mean' | 'passRate' | 'maxRegression' | 'lenient' | 'guards'
  /** `run` for the whole run, otherwise the file path the gate was applied to. */
  scope: string
  /** The glob that selected the file, for per-file gates. */
  glob?: string
  /** A gate of `thresholds.mastra`: over Mastra's records only. */
  mastra?: true
  /**
   * Measured value: the mean or pass rate, for `maxRegression` the drop below the baseline mean, for
   * `lenient` the count of assertions whose min accepted a leniency probe, for `guards` the count of
   * assertions a meaning guard failed.
   */
  actual: number
  /** The configured minimum (mean, passRate) or maximum (maxRegression, lenient, guards). */
  limit: number
  passed: boolean
  /** How far the gate was missed; 0 when it passed. */
  by: number
  /**
   * Scored assertions in scope (for a mean gate, those not negated), for mean and passRate gates
   * (0 fails the gate).
   */
  assertions?: number
  /** The verdict covers only some shards of the run (`expect-similar merge --allow-partial`). */
  partial?: boolean
  /** maxRegression on a file, against a baseline of several runs: the file's observed range of means. */
  range?: { low: number; high: number; runs: number }
  /**
   * maxRegression on one assertion (a baseline of several runs; listed only when it failed): `actual`
   * is how far its score fell below the lowest it was observed with.
   */
  assertion?: Omit<AssertionDelta, 'file'>
}

export interface GateReport {
  thresholds: ThresholdOptions | null
  maxRegression: number | null
  /** The baseline option as configured, kept in reports for `expect-similar merge`. */
  baseline?: string | null
  results: GateResult[]
  /** False when any gate failed. */
  passed: boolean
  /** Per-file globs that matched no file with scored assertions. */
  unmatchedGlobs: string[]
  /** `thresholds.mastra.files` globs that matched no file with Mastra records; absent when none. */
  unmatchedMastraGlobs?: string[]
}

/** One file present both in the baseline and in this run. */
export interface FileDelta {
  file: string
  /** The baseline's mean (over all its runs); in a filtered run, over the assertions that ran now. */
  baseline: number
  current: number
  /** current - baseline: positive is better. */
  delta: number
  /** With a baseline of several runs: the lowest and highest mean the file had in one of them. */
  low?: number
  high?: number
  /** Runs of the baseline the file's range is over; absent for a one-run baseline. */
  runs?: number
  /** In a filtered or unfinished run: how many assertions made in both the means are over. */
  assertions?: number
}

/**
 * One assertion made in this run and in a baseline of several runs (identity: file, test, 1-based
 * position in its run, matcher, scorer and algorithm), with the range of scores it had there.
 */
export interface AssertionDelta {
  file: string
  test: string
  index: number
  matcher: MatcherName
  scorer: ScoreRecord['scorer']
  /** The records' algorithm when not the scorer's default (`'lcs'`); absent for the default. */
  algorithm?: string
  /** Line of the `expect` call, when known. */
  line?: number
  /** Its score now: the mean over this run's repeats. */
  current: number
  /** Lowest and highest score observed in the baseline's runs. */
  min: number
  max: number
  /** Baseline runs it was observed in. */
  runs: number
}

export interface BaselineComparison {
  /** The baseline path as configured. */
  path: string
  files: FileDelta[]
  /** Files with scored assertions now but not in the baseline. */
  added: string[]
  /** Files in the baseline without scored assertions in a complete, unfiltered run. */
  removed: string[]
  /**
   * Files in the baseline that a filtered or unfinished run did not score: not compared, and not
   * called removed, since the run never looked at them. Present only when the run was partial.
   */
  notRun?: string[]
  /**
   * Runs the baseline holds (separate runs or repeats, see `expect-similar baseline`); 1 cannot tell
   * normal variation from a regression. Absent in reports of older versions.
   */
  runs?: number
  /** With a baseline of several runs: every assertion made in both, judged against its observed range. */
  assertions?: AssertionDelta[]
}

/** One run in the score history file: a JSON line, no texts. */
export interface HistoryEntry {
  /** Line format version. */
  v: 1
  /** ISO 8601, when the run ended (the report's timestamp). */
  timestamp: string
  commit: string | null
  branch: string | null
  runner: RunnerInfo
  total: HistoryPoint
  files: HistoryFilePoint[]
}

export interface HistoryPoint {
  assertions: number
  /** Mean score of the not-negated assertions (as Aggregate.mean); null when there were none. */
  mean: number | null
  passRate: number
}

export interface HistoryFilePoint extends HistoryPoint {
  file: string
}

/** What a run knows of its history, on RunOutcome.history. */
export interface RunHistory {
  /** The history file as given (for messages and the report). */
  path: string
  /** Oldest first; the last one is this run's own entry (also when it was not appended, e.g. a shard). */
  entries: HistoryEntry[]
  /** Whether this run's entry was appended to the file. */
  appended: boolean
}

/** The commit and branch a run tested, when the CI environment or git can tell; null when not. */
export interface GitInfo {
  commit: string | null
  branch: string | null
}

/**
 * How much of the suite a run covered, as its runner tells it. A baseline is a claim about the
 * whole suite, so only a run that covered all of it may replace one; and a baseline file that a
 * partial run did not score was "not run", not "removed".
 */
export interface RunScope {
  /** Why the run selected only part of the suite (`file arguments`, `-t`, `--changed`...); empty when it did not. */
  filters: string[]
  /**
   * Of `filters`, those that only choose which files run, each file it selects running whole: file
   * arguments, test path patterns, `--project`. A run filtered by these alone is a complete run of
   * the files it selected, and writes its reports; `-t`, `.only`, `--changed`, a watch rerun do not.
   */
  wholeFiles?: string[]
  /**
   * Why the run did not finish what it selected (`interrupted`, `2 test files failed to load`...);
   * empty when it did.
   */
  incomplete: string[]
  /**
   * Test files (relative, as records name them) that loaded and ran at least one test: a merge
   * update replaces their baseline entries and keeps the others.
   */
  filesRun: string[]
}

/** Minimums that a set of scored assertions must reach. Both are in [0, 1]. */
export interface ScoreGate {
  /** Minimum mean score over the scored assertions in scope. */
  mean?: number
  /** Minimum share of scored assertions that passed. */
  passRate?: number
}

/** Gates for the whole run, plus optional gates applied to each file that matches a glob. */
export interface ThresholdOptions extends ScoreGate {
  /**
   * Per-file gates keyed by a glob relative to the root (`**`, `*`, `?`, `{a,b}`); every
   * matching file must reach them on its own.
   *
   * @example { 'test/evals/**': { mean: 0.8 } }
   */
  files?: Record<string, ScoreGate>
  /**
   * The most assertions whose `min` accepts a leniency probe (needs option `probes`): `0` fails the
   * run on any lenient threshold.
   */
  lenient?: number
  /** The most assertions a meaning guard (option `guard`) may fail: `0` fails the run on any. */
  guards?: number
  /**
   * Gates on Mastra's records alone (`expectEval`: scores and gates), for the run and per file;
   * the gates above never count them.
   *
   * @example { passRate: 1, files: { 'evals/**': { mean: 0.7 } } }
   */
  mastra?: ScoreGate & { files?: Record<string, ScoreGate> }
}
