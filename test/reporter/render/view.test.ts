import { describe, expect, it } from 'vitest'
import { makeColors } from '../../../src/reporter/render/colors.js'
import { renderMarkdown } from '../../../src/reporter/render/markdown.js'
import { renderTerminal } from '../../../src/reporter/render/terminal.js'
import { historyEntry } from '../../../src/reporter/store/history.js'
import { buildView, describeGate, lowestRecords, sparkline } from '../../../src/reporter/render/view.js'
import { SAMPLE, outcomeOf, rec } from '../helpers.js'
import { lenientAssertions } from '../../../src/reporter/summarize/lenient.js'
import { withTextsSetting } from '../../../src/records/texts.js'
import type { GateResult, HistoryEntry, RunOutcome } from '../../../src/reporter/model.js'

describe('buildView', () => {
  it('decides the columns, rows and sections once, as plain data', () => {
    const view = buildView(outcomeOf(SAMPLE, { thresholds: { mean: 0.7, passRate: 0.9 } }), { verbose: false })
    expect(view.table?.columns).toEqual([
      { header: 'Scored', short: 'N', align: 'right' },
      { header: 'Pass', short: '✓', align: 'right' },
      { header: 'Fail', short: '✗', align: 'right' },
      { header: 'Similarity', short: 'Sim', align: 'left', bars: true },
      { header: 'min–max', align: 'left', detail: true },
      { header: 'Difference', short: 'Diff', align: 'left', bars: true },
      { header: 'min–max', align: 'left', detail: true },
      // Only the textual difference counts changes.
      { header: 'Changes', short: 'Chg', align: 'right', spare: true },
    ])
    expect(view.table?.rows.map((r) => [r.label, r.total])).toEqual([
      ['test/evals/summary.test.ts', false],
      ['test/evals/translate.test.ts', false],
      ['Total', true],
    ])
    expect(view.table?.rows[0]?.cells).toEqual([
      { text: '3' },
      { text: '2', tone: 'good' },
      { text: '1', tone: 'bad' },
      { text: '0.80', tone: 'mid', bar: '██████▍░' },
      { text: '0.62–0.91', tone: 'muted' },
      { text: '-', tone: 'muted', missing: true },
      { text: '-', tone: 'muted', missing: true },
      { text: '-', tone: 'muted', missing: true },
    ])
    expect(view.passK).toEqual({ heading: 'pass^k 0.40', text: '2 of 5 scored tests passed every run (k up to 2)' })
    // 'keeps the facts' made two different assertions once each: no spread to show.
    expect(view.spread.lines.map((l) => [l.test, l.assertion, l.scorer, l.mean.text, l.runs])).toEqual([
      ['rep', 'toBeSimilarTo #1', 'Similarity', '0.70', { text: '1/2', tone: 'bad' }],
    ])
    expect(view.retries).toEqual({
      text: 'Retries: 1 test needed more than one attempt; only the deciding attempt is scored',
      lines: [{ file: 'test/evals/summary.test.ts', test: 'flaky', attempts: '2 attempts' }],
      more: 0,
    })
    expect(view.lowest).toBeNull()
    expect(view.gates).toEqual({
      failed: ['run pass rate 0.571 is below 0.900 by 0.329'],
      passed: '1 gate passed',
      unmatched: [],
    })
    expect(view.baseline).toBeNull()
  })

  it('shows negated assertions as their own count and keeps them out of bars, min–max and lowest scores', () => {
    const refusal = (test: string, score: number, pass: boolean, file = 'a.test.ts') =>
      rec({ file, test, score, threshold: 0.8, isNot: true, pass })
    const outcome = outcomeOf(
      [
        rec({ file: 'a.test.ts', test: 'answers', score: 0.9, threshold: 0.8 }),
        refusal('is no refusal', 0.18, true),
        refusal('is no refusal either', 0.05, true),
        refusal('refused', 0.95, false, 'b.test.ts'),
      ],
      { thresholds: { mean: 0.85 } },
    )
    const view = buildView(outcome, { verbose: true })
    expect(view.table?.columns.map((c) => c.header)).toEqual([
      'Scored',
      'Pass',
      'Fail',
      'Similarity',
      'min–max',
      '.not ✓/✗',
    ])
    expect(view.table?.rows.map((r) => [r.label, ...r.cells.map((c) => c.text)])).toEqual([
      ['a.test.ts', '3', '3', '0', '0.90', '0.90–0.90', '2/0'],
      // A file of only .not checks has no score to show.
      ['b.test.ts', '1', '0', '1', '-', '-', '0/1'],
      ['Total', '4', '3', '1', '0.90', '0.90–0.90', '2/1'],
    ])
    expect(view.table?.rows[1]?.cells.at(-1)).toEqual({ text: '0/1', tone: 'bad' })
    // The mean gate sees 0.90 (the one positive assertion), not 0.52 with the .not scores in it.
    expect(view.gates.passed).toBe('1 gate passed')
    expect(view.lowest?.map((l) => l.score.text)).toEqual(['0.900'])
  })

  it('has no table, no lowest scores and no pass^k when nothing was scored', () => {
    const view = buildView(outcomeOf([]), { verbose: true })
    expect(view.table).toBeNull()
    expect(view.lowest).toBeNull()
    expect(view.passK).toBeNull()
    expect(view.retries).toBeNull()
  })

  it('adds a Δ mean column with a baseline, blank on the total row', () => {
    const outcome = outcomeOf(SAMPLE)
    outcome.baseline = {
      path: 'b.json',
      files: [{ file: 'test/evals/summary.test.ts', baseline: 0.9, current: 0.803, delta: -0.097 }],
      added: ['test/evals/translate.test.ts'],
      removed: [],
    }
    const view = buildView(outcome, { verbose: false })
    expect(view.table?.columns.at(-1)).toEqual({ header: 'Δ mean', short: 'Δ', align: 'right' })
    expect(view.table?.rows.map((r) => r.cells.at(-1))).toEqual([
      { text: '▼0.097', tone: 'bad' },
      { text: 'new', tone: 'new' },
      { text: '' },
    ])
    expect(view.baseline?.compared).toBe('1 file compared')
  })

  it('says what a baseline of several runs judged: files by their range or saved mean, assertions by their scores', () => {
    const outcome = outcomeOf(SAMPLE, { baseline: 'b.json', maxRegression: 0.05 })
    const a = {
      test: 't',
      index: 1,
      matcher: 'toBeSimilarTo',
      scorer: 'content-similarity',
      current: 0.8,
      min: 0.7,
      max: 0.9,
    } as const
    outcome.baseline = {
      path: 'b.json',
      runs: 5,
      files: [
        { file: 'a.ts', baseline: 0.8, current: 0.8, delta: 0, low: 0.7, high: 0.9, runs: 5 },
        { file: 'b.ts', baseline: 0.8, current: 0.8, delta: 0, low: 0.7, high: 0.9, runs: 5 },
        { file: 'c.ts', baseline: 0.8, current: 0.8, delta: 0 },
      ],
      added: [],
      removed: [],
      assertions: [
        { ...a, file: 'a.ts', runs: 5 },
        { ...a, file: 'b.ts', runs: 5 },
        { ...a, file: 'c.ts', runs: 1 },
      ],
    }
    expect(buildView(outcome, { verbose: false }).baseline?.compared).toBe(
      '3 files compared; 2 files against their range of means over 5 baseline runs, 1 file against its saved mean ' +
        '(no observed range); 2 assertions against their observed scores, 1 seen in one baseline run judged by its ' +
        "file's mean only",
    )
    outcome.baseline.files = outcome.baseline.files.slice(0, 1)
    outcome.baseline.assertions = outcome.baseline.assertions?.slice(0, 1)
    expect(buildView(outcome, { verbose: false }).baseline?.compared).toBe(
      '1 file compared; 1 file against its range of means over 5 baseline runs; 1 assertion against its observed scores',
    )
  })

  it('words counts of one in the singular, in every painter', () => {
    const outcome = outcomeOf([
      rec({ file: 'a.test.ts', test: 't', score: 0.9, repeat: 0 }),
      rec({ file: 'a.test.ts', test: 't', score: 0.8, repeat: 1 }),
    ])
    expect(buildView(outcome, { verbose: false }).passK?.text).toBe('1 of 1 scored test passed every run (k up to 2)')
    expect(renderMarkdown(buildView(outcome, { verbose: false }))).toContain(
      '**pass^k 1.00**: 1 of 1 scored test passed every run (k up to 2).',
    )
  })

  it('shows thresholds exactly, as the matchers do: 0.995 is not 0.99', () => {
    const outcome = outcomeOf([rec({ file: 'a.test.ts', test: 't', score: 0.991, threshold: 0.995, pass: false })])
    const view = buildView(outcome, { verbose: true })
    expect(view.lowest?.[0]?.required).toBe('>= 0.995')
    expect(renderMarkdown(view)).toContain('| ✗ | 0.991 | &gt;= 0.995 | a.test.ts › t | toBeSimilarTo |')
    expect(renderTerminal(view, { colors: makeColors(false), width: 100 })).toContain(
      '✗ 0.991  >= 0.995  a.test.ts › t',
    )
    expect(
      buildView(outcomeOf([rec({ file: 'a', test: 't', score: 0.5, threshold: 0.7 })]), { verbose: true }).lowest?.[0]
        ?.required,
    ).toBe('>= 0.70')
  })

  it('shows how many reject texts an assertion checked and the highest reject score', () => {
    const checked = { rejectChecked: 2, rejectMax: 0.6999 }
    const outcome = outcomeOf([rec({ file: 'a.test.ts', test: 't', score: 0.9, threshold: 0.7, ...checked })])
    const view = buildView(outcome, { verbose: true })
    // 0.6999 is below min 0.70, so it never prints as 0.70.
    expect(view.lowest?.[0]?.required).toBe('>= 0.70 (reject 2, max 0.6999)')
    expect(renderMarkdown(view)).toContain('| ✓ | 0.900 | &gt;= 0.70 (reject 2, max 0.6999) | a.test.ts › t |')
    expect(renderTerminal(view, { colors: makeColors(false), width: 120 })).toContain(
      '✓ 0.900  >= 0.70 (reject 2, max 0.6999)  a.test.ts › t',
    )
  })
})

