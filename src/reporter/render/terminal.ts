import type { Colors } from './colors.js'
import { escapeTerminal } from './escape.js'
import type { SummaryView, TestRef, Tone, ViewCell, ViewColumn } from './view.js'

export interface TerminalOptions {
  colors: Colors
  /** Terminal columns; no line of the output is longer. */
  width: number
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
  /**
   * Hidden from this narrowing level on (1 = bars go, 2 = min–max and trend go, 3 = short headers,
   * 4 = spare counts go).
   */
  dropAt?: number
  /** Shown only from this narrowing level on. */
  showFrom?: number
}

/** The narrowest path column: the total row's label. */
const MIN_PATH = 'Total'.length
/** The narrowing levels: the last one leaves out the spare counts. */
const LAST_LEVEL = 4
const GAP = '  '

/**
 * Paints a summary view for a terminal: the per-file table, then repeats, retries, lenient thresholds, the lowest
 * scores (verbose), gates and notes. No line is wider than `width`: bars, then min–max and trend
 * columns are dropped, headers shortened and spare counts dropped so that every path fits whole;
 * a path that still does not fit wraps at its slashes over the lines above its row.
 *
 * @example
 * process.stdout.write(
 *   renderTerminal(buildView(outcome, { verbose: false }), { colors: makeColors(false), width: 100 }),
 * )
 */
export function renderTerminal(view: SummaryView, options: TerminalOptions): string {
  const c = options.colors
  const width = Math.max(20, Math.floor(options.width))
  const out: string[] = [
    '',
    ` ${c.bold('expect-similar')} ` +
      `${c.dim(`scores by file (${escapeTerminal(view.runner.name)} ${escapeTerminal(view.runner.version)})`)}`,
  ]
  if (view.shard) out.push(c.dim(` shard ${view.shard.index}/${view.shard.count}`))
  if (view.partial) out.push(...wrap(`! ${view.partial}`, width, ' ', '   ', c.yellow))
  if (view.scope) out.push(...wrap(`! ${escapeTerminal(view.scope)}`, width, ' ', '   ', c.yellow))
  out.push('')

  if (view.table !== null) out.push(...renderTable(view.table, width, c))
  else if (view.mastra === null) out.push(` ${c.yellow('No scored assertions in this run.')}`)
  if (view.mastra !== null) {
    if (view.table !== null) out.push('')
    out.push(...wrap(MASTRA_HEADING, width, ' ', ' ', c.bold), ...renderTable(view.mastra, width, c))
  }
  out.push(...renderBaseline(view, c, width))
  out.push(...renderTests(view, c, width))
  out.push(...renderRetries(view, c, width))
  out.push(...renderLenient(view, c, width))
  out.push(...renderLowest(view, c))
  out.push(...renderGates(view, c, width))
  if ((view.warnings.length > 0 || view.notes.length > 0 || view.errors.length > 0) && out[out.length - 1] !== '')
    out.push('')
  for (const e of view.errors) out.push(...wrap(`✗ ${escapeTerminal(e)}`, width, ' ', '   ', c.red))
  for (const w of view.warnings) out.push(...wrap(`! ${escapeTerminal(w)}`, width, ' ', '   ', c.yellow))
  for (const n of view.notes) out.push(...wrap(escapeTerminal(n), width, ' ', ' ', c.dim))
  out.push('')
  return out.map((line) => fitLine(line.replace(/ +$/, ''), width)).join('\n')
}

// Mastra's records have a table of their own, and are in no number of ours.
const MASTRA_HEADING = "Mastra evals (Mastra's own scores and verdicts; in none of the numbers above)"

function toneColor(c: Colors, tone: Tone | undefined): ((s: string) => string) | undefined {
  switch (tone) {
    case 'high':
    case 'good':
      return c.green
    case 'mid':
      return c.yellow
    case 'low':
    case 'bad':
      return c.red
    case 'muted':
      return c.dim
    case 'new':
      return c.cyan
    default:
      return undefined
  }
}

function paintCell(c: Colors, cell: ViewCell): string {
  return paint(cell.text, toneColor(c, cell.tone))
}

function testName(t: TestRef): string {
  return `${escapeTerminal(t.file)} › ${escapeTerminal(t.test)}`
}

