import { describe, expect, it } from 'vitest'
import type { ScoreRecord } from '../../../src/records/types.js'
import { selectVitestRecords } from '../../../src/channel/vitest/read.js'

const TEXTS = 20_000

const base: ScoreRecord = {
  matcher: 'toBeSimilarTo',
  scorer: 'content-similarity',
  score: 0.5,
  threshold: 0.7,
  pass: false,
  isNot: false,
}

describe('selectVitestRecords', () => {
  it('keeps only the highest attempt of each repeat and counts the attempts of each repeat, not the repeats', () => {
    const { records, warnings } = selectVitestRecords(
      [
        {
          file: 'a.test.ts',
          test: 'flaky and repeated',
          // repeat 0 needed a retry (attempts 0 and 1); repeat 1 passed first time (retryCount stays 1).
          records: [
            { ...base, score: 0.1, attempt: 0, repeat: 0 },
            { ...base, score: 0.2, attempt: 0, repeat: 0 },
            { ...base, score: 0.9, pass: true, attempt: 1, repeat: 0 },
            { ...base, score: 0.8, pass: true, attempt: 1, repeat: 1 },
          ],
          retryCount: 1,
          repeatCount: 1,
        },
      ],
      TEXTS,
    )
    expect(warnings).toEqual([])
    expect(records.map((r) => [r.repeat, r.score, r.attempts])).toEqual([
      [0, 0.9, 2],
      [1, 0.8, 1],
    ])
  })

  it('gives attempts 1 to every record of a repeated test that was never retried', () => {
    const { records } = selectVitestRecords(
      [
        {
          file: 'a.test.ts',
          test: 'repeated',
          records: [0, 1, 2].map((repeat) => ({ ...base, attempt: 0, repeat })),
          retryCount: 0,
          repeatCount: 2,
        },
      ],
      TEXTS,
    )
    expect(records.map((r) => [r.repeat, r.attempts])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ])
  })

  it('counts the retries of a later repeat from the retryCount it started at', () => {
    // Vitest never resets retryCount: repeat 0 passed first time, repeat 1 needed 2 retries.
    const { records } = selectVitestRecords(
      [
        {
          file: 'a.test.ts',
          test: 'late flake',
          records: [
            { ...base, attempt: 0, repeat: 0 },
            { ...base, attempt: 0, repeat: 1 },
            { ...base, attempt: 1, repeat: 1 },
            { ...base, score: 0.9, attempt: 2, repeat: 1 },
          ],
          retryCount: 2,
          repeatCount: 1,
        },
      ],
      TEXTS,
    )
    expect(records.map((r) => [r.repeat, r.score, r.attempts])).toEqual([
      [0, 0.5, 1],
      [1, 0.9, 3],
    ])
  })

  it('drops the records of failed attempts when the deciding attempt recorded nothing', () => {
    const { records, warnings } = selectVitestRecords(
      [
        {
          file: 'a.test.ts',
          test: 'network error on the last try',
          records: [{ ...base, score: 0.9, pass: true, attempt: 0, repeat: 0 }],
          retryCount: 1,
          repeatCount: 0,
        },
      ],
      TEXTS,
    )
    expect(records).toEqual([])
    expect(warnings).toEqual([
      'a.test.ts › network error on the last try: its deciding attempt recorded no scores; 1 score from earlier attempts are not counted',
    ])
  })

  it('ignores tests without records and drops fields outside the record contract', () => {
    const { records } = selectVitestRecords(
      [
        { file: 'a.test.ts', test: 'plain', records: undefined },
        { file: 'a.test.ts', test: 'x', records: [{ ...base, attempt: 0, repeat: 0, secret: 'llm output' }] },
      ],
      TEXTS,
    )
    expect(records).toEqual([{ ...base, file: 'a.test.ts', test: 'x', repeat: 0, attempts: 1 }])
  })

  it('warns about, and skips, anything that is not a valid record', () => {
    const { records, warnings } = selectVitestRecords(
      [
        { file: 'a.test.ts', test: 'meta', records: { not: 'an array' } },
        {
          file: 'a.test.ts',
          test: 'bad',
          records: [{ ...base, score: Number.NaN, attempt: 0, repeat: 0 }, { ...base, repeat: 0 }, 'junk'],
        },
      ],
      TEXTS,
    )
    expect(records).toEqual([])
    expect(warnings).toEqual([
      'ignored task.meta.expectSimilar of a.test.ts › meta: expected an array, received object',
      'ignored score record 0 of a.test.ts › bad: score must be a number in [0, 1], received number NaN',
      'ignored score record 1 of a.test.ts › bad: attempt must be a non-negative integer, received undefined',
      'ignored score record 2 of a.test.ts › bad: expected an object, received string "junk"',
    ])
  })

  describe('texts', () => {
    const texts = { expected: 'The capital is Paris.', received: 'Paris.', expectedLength: 21, receivedLength: 6 }
    const entries = [{ file: 'a.test.ts', test: 'x', records: [{ ...base, texts, attempt: 0, repeat: 0 }] }]

    it('keeps the texts of a record, cut again at the reporter cap', () => {
      expect(selectVitestRecords(entries, TEXTS).records[0]?.texts).toEqual(texts)
      expect(selectVitestRecords(entries, 5).records[0]?.texts).toEqual({
        expected: 'The c',
        received: 'Paris',
        expectedLength: 21,
        receivedLength: 6,
      })
    })

    it('drops every text when the reporter keeps none, whatever the worker sent', () => {
      const { records } = selectVitestRecords(entries, false)
      expect(records).toEqual([{ ...base, file: 'a.test.ts', test: 'x', repeat: 0, attempts: 1 }])
      expect(records[0]).not.toHaveProperty('texts')
    })

    it('warns about, and skips, a record whose texts are broken', () => {
      const broken = [
        { ...entries[0]!, records: [{ ...base, texts: { ...texts, expectedLength: 2 }, attempt: 0, repeat: 0 }] },
      ]
      expect(selectVitestRecords(broken, TEXTS)).toEqual({
        records: [],
        warnings: [
          'ignored score record 0 of a.test.ts › x: texts: expected has 21 characters, more than its expectedLength 2',
        ],
      })
    })
  })
})
