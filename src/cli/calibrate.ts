import { plural } from '../core/plural.js'
import { scoreKeyOf } from '../core/scorers/index.js'
import {
  CALIBRATE_DEFAULTS,
  calibrate,
  compareText,
  escapeJson,
  escapeTerminal,
  formatScore,
  isMastraRecord,
  type CalibrateOptions,
  type Calibration,
  type Unseparated,
} from '../reporter/index.js'
import { readReport } from './files.js'
import { UsageError, parseArgs, type ArgSpec, type CliIo } from './io.js'

export const CALIBRATE_HELP = `Usage: expect-similar calibrate <report.json>... [options]

Reads JSON reports (a run with repeats, several CI runs, or a merged report) and prints, per
scored assertion: runs, min / p10 / median of its score, its current threshold, a verdict and a
suggested threshold. flaky: the min sits inside the observed spread (some run failed, or the
min is within 0.01 of the 10th percentile). slack: the min is more than --slack-gap below every
observed score. Suggested min = lowest score - --margin, rounded down to 2 decimals, never below
the lowest min that rejects the assertion's reject texts and recorded leniency probes. For change
counts: suggested maximum = most changes observed + --margin-changes.
More in node_modules/expect-similar/docs/thresholds.md ("Calibrate from real runs").

Options:
  --margin <n>           score kept below the lowest observed score (default ${CALIBRATE_DEFAULTS.margin})
  --slack-gap <n>        how far below every score a min is slack (default ${CALIBRATE_DEFAULTS.slackGap})
  --margin-changes <n>   changes added to the most observed (default ${CALIBRATE_DEFAULTS.marginChanges})
  --json                 print the calibration as JSON (for scripts)
`

function unitOption(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n < 0 || n > 1) {
    throw new UsageError(`option --${name} must be a number in [0, 1], received ${JSON.stringify(value)}`)
  }
  return n
}

function countOption(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) {
    throw new UsageError(`option --${name} must be a non-negative integer, received ${JSON.stringify(value)}`)
  }
  return n
}

/** The options `calibrate` knows. */
export const CALIBRATE_ARGS: ArgSpec = {
  values: { margin: 'a number in [0, 1]', 'slack-gap': 'a number in [0, 1]', 'margin-changes': 'an integer' },
  flags: ['json'],
}

const ORDER = { flaky: 0, slack: 1, ok: 2 }

/**
 * `expect-similar calibrate`: exit code 0 (it advises, it does not gate).
 *
 * @example
 * await calibrateCommand(['scores.json', '--margin', '0.03'], io)
 */
export async function calibrateCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, CALIBRATE_ARGS)
  if (args.positionals.length === 0) throw new UsageError('calibrate needs at least one report file')
  const options: CalibrateOptions = {
    margin: unitOption('margin', args.values.margin, CALIBRATE_DEFAULTS.margin),
    slackGap: unitOption('slack-gap', args.values['slack-gap'], CALIBRATE_DEFAULTS.slackGap),
    marginChanges: countOption('margin-changes', args.values['margin-changes'], CALIBRATE_DEFAULTS.marginChanges),
  }
  const reports = args.positionals.map((path) => readReport(io, path).records)
  const mastra = reports.reduce((n, records) => n + records.filter(isMastraRecord).length, 0)
  const rows = calibrate(reports, options).sort(
    (a, b) =>
      ORDER[a.verdict] - ORDER[b.verdict] ||
      compareText(a.file, b.file) ||
      compareText(a.test, b.test) ||
      a.index - b.index,
  )
  if (args.flags.has('json')) {
    const warnings = oneRunWarning(rows)
    const json = { options, assertions: rows, warnings, leftOut: { mastra } }
    io.out(`${escapeJson(JSON.stringify(json, null, 2))}\n`)
    return 0
  }
  io.out(renderCalibration(rows, reports.length, options, mastra))
  return 0
}

/** Says that Mastra's records were left out, and why, when the reports had any. */
function mastraNote(records: number): string[] {
  if (records === 0) return []
  return [
    `note: ${records} Mastra expectEval ${plural(records, 'record')} left out: calibrate judges expect-similar ` +
      "assertions; Mastra's thresholds are set in its eval config (its scores are shown and gated apart, " +
      'thresholds.mastra)',
  ]
}

function limit(c: Calibration, value: number): string {
  return c.kind === 'changes' ? `max ${value} changes` : `min ${formatScore(value)}`
}

function stat(c: Calibration, value: number): string {
  return c.kind === 'changes' ? String(value) : formatScore(value)
}

function verdictText(c: Calibration): string {
  if (c.verdict !== 'slack') return c.verdict
  return c.kind === 'changes' ? `slack (+${c.slackBy} changes)` : `slack (${formatScore(c.slackBy)} below)`
}

