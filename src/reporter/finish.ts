import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { makeColors } from './colors.js'
import { collect } from './collect.js'
import type { ExpectSimilarReporterOptions } from './options.js'
import { decideOutcome } from './decide.js'
import {
  buildReport,
  readReportText,
  type ReadReport,
  type RunOutcome,
  type ScoreReport,
  type ShardInfo,
} from './report.js'
import { writeOutputs, writeTextFile, type OutputFile } from './outputs.js'
import { shardPath } from './paths.js'
import type { CollectedRecord, RunnerInfo } from './types.js'

/** Environment variable that makes a run write its report as the new baseline. */
export const UPDATE_BASELINE_ENV = 'EXPECT_SIMILAR_UPDATE_BASELINE'

export interface FinishInput {
  records: CollectedRecord[]
  /** Problems the adapter met while reading records. */
  warnings: string[]
  runner: RunnerInfo
  /** Where relative option paths are resolved from. */
  rootDir: string
  options: ExpectSimilarReporterOptions
  env: Record<string, string | undefined>
  shard: ShardInfo | null
  colors: boolean
  width: number
  now: Date
}

export interface FinishResult {
  /** The text to print after the runner's own summary. */
  text: string
  /** True when the run must exit non-zero: a gate failed or a file could not be read or written. */
  failed: boolean
  outcome: RunOutcome
}

/**
 * The edge shared by both reporters: collect, decide, update the baseline if asked, and write the
 * configured files. Printing is left to the adapter, which knows its runner's output stream.
 */
export function finishRun(input: FinishInput): FinishResult {
  const { options, env, rootDir } = input
  const errors: string[] = []
  const summary = collect(input.records, input.runner, input.warnings)
  const updatingBaseline =
    options.baseline !== undefined &&
    (options.updateBaseline === true || env[UPDATE_BASELINE_ENV] === '1' || env[UPDATE_BASELINE_ENV] === 'true')

  let baseline: ScoreReport | null = null
  const notes: string[] = []
  if (options.baseline !== undefined && !input.shard) {
    const path = resolve(rootDir, options.baseline)
    if (existsSync(path)) {
      const read = readBaseline(path, options.baseline)
      if (read.problem === undefined) baseline = read.report
      // While updating, an unusable baseline is replaced, but not without saying so.
      else if (updatingBaseline) notes.push(`${read.problem}; it is replaced by this run.`)
      else errors.push(`expect-similar: ${read.problem}`)
    } else if (!updatingBaseline) {
      notes.push(
        `Baseline ${options.baseline} does not exist yet; run with ${UPDATE_BASELINE_ENV}=1 (or updateBaseline: true) to create it.`,
      )
    }
  }

  const decided = decideOutcome({ summary, options, baseline, updatingBaseline, shard: input.shard })
  let outcome: RunOutcome = { ...decided, notes: [...decided.notes, ...notes], errors: [...decided.errors, ...errors] }
  const timestamp = input.now.toISOString()
  if (updatingBaseline && options.baseline !== undefined) {
    outcome = {
      ...outcome,
      ...updateBaseline(outcome, { ...options, baseline: options.baseline }, rootDir, input.shard, timestamp),
    }
  }

  const at = (option: string, given: string | undefined): OutputFile | undefined => {
    if (given === undefined) return undefined
    const path = shardPath(given, input.shard)
    return { option, path, file: resolve(rootDir, path) }
  }
  let text = ''
  const written = writeOutputs(
    outcome,
    {
      json: at('outputFile', options.outputFile),
      markdown: at('markdownFile', options.markdownFile),
      stepSummary:
        options.githubSummary !== false ? at('GITHUB_STEP_SUMMARY', env.GITHUB_STEP_SUMMARY || undefined) : undefined,
      verbose: options.verbose === true,
      colors: makeColors(input.colors),
      width: input.width,
      timestamp,
    },
    {
      // The adapter prints: it knows its runner's output stream and when to write to it.
      print: (t) => {
        text = t
      },
      failed: (t, error) => `expect-similar: cannot write ${t.option} ${t.file}: ${error.message}`,
    },
  )
  return { text, failed: !written.gates.passed || written.errors.length > 0, outcome: written }
}

/** Writes this run as the new baseline (never from a shard); returns the notes and errors that adds. */
function updateBaseline(
  outcome: RunOutcome,
  options: Pick<ExpectSimilarReporterOptions, 'maxRegression'> & { baseline: string },
  rootDir: string,
  shard: ShardInfo | null,
  timestamp: string,
): Pick<RunOutcome, 'notes' | 'errors'> {
  const { notes, errors } = outcome
  if (shard) {
    const note = `Shard ${shard.index}/${shard.count}: the baseline is not updated from a shard; merge the shard reports and update it from the merged report.`
    return { notes: [...notes, note], errors }
  }
  // A baseline carries no comparison, notes or errors of its own: only what later runs compare with.
  const clean = buildReport({ ...outcome, baseline: null, notes: [], errors: [] }, timestamp)
  const file = resolve(rootDir, options.baseline)
  try {
    writeTextFile(file, `${JSON.stringify(clean, null, 2)}\n`)
  } catch (error) {
    return { notes, errors: [...errors, `expect-similar: cannot write baseline ${file}: ${(error as Error).message}`] }
  }
  const note = `Baseline ${options.baseline} updated from this run${options.maxRegression === undefined ? '' : '; maxRegression was not enforced'}.`
  return { notes: [...notes, note], errors }
}

function readBaseline(path: string, shown: string): ReadReport {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    return { problem: `cannot read baseline ${shown}: ${(error as Error).message}` }
  }
  return readReportText(text, shown)
}
