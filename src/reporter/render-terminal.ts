import { plural } from '../core/plural.js'
import type { Colors } from './colors.js'
import { escapeTerminal } from './escape.js'
import {
  LOWEST_COUNT,
  SCORER_LABEL,
  TEST_ROWS,
  bandColor,
  describeGate,
  fixed,
  formatDelta,
  lowestRecords,
  requirement,
  scoreBar,
  spreadRows,
} from './format.js'
import type { RunOutcome } from './report.js'
import type { Aggregate } from './types.js'

export interface TerminalOptions {
  colors: Colors
  /** Terminal columns; no line of the output is longer. */
  width: number
  /** List the lowest-scoring assertions. */
  verbose: boolean
}

type Align = 'left' | 'right'
interface Cell {
  text: string
  paint?: (s: string) => string
}
interface Column {
  header: string
  /** Header used from narrowing level 3 on. */
  short?: string
  align: Align
  cells: Cell[]
  /** Hidden from this narrowing level on (1 = bars go, 2 = min–max goes, 3 = short headers). */
  dropAt?: number
  /** Shown only from this narrowing level on. */
  showFrom?: number
}

const MIN_PATH = 12
const SCORER_SHORT = { 'content-similarity': 'Sim', 'textual-difference': 'Diff' } as const
const GAP = '  '

/**
 * Renders the score summary for a terminal: the per-file table, then repeats, retries, the
 * lowest scores (verbose), gates and notes. No line is wider than `width`: paths are cut in the
 * middle, then bars and min–max columns are dropped, and only then are lines cut.
 *
 * @example
 * process.stdout.write(renderTerminal(outcome, { colors: makeColors(false), width: 100, verbose: false }))
 */
export function renderTerminal(outcome: RunOutcome, options: TerminalOptions): string {
  const { summary } = outcome
  const c = options.colors
  const width = Math.max(20, Math.floor(options.width))
  const out: string[] = ['', ` ${c.bold('expect-similar')} ${c.dim(`scores by file (${escapeTerminal(summary.runner.name)} ${escapeTerminal(summary.runner.version)})`)}`]
  if (outcome.shard) out.push(c.dim(` shard ${outcome.shard.index}/${outcome.shard.count}`))
  out.push('')

  if (summary.records.length === 0) {
    out.push(` ${c.yellow('No scored assertions in this run.')}`)
  } else {
    out.push(...renderTable(outcome, width, c))
  }
  out.push(...renderBaseline(outcome, c, width))
  out.push(...renderTests(outcome, c, width))
  out.push(...renderRetries(outcome, c, width))
  if (options.verbose) out.push(...renderLowest(outcome, c))
  out.push(...renderGates(outcome, c, width))
  if ((summary.warnings.length > 0 || outcome.notes.length > 0 || outcome.errors.length > 0) && out[out.length - 1] !== '') out.push('')
  for (const e of outcome.errors) out.push(...wrap(`✗ ${escapeTerminal(e)}`, width, ' ', '   ', c.red))
  for (const w of summary.warnings) out.push(...wrap(`! ${escapeTerminal(w)}`, width, ' ', '   ', c.yellow))
  for (const n of outcome.notes) out.push(...wrap(escapeTerminal(n), width, ' ', ' ', c.dim))
  out.push('')
  return out.map((line) => fitLine(line.replace(/ +$/, ''), width)).join('\n')
}

