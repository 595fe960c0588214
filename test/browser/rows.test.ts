// How the HTML report loads and opens its rows, in Chromium: rows drawn a page at a time, a row's
// texts read from its own chunk only, shown exactly as recorded; and what a row shows (colours by
// verdict, repeats, rounded scores, probe texts) without the table changing width as it opens.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syntheticOutcome } from '../../bench/html.js'
import { TEXT_CHUNK } from '../../src/reporter/render/html/data.js'
import { renderHtml } from '../../src/reporter/render/html/page.js'
import { historyEntry } from '../../src/reporter/store/history.js'
import { outcomeOf, rec } from '../reporter/helpers.js'
import { launchChromium } from './chromium.js'
import { type OpenedPage, openFile, writePage } from './harness.js'

// Counts every inflate the page starts, every Blob it makes (Chromium reads a Blob through its browser
// process, a round trip on every inflate), and every CSP violation, before the page's own script runs.
const WATCH = `window.inflations = 0
const Inflate = window.DecompressionStream
window.DecompressionStream = class extends Inflate {
  constructor(format) { super(format); window.inflations++ }
}
window.blobs = 0
const PageBlob = window.Blob
window.Blob = class extends PageBlob {
  constructor(...parts) { super(...parts); window.blobs++ }
}
// The rows drawn when the page marks its first rows, before anything scrolls or observes.
const mark = performance.mark.bind(performance)
performance.mark = (name, options) => {
  if (name === 'expect-similar:rows') window.firstRows = document.querySelectorAll('tr.assertion').length
  return mark(name, options)
}
window.violations = []
document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective))`

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())

const pageFile = (name: string, html: string): string => writePage('rows', name, html)

async function open(file: string): Promise<OpenedPage> {
  const opened = await openFile(browser, file, { init: WATCH })
  await opened.page.locator('#assertions[data-ready]').waitFor({ state: 'attached' })
  return opened
}

// Strings, not functions, where the page's globals are read: the tests compile without the DOM's types.
const inflations = (page: Page) => page.evaluate('window.inflations') as Promise<number>
const blobs = (page: Page) => page.evaluate('window.blobs') as Promise<number>
const drawnIndexes = (page: Page) =>
  page.locator('tr.assertion').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-index'))))
const openRecord = (page: Page, index: number) =>
  page.evaluate(`window.expectSimilarReport.open(${index}).then((row) => row !== null)`) as Promise<boolean>

