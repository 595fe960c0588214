import { describe, expect, it } from 'vitest'
import { scoreLine } from '../../src/channel/annotate.js'
import { validateOptions } from '../../src/reporter/options.js'
import { renderMarkdown } from '../../src/reporter/render/markdown.js'
import { buildView } from '../../src/reporter/render/view.js'
import { buildReport, parseReport } from '../../src/reporter/store/report.js'
import { outcomeOf, rec } from './helpers.js'
import { reportValidator } from './schema.js'

const FACTS = { missing: ['40%'], added: ['400%'], message: 'numbers differ: expected 40%, received 400%' }
const FAILED = [{ kind: 'numbers' as const, pass: false, facts: FACTS }]

const RECORDS = [
  rec({ file: 'a.test.ts', test: 'changed number', score: 0.97, pass: false, guards: FAILED }),
  rec({ file: 'a.test.ts', test: 'kept', score: 1, guards: [{ kind: 'numbers', pass: true }] }),
  // Under .not a failed guard passes the assertion: not a guard failure.
  rec({ file: 'b.test.ts', test: 'negated', score: 0.97, pass: true, isNot: true, guards: FAILED }),
  rec({ file: 'b.test.ts', test: 'texts off', score: 0.9, pass: false, guards: [{ kind: 'names', pass: false }] }),
]

describe('guard failures in the reports', () => {
  it('counts them per file and in total, in a column shown only when some guard failed', () => {
    const view = buildView(outcomeOf(RECORDS), { verbose: false })
    expect(view.table?.columns.at(-1)).toEqual({ header: 'Guards ✗', short: 'G✗', align: 'right', spare: true })
    expect(view.table?.rows.map((r) => [r.label, r.cells.at(-1)?.text])).toEqual([
      ['a.test.ts', '1'],
      ['b.test.ts', '1'],
      ['Total', '2'],
    ])
    expect(renderMarkdown(view)).toContain('Guards ✗')
    const plain = buildView(outcomeOf(RECORDS.slice(1, 3)), { verbose: false })
    expect(plain.table?.columns.map((c) => c.header)).not.toContain('Guards ✗')
  })

  it('labels the failed guard in what the assertion required, the HTML rows and the lowest list', () => {
    const view = buildView(outcomeOf(RECORDS), { verbose: true })
    expect(view.lowest?.map((l) => l.required)).toContain('>= 0.70 (guard numbers failed)')
  })

  it('fails the guards gate when more assertions than allowed failed a guard, and validates it', () => {
    const failed = outcomeOf(RECORDS, { thresholds: { guards: 0 } })
    expect(failed.gates.results).toEqual([{ gate: 'guards', scope: 'run', actual: 2, limit: 0, passed: false, by: 2 }])
    expect(buildView(failed, { verbose: false }).gates.failed).toEqual([
      'run has 2 assertions failed by a meaning guard, more than thresholds.guards 0 by 2',
    ])
    expect(outcomeOf(RECORDS.slice(1, 3), { thresholds: { guards: 0 } }).gates.passed).toBe(true)
    expect(validateOptions({ thresholds: { guards: 1 } })).toMatchObject({ thresholds: { guards: 1 } })
    expect(() => validateOptions({ thresholds: { guards: -1 } })).toThrow(
      'expect-similar: option thresholds.guards must be a non-negative integer, received number -1',
    )
  })

  it('keeps the verdicts, count and gate in the JSON report, valid against the schema and read back', () => {
    const report = buildReport(outcomeOf(RECORDS, { thresholds: { guards: 0 } }), '2026-11-30T00:00:00.000Z')
    expect(report.totals.guardFailures).toBe(2)
    expect(report.records[0]?.guards).toEqual(FAILED)
    expect(reportValidator()(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(parseReport(JSON.stringify(report), 'r.json').records[0]?.guards).toEqual(FAILED)
  })

  it('annotates a guard failure with its message after the score, as it was', () => {
    expect(scoreLine(RECORDS[0]!)).toBe(
      'content similarity 0.97 ≥ min 0.70; numbers differ: expected 40%, received 400%',
    )
    expect(scoreLine(RECORDS[3]!)).toBe('content similarity 0.90 ≥ min 0.70; names guard failed')
  })
})
