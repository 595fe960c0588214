import {
  assertOptionalBoolean,
  assertOptions,
  assertUnitInterval,
  describeValue,
  isPlainObject,
  isUnitInterval,
  throwProblem,
} from '../core/validate.js'
import { TEXTS_ENV, textsFromEnv, type TextsSetting } from '../records/texts.js'
import { workerOptionsProblem, workerTexts } from '../records/worker-options.js'
import { globProblem } from './summarize/glob.js'
import type { ThresholdOptions } from './model.js'

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
  /**
   * Write the JSON report here (see `schema/report.schema.json`). `[shard]` is replaced by the
   * shard, `1-of-3`, or by `all` when the run is not sharded: `scores-[shard].json`.
   */
  outputFile?: string
  /** Write the summary as a GitHub-flavoured Markdown table here; `[shard]` as in `outputFile`. */
  markdownFile?: string
  /**
   * Write a self-contained HTML report here (tables, charts, every assertion with its texts and
   * their diff); `[shard]` as in `outputFile`. The texts the matchers recorded are in the file.
   */
  htmlFile?: string
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
   * Write this run's JSON report to `baseline` (also `EXPECT_SIMILAR_UPDATE_BASELINE=1`). Only a
   * complete, unfiltered, unsharded run replaces the baseline; `'merge'` (also
   * `EXPECT_SIMILAR_UPDATE_BASELINE=merge`) updates the files that ran and keeps the others.
   * @default false
   */
  updateBaseline?: boolean | 'merge'
  /**
   * Vitest only: which scored assertions add a Vitest test annotation with their score line
   * (`content similarity 0.63 < min 0.80`), shown by Vitest's UI, HTML and github-actions reporters.
   * Jest has no annotations: the Jest reporter rejects this option.
   * @default 'failures'
   */
  annotate?: 'all' | 'failures' | 'none'
  /**
   * Leniency probes (also `EXPECT_SIMILAR_PROBES=1`): every passing similarity assertion also scores
   * meaning-changing edits of its expected text, and the reports list the ones its `min` accepts.
   * @default false
   */
  probes?: boolean
  /**
   * Keep the two texts of every assertion in its record (the JSON and HTML reports show them);
   * `false` keeps every text out of every output and out of the records the workers send, for
   * suites whose texts are private. Without this option and `maxTextLength`, `EXPECT_SIMILAR_TEXTS`
   * decides (`0` off, a number the cap).
   * @default true
   */
  includeTexts?: boolean
  /**
   * The longest text a record keeps, in UTF-16 code units; longer ones are cut (never inside a
   * surrogate pair) and keep their full length beside them.
   * @default 20000
   */
  maxTextLength?: number
  /**
   * Append one line per complete run (time, commit, branch, run and per-file means and pass rates;
   * no texts) to this JSONL file, and show the last runs' means as a trend: `scores/history.jsonl`.
   */
  history?: string
  /**
   * What a filtered run (`-t`, file arguments, `--changed`, a watch-mode rerun of some files) does
   * with `outputFile`, `markdownFile` and `htmlFile`: `'skip'` leaves them as the last complete run
   * wrote them and prints one line naming them; `'write'` writes them, marked as filtered. The
   * terminal table and the GitHub step summary always show the run, marked as filtered.
   * @default 'skip'
   */
  filteredRuns?: 'skip' | 'write'
}

/** Every reporter option key, as {@link validateOptions} accepts them. */
export const REPORTER_OPTION_KEYS = [
  'verbose',
  'outputFile',
  'markdownFile',
  'htmlFile',
  'githubSummary',
  'thresholds',
  'baseline',
  'maxRegression',
  'updateBaseline',
  'annotate',
  'probes',
  'includeTexts',
  'maxTextLength',
  'history',
  'filteredRuns',
] as const
const GATE_KEYS = ['mean', 'passRate'] as const

/**
 * Checks reporter options and returns a copy; throws a TypeError naming the bad option.
 *
 * @example
 * validateOptions({ thresholds: { mean: 1.2 } })
 * // throws: option thresholds.mean must be a number in [0, 1], received number 1.2
 */
