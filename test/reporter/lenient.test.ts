import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeColors } from '../../src/reporter/render/colors.js'
import { buildReport, parseReport } from '../../src/reporter/store/report.js'
import { renderHtml } from '../../src/reporter/render/html/page.js'
import { renderMarkdown } from '../../src/reporter/render/markdown.js'
import { renderTerminal } from '../../src/reporter/render/terminal.js'
import { buildView } from '../../src/reporter/render/view.js'
import { writeOutputs } from '../../src/reporter/outputs.js'
import { outcomeOf, rec } from './helpers.js'
import { reportValidator } from './schema.js'

const LENIENT = {
  probe: 'The payment was not approved.',
  kind: 'negation' as const,
  score: 0.8888888888888888,
  rejectingMin: 0.89,
  probes: 3,
  capped: false,
}

const RECORDS = [
  rec({ file: 'a.test.ts', test: 'lenient', score: 1, threshold: 0.85, lenient: LENIENT }),
  rec({ file: 'a.test.ts', test: 'tight', score: 1, threshold: 0.95 }),
  rec({
    file: 'b.test.ts',
    test: 'hopeless',
    score: 0.86,
    threshold: 0.85,
    lenient: { ...LENIENT, rejectingMin: null },
  }),
]

describe('lenient assertions in the reports', () => {
  it('counts them per file and in total, and shows a Lenient column only when there are some', () => {
    const view = buildView(outcomeOf(RECORDS), { verbose: false })
    expect(view.table?.columns.at(-1)).toEqual({ header: 'Lenient', short: 'Len', align: 'right', spare: true })
    expect(view.table?.rows.map((r) => [r.label, r.cells.at(-1)?.text])).toEqual([
      ['a.test.ts', '1'],
      ['b.test.ts', '1'],
      ['Total', '2'],
    ])
    const plain = buildView(outcomeOf([rec({ file: 'a.test.ts', test: 't', score: 1 })]), { verbose: false })
    expect(plain.table?.columns.map((c) => c.header)).not.toContain('Lenient')
    expect(plain.lenient).toBeNull()
  })

  it('lists the test, threshold, strongest probe, its score and the rejecting min (or that none exists)', () => {
    const view = buildView(outcomeOf(RECORDS), { verbose: false })
    expect(view.lenient?.text).toBe(
      'Lenient thresholds: 2 passing assertions accepted a leniency probe, a meaning-changing edit of the ' +
        'expected text (at most 50 (content-similarity), 16 (textual-difference) probes per assertion)',
    )
    expect(view.lenient?.lines.map((l) => [l.test, l.threshold, l.kind, l.probe, l.score.text, l.fix])).toEqual([
      [
        'lenient',
        'toBeSimilarTo >= 0.85',
        'negation',
        '"The payment was not approved."',
        '0.89',
        'min 0.89 rejects every probe',
      ],
      [
        'hopeless',
        'toBeSimilarTo >= 0.85',
        'negation',
        '"The payment was not approved."',
        '0.89',
        "no min rejects every probe and still passes the received text; add `guard: 'negation'`",
      ],
    ])
    const terminal = renderTerminal(view, { colors: makeColors(false), width: 120 })
    expect(terminal).toContain('a.test.ts › lenient (toBeSimilarTo >= 0.85)')
    expect(terminal).toContain('accepts negation "The payment was not approved."')
    expect(terminal).toContain('scoring 0.89; min 0.89 rejects every probe')
    const markdown = renderMarkdown(view)
    expect(markdown).toContain(
      '| a.test.ts › lenient | toBeSimilarTo &gt;= 0.85 | negation: “The payment was not approved.” | 0.89 | ' +
        'min 0.89 rejects every probe |',
    )
  })

  it('fails the lenient gate when more assertions than allowed accept a probe', () => {
    const failed = outcomeOf(RECORDS, { thresholds: { lenient: 1 } })
    expect(failed.gates.passed).toBe(false)
    expect(failed.gates.results).toEqual([{ gate: 'lenient', scope: 'run', actual: 2, limit: 1, passed: false, by: 1 }])
    expect(buildView(failed, { verbose: false }).gates.failed).toEqual([
      'run has 2 lenient assertions (a min accepting a leniency probe), more than thresholds.lenient 1 by 1',
    ])
    const passed = outcomeOf(RECORDS.slice(1, 2), { thresholds: { lenient: 0 } })
    expect(passed.gates.passed).toBe(true)
    expect(buildView(passed, { verbose: false }).gates.passed).toBe('1 gate passed')
  })

  it('keeps the lenient field, count and gate in the JSON report, valid against the schema and read back', () => {
    const report = buildReport(outcomeOf(RECORDS, { thresholds: { lenient: 0 } }), '2026-11-30T00:00:00.000Z')
    expect(report.totals.lenient).toBe(2)
    expect(report.files.map((f) => f.lenient)).toEqual([1, 1])
    expect(report.records[0]?.lenient).toEqual(LENIENT)
    const validate = reportValidator()
    expect(validate(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(parseReport(JSON.stringify(report), 'r.json').records[0]?.lenient).toEqual(LENIENT)
  })

  it('lists a repeated assertion once over its runs, and counts it once in the column and the gate', () => {
    const repeated = [0, 1, 2].flatMap((repeat) => [
      rec({
        file: 'a.test.ts',
        test: 'r',
        score: 1,
        threshold: 0.85,
        repeat,
        lenient: { ...LENIENT, score: 0.88 + repeat / 1000 },
      }),
      // The second assertion of the test accepts a probe in one run of three only.
      rec({
        file: 'a.test.ts',
        test: 'r',
        score: 0.9,
        threshold: 0.85,
        repeat,
        ...(repeat === 1 ? { lenient: LENIENT } : {}),
      }),
    ])
    const outcome = outcomeOf(repeated, { thresholds: { lenient: 2 } })
    expect(outcome.gates.results).toEqual([{ gate: 'lenient', scope: 'run', actual: 2, limit: 2, passed: true, by: 0 }])
    const view = buildView(outcome, { verbose: false })
    expect(view.table?.rows.map((r) => r.cells.at(-1)?.text)).toEqual(['2', '2'])
    expect(view.lenient?.text).toContain('2 passing assertions accepted a leniency probe')
    expect(view.lenient?.text).toContain('; each listed once over its runs)')
    // The strongest probe of the three runs, and how many runs accepted one.
    expect(view.lenient?.lines.map((l) => [l.test, l.score.text, l.fix])).toEqual([
      ['r', '0.88', 'min 0.89 rejects every probe; in 3 of 3 runs'],
      ['r', '0.89', 'min 0.89 rejects every probe; in 1 of 3 runs'],
    ])
  })

  it('points a cut list at an output this run writes, or says how to get one', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      rec({ file: 'a.test.ts', test: `t${String(i).padStart(2, '0')}`, score: 1, threshold: 0.85, lenient: LENIENT }),
    )
    const outcome = outcomeOf(many)
    const terminal = (complete?: string) =>
      renderTerminal(buildView(outcome, { verbose: false, ...(complete ? { complete } : {}) }), {
        colors: makeColors(false),
        width: 200,
      })
    expect(terminal()).toContain(
      '   … 2 more not shown (reporter option outputFile writes a JSON report that lists them all)\n',
    )
    expect(terminal()).not.toContain('in the JSON report')
    expect(terminal('the HTML report out/report.html')).toContain('   … 2 more in the HTML report out/report.html\n')
    // The HTML page lists every assertion itself, probe included, whatever else the run writes.
    const page = renderHtml(outcome, { timestamp: 'T' })
    expect(page).toContain('… 2 more under Assertions below')
    expect(page).not.toContain('in the JSON report')
    expect(renderMarkdown(buildView(outcome, { verbose: false }))).toContain(
      '| … 2 more not shown (reporter option outputFile writes a JSON report that lists them all) | | | | |',
    )
    // writeOutputs names what it writes: the JSON report first, else the HTML one.
    const printed: string[] = []
    const sink = { print: (t: string) => printed.push(t), failed: () => 'unused' }
    const plan = { verbose: false, colors: makeColors(false), width: 200, timestamp: 'T' }
    const to = (option: string, path: string) => ({ option, path, file: path, write: () => {} })
    const dir = mkdtempSync(join(tmpdir(), 'expect-similar-lenient-'))
    try {
      writeOutputs(outcome, { ...plan, html: { option: 'htmlFile', path: 'r.html', file: join(dir, 'r.html') } }, sink)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    writeOutputs(outcome, { ...plan, json: to('outputFile', 's.json'), html: to('htmlFile', 'r.html') }, sink)
    expect(printed.map((t) => t.match(/… 2 more .*/)?.[0])).toEqual([
      '… 2 more in the HTML report r.html',
      '… 2 more in the JSON report',
    ])
  })
})
