import { assertOptionalBoolean, assertOptions, assertUnitInterval, describeValue } from '../core/validate.js'
import { globProblem } from './glob.js'

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
}

/**
 * Options shared by the Vitest and Jest reporters. Paths are relative to the runner's root
 * (Vitest `root`, Jest `rootDir`).
 *
 * @example
 * reporters: ['default', ['expect-similar/vitest-reporter', { outputFile: 'scores.json', thresholds: { mean: 0.8 } }]]
 */
export interface ExpectSimilarReporterOptions {
  /**
   * List the lowest-scoring assertions under the table.
   * @default false
   */
  verbose?: boolean
  /** Write the JSON report here (see `schema/report.schema.json`). */
  outputFile?: string
  /** Write the summary as a GitHub-flavoured Markdown table here. */
  markdownFile?: string
  /**
   * Append the Markdown summary to the file named by `GITHUB_STEP_SUMMARY` when it is set.
   * @default true
   */
  githubSummary?: boolean
  /** Gates: the run fails when a gate is not reached, even if every test passed. */
  thresholds?: ThresholdOptions
  /** An earlier JSON report to compare per-file means with. */
  baseline?: string
  /** Fail when a file's mean drops below its baseline mean by more than this, in [0, 1]. */
  maxRegression?: number
  /**
   * Write this run's JSON report to `baseline` (also `EXPECT_SIMILAR_UPDATE_BASELINE=1`).
   * @default false
   */
  updateBaseline?: boolean
}

const KNOWN = [
  'verbose',
  'outputFile',
  'markdownFile',
  'githubSummary',
  'thresholds',
  'baseline',
  'maxRegression',
  'updateBaseline',
] as const
const GATE_KEYS = ['mean', 'passRate'] as const

/**
 * Checks reporter options and returns a copy; throws a TypeError naming the bad option.
 *
 * @example
 * validateOptions({ thresholds: { mean: 1.2 } }) // throws: option thresholds.mean must be a number in [0, 1], received number 1.2
 */
export function validateOptions(options: unknown): ExpectSimilarReporterOptions {
  assertOptions('reporter options', options, KNOWN)
  const o = (options ?? {}) as Record<string, unknown>
  assertOptionalBoolean('verbose', o.verbose)
  assertOptionalBoolean('githubSummary', o.githubSummary)
  assertOptionalBoolean('updateBaseline', o.updateBaseline)
  for (const key of ['outputFile', 'markdownFile', 'baseline'] as const) assertOptionalPath(key, o[key])
  assertOptionalUnit('option maxRegression', o.maxRegression)
  if (o.thresholds !== undefined) validateThresholds(o.thresholds, 'option thresholds')
  if (o.updateBaseline === true && o.baseline === undefined) {
    throw new TypeError('expect-similar: option updateBaseline needs option baseline (the file to write)')
  }
  if (o.maxRegression !== undefined && o.baseline === undefined) {
    throw new TypeError('expect-similar: option maxRegression needs option baseline (the file to compare with)')
  }
  return structuredClone(o) as ExpectSimilarReporterOptions
}

/**
 * Checks a `thresholds` value; `name` is the noun its messages use (`option thresholds` for
 * reporter options, `gates.thresholds` for a saved report). Globs are compiled here, so a broken
 * one stops the run before the tests, not after them; a gate or glob that checks nothing is an
 * error, since it would pass silently.
 *
 * @example
 * validateThresholds({ files: { 'a/{b': { mean: 0.8 } } }, 'option thresholds')
 * // TypeError: expect-similar: option thresholds.files["a/{b"] is not a valid glob: it has an unclosed "{"
 */
export function validateThresholds(value: unknown, name: string): void {
  assertOptions(name, value, [...GATE_KEYS, 'files'])
  const t = (value ?? {}) as Record<string, unknown>
  for (const key of GATE_KEYS) assertOptionalUnit(`${name}.${key}`, t[key])
  if (t.mean === undefined && t.passRate === undefined && t.files === undefined) {
    throw new TypeError(`expect-similar: ${name} must set mean, passRate or files, received an empty object`)
  }
  if (t.files === undefined) return
  if (t.files === null || typeof t.files !== 'object' || Array.isArray(t.files)) {
    throw new TypeError(`expect-similar: ${name}.files must be an object mapping globs to gates, received ${describeValue(t.files)}`)
  }
  const globs = Object.entries(t.files)
  if (globs.length === 0) throw new TypeError(`expect-similar: ${name}.files must map at least one glob to a gate, received an empty object`)
  for (const [glob, gate] of globs) {
    const gateName = `${name}.files[${JSON.stringify(glob)}]`
    if (glob === '') throw new TypeError(`expect-similar: ${name}.files has an empty glob; a glob names the files its gate applies to`)
    const problem = globProblem(glob)
    if (problem !== null) throw new TypeError(`expect-similar: ${gateName} is not a valid glob: ${problem}`)
    if (gate === undefined || gate === null) {
      throw new TypeError(`expect-similar: ${gateName} must be an object, received ${describeValue(gate)}`)
    }
    assertOptions(gateName, gate, GATE_KEYS)
    const g = gate as Record<string, unknown>
    for (const key of GATE_KEYS) assertOptionalUnit(`${gateName}.${key}`, g[key])
    if (g.mean === undefined && g.passRate === undefined) {
      throw new TypeError(`expect-similar: ${gateName} must set mean or passRate, received an empty object`)
    }
  }
}

function assertOptionalUnit(name: string, value: unknown): void {
  if (value !== undefined) assertUnitInterval(name, value)
}

function assertOptionalPath(name: string, value: unknown): void {
  if (value === undefined) return
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(`expect-similar: option ${name} must be a non-empty file path, received ${describeValue(value)}`)
  }
}
