/**
 * The HTML report's budget (issue 14): a report of 2,000 assertions with 1 KB texts stays under
 * 5 MB and opens in Chromium from file:// in under two seconds. Prints the size and the median time
 * to the `load` event and to the first contentful paint over a few fresh opens; skipped, saying
 * why, when no Chromium is found (see test/browser/chromium.ts).
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderHtml } from '../src/reporter/render/html/page.js'
import { findChromium, launchChromium } from '../test/browser/chromium.js'
import { HTML_BUDGET_BYTES, syntheticOutcome } from './html.js'

const MAX_LOAD_MS = 2000
/** The goals at 20,000 assertions: the page within 15 MB and its load within 2 s. */
const LARGE_BUDGET_BYTES = 15_000_000
const LARGE_LOAD_MS = 2000
const OPENS = 5

interface OpenTiming {
  /** From navigation start to the end of the `load` event or the first rows drawn, whichever is later. */
  loadMs: number
  firstPaintMs: number | null
  /** Opening the row of the middle record, through the page's API, until its texts are shown. */
  openMs: number
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

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
      // A string, not a function: the bench is compiled without the DOM's types.
      const measured = (await page.evaluate(`(() => {
        const navigation = performance.getEntriesByType('navigation')[0]
        const paint = performance.getEntriesByName('first-contentful-paint')[0]
        // The rows are drawn after the records are inflated: load is whichever comes last.
        const rows = performance.getEntriesByName('expect-similar:rows')[0]
        return { loadMs: Math.max(navigation.loadEventEnd, rows.startTime), firstPaintMs: paint ? paint.startTime : null }
      })()`)) as OpenTiming
      // The middle record: its row is not drawn yet, and its text chunk not inflated.
      const openMs = (await page.evaluate(`(async () => {
        const count = ${count}
        const start = performance.now()
        const row = await window.expectSimilarReport.open(Math.floor(count / 2))
        if (!row || !row.nextElementSibling.querySelector('.text.received')) throw new Error('row not opened')
        return performance.now() - start
      })()`)) as number
      timings.push({ ...measured, openMs })
      await context.close()
    }
    return timings
  } finally {
    await browser.close()
  }
}

/**
 * Renders the synthetic 2,000-assertion reports of bench/html.ts, writes each, opens it, and
 * returns the Markdown table of the figures.
 */
export async function htmlOpenTable(): Promise<string> {
  const chromium = findChromium()
  if (chromium === undefined) {
    return "Skipped: no Chromium found (install Debian's `chromium` package, or set CHROMIUM_PATH to a binary)."
  }
  const dir = mkdtempSync(join(tmpdir(), 'expect-similar-html-'))
  const verdict = (ok: boolean) => (ok ? 'within' : '**over**')
  const lines = [
    `| Report | Size | Load (median of ${OPENS}) | First contentful paint | Row open | Budgets (size, load) |`,
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ]
  try {
    for (const [label, count, rate, maxBytes, maxLoadMs] of [
      ['2,000 assertions, 1 KB texts, 15% words replaced', 2000, 0.15, HTML_BUDGET_BYTES, MAX_LOAD_MS],
      ['2,000 assertions, 1 KB texts, unrelated (worst case)', 2000, 1, HTML_BUDGET_BYTES, MAX_LOAD_MS],
      ['20,000 assertions, 1 KB texts, 15% words replaced', 20_000, 0.15, LARGE_BUDGET_BYTES, LARGE_LOAD_MS],
    ] as const) {
      const file = join(dir, 'report.html')
      writeFileSync(file, renderHtml(syntheticOutcome(count, 1024, rate), { timestamp: '2025-01-01T00:00:00.000Z' }))
      const bytes = statSync(file).size
      const timings = await openTimes(file, count)
      const loadMs = median(timings.map((timing) => timing.loadMs))
      const paints = timings.flatMap((timing) => (timing.firstPaintMs === null ? [] : [timing.firstPaintMs]))
      const paint = paints.length > 0 ? `${median(paints).toFixed(0)} ms` : 'not reported'
      const openMs = median(timings.map((timing) => timing.openMs))
      lines.push(
        `| ${label} | ${(bytes / 1e6).toFixed(2)} MB | ${loadMs.toFixed(0)} ms | ${paint} | ${openMs.toFixed(0)} ms | ` +
          `size ${verdict(bytes < maxBytes)} ${maxBytes / 1e6} MB, load ${verdict(loadMs < maxLoadMs)} ${maxLoadMs} ms |`,
      )
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  lines.push('', `Chromium at ${chromium}, each report opened from file:// in a fresh context ${OPENS} times.`)
  return lines.join('\n')
}
