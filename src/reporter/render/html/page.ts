import { createHash } from 'node:crypto'
import { plural } from '../../../core/plural.js'
import { scoreKeyLabels, scoreKeyOf } from '../../../core/scorers/index.js'
import { formatAgainst, formatCount } from '../../../core/format.js'
import { shownLine } from './page-script/detail.js'
import { formatDelta, formatScore, formatThreshold, scoreBand } from '../format.js'
import { scoreTone } from './tone.js'
import { isUnjudged } from '../../runner/mastra-eval.js'
import { histogramSvg, scoreBarHtml, trendSvg } from './charts.js'
import { deflateRawSync } from 'node:zlib'
import {
  encodeTexts,
  inTextChunks,
  type PageData,
  RECORDS_BLOCK_ID,
  type RecordData,
  type TextsData,
  textBlockId,
} from './data.js'
import { escapeHtml as h, scriptJson } from '../escape.js'
import SCRIPT from 'virtual:page-script'
import { STYLE } from './style.js'
import { GENERATOR } from '../../store/report.js'
import type { Aggregate, CollectedRecord, HistoryEntry, HistoryFilePoint, RunOutcome } from '../../model.js'
import { buildView, describeGate, requirement, type SummaryView, type ViewCell } from '../view.js'

// The third painter, beside render-terminal.ts and render-markdown.ts: the same view, as one
// self-contained page (inline style and script, inline SVG, no request to anything), plus every
// assertion with its texts. The DOM hooks (ids, data-* attributes) are a contract with the browser
// tests and with anyone who scrapes the page: see docs/reporters.md. Every untrusted text (paths,
// test names, globs, texts) goes through `h` or, inside the JSON data, through `scriptJson`.

export interface HtmlOptions {
  /** When the report was made (ISO 8601), as in the JSON report. */
  timestamp: string
}

/**
 * Renders a run's outcome as one self-contained HTML page. Pure: the time is passed in.
 *
 * @example
 * writeFileSync('scores.html', renderHtml(outcome, { timestamp: new Date().toISOString() }))
 */
