import { describe, expect, it } from 'vitest'
import { buildReport, outcomeFromReport, parseReport, ReportFileError } from '../../../src/reporter/store/report.js'
import { SAMPLE, outcomeOf, rec } from '../helpers.js'
import { reportValidator } from '../schema.js'

describe('buildReport', () => {
  const validate = reportValidator()

  it('produces a report that validates against schema/report.schema.json', () => {
    const before = buildReport(
      outcomeOf([rec({ file: 'test/evals/summary.test.ts', test: 'x', score: 0.9 })]),
      '2026-01-01T00:00:00.000Z',
    )
    const outcome = outcomeOf(
      SAMPLE,
      { thresholds: { mean: 0.5, files: { '**': { passRate: 0.9 } } }, baseline: 'b.json', maxRegression: 0.05 },
      before,
      ['a warning'],
    )
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

  it('carries the reject fields of a record, and the schema checks them', () => {
    const checked = rec({ file: 'a.test.ts', test: 't', score: 0.95, rejectChecked: 2, rejectMax: 0.8888888888888888 })
    const report = buildReport(outcomeOf([checked]), '2026-11-30T06:00:00.000Z')
    expect(report.records[0]).toMatchObject({ rejectChecked: 2, rejectMax: 0.8888888888888888 })
    expect(validate(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(parseReport(JSON.stringify(report), 'r.json')).toEqual(report)
    expect(validate({ ...report, records: [{ ...report.records[0], rejectMax: 1.5 }] }).valid).toBe(false)
    expect(validate({ ...report, records: [{ ...report.records[0], rejectChecked: 1.5 }] }).valid).toBe(false)
  })

  it('carries the line of the expect call, and the schema checks it', () => {
    const report = buildReport(
      outcomeOf([rec({ file: 'a.test.ts', test: 't', score: 0.9, line: 17 })]),
      '2026-11-30T06:00:00.000Z',
    )
    expect(report.records[0]).toMatchObject({ line: 17 })
    expect(validate(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(parseReport(JSON.stringify(report), 'r.json')).toEqual(report)
    expect(validate({ ...report, records: [{ ...report.records[0], line: 0 }] }).valid).toBe(false)
  })

  it('round-trips through parseReport', () => {
    const report = buildReport(outcomeOf(SAMPLE), '2026-11-30T06:00:00.000Z')
    expect(parseReport(JSON.stringify(report), 'r.json')).toEqual(report)
  })

  describe('texts', () => {
    // A cut expected text (6 of 40 code units) and a whole received one with a surrogate pair.
    const texts = { expected: 'The ca', received: 'Paris \u{1F600}', expectedLength: 40, receivedLength: 8 }
    const withTexts = rec({ file: 'a.test.ts', test: 't', score: 0.9, texts })

    it('carries the texts of a record, after the contract fields it had before, and the schema accepts them', () => {
      const report = buildReport(outcomeOf([withTexts]), '2026-11-30T06:00:00.000Z')
      expect(report.records[0]?.texts).toEqual(texts)
      expect(Object.keys(report.records[0]!).slice(-3)).toEqual(['texts', 'repeat', 'attempts'])
      expect(validate(report)).toEqual({ valid: true, errors: 'No errors' })
      // Empty texts are texts too.
      const empty = { expected: '', received: '', expectedLength: 0, receivedLength: 0 }
      const emptyReport = buildReport(outcomeOf([{ ...withTexts, texts: empty }]), '2026-11-30T06:00:00.000Z')
      expect(validate(emptyReport)).toEqual({ valid: true, errors: 'No errors' })
    })

    it('keeps them through parseReport, outcomeFromReport and buildReport again (report --json)', () => {
      const report = buildReport(outcomeOf([withTexts]), '2026-11-30T06:00:00.000Z')
      const read = parseReport(JSON.stringify(report), 'r.json')
      expect(read).toEqual(report)
      expect(buildReport(outcomeFromReport(read), report.timestamp)).toEqual(report)
    })

    it('is rejected by the schema when texts miss a field, carry another, or a length is not a count', () => {
      const report = buildReport(outcomeOf([withTexts]), '2026-11-30T06:00:00.000Z')
      const bad = (changed: object) => validate({ ...report, records: [{ ...report.records[0], texts: changed }] })
      const { receivedLength: _, ...missing } = texts
      expect(bad(missing)).toEqual({
        valid: false,
        errors: "data/records/0/texts must have required property 'receivedLength'",
      })
      expect(bad({ ...texts, cap: 6 }).valid).toBe(false)
      expect(bad({ ...texts, expectedLength: -1 }).valid).toBe(false)
      expect(bad({ ...texts, expected: null }).valid).toBe(false)
    })

    it('refuses a saved report whose texts are broken, naming the record', () => {
      const report = buildReport(outcomeOf([withTexts]), '2026-11-30T06:00:00.000Z')
      const broken = { ...report, records: [{ ...report.records[0], texts: { ...texts, expectedLength: 3 } }] }
      expect(() => parseReport(JSON.stringify(broken), 'r.json')).toThrow(
        new ReportFileError(
          'expect-similar: r.json is not an expect-similar report: ' +
            'records[0]: texts: expected has 6 characters, more than its expectedLength 3',
        ),
      )
    })
  })
})

describe('parseReport', () => {
  const good = JSON.stringify(buildReport(outcomeOf(SAMPLE), 'T'))
  it.each([
    ['{"schemaVersion":', /^expect-similar: base\.json is not valid JSON \(/],
    [
      '[]',
      /^expect-similar: base\.json is not an expect-similar report: expected an object, received array of length 0$/,
    ],
    [good.replace('"schemaVersion":3', '"schemaVersion":4'), /schemaVersion must be 1, 2 or 3, received number 4$/],
    [JSON.stringify({ ...JSON.parse(good), files: 'x' }), /files must be an array, received string "x"$/],
    [
      JSON.stringify({ ...JSON.parse(good), records: [{ ...JSON.parse(good).records[0], score: 7 }] }),
      /records\[0\]: score must be a number in \[0, 1\], received number 7$/,
    ],
    [
      JSON.stringify({ ...JSON.parse(good), records: [{ ...JSON.parse(good).records[0], attempts: 0 }] }),
      /records\[0\]\.attempts must be a positive integer, received number 0$/,
    ],
    [
      JSON.stringify({ ...JSON.parse(good), records: [{ ...JSON.parse(good).records[0], rejectMax: 2 }] }),
      /records\[0\]: rejectMax must be a number in \[0, 1\], received number 2$/,
    ],
    [
      JSON.stringify({ ...JSON.parse(good), records: [{ ...JSON.parse(good).records[0], rejectMax: 0.5 }] }),
      /records\[0\]: rejectChecked and rejectMax come together: one is missing$/,
    ],
    [
      JSON.stringify({
        ...JSON.parse(good),
        records: [{ ...JSON.parse(good).records[0], rejectMax: 0.5, rejectChecked: -1 }],
      }),
      /records\[0\]: rejectChecked must be a non-negative integer, received number -1$/,
    ],
    [
      JSON.stringify({ ...JSON.parse(good), records: [{ ...JSON.parse(good).records[0], line: 0 }] }),
      /records\[0\]: line must be a positive integer, received number 0$/,
    ],
  ])('rejects %s with a message naming the file', (text, message) => {
    expect(() => parseReport(text, 'base.json')).toThrow(message)
  })

  // A report with every optional part filled in, then edited by hand one field at a time: each
  // of these used to pass parseReport and crash merge/report later (toFixed of a string, an
  // unclosed glob, .map of a non-array).
  const full = (() => {
    const before = buildReport(outcomeOf([rec({ file: 'test/evals/summary.test.ts', test: 'x', score: 0.9 })]), 'T')
    return buildReport(
      outcomeOf(
        SAMPLE,
        { thresholds: { mean: 0.5, files: { '**': { passRate: 0.9 } } }, baseline: 'b.json', maxRegression: 0.05 },
        before,
      ),
      'T',
    )
  })()
  const edit = (change: (r: any) => void): string => {
    const r = structuredClone(full) as any
    change(r)
    return JSON.stringify(r)
  }

  it('accepts a report saved with a UTF-8 byte order mark', () => {
    expect(parseReport(`\uFEFF${JSON.stringify(full)}`, 'r.json')).toEqual(full)
  })

  it('accepts the full report, gates and baseline included', () => {
    expect(full.gates.results.length).toBeGreaterThan(0)
    expect(full.baseline?.files.length).toBeGreaterThan(0)
    expect(parseReport(JSON.stringify(full), 'r.json')).toEqual(full)
  })

  it.each([
    [
      'gates.results[0].actual',
      (r: any) => (r.gates.results[0].actual = '0.5'),
      'gates.results[0].actual must be a number, received string "0.5"',
    ],
    [
      'gates.results[0].gate',
      (r: any) => (r.gates.results[0].gate = 'median'),
      'gates.results[0].gate must be one of mean, passRate, maxRegression, lenient, guards, received string "median"',
    ],
    ['gates.results', (r: any) => (r.gates.results = {}), 'gates.results must be an array, received object'],
    ['gates.passed', (r: any) => (r.gates.passed = 'yes'), 'gates.passed must be a boolean, received string "yes"'],
    [
      'gates.maxRegression',
      (r: any) => (r.gates.maxRegression = 'none'),
      'gates.maxRegression must be null or a number in [0, 1], received string "none"',
    ],
    [
      'gates.thresholds glob',
      (r: any) => (r.gates.thresholds.files = { 'a/{b': { mean: 0.5 } }),
      'gates.thresholds.files["a/{b"] is not a valid glob: it has an unclosed "{"',
    ],
    [
      'gates.thresholds.mean',
      (r: any) => (r.gates.thresholds.mean = 80),
      'gates.thresholds.mean must be a number in [0, 1], received number 80',
    ],
    [
      'gates.unmatchedGlobs',
      (r: any) => (r.gates.unmatchedGlobs = 'x'),
      'gates.unmatchedGlobs must be an array of strings, received string "x"',
    ],
    ['gates', (r: any) => (r.gates = []), 'gates must be an object, received array of length 0'],
    ['baseline.files', (r: any) => (r.baseline.files = 3), 'baseline.files must be an array, received number 3'],
    [
      'baseline.files[0].delta',
      (r: any) => (r.baseline.files[0].delta = null),
      'baseline.files[0].delta must be a number, received null',
    ],
    [
      'baseline.added',
      (r: any) => (r.baseline.added = null),
      'baseline.added must be an array of strings, received null',
    ],
    ['baseline.path', (r: any) => (r.baseline.path = 1), 'baseline.path must be a string, received number 1'],
    [
      'shard',
      (r: any) => (r.shard = { index: 3, count: 2 }),
      'shard must be null or { index, count } with 1 <= index <= count, received object',
    ],
    [
      'scope',
      (r: any) => (r.scope = { filters: '-t x', incomplete: [] }),
      'scope must be null or { filters, incomplete } arrays of strings, received object',
    ],
    ['notes', (r: any) => (r.notes = 'note'), 'notes must be an array of strings, received string "note"'],
    ['errors', (r: any) => (r.errors = [1]), 'errors must be an array of strings, received array of length 1'],
    // Issue 11: a mean out of range used to pass, and -1e308 passed every regression gate.
    [
      'files[0].mean 5',
      (r: any) => (r.files[0].mean = 5),
      'files[0].mean must be a number in [0, 1], received number 5',
    ],
    [
      'files[0].mean -1e308',
      (r: any) => (r.files[0].mean = -1e308),
      'files[0].mean must be a number in [0, 1], received number -1e+308',
    ],
    [
      'files[0].passRate',
      (r: any) => (r.files[0].passRate = 1.5),
      'files[0].passRate must be a number in [0, 1], received number 1.5',
    ],
    [
      'files[0].assertions',
      (r: any) => (r.files[0].assertions = -1),
      'files[0].assertions must be a non-negative integer, received number -1',
    ],
    ['git 42', (r: any) => (r.git = 42), 'git must be null or { commit, branch }, received number 42'],
    [
      'git.commit 42',
      (r: any) => (r.git = { commit: 42, branch: 'main' }),
      'git.commit must be null or a string of at most 256 characters, received number 42',
    ],
    [
      'git.branch too long',
      (r: any) => (r.git = { commit: null, branch: 'b'.repeat(300) }),
      `git.branch must be null or a string of at most 256 characters, received string "${'b'.repeat(37)}..." of length 300`,
    ],
    [
      'records[0].matcher',
      (r: any) => (r.records[0].matcher = 'x" onmouseover="alert(1)'),
      'records[0]: matcher must be one of toBeSimilarTo, toBeSimilarToAny, toDifferByAtMost, similarTo, ' +
        'differingByAtMost, toMatchSimilarSnapshot, expectEval, received string "x\\" onmouseover=\\"alert(1)"',
    ],
    [
      'duplicate files',
      (r: any) => r.files.push({ ...r.files[0], mean: 0.1 }),
      `files[2] repeats file "test/evals/summary.test.ts" of files[0]; a file has one entry`,
    ],
  ])('rejects a hand-edited %s as a report problem', (_field, change, problem) => {
    const text = edit(change)
    let thrown: unknown
    try {
      parseReport(text, 'base.json')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ReportFileError)
    expect((thrown as Error).message).toBe(`expect-similar: base.json is not an expect-similar report: ${problem}`)
  })
})

describe('reading a version 1 report', () => {
  it('takes repeats out of attempts and computes the totals again without .not scores', () => {
    const v2 = buildReport(
      outcomeOf([
        rec({ file: 'a.test.ts', test: 'rep', score: 0.8, repeat: 0 }),
        rec({ file: 'a.test.ts', test: 'rep', score: 0.6, repeat: 1 }),
        rec({ file: 'a.test.ts', test: 'not', score: 0.2, isNot: true, threshold: 0.8, pass: true }),
      ]),
      '2026-01-01T00:00:00.000Z',
    )
    // What version 1 wrote for the same run: repeats counted as attempts, .not scores averaged in.
    const { partial: _, ...rest } = v2
    const v1 = {
      ...rest,
      schemaVersion: 1,
      gates: { ...v2.gates, baseline: undefined },
      records: v2.records.map((r) => ({ ...r, attempts: r.test === 'rep' ? 2 : 1 })),
      files: v2.files.map((f) => ({ ...f, mean: (0.8 + 0.6 + 0.2) / 3, negated: undefined })),
    }
    const read = parseReport(JSON.stringify(v1), 'old.json')
    expect(read.schemaVersion).toBe(3)
    expect(read.git).toBeNull()
    expect(read.records.map((r) => r.attempts)).toEqual([1, 1, 1])
    expect(read.files[0]).toMatchObject({ mean: 0.7, negated: { assertions: 1, passed: 1, failed: 0 } })
    expect(read.partial).toBeNull()
    expect(read.gates.baseline).toBeNull()
    expect(reportValidator()(read)).toEqual({ valid: true, errors: 'No errors' })
  })
})
