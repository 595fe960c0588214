import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildReport } from '../../src/reporter/store/report.js'
import { SAMPLE, outcomeOf } from '../reporter/helpers.js'
import { runCli } from './run-cli.js'

// A saved report is input from outside: a field the pages or the history would write out as it
// is must be refused as an invalid report (exit 2) before anything is written.

let cwd: string
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'expect-similar-report-input-'))
})
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

function saved(name: string, edit: (report: any) => void): string {
  const report = JSON.parse(JSON.stringify(buildReport(outcomeOf(SAMPLE), '2026-01-01T00:00:00.000Z')))
  edit(report)
  writeFileSync(join(cwd, name), JSON.stringify(report))
  return name
}

describe('report --html on a hand-edited report', () => {
  it('renders an untouched report', async () => {
    const r = await runCli(['report', saved('ok.json', () => {}), '--html', 'ok.html'], { cwd })
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(existsSync(join(cwd, 'ok.html'))).toBe(true)
  })

  it.each([
    ['a matcher that is no matcher name', (r: any) => (r.records[0].matcher = 'x" onmouseover="alert(1)'), 'matcher'],
    ['a scorer that is no scorer name', (r: any) => (r.records[0].scorer = '<script>'), 'scorer'],
  ])('exits 2 with "not an expect-similar report" for %s, and writes no page', async (_name, edit, field) => {
    const file = saved(`${field}.json`, edit)
    const r = await runCli(['report', file, '--html', `${field}.html`], { cwd })
    expect(r.code).toBe(2)
    expect(r.err).toMatch(
      new RegExp(`^expect-similar report: ${field}\\.json is not an expect-similar report: records\\[0\\]: ${field} `),
    )
    expect(existsSync(join(cwd, `${field}.html`))).toBe(false)
  })
})
