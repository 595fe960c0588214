import { describe, expect, it } from 'vitest'
import { pickScoreRecord, recordProblem } from '../../src/records/validate.js'
import { buildView } from '../../src/reporter/render/view.js'
import { buildReport, parseReport } from '../../src/reporter/store/report.js'
import { CALIBRATE_DEFAULTS, calibrate } from '../../src/reporter/summarize/calibrate.js'
import { collect } from '../../src/reporter/summarize/collect.js'
import { RUNNER, outcomeOf, rec } from './helpers.js'
import { reportValidator } from './schema.js'

// The same assertion scored once with difflib's ratio and once with Mastra 1.x's LCS ratio.
const DIFFLIB = rec({ file: 'a.test.ts', test: 't', scorer: 'textual-difference', score: 0.5, changes: 4 })
const LCS = rec({
  file: 'a.test.ts',
  test: 't',
  scorer: 'textual-difference',
  algorithm: 'lcs',
  score: 0.9,
  changes: 1,
})

describe("records scored with algorithm 'lcs'", () => {
  it('are never averaged with difflib scores: their own score key, stats and assertion', () => {
    const summary = collect([DIFFLIB, LCS, { ...DIFFLIB, repeat: 1 }, { ...LCS, repeat: 1, score: 0.7 }], RUNNER)
    expect(summary.scorers).toEqual(['textual-difference', 'textual-difference:lcs'])
    expect(summary.total.scorers).toEqual({
      'textual-difference': { count: 2, mean: 0.5, min: 0.5, max: 0.5, meanChanges: 4 },
      'textual-difference:lcs': { count: 2, mean: 0.8, min: 0.7, max: 0.9, meanChanges: 1 },
    })
    expect(summary.tests[0]?.assertions.map((a) => [a.index, a.scorer, a.algorithm, a.runs])).toEqual([
      [1, 'textual-difference', undefined, 2],
      [2, 'textual-difference', 'lcs', 2],
    ])
  })

  it('get a column of their own, labelled Difference (LCS)', () => {
    const view = buildView(outcomeOf([DIFFLIB, LCS]), { verbose: false })
    expect(view.table?.columns.map((c) => c.header)).toEqual([
      'Scored',
      'Pass',
      'Fail',
      'Difference',
      'min–max',
      'Changes',
      'Difference (LCS)',
      'min–max',
      'Changes',
    ])
    expect(view.table?.columns.find((c) => c.header === 'Difference (LCS)')?.short).toBe('Diff LCS')
  })

  it('keep their algorithm in the JSON report, which the schema accepts and reading keeps', () => {
    const validate = reportValidator()
    const report = buildReport(outcomeOf([DIFFLIB, LCS]), '2026-12-01T00:00:00.000Z')
    expect(report.records.map((r) => r.algorithm)).toEqual([undefined, 'lcs'])
    expect(Object.hasOwn(report.records[0]!, 'algorithm')).toBe(false)
    expect(Object.keys(report.totals.scorers)).toEqual(['textual-difference', 'textual-difference:lcs'])
    expect(validate(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(parseReport(JSON.stringify(report), 'r.json')).toEqual(report)
    expect(validate({ ...report, records: [{ ...report.records[1], algorithm: 'difflib' }] }).valid).toBe(false)
  })

  it('are checked on read: an algorithm the scorer does not have is refused', () => {
    const base = { matcher: 'toBeSimilarTo', score: 0.5, pass: true, isNot: false }
    expect(recordProblem({ ...base, scorer: 'textual-difference', algorithm: 'lcs' })).toBeNull()
    expect(recordProblem({ ...base, scorer: 'textual-difference', algorithm: 'difflib' })).toBe(
      'algorithm must be absent (the default) or one of lcs, received string "difflib"',
    )
    expect(recordProblem({ ...base, scorer: 'content-similarity', algorithm: 'lcs' })).toBe(
      'algorithm must be absent (the default) or none for scorer content-similarity, received string "lcs"',
    )
    expect(pickScoreRecord({ ...LCS, file: 'x' } as never)).toMatchObject({ algorithm: 'lcs' })
  })

  it('calibrate apart from difflib records and name their algorithm', () => {
    const a = { ...DIFFLIB, matcher: 'toDifferByAtMost' as const, threshold: undefined, maxChanges: 4 }
    const b = { ...LCS, matcher: 'toDifferByAtMost' as const, threshold: undefined, maxChanges: 1 }
    // The same position in two reports: one scored with difflib, one with the LCS.
    const calibrations = calibrate([[a], [b]], CALIBRATE_DEFAULTS)
    expect(calibrations.map((c) => [c.scorer, c.algorithm, c.runs])).toEqual([
      ['textual-difference', undefined, 1],
      ['textual-difference', 'lcs', 1],
    ])
  })
})
