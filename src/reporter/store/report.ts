import pkg from '../../../package.json' with { type: 'json' }
import { describeValue, isUnitInterval } from '../../core/validate.js'
import { collect } from '../summarize/collect.js'
import { thresholdsProblem } from '../options.js'
import { isCount, jsonDepthProblem, pickScoreRecord, recordProblem } from '../../records/validate.js'
import { type ReportV1, type ReportV2, upgradeReportV1, upgradeReportV2 } from './upgrade.js'
import type { CollectedRecord, RunOutcome, ScoreReport } from '../model.js'

/**
 * Version of the JSON report format (`schema/report.schema.json`); bumped on incompatible changes.
 * Version 1 and 2 reports are still read, upgraded by {@link upgradeReportV1} and {@link upgradeReportV2}.
 */
const REPORT_SCHEMA_VERSION: ScoreReport['schemaVersion'] = 3

/** This package's name and version, written into every report. */
export const GENERATOR = { name: 'expect-similar', version: pkg.version } as const

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
    git: outcome.git ?? null,
    shard: outcome.shard,
    partial: outcome.partial ?? null,
    scope: outcome.scope ?? null,
    totals: summary.total,
    files: summary.files,
    ...(summary.mastra === undefined ? {} : { mastra: { totals: summary.mastra.total, files: summary.mastra.files } }),
    tests: summary.tests,
    passK: summary.passK,
    records: summary.records.map(toReportRecord),
    gates: {
      thresholds: gates.thresholds,
      maxRegression: gates.maxRegression,
      baseline: gates.baseline ?? null,
      passed: gates.passed,
      results: gates.results,
      unmatchedGlobs: gates.unmatchedGlobs,
      ...(gates.unmatchedMastraGlobs === undefined ? {} : { unmatchedMastraGlobs: gates.unmatchedMastraGlobs }),
    },
    baseline: outcome.baseline,
    warnings: summary.warnings,
    notes: outcome.notes,
    errors: outcome.errors,
  }
}

/**
 * The outcome a saved report was made from, so `expect-similar report` prints it as the run did:
 * the summary is collected again from the records; gates, baseline and notes are taken as saved.
 */
export function outcomeFromReport(report: ScoreReport): RunOutcome {
  return {
    summary: collect(report.records, report.runner, report.warnings ?? []),
    gates: {
      thresholds: report.gates?.thresholds ?? null,
      maxRegression: report.gates?.maxRegression ?? null,
      baseline: report.gates?.baseline ?? null,
      results: report.gates?.results ?? [],
      passed: report.gates?.passed ?? true,
      unmatchedGlobs: report.gates?.unmatchedGlobs ?? [],
      ...(report.gates?.unmatchedMastraGlobs ? { unmatchedMastraGlobs: report.gates.unmatchedMastraGlobs } : {}),
    },
    baseline: report.baseline ?? null,
    shard: report.shard ?? null,
    git: report.git ?? null,
    ...(report.partial ? { partial: report.partial } : {}),
    ...(report.scope ? { scope: report.scope } : {}),
    notes: report.notes ?? [],
    errors: report.errors ?? [],
  }
}

// Only the contract's fields, in a fixed order, whatever else an adapter attached.
function toReportRecord(r: CollectedRecord): CollectedRecord {
  const project = r.project === undefined ? {} : { project: r.project }
  return { file: r.file, test: r.test, ...project, ...pickScoreRecord(r), repeat: r.repeat, attempts: r.attempts }
}

/** A report file that cannot be used; the message names the file. */
export class ReportFileError extends Error {
  override name = 'ReportFileError'
}

/** A saved report read from text: the report, or what makes it unusable (naming `source`). */
export type ReadReport = { report: ScoreReport; problem?: undefined } | { report?: undefined; problem: string }

/**
 * Parses and checks a saved JSON report. Only what merging and baselines rely on is checked here;
 * the schema file documents the rest. Callers decide whether a problem is an error or a note.
 */