/** A warning when some assertion was seen in one run only: one score says nothing about its spread. */
function oneRunWarning(rows: readonly Calibration[]): string[] {
  const once = rows.filter((c) => c.runs === 1).length
  if (once === 0) return []
  const which =
    once === rows.length
      ? `every assertion was seen in one run only`
      : `${once} of ${rows.length} ${plural(rows.length, 'assertion')} were seen in one run only`
  return [
    `${which}: one run cannot tell whether a threshold is flaky (a min just under one score may fail the next run); ` +
      'calibrate from several runs (Vitest repeats, or the reports of several runs)',
  ]
}

/** What would separate the runs from a reject text or probe that no min does, in words. */
function remedy(u: Unseparated, c: Calibration): string {
  const low = formatScore(c.min)
  if (u.source === 'reject') {
    return (
      `a reject text scores ${formatScore(u.score)}, not below the lowest observed score ${low}: no min passes ` +
      'every run and rejects it. If it differs from the expected text by a number, a negation or a name, add ' +
      "that guard (`guard: 'numbers'`, `'negation'` or `'names'`); else compare it under another scorer " +
      '(npx expect-similar compare <expected> <reject text>)'
    )
  }
  const what = `the ${u.kind} probe${u.probe === undefined ? '' : ` ${JSON.stringify(u.probe)}`}`
  const head =
    u.score >= 1
      ? `${what} scores 1: no min rejects it`
      : `${what} scores ${formatScore(u.score)}, not below the lowest observed score ${low}: no min passes every ` +
        'run and rejects it'
  const fixes: string[] = []
  if (u.guards.length > 0) {
    fixes.push(
      `add ${u.guards.map((kind) => `\`guard: '${kind}'\``).join(' or ')} (it fails this probe whatever it scores)`,
    )
  }
  for (const a of u.scorers) {
    const options = Object.entries(a.options).map(([key, value]) => `, ${key}: ${JSON.stringify(value)}`)
    fixes.push(
      `\`scorer: '${a.scorer}'${options.join('')}\` with min ${formatScore(a.min)} passes every run and rejects it`,
    )
  }
  if (fixes.length === 0) {
    fixes.push(
      'no guard catches it; try another scorer on it (npx expect-similar probe <expected> --scorer textual-difference)',
    )
  }
  return `${head}; ${fixes.join('; or ')}`
}

/** The calibration table: one row per assertion, then where it is and why. */
function renderCalibration(
  rows: readonly Calibration[],
  reports: number,
  options: CalibrateOptions,
  mastra: number,
): string {
  const flaky = rows.filter((c) => c.verdict === 'flaky').length
  const slack = rows.filter((c) => c.verdict === 'slack').length
  const head =
    `expect-similar calibrate: ${rows.length} assertions from ${reports} report(s): ` +
    `${flaky} flaky, ${slack} slack, ${rows.length - flaky - slack} ok ` +
    `(margin ${options.margin}, slack gap ${options.slackGap}, margin changes ${options.marginChanges})\n`
  if (rows.length === 0)
    return `${head}No scored assertion in the reports.\n${mastraNote(mastra)
      .map((n) => `${n}\n`)
      .join('')}`
  const table = [['verdict', 'runs', 'min', 'p10', 'median', 'current', 'suggested', 'assertion']]
  const notes: string[] = []
  let numbered = 0
  for (const c of rows) {
    const where = `${c.file}${c.line === undefined ? '' : `:${c.line}`}`
    const what = `${where}  ${c.test} (#${c.index} ${c.matcher}, ${scoreKeyOf(c)})`
    let suggested: string
    if (c.suggested === null) {
      numbered++
      notes.push(`(${numbered}) ${escapeTerminal(what)}:`)
      for (const u of c.unseparated ?? []) notes.push(`    ${escapeTerminal(remedy(u, c))}`)
      suggested = `no min (${numbered})`
    } else suggested = limit(c, c.suggested)
    table.push([
      verdictText(c),
      String(c.runs),
      stat(c, c.min),
      stat(c, c.p10),
      stat(c, c.median),
      limit(c, c.current),
      suggested,
      escapeTerminal(what),
    ])
  }
  const widths = (table[0] as string[]).map((_, i) => Math.max(...table.map((r) => (r[i] as string).length)))
  const lines = table.map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i] as number)))
      .join('  ')
      .trimEnd(),
  )
  const footer = [...notes, ...oneRunWarning(rows).map((w) => `warning: ${w}`), ...mastraNote(mastra)]
  return `${head}\n${lines.join('\n')}\n${footer.length === 0 ? '' : `\n${footer.join('\n')}\n`}`
}
