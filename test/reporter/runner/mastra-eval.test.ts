import { describe, expect, it } from 'vitest'
import { mastraEvalRecords } from '../../../src/reporter/runner/mastra-eval.js'
import { recordProblem } from '../../../src/records/validate.js'

const run = { scores: { tone: 0.9, 'answer-similarity': 0.4 }, totalItems: 3 }

describe('mastraEvalRecords', () => {
  it('makes one valid record per score, keyed mastra:<id>, with the average and the item count', () => {
    const { records, problem } = mastraEvalRecords({ ...run, verdict: 'pass' }, 'passed')
    expect(problem).toBeNull()
    expect(records).toEqual([
      {
        matcher: 'expectEval',
        scorer: 'mastra:tone',
        score: 0.9,
        details: { totalItems: 3 },
        pass: true,
        isNot: false,
      },
      {
        matcher: 'expectEval',
        scorer: 'mastra:answer-similarity',
        score: 0.4,
        details: { totalItems: 3 },
        pass: true,
        isNot: false,
      },
    ])
    for (const record of records) expect(recordProblem(record)).toBeNull()
  })

  it("takes each score's pass from its threshold result, then its gate result, then the verdict", () => {
    const { records } = mastraEvalRecords(
      {
        ...run,
        verdict: 'pass',
        gateResults: [{ id: 'tone', passed: false, score: 0.9 }],
        thresholdResults: [{ id: 'answer-similarity', passed: false, averageScore: 0.4, threshold: 0.7 }],
      },
      'passed',
    )
    expect(records.map((r) => [r.scorer, r.pass, r.threshold])).toEqual([
      ['mastra:tone', false, undefined],
      ['mastra:answer-similarity', false, 0.7],
    ])
    expect(mastraEvalRecords({ ...run, verdict: 'fail' }, 'passed').records.map((r) => r.pass)).toEqual([false, false])
  })

  it('without any verdict, a score passes exactly when its test passed', () => {
    expect(mastraEvalRecords(run, 'passed').records.map((r) => r.pass)).toEqual([true, true])
    expect(mastraEvalRecords(run, 'failed').records.map((r) => r.pass)).toEqual([false, false])
  })

  it.each([
    [null, 'expected an object, received null'],
    [[], 'expected an object, received array'],
    [{ totalItems: 1 }, 'scores must be an object of scores by id, received undefined'],
    [{ scores: {}, totalItems: 1 }, 'scores must name at least one score, received an empty object'],
    [{ scores: { tone: 1.5 }, totalItems: 1 }, 'scores.tone must be a number in [0, 1], received number 1.5'],
    [{ scores: { tone: Number.NaN }, totalItems: 1 }, 'scores.tone must be a number in [0, 1], received number NaN'],
    [{ scores: { tone: '0.9' }, totalItems: 1 }, 'scores.tone must be a number in [0, 1], received string'],
    [{ scores: { 'a b': 0.5 }, totalItems: 1 }, 'scores key "a b" must be 1 to 64 letters'],
    [{ scores: { tone: 0.5 } }, 'totalItems must be a positive integer, received undefined'],
    [{ scores: { tone: 0.5 }, totalItems: 0 }, 'totalItems must be a positive integer, received number 0'],
    [{ scores: { tone: 0.5 }, totalItems: 1.5 }, 'totalItems must be a positive integer, received number 1.5'],
    [{ scores: { tone: 0.5 }, totalItems: 1, verdict: true }, "verdict must be 'pass', 'fail' or absent"],
    [{ scores: { tone: 0.5 }, totalItems: 1, gateResults: {} }, 'gateResults must be an array or absent'],
    [{ scores: { tone: 0.5 }, totalItems: 1, gateResults: [7] }, 'gateResults[0] must be an object'],
    [
      { scores: { tone: 0.5 }, totalItems: 1, gateResults: [{ id: 'other', passed: true, score: 1 }] },
      'gateResults[0].id must be one of the scores (tone), received string',
    ],
    [
      { scores: { tone: 0.5 }, totalItems: 1, gateResults: [{ id: 'tone', passed: 'yes', score: 1 }] },
      'gateResults[0].passed must be a boolean, received string',
    ],
    [
      { scores: { tone: 0.5 }, totalItems: 1, gateResults: [{ id: 'tone', passed: true, score: -1 }] },
      'gateResults[0].score must be a number in [0, 1], received number -1',
    ],
    [
      {
        scores: { tone: 0.5 },
        totalItems: 1,
        gateResults: [
          { id: 'tone', passed: true, score: 1 },
          { id: 'tone', passed: false, score: 0 },
        ],
      },
      'gateResults[1].id "tone" is listed twice in gateResults',
    ],
    [
      { scores: { tone: 0.5 }, totalItems: 1, thresholdResults: [{ id: 'tone', passed: true, averageScore: 0.5 }] },
      'thresholdResults[0].threshold must be a number in [0, 1], received undefined',
    ],
    [
      { scores: { tone: 0.5 }, totalItems: 1, thresholdResults: [{ id: 'tone', passed: true, threshold: 0.5 }] },
      'thresholdResults[0].averageScore must be a number in [0, 1], received undefined',
    ],
  ])('rejects a malformed value as a whole, naming the field: %j', (value, message) => {
    const result = mastraEvalRecords(value, 'passed')
    expect(result.records).toEqual([])
    expect(result.problem).toContain(message)
  })
})