export function readReportText(text: string, source: string): ReadReport {
  let data: unknown
  const deep = jsonDepthProblem(text)
  if (deep !== null) return { problem: `${source} is not an expect-similar report: ${deep}` }
  try {
    // Editors on Windows save UTF-8 with a byte order mark; it is not part of the JSON.
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text)
  } catch (error) {
    return { problem: `${source} is not valid JSON (${(error as Error).message})` }
  }
  const problem = reportProblem(data)
  if (problem !== null) return { problem: `${source} is not an expect-similar report: ${problem}` }
  const report = data as ScoreReport | ReportV2 | ReportV1
  if (report.schemaVersion === 1) return { report: upgradeReportV1(report) }
  return { report: report.schemaVersion === 2 ? upgradeReportV2(report) : report }
}

/**
 * {@link readReportText} for callers that cannot go on without the report: throws a
 * {@link ReportFileError} naming `source` and the first problem.
 *
 * @example
 * const report = parseReport(readFileSync('scores.json', 'utf8'), 'scores.json')
 */
export function parseReport(text: string, source: string): ScoreReport {
  const read = readReportText(text, source)
  if (read.problem !== undefined) throw new ReportFileError(`expect-similar: ${read.problem}`)
  return read.report
}

function reportProblem(data: unknown): string | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return `expected an object, received ${describeValue(data)}`
  const r = data as Record<string, unknown>
  if (r.schemaVersion !== REPORT_SCHEMA_VERSION && r.schemaVersion !== 1 && r.schemaVersion !== 2) {
    return `schemaVersion must be 1, 2 or ${REPORT_SCHEMA_VERSION}, received ${describeValue(r.schemaVersion)}`
  }
  const runner = r.runner as Record<string, unknown> | null | undefined
  if (typeof runner?.name !== 'string' || typeof runner.version !== 'string') {
    return `runner must be { name, version } strings, received ${describeValue(r.runner)}`
  }
  if (!Array.isArray(r.files)) return `files must be an array, received ${describeValue(r.files)}`
  const seen = new Map<string, number>()
  for (const [i, f] of r.files.entries()) {
    const problem = fileEntryProblem(f, `files[${i}]`)
    if (problem !== null) return problem
    const file = (f as { file: string }).file
    const first = seen.get(file)
    // Two entries for one file would let the later one silently decide every comparison.
    if (first !== undefined)
      return `files[${i}] repeats file ${JSON.stringify(file)} of files[${first}]; a file has one entry`
    seen.set(file, i)
  }
  if (!Array.isArray(r.records)) return `records must be an array, received ${describeValue(r.records)}`
  for (const [i, rec] of r.records.entries()) {
    const problem = placedRecordProblem(rec, `records[${i}]`)
    if (problem !== null) return problem
  }
  for (const key of ['warnings', 'notes', 'errors'] as const) {
    if (r[key] !== undefined && !isStringArray(r[key]))
      return `${key} must be an array of strings, received ${describeValue(r[key])}`
  }
  if (r.timestamp !== undefined && typeof r.timestamp !== 'string')
    return `timestamp must be a string, received ${describeValue(r.timestamp)}`
  // merge and report render these fields as they are, so a hand-edited value must fail here,
  // as a problem with the file, not later as a crash that reads like a failed gate.
  return (
    gitProblem(r.git) ??
    shardProblem(r.shard) ??
    partialProblem(r.partial) ??
    scopeProblem(r.scope) ??
    gatesProblem(r.gates) ??
    baselineProblem(r.baseline)
  )
}

// The ranges of the schema's aggregate: a mean of 5 or -1e308 would pass every regression gate.
function fileEntryProblem(entry: unknown, where: string): string | null {
  const f = entry as Record<string, unknown> | null
  if (typeof f?.file !== 'string' || typeof f.mean !== 'number') {
    return `${where} must have a string file and a number mean, received ${describeValue(entry)}`
  }
  if (!isUnitInterval(f.mean)) return `${where}.mean must be a number in [0, 1], received ${describeValue(f.mean)}`
  if (f.passRate !== undefined && !isUnitInterval(f.passRate))
    return `${where}.passRate must be a number in [0, 1], received ${describeValue(f.passRate)}`
  for (const key of ['assertions', 'passed', 'failed', 'tests', 'retriedTests'] as const) {
    if (f[key] !== undefined && !isCount(f[key]))
      return `${where}.${key} must be a non-negative integer, received ${describeValue(f[key])}`
  }
  return null
}

