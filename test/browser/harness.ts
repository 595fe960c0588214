import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { REPO } from '../e2e/harness.js'

/** Screenshots and generated reports, for a person to look at after a run (git-ignored). */
export const OUTPUT = join(REPO, 'test/browser/output')

/** A page opened on a local file, and everything it did that a self-contained report must not do. */
export interface OpenedPage {
  page: Page
  /** `console.error` messages and uncaught exceptions, as text. */
  errors: string[]
  /** Every URL the page asked for that is not the file itself (or a `data:` URL); all were blocked. */
  requests: string[]
  /** Messages of `alert`/`confirm`/`prompt` dialogs, each dismissed. */
  dialogs: string[]
  close(): Promise<void>
}

/**
 * Opens `file` from file:// in a fresh context. Any other request is recorded and aborted, so a
 * report that reaches out fails the test instead of waiting on the network.
 */
export async function openFile(
  browser: Browser,
  file: string,
  options: {
    javaScriptEnabled?: boolean
    width?: number
    colorScheme?: 'light' | 'dark'
    /** A script run in the page before any of its own (a listener the page cannot remove first). */
    init?: string
  } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  })
  const page = await context.newPage()
  if (options.init !== undefined) await page.addInitScript(options.init)
  // A hook that is missing fails in seconds, not after Playwright's 30 s default.
  page.setDefaultTimeout(5000)
  const url = pathToFileURL(file).href
  const errors: string[] = []
  const requests: string[] = []
  const dialogs: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  // `request` sees every request, file: ones included, which routes may not be asked about.
  page.on('request', (request) => {
    if (request.url() !== url && !request.url().startsWith('data:')) requests.push(request.url())
  })
  await context.route('**/*', (route) =>
    route.request().url() === url ? route.continue() : route.abort('blockedbyclient'),
  )
  await page.goto(url, { waitUntil: 'load' })
  return { page, errors, requests, dialogs, close: () => context.close() }
}

/** Saves a full-page screenshot as test/browser/output/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(OUTPUT, { recursive: true })
  const path = join(OUTPUT, `${name}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}

/** Writes a page under OUTPUT/`folder` (kept after the run, to open by hand) and returns its path. */
export function writePage(folder: string, name: string, html: string): string {
  mkdirSync(join(OUTPUT, folder), { recursive: true })
  const path = join(OUTPUT, folder, name)
  writeFileSync(path, html)
  return path
}