describe('describeGate', () => {
  const gate = (over: Partial<GateResult>): GateResult => ({
    gate: 'mean',
    scope: 'run',
    actual: 0.7,
    limit: 0.8,
    passed: false,
    by: 0.1,
    assertions: 3,
    ...over,
  })

  it('words each gate, with three decimals by default', () => {
    expect(describeGate(gate({}))).toBe('run mean 0.700 is below 0.800 by 0.100')
    expect(describeGate(gate({ gate: 'passRate', actual: 1, passed: true, by: 0 }))).toBe(
      'run pass rate 1.000 reaches 0.800',
    )
    expect(describeGate(gate({ assertions: 0, actual: 0 }))).toBe(
      'run has no scored assertions to average (.not ones are not averaged), so its mean cannot reach 0.800',
    )
    expect(describeGate(gate({ gate: 'passRate', assertions: 0, actual: 0 }))).toBe(
      'run has no scored assertions, so its pass rate cannot reach 0.800',
    )
    expect(describeGate(gate({ scope: 'a.ts', glob: 'a*' }))).toBe(
      'a.ts (thresholds.files "a*") mean 0.700 is below 0.800 by 0.100',
    )
    expect(describeGate(gate({ gate: 'maxRegression', scope: 'a.ts', actual: 0.1, limit: 0.05, by: 0.05 }))).toBe(
      'a.ts mean dropped 0.100 below the baseline, more than maxRegression 0.050 by 0.050',
    )
    expect(
      describeGate(gate({ gate: 'maxRegression', scope: 'a.ts', actual: 0.01, limit: 0.05, passed: true, by: 0 })),
    ).toBe('a.ts mean is within maxRegression 0.050 of the baseline')
  })

  it('shows a limit exactly, and a missed one never as reached', () => {
    expect(describeGate(gate({ limit: 0.9995, actual: 0.9, by: 0.0995 }))).toBe(
      'run mean 0.9000 is below 0.9995 by 0.0995',
    )
    expect(describeGate(gate({ limit: 0.8, actual: 0.79991, by: 0.00009 }))).toBe(
      'run mean 0.7999 is below 0.8000 by 0.0001',
    )
  })
})

