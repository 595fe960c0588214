// The checks the report tests rely on must be able to fail: a page that reaches the network,
// logs an error, throws or opens a dialog is caught by the harness.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './chromium.js'
import { OUTPUT, openFile } from './harness.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())

function page(name: string, html: string): string {
  mkdirSync(join(OUTPUT, 'harness'), { recursive: true })
  const path = join(OUTPUT, 'harness', name)
  writeFileSync(path, html)
  return path
}

describe('openFile', () => {
  it('records and blocks every request that is not the file itself', async () => {
    const file = page(
      'network.html',
      `<!doctype html><title>t</title><link rel="stylesheet" href="https://fonts.example.invalid/a.css">
<img src="http://example.invalid/x.png"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<script>fetch('https://api.example.invalid/v1').catch(() => {})</script>`,
    )
    const opened = await openFile(browser, file)
    await opened.page.waitForTimeout(200)
    expect([...opened.requests].sort()).toEqual([
      'http://example.invalid/x.png',
      'https://api.example.invalid/v1',
      'https://fonts.example.invalid/a.css',
    ])
    await opened.close()
  })

  it('records console errors, uncaught exceptions and dialogs', async () => {
    const file = page(
      'errors.html',
      `<!doctype html><title>t</title><p>text</p>
<script>console.error('logged'); alert('hello'); setTimeout(() => { throw new Error('thrown') })</script>`,
    )
    const opened = await openFile(browser, file)
    await opened.page.waitForTimeout(200)
    expect(opened.errors).toEqual(['logged', 'Error: thrown'])
    expect(opened.dialogs).toEqual(['hello'])
    await opened.close()
  })

  it('runs no script when JavaScript is off', async () => {
    const file = page(
      'no-js.html',
      `<!doctype html><title>t</title><p id="p">static</p><script>p.textContent = 'js'</script>`,
    )
    const opened = await openFile(browser, file, { javaScriptEnabled: false })
    expect(await opened.page.textContent('#p')).toBe('static')
    await opened.close()
  })
})