describe('a report of many assertions', () => {
  // Five chunks of texts and then some; records in file order are the collected order.
  const count = 5 * TEXT_CHUNK + 30
  const outcome = syntheticOutcome(count, 300, 0.15)
  const records = outcome.summary.records
  let file: string
  beforeAll(() => {
    file = pageFile('many.html', renderHtml(outcome, { timestamp: '2026-01-01T00:00:00.000Z' }))
  })

  it('draws only the first rows and inflates only the records block on load, within its CSP, offline', async () => {
    const opened = await open(file)
    try {
      const drawn = await drawnIndexes(opened.page)
      expect(drawn.length).toBeGreaterThan(0)
      expect(drawn.length).toBeLessThan(TEXT_CHUNK)
      expect(drawn).toEqual(drawn.map((_, k) => k))
      // A screen of rows before the first paint (their layout was most of the load past the texts).
      const firstRows = (await opened.page.evaluate('window.firstRows')) as number
      expect(firstRows).toBeGreaterThanOrEqual(20)
      expect(firstRows).toBeLessThanOrEqual(30)
      expect(await inflations(opened.page)).toBe(1)
      expect(await blobs(opened.page)).toBe(0)
      expect(await opened.page.locator('#shown-count').textContent()).toBe(`${count} of ${count} assertions shown`)
      expect(await opened.page.evaluate('window.violations')).toEqual([])
      expect(opened.errors).toEqual([])
      expect(opened.requests).toEqual([])
    } finally {
      await opened.close()
    }
  })

  it('opens a row by inflating its own chunk only, once, and shows its texts exactly', async () => {
    const opened = await open(file)
    const { page } = opened
    try {
      const first = page.locator('tr.assertion[data-index="2"]')
      await first.locator('button.expand').click()
      const detail = page.locator('tr.assertion[data-index="2"] + tr.detail')
      await expect.poll(() => detail.isVisible()).toBe(true)
      expect(await inflations(page)).toBe(2)
      expect(await blobs(page)).toBe(0)
      expect(await detail.locator('pre.text.expected').textContent()).toBe(records[2]?.texts?.expected)
      expect(await detail.locator('pre.text.received').textContent()).toBe(records[2]?.texts?.received)
      // Another row of the same chunk: nothing more inflated.
      await page.locator('tr.assertion[data-index="7"] button.expand').click()
      await expect.poll(() => page.locator('tr.assertion[data-index="7"] + tr.detail').isVisible()).toBe(true)
      expect(await inflations(page)).toBe(2)
      expect(opened.errors).toEqual([])
    } finally {
      await opened.close()
    }
  })

  it('opens a far record by drawing its page only, with only its detail, and shows earlier rows on demand', async () => {
    const opened = await open(file)
    const { page } = opened
    try {
      const far = 4 * TEXT_CHUNK + 17
      expect(await openRecord(page, far)).toBe(true)
      const drawn = await drawnIndexes(page)
      expect(drawn).toContain(far)
      expect(drawn.length).toBeLessThan(TEXT_CHUNK)
      expect(drawn[0]).toBeGreaterThan(0)
      // Its chunk and nothing else beside the records block.
      expect(await inflations(page)).toBe(2)
      expect(await page.locator('tr.detail').count()).toBe(1)
      const detail = page.locator(`tr.assertion[data-index="${far}"] + tr.detail`)
      expect(await detail.locator('pre.text.received').textContent()).toBe(records[far]?.texts?.received)
      expect(await page.locator('#earlier-rows').isVisible()).toBe(true)
      await page.locator('#show-earlier').click()
      const more = await drawnIndexes(page)
      expect(more[0]).toBeLessThan(drawn[0] as number)
      expect(more).toEqual(more.map((_, k) => (more[0] as number) + k))
      expect(opened.errors).toEqual([])
      expect(opened.requests).toEqual([])
    } finally {
      await opened.close()
    }
  })
})

