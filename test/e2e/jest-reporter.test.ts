import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageDataOf } from '../reporter/render/html/page-blocks.js'
import { reportValidator } from '../reporter/schema.js'
import { makeProject, ourBlock, removeProject, run } from './harness.js'
import { JEST_SUITE } from './jest-suite.js'

const validate = reportValidator()
const json = (dir: string, file: string): Record<string, any> => JSON.parse(readFileSync(join(dir, file), 'utf8'))
const opts = (o: object): Record<string, string> => ({ ES_OPTIONS: JSON.stringify(o) })
const jest = (dir: string, env: Record<string, string>, args: string[] = []) =>
  run('jest', ['--config', 'jest.config.cjs', ...args], dir, env)

describe('Jest reporter, end to end', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('jest', JEST_SUITE)
  })
  afterAll(() => removeProject(dir))

  it('collects every record from 2 worker threads, prints the table after Jest summary, writes JSON and Markdown', async () => {
    writeFileSync(join(dir, 'step-summary.md'), '# Earlier step\n')
    // A private TMPDIR, so the check below sees only what this run left behind.
    const tmp = join(dir, 'tmp')
    mkdirSync(tmp)
    const r = await jest(dir, {
      ...opts({ outputFile: 'out/scores.json', markdownFile: 'out/scores.md' }),
      GITHUB_STEP_SUMMARY: join(dir, 'step-summary.md'),
      TMPDIR: tmp,
    })
    expect(r.code, r.output).toBe(0)
    // Several worker threads ran the files (thread 0 would be the main thread, i.e. in band).
    const threads = readdirSync(join(dir, 'threads'))
    expect(threads.length).toBeGreaterThanOrEqual(2)
    expect(threads).not.toContain('0')

    expect(r.stderr.indexOf(' expect-similar scores by file')).toBeGreaterThan(r.stderr.indexOf('Tests:'))
    expect(ourBlock(r.output)).toMatchInlineSnapshot(`
      " expect-similar scores by file (jest 30.5.2)

       File                        Scored  Pass  Fail  Similarity     min–max    Difference     min–max    Changes
       test/evals/bulk-a.test.js       80    80     0  0.84 ██████▊░  0.80–0.88  0.75 ██████░░  0.75–0.75      1.5
       test/evals/bulk-b.test.js       80    80     0  0.84 ██████▊░  0.80–0.88  0.75 ██████░░  0.75–0.75      1.5
       test/evals/bulk-c.test.js       80    80     0  0.84 ██████▊░  0.80–0.88  0.75 ██████░░  0.75–0.75      1.5
       test/evals/summary.test.js       4     3     1  0.74 ██████░░  0.30–0.92  -                               -
       test/odd/we|rd.test.js           1     1     0  0.55 ████▍░░░  0.55–0.55  -                               -
       ───────────────────────────────────────────────────────────────────────────────────────────────────────────
       Total                          245   244     1  0.83 ██████▋░  0.30–0.92  0.75 ██████░░  0.75–0.75      1.5

       Retries: 1 test needed more than one attempt; only the deciding attempt is scored
         2 attempts  test/evals/summary.test.js › summary flaky model call
      "
    `)

    const report = json(dir, 'out/scores.json')
    expect(validate(report)).toEqual({ valid: true, errors: 'No errors' })
    // 3 bulk files × 40 tests × 2 records, + 2 + 1 (deciding attempt only) + 1 + 1 hostile: nothing lost.
    expect(report.records).toHaveLength(245)
    expect(report.warnings).toEqual([])
    expect(report.records.filter((x: any) => x.test === 'summary flaky model call')).toEqual([
      {
        file: 'test/evals/summary.test.js',
        test: 'summary flaky model call',
        matcher: 'toBeSimilarTo',
        scorer: 'content-similarity',
        score: 0.9,
        threshold: 0.8,
        pass: true,
        isNot: false,
        repeat: 0,
        attempts: 2,
      },
    ])
    expect(report.records.find((x: any) => x.file === 'test/odd/we|rd.test.js').test).toBe(
      'pipe | tick ` <img src=x onerror=alert(1)> \u001b[31mred\u001b[0m\nsecond line',
    )
    expect(report.runner).toEqual({ name: 'jest', version: expect.stringMatching(/^30\./) })

    const md = readFileSync(join(dir, 'out/scores.md'), 'utf8')
    expect(md).toContain('| test/odd/we\\|rd.test.js | 1 | 1 | 0 |')
    expect(md).not.toMatch(/<img|\u001b/)
    expect(readFileSync(join(dir, 'step-summary.md'), 'utf8')).toBe(`# Earlier step\n${md}\n`)
    // The reporter removed its record directory.
    expect(r.stderr).not.toMatch(/expect-similar-\w+/)
    expect(readdirSync(tmp).filter((name) => name.startsWith('expect-similar-'))).toEqual([])
  })

  it.each([
    ['run mean', { thresholds: { mean: 0.9 } }, /✗ Gate failed: run mean 0\.\d+ is below 0\.900 by 0\.\d+/],
    ['run pass rate', { thresholds: { passRate: 1 } }, /✗ Gate failed: run pass rate 0\.996 is below 1\.000 by 0\.004/],
    [
      'file glob',
      { thresholds: { files: { 'test/evals/summary*': { mean: 0.9 } } } },
      /✗ Gate failed: test\/evals\/summary\.test\.js \(thresholds\.files "test\/evals\/summary\*"\) mean 0\.745 is below 0\.900\s+by\s+0\.155/,
    ],
  ])('exits 1 when the %s gate fails although every test passed', async (_name, options, message) => {
    const r = await jest(dir, opts(options))
    expect(r.output).toMatch(/Tests:\s+125 passed, 125 total/)
    expect(r.output).toMatch(message)
    expect(r.code).toBe(1)
  })

  it('exits 1 on a regression beyond maxRegression, and 0 when the gates are reached', async () => {
    const baseline = { baseline: 'baseline.json', maxRegression: 0.05, thresholds: { mean: 0.7 } }
    const write = await jest(dir, { ...opts(baseline), EXPECT_SIMILAR_UPDATE_BASELINE: '1' })
    expect(write.code, write.output).toBe(0)
    expect(write.output).toContain('✓ 1 gate passed')
    const worse = await jest(dir, { ...opts(baseline), SHIFT: '-0.08' })
    expect(worse.output).toMatch(/test\/evals\/bulk-a\.test\.js .*▼0\.080/)
    expect(worse.output).toMatch(
      /✗ Gate failed: test\/evals\/summary\.test\.js mean dropped 0\.080 below the baseline, more than maxRegression 0\.050\s+by\s+0\.030/,
    )
    expect(worse.code).toBe(1)
  })

  it('warns about a truncated record line, naming its file and line, without losing the others', async () => {
    const r = await jest(dir, { ...opts({ outputFile: 'corrupt.json' }), CORRUPT: '1', COLUMNS: '250' })
    expect(r.code, r.output).toBe(0)
    expect(r.output).toMatch(
      /! skipped unreadable score record at \/\S+\/killed-worker\.jsonl:1: not valid JSON \(truncated or corrupt\): "\{\\"v\\":1,\\"matcher\\":\\"toBeSim"/,
    )
    expect(r.output).toContain('! 1 of 247 score records could not be read and are not counted')
    // 246 good lines: 245 deciding records plus the flaky test's first attempt.
    expect(json(dir, 'corrupt.json').records).toHaveLength(245)
    expect(json(dir, 'corrupt.json').warnings).toHaveLength(2)
  })

  it('still prints its table when --bail stops the run (Jest silences output before exiting)', async () => {
    const r = await jest(dir, { FAIL: '1' }, ['--bail'])
    expect(r.output).toMatch(/test\/evals\/summary\.test\.js +5 +3 +2 /)
    expect(r.code).toBe(1)
  })

  it('writes htmlFile, one page with every test, names escaped, and prints its address', async () => {
    const r = await jest(dir, opts({ htmlFile: 'out/scores.html' }))
    expect(r.output).toMatch(/HTML report: file:\/\/<root>\/out\/scores\.html/)
    const html = readFileSync(join(dir, 'out/scores.html'), 'utf8')
    // The page's script draws a row per record of its records data, names through textContent.
    const { records } = await pageDataOf(html)
    expect(records.map((d) => d.s)).toContain('summary keeps the facts')
    expect(records.some((d) => d.s?.includes('<img src=x onerror=alert(1)>'))).toBe(true)
    expect(html).not.toContain('<img')
  })

  it('rejects invalid options with the option name', async () => {
    const r = await jest(dir, opts({ verbose: 'yes' }))
    expect(r.output).toContain('expect-similar: option verbose must be a boolean, received string "yes"')
    expect(r.code).toBe(1)
  })
})