// A view column becomes one terminal column, or two for a mean with bars: with the bar while
// there is room, the mean alone once the terminal narrows.
function terminalColumns(col: ViewColumn, cells: ViewCell[], c: Colors): Column[] {
  const cell = (v: ViewCell, text = v.text): Cell => ({ text, paint: toneColor(c, v.tone) })
  if (col.bars) {
    return [
      {
        header: col.header,
        align: col.align,
        dropAt: 1,
        cells: cells.map((v) => cell(v, v.bar === undefined ? v.text : `${v.text} ${v.bar}`)),
      },
      { header: col.header, short: col.short, align: col.align, showFrom: 1, cells: cells.map((v) => cell(v)) },
    ]
  }
  // A detail column leaves a row without a value blank rather than marking it.
  const shown = col.detail ? cells.map((v) => (v.missing ? { text: '' } : cell(v))) : cells.map((v) => cell(v))
  const dropAt = col.detail ? 2 : col.spare ? LAST_LEVEL : undefined
  return [{ header: col.header, short: col.short, align: col.align, cells: shown, dropAt }]
}

function renderTable(table: NonNullable<SummaryView['table']>, width: number, c: Colors): string[] {
  const { rows } = table
  const columns = table.columns.flatMap((col, i) =>
    terminalColumns(
      col,
      rows.map((r) => r.cells[i] as ViewCell),
      c,
    ),
  )

  // Drop optional columns until the longest path fits whole.
  const atLevel = (level: number): Column[] =>
    columns
      .filter(
        (col) =>
          (col.dropAt === undefined || col.dropAt > level) && (col.showFrom === undefined || col.showFrom <= level),
      )
      .map((col) => (level >= 3 && col.short !== undefined ? { ...col, header: col.short } : col))
  const fixedWidth = (cols: Column[]): number => cols.reduce((w, col) => w + GAP.length + columnWidth(col), 0)
  const labels = rows.map((r) => (r.total ? r.label : escapeTerminal(r.label)))
  const longest = Math.max(4, ...labels.map((label) => visibleLength(label)))
  let level = 0
  let shown = atLevel(0)
  while (level < LAST_LEVEL && 1 + longest + fixedWidth(shown) > width) shown = atLevel(++level)
  // Where even then a path does not fit, it wraps (see pathLines) rather than lose characters.
  const pathWidth = Math.max(MIN_PATH, Math.min(longest, width - 1 - fixedWidth(shown)))

  const line = (first: Cell, cells: Cell[], widths: number[], aligns: Align[]): string =>
    ' ' +
    paint(pad(first.text, pathWidth, 'left'), first.paint) +
    cells.map((cell, i) => GAP + paint(pad(cell.text, widths[i] as number, aligns[i] as Align), cell.paint)).join('')
  const widths = shown.map(columnWidth)
  const aligns = shown.map((col) => col.align)
  const lines = [
    line(
      { text: 'File', paint: c.dim },
      shown.map((col) => ({ text: col.header, paint: c.dim })),
      widths,
      aligns,
    ),
  ]
  rows.forEach((row, i) => {
    if (row.total) lines.push(` ${c.dim('─'.repeat(pathWidth + fixedWidth(shown)))}`)
    const label = labels[i] as string
    const { above, last } = row.total ? { above: [], last: label } : pathLines(label, pathWidth, width - 1)
    for (const piece of above) lines.push(` ${piece}`)
    const first: Cell = row.total ? { text: label, paint: c.bold } : { text: last }
    lines.push(
      line(
        first,
        shown.map((col) => col.cells[i] as Cell),
        widths,
        aligns,
      ),
    )
  })
  return lines
}

/**
 * A path too long for its column, cut at slashes: the longest tail of whole segments that fits the
 * column stays on the row (`last`), the rest goes on the lines above it, each at most `lineWidth`
 * (a segment longer than a line is split). Nothing is left out.
 *
 * @example
 * pathLines('packages/app/test/evals/summary.test.ts', 26, 40)
 * // { above: ['packages/app/test/'], last: 'evals/summary.test.ts' }
 */
export function pathLines(label: string, pathWidth: number, lineWidth: number): { above: string[]; last: string } {
  if (visibleLength(label) <= pathWidth) return { above: [], last: label }
  const segments = label.match(/[^/]*\/|[^/]+$/g) ?? [label]
  let start = segments.length
  let last = ''
  while (start > 0 && visibleLength(`${segments[start - 1]}${last}`) <= pathWidth) last = `${segments[--start]}${last}`
  const above: string[] = []
  let current = ''
  for (const segment of segments.slice(0, start)) {
    if (current !== '' && visibleLength(current + segment) > lineWidth) {
      above.push(current)
      current = ''
    }
    current += segment
    while (visibleLength(current) > lineWidth) {
      const chars = [...current]
      above.push(chars.slice(0, lineWidth).join(''))
      current = chars.slice(lineWidth).join('')
    }
  }
  if (current !== '') above.push(current)
  return { above, last }
}