function renderTable(outcome: RunOutcome, width: number, c: Colors): string[] {
  const { summary, baseline } = outcome
  const rows: { label: string; agg: Aggregate; file?: string }[] = [
    ...summary.files.map((f) => ({ label: escapeTerminal(f.file), agg: f as Aggregate, file: f.file })),
    { label: 'Total', agg: summary.total },
  ]
  const deltas = new Map(baseline?.files.map((f) => [f.file, f.delta]))
  const added = new Set(baseline?.added)
  const count = (n: number, paint: (s: string) => string): Cell => ({ text: String(n), paint: n > 0 ? paint : c.dim })
  const columns: Column[] = [
    { header: 'Scored', short: 'N', align: 'right', cells: rows.map((r) => ({ text: String(r.agg.assertions) })) },
    { header: 'Pass', short: '✓', align: 'right', cells: rows.map((r) => count(r.agg.passed, c.green)) },
    { header: 'Fail', short: '✗', align: 'right', cells: rows.map((r) => count(r.agg.failed, c.red)) },
  ]
  for (const scorer of summary.scorers) {
    const stats = rows.map((r) => r.agg.scorers[scorer])
    // The mean with its bar, or (narrow terminals) the mean alone.
    columns.push({
      header: SCORER_LABEL[scorer],
      align: 'left',
      dropAt: 1,
      cells: stats.map((s) => (s ? { text: `${fixed(s.mean, 2)} ${scoreBar(s.mean)}`, paint: bandColor(c, s.mean) } : { text: '-', paint: c.dim })),
    })
    columns.push({
      header: SCORER_LABEL[scorer],
      short: SCORER_SHORT[scorer],
      align: 'left',
      showFrom: 1,
      cells: stats.map((s) => (s ? { text: fixed(s.mean, 2), paint: bandColor(c, s.mean) } : { text: '-', paint: c.dim })),
    })
    columns.push({
      header: 'min–max',
      align: 'left',
      dropAt: 2,
      cells: stats.map((s) => (s ? { text: `${fixed(s.min, 2)}–${fixed(s.max, 2)}`, paint: c.dim } : { text: '' })),
    })
    if (scorer === 'textual-difference') {
      columns.push({
        header: 'Changes',
        short: 'Chg',
        align: 'right',
        cells: stats.map((s) => (s?.meanChanges === undefined ? { text: '-', paint: c.dim } : { text: fixed(s.meanChanges, 1) })),
      })
    }
  }
  if (baseline) {
    columns.push({
      header: 'Δ mean',
      short: 'Δ',
      align: 'right',
      cells: rows.map((r) => {
        if (r.file === undefined) return { text: '' }
        if (added.has(r.file)) return { text: 'new', paint: c.cyan }
        const d = deltas.get(r.file)
        if (d === undefined) return { text: '' }
        const text = formatDelta(d)
        return { text, paint: text.startsWith('▲') ? c.green : text.startsWith('▼') ? c.red : c.dim }
      }),
    })
  }

  // Drop optional columns until the path column fits at its minimum width.
  const atLevel = (level: number): Column[] =>
    columns
      .filter((col) => (col.dropAt === undefined || col.dropAt > level) && (col.showFrom === undefined || col.showFrom <= level))
      .map((col) => (level >= 3 && col.short !== undefined ? { ...col, header: col.short } : col))
  const fixedWidth = (cols: Column[]): number => cols.reduce((w, col) => w + GAP.length + columnWidth(col), 0)
  let level = 0
  let shown = atLevel(0)
  while (level < 3 && 1 + MIN_PATH + fixedWidth(shown) > width) shown = atLevel(++level)
  const pathWidth = Math.max(
    MIN_PATH,
    Math.min(Math.max(4, ...rows.map((r) => visibleLength(r.label))), width - 1 - fixedWidth(shown)),
  )

  const line = (first: Cell, cells: Cell[], widths: number[], aligns: Align[]): string =>
    ' ' +
    paint(pad(truncateMiddle(first.text, pathWidth), pathWidth, 'left'), first.paint) +
    cells.map((cell, i) => GAP + paint(pad(cell.text, widths[i] as number, aligns[i] as Align), cell.paint)).join('')
  const widths = shown.map(columnWidth)
  const aligns = shown.map((col) => col.align)
  const lines = [line({ text: 'File', paint: c.dim }, shown.map((col) => ({ text: col.header, paint: c.dim })), widths, aligns)]
  rows.forEach((row, i) => {
    if (row.file === undefined) lines.push(' ' + c.dim('─'.repeat(pathWidth + fixedWidth(shown))))
    const first: Cell = row.file === undefined ? { text: row.label, paint: c.bold } : { text: row.label }
    lines.push(line(first, shown.map((col) => col.cells[i] as Cell), widths, aligns))
  })
  return lines
}

