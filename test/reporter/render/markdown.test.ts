import { describe, expect, it } from 'vitest'
import { buildReport } from '../../../src/reporter/store/report.js'
import { renderMarkdown } from '../../../src/reporter/render/markdown.js'
import { buildView } from '../../../src/reporter/render/view.js'
import { SAMPLE, outcomeOf, rec, withPastRuns } from '../helpers.js'

describe('renderMarkdown', () => {
  it('renders the per-file table, repeats, retries and gates as GFM', () => {
    const md = renderMarkdown(
      buildView(outcomeOf(SAMPLE, { thresholds: { mean: 0.7, passRate: 0.9 } }), { verbose: true }),
    )
    expect(md).toMatchInlineSnapshot(`
      "### expect-similar scores (vitest 4.1.12)

      | File | Scored | Pass | Fail | Similarity | min–max | Difference | min–max | Changes |
      | :-- | --: | --: | --: | :-- | :-- | :-- | :-- | --: |
      | test/evals/summary.test.ts | 3 | 2 | 1 | 0.80 ██████▍░ | 0.62–0.91 | - | - | - |
      | test/evals/translate.test.ts | 4 | 2 | 2 | 0.70 █████▋░░ | 0.60–0.80 | 0.63 █████░░░ | 0.50–0.75 | 4.5 |
      | **Total** | 7 | 4 | 3 | 0.76 ██████▏░ | 0.60–0.91 | 0.63 █████░░░ | 0.50–0.75 | 4.5 |

      **pass^k 0.40**: 2 of 5 scored tests passed every run (k up to 2).

      Calibrate: 1 repeated assertion looks flaky, 0 slack (npx expect-similar calibrate &lt;report.json&gt;).

      | Test | Assertion | Scorer | Mean | Spread | min–max | Runs passed |
      | :-- | :-- | :-- | --: | --: | :-- | --: |
      | test/evals/translate.test.ts › rep | toBeSimilarTo #1 | Similarity | 0.70 | 0.10 | 0.60–0.80 | 1/2 |

      Retries: 1 test needed more than one attempt; only the deciding attempt is scored.

      - 2 attempts: test/evals/summary.test.ts › flaky

      <details><summary>Lowest scores</summary>

      | | Score | Required | Test | Matcher |
      | :-: | --: | :-- | :-- | :-- |
      | ✗ | 0.500 | &lt;= 2 changes (had 6) | test/evals/translate.test.ts › de | toDifferByAtMost |
      | ✗ | 0.600 | &gt;= 0.70 | test/evals/translate.test.ts › rep | toBeSimilarTo |
      | ✗ | 0.620 | &gt;= 0.80 | test/evals/summary.test.ts › summary &gt; keeps the facts | toBeSimilarTo |
      | ✓ | 0.750 | &lt;= 4 changes (had 3) | test/evals/translate.test.ts › fr | toDifferByAtMost |
      | ✓ | 0.800 | &gt;= 0.70 | test/evals/translate.test.ts › rep | toBeSimilarTo |
      | ✓ | 0.880 | &gt;= 0.70 | test/evals/summary.test.ts › flaky | toBeSimilarTo |
      | ✓ | 0.910 | &gt;= 0.70 | test/evals/summary.test.ts › summary &gt; keeps the facts | toBeSimilarTo |

      </details>

      - ❌ Gate failed: run pass rate 0.571 is below 0.900 by 0.329
      - ✅ 1 gate passed
      "
    `)
  })

  it('shows baseline deltas with arrows and lists new and removed files', () => {
    const before = buildReport(
      outcomeOf([
        rec({ file: 'test/evals/summary.test.ts', test: 'x', score: 0.7 }),
        rec({ file: 'old.test.ts', test: 'y', score: 0.5 }),
      ]),
      'T',
    )
    const md = renderMarkdown(buildView(outcomeOf(SAMPLE, { baseline: 'base.json' }, before), { verbose: false }))
    expect(
      md.split('\n').filter((l) => l.includes('Δ') || l.startsWith('| test/') || l.startsWith('Baseline')),
    ).toMatchInlineSnapshot(`
      [
        "| File | Scored | Pass | Fail | Similarity | min–max | Difference | min–max | Changes | Δ mean |",
        "| test/evals/summary.test.ts | 3 | 2 | 1 | 0.80 ██████▍░ | 0.62–0.91 | - | - | - | ▲0.103 |",
        "| test/evals/translate.test.ts | 4 | 2 | 2 | 0.70 █████▋░░ | 0.60–0.80 | 0.63 █████░░░ | 0.50–0.75 | 4.5 | new |",
        "Baseline base.json: 1 file compared. New: test/evals/translate.test.ts. Removed: old.test.ts.",
        "| test/evals/translate.test.ts › rep | toBeSimilarTo #1 | Similarity | 0.70 | 0.10 | 0.60–0.80 | 1/2 |",
      ]
    `)
  })

  it('escapes pipes, backticks, angle brackets, newlines and ANSI sequences from test names and paths', () => {
    const md = renderMarkdown(
      buildView(
        outcomeOf([
          rec({
            file: 'a|b`c<d>.test.ts',
            test: 'x | y `code` <img src=x onerror=alert(1)>\nnext\u001b[31mred [link](http://e.vil) **b**',
            score: 0.3,
          }),
        ]),
        { verbose: true },
      ),
    )
    const rows = md.split('\n').filter((l) => l.includes('a\\|b'))
    // The file row (6 cells) and the lowest-scores row (5 cells): every unescaped pipe is ours.
    expect(rows.map((row) => row.replace(/\\\|/g, '').split('|').length - 2)).toEqual([6, 5])
    expect(md).not.toMatch(/<img|\u001b|\n\u001b|next\u001b/)
    expect(md).toContain(
      'x \\| y \\`code\\` &lt;img src=x onerror=alert(1)&gt; next\\x1b[31mred \\[link\\](http://e.vil) \\*\\*b\\*\\*'.replace(
        '\\x1b[31m',
        '',
      ),
    )
    expect(md).not.toContain('\nnext')
  })
})

