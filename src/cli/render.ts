import { colorsEnabled, makeColors } from '../reporter/colors.js'
import { buildReport, type RunOutcome } from '../reporter/report.js'
import { renderMarkdown } from '../reporter/render-markdown.js'
import { renderTerminal } from '../reporter/render-terminal.js'
import { terminalWidth } from '../reporter/terminal.js'
import { buildView } from '../reporter/view.js'
import { writeOutput } from './files.js'
import type { ArgSpec, CliIo, ParsedArgs } from './io.js'

/** Options every rendering command accepts. */
export const OUTPUT_OPTIONS = {
  values: { json: 'a file path', markdown: 'a file path' },
  flags: ['verbose', 'no-github-summary'],
} as const satisfies ArgSpec

/** Prints the outcome and writes `--json`, `--markdown` and the GitHub step summary. */
export function emit(io: CliIo, outcome: RunOutcome, args: ParsedArgs, timestamp: string): void {
  const verbose = args.flags.has('verbose')
  if (args.values.json !== undefined) writeOutput(io, args.values.json, `${JSON.stringify(buildReport(outcome, timestamp), null, 2)}\n`)
  const view = buildView(outcome, { verbose })
  const markdown = renderMarkdown(view)
  if (args.values.markdown !== undefined) writeOutput(io, args.values.markdown, markdown)
  const stepSummary = io.env.GITHUB_STEP_SUMMARY
  if (stepSummary && !args.flags.has('no-github-summary')) writeOutput(io, stepSummary, `${markdown}\n`, true)
  const colors = makeColors(colorsEnabled(io.env, io.isTTY))
  io.out(`${renderTerminal(view, { colors, width: terminalWidth({ isTTY: io.isTTY, columns: io.columns }, io.env) })}\n`)
}