function renderBaseline(view: SummaryView, c: Colors, width: number): string[] {
  const b = view.baseline
  if (!b) return []
  const lines = ['', ...wrap(`Baseline ${escapeTerminal(b.path)}: ${b.compared}`, width, ' ', '   ')]
  if (b.added.length > 0)
    lines.push(...wrap(`new: ${b.added.map(escapeTerminal).join(', ')}`, width, '   ', '     ', c.cyan))
  if (b.removed.length > 0)
    lines.push(...wrap(`removed: ${b.removed.map(escapeTerminal).join(', ')}`, width, '   ', '     ', c.dim))
  if (b.notRun !== null) lines.push(...wrap(b.notRun, width, '   ', '     ', c.dim))
  return lines
}

function renderTests(view: SummaryView, c: Colors, width: number): string[] {
  if (!view.passK) return []
  const lines = ['', ...wrap(`${view.passK.heading}: ${view.passK.text}`, width, ' ', '   ')]
  if (view.calibrate) lines.push(...wrap(view.calibrate, width, ' ', '   '))
  const { lines: rows, more } = view.spread
  if (rows.length === 0) return lines
  lines.push(c.dim(`   mean ± spread  min–max    runs passed  scorer      test`))
  for (const r of rows) {
    const runs = { ...r.runs, text: r.runs.text.padStart(11) }
    lines.push(
      `   ${paintCell(c, r.mean)} ± ${r.spread.padEnd(6)}  ${c.dim(r.range)}  ${paintCell(c, runs)}  ` +
        `${r.scorer.padEnd(10)}  ${testName(r)} ${c.dim(`(${r.assertion})`)}`,
    )
  }
  if (more > 0) lines.push(c.dim(`   … ${more} more ${view.moreIn}`))
  return lines
}

function renderRetries(view: SummaryView, c: Colors, width: number): string[] {
  const retries = view.retries
  if (!retries) return []
  const lines = ['', ...wrap(retries.text, width, ' ', '   ')]
  for (const r of retries.lines) lines.push(`   ${c.yellow(r.attempts)}  ${testName(r)}`)
  if (retries.more > 0) lines.push(c.dim(`   … ${retries.more} more ${view.moreIn}`))
  return lines
}

function renderLenient(view: SummaryView, c: Colors, width: number): string[] {
  const lenient = view.lenient
  if (!lenient) return []
  const lines = ['', ...wrap(lenient.text, width, ' ', '   ', c.yellow)]
  for (const r of lenient.lines) {
    lines.push(`   ${testName(r)} ${c.dim(`(${escapeTerminal(r.threshold)})`)}`)
    lines.push(...wrap(`accepts ${r.kind} ${escapeTerminal(r.probe)}`, width, '     ', '       '))
    lines.push(`     ${c.dim('scoring')} ${paintCell(c, r.score)}${c.dim(`; ${r.fix}`)}`)
  }
  if (lenient.more > 0) lines.push(c.dim(`   … ${lenient.more} more ${view.moreIn}`))
  return lines
}

function renderLowest(view: SummaryView, c: Colors): string[] {
  const lowest = view.lowest
  if (!lowest || lowest.length === 0) return []
  const lines = ['', ` Lowest scores`]
  const reqWidth = Math.max(...lowest.map((r) => r.required.length))
  for (const r of lowest) {
    const mark = r.pass ? c.green('✓') : c.red('✗')
    lines.push(
      `   ${mark} ${paintCell(c, r.score)}  ${c.dim(r.required.padEnd(reqWidth))}  ` +
        `${testName(r)} ${c.dim(`(${escapeTerminal(r.matcher)})`)}`,
    )
  }
  return lines
}

function renderGates(view: SummaryView, c: Colors, width: number): string[] {
  const { failed, passed, unmatched } = view.gates
  if (failed.length === 0 && passed === null && unmatched.length === 0) return []
  const lines = ['']
  // Gate messages say by how much; they wrap rather than lose their end.
  for (const g of failed) lines.push(...wrap(`✗ Gate failed: ${escapeTerminal(g)}`, width, ' ', '   ', c.red))
  if (passed !== null) lines.push(` ${c.green(`✓ ${passed}`)}`)
  for (const u of unmatched) lines.push(...wrap(`! ${escapeTerminal(u)}`, width, ' ', '   ', c.yellow))
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
  return [...text.replace(/\u001b\[[0-9;]*m/g, '')].length
}

/** Cuts a line that is still too wide, keeping color codes balanced by resetting at the cut. */
function fitLine(line: string, width: number): string {
  if (visibleLength(line) <= width) return line
  let visible = 0
  let out = ''
  const parts = line.split(/(\u001b\[[0-9;]*m)/)
  for (const part of parts) {
    if (part.startsWith('\u001b[')) {
      out += part
      continue
    }
    for (const ch of part) {
      if (visible === width - 1) return `${out}…${out.includes('\u001b[') ? '\u001b[0m' : ''}`
      out += ch
      visible++
    }
  }
  return out
}
