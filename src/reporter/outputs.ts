import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RunOutcome, ShardInfo } from './model.js'
import type { ExpectSimilarReporterOptions } from './options.js'
import { renderHtml } from './render/html/page.js'
import type { Colors } from './render/colors.js'
import { renderMarkdown } from './render/markdown.js'
import { renderTerminal } from './render/terminal.js'
import { buildView } from './render/view.js'
import { buildReport } from './store/report.js'
import { appendWholeLines, writeFileAtomic } from './store/write-file.js'

/** The files a run can write, one row each in {@link OUTPUT_FORMATS}. */
type OutputId = 'json' | 'markdown' | 'html' | 'stepSummary' | 'history'

/** One file a run writes. */
export interface OutputFile {
  /** What set it, for messages: `outputFile`, `--json`, `GITHUB_STEP_SUMMARY`. */
  option: string
  /** As the user gave it. */
  path: string
  /** Resolved. */
  file: string
  /** Writes the content somewhere else than `file`, e.g. standard output for `--json -`. */
  write?: (content: string) => void
}

/** Where each format goes in one run; a format without a file is not written. */
export type OutputTargets = Partial<Record<OutputId, OutputFile>>

/** What a format's render function is given. */
interface RenderInput {
  /** The outcome with the errors of the files written before this one. */
  outcome: RunOutcome
  timestamp: string
  /** The Markdown summary, rendered once for every format that shows it. */
  markdown: () => string
  target: OutputFile & { text?: string }
}

/** One output format: where the reporters and the CLI take its file from, and how it is rendered. */
interface OutputFormat {
  id: OutputId
  /** The reporter option naming the file; null when only `env` names it. */
  option: 'outputFile' | 'markdownFile' | 'htmlFile' | 'history' | null
  /** The CLI flag naming the file, without `--`; null when only `env` names it. */
  flag: string | null
  /** The environment variable naming the file, and the reporter option and CLI flag that turn it off. */
  env?: { name: string; offOption: 'githubSummary'; offFlag: string }
  /** Whether `--flag -` writes to standard output, or why it cannot. */
  stdout: true | { refused: string }
  /** Whether `[shard]` in the reporter's path names the shard, so one config serves every shard. */
  shardPath: boolean
  /** Appended to in whole lines instead of replaced. */
  append: boolean
  /**
   * When it is written: report files first, then the summaries (so that they name a report file
   * that failed), then the history line (so that a failed run appends nothing before its reports).
   */
  step: 1 | 2 | 3
  render: (input: RenderInput) => string
  /** The line printed under the terminal table once the file is written, e.g. the HTML report's address. */
  announce?: (file: string) => string
}

/** Every output format. A new format is a render module and one row here. */
const OUTPUT_FORMATS: readonly OutputFormat[] = [
  {
    id: 'json',
    option: 'outputFile',
    flag: 'json',
    stdout: true,
    shardPath: true,
    append: false,
    step: 1,
    render: ({ outcome, timestamp }) => `${JSON.stringify(buildReport(outcome, timestamp), null, 2)}\n`,
  },
  {
    id: 'markdown',
    option: 'markdownFile',
    flag: 'markdown',
    stdout: true,
    shardPath: true,
    append: false,
    step: 2,
    render: ({ markdown }) => markdown(),
  },
  {
    id: 'html',
    option: 'htmlFile',
    flag: 'html',
    stdout: true,
    shardPath: true,
    append: false,
    step: 1,
    render: ({ outcome, timestamp }) => renderHtml(outcome, { timestamp }),
    // Only in the terminal: a file:// address means nothing in a Markdown summary read elsewhere.
    announce: (file) => `HTML report: ${pathToFileURL(file).href}`,
  },
  {
    id: 'stepSummary',
    option: null,
    flag: null,
    env: { name: 'GITHUB_STEP_SUMMARY', offOption: 'githubSummary', offFlag: 'no-github-summary' },
    stdout: true,
    shardPath: true,
    // As GitHub Actions expects of `$GITHUB_STEP_SUMMARY`.
    append: true,
    step: 2,
    render: ({ markdown }) => `${markdown()}\n`,
  },
  {
    id: 'history',
    option: 'history',
    flag: 'history',
    stdout: { refused: 'the history is read, then appended to' },
    // Shards do not append (the merge does), so the file is one for every shard.
    shardPath: false,
    append: true,
    step: 3,
    // Planned before anything is written (historyForRun), from the file as it was.
    render: ({ target }) => target.text ?? '',
  },
]

/** The CLI options that name output files, with what their value is (for the usage error). */
export const OUTPUT_FLAGS: { values: Record<string, string>; flags: string[] } = {
  values: Object.fromEntries(
    OUTPUT_FORMATS.filter((f) => f.flag !== null).map((f) => [
      f.flag,
      f.stdout === true ? 'a file path (or - for standard output)' : 'a file path',
    ]),
  ),
  flags: OUTPUT_FORMATS.flatMap((f) => (f.env ? [f.env.offFlag] : [])),
}

/** The placeholder in an output path that names the shard. */
const SHARD_PLACEHOLDER = '[shard]'

/**
 * Fills every `[shard]` in an output path: `1-of-3` for shard 1 of 3, `all` for a run that is not
 * sharded (so the unsharded report of the same config sits beside the shard reports, not over one).
 *
 * @example
 * shardPath('scores-[shard].json', { index: 1, count: 3 }) // 'scores-1-of-3.json'
 */
function shardPath(path: string, shard: { index: number; count: number } | null): string {
  return path.split(SHARD_PLACEHOLDER).join(shard ? `${shard.index}-of-${shard.count}` : 'all')
}