function renderBaseline(outcome: RunOutcome, c: Colors, width: number): string[] {
  const b = outcome.baseline
  if (!b) return []
  const lines = ['', ...wrap(`Baseline ${escapeTerminal(b.path)}: ${b.files.length} ${plural(b.files.length, 'file')} compared`, width, ' ', '   ')]
  if (b.added.length > 0) lines.push(...wrap(`new: ${b.added.map(escapeTerminal).join(', ')}`, width, '   ', '     ', c.cyan))
  if (b.removed.length > 0) lines.push(...wrap(`removed: ${b.removed.map(escapeTerminal).join(', ')}`, width, '   ', '     ', c.dim))
  return lines
}

function renderTests(outcome: RunOutcome, c: Colors, width: number): string[] {
  const { tests, passK } = outcome.summary
  const rows = spreadRows(tests)
  if (rows.length === 0 && passK.maxRuns < 2) return []
  const lines = [
    '',
    ...wrap(`pass^k ${fixed(passK.rate, 2)}: ${passK.allRunsPassed} of ${passK.tests} scored ${plural(passK.tests, 'test')} passed every run (k up to ${passK.maxRuns})`, width, ' ', '   '),
  ]
  if (rows.length === 0) return lines
  lines.push(c.dim(`   mean ± spread  min–max    runs passed  scorer      test`))
  for (const { test: t, scorer, stats: s } of rows.slice(0, TEST_ROWS)) {
    const runs = `${t.passedRuns}/${t.runs}`
    lines.push(
      `   ${bandColor(c, s.mean)(fixed(s.mean, 2))} ± ${fixed(s.spread, 2).padEnd(6)}  ${c.dim(`${fixed(s.min, 2)}–${fixed(s.max, 2)}`)}  ${(t.passedRuns === t.runs ? c.green : c.red)(runs.padStart(11))}  ${SCORER_LABEL[scorer].padEnd(10)}  ${escapeTerminal(t.file)} › ${escapeTerminal(t.test)}`,
    )
  }
  if (rows.length > TEST_ROWS) lines.push(c.dim(`   … ${rows.length - TEST_ROWS} more in the JSON report`))
  return lines
}

function renderRetries(outcome: RunOutcome, c: Colors, width: number): string[] {
  const retried = outcome.summary.tests.filter((t) => t.attempts > t.runs)
  if (retried.length === 0) return []
  const lines = ['', ...wrap(`Retries: ${retried.length} ${plural(retried.length, 'test')} ran more than once; only the deciding attempt is scored`, width, ' ', '   ')]
  for (const t of retried.slice(0, TEST_ROWS)) {
    lines.push(`   ${c.yellow(`${t.attempts} attempts`)}  ${escapeTerminal(t.file)} › ${escapeTerminal(t.test)}`)
  }
  if (retried.length > TEST_ROWS) lines.push(c.dim(`   … ${retried.length - TEST_ROWS} more in the JSON report`))
  return lines
}

function renderLowest(outcome: RunOutcome, c: Colors): string[] {
  const lowest = lowestRecords(outcome.summary.records, LOWEST_COUNT)
  if (lowest.length === 0) return []
  const lines = ['', ` Lowest scores`]
  const required = lowest.map(requirement)
  const reqWidth = Math.max(...required.map((t) => t.length))
  lowest.forEach((r, i) => {
    const mark = r.pass ? c.green('✓') : c.red('✗')
    lines.push(
      `   ${mark} ${bandColor(c, r.score)(fixed(r.score, 3))}  ${c.dim((required[i] as string).padEnd(reqWidth))}  ${escapeTerminal(r.file)} › ${escapeTerminal(r.test)} ${c.dim(`(${escapeTerminal(r.matcher)})`)}`,
    )
  })
  return lines
}

