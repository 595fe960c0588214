/**
 * The HTML report opened in Chromium from file://: its size, the median time to load it (the
 * `load` event or the first rows drawn, whichever is later), the first contentful paint, and the
 * time to open a row, each against its goal. Goals: at 2,000 assertions with 1 KB texts, within
 * 5 MB and loaded in 0.5 s; at 20,000, within 15 MB, loaded in 2 s; a row opens in 100 ms. Beside
 * the wall-clock times, which a busy machine stretches several times over, the CPU time of the
 * page's main thread until the first frame with its rows is painted, read from a Chromium trace
 * of further opens, and each report's load against the 20,000 one's in the same run. Skipped,
 * saying why, when no Chromium is found (see test/browser/chromium.ts).
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderHtml } from '../src/reporter/render/html/page.js'
import { findChromium, launchChromium } from '../test/browser/chromium.js'
import { HTML_BUDGET_BYTES, syntheticOutcome } from './html.js'

/** The goals at 20,000 assertions: the page within 15 MB. */
const LARGE_BUDGET_BYTES = 15_000_000
const OPEN_GOAL_MS = 100
const OPENS = 5

interface OpenTiming {
  /** From navigation start to the end of the `load` event or the first rows drawn, whichever is later. */
  loadMs: number
  firstPaintMs: number | null
  /** Opening a drawn row near the top by its button, until its texts are shown (its chunk not inflated yet). */
  clickMs: number
  /** Opening the middle record through the page's API (not drawn yet, its chunk not inflated), until shown. */
  jumpMs: number
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
}

/** The trace categories {@link mainThreadCpuMs} reads: tasks, parsing, paints, the load event and the page's marks. */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'loading', 'blink.user_timing']

/**
 * The CPU time (thread time, not wall) of the renderer's main thread from the start of the
 * document's parsing until the end of the first paint after both the `load` event and the page's
 * `expect-similar:rows` mark: the sum over the thread's top-level tasks in that span.
 */
function mainThreadCpuMs(trace: Buffer): number {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents
  // The page's main thread is the one that marked its rows (the trace also holds other pages' threads).
  const main = events.find((e) => e.name === 'expect-similar:rows')
  if (main === undefined) throw new Error('the trace has no rows mark: was the page traced?')
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts)
  const load = events.find((e) => e.pid === main.pid && e.name === 'MarkLoad')?.ts
  const start = onMain.find((e) => e.name === 'ParseHTML')?.ts
  if (load === undefined || start === undefined) throw new Error('the trace has no load event or no parsing')
  const paint = onMain.find((e) => e.name === 'Paint' && e.ph === 'X' && e.ts > Math.max(load, main.ts))
  if (paint === undefined) throw new Error('the trace has no paint after the rows were drawn')
  const end = paint.ts + (paint.dur ?? 0)
  let cpu = 0
  let topEnd = -1
  for (const e of onMain) {
    if (e.name !== 'ThreadControllerImpl::RunTask' || e.ph !== 'X' || e.ts < topEnd) continue
    topEnd = e.ts + (e.dur ?? 0)
    // The task that runs the first parse starts just before it.
    if (topEnd >= start && e.ts <= end) cpu += e.tdur ?? 0
  }
  return cpu / 1000
}

/** Opens `file` in a fresh context `OPENS` times under a trace, and returns each open's main-thread CPU time. */
async function cpuTimes(file: string): Promise<number[]> {
  const browser = await launchChromium()
  try {
    const times: number[] = []
    for (let i = 0; i < OPENS; i++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await browser.startTracing(page, { categories: TRACE_CATEGORIES })
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' })
      await page.locator('#assertions[data-ready]').waitFor({ state: 'attached' })
      // Two frames later the rows' first paint is in the trace.
      await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))')
      times.push(mainThreadCpuMs(await browser.stopTracing()))
      await context.close()
    }
    return times
  } finally {
    await browser.close()
  }
}

