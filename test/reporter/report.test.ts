import { describe, expect, it } from 'vitest'
import { buildReport, parseReport } from '../../src/reporter/report.js'
import { SAMPLE, outcomeOf, rec } from './records.js'
import { reportValidator } from './schema.js'

describe('buildReport', () => {
  const validate = reportValidator()

  it('produces a report that validates against schema/report.schema.json', () => {
    const before = buildReport(outcomeOf([rec({ file: 'test/evals/summary.test.ts', test: 'x', score: 0.9 })]), '2026-01-01T00:00:00.000Z')
    const outcome = outcomeOf(SAMPLE, { thresholds: { mean: 0.5, files: { '**': { passRate: 0.9 } } }, baseline: 'b.json', maxRegression: 0.05 }, before, ['a warning'])
    const report = buildReport(outcome, '2026-11-30T06:00:00.000Z')
    expect(validate(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(validate(before)).toEqual({ valid: true, errors: 'No errors' })
    expect(report.records).toHaveLength(SAMPLE.length)
    expect(report.records[0]).toEqual({
      file: 'test/evals/summary.test.ts',
      test: 'flaky',
      matcher: 'toBeSimilarTo',
      scorer: 'content-similarity',
      score: 0.88,
      threshold: 0.7,
      pass: true,
      isNot: false,
      repeat: 0,
      attempts: 2,
    })
  })

  it('is rejected by the schema when a score leaves [0, 1] or a field is unknown', () => {
    const report = buildReport(outcomeOf(SAMPLE), '2026-11-30T06:00:00.000Z')
    expect(validate({ ...report, records: [{ ...report.records[0], score: 1.5 }] }).valid).toBe(false)
    expect(validate({ ...report, extra: true }).valid).toBe(false)
    expect(validate({ ...report, timestamp: 'yesterday' }).valid).toBe(false)
  })

  it('round-trips through parseReport', () => {
    const report = buildReport(outcomeOf(SAMPLE), '2026-11-30T06:00:00.000Z')
    expect(parseReport(JSON.stringify(report), 'r.json')).toEqual(report)
  })
})

describe('parseReport', () => {
  const good = JSON.stringify(buildReport(outcomeOf(SAMPLE), 'T'))
  it.each([
    ['{"schemaVersion":', /^expect-similar: base\.json is not valid JSON \(/],
    ['[]', /^expect-similar: base\.json is not an expect-similar report: expected an object, received array of length 0$/],
    [good.replace('"schemaVersion": 1', '"schemaVersion": 2').replace('"schemaVersion":1', '"schemaVersion":2'), /schemaVersion must be 1, received number 2$/],
    [JSON.stringify({ ...JSON.parse(good), files: 'x' }), /files must be an array, received string "x"$/],
    [JSON.stringify({ ...JSON.parse(good), records: [{ ...JSON.parse(good).records[0], score: 7 }] }), /records\[0\]: score must be a number in \[0, 1\], received number 7$/],
    [JSON.stringify({ ...JSON.parse(good), records: [{ ...JSON.parse(good).records[0], attempts: 0 }] }), /records\[0\]\.attempts must be a positive integer, received number 0$/],
  ])('rejects %s with a message naming the file', (text, message) => {
    expect(() => parseReport(text, 'base.json')).toThrow(message)
  })
})
