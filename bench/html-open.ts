/**
 * The HTML report opened in Chromium from file://: its size, the median time to load it (the
 * `load` event or the first rows drawn, whichever is later), the first contentful paint, and the
 * time to open a row, each against its goal. Goals: at 2,000 assertions with 1 KB texts, within
 * 5 MB and loaded in 0.5 s; at 20,000, within 15 MB, loaded in 2 s; a row opens in 100 ms. Skipped,
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
    `| Report | Size | Load | First contentful paint | Row open (click) | Row open (jump) | Goals |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
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
      lines.push(
        `| ${label} | ${(bytes / 1e6).toFixed(2)} MB | ${loadMs.toFixed(0)} ms | ${paint} | ` +
          `${clickMs.toFixed(0)} ms | ${jumpMs.toFixed(0)} ms | ` +
          `size ${verdict(bytes <= maxBytes)} ${maxBytes / 1e6} MB, load ${verdict(loadMs <= maxLoadMs)} ` +
          `${maxLoadMs} ms, open ${verdict(openMs <= OPEN_GOAL_MS)} ${OPEN_GOAL_MS} ms |`,
      )
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  lines.push(
    '',
    `Medians of ${OPENS} opens, each from file:// in a fresh context of Chromium at ${chromium}. Row open (click): ` +
      'a drawn row opened by its button; (jump): the middle record opened through the page API, its rows not drawn.',
  )
  return lines.join('\n')
}