function placedRecordProblem(rec: unknown, where: string): string | null {
  const problem = recordProblem(rec)
  if (problem) return `${where}: ${problem}`
  const x = rec as Record<string, unknown>
  if (typeof x.file !== 'string' || typeof x.test !== 'string') return `${where} must have string file and test`
  if (x.project !== undefined && typeof x.project !== 'string')
    return `${where}.project must be a string, received ${describeValue(x.project)}`
  if (!isCount(x.repeat)) return `${where}.repeat must be a non-negative integer, received ${describeValue(x.repeat)}`
  if (!isCount(x.attempts) || x.attempts < 1)
    return `${where}.attempts must be a positive integer, received ${describeValue(x.attempts)}`
  return null
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

// Each returns what is wrong with one optional top-level field of a report, or null.

/** The longest commit or branch a report may name: a ref name, not a text. */
const GIT_FIELD_LIMIT = 256

// The pages, the summaries and the history line write the commit and branch out as strings.
function gitProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'object' || Array.isArray(value))
    return `git must be null or { commit, branch }, received ${describeValue(value)}`
  const g = value as Record<string, unknown>
  for (const key of ['commit', 'branch'] as const) {
    const field = g[key]
    if (field === null || field === undefined) continue
    if (typeof field !== 'string' || field.length > GIT_FIELD_LIMIT) {
      return (
        `git.${key} must be null or a string of at most ${GIT_FIELD_LIMIT} characters, ` +
        `received ${describeValue(field)}${typeof field === 'string' ? ` of length ${field.length}` : ''}`
      )
    }
  }
  return null
}

/**
 * The most shards a report may name: past any CI's job limit, and small enough that listing every
 * missing shard of a merge stays small.
 */
const MAX_SHARDS = 10_000

const isShardCount = (value: unknown): value is number => isCount(value) && value >= 1 && value <= MAX_SHARDS

// A count that is an integer but out of range is named as such; any other shape gets the general message.
function shardCountProblem(where: string, count: unknown): string | null {
  if (!Number.isInteger(count) || isShardCount(count)) return null
  return `${where}.count: expected an integer in 1..${MAX_SHARDS}, received ${describeValue(count)}`
}

function shardProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null
  const s = value as Record<string, unknown>
  if (typeof value !== 'object') return `shard must be null or { index, count }, received ${describeValue(value)}`
  const count = shardCountProblem('shard', s.count)
  if (count !== null) return count
  if (!isCount(s.index) || !isCount(s.count) || s.index < 1 || s.index > s.count) {
    return `shard must be null or { index, count } with 1 <= index <= count, received ${describeValue(value)}`
  }
  return null
}

function partialProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null
  const p = value as Record<string, unknown>
  if (typeof value !== 'object') return `partial must be null or an object, received ${describeValue(value)}`
  const count = shardCountProblem('partial', p.count)
  if (count !== null) return count
  const indexes = (list: unknown): boolean =>
    Array.isArray(list) && list.every((i) => isCount(i) && i >= 1 && i <= (p.count as number))
  if (!isCount(p.count) || !indexes(p.shards) || !indexes(p.missing)) {
    return (
      `partial must be null or { count, shards, missing } with shard indexes in 1..count, ` +
      `received ${describeValue(value)}`
    )
  }
  for (const key of ['shards', 'missing'] as const) {
    const list = p[key] as number[]
    if (new Set(list).size !== list.length)
      return `partial.${key}: expected each shard index once, received ${describeValue(list)} with repeats`
  }
  return null
}

function scopeProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null
  const s = value as Record<string, unknown>
  if (typeof value !== 'object' || !isStringArray(s.filters) || !isStringArray(s.incomplete)) {
    return `scope must be null or { filters, incomplete } arrays of strings, received ${describeValue(value)}`
  }
  return null
}