describe('lowestRecords', () => {
  it('orders by score, equal scores by file and then test, whatever the input order', () => {
    const records = [
      rec({ file: 'b.ts', test: 'a', score: 0.5 }),
      rec({ file: 'a.ts', test: 'z', score: 0.5 }),
      rec({ file: 'a.ts', test: 'y', score: 0.5 }),
      rec({ file: 'c.ts', test: 'x', score: 0.1 }),
    ]
    expect(lowestRecords(records, 3).map((r) => `${r.file} ${r.test}`)).toEqual(['c.ts x', 'a.ts y', 'a.ts z'])
  })
})

describe('sparkline', () => {
  it.each([
    [[0, 0.25, 0.5, 0.75, 1], '▁▃▅▆█'],
    // Scaled to the series' own range, so a drop of 0.05 shows.
    [[0.86, 0.9, 0.8], '▅█▁'],
    // A range under 0.1 is widened to 0.1 around its middle: noise stays low, a flat line is at mid height.
    [[0.9, 0.91, 0.9], '▄▅▄'],
    [[0.8, 0.8, 0.8], '▅▅▅'],
    [[0.5], '▅'],
    // ... unless it is within 0.05 of 0 or 1: the range stays inside [0, 1].
    [[0.97], '▆'],
    [[1, 1], '██'],
    [[0, 0], '▁▁'],
    // Runs before the first mean are not drawn; a run without a mean later is ·.
    [[null, null, 0.5, null, 0.9], '▁·█'],
    [[null, null], ''],
    [[], ''],
  ])('%j -> %j', (values, line) => {
    expect(sparkline(values)).toBe(line)
  })
})

