import { describe, expect, it } from 'vitest'
import { makeColors } from '../../../src/reporter/render/colors.js'
import { stripAnsi } from '../../../src/reporter/render/escape.js'
import { compareWithBaseline } from '../../../src/reporter/summarize/baseline.js'
import { buildReport } from '../../../src/reporter/store/report.js'
import { pathLines, renderTerminal, visibleLength } from '../../../src/reporter/render/terminal.js'
import { buildView } from '../../../src/reporter/render/view.js'
import { SAMPLE, outcomeOf, rec, withPastRuns } from '../helpers.js'

const plain = makeColors(false)
const render = (width: number, verbose = false, outcome = outcomeOf(SAMPLE)): string =>
  renderTerminal(buildView(outcome, { verbose }), { colors: plain, width })

describe('renderTerminal', () => {
  it('prints one row per file, a total row, repeats and retries', () => {
    expect(render(120)).toMatchInlineSnapshot(`
      "
       expect-similar scores by file (vitest 4.1.12)

       File                          Scored  Pass  Fail  Similarity     min–max    Difference     min–max    Changes
       test/evals/summary.test.ts         3     2     1  0.80 ██████▍░  0.62–0.91  -                               -
       test/evals/translate.test.ts       4     2     2  0.70 █████▋░░  0.60–0.80  0.63 █████░░░  0.50–0.75      4.5
       ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Total                              7     4     3  0.76 ██████▏░  0.60–0.91  0.63 █████░░░  0.50–0.75      4.5

       pass^k 0.40: 2 of 5 scored tests passed every run (k up to 2)
       Calibrate: 1 repeated assertion looks flaky, 0 slack (npx expect-similar calibrate <report.json>)
         mean ± spread  min–max    runs passed  scorer      test
         0.70 ± 0.10    0.60–0.80          1/2  Similarity  test/evals/translate.test.ts › rep (toBeSimilarTo #1)

       Retries: 1 test needed more than one attempt; only the deciding attempt is scored
         2 attempts  test/evals/summary.test.ts › flaky
      "
    `)
  })

  it('lists the lowest scores when verbose', () => {
    const out = render(120, true)
    expect(out.slice(out.indexOf(' Lowest scores'))).toMatchInlineSnapshot(`
      " Lowest scores
         ✗ 0.500  <= 2 changes (had 6)  test/evals/translate.test.ts › de (toDifferByAtMost)
         ✗ 0.600  >= 0.70               test/evals/translate.test.ts › rep (toBeSimilarTo)
         ✗ 0.620  >= 0.80               test/evals/summary.test.ts › summary > keeps the facts (toBeSimilarTo)
         ✓ 0.750  <= 4 changes (had 3)  test/evals/translate.test.ts › fr (toDifferByAtMost)
         ✓ 0.800  >= 0.70               test/evals/translate.test.ts › rep (toBeSimilarTo)
         ✓ 0.880  >= 0.70               test/evals/summary.test.ts › flaky (toBeSimilarTo)
         ✓ 0.910  >= 0.70               test/evals/summary.test.ts › summary > keeps the facts (toBeSimilarTo)
      "
    `)
  })

  it.each([40, 60, 80, 100, 160])('never prints a line wider than %i columns', (width) => {
    const long = SAMPLE.map((r) => ({
      ...r,
      file: `packages/some-long-package-name/test/evals/deeply/nested/${r.file}`,
    }))
    const out = render(width, true, outcomeOf(long, { thresholds: { mean: 0.99 } }))
    for (const line of out.split('\n')) expect(visibleLength(line)).toBeLessThanOrEqual(width)
    // The table rows are never cut, and no path loses a character: a long one wraps at its slashes
    // over the lines above its row, which ends with the file name and the numbers.
    const lines = out.split('\n')
    const rows = lines.slice(
      lines.findIndex((l) => l.startsWith(' File')) + 1,
      lines.findIndex((l) => l.startsWith(' Total')) - 1,
    )
    const numbered = rows.filter((row) => /\d+ +\d+ +\d+ +0\.\d\d/.test(row))
    expect(numbered).toHaveLength(2)
    expect(numbered[0]).toMatch(/summary\.test\.ts +3 +2 +1 +0\.80/)
    expect(numbered[1]).toMatch(/translate\.test\.ts +4 +2 +2 +0\.70/)
    for (const row of rows) expect(row).not.toContain('…')
    const joined = rows.map((row) => row.trim().split('  ')[0]).join('')
    for (const r of long) expect(joined).toContain(r.file)
  })

  it('drops bars, then min–max, shortens headers, then drops spare counts, keeping the paths whole', () => {
    for (const w of [120, 90, 70, 50]) {
      const out = render(w)
      expect(out).toMatch(/^ test\/evals\/summary\.test\.ts +3 /m)
      expect(out).toMatch(/^ test\/evals\/translate\.test\.ts +4 /m)
    }
    const header = (w: number): string =>
      render(w)
        .split('\n')
        .find((l) => l.startsWith(' File'))!
        .trim()
    expect(header(120)).toMatchInlineSnapshot(
      `"File                          Scored  Pass  Fail  Similarity     min–max    Difference     min–max    Changes"`,
    )
    expect(header(90)).toMatchInlineSnapshot(
      `"File                          Scored  Pass  Fail  Similarity  Difference  Changes"`,
    )
    expect(header(70)).toMatchInlineSnapshot(`"File                          N  ✓  ✗  Sim   Diff  Chg"`)
    expect(header(50)).toMatchInlineSnapshot(`"File                          N  ✓  ✗  Sim   Diff"`)
  })

  it('shows baseline deltas, new and removed files', () => {
    const before = buildReport(
      outcomeOf([
        rec({ file: 'test/evals/summary.test.ts', test: 'x', score: 0.9 }),
        rec({ file: 'gone.test.ts', test: 'y', score: 0.5 }),
      ]),
      'T',
    )
    const outcome = outcomeOf(SAMPLE, { baseline: 'base.json', maxRegression: 0.05 }, before)
    expect(outcome.baseline).toEqual(compareWithBaseline(outcome.summary, before, 'base.json'))
    expect(render(120, false, outcome)).toMatchInlineSnapshot(`
      "
       expect-similar scores by file (vitest 4.1.12)

       File                          Scored  Pass  Fail  Similarity     min–max    Difference     min–max    Changes  Δ mean
       test/evals/summary.test.ts         3     2     1  0.80 ██████▍░  0.62–0.91  -                               -  ▼0.097
       test/evals/translate.test.ts       4     2     2  0.70 █████▋░░  0.60–0.80  0.63 █████░░░  0.50–0.75      4.5     new
       ─────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Total                              7     4     3  0.76 ██████▏░  0.60–0.91  0.63 █████░░░  0.50–0.75      4.5

       Baseline base.json: 1 file compared
         new: test/evals/translate.test.ts
         removed: gone.test.ts

       pass^k 0.40: 2 of 5 scored tests passed every run (k up to 2)
       Calibrate: 1 repeated assertion looks flaky, 0 slack (npx expect-similar calibrate <report.json>)
         mean ± spread  min–max    runs passed  scorer      test
         0.70 ± 0.10    0.60–0.80          1/2  Similarity  test/evals/translate.test.ts › rep (toBeSimilarTo #1)

       Retries: 1 test needed more than one attempt; only the deciding attempt is scored
         2 attempts  test/evals/summary.test.ts › flaky

       ✗ Gate failed: test/evals/summary.test.ts mean dropped 0.097 below the baseline, more than maxRegression 0.050 by 0.047
      "
    `)
  })

  it('wraps gate messages and notes instead of cutting them', () => {
    const outcome = outcomeOf(SAMPLE, {
      thresholds: { files: { 'test/evals/{summary,translate}.test.ts': { mean: 0.95 } } },
    })
    outcome.notes.push('A note long enough that it cannot fit on one line of a narrow terminal window.')
    const out = render(60, false, outcome)
    expect(out.slice(out.indexOf(' pass^k'))).toMatchInlineSnapshot(`
      " pass^k 0.40: 2 of 5 scored tests passed every run (k up to
         2)
       Calibrate: 1 repeated assertion looks flaky, 0 slack (npx
         expect-similar calibrate <report.json>)
         mean ± spread  min–max    runs passed  scorer      test
         0.70 ± 0.10    0.60–0.80          1/2  Similarity  test/…

       Retries: 1 test needed more than one attempt; only the
         deciding attempt is scored
         2 attempts  test/evals/summary.test.ts › flaky

       ✗ Gate failed: test/evals/summary.test.ts (thresholds.files
         "test/evals/{summary,translate}.test.ts") mean 0.803 is
         below 0.950 by 0.147
       ✗ Gate failed: test/evals/translate.test.ts
         (thresholds.files
         "test/evals/{summary,translate}.test.ts") mean 0.662 is
         below 0.950 by 0.287

       A note long enough that it cannot fit on one line of a
       narrow terminal window.
      "
    `)
  })

  it('escapes control characters and ANSI sequences in test names and paths', () => {
    const hostile = outcomeOf([
      rec({ file: 'evil\u001b[2J.test.ts', test: 'name\nwith\u001b[31mred\u0007', score: 0.2 }),
    ])
    const out = renderTerminal(buildView(hostile, { verbose: true }), { colors: makeColors(true), width: 120 })
    // Our own colors are the only escape sequences; the hostile ones are shown as text.
    expect(stripAnsi(out)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/)
    expect(stripAnsi(out)).toContain('evil\\x1b[2J.test.ts')
    expect(stripAnsi(out)).toContain('name\\nwith\\x1b[31mred\\x07')
  })

  it('colors by pass/fail and score band only when colors are on', () => {
    const colored = renderTerminal(buildView(outcomeOf(SAMPLE), { verbose: false }), {
      colors: makeColors(true),
      width: 120,
    })
    expect(colored).toContain('\u001b[')
    expect(stripAnsi(colored)).toBe(render(120))
    expect(render(120)).not.toContain('\u001b[')
  })

  it('says so when there is nothing to report', () => {
    expect(render(80, false, outcomeOf([], { thresholds: { mean: 0.5 } }))).toMatchInlineSnapshot(`
      "
       expect-similar scores by file (vitest 4.1.12)

       No scored assertions in this run.

       ✗ Gate failed: run has no scored assertions to average (.not ones are not
         averaged), so its mean cannot reach 0.500
      "
    `)
  })
})

