import { describe, expect, it } from 'vitest'
import { parseRecordLines, selectJestRecords } from '../../../src/channel/jest/read.js'

const line = (over: Record<string, unknown> = {}): string =>
  JSON.stringify({
    v: 1,
    matcher: 'toBeSimilarTo',
    scorer: 'content-similarity',
    score: 0.8,
    threshold: 0.7,
    pass: true,
    isNot: false,
    testPath: '/repo/test/a.test.js',
    testName: 'group case',
    attempt: 1,
    ...over,
  })

describe('parseRecordLines', () => {
  it('reads every valid line of every file', () => {
    const { lines, warnings } = parseRecordLines([
      { file: '/tmp/d/1.jsonl', text: `${line()}\n${line({ score: 0.5 })}\n` },
      { file: '/tmp/d/2.jsonl', text: `${line({ testName: 'other' })}\n` },
    ])
    expect(warnings).toEqual([])
    expect(lines.map((l) => [l.testName, l.score])).toEqual([
      ['group case', 0.8],
      ['group case', 0.5],
      ['other', 0.8],
    ])
  })

  it('names the file and line of a truncated or invalid record and says how many were not counted', () => {
    const truncated = line().slice(0, 40)
    const { lines, warnings } = parseRecordLines([
      { file: '/tmp/d/1.jsonl', text: `${line()}\n${line({ v: 2 })}\n\n${truncated}` },
      { file: '/tmp/d/2.jsonl', text: `${line({ attempt: 0 })}\n` },
    ])
    expect(lines).toHaveLength(1)
    expect(warnings).toEqual([
      'skipped unreadable score record at /tmp/d/1.jsonl:2: v must be 1, received number 2',
      `skipped unreadable score record at /tmp/d/1.jsonl:4: not valid JSON (truncated or corrupt): ${JSON.stringify(truncated)}`,
      'skipped unreadable score record at /tmp/d/2.jsonl:1: attempt must be a positive integer, received number 0',
      '3 of 4 score records could not be read and are not counted',
    ])
  })

  it('names at most ten bad lines and counts the rest', () => {
    const { warnings } = parseRecordLines([{ file: 'f.jsonl', text: Array.from({ length: 12 }, () => '{').join('\n') }])
    expect(warnings).toHaveLength(12)
    expect(warnings.slice(-2)).toEqual([
      '… and 2 more unreadable score records',
      '12 of 12 score records could not be read and are not counted',
    ])
  })
})

describe('selectJestRecords', () => {
  it('keeps only the deciding attempt, which Jest results identify', () => {
    const { lines } = parseRecordLines([
      {
        file: 'f.jsonl',
        text: [
          line({ attempt: 1, score: 0.1, pass: false }),
          line({ attempt: 2, score: 0.9 }),
          line({ testName: 'solo', score: 0.7 }),
        ].join('\n'),
      },
    ])
    const { records, warnings } = selectJestRecords(
      lines,
      [
        { testPath: '/repo/test/a.test.js', fullName: 'group case', invocations: 3 },
        { testPath: '/repo/test/a.test.js', fullName: 'solo', invocations: 1 },
      ],
      '/repo',
      20_000,
    )
    // 'group case' ran 3 times but its third attempt recorded nothing: none of its records count.
    expect(records.map((r) => [r.file, r.test, r.score, r.attempts, r.repeat])).toEqual([
      ['test/a.test.js', 'solo', 0.7, 1, 0],
    ])
    expect(warnings).toEqual([
      'test/a.test.js › group case: its deciding attempt recorded no scores; 2 scores from earlier attempts are not counted',
    ])
  })

  it('keeps the highest attempt when it is the last one Jest ran', () => {
    const { lines } = parseRecordLines([
      {
        file: 'f.jsonl',
        text: [line({ attempt: 1, score: 0.1, pass: false }), line({ attempt: 2, score: 0.9 })].join('\n'),
      },
    ])
    const { records, warnings } = selectJestRecords(
      lines,
      [{ testPath: '/repo/test/a.test.js', fullName: 'group case', invocations: 2 }],
      '/repo',
      20_000,
    )
    expect(warnings).toEqual([])
    expect(records.map((r) => [r.score, r.attempts])).toEqual([[0.9, 2]])
  })

  it('uses the highest recorded attempt for tests Jest did not report', () => {
    const { lines } = parseRecordLines([
      { file: 'f.jsonl', text: [line({ attempt: 1, score: 0.1 }), line({ attempt: 2, score: 0.9 })].join('\n') },
    ])
    expect(selectJestRecords(lines, [], '/repo', 20_000).records.map((r) => [r.score, r.attempts])).toEqual([[0.9, 2]])
  })

  describe('texts', () => {
    const texts = { expected: 'The capital is Paris.', received: 'Paris.', expectedLength: 21, receivedLength: 6 }
    const tests = [{ testPath: '/repo/test/a.test.js', fullName: 'group case', invocations: 1 }]
    const parsed = () => parseRecordLines([{ file: 'f.jsonl', text: line({ texts }) }]).lines

    it('keeps the texts of a line, cut again at the reporter cap', () => {
      expect(selectJestRecords(parsed(), tests, '/repo', 20_000).records[0]?.texts).toEqual(texts)
      expect(selectJestRecords(parsed(), tests, '/repo', 5).records[0]?.texts).toEqual({
        expected: 'The c',
        received: 'Paris',
        expectedLength: 21,
        receivedLength: 6,
      })
    })

    it('drops every text when the reporter keeps none, whatever the worker wrote', () => {
      const { records } = selectJestRecords(parsed(), tests, '/repo', false)
      expect(records).toHaveLength(1)
      expect(records[0]).not.toHaveProperty('texts')
    })

    it('skips a line whose texts are broken, naming the problem', () => {
      const { lines, warnings } = parseRecordLines([
        { file: 'f.jsonl', text: line({ texts: { ...texts, received: 1 } }) },
      ])
      expect(lines).toEqual([])
      expect(warnings[0]).toBe(
        'skipped unreadable score record at f.jsonl:1: texts: received must be a string, received number 1',
      )
    })
  })
})