describe('buildView with a history', () => {
  const point = (mean: number | null) => ({ assertions: 1, mean, passRate: 1 })
  /** A history entry of files with these means (the total mean is theirs averaged). */
  const run = (
    day: number,
    means: Record<string, number | null>,
    commit: string | null = 'abcdef1234',
  ): HistoryEntry => {
    const values = Object.values(means).filter((m): m is number => m !== null)
    return {
      v: 1,
      timestamp: `2026-11-${String(day).padStart(2, '0')}T06:00:00.000Z`,
      commit,
      branch: 'main',
      runner: { name: 'vitest', version: '4.1.12' },
      total: point(values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length),
      files: Object.entries(means).map(([file, mean]) => ({ file, ...point(mean) })),
    }
  }
  const A = 'test/evals/summary.test.ts'
  const B = 'test/evals/translate.test.ts'
  // This run: A scores 0.80, B 0.70.
  const THIS_RUN = [rec({ file: A, test: 't', score: 0.8 }), rec({ file: B, test: 't', score: 0.7 })]
  const withRuns = (...earlier: HistoryEntry[]): RunOutcome => {
    const outcome = outcomeOf(THIS_RUN)
    const own = historyEntry(outcome, '2026-11-30T06:00:00.000Z')
    return { ...outcome, history: { path: 'h.jsonl', entries: [...earlier, own], appended: true } }
  }

  it('adds a right-aligned Trend column, last, of at most the last 8 runs with this one last', () => {
    const earlier = Array.from({ length: 9 }, (_, i) => run(i + 1, { [A]: 0.7 + i * 0.01, [B]: 0.6 }))
    const view = buildView(withRuns(...earlier), { verbose: false })
    expect(view.table?.columns.at(-1)).toEqual({ header: 'Trend', align: 'right', detail: true, trend: true })
    // Runs 3..9 (A 0.72..0.78, B 0.60), then this run.
    expect(view.table?.rows.map((r) => [r.label, r.cells.at(-1)?.text])).toEqual([
      [A, '▂▂▃▄▅▅▆▇'],
      [B, '▁▁▁▁▁▁▁█'],
      ['Total', sparkline([0.66, 0.665, 0.67, 0.675, 0.68, 0.685, 0.69, 0.75])],
    ])
  })

  it('has no Trend column after a single run, and draws a file from the second run it has a mean in', () => {
    const first = buildView(withRuns(), { verbose: false })
    expect(first.table?.columns.some((c) => c.trend)).toBe(false)
    expect(first.table?.rows.map((r) => r.cells.at(-1)?.text)).toEqual(['0.80–0.80', '0.70–0.70', '0.70–0.80'])
    expect(first.movers).toBeNull()
    // B is new in this run: one mean, no trend yet, where A has two.
    const second = buildView(withRuns(run(1, { [A]: 0.8 })), { verbose: false })
    expect(second.table?.rows.map((r) => r.cells.at(-1))).toEqual([
      { text: '▅▅' },
      { text: '-', tone: 'muted', missing: true },
      { text: sparkline([0.8, 0.75]) },
    ])
    // B is new in run 2, and has no mean in run 3 (only .not checks, say).
    const earlier = [run(1, { [A]: 0.8 }), run(2, { [A]: 0.8, [B]: 0.6 }), run(3, { [A]: 0.8, [B]: null })]
    const view = buildView(withRuns(...earlier), { verbose: false })
    expect(view.table?.rows.map((r) => r.cells.at(-1)?.text)).toEqual(['▅▅▅▅', '▁·█', '█▁█▅'])
  })

  it('marks a file with no mean in any run as missing', () => {
    const negated = outcomeOf([rec({ file: 'n.test.ts', test: 't', score: 0.2, isNot: true, pass: true })])
    const entries = [historyEntry(negated, 'S'), historyEntry(negated, 'T')]
    const outcome = { ...negated, history: { path: 'h.jsonl', entries, appended: true } }
    const view = buildView(outcome, { verbose: false })
    expect(view.table?.rows.map((r) => r.cells.at(-1))).toEqual([
      { text: '-', tone: 'muted', missing: true },
      { text: '-', tone: 'muted', missing: true },
    ])
  })

  it('lists the biggest movers since the previous run: files in both, by size of the move, at most 5', () => {
    const down = Object.fromEntries(['c', 'd', 'e', 'f', 'g', 'h'].map((f, i) => [`${f}.test.ts`, 0.5 + i * 0.05]))
    // B moves by 0.0004: =0.000 at the precision shown, so not a move; gone.test.ts is not in this run.
    const previous = run(29, { [A]: 0.6, [B]: 0.7004, 'gone.test.ts': 0.1, ...down })
    const outcome = withRuns(run(28, { [A]: 0.1 }), previous)
    // This run also has the six files of `down`, each 0.01 lower per place.
    const own = outcome.history?.entries.at(-1) as HistoryEntry
    own.files.push(...Object.entries(down).map(([file, mean], i) => ({ file, ...point(mean - 0.01 * (i + 1)) })))
    const view = buildView(outcome, { verbose: false })
    expect(view.movers?.text).toBe('Biggest movers since the previous run (2026-11-29T06:00:00.000Z, abcdef1)')
    expect(view.movers?.lines.map((l) => [l.file, l.from, l.to, l.delta])).toEqual([
      [A, '0.60', '0.80', { text: '▲0.200', tone: 'good' }],
      ['h.test.ts', '0.75', '0.69', { text: '▼0.060', tone: 'bad' }],
      ['g.test.ts', '0.70', '0.65', { text: '▼0.050', tone: 'bad' }],
      ['f.test.ts', '0.65', '0.61', { text: '▼0.040', tone: 'bad' }],
      ['e.test.ts', '0.60', '0.57', { text: '▼0.030', tone: 'bad' }],
    ])
    expect(view.movers?.more).toBe(2)
  })

  it('says no file moved when none did, and has no movers without a file scored in both runs', () => {
    const same = run(29, { [A]: 0.8, [B]: 0.7 }, null)
    expect(buildView(withRuns(same), { verbose: false }).movers).toEqual({
      text: "No file's mean moved since the previous run (2026-11-29T06:00:00.000Z)",
      lines: [],
      more: 0,
    })
    expect(buildView(withRuns(run(29, { 'other.test.ts': 0.5 })), { verbose: false }).movers).toBeNull()
  })

  it('changes nothing without a history', () => {
    const view = buildView(outcomeOf(SAMPLE), { verbose: false })
    expect(view.table?.columns.some((c) => c.trend)).toBe(false)
    expect(view.movers).toBeNull()
  })
})