export function renderHtml(outcome: RunOutcome, options: HtmlOptions): string {
  const view = buildView(outcome, { verbose: false })
  const { runner } = outcome.summary
  const { records } = outcome.summary
  const fileIndex = new Map(outcome.summary.files.map((f, k) => [f.file, k]))
  for (const r of records) if (!fileIndex.has(r.file)) fileIndex.set(r.file, fileIndex.size)
  // How many repeats of each test made records: a row of a repeated test says which it is.
  const runs = new Map(outcome.summary.tests.map((t) => [testKey(t), t.runs]))
  const data: PageData = {
    files: [...fileIndex.keys()],
    scorers: Object.fromEntries(outcome.summary.scorers.map((s) => [s, scoreKeyLabels(s).short])),
    records: records.map((r) => recordData(r, fileIndex, runs.get(testKey(r)) ?? 1)),
  }
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">`,
    `<title>expect-similar scores: ${h(runner.name)} ${h(runner.version)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    header(outcome, view, options),
    '<main>',
    summary(outcome),
    gates(outcome, view),
    files(outcome, view),
    mastraFiles(view),
    histograms(outcome),
    trends(outcome, view),
    baseline(outcome, view),
    findings(view),
    notes(view),
    assertions(outcome),
    '</main>',
    `<script type="application/json" id="${RECORDS_BLOCK_ID}">${scriptJson(deflateJson(data))}</script>`,
    ...textChunks(records).map((chunk, k) => `<script type="text/plain" id="${textBlockId(k)}">${chunk}</script>`),
    `<script>${SCRIPT}</script>`,
    '</body></html>',
    '',
  ].join('\n')
}

// Nothing but the page's own style and script may run, each allowed by its hash; no request, no
// form, no <base>. So a text that slipped past `h` could still not run script or reach out.
const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
let policy: string | undefined
function contentSecurityPolicy(): string {
  policy ??= [
    "default-src 'none'",
    `script-src ${sha256(SCRIPT)}`,
    `style-src ${sha256(STYLE)}`,
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ')
  return policy
}

function header(outcome: RunOutcome, view: SummaryView, options: HtmlOptions): string {
  const git = outcome.git
  const field = (name: string, label: string, value: string, cls = ''): string =>
    `<div><dt>${label}</dt><dd data-field="${name}"${cls}>${value}</dd></div>`
  const items = [
    field('runner', 'Runner', `${h(view.runner.name)} ${h(view.runner.version)}`),
    field('time', 'Time', `<time datetime="${h(options.timestamp)}">${h(options.timestamp)}</time>`),
  ]
  if (git?.commit) items.push(field('commit', 'Commit', h(git.commit), ' class="mono"'))
  if (git?.branch) items.push(field('branch', 'Branch', h(git.branch), ' class="mono"'))
  if (view.shard) items.push(field('shard', 'Shard', `${view.shard.index}/${view.shard.count}`))
  items.push(field('generator', 'Report by', `${GENERATOR.name} ${h(GENERATOR.version)}`))
  const partial = [view.partial, view.scope]
    .map((line) => (line === null ? '' : `<p class="bad">⚠ ${h(line)}</p>`))
    .join('')
  return `<header id="run"><h1>expect-similar scores</h1><dl>${items.join('')}</dl>${partial}</header>`
}

function summary(outcome: RunOutcome): string {
  const t = outcome.summary.total
  const failed = !outcome.gates.passed || outcome.errors.length > 0
  const verdict = failed
    ? `<p class="verdict fail">✗ The run fails: ${outcome.errors.length > 0 ? 'errors below' : 'a gate failed'}.</p>`
    : `<p class="verdict pass">✓ Every gate passed.</p>`
  const total = (key: string, label: string, value: number, shown: string): string =>
    `<div><dt>${label}</dt><dd data-total="${key}" data-value="${JSON.stringify(value)}">${shown}</dd></div>`
  const scored = t.assertions - t.negated.assertions
  return (
    `<section id="summary"><h2>Summary</h2>${verdict}<dl class="totals">` +
    total('assertions', 'Scored assertions', t.assertions, String(t.assertions)) +
    total('passed', 'Passed', t.passed, String(t.passed)) +
    total('failed', 'Failed', t.failed, String(t.failed)) +
    total('mean', 'Mean score', t.mean, scored === 0 ? '-' : formatScore(t.mean)) +
    total('passRate', 'Pass rate', t.passRate, formatScore(t.passRate)) +
    `</dl>${t.negated.assertions > 0 ? `<p class="muted">${negatedLine(t)}</p>` : ''}</section>`
  )
}

function negatedLine(t: Aggregate): string {
  const n = t.negated.assertions
  return `${n} negated (.not) ${plural(n, 'assertion')} count in pass and fail but in no mean.`
}

function gates(outcome: RunOutcome, view: SummaryView): string {
  const items = outcome.gates.results.map(
    (g) =>
      `<li data-gate="${h(g.gate)}" data-scope="${h(g.scope)}" data-passed="${g.passed}" ` +
      `class="${g.passed ? 'pass' : 'fail'}">` +
      `${g.passed ? '✓' : '✗'} ${h(describeGate(g))}${g.partial ? ' (partial)' : ''}</li>`,
  )
  for (const u of view.gates.unmatched) items.push(`<li class="mid">⚠ ${h(u)}</li>`)
  const list =
    items.length === 0 ? '<p class="muted">No gates configured.</p>' : `<ul class="plain">${items.join('')}</ul>`
  return `<section id="gates"><h2>Gates</h2>${list}</section>`
}

function files(outcome: RunOutcome, view: SummaryView): string {
  if (view.table === null)
    return '<section id="by-file"><h2>Files</h2><p>No scored assertions in this run.</p></section>'
  const aggregates: Aggregate[] = [...outcome.summary.files, outcome.summary.total]
  const head = ['File', 'Mean', 'Pass rate', ...view.table.columns.map((c) => c.header)]
  const rows = view.table.rows.map((row, k) => {
    const agg = aggregates[k] as Aggregate
    const scored = agg.assertions - agg.negated.assertions
    const mean =
      `<td class="num" data-value="${JSON.stringify(agg.mean)}">` +
      (scored === 0 ? '-' : `${formatScore(agg.mean)}${scoreBarHtml(agg.mean, scoreBand(agg.mean))}`) +
      '</td>'
    const rate = `<td class="num" data-value="${JSON.stringify(agg.passRate)}">${formatScore(agg.passRate)}</td>`
    const key = row.total ? 'data-total' : `data-file="${h(row.label)}"`
    const label = row.total ? 'Total' : `<span class="mono">${h(row.label)}</span>`
    const cells = row.cells.map((c, i) => cell(c, view.table?.columns[i]?.trend === true))
    return `<tr ${key}><td>${label}</td>${mean}${rate}${cells.join('')}</tr>`
  })
  return (
    `<section id="by-file"><h2>Files</h2><div class="wrap"><table id="files"><thead><tr>` +
    `${head.map((x) => `<th>${h(x)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody>` +
    '</table></div></section>'
  )
}

// Mastra's records (expectEval) in a table of their own: they are in no number of the Files table.
function mastraFiles(view: SummaryView): string {
  if (view.mastra === null) return ''
  const { columns, rows } = view.mastra
  const body = rows.map((row) => {
    const label = row.total ? 'Total' : `<span class="mono">${h(row.label)}</span>`
    return `<tr><td>${label}</td>${row.cells.map((c) => cell(c, false)).join('')}</tr>`
  })
  return (
    `<section id="mastra"><h2>Mastra evals</h2><p class="muted">Mastra's own scores and verdicts; ` +
    'in none of the numbers above.</p><div class="wrap"><table id="mastra-files"><thead><tr>' +
    `${['File', ...columns.map((c) => c.header)].map((x) => `<th>${h(x)}</th>`).join('')}</tr></thead>` +
    `<tbody>${body.join('')}</tbody></table></div></section>`
  )
}

// The trend column keeps the view's sparkline (the Trends section draws the charts), in the
// chart's color, so it reads as a line rather than a black block.
function cell(c: ViewCell, trend: boolean): string {
  const tone = trend ? ' spark' : c.tone === undefined ? '' : ` ${h(c.tone)}`
  const bar = c.bar === undefined ? '' : scoreBarHtml(Number(c.text), c.tone ?? 'muted')
  return `<td class="num${tone}">${h(c.text)}${bar}</td>`
}

function histograms(outcome: RunOutcome): string {
  const { records, scorers } = outcome.summary
  const charts = scorers.map((scorer) => {
    const scores = records.filter((r) => scoreKeyOf(r) === scorer && !r.isNot).map((r) => r.score)
    const title = `${scoreKeyLabels(scorer).title}: scores of ${scores.length} ${plural(scores.length, 'assertion')}`
    const svg = histogramSvg(title, scores, `data-scorer="${h(scorer)}"`)
    return `<figure>${svg}<figcaption>${h(title)} (.not ones left out)</figcaption></figure>`
  })
  const body = charts.length === 0 ? '<p class="muted">No scored assertions.</p>' : charts.join('')
  return `<section id="histograms"><h2>Score histograms</h2>${body}</section>`
}

/** How many of the latest runs the trend charts draw, so the page's size does not grow with the history. */
const TREND_WINDOW = 100

function trends(outcome: RunOutcome, view: SummaryView): string {
  const all = outcome.history?.entries ?? []
  if (all.length === 0) return ''
  // One run is a point, not a trend: no chart, no sparkline, until the history has a second run.
  if (all.length === 1) {
    const from = h(outcome.history?.path ?? '')
    return (
      `<section id="trends"><h2>Trends</h2><p class="muted" id="trend-window">${from} has one run so far: ` +
      'trends are drawn from the second.</p></section>'
    )
  }
  const entries = all.slice(-TREND_WINDOW)
  const past = entries.slice(0, -1)
  const n = entries.length
  const runs = all.length > n ? `the last ${n} of ${formatCount(all.length)} runs` : `${n} ${plural(n, 'run')}`
  const charts = [
    figure(
      trendSvg(`Run mean over ${runs}`, entries, (e) => e.total, 'data-trend="run"'),
      `Run: mean (solid) and pass rate (dashed) over ${runs}, oldest left`,
    ),
  ]
  const pointOf =
    (file: string) =>
    (e: HistoryEntry): HistoryFilePoint | undefined =>
      e.files.find((f) => f.file === file)
  for (const { file } of outcome.summary.files) {
    if (!past.some((e) => pointOf(file)(e) !== undefined)) continue
    const svg = trendSvg(`${file}: mean over runs`, entries, pointOf(file), `data-trend="${h(file)}"`)
    charts.push(figure(svg, `<span class="mono">${h(file)}</span>`))
  }
  const window = all.length > n ? ` Drawn: the last ${n} of ${formatCount(all.length)} runs.` : ''
  const from = `<p class="muted" id="trend-window">From ${h(outcome.history?.path ?? '')}.${window}</p>`
  return `<section id="trends"><h2>Trends</h2>${from}${charts.join('')}${movers(view)}</section>`
}

/** The biggest movers since the previous run, as the Markdown summary lists them. */
function movers(view: SummaryView): string {
  const m = view.movers
  if (m === null) return ''
  const rows = m.lines.map(
    (line) =>
      `<tr data-mover="${h(line.file)}"><td class="mono">${h(line.file)}</td><td class="num">${h(line.from)}</td>` +
      `<td class="num">${h(line.to)}</td><td class="num ${h(line.delta.tone ?? '')}">${h(line.delta.text)}</td></tr>`,
  )
  const more = m.more > 0 ? `<p class="muted">… ${m.more} more moved.</p>` : ''
  const table =
    rows.length === 0
      ? ''
      : '<table><thead><tr><th>File</th><th>Then</th><th>Now</th><th>Δ mean</th></tr></thead>' +
        `<tbody>${rows.join('')}</tbody></table>`
  return `<h3 id="movers">${h(m.text)}</h3>${table}${more}`
}

function figure(svg: string, caption: string): string {
  return `<figure>${svg}<figcaption>${caption}</figcaption></figure>`
}

function baseline(outcome: RunOutcome, view: SummaryView): string {
  const b = outcome.baseline
  const v = view.baseline
  if (b === null || v === null) return ''
  const rows = b.files.map(
    (f) =>
      `<tr data-file="${h(f.file)}"><td class="mono">${h(f.file)}</td>` +
      `<td class="num">${formatScore(f.baseline, 3)}</td>` +
      `<td class="num">${formatScore(f.current, 3)}</td>` +
      `<td class="num ${f.delta > 0 ? 'good' : f.delta < 0 ? 'bad' : 'muted'}" ` +
      `data-value="${JSON.stringify(f.delta)}">` +
      `${formatDelta(f.delta)}</td></tr>`,
  )
  const list = (label: string, items: string[]): string =>
    items.length === 0 ? '' : `<p>${label}: ${items.map((x) => `<span class="mono">${h(x)}</span>`).join(', ')}</p>`
  const table =
    rows.length === 0
      ? ''
      : '<table><thead><tr><th>File</th><th>Baseline</th><th>Now</th><th>Δ mean</th></tr></thead>' +
        `<tbody>${rows.join('')}</tbody></table>`
  return (
    `<section id="baseline"><h2>Baseline</h2><p>Baseline <span class="mono">${h(v.path)}</span>: ` +
    `${h(v.compared)}.</p>${table}${list('New', v.added)}${list('Removed', v.removed)}` +
    `${v.notRun === null ? '' : `<p>${h(v.notRun)}.</p>`}</section>`
  )
}

function findings(view: SummaryView): string {
  const out: string[] = []
  if (view.passK) out.push(`<p><strong>${h(view.passK.heading)}</strong>: ${h(view.passK.text)}.</p>`)
  if (view.calibrate) out.push(`<p>${h(view.calibrate)}.</p>`)
  // The page is whole without another output: every assertion's row under Assertions shows its
  // repeats and its probe.
  const more = (n: number, cols: number): string =>
    n > 0 ? `<tr><td colspan="${cols}" class="muted">… ${n} more under Assertions below</td></tr>` : ''
  if (view.spread.lines.length > 0) {
    const rows = view.spread.lines.map(
      (r) =>
        `<tr><td>${testRef(r)}</td><td>${h(r.assertion)}</td><td>${h(r.scorer)}</td>` +
        `<td class="num ${h(r.mean.tone ?? '')}">${h(r.mean.text)}</td><td class="num">${h(r.spread)}</td>` +
        `<td class="num">${h(r.range)}</td><td class="num ${h(r.runs.tone ?? '')}">${h(r.runs.text)}</td></tr>`,
    )
    out.push(
      '<h3>Repeats</h3><table><thead><tr><th>Test</th><th>Assertion</th><th>Scorer</th><th>Mean</th>' +
        `<th>Spread</th><th>min–max</th><th>Runs passed</th></tr></thead><tbody>${rows.join('')}` +
        `${more(view.spread.more, 7)}</tbody></table>`,
    )
  }
  if (view.retries) {
    const items = view.retries.lines.map((r) => `<li>${h(r.attempts)}: ${testRef(r)}</li>`)
    out.push(`<p>${h(view.retries.text)}.</p><ul>${items.join('')}</ul>`)
  }
  if (view.lenient) {
    const rows = view.lenient.lines.map(
      (r) =>
        `<tr><td>${testRef(r)}</td><td>${h(r.threshold)}</td>` +
        `<td>${h(r.kind)}: <span class="probe">${h(quotedProbe(r.probeText))}</span></td>` +
        `<td class="num bad">${h(r.score.text)}</td><td>${h(r.fix)}</td></tr>`,
    )
    out.push(
      `<h3>Lenient thresholds</h3><p>${h(view.lenient.text)}.</p><table><thead><tr><th>Test</th><th>Threshold</th>` +
        `<th>Strongest accepted probe</th><th>Score</th><th>Fix</th></tr></thead><tbody>${rows.join('')}` +
        `${more(view.lenient.more, 5)}</tbody></table>`,
    )
  }
  return out.length === 0 ? '' : `<section id="findings"><h2>Findings</h2>${out.join('')}</section>`
}

function testRef(t: { file: string; test: string }): string {
  return `<span class="mono">${h(t.file)}</span> › ${h(t.test)}`
}

function notes(view: SummaryView): string {
  const items = [
    ...view.errors.map((e) => `<li class="bad">✗ ${h(e)}</li>`),
    ...view.warnings.map((w) => `<li class="mid">⚠ ${h(w)}</li>`),
    ...view.notes.map((n) => `<li>${h(n)}</li>`),
  ]
  return items.length === 0
    ? ''
    : `<section id="notes"><h2>Notes</h2><ul class="plain">${items.join('')}</ul></section>`
}

function assertions(outcome: RunOutcome): string {
  const { records, files: fileList, scorers } = outcome.summary
  const option = (value: string, label: string): string => `<option value="${h(value)}">${h(label)}</option>`
  const controls =
    '<div class="controls">' +
    '<label><input type="checkbox" id="filter-failing"> Failing only</label>' +
    `<label>Order <select id="sort">${option('file', 'by file')}` +
    `${option('lowest', 'lowest score first')}</select></label>` +
    `<label>File <select id="filter-file">${option('', 'all files')}` +
    `${fileList.map((f) => option(f.file, f.file)).join('')}</select></label>` +
    `<label>Scorer <select id="filter-scorer">${option('', 'all scorers')}` +
    `${scorers.map((s) => option(s, scoreKeyLabels(s).title)).join('')}</select></label>` +
    '<label>Search <input type="search" id="filter-search" placeholder="file, test or text"></label>' +
    `<label>Diff <select id="diff-level">${option('word', 'words')}${option('char', 'characters')}</select></label>` +
    '</div>'
  const n = records.length
  return (
    `<section id="assertions"><h2>Assertions</h2>${controls}` +
    `<p id="shown-count">${shownLine(n, n)}</p>` +
    '<noscript><p class="muted">The assertion rows, their filters and texts need JavaScript.</p></noscript>' +
    '<p id="earlier-rows" hidden><button type="button" id="show-earlier">Show earlier</button></p>' +
    // Fixed column widths: opening a row, or drawing more rows, never changes the table's width.
    '<div class="wrap"><table id="assertion-table"><colgroup><col class="c-open"><col class="c-file">' +
    '<col class="c-test"><col class="c-matcher"><col class="c-scorer"><col class="c-score">' +
    '<col class="c-required"><col class="c-pass"></colgroup>' +
    '<thead><tr><th></th><th>File</th><th>Test</th><th>Matcher</th>' +
    '<th>Scorer</th><th>Score</th><th>Required</th><th>Pass</th></tr></thead><tbody></tbody></table></div>' +
    '<p id="more-rows" hidden><button type="button" id="show-more">Show more</button></p></section>'
  )
}

// The rows are made by the page's script from this, as they scroll into view: served as HTML,
// 20,000 rows and their detail rows took seconds to lay out before the first paint.
function recordData(r: CollectedRecord, files: Map<string, number>, runs: number): RecordData {
  const score = r.threshold === undefined ? formatScore(r.score, 3) : formatAgainst(r.score, r.threshold, 3)[0]
  const d: RecordData = {
    f: files.get(r.file) as number,
    s: r.test,
    c: scoreKeyOf(r),
    x: r.matcher,
    v: r.score,
    d: score,
    b: scoreTone(r),
    y: r.pass,
    q: requirement(r),
  }
  if (r.threshold !== undefined) d.t = r.threshold
  if (r.maxChanges !== undefined) d.m = r.maxChanges
  if (r.changes !== undefined) d.n = r.changes
  if (r.isNot) d.o = true
  if (isUnjudged(r)) d.u = true
  if (r.line !== undefined) d.l = r.line
  if (r.attempts !== 1) d.a = r.attempts
  if (r.repeat !== 0) d.p = r.repeat
  if (runs > 1) d.z = runs
  if (r.rejectChecked !== undefined) {
    const max = r.rejectMax === undefined ? '' : `, highest score ${formatScore(r.rejectMax, 3)}`
    d.j = `${r.rejectChecked} checked${max}`
  }
  if (r.guards !== undefined) {
    d.g = r.guards
      .map((guard) => guard.facts?.message ?? `${guard.kind} ${guard.pass ? 'agree' : 'guard failed'}`)
      .join('; ')
  }
  const l = r.lenient
  if (l !== undefined) {
    const fix =
      l.rejectingMin === null
        ? 'no min rejects every probe'
        : `min ${formatThreshold(l.rejectingMin)} rejects every probe`
    d.k =
      `accepted ${l.kind} probe ${quotedProbe(l.probe)} scored ${formatScore(l.score, 3)} ` +
      `(${l.probes} probes${l.capped ? ', capped' : ''}); ${fix}`
  }
  return d
}

const testKey = (r: { file: string; test: string }): string => `${r.file}\0${r.test}`

/** A probe as text between quotes (the page keeps its line breaks), not as an escaped JSON string. */
const quotedProbe = (probe: string | undefined): string => (probe === undefined ? '(text not kept)' : `“${probe}”`)

/**
 * The records' texts, `TEXT_CHUNK` records a chunk, each chunk the deflated JSON of their
 * {@link TextsData} (`{}` without texts), base64-coded: English text deflates to about a third.
 * Each chunk is a data block of its own (`<script type="text/plain" id="texts-K">`), so opening a
 * row reads and inflates that one element, never the whole page's texts. Base64 needs no escaping.
 */
function textChunks(records: readonly CollectedRecord[]): string[] {
  return inTextChunks(records).map((chunk) => {
    const texts: Partial<TextsData>[] = chunk.map((r) => (r.texts === undefined ? {} : encodeTexts(r.texts)))
    return deflateJson(texts)
  })
}

const deflateJson = (value: unknown): string => deflateRawSync(JSON.stringify(value), { level: 9 }).toString('base64')
