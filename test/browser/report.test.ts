// The HTML report of a real Vitest run, opened from file:// in headless Chromium and checked
// against the JSON report of the same run (the DOM hooks are in docs/reporters.md#html-report).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { makeProject, removeProject, run, VITEST_MATCHERS_CONFIG } from '../e2e/harness.js'
import { launchChromium } from './chromium.js'
import { type OpenedPage, openFile, screenshot } from './harness.js'

const XSS_NAME = '<img src=x onerror=alert(1)>'
const SCRIPT_END = 'Ship it </script><script>alert(2)</script> today.'

// Two files and both scorers; one failing assertion; a word-level diff whose char-level one is
// finer (cat -> cut); a hostile test name and a received text that would close a <script>.
const FILES = {
  'vitest.config.ts': VITEST_MATCHERS_CONFIG,
  'answers.test.ts': `import { describe, expect, it } from 'vitest'
describe('support', () => {
  it('refund policy', () => {
    expect('Refunds are accepted within 30 days of purchase with a receipt.').toBeSimilarTo(
      'Refunds are accepted within 30 days of purchase when you have a receipt.', { min: 0.6 })
  })
  it('shipping time', () => {
    expect('Orders usually ship within five working days.').toBeSimilarTo('Orders ship within 2 business days.', {
      min: 0.9,
    })
  })
  it(${JSON.stringify(XSS_NAME)}, () => {
    expect('Hello there, how can I help?').toBeSimilarTo('Hello there, how may I help?', { min: 0.5 })
  })
})
`,
  'release.test.ts': `import { expect, it } from 'vitest'
it('pet line', () => {
  expect('The quick brown cut sat on the mat.').toDifferByAtMost('The quick brown cat sat on the mat.', 1)
})
it('script text', () => {
  expect(${JSON.stringify(SCRIPT_END)}).toDifferByAtMost('Ship it today.', 20)
})
`,
}

interface JsonRecord {
  file: string
  test: string
  scorer: string
  matcher: string
  pass: boolean
  isNot: boolean
  score: number
  texts?: { expected: string; received: string }
}
interface JsonAggregate {
  file: string
  assertions: number
  passed: number
  failed: number
  mean: number
  passRate: number
}
interface JsonReport {
  totals: JsonAggregate
  files: JsonAggregate[]
  records: JsonRecord[]
}

let dir: string
let json: JsonReport
let browser: Browser
let opened: OpenedPage
let page: Page

beforeAll(async () => {
  dir = makeProject('html-report', FILES)
  const env = {
    ES_OPTIONS: JSON.stringify({
      outputFile: 'scores.json',
      htmlFile: 'report.html',
      history: 'history.jsonl',
      githubSummary: false,
    }),
  }
  // Twice, so the second report has a past run to draw trends from. The failing assertion fails
  // the run: exit code 1 is expected, anything else is not.
  for (let i = 0; i < 2; i++) {
    const result = await run('vitest', ['run'], dir, env)
    expect(result.code, result.output).toBe(1)
  }
  json = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  if (dir) removeProject(dir)
})

beforeEach(async () => {
  opened = await openFile(browser, join(dir, 'report.html'))
  page = opened.page
  // The script inflates the records, then draws the rows.
  await page.locator('#assertions[data-ready]').waitFor({ state: 'attached' })
  return () => opened.close()
})

const rows = (selector = 'tr.assertion:not([hidden])') =>
  page.locator(selector).evaluateAll((found) => found.map((row) => Number(row.getAttribute('data-index'))))

const indexesWhere = (keep: (record: JsonRecord) => boolean) =>
  json.records.flatMap((record, index) => (keep(record) ? [index] : []))

// Polled: a search inflates the texts first, so its rows come a moment after the keystroke.
async function expectShown(expected: number[]): Promise<void> {
  await expect.poll(rows).toEqual(expected)
  expect(await page.locator('#shown-count').textContent()).toMatch(new RegExp(`\\b${expected.length}\\b`))
}

/** The row of the record at `index`, and its detail row. */
function row(index: number) {
  const assertion = page.locator(`tr.assertion[data-index="${index}"]`)
  return { assertion, detail: page.locator(`tr.assertion[data-index="${index}"] + tr.detail`) }
}

async function expand(index: number) {
  const { assertion, detail } = row(index)
  await assertion.locator('button.expand').click()
  await expect.poll(() => detail.isVisible()).toBe(true)
  return detail
}

