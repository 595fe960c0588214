import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { makeColors } from './colors.js'
import { collect } from './collect.js'
import type { ExpectSimilarReporterOptions } from './options.js'
import { decideOutcome } from './decide.js'
import { buildReport, readReportText, type ReadReport, type RunOutcome, type ScoreReport, type ShardInfo } from './report.js'
import { renderMarkdown } from './render-markdown.js'
import { renderTerminal } from './render-terminal.js'
import { buildView } from './view.js'
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
 * The edge shared by both reporters: collect, decide, render, and write the configured files.
 * Printing is left to the adapter, which knows its runner's output stream.
 *
 * @example
 * const { text, failed } = finishRun({ records, warnings: [], runner, rootDir, options, env: process.env, shard: null, colors: false, width: 100, now: new Date() })
 */
export function finishRun(input: FinishInput): FinishResult {
  const { options, env, rootDir } = input
  const errors: string[] = []
  const summary = collect(input.records, input.runner, input.warnings)
  const updatingBaseline =
    options.baseline !== undefined && (options.updateBaseline === true || env[UPDATE_BASELINE_ENV] === '1' || env[UPDATE_BASELINE_ENV] === 'true')

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
      notes.push(`Baseline ${options.baseline} does not exist yet; run with ${UPDATE_BASELINE_ENV}=1 (or updateBaseline: true) to create it.`)
    }
  }

  const outcome = decideOutcome({ summary, options, baseline, updatingBaseline, shard: input.shard })
  outcome.notes.push(...notes)
  outcome.errors.push(...errors)
  const report = buildReport(outcome, input.now.toISOString())
  const verbose = options.verbose === true

  const write = (option: string, file: string, content: string, append = false): boolean => {
    try {
      mkdirSync(dirname(file), { recursive: true })
      if (append) appendFileSync(file, content)
      else writeFileSync(file, content)
      return true
    } catch (error) {
      outcome.errors.push(`expect-similar: cannot write ${option} ${file}: ${(error as Error).message}`)
      return false
    }
  }
  if (updatingBaseline && options.baseline !== undefined) {
    if (input.shard) {
      outcome.notes.push(`Shard ${input.shard.index}/${input.shard.count}: the baseline is not updated from a shard; merge the shard reports and update it from the merged report.`)
    } else {
      const clean: ScoreReport = { ...report, baseline: null, notes: [], errors: [] }
      if (write('baseline', resolve(rootDir, options.baseline), `${JSON.stringify(clean, null, 2)}\n`)) {
        outcome.notes.push(`Baseline ${options.baseline} updated from this run${options.maxRegression === undefined ? '' : '; maxRegression was not enforced'}.`)
      }
    }
  }
  // Rebuilt so the files carry the notes and errors added above; an error writing one of them
  // reaches only the files written after it, and the terminal.
  const finalReport = buildReport(outcome, report.timestamp)
  if (options.outputFile !== undefined) write('outputFile', resolve(rootDir, options.outputFile), `${JSON.stringify(finalReport, null, 2)}\n`)
  const markdown = renderMarkdown(buildView(outcome, { verbose }))
  if (options.markdownFile !== undefined) write('markdownFile', resolve(rootDir, options.markdownFile), markdown)
  const stepSummary = env.GITHUB_STEP_SUMMARY
  if (options.githubSummary !== false && stepSummary) write('GITHUB_STEP_SUMMARY', stepSummary, `${markdown}\n`, true)

  const text = renderTerminal(buildView(outcome, { verbose }), { colors: makeColors(input.colors), width: input.width })
  return { text, failed: !outcome.gates.passed || outcome.errors.length > 0, outcome }
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
