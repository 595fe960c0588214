import type { Colors } from './colors.js'
import { pathToFileURL } from 'node:url'
import { buildReport, type RunOutcome } from './report.js'
import { renderHtml } from './render/html/page.js'
import { renderMarkdown } from './render-markdown.js'
import { renderTerminal } from './render-terminal.js'
import { buildView } from './view.js'
import { appendWholeLines, writeFileAtomic } from './write-file.js'

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

export interface OutputPlan {
  /** The JSON report. */
  json?: OutputFile
  markdown?: OutputFile
  /** The self-contained HTML report. */
  html?: OutputFile
  /** Appended to, as GitHub Actions expects of `$GITHUB_STEP_SUMMARY`. */
  stepSummary?: OutputFile
  /** This run's line of the score history, appended in one write after the other files. */
  history?: OutputFile & { text: string }
  verbose: boolean
  colors: Colors
  width: number
  /** When the report was made (ISO 8601). */
  timestamp: string
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

/**
 * Writes a run's outputs, the same way for both reporters and the CLI: the JSON report (built
 * once, here), the HTML report, the Markdown summary, `$GITHUB_STEP_SUMMARY` and the history line,
 * then prints the terminal table, with the address of the HTML report under it. Returns the outcome
 * with any write errors added.
 */
export function writeOutputs(outcome: RunOutcome, plan: OutputPlan, sink: OutputSink): RunOutcome {
  let current = outcome
  const write = (target: OutputFile | undefined, content: () => string, append = false): void => {
    if (target === undefined) return
    try {
      if (target.write) target.write(content())
      else writeTextFile(target.file, content(), append)
    } catch (error) {
      current = { ...current, errors: [...current.errors, sink.failed(target, error as Error)] }
    }
  }
  write(plan.json, () => `${JSON.stringify(buildReport(outcome, plan.timestamp), null, 2)}\n`)
  const errors = current.errors.length
  write(plan.html, () => renderHtml(current, { timestamp: plan.timestamp }))
  // Only in the terminal: a file:// address means nothing in a Markdown summary read elsewhere.
  const html = plan.html
  const opened =
    html !== undefined && html.write === undefined && current.errors.length === errors
      ? [`HTML report: ${pathToFileURL(html.file).href}`]
      : []
  // Rendered once for both files, after the JSON report, so they name a JSON report that failed.
  const markdown = renderMarkdown(buildView(current, { verbose: plan.verbose }))
  write(plan.markdown, () => markdown)
  write(plan.stepSummary, () => `${markdown}\n`, true)
  if (plan.history) {
    const { text } = plan.history
    const failures = current.errors.length
    write(plan.history, () => text, true)
    if (current.errors.length > failures && current.history)
      current = { ...current, history: { ...current.history, appended: false } }
  }
  const terminal = buildView({ ...current, notes: [...current.notes, ...opened] }, { verbose: plan.verbose })
  sink.print(renderTerminal(terminal, { colors: plan.colors, width: plan.width }))
  return current
}

/**
 * Writes a text file atomically (or appends whole lines to it), creating its directory; on failure
 * the old file is left as it was. Throws what node:fs throws.
 */
export function writeTextFile(file: string, content: string, append = false): void {
  if (append) appendWholeLines(file, content)
  else writeFileAtomic(file, content)
}