describe('pathLines', () => {
  it('keeps the longest tail of whole segments on the row and wraps the rest at slashes, losing nothing', () => {
    const path = 'packages/some-long-package-name/test/evals/summary.test.ts'
    expect(pathLines(path, 30, 40)).toEqual({
      above: ['packages/some-long-package-name/'],
      last: 'test/evals/summary.test.ts',
    })
    expect(pathLines(path, 20, 12)).toEqual({
      above: ['packages/', 'some-long-pa', 'ckage-name/', 'test/evals/'],
      last: 'summary.test.ts',
    })
    // A file name wider than the column goes above whole; the row keeps no part of it.
    expect(pathLines('a/very-long-file-name.test.ts', 10, 40)).toEqual({
      above: ['a/very-long-file-name.test.ts'],
      last: '',
    })
    expect(pathLines('short.ts', 20, 40)).toEqual({ above: [], last: 'short.ts' })
    for (const [w, l] of [
      [5, 8],
      [12, 20],
      [30, 30],
    ] as const) {
      const { above, last } = pathLines(path, w, l)
      expect(above.join('') + last).toBe(path)
      for (const piece of above) expect([...piece].length).toBeLessThanOrEqual(l)
      expect([...last].length).toBeLessThanOrEqual(w)
    }
  })
})

