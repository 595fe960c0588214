import { escapeMarkdown } from './escape.js'
import type { SummaryView, TestRef, ViewCell, ViewTable } from './view.js'

const e = escapeMarkdown

/**
 * Paints a summary view as GitHub-flavoured Markdown: a per-file table with a total row, then
 * baseline changes, the biggest movers since the previous run (with a history), repeats, retries,
 * lenient thresholds, the lowest scores (verbose), gates and notes. Every test name and path is
 * escaped with {@link escapeMarkdown}.
 *
 * @example
 * writeFileSync('scores.md', renderMarkdown(buildView(outcome, { verbose: false })))
 */
export function renderMarkdown(view: SummaryView): string {
  const out: string[] = [`### expect-similar scores (${e(view.runner.name)} ${e(view.runner.version)})`, '']
  if (view.shard) out.push(`Shard ${view.shard.index}/${view.shard.count}.`, '')
  if (view.partial) out.push(`⚠️ ${e(view.partial)}.`, '')
  if (view.scope) out.push(`⚠️ ${e(view.scope)}.`, '')

  if (view.table !== null) out.push(...markdownTable(view.table))
  else if (view.mastra === null) out.push('No scored assertions in this run.', '')
  if (view.mastra !== null) {
    out.push("**Mastra evals** (Mastra's own scores and verdicts; in none of the numbers above)", '')
    out.push(...markdownTable(view.mastra))
  }

  const b = view.baseline
  if (b) {
    const notRun = b.notRun === null ? '' : ` ${b.notRun}.`
    out.push(
      `Baseline ${e(b.path)}: ${b.compared}.${listed(' New', b.added)}${listed(' Removed', b.removed)}${notRun}`,
      '',
    )
  }

  const m = view.movers
  if (m && m.lines.length === 0) out.push(`${e(m.text)}.`, '')
  else if (m) {
    out.push(`${e(m.text)}:`, '', '| File | Mean | Δ mean |', '| :-- | :-- | --: |')
    for (const r of m.lines) out.push(tableRow([e(r.file), `${r.from} → ${r.to}`, r.delta.text]))
    if (m.more > 0) out.push(`| … ${m.more} more moved | | |`)
    out.push('')
  }

  if (view.passK) out.push(`**${view.passK.heading}**: ${view.passK.text}.`, '')
  if (view.calibrate) out.push(`${e(view.calibrate)}.`, '')
  const { lines: spread, more } = view.spread
  if (spread.length > 0) {
    out.push(
      '| Test | Assertion | Scorer | Mean | Spread | min–max | Runs passed |',
      '| :-- | :-- | :-- | --: | --: | :-- | --: |',
    )
    for (const r of spread)
      out.push(tableRow([testName(r), e(r.assertion), r.scorer, r.mean.text, r.spread, r.range, r.runs.text]))
    if (more > 0) out.push(`| … ${more} more ${e(view.moreIn)} | | | | | | |`)
    out.push('')
  }

  if (view.retries) {
    out.push(`${view.retries.text}.`, '')
    for (const r of view.retries.lines) out.push(`- ${r.attempts}: ${testName(r)}`)
    out.push('')
  }

  if (view.lenient) {
    out.push(`${view.lenient.text}.`, '', '| Test | Threshold | Strongest accepted probe | Score | Fix |')
    out.push('| :-- | :-- | :-- | --: | :-- |')
    for (const r of view.lenient.lines) {
      out.push(
        tableRow([
          testName(r),
          e(r.threshold),
          `${r.kind}: ${probeCell(r.probeText, r.probe)}`,
          r.score.text,
          e(r.fix),
        ]),
      )
    }
    if (view.lenient.more > 0) out.push(`| … ${view.lenient.more} more ${e(view.moreIn)} | | | | |`)
    out.push('')
  }

  if (view.lowest) {
    out.push(
      '<details><summary>Lowest scores</summary>',
      '',
      '| | Score | Required | Test | Matcher |',
      '| :-: | --: | :-- | :-- | :-- |',
    )
    for (const r of view.lowest)
      out.push(tableRow([r.pass ? '✓' : '✗', r.score.text, e(r.required), testName(r), e(r.matcher)]))
    out.push('', '</details>', '')
  }

  for (const g of view.gates.failed) out.push(`- ❌ Gate failed: ${e(g)}`)
  if (view.gates.passed !== null) out.push(`- ✅ ${view.gates.passed}`)
  for (const u of view.gates.unmatched) out.push(`- ⚠️ ${e(u)}`)
  for (const err of view.errors) out.push(`- ❌ ${e(err)}`)
  for (const w of view.warnings) out.push(`- ⚠️ ${e(w)}`)
  for (const n of view.notes) out.push(`- ${e(n)}`)
  if (out[out.length - 1] !== '') out.push('')
  return out.join('\n')
}

function markdownTable({ columns, rows }: ViewTable): string[] {
  return [
    tableRow(['File', ...columns.map((col) => e(col.header))]),
    tableRow([':--', ...columns.map((col) => (col.align === 'left' ? ':--' : '--:'))]),
    ...rows.map((row) => tableRow([row.total ? `**${row.label}**` : e(row.label), ...row.cells.map(cell)])),
    '',
  ]
}

function tableRow(cells: string[]): string {
  return `| ${cells.join(' | ')} |`
}

function cell(c: ViewCell): string {
  return e(c.bar === undefined ? c.text : `${c.text} ${c.bar}`)
}

function testName(t: TestRef): string {
  return `${e(t.file)} › ${e(t.test)}`
}

function listed(label: string, items: readonly string[]): string {
  return items.length === 0 ? '' : `${label}: ${items.map(e).join(', ')}.`
}

/**
 * A probe as text in a table cell: between quotes, each line escaped for Markdown and the lines
 * joined with `<br>` (a cell holds no line break), so GitHub shows its quotes and breaks as they
 * are instead of a JSON string's backslashes. Without its text, the view's placeholder.
 */
function probeCell(text: string | undefined, placeholder: string): string {
  if (text === undefined) return e(placeholder)
  return `“${text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map(e)
    .join('<br>')}”`
}
