import pkg from '../../package.json' with { type: 'json' }
import { describeValue } from '../core/validate.js'
import type { MatcherName, ScorerName } from '../records/record.js'
import type { BaselineComparison } from './baseline.js'
import type { GateReport } from './gates.js'
import type { ThresholdOptions } from './options.js'
import { isCount, recordProblem } from './records.js'
import type { Aggregate, CollectedRecord, FileSummary, PassK, RunnerInfo, ScoreSummary, TestSummary } from './types.js'

/** Version of the JSON report format (`schema/report.schema.json`); bumped on incompatible changes. */
export const REPORT_SCHEMA_VERSION = 1

/** This package's name and version, written into every report. */
export const GENERATOR = { name: 'expect-similar', version: pkg.version } as const

export interface ShardInfo {
  /** 1-based. */
  index: number
  count: number
}

/** Everything a run produced: the summary plus gates, baseline comparison and run notes. */
export interface RunOutcome {
  summary: ScoreSummary
  gates: GateReport
  baseline: BaselineComparison | null
  shard: ShardInfo | null
  /** Run-level messages (baseline missing or written, gates deferred to a merge, ...). */
  notes: string[]
  /** Problems that fail the run besides gates: an unreadable baseline, a report file not written. */
  errors: string[]
}

/** One record in the JSON report. */
export interface ReportRecord {
  file: string
  test: string
  matcher: MatcherName
  scorer: ScorerName
  score: number
  threshold?: number
  maxChanges?: number
  changes?: number
  pass: boolean
  isNot: boolean
  repeat: number
  attempts: number
}

/** The JSON report (`outputFile`), schema version 1. */
export interface ScoreReport {
  schemaVersion: typeof REPORT_SCHEMA_VERSION
  generator: { name: string; version: string }
  runner: RunnerInfo
  /** ISO 8601 time the report was made. */
  timestamp: string
  shard: ShardInfo | null
  totals: Aggregate
  files: FileSummary[]
  tests: TestSummary[]
  passK: PassK
  records: ReportRecord[]
  gates: {
    thresholds: ThresholdOptions | null
    maxRegression: number | null
    passed: boolean
    results: GateReport['results']
    unmatchedGlobs: string[]
  }
  baseline: BaselineComparison | null
  /** Problems met while reading records (they are carried over by `expect-similar merge`). */
  warnings: string[]
  notes: string[]
  /** Problems that failed the run besides gates (e.g. an unreadable baseline). */
  errors: string[]
}

/**
 * Builds the JSON report of a run. Pure: the timestamp is passed in.
 *
 * @example
 * JSON.stringify(buildReport(outcome, new Date().toISOString()), null, 2)
 */
export function buildReport(outcome: RunOutcome, timestamp: string): ScoreReport {
  const { summary, gates } = outcome
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    generator: { ...GENERATOR },
    runner: { ...summary.runner },
    timestamp,
    shard: outcome.shard,
    totals: summary.total,
    files: summary.files,
    tests: summary.tests,
    passK: summary.passK,
    records: summary.records.map(toReportRecord),
    gates: {
      thresholds: gates.thresholds,
      maxRegression: gates.maxRegression,
      passed: gates.passed,
      results: gates.results,
      unmatchedGlobs: gates.unmatchedGlobs,
    },
    baseline: outcome.baseline,
    warnings: summary.warnings,
    notes: outcome.notes,
    errors: outcome.errors,
  }
}

function toReportRecord(r: CollectedRecord): ReportRecord {
  const out: ReportRecord = {
    file: r.file,
    test: r.test,
    matcher: r.matcher,
    scorer: r.scorer,
    score: r.score,
    pass: r.pass,
    isNot: r.isNot,
    repeat: r.repeat,
    attempts: r.attempts,
  }
  if (r.threshold !== undefined) out.threshold = r.threshold
  if (r.maxChanges !== undefined) out.maxChanges = r.maxChanges
  if (r.changes !== undefined) out.changes = r.changes
  return out
}

/** A report file that cannot be used; the message names the file. */
export class ReportFileError extends Error {
  override name = 'ReportFileError'
}

/**
 * Parses and checks a saved JSON report; throws a {@link ReportFileError} naming `source` and
 * the first problem. Only what merging and baselines rely on is checked here; the schema file
 * documents the rest.
 *
 * @example
 * const report = parseReport(readFileSync('scores.json', 'utf8'), 'scores.json')
 */
export function parseReport(text: string, source: string): ScoreReport {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new ReportFileError(`expect-similar: ${source} is not valid JSON (${(error as Error).message})`)
  }
  const fail = (what: string): never => {
    throw new ReportFileError(`expect-similar: ${source} is not an expect-similar report: ${what}`)
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return fail(`expected an object, received ${describeValue(data)}`)
  const r = data as Record<string, unknown>
  if (r.schemaVersion !== REPORT_SCHEMA_VERSION) {
    return fail(`schemaVersion must be ${REPORT_SCHEMA_VERSION}, received ${describeValue(r.schemaVersion)}`)
  }
  const runner = r.runner as Record<string, unknown> | null | undefined
  if (typeof runner?.name !== 'string' || typeof runner.version !== 'string') {
    return fail(`runner must be { name, version } strings, received ${describeValue(r.runner)}`)
  }
  if (!Array.isArray(r.files)) return fail(`files must be an array, received ${describeValue(r.files)}`)
  r.files.forEach((f: unknown, i) => {
    const file = f as Record<string, unknown> | null
    if (typeof file?.file !== 'string' || typeof file.mean !== 'number') {
      fail(`files[${i}] must have a string file and a number mean, received ${describeValue(f)}`)
    }
  })
  if (!Array.isArray(r.records)) return fail(`records must be an array, received ${describeValue(r.records)}`)
  r.records.forEach((rec: unknown, i) => {
    const problem = recordProblem(rec)
    if (problem) fail(`records[${i}]: ${problem}`)
    const x = rec as Record<string, unknown>
    if (typeof x.file !== 'string' || typeof x.test !== 'string') fail(`records[${i}] must have string file and test`)
    if (!isCount(x.repeat)) fail(`records[${i}].repeat must be a non-negative integer, received ${describeValue(x.repeat)}`)
    if (!isCount(x.attempts) || (x.attempts as number) < 1) {
      fail(`records[${i}].attempts must be a positive integer, received ${describeValue(x.attempts)}`)
    }
  })
  if (r.warnings !== undefined && !(Array.isArray(r.warnings) && r.warnings.every((w) => typeof w === 'string'))) {
    return fail(`warnings must be an array of strings, received ${describeValue(r.warnings)}`)
  }
  return data as ScoreReport
}