export function validateOptions(options: unknown): ExpectSimilarReporterOptions {
  assertOptions('reporter options', options, REPORTER_OPTION_KEYS)
  const o = (options ?? {}) as Record<string, unknown>
  assertOptionalBoolean('verbose', o.verbose)
  assertOptionalBoolean('githubSummary', o.githubSummary)
  throwProblem(workerOptionsProblem(o, (key) => `option ${key}`))
  if (o.updateBaseline !== undefined && typeof o.updateBaseline !== 'boolean' && o.updateBaseline !== 'merge') {
    throw new TypeError(
      `expect-similar: option updateBaseline must be true, false or 'merge', ` +
        `received ${describeValue(o.updateBaseline)}`,
    )
  }
  if (o.filteredRuns !== undefined && o.filteredRuns !== 'skip' && o.filteredRuns !== 'write') {
    throw new TypeError(
      `expect-similar: option filteredRuns must be 'skip' or 'write', received ${describeValue(o.filteredRuns)}`,
    )
  }
  for (const key of ['outputFile', 'markdownFile', 'htmlFile', 'baseline', 'history'] as const) {
    assertOptionalPath(key, o[key])
  }
  // Shards do not append (the merge does), so a history per shard would stay empty.
  if (typeof o.history === 'string' && o.history.includes('[shard]')) {
    throw new TypeError(
      `expect-similar: option history must be one file for every shard (no [shard]: the merge appends the run), ` +
        `received ${describeValue(o.history)}`,
    )
  }
  assertOptionalUnit('option maxRegression', o.maxRegression)
  if (o.thresholds !== undefined) validateThresholds(o.thresholds, 'option thresholds')
  if ((o.updateBaseline === true || o.updateBaseline === 'merge') && o.baseline === undefined) {
    throw new TypeError('expect-similar: option updateBaseline needs option baseline (the file to write)')
  }
  if (o.maxRegression !== undefined && o.baseline === undefined) {
    throw new TypeError('expect-similar: option maxRegression needs option baseline (the file to compare with)')
  }
  return structuredClone(o) as ExpectSimilarReporterOptions
}

/**
 * Throws a TypeError naming the bad part of a `thresholds` value; see {@link thresholdsProblem}.
 *
 * @example
 * validateThresholds({ files: { 'a/{b': { mean: 0.8 } } }, 'option thresholds')
 * // TypeError: expect-similar: option thresholds.files["a/{b"] is not a valid glob: it has an unclosed "{"
 */
export function validateThresholds(value: unknown, name: string): void {
  const problem = thresholdsProblem(value, name)
  if (problem !== null) throw new TypeError(`expect-similar: ${problem}`)
}

/**
 * What is wrong with a `thresholds` value, or null; `name` is the noun its messages use (`option
 * thresholds` for reporter options, `gates.thresholds` for a saved report). Globs are compiled
 * here, so a broken one stops the run before the tests, not after them; a gate or glob that
 * checks nothing is a problem, since it would pass silently.
 */
export function thresholdsProblem(value: unknown, name: string): string | null {
  const shape =
    shapeProblem(name, value, [...GATE_KEYS, 'files', 'lenient', 'guards', 'mastra']) ?? gateValuesProblem(name, value)
  if (shape !== null) return shape
  const t = (value ?? {}) as Record<string, unknown>
  const gates = [t.mean, t.passRate, t.files, t.lenient, t.guards, t.mastra]
  if (gates.every((gate) => gate === undefined)) {
    return `${name} must set mean, passRate, files, lenient, guards or mastra, received an empty object`
  }
  if (t.lenient !== undefined && !(Number.isSafeInteger(t.lenient) && (t.lenient as number) >= 0)) {
    return `${name}.lenient must be a non-negative integer, received ${describeValue(t.lenient)}`
  }
  if (t.guards !== undefined && !(Number.isSafeInteger(t.guards) && (t.guards as number) >= 0)) {
    return `${name}.guards must be a non-negative integer, received ${describeValue(t.guards)}`
  }
  return filesProblem(`${name}.files`, t.files) ?? mastraGatesProblem(`${name}.mastra`, t.mastra)
}