describe('renderMarkdown of an accepted probe', () => {
  const lenient = (probe: string | undefined) =>
    rec({
      file: 'a.test.ts',
      test: 'lenient',
      score: 0.95,
      threshold: 0.8,
      lenient: { probe, kind: 'negation', score: 0.9, rejectingMin: 0.93, probes: 12, capped: false },
    })
  const cellOf = (md: string): string | undefined => md.split('\n').find((line) => line.includes('negation:'))

  it('quotes the probe as text: its quotes as they are, its lines as <br>, escaped for Markdown', () => {
    const md = renderMarkdown(buildView(outcomeOf([lenient('He said "never"\nthen | *left* <b>')]), { verbose: false }))
    expect(cellOf(md)).toContain('negation: “He said "never"<br>then \\| \\*left\\* &lt;b&gt;”')
    expect(cellOf(md)).not.toContain('\\"')
    expect(cellOf(md)).not.toContain('\\n')
  })

  it('says so when the probe text was not kept', () => {
    const md = renderMarkdown(buildView(outcomeOf([lenient(undefined)]), { verbose: false }))
    expect(cellOf(md)).toContain('negation: (text not kept)')
  })
})

describe('renderMarkdown with a history', () => {
  const S = 'test/evals/summary.test.ts'
  const T = 'test/evals/translate.test.ts'

  it('adds the trend column and the biggest movers since the previous run', () => {
    const outcome = withPastRuns(outcomeOf(SAMPLE), [{ [S]: 0.7 }, { [S]: 0.75, [T]: 0.7, 'old|name.test.ts': 0.5 }])
    const md = renderMarkdown(buildView(outcome, { verbose: false }))
    expect(md.slice(0, md.indexOf('**pass^k'))).toMatchInlineSnapshot(`
      "### expect-similar scores (vitest 4.1.12)

      | File | Scored | Pass | Fail | Similarity | min–max | Difference | min–max | Changes | Trend |
      | :-- | --: | --: | --: | :-- | :-- | :-- | :-- | --: | --: |
      | test/evals/summary.test.ts | 3 | 2 | 1 | 0.80 ██████▍░ | 0.62–0.91 | - | - | - | ▁▄█ |
      | test/evals/translate.test.ts | 4 | 2 | 2 | 0.70 █████▋░░ | 0.60–0.80 | 0.63 █████░░░ | 0.50–0.75 | 4.5 | ▆▃ |
      | **Total** | 7 | 4 | 3 | 0.76 ██████▏░ | 0.60–0.91 | 0.63 █████░░░ | 0.50–0.75 | 4.5 | ▅▂▇ |

      Biggest movers since the previous run (2026-11-22T06:00:00.000Z, 2222222):

      | File | Mean | Δ mean |
      | :-- | :-- | --: |
      | test/evals/summary.test.ts | 0.75 → 0.80 | ▲0.053 |
      | test/evals/translate.test.ts | 0.70 → 0.66 | ▼0.037 |

      "
    `)
  })

  it('says so when no file moved, and counts the movers past the first five', () => {
    const same = withPastRuns(outcomeOf([rec({ file: 'a.test.ts', test: 't', score: 0.5 })]), [{ 'a.test.ts': 0.5 }])
    expect(renderMarkdown(buildView(same, { verbose: false }))).toContain(
      "No file's mean moved since the previous run (2026-11-21T06:00:00.000Z, 1111111).\n",
    )
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((f) => `${f}.test.ts`)
    const many = withPastRuns(outcomeOf(names.map((file) => rec({ file, test: 't', score: 0.5 }))), [
      Object.fromEntries(names.map((f) => [f, 0.9])),
    ])
    const md = renderMarkdown(buildView(many, { verbose: false }))
    expect(md).toContain('| … 2 more moved | | |\n')
    expect(md.match(/ \| 0\.90 → 0\.50 \| ▼0\.400 \|/g)).toHaveLength(5)
  })
})