describe('renderTerminal with a history', () => {
  const S = 'test/evals/summary.test.ts'
  const T = 'test/evals/translate.test.ts'
  const outcome = withPastRuns(outcomeOf(SAMPLE), [{ [S]: 0.7 }, { [S]: 0.75, [T]: 0.7 }, { [S]: 0.9, [T]: 0.6 }])

  it('shows the trend of the last runs as the last column, this run at its right edge', () => {
    const out = render(140, false, outcome)
    expect(out.slice(0, out.indexOf(' pass^k'))).toMatchInlineSnapshot(`
      "
       expect-similar scores by file (vitest 4.1.12)

       File                          Scored  Pass  Fail  Similarity     min–max    Difference     min–max    Changes  Trend
       test/evals/summary.test.ts         3     2     1  0.80 ██████▍░  0.62–0.91  -                               -   ▁▃█▅
       test/evals/translate.test.ts       4     2     2  0.70 █████▋░░  0.60–0.80  0.63 █████░░░  0.50–0.75      4.5    █▁▅
       ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
       Total                              7     4     3  0.76 ██████▏░  0.60–0.91  0.63 █████░░░  0.50–0.75      4.5   ▃▅▆▄

      "
    `)
  })

  it('drops the trend with min–max as the terminal narrows, and never overflows', () => {
    const header = (w: number): string | undefined =>
      render(w, false, outcome)
        .split('\n')
        .find((l) => l.startsWith(' File'))
    expect(header(120)).toContain('Trend')
    expect(header(90)).not.toContain('Trend')
    for (const w of [40, 60, 90, 120]) {
      for (const line of render(w, false, outcome).split('\n')) expect(visibleLength(line)).toBeLessThanOrEqual(w)
    }
  })

  it('does not list the movers (the Markdown summary does)', () => {
    expect(render(140, false, outcome)).not.toContain('movers')
  })
})