// Mastra's own gates: a mean and pass rate over Mastra's records, for the run and per file.
function mastraGatesProblem(name: string, value: unknown): string | null {
  if (value === undefined) return null
  const shape = shapeProblem(name, value, [...GATE_KEYS, 'files']) ?? gateValuesProblem(name, value)
  if (shape !== null) return shape
  const m = value as Record<string, unknown>
  if (m.mean === undefined && m.passRate === undefined && m.files === undefined)
    return `${name} must set mean, passRate or files, received an empty object`
  return filesProblem(`${name}.files`, m.files)
}

function filesProblem(name: string, files: unknown): string | null {
  if (files === undefined) return null
  if (files === null || typeof files !== 'object' || Array.isArray(files)) {
    return `${name} must be an object mapping globs to gates, received ${describeValue(files)}`
  }
  const globs = Object.entries(files)
  if (globs.length === 0) return `${name} must map at least one glob to a gate, received an empty object`
  for (const [glob, gate] of globs) {
    const gateName = `${name}[${JSON.stringify(glob)}]`
    if (glob === '') return `${name} has an empty glob; a glob names the files its gate applies to`
    const problem = globProblem(glob)
    if (problem !== null) return `${gateName} is not a valid glob: ${problem}`
    if (gate === undefined || gate === null) return `${gateName} must be an object, received ${describeValue(gate)}`
    const gateShape = shapeProblem(gateName, gate, GATE_KEYS) ?? gateValuesProblem(gateName, gate)
    if (gateShape !== null) return gateShape
    const g = gate as Record<string, unknown>
    if (g.mean === undefined && g.passRate === undefined)
      return `${gateName} must set mean or passRate, received an empty object`
  }
  return null
}

// The problem-returning forms of core's assertOptions and assertUnitInterval, with the same
// wording; they belong in core/validate.ts, beside the asserts, once core is free to change.

function shapeProblem(name: string, value: unknown, known: readonly string[]): string | null {
  if (value === undefined) return null
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `${name} must be an object, received ${describeValue(value)}`
  if (!isPlainObject(value)) return `${name} must be a plain object, received ${describeValue(value)}`
  const unknown = Object.keys(value).find((key) => !known.includes(key))
  return unknown === undefined
    ? null
    : `unknown option ${JSON.stringify(unknown)} in ${name}; expected one of ${known.join(', ')}`
}

function gateValuesProblem(name: string, value: unknown): string | null {
  const gate = (value ?? {}) as Record<string, unknown>
  const bad = GATE_KEYS.find((key) => gate[key] !== undefined && !isUnitInterval(gate[key]))
  return bad === undefined ? null : `${name}.${bad} must be a number in [0, 1], received ${describeValue(gate[bad])}`
}

/**
 * Whether the reporter keeps texts, and its cap: the options when either is given, else
 * `$EXPECT_SIMILAR_TEXTS`, else on at 20000. A bad variable throws a TypeError naming it.
 *
 * @example
 * textsSetting({ includeTexts: false }, {}) // false
 */
export function textsSetting(
  options: Pick<ExpectSimilarReporterOptions, 'includeTexts' | 'maxTextLength'>,
  env: Record<string, string | undefined>,
): TextsSetting {
  const given = workerTexts(options)
  if (given !== undefined) return given
  const read = textsFromEnv(env[TEXTS_ENV])
  if ('problem' in read) throw new TypeError(`expect-similar: ${read.problem}`)
  return read.setting
}

function assertOptionalUnit(name: string, value: unknown): void {
  if (value !== undefined) assertUnitInterval(name, value)
}

function assertOptionalPath(name: string, value: unknown): void {
  if (value === undefined) return
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(
      `expect-similar: option ${name} must be a non-empty file path, received ${describeValue(value)}`,
    )
  }
}
