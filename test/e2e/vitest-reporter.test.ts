import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportValidator } from '../reporter/schema.js'
import { makeProject, ourBlock, ourRawBlock, removeProject, run } from './harness.js'
import { VITEST_SUITE } from './vitest-suite.js'
import { pageDataOf } from '../reporter/render/html/page-blocks.js'

const validate = reportValidator()
const json = (dir: string, file: string): Record<string, any> => JSON.parse(readFileSync(join(dir, file), 'utf8'))
const opts = (o: object): Record<string, string> => ({ ES_OPTIONS: JSON.stringify(o) })

describe('Vitest reporter, end to end', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('vitest', VITEST_SUITE)
  })
  afterAll(() => removeProject(dir))

  it('prints the table after Vitest summary and writes JSON, Markdown and the step summary', async () => {
    writeFileSync(join(dir, 'step-summary.md'), '# Earlier step\n')
    const r = await run('vitest', ['run'], dir, {
      ...opts({ outputFile: 'out/scores.json', markdownFile: 'out/scores.md', verbose: true }),
      GITHUB_STEP_SUMMARY: join(dir, 'step-summary.md'),
    })
    expect(r.code, r.output).toBe(0)
    expect(r.output.indexOf('Test Files')).toBeGreaterThan(-1)
    expect(r.output.indexOf(' expect-similar scores by file')).toBeGreaterThan(r.output.indexOf('Test Files'))
    expect(ourBlock(r.output)).toMatchInlineSnapshot(`
      " expect-similar scores by file (vitest 4.1.12)

       File                                Scored  Pass  Fail  Similarity     min–max    Difference     min–max    Changes
       test/evals/summary.test.ts               6     6     0  0.87 ███████░  0.80–0.92  -                               -
       test/evals/translate.test.ts             4     3     1  0.53 ████▎░░░  0.30–0.75  0.65 █████▎░░  0.60–0.70      3.5
       test/odd/we|rd <b>name</b>.test.ts       1     1     0  0.55 ████▍░░░  0.55–0.55  -                               -
       ───────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Total                                   11    10     1  0.76 ██████▏░  0.30–0.92  0.65 █████▎░░  0.60–0.70      3.5

       pass^k 0.86: 6 of 7 scored tests passed every run (k up to 3)
       Calibrate: no repeated assertion looks flaky or slack (npx expect-similar calibrate <report.json>)
         mean ± spread  min–max    runs passed  scorer      test
         0.85 ± 0.04    0.80–0.90          3/3  Similarity  test/evals/summary.test.ts › summary > repeated (toBeSimilarTo #1)

       Retries: 1 test needed more than one attempt; only the deciding attempt is scored
         2 attempts  test/evals/summary.test.ts › summary > flaky model call

       Lowest scores
         ✗ 0.300  >= 0.70               test/evals/translate.test.ts › a known gap, expected to fail (toBeSimilarTo)
         ✓ 0.550  >= 0.50               test/odd/we|rd <b>name</b>.test.ts › pipe | tick \` <img src=x onerror=alert(1)> \\x1b[…
         ✓ 0.600  <= 5 changes (had 4)  test/evals/translate.test.ts › german stays close (toDifferByAtMost)
         ✓ 0.700  <= 5 changes (had 3)  test/evals/translate.test.ts › french stays close (toDifferByAtMost)
         ✓ 0.750  >= 0.70               test/evals/translate.test.ts › german stays close (toBeSimilarTo)
         ✓ 0.800  >= 0.75               test/evals/summary.test.ts › summary > repeated (toBeSimilarTo)
         ✓ 0.850  >= 0.75               test/evals/summary.test.ts › summary > repeated (toBeSimilarTo)
         ✓ 0.860  >= 0.80               test/evals/summary.test.ts › summary > keeps the facts (toBeSimilarTo)
         ✓ 0.900  >= 0.80               test/evals/summary.test.ts › summary > flaky model call (toBeSimilarTo)
         ✓ 0.900  >= 0.75               test/evals/summary.test.ts › summary > repeated (toBeSimilarTo)
      "
    `)

    const report = json(dir, 'out/scores.json')
    expect(validate(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(report.runner).toEqual({ name: 'vitest', version: expect.stringMatching(/^4\./) })
    // 2 + 1 (deciding attempt only) + 3 repeats + 1 + 2 + 1 + 1 hostile = 11 records.
    expect(report.records).toHaveLength(11)
    expect(report.records.filter((x: any) => x.test === 'summary > flaky model call')).toEqual([
      {
        file: 'test/evals/summary.test.ts',
        test: 'summary > flaky model call',
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
    expect(report.totals).toMatchObject({ assertions: 11, passed: 10, failed: 1, tests: 7, retriedTests: 1 })
    // repeats: 2 without retries: three runs of one attempt each, not 'attempts: 3'.
    expect(
      report.records.filter((x: any) => x.test === 'summary > repeated').map((x: any) => [x.repeat, x.attempts]),
    ).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ])
    expect(report.tests.find((t: any) => t.test === 'summary > repeated')).toMatchObject({ runs: 3, attempts: 1 })
    // Hostile names are stored exactly in JSON and only neutralised when rendered.
    expect(report.records.find((x: any) => x.file.startsWith('test/odd/')).test).toBe(
      'pipe | tick ` <img src=x onerror=alert(1)> \u001b[31mred\u001b[0m\nsecond line',
    )
    expect(report.files.map((f: any) => f.file)).toEqual([
      'test/evals/summary.test.ts',
      'test/evals/translate.test.ts',
      'test/odd/we|rd <b>name</b>.test.ts',
    ])
    // Colors are off without a TTY, so the only escape bytes would be the hostile ones: none get through.
    const raw = r.stdout.slice(r.stdout.indexOf(' expect-similar scores by file'))
    expect(raw).not.toContain('\u001b')
    expect(raw).toContain('test/odd/we|rd <b>name</b>.test.ts › pipe | tick ` <img src=x onerror=alert(1)> \\x1b[')

    const md = readFileSync(join(dir, 'out/scores.md'), 'utf8')
    expect(md).toMatchInlineSnapshot(`
      "### expect-similar scores (vitest 4.1.12)

      | File | Scored | Pass | Fail | Similarity | min–max | Difference | min–max | Changes |
      | :-- | --: | --: | --: | :-- | :-- | :-- | :-- | --: |
      | test/evals/summary.test.ts | 6 | 6 | 0 | 0.87 ███████░ | 0.80–0.92 | - | - | - |
      | test/evals/translate.test.ts | 4 | 3 | 1 | 0.53 ████▎░░░ | 0.30–0.75 | 0.65 █████▎░░ | 0.60–0.70 | 3.5 |
      | test/odd/we\\|rd &lt;b&gt;name&lt;/b&gt;.test.ts | 1 | 1 | 0 | 0.55 ████▍░░░ | 0.55–0.55 | - | - | - |
      | **Total** | 11 | 10 | 1 | 0.76 ██████▏░ | 0.30–0.92 | 0.65 █████▎░░ | 0.60–0.70 | 3.5 |

      **pass^k 0.86**: 6 of 7 scored tests passed every run (k up to 3).

      Calibrate: no repeated assertion looks flaky or slack (npx expect-similar calibrate &lt;report.json&gt;).

      | Test | Assertion | Scorer | Mean | Spread | min–max | Runs passed |
      | :-- | :-- | :-- | --: | --: | :-- | --: |
      | test/evals/summary.test.ts › summary &gt; repeated | toBeSimilarTo #1 | Similarity | 0.85 | 0.04 | 0.80–0.90 | 3/3 |

      Retries: 1 test needed more than one attempt; only the deciding attempt is scored.

      - 2 attempts: test/evals/summary.test.ts › summary &gt; flaky model call

      <details><summary>Lowest scores</summary>

      | | Score | Required | Test | Matcher |
      | :-: | --: | :-- | :-- | :-- |
      | ✗ | 0.300 | &gt;= 0.70 | test/evals/translate.test.ts › a known gap, expected to fail | toBeSimilarTo |
      | ✓ | 0.550 | &gt;= 0.50 | test/odd/we\\|rd &lt;b&gt;name&lt;/b&gt;.test.ts › pipe \\| tick \\\` &lt;img src=x onerror=alert(1)&gt; red second line | toBeSimilarTo |
      | ✓ | 0.600 | &lt;= 5 changes (had 4) | test/evals/translate.test.ts › german stays close | toDifferByAtMost |
      | ✓ | 0.700 | &lt;= 5 changes (had 3) | test/evals/translate.test.ts › french stays close | toDifferByAtMost |
      | ✓ | 0.750 | &gt;= 0.70 | test/evals/translate.test.ts › german stays close | toBeSimilarTo |
      | ✓ | 0.800 | &gt;= 0.75 | test/evals/summary.test.ts › summary &gt; repeated | toBeSimilarTo |
      | ✓ | 0.850 | &gt;= 0.75 | test/evals/summary.test.ts › summary &gt; repeated | toBeSimilarTo |
      | ✓ | 0.860 | &gt;= 0.80 | test/evals/summary.test.ts › summary &gt; keeps the facts | toBeSimilarTo |
      | ✓ | 0.900 | &gt;= 0.80 | test/evals/summary.test.ts › summary &gt; flaky model call | toBeSimilarTo |
      | ✓ | 0.900 | &gt;= 0.75 | test/evals/summary.test.ts › summary &gt; repeated | toBeSimilarTo |

      </details>
      "
    `)
    expect(readFileSync(join(dir, 'step-summary.md'), 'utf8')).toBe(`# Earlier step\n${md}\n`)
  })

  it('colors with FORCE_COLOR and not with NO_COLOR', async () => {
    const forced = await run('vitest', ['run'], dir, { FORCE_COLOR: '1' })
    expect(forced.code, forced.output).toBe(0)
    expect(ourRawBlock(forced.stdout)).toMatch(/\u001b\[3[12]m/)
    const off = await run('vitest', ['run'], dir, { FORCE_COLOR: '1', NO_COLOR: '1' })
    expect(off.code, off.output).toBe(0)
    expect(ourRawBlock(off.stdout)).not.toContain('\u001b[')
  })

  it('writes htmlFile, one page with every test, and prints its address', async () => {
    const r = await run('vitest', ['run'], dir, opts({ htmlFile: 'out/scores.html' }))
    expect(r.code, r.output).toBe(0)
    expect(r.output).toMatch(/HTML report: file:\/\/<root>\/out\/scores\.html/)
    const html = readFileSync(join(dir, 'out/scores.html'), 'utf8')
    // The page's script draws a row per record of its records data.
    const { records } = await pageDataOf(html)
    expect(records).toHaveLength(11)
    expect(records.map((d) => d.s)).toContain('summary > keeps the facts')
    expect(html).toContain('data-file="test/odd/we|rd &lt;b&gt;name&lt;/b&gt;.test.ts"')
    expect(html).not.toContain('<b>name</b>')
  })

  it('does not touch GITHUB_STEP_SUMMARY with githubSummary: false', async () => {
    writeFileSync(join(dir, 'step-off.md'), '')
    const r = await run('vitest', ['run'], dir, {
      ...opts({ githubSummary: false }),
      GITHUB_STEP_SUMMARY: join(dir, 'step-off.md'),
    })
    expect(r.code, r.output).toBe(0)
    expect(readFileSync(join(dir, 'step-off.md'), 'utf8')).toBe('')
  })

  it.each([
    ['run mean', { thresholds: { mean: 0.9 } }, /✗ Gate failed: run mean 0\.7\d\d is below 0\.900 by 0\.1\d\d/],
    [
      'run pass rate',
      { thresholds: { passRate: 0.95 } },
      /✗ Gate failed: run pass rate 0\.909 is below 0\.950 by 0\.041/,
    ],
    [
      'file glob',
      { thresholds: { files: { 'test/evals/translate*': { mean: 0.7 } } } },
      /✗ Gate failed: test\/evals\/translate\.test\.ts \(thresholds\.files "test\/evals\/translate\*"\) mean 0\.\d+ is below 0\.700\s+by\s+0\.\d+/,
    ],
  ])('exits 1 when the %s gate fails although every test passed', async (_name, options, message) => {
    const r = await run('vitest', ['run'], dir, opts(options))
    expect(r.output).toMatch(/Tests\s+7 passed \| 1 expected fail \(8\)/)
    expect(r.output).toMatch(message)
    expect(r.code).toBe(1)
  })

  it('exits 0 when every gate is reached', async () => {
    const r = await run(
      'vitest',
      ['run'],
      dir,
      opts({ thresholds: { mean: 0.7, passRate: 0.9, files: { 'test/evals/**': { mean: 0.5 } } } }),
    )
    expect(r.output).toContain('✓ 4 gates passed')
    expect(r.code).toBe(0)
  })

  it('writes a baseline, then shows per-file deltas and fails on a regression larger than maxRegression', async () => {
    const baseline = { baseline: 'scores/baseline.json', maxRegression: 0.05 }
    const write = await run('vitest', ['run'], dir, { ...opts(baseline), EXPECT_SIMILAR_UPDATE_BASELINE: '1' })
    expect(write.code, write.output).toBe(0)
    expect(write.output).toContain(
      'Baseline scores/baseline.json updated from this run; maxRegression was not enforced.',
    )
    expect(validate(json(dir, 'scores/baseline.json')).valid).toBe(true)

    // Same scores: no regression.
    const same = await run('vitest', ['run'], dir, opts(baseline))
    expect(same.code, same.output).toBe(0)
    expect(same.output).toContain('=0.000')

    // Scores drop by 0.1, one file is removed and one added.
    removeProject(join(dir, 'test/odd'))
    writeFileSync(join(dir, 'test/evals/new.test.ts'), VITEST_SUITE['test/evals/translate.test.ts']!)
    const worse = await run('vitest', ['run'], dir, { ...opts(baseline), SHIFT: '-0.1' })
    expect(ourBlock(worse.output)).toMatchInlineSnapshot(`
      " expect-similar scores by file (vitest 4.1.12)

       File                          Scored  Pass  Fail  Similarity     min–max    Difference     min–max    Changes  Δ mean
       test/evals/new.test.ts             4     2     2  0.43 ███▍░░░░  0.20–0.65  0.55 ████▍░░░  0.50–0.60      3.5     new
       test/evals/summary.test.ts         6     4     2  0.77 ██████▏░  0.70–0.82  -                               -  ▼0.100
       test/evals/translate.test.ts       4     2     2  0.43 ███▍░░░░  0.20–0.65  0.55 ████▍░░░  0.50–0.60      3.5  ▼0.100
       ─────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Total                             14     8     6  0.63 █████▏░░  0.20–0.82  0.55 ████▍░░░  0.50–0.60      3.5

       Baseline scores/baseline.json: 2 files compared; 2 files against their saved mean (no observed range); 1 assertion
         against its observed scores, 7 seen in one baseline run judged by their file's mean only
         new: test/evals/new.test.ts
         removed: test/odd/we|rd <b>name</b>.test.ts

       pass^k 0.33: 3 of 9 scored tests passed every run (k up to 3)
       Calibrate: 1 repeated assertion looks flaky, 0 slack (npx expect-similar calibrate <report.json>)
         mean ± spread  min–max    runs passed  scorer      test
         0.75 ± 0.04    0.70–0.80          2/3  Similarity  test/evals/summary.test.ts › summary > repeated (toBeSimilarTo #1)

       Retries: 1 test needed more than one attempt; only the deciding attempt is scored
         2 attempts  test/evals/summary.test.ts › summary > flaky model call

       ✗ Gate failed: test/evals/summary.test.ts mean dropped 0.100 below the baseline, more than maxRegression 0.050 by 0.050
       ✗ Gate failed: test/evals/translate.test.ts mean dropped 0.100 below the baseline, more than maxRegression 0.050 by
         0.050
      "
    `)
    expect(worse.code).toBe(1)
  }, 120_000)

  it('names a corrupt baseline file and fails the run', async () => {
    writeFileSync(join(dir, 'broken.json'), '{"schemaVersion": 1, "runner": ')
    const r = await run('vitest', ['run'], dir, opts({ baseline: 'broken.json' }))
    expect(r.output).toMatch(/expect-similar: broken\.json is not valid JSON \(/)
    expect(r.code).toBe(1)
  })

  it('rejects invalid options with the option name', async () => {
    // outputFile is valid on its own, so the missing file proves the bad option stopped the write.
    const r = await run('vitest', ['run'], dir, opts({ outputFile: 'out/never.json', thresholds: { mean: 80 } }))
    expect(r.output).toContain('expect-similar: option thresholds.mean must be a number in [0, 1], received number 80')
    expect(r.code).toBe(1)
    expect(existsSync(join(dir, 'out/never.json'))).toBe(false)
  })
})