describe('buildView lenient list', () => {
  const lenient = { probe: 'It was not paid.', kind: 'negation' as const, score: 0.9, rejectingMin: 0.91 }
  const records = [
    rec({
      file: 'a.test.ts',
      test: 'paid',
      score: 1,
      threshold: 0.85,
      lenient: { ...lenient, probes: 3, capped: false },
    }),
  ]

  it('lists the assertions collect counted, from the one list made for the summary records', () => {
    const outcome = outcomeOf(records)
    const list = lenientAssertions(outcome.summary.records)
    expect(lenientAssertions(outcome.summary.records)).toBe(list)
    expect(outcome.summary.total.lenient).toBe(list.length)
    expect(buildView(outcome, { verbose: false }).lenient?.lines.map((line) => line.probeText)).toEqual([
      'It was not paid.',
    ])
  })

  it('makes its own list for a copy of the records without texts: no probe text is listed', () => {
    const outcome = outcomeOf(records)
    const stripped = outcome.summary.records.map((r) => withTextsSetting(r, false))
    const view = buildView({ ...outcome, summary: { ...outcome.summary, records: stripped } }, { verbose: false })
    expect(view.lenient?.lines.map((line) => [line.test, line.probe])).toEqual([['paid', '(text not kept)']])
  })
})
