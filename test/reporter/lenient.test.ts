import { describe, expect, it } from 'vitest'
import { makeColors } from '../../src/reporter/render/colors.js'
import { buildReport, parseReport } from '../../src/reporter/store/report.js'
import { renderMarkdown } from '../../src/reporter/render/markdown.js'
import { renderTerminal } from '../../src/reporter/render/terminal.js'
import { buildView } from '../../src/reporter/render/view.js'
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
      '| a.test.ts › lenient | toBeSimilarTo &gt;= 0.85 | negation: "The payment was not approved." | 0.89 | ' +
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
})