function renderGates(outcome: RunOutcome, c: Colors, width: number): string[] {
  const { gates } = outcome
  if (gates.results.length === 0 && gates.unmatchedGlobs.length === 0) return []
  const lines = ['']
  const failed = gates.results.filter((g) => !g.passed)
  // Gate messages say by how much; they wrap rather than lose their end.
  for (const g of failed) lines.push(...wrap(`✗ Gate failed: ${describeGate(g, escapeTerminal)}`, width, ' ', '   ', c.red))
  const passed = gates.results.length - failed.length
  if (passed > 0) lines.push(` ${c.green(`✓ ${passed} ${plural(passed, 'gate')} passed`)}`)
  for (const glob of gates.unmatchedGlobs) {
    lines.push(...wrap(`! thresholds.files ${escapeTerminal(JSON.stringify(glob))} matched no file with scored assertions`, width, ' ', '   ', c.yellow))
  }
  return lines
}

/**
 * Wraps plain text at spaces to fit `width`, coloring each piece; a word longer than a line is
 * left for fitLine to cut.
 */
function wrap(text: string, width: number, first: string, rest: string, painter?: (s: string) => string): string[] {
  const lines: string[] = []
  let prefix = first
  let current = ''
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`
    if (current !== '' && visibleLength(prefix + candidate) > width) {
      lines.push(prefix + paint(current, painter))
      prefix = rest
      current = word
    } else {
      current = candidate
    }
  }
  lines.push(prefix + paint(current, painter))
  return lines
}

function columnWidth(col: Column): number {
  return Math.max(visibleLength(col.header), ...col.cells.map((cell) => visibleLength(cell.text)))
}

function paint(text: string, painter?: (s: string) => string): string {
  return painter && text.trim() !== '' ? painter(text) : text
}

function pad(text: string, width: number, align: Align): string {
  const space = ' '.repeat(Math.max(0, width - visibleLength(text)))
  return align === 'left' ? text + space : space + text
}

/** Length in code points of text without ANSI color codes (wide CJK characters count once). */
export function visibleLength(text: string): number {
  // eslint-disable-next-line no-control-regex
  return [...text.replace(/\u001b\[[0-9;]*m/g, '')].length
}

/**
 * Shortens a path to `width` code points by replacing its middle with `…`. The end is favored:
 * the file name is kept whole when it leaves room for a few leading characters.
 *
 * @example
 * truncateMiddle('test/evals/very/long/path/summary.test.ts', 22) // 'test/…/summary.test.ts'
 */
export function truncateMiddle(text: string, width: number): string {
  const chars = [...text]
  if (chars.length <= width) return text
  if (width <= 1) return '…'.slice(0, width)
  const name = [...text.slice(text.lastIndexOf('/'))].length
  const tail = Math.max(Math.ceil((width - 1) / 2), Math.min(name, width - 4))
  const head = width - 1 - tail
  return chars.slice(0, head).join('') + '…' + chars.slice(chars.length - tail).join('')
}

/** Cuts a line that is still too wide, keeping color codes balanced by resetting at the cut. */
function fitLine(line: string, width: number): string {
  if (visibleLength(line) <= width) return line
  let visible = 0
  let out = ''
  // eslint-disable-next-line no-control-regex
  const parts = line.split(/(\u001b\[[0-9;]*m)/)
  for (const part of parts) {
    if (part.startsWith('\u001b[')) {
      out += part
      continue
    }
    for (const ch of part) {
      if (visible === width - 1) return out + '…' + (out.includes('\u001b[') ? '\u001b[0m' : '')
      out += ch
      visible++
    }
  }
  return out
}
