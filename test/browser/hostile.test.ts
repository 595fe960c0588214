// Hostile saved reports in Chromium: what validation refuses could still reach renderHtml (task
// meta of an older version, a bug), so the page must neither run it nor let a missed escape run.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderHtml } from '../../src/reporter/render/html/page.js'
import { outcomeOf, rec } from '../reporter/helpers.js'
import { launchChromium } from './chromium.js'
import { openFile, writePage } from './harness.js'

const HOSTILE_MATCHER = 'x" onmouseover="alert(1)'
// Every script-security-policy violation, kept where the test can read it.
const WATCH = `window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective))`

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())

const pageFile = (name: string, html: string): string => writePage('hostile', name, html)

const html = renderHtml(
  outcomeOf([
    rec({
      file: 'a.test.ts',
      test: 'hostile',
      score: 0.9,
      matcher: HOSTILE_MATCHER as never,
      texts: { expected: 'a', received: 'b', expectedLength: 1, receivedLength: 1 },
    }),
  ]),
  { timestamp: '2026-01-01T00:00:00.000Z' },
)

describe('a report with a hostile matcher name', () => {
  it('shows it as text: hovering the row runs nothing, no CSP violation, the page script works', async () => {
    const opened = await openFile(browser, pageFile('matcher.html', html), { init: WATCH })
    try {
      const row = opened.page.locator('tr.assertion')
      expect(await row.getAttribute('data-matcher')).toBe(HOSTILE_MATCHER)
      await row.hover()
      await row.locator('button.expand').click()
      expect(await opened.page.locator('tr.detail .breakdown').textContent()).toContain(HOSTILE_MATCHER)
      expect(await opened.page.evaluate('window.violations')).toEqual([])
      expect(opened.dialogs).toEqual([])
      expect(opened.errors).toEqual([])
      expect(opened.requests).toEqual([])
    } finally {
      await opened.close()
    }
  })
})

describe('the Content-Security-Policy of a page that missed an escape', () => {
  it('blocks an injected inline script, event handler and image, and still runs the own script', async () => {
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" [^>]*>/)
    expect(meta).not.toBeNull()
    // What a missed escape in the body would let in, put there by hand.
    const injected = html.replace(
      '<main>',
      '<main><script>window.ran = true; alert(2)</script>' +
        '<div id="bait" onmouseover="window.ran = true; alert(3)">bait</div>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="window.ran = true; alert(4)">',
    )
    const opened = await openFile(browser, pageFile('unescaped.html', injected), { init: WATCH })
    try {
      await opened.page.locator('#bait').hover()
      await opened.page.waitForTimeout(100)
      expect(await opened.page.evaluate('window.ran === true')).toBe(false)
      expect(opened.dialogs).toEqual([])
      const violations = (await opened.page.evaluate('window.violations')) as string[]
      expect(violations).toEqual(expect.arrayContaining(['script-src-elem', 'img-src']))
      // The page's own script, allowed by its hash, added the matcher column and the expand button.
      expect(await opened.page.locator('tr.assertion button.expand').count()).toBe(1)
      expect(await opened.page.locator('#shown-count').textContent()).toBe('1 of 1 assertion shown')
    } finally {
      await opened.close()
    }
  })
})