describe('the HTML report in Chromium', () => {
  it('the run is what the tests below expect: 5 assertions, 1 failing, both scorers, texts kept', () => {
    expect(json.totals).toMatchObject({ assertions: 5, passed: 4, failed: 1 })
    expect(json.files.map((file) => file.file)).toEqual(['answers.test.ts', 'release.test.ts'])
    expect(new Set(json.records.map((record) => record.scorer)).size).toBe(2)
    expect(json.records.every((record) => record.texts !== undefined)).toBe(true)
  })

  it('loads from file:// without a console error, a network request or a dialog, and is saved as a screenshot', async () => {
    expect(opened.errors).toEqual([])
    expect(opened.requests).toEqual([])
    expect(opened.dialogs).toEqual([])
    await screenshot(page, 'report')
  })

  it('shows the JSON report totals in the summary', async () => {
    for (const key of ['assertions', 'passed', 'failed', 'mean', 'passRate'] as const) {
      const total = page.locator(`#summary [data-total="${key}"]`)
      expect(Number(await total.getAttribute('data-value')), key).toBe(json.totals[key])
      expect(await total.isVisible(), key).toBe(true)
    }
    for (const key of ['assertions', 'passed', 'failed'] as const) {
      expect(await page.locator(`#summary [data-total="${key}"]`).textContent()).toContain(String(json.totals[key]))
    }
    expect(await page.locator('#summary [data-total="mean"]').textContent()).toContain(json.totals.mean.toFixed(2))
  })

  it('has one files-table row per file of the JSON report, with its mean and pass rate', async () => {
    const fileRows = page.locator('#files tr[data-file]')
    expect(await fileRows.evaluateAll((found) => found.map((r) => r.getAttribute('data-file')))).toEqual(
      json.files.map((file) => file.file),
    )
    for (const file of json.files) {
      const values = await page
        .locator(`#files tr[data-file="${file.file}"] [data-value]`)
        .evaluateAll((found) => found.map((cell) => Number(cell.getAttribute('data-value'))))
      expect(values).toEqual(expect.arrayContaining([file.mean, file.passRate]))
    }
    expect(await page.locator('#files tr[data-total]').count()).toBe(1)
  })

  it('draws a histogram per scorer', async () => {
    const scorers = [...new Set(json.records.map((record) => record.scorer))].sort()
    const drawn = await page
      .locator('#histograms svg[data-scorer]')
      .evaluateAll((found) => found.map((svg) => svg.getAttribute('data-scorer')))
    expect(drawn.sort()).toEqual(scorers)
  })

  it('draws, from the history of the two runs, a trend for the run and for each file', async () => {
    const trends = await page
      .locator('#trends svg[data-trend]')
      .evaluateAll((found) => found.map((svg) => svg.getAttribute('data-trend')))
    expect(trends.sort()).toEqual(['answers.test.ts', 'release.test.ts', 'run'])
  })

  it('lists every record in JSON order, with its file, test, scorer, matcher, verdict and score', async () => {
    const listed = await page.locator('tr.assertion').evaluateAll((found) =>
      found.map((r) => ({
        index: Number(r.getAttribute('data-index')),
        file: r.getAttribute('data-file'),
        test: r.getAttribute('data-test'),
        scorer: r.getAttribute('data-scorer'),
        matcher: r.getAttribute('data-matcher'),
        // The cells a person reads: file, test, matcher (with .not), scorer.
        shown: [...r.children].slice(1, 5).map((cell) => cell.textContent),
        pass: r.getAttribute('data-pass') === 'true',
        score: Number(r.getAttribute('data-score')),
      })),
    )
    expect(listed).toEqual(
      json.records.map((record, index) => ({
        index,
        file: record.file,
        test: record.test,
        scorer: record.scorer,
        matcher: record.matcher,
        shown: [
          record.file,
          record.test,
          `${record.isNot ? '.not.' : ''}${record.matcher}`,
          record.scorer === 'content-similarity' ? 'Sim' : 'Diff',
        ],
        pass: record.pass,
        score: record.score,
      })),
    )
    await expectShown(indexesWhere(() => true))
    expect(await page.locator('tr.detail:not([hidden])').count()).toBe(0)
  })

  it('expands an assertion into its texts with the differences highlighted, and closes it again', async () => {
    const failing = json.records.findIndex((record) => !record.pass)
    const record = json.records[failing] as JsonRecord
    const detail = await expand(failing)
    expect(await detail.locator('.text.expected').textContent()).toContain(record.texts?.expected)
    expect(await detail.locator('.text.received').textContent()).toContain(record.texts?.received)
    expect(await detail.locator('.text.expected del').count()).toBeGreaterThan(0)
    expect(await detail.locator('.text.received ins').count()).toBeGreaterThan(0)
    expect(await detail.locator('.breakdown').textContent()).toContain(record.scorer)
    await screenshot(page, 'report-expanded')
    await row(failing).assertion.locator('button.expand').click()
    await expect.poll(() => detail.isVisible()).toBe(false)
  })

  it('highlights single characters at char level where word level marks the whole word', async () => {
    const pet = json.records.findIndex((record) => record.test === 'pet line')
    const detail = await expand(pet)
    const marked = async () => ({
      removed: (await detail.locator('.text.expected del').allTextContents()).join(''),
      inserted: (await detail.locator('.text.received ins').allTextContents()).join(''),
    })
    expect((await marked()).removed.trim()).toBe('cat')
    expect((await marked()).inserted.trim()).toBe('cut')
    await page.locator('#diff-level').selectOption('char')
    await expect.poll(async () => (await marked()).removed).toBe('a')
    expect((await marked()).inserted).toBe('u')
  })

  it('filters to the failing assertions only', async () => {
    await page.locator('#filter-failing').check()
    await expectShown(indexesWhere((record) => !record.pass))
    await page.locator('#filter-failing').uncheck()
    await expectShown(indexesWhere(() => true))
  })

  it('orders the lowest scores first', async () => {
    await page.locator('#sort').selectOption('lowest')
    const lowest = indexesWhere(() => true).sort(
      (a, b) => (json.records[a] as JsonRecord).score - (json.records[b] as JsonRecord).score || a - b,
    )
    await expectShown(lowest)
  })

  it('filters by file and by scorer', async () => {
    await page.locator('#filter-file').selectOption('release.test.ts')
    await expectShown(indexesWhere((record) => record.file === 'release.test.ts'))
    await page.locator('#filter-file').selectOption('')
    const scorer = (json.records[0] as JsonRecord).scorer
    await page.locator('#filter-scorer').selectOption(scorer)
    await expectShown(indexesWhere((record) => record.scorer === scorer))
    await page.locator('#filter-scorer').selectOption('')
    await expectShown(indexesWhere(() => true))
  })

  it('searches file names, test names and texts', async () => {
    const search = page.locator('#filter-search')
    await search.fill('release.test')
    await expectShown(indexesWhere((record) => record.file === 'release.test.ts'))
    await search.fill('refund policy')
    await expectShown(indexesWhere((record) => record.test.includes('refund policy')))
    // Only in a received text.
    const inText = indexesWhere((record) => record.texts?.received.includes('working days') === true)
    expect(inText).toHaveLength(1)
    await search.fill('working days')
    await expectShown(inText)
    await search.fill('')
    await expectShown(indexesWhere(() => true))
  })

  it('shows a hostile test name as text: no element made of it, no script run', async () => {
    const hostile = json.records.findIndex((record) => record.test.includes(XSS_NAME))
    expect(hostile).toBeGreaterThanOrEqual(0)
    await expect.poll(() => row(hostile).assertion.textContent()).toContain(XSS_NAME)
    await expand(hostile)
    expect(await page.locator('img').count()).toBe(0)
    expect(opened.dialogs).toEqual([])
    expect(opened.requests).toEqual([])
    expect(opened.errors).toEqual([])
  })

  it('shows a received text containing </script> in the received pane, without running it', async () => {
    const index = json.records.findIndex((record) => record.test === 'script text')
    const detail = await expand(index)
    expect(await detail.locator('.text.received').textContent()).toContain(SCRIPT_END)
    expect(opened.dialogs).toEqual([])
    expect(opened.errors).toEqual([])
  })
})