/** Opens `file` in a fresh context `OPENS` times and returns each open's timings. */
async function openTimes(file: string, count: number): Promise<OpenTiming[]> {
  const browser = await launchChromium()
  try {
    const timings: OpenTiming[] = []
    for (let i = 0; i < OPENS; i++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(String(error)))
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' })
      await page.locator('#assertions[data-ready]').waitFor({ state: 'attached' })
      if (errors.length > 0) throw new Error(`the report threw while opening: ${errors.join('; ')}`)
      // Strings, not functions: the bench is compiled without the DOM's types.
      const measured = (await page.evaluate(`(() => {
        const navigation = performance.getEntriesByType('navigation')[0]
        const paint = performance.getEntriesByName('first-contentful-paint')[0]
        // The rows are drawn after the records are inflated: load is whichever comes last.
        const rows = performance.getEntriesByName('expect-similar:rows')[0]
        return { loadMs: Math.max(navigation.loadEventEnd, rows.startTime), firstPaintMs: paint ? paint.startTime : null }
      })()`)) as Omit<OpenTiming, 'clickMs' | 'jumpMs'>
      // A click as a user makes it, timed until the detail's received text is in the page and laid out.
      const clickMs = (await page.evaluate(`(async () => {
        const row = document.querySelector('tr.assertion[data-index="${Math.min(3, count - 1)}"]')
        const start = performance.now()
        row.querySelector('button.expand').click()
        while (!row.nextElementSibling?.querySelector('.text.received')) await new Promise((r) => setTimeout(r, 0))
        row.nextElementSibling.getBoundingClientRect()
        return performance.now() - start
      })()`)) as number
      const jumpMs = (await page.evaluate(`(async () => {
        const start = performance.now()
        const row = await window.expectSimilarReport.open(${Math.floor(count / 2)})
        if (!row || !row.nextElementSibling.querySelector('.text.received')) throw new Error('row not opened')
        row.nextElementSibling.getBoundingClientRect()
        return performance.now() - start
      })()`)) as number
      timings.push({ ...measured, clickMs, jumpMs })
      await context.close()
    }
    return timings
  } finally {
    await browser.close()
  }
}

/**
 * Renders the synthetic reports of bench/html.ts (2,000 and 20,000 assertions), writes each, opens
 * it, and returns the Markdown table of the medians and goals.
 */
export async function htmlOpenTable(): Promise<string> {
  const chromium = findChromium()
  if (chromium === undefined) {
    return "Skipped: no Chromium found (install Debian's `chromium` package, or set CHROMIUM_PATH to a binary)."
  }
  const dir = mkdtempSync(join(tmpdir(), 'expect-similar-html-'))
  const verdict = (ok: boolean) => (ok ? 'within' : '**over**')
  const lines = [
    '| Report | Size | Load | Load / 20,000 | Main-thread CPU | CPU / 20,000 | First contentful paint | ' +
      'Row open (click) | Row open (jump) | Goals |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  const measured: { label: string; bytes: number; loadMs: number; cpuMs: number; cells: string }[] = []
  try {
    for (const [label, count, rate, maxBytes, maxLoadMs] of [
      ['2,000 assertions, 1 KB texts, 15% words replaced', 2000, 0.15, HTML_BUDGET_BYTES, 500],
      ['2,000 assertions, 1 KB texts, unrelated (worst case)', 2000, 1, HTML_BUDGET_BYTES, 500],
      ['20,000 assertions, 1 KB texts, 15% words replaced', 20_000, 0.15, LARGE_BUDGET_BYTES, 2000],
    ] as const) {
      const file = join(dir, 'report.html')
      writeFileSync(file, renderHtml(syntheticOutcome(count, 1024, rate), { timestamp: '2025-01-01T00:00:00.000Z' }))
      const bytes = statSync(file).size
      const timings = await openTimes(file, count)
      const loadMs = median(timings.map((timing) => timing.loadMs))
      const paints = timings.flatMap((timing) => (timing.firstPaintMs === null ? [] : [timing.firstPaintMs]))
      const paint = paints.length > 0 ? `${median(paints).toFixed(0)} ms` : 'not reported'
      const clickMs = median(timings.map((timing) => timing.clickMs))
      const jumpMs = median(timings.map((timing) => timing.jumpMs))
      const openMs = Math.max(clickMs, jumpMs)
      const cpuMs = median(await cpuTimes(file))
      measured.push({
        label,
        bytes,
        loadMs,
        cpuMs,
        cells:
          `${paint} | ${clickMs.toFixed(0)} ms | ${jumpMs.toFixed(0)} ms | ` +
          `size ${verdict(bytes <= maxBytes)} ${maxBytes / 1e6} MB, load ${verdict(loadMs <= maxLoadMs)} ` +
          `${maxLoadMs} ms, open ${verdict(openMs <= OPEN_GOAL_MS)} ${OPEN_GOAL_MS} ms`,
      })
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  // The last report is the 20,000 one: each load against it, measured in the same run.
  const large = measured[measured.length - 1]!
  for (const m of measured) {
    lines.push(
      `| ${m.label} | ${(m.bytes / 1e6).toFixed(2)} MB | ${m.loadMs.toFixed(0)} ms | ` +
        `${(m.loadMs / large.loadMs).toFixed(2)} | ${m.cpuMs.toFixed(0)} ms | ${(m.cpuMs / large.cpuMs).toFixed(2)} | ` +
        `${m.cells} |`,
    )
  }
  lines.push(
    '',
    `Medians of ${OPENS} opens, each from file:// in a fresh context of Chromium at ${chromium}. Row open (click): ` +
      'a drawn row opened by its button; (jump): the middle record opened through the page API, its rows not drawn. ' +
      `Main-thread CPU: of ${OPENS} more opens under a trace, the renderer main thread's CPU time from the start ` +
      'of parsing until the first paint after the load event and the first rows drawn.',
  )
  return lines.join('\n')
}
