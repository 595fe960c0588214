// `npm run docs:screenshots`: runs the demo twice (so its history has a trend), then photographs
// its HTML report in headless Chromium for docs/: the top of the page, and the assertions,
// lowest score first, with the first row opened. Run it after a change to the report's look.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../test/browser/chromium.js'
import { openFile } from '../test/browser/harness.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const report = join(root, 'examples/output/vitest/report.html')
// Wide enough for the whole file table; the page itself scrolls a wider table.
const WIDTH = 1440

for (let run = 0; run < 2; run++) {
  const demo = spawnSync(process.execPath, [join(root, 'examples/run.mjs'), 'vitest'], { cwd: root, stdio: 'ignore' })
  if (demo.status !== 0) throw new Error(`npm run demo exited ${demo.status}; run it to see why`)
}
const browser = await launchChromium()
try {
  const opened = await openFile(browser, report, { width: WIDTH })
  const { page } = opened
  if (opened.errors.length > 0 || opened.requests.length > 0)
    throw new Error(`the report misbehaved: ${[...opened.errors, ...opened.requests].join('; ')}`)
  await page.screenshot({ path: join(root, 'docs/html-report.png'), clip: { x: 0, y: 0, width: WIDTH, height: 1240 } })
  await page.selectOption('#sort', 'lowest')
  await page.click('tr.assertion:not([hidden]) button.expand')
  // From the section's heading down, as far as the viewport reaches.
  await page.locator('#assertions').evaluate((section) => section.scrollIntoView())
  await page.screenshot({ path: join(root, 'docs/html-report-assertions.png') })
  await opened.close()
} finally {
  await browser.close()
}
console.log('wrote docs/html-report.png and docs/html-report-assertions.png')