describe('the HTML report in the system color scheme', () => {
  it('is light or dark as the system asks, every text still readable', async () => {
    const colors = async (scheme: 'light' | 'dark') => {
      const themed = await openFile(browser, join(dir, 'report.html'), { colorScheme: scheme })
      try {
        if (scheme === 'dark') await screenshot(themed.page, 'report-dark')
        const style = (selector: string) =>
          themed.page
            .locator(selector)
            .first()
            .evaluate((node) => {
              const computed = node.ownerDocument.defaultView?.getComputedStyle(node)
              return { background: computed?.backgroundColor, color: computed?.color }
            })
        const [body, th] = [await style('body'), await style('th')]
        return { background: body.background, text: body.color, th: th.color }
      } finally {
        await themed.close()
      }
    }
    expect(await colors('light')).toEqual({
      background: 'rgb(255, 255, 255)',
      text: 'rgb(31, 35, 40)',
      th: 'rgb(31, 35, 40)',
    })
    expect(await colors('dark')).toEqual({
      background: 'rgb(13, 17, 23)',
      text: 'rgb(230, 237, 243)',
      th: 'rgb(230, 237, 243)',
    })
  })
})

describe('the HTML report with JavaScript off', () => {
  it('still shows the summary numbers and the files table', async () => {
    const noScript = await openFile(browser, join(dir, 'report.html'), { javaScriptEnabled: false })
    try {
      for (const key of ['assertions', 'passed', 'failed'] as const) {
        const total = noScript.page.locator(`#summary [data-total="${key}"]`)
        expect(await total.isVisible(), key).toBe(true)
        expect(await total.textContent(), key).toContain(String(json.totals[key]))
      }
      expect(await noScript.page.locator('#files tr[data-file]').count()).toBe(json.files.length)
      expect(noScript.requests).toEqual([])
    } finally {
      await noScript.close()
    }
  })
})