const GATE_NAMES: readonly unknown[] = ['mean', 'passRate', 'maxRegression', 'lenient', 'guards']

function gatesProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'object' || Array.isArray(value))
    return `gates must be an object, received ${describeValue(value)}`
  const g = value as Record<string, unknown>
  if (g.thresholds !== undefined && g.thresholds !== null) {
    const problem = thresholdsProblem(g.thresholds, 'gates.thresholds')
    if (problem !== null) return problem
  }
  if (g.maxRegression !== undefined && g.maxRegression !== null && !isUnitInterval(g.maxRegression)) {
    return `gates.maxRegression must be null or a number in [0, 1], received ${describeValue(g.maxRegression)}`
  }
  if (g.baseline !== undefined && g.baseline !== null && typeof g.baseline !== 'string')
    return `gates.baseline must be null or a string, received ${describeValue(g.baseline)}`
  if (g.passed !== undefined && typeof g.passed !== 'boolean')
    return `gates.passed must be a boolean, received ${describeValue(g.passed)}`
  for (const key of ['unmatchedGlobs', 'unmatchedMastraGlobs'] as const) {
    if (g[key] !== undefined && !isStringArray(g[key]))
      return `gates.${key} must be an array of strings, received ${describeValue(g[key])}`
  }
  if (g.results === undefined) return null
  if (!Array.isArray(g.results)) return `gates.results must be an array, received ${describeValue(g.results)}`
  for (const [i, item] of g.results.entries()) {
    const x = item as Record<string, unknown> | null
    const where = `gates.results[${i}]`
    if (x === null || typeof x !== 'object') return `${where} must be an object, received ${describeValue(item)}`
    if (!GATE_NAMES.includes(x.gate))
      return `${where}.gate must be one of ${GATE_NAMES.join(', ')}, received ${describeValue(x.gate)}`
    if (typeof x.scope !== 'string') return `${where}.scope must be a string, received ${describeValue(x.scope)}`
    if (x.glob !== undefined && typeof x.glob !== 'string')
      return `${where}.glob must be a string, received ${describeValue(x.glob)}`
    for (const key of ['actual', 'limit', 'by'] as const) {
      if (!isNumber(x[key])) return `${where}.${key} must be a number, received ${describeValue(x[key])}`
    }
    if (typeof x.passed !== 'boolean') return `${where}.passed must be a boolean, received ${describeValue(x.passed)}`
    if (x.partial !== undefined && typeof x.partial !== 'boolean')
      return `${where}.partial must be a boolean, received ${describeValue(x.partial)}`
    if (x.assertions !== undefined && !isCount(x.assertions)) {
      return `${where}.assertions must be a non-negative integer, received ${describeValue(x.assertions)}`
    }
  }
  return null
}

function baselineProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'object' || Array.isArray(value))
    return `baseline must be null or an object, received ${describeValue(value)}`
  const b = value as Record<string, unknown>
  if (typeof b.path !== 'string') return `baseline.path must be a string, received ${describeValue(b.path)}`
  for (const key of ['added', 'removed'] as const) {
    if (!isStringArray(b[key])) return `baseline.${key} must be an array of strings, received ${describeValue(b[key])}`
  }
  if (b.notRun !== undefined && !isStringArray(b.notRun))
    return `baseline.notRun must be an array of strings, received ${describeValue(b.notRun)}`
  if (!Array.isArray(b.files)) return `baseline.files must be an array, received ${describeValue(b.files)}`
  for (const [i, item] of b.files.entries()) {
    const f = item as Record<string, unknown> | null
    if (f === null || typeof f !== 'object' || typeof f.file !== 'string') {
      return `baseline.files[${i}] must be an object with a string file, received ${describeValue(item)}`
    }
    for (const key of ['baseline', 'current', 'delta'] as const) {
      if (!isNumber(f[key])) return `baseline.files[${i}].${key} must be a number, received ${describeValue(f[key])}`
    }
  }
  return null
}
