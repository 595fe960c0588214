/**
 * Peak memory of writing the HTML report of `count` assertions with 1 KB texts, in a child
 * process started by bench/html.ts:
 *   node --expose-gc --import tsx --import ./scripts/page-script-loader.ts bench/html-memory.ts <count>
 * Prints JSON: the resident set size with the run's records built and garbage collected (what a
 * reporter holds anyway), the process's peak while the page is rendered and written, and the time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderHtml } from '../src/reporter/render/html/page.js'
import { syntheticOutcome } from './html.js'

const count = Number(process.argv[2] ?? '20000')
const outcome = syntheticOutcome(count, 1024, 0.15)
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
gc()
gc()
const before = process.memoryUsage().rss
const dir = mkdtempSync(join(tmpdir(), 'expect-similar-html-memory-'))
const start = performance.now()
try {
  writeFileSync(join(dir, 'report.html'), renderHtml(outcome, { timestamp: '2025-01-01T00:00:00.000Z' }))
} finally {
  rmSync(dir, { recursive: true, force: true })
}
const ms = performance.now() - start
// maxRSS (KiB) is the whole process's peak; building the records may have peaked first, in which
// case this over-states the writer's share, never under-states it.
const peak = process.resourceUsage().maxRSS * 1024
console.log(JSON.stringify({ count, rssBefore: before, peak, ms }))