describe('what a row shows', () => {
  const probe = 'He said "never"\nand then \\ left'
  const long = `${'unbroken'.repeat(400)} ${'word '.repeat(300)}`
  const texts = (expected: string, received: string) => ({
    texts: { expected, received, expectedLength: expected.length, receivedLength: received.length },
  })
  const base = outcomeOf([
    rec({ file: 'a.test.ts', test: 'passes a low min', score: 0.462, threshold: 0.4, ...texts('a b', 'a c') }),
    rec({ file: 'a.test.ts', test: 'fails a high min', score: 0.7321, threshold: 0.8, ...texts(long, `${long}!`) }),
    rec({ file: 'b.test.ts', test: 'repeated', score: 0.9, repeat: 0 }),
    rec({ file: 'b.test.ts', test: 'repeated', score: 0.8, repeat: 1 }),
    rec({
      file: 'c.test.ts',
      test: 'lenient',
      score: 0.95,
      threshold: 0.8,
      lenient: { probe, kind: 'negation', score: 0.9, rejectingMin: 0.93, probes: 4, capped: false },
    }),
    rec({
      file: 'd.test.ts',
      test: 'mastra score without a verdict',
      matcher: 'expectEval',
      score: 0.3,
      pass: true,
      details: { totalItems: 1, judged: false },
    }),
  ])
  const outcome = { ...base, history: { path: 'h.jsonl', appended: true, entries: [historyEntry(base, 'T')] } }
  let opened: OpenedPage
  let page: Page
  beforeAll(async () => {
    opened = await open(pageFile('row.html', renderHtml(outcome, { timestamp: '2026-01-01T00:00:00.000Z' })))
    page = opened.page
  })
  afterAll(() => opened?.close())

  const rowOf = (test: string) => page.locator('tr.assertion', { hasText: test }).first()
  // The computed colour of a test's score cell, and of a colour variable of the page's style.
  const colourOf = (test: string) =>
    page.evaluate(`(() => {
      const row = [...document.querySelectorAll('tr.assertion')].find((r) => r.textContent.includes(${JSON.stringify(test)}))
      return getComputedStyle(row.cells[5]).color
    })()`)
  const cssColour = (name: string) =>
    page.evaluate(`(() => {
      const probe = document.createElement('span')
      probe.style.color = 'var(${name})'
      document.body.append(probe)
      const colour = getComputedStyle(probe).color
      probe.remove()
      return colour
    })()`)

  it("colours a score by its assertion's verdict: a passing 0.462 green, a failing 0.732 red", async () => {
    expect(await colourOf('passes a low min')).toBe(await cssColour('--high'))
    expect(await colourOf('fails a high min')).toBe(await cssColour('--low'))
  })

  it('shows no verdict for a Mastra score that has none, where a passing row shows its tick', async () => {
    const verdictOf = (test: string) => rowOf(test).locator('td').nth(7).textContent()
    expect(await verdictOf('mastra score without a verdict')).toBe('–')
    expect(await verdictOf('passes a low min')).toBe('✓')
    expect(await verdictOf('fails a high min')).toBe('✗')
  })

  it('names the repeat on each row of a repeated test', async () => {
    const repeats = await page
      .locator('tr.assertion', { hasText: 'repeated' })
      .evaluateAll((rows) => rows.map((row) => row.querySelector('.repeat')?.textContent))
    expect(repeats).toEqual(['repeat 1 of 2', 'repeat 2 of 2'])
    expect(await rowOf('passes a low min').locator('.repeat').count()).toBe(0)
  })

  it('keeps the table and its columns the same width when a row with long texts opens', async () => {
    const widths = () =>
      page
        .locator('#assertion-table th')
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))
    const tableWidth = () => page.locator('#assertion-table').evaluate((table) => table.getBoundingClientRect().width)
    const [before, table] = [await widths(), await tableWidth()]
    await rowOf('fails a high min').locator('button.expand').click()
    await expect.poll(() => page.locator('tr.detail pre.text.received').isVisible()).toBe(true)
    expect(await widths()).toEqual(before)
    expect(await tableWidth()).toBe(table)
  })

  it('rounds the score in the detail panel as the row does, and shows the probe as text', async () => {
    await rowOf('lenient').locator('button.expand').click()
    const detail = rowOf('lenient').locator('xpath=following-sibling::tr[1]')
    await expect.poll(() => detail.isVisible()).toBe(true)
    const dts = await detail.locator('dl.breakdown dt').allTextContents()
    const dds = await detail.locator('dl.breakdown dd').allTextContents()
    const terms = Object.fromEntries(dts.map((term, k) => [term, dds[k]]))
    expect(terms.score).toBe('0.950')
    expect(terms.threshold).toBe('>= 0.80')
    expect(terms.lenient).toContain(`probe “${probe}” scored 0.900`)
    expect(await page.locator('#findings .probe').textContent()).toBe(`“${probe}”`)
    // Its line break shown as a line break, not folded into a space.
    expect(await page.evaluate(`getComputedStyle(document.querySelector('#findings .probe')).whiteSpace`)).toBe(
      'pre-wrap',
    )
  })

  it('draws no trend after a single run', async () => {
    expect(await page.locator('#by-file th', { hasText: 'Trend' }).count()).toBe(0)
    expect(await page.locator('#trends svg').count()).toBe(0)
    expect(await page.locator('#trends').textContent()).toContain('one run so far')
    expect(opened.errors).toEqual([])
  })
})