/** Where a reporter run writes each format: its options and environment, `[shard]` filled. */
export function targetsFromOptions(
  options: ExpectSimilarReporterOptions,
  env: Record<string, string | undefined>,
  shard: ShardInfo | null,
  rootDir: string,
): OutputTargets {
  const targets: OutputTargets = {}
  for (const format of OUTPUT_FORMATS) {
    const given = format.env
      ? options[format.env.offOption] !== false
        ? env[format.env.name] || undefined
        : undefined
      : format.option === null
        ? undefined
        : options[format.option]
    if (given === undefined) continue
    const path = format.shardPath ? shardPath(given, shard) : given
    targets[format.id] = { option: format.option ?? format.env?.name ?? format.id, path, file: resolve(rootDir, path) }
  }
  return targets
}

/**
 * Where a CLI command writes each format, from its parsed options: `-` writes to `stdout`.
 * `problem` says why the options cannot be followed (more than one file on standard output).
 */
export function targetsFromFlags(
  values: Readonly<Record<string, string>>,
  flags: ReadonlySet<string>,
  env: Record<string, string | undefined>,
  cwd: string,
  stdout: (text: string) => void,
): { targets: OutputTargets; piped: boolean; problem?: string } {
  const piped = OUTPUT_FORMATS.filter((f) => f.flag !== null && f.stdout === true && values[f.flag] === '-')
  if (piped.length > 1) {
    const names = piped.map((f) => `--${f.flag}`)
    const [all, rest] = piped.length === 2 ? ['both', 'one of them'] : ['all', 'all but one of them']
    const problem =
      `${names.slice(0, -1).join(', ')} and ${names.at(-1)} cannot ${all} be - (standard output); ` +
      `give ${rest} a file path`
    return { targets: {}, piped: true, problem }
  }
  const targets: OutputTargets = {}
  for (const format of OUTPUT_FORMATS) {
    const option = format.flag !== null ? `--${format.flag}` : (format.env?.name ?? format.id)
    const path = format.env
      ? flags.has(format.env.offFlag)
        ? undefined
        : env[format.env.name]
      : format.flag === null
        ? undefined
        : values[format.flag]
    if (path === undefined || path === '') continue
    if (path === '-' && format.stdout !== true && !format.env)
      return { targets: {}, piped: piped.length > 0, problem: `${option} needs a file path: ${format.stdout.refused}` }
    targets[format.id] =
      path === '-' ? { option, path, file: '<stdout>', write: stdout } : { option, path, file: resolve(cwd, path) }
  }
  return { targets, piped: piped.length > 0 }
}

export type OutputPlan = Omit<OutputTargets, 'history'> & {
  /** This run's line of the score history, appended in one write after the other files. */
  history?: OutputFile & { text: string }
  verbose: boolean
  colors: Colors
  width: number
  /** When the report was made (ISO 8601). */
  timestamp: string
  /** The report files configured but not written by this filtered run (`filteredRuns: 'skip'`). */
  withheld?: OutputTargets
}

export interface OutputSink {
  /** Prints the terminal table. */
  print: (text: string) => void
  /**
   * Called when a file cannot be written: throws (the CLI stops), or returns an error that the
   * outputs written after it and the terminal then show (the reporters carry on).
   */
  failed: (target: OutputFile, error: Error) => string
}

const WRITE_ORDER = [...OUTPUT_FORMATS].sort((a, b) => a.step - b.step)

/**
 * Writes a run's outputs, the same way for both reporters and the CLI: every format of
 * {@link OUTPUT_FORMATS} the plan names, in its step, then prints the terminal table with what the
 * formats announce under it. Returns the outcome with any write errors added.
 */
export function writeOutputs(outcome: RunOutcome, plan: OutputPlan, sink: OutputSink): RunOutcome {
  const view = { verbose: plan.verbose, ...completeIn(plan) }
  let current = outcome
  let markdown: string | undefined
  const announced: string[] = []
  for (const format of WRITE_ORDER) {
    const target = plan[format.id]
    if (target === undefined) continue
    const failures = current.errors.length
    try {
      const content = format.render({
        outcome: current,
        timestamp: plan.timestamp,
        markdown: () => {
          markdown ??= renderMarkdown(buildView(current, view))
          return markdown
        },
        target,
      })
      if (target.write) target.write(content)
      else writeTextFile(target.file, content, format.append)
      if (format.announce && target.write === undefined) announced.push(format.announce(target.file))
    } catch (error) {
      current = { ...current, errors: [...current.errors, sink.failed(target, error as Error)] }
    }
    if (format.id === 'history' && current.errors.length > failures && current.history)
      current = { ...current, history: { ...current.history, appended: false } }
  }
  const terminal = buildView({ ...current, notes: [...current.notes, ...announced] }, view)
  sink.print(renderTerminal(terminal, { colors: plan.colors, width: plan.width }))
  return current
}

// The output whose lists are whole, for the line under a section cut at 10: the JSON report, else
// the HTML. A filtered run that did not write them names the one it left alone: advice to set
// outputFile would be wrong, it is set.
function completeIn(plan: OutputPlan): { complete?: string; withheld?: string } {
  const at = (target: OutputFile): string => (target.write === undefined ? ` ${target.path}` : '')
  if (plan.json !== undefined) return { complete: `the JSON report${at(plan.json)}` }
  if (plan.html !== undefined) return { complete: `the HTML report${at(plan.html)}` }
  const withheld = plan.withheld?.json ?? plan.withheld?.html
  return withheld === undefined ? {} : { withheld: withheld.path }
}

/**
 * Writes a text file atomically (or appends whole lines to it), creating its directory; on failure
 * the old file is left as it was. Throws what node:fs throws.
 */
function writeTextFile(file: string, content: string, append = false): void {
  if (append) appendWholeLines(file, content)
  else writeFileAtomic(file, content)
}
