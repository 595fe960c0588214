import { toEvalMeta } from '@mastra/evals/vitest'
import { describe, expect, it } from 'vitest'
import { isUnjudged, mastraEvalRecords } from '../../../src/reporter/runner/mastra-eval.js'
import { recordProblem } from '../../../src/records/validate.js'

const run = { scores: { tone: 0.9, 'answer-similarity': 0.4 }, totalItems: 3 }

describe('mastraEvalRecords', () => {
  it('makes one valid record per score, keyed mastra:<id>, with the average and the item count', () => {
    const { records, problem } = mastraEvalRecords({ ...run, verdict: 'passed' })
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

  it("takes a score's pass from its threshold result, else from the verdict: only 'passed' passes", () => {
    const { records } = mastraEvalRecords({
      ...run,
      verdict: 'passed',
      thresholdResults: [{ id: 'answer-similarity', passed: false, averageScore: 0.4, threshold: 0.7 }],
    })
    expect(records.map((r) => [r.scorer, r.pass, r.threshold])).toEqual([
      ['mastra:tone', true, undefined],
      ['mastra:answer-similarity', false, 0.7],
    ])
    // 'scored': gates passed, a threshold missed; 'failed': a gate missed. The run did not pass.
    for (const verdict of ['scored', 'failed']) {
      expect(mastraEvalRecords({ ...run, verdict }).records.map((r) => r.pass)).toEqual([false, false])
    }
  })

  it("without any verdict, a score has none: marked unjudged, whatever its test's outcome", () => {
    const { records } = mastraEvalRecords(run)
    expect(records.map((r) => [r.scorer, r.pass, r.details])).toEqual([
      ['mastra:tone', true, { totalItems: 3, judged: false }],
      ['mastra:answer-similarity', true, { totalItems: 3, judged: false }],
    ])
    expect(records.map(isUnjudged)).toEqual([true, true])
    for (const record of records) expect(recordProblem(record)).toBeNull()
    // A threshold result judges its own score even without a run verdict.
    const thresholdResults = [{ id: 'tone', passed: false, averageScore: 0.9, threshold: 0.95 }]
    const judged = mastraEvalRecords({ ...run, thresholdResults }).records
    expect(judged.map((r) => [r.pass, isUnjudged(r)])).toEqual([
      [false, false],
      [true, true],
    ])
  })

  it('makes one record mastra:gate.<id> per gate, after the scores, whether or not a score has its id', () => {
    const { records, problem } = mastraEvalRecords({
      scores: { tone: 0.9 },
      totalItems: 4,
      verdict: 'failed',
      gateResults: [
        { id: 'tone', passed: true, score: 1 },
        { id: 'check-includes', passed: false, score: 0.75 },
      ],
    })
    expect(problem).toBeNull()
    expect(records.map((r) => [r.scorer, r.score, r.threshold, r.pass, r.details.totalItems])).toEqual([
      ['mastra:tone', 0.9, undefined, false, 4],
      ['mastra:gate.tone', 1, 1, true, 4],
      ['mastra:gate.check-includes', 0.75, 1, false, 4],
    ])
    for (const record of records) expect(recordProblem(record)).toBeNull()
  })

  it('reads a run of gates only (no scorers, so no scores)', () => {
    const value = { scores: {}, totalItems: 2, verdict: 'passed', gateResults: [{ id: 'g', passed: true, score: 1 }] }
    expect(mastraEvalRecords(value).records.map((r) => [r.scorer, r.pass])).toEqual([['mastra:gate.g', true]])
  })

  it('reads one gate listed twice with one result (two gates of one id share their average) once', () => {
    const gate = { id: 'check-includes', passed: false, score: 0.75 }
    const { records } = mastraEvalRecords({ scores: {}, totalItems: 2, gateResults: [gate, { ...gate }] })
    expect(records.map((r) => r.scorer)).toEqual(['mastra:gate.check-includes'])
  })

  it('keeps a { min, max } threshold: the minimum as threshold, the maximum in details', () => {
    const thresholdResults = [
      { id: 'tone', passed: true, averageScore: 0.9, threshold: { min: 0.5, max: 0.95 } },
      { id: 'answer-similarity', passed: true, averageScore: 0.4, threshold: { max: 0.5 } },
    ]
    const { records } = mastraEvalRecords({ ...run, thresholdResults })
    expect(records.map((r) => [r.scorer, r.threshold, r.details])).toEqual([
      ['mastra:tone', 0.5, { totalItems: 3, thresholdMax: 0.95 }],
      ['mastra:answer-similarity', undefined, { totalItems: 3, thresholdMax: 0.5 }],
    ])
    for (const record of records) expect(recordProblem(record)).toBeNull()
  })

  it("reads what @mastra/evals' own toEvalMeta makes of a run result, categorized scores flattened", () => {
    const meta = toEvalMeta({
      scores: { agent: { 'content-similarity-scorer': 0.6 }, trajectory: { 'code-trajectory-scorer': 1 } },
      summary: { totalItems: 2 },
      verdict: 'scored',
      gateResults: [{ id: 'check-includes', passed: true, score: 1 }],
      thresholdResults: [{ id: 'agent.content-similarity-scorer', passed: false, averageScore: 0.6, threshold: 0.8 }],
    })
    const { records, problem } = mastraEvalRecords(meta)
    expect(problem).toBeNull()
    expect(records.map((r) => [r.scorer, r.score, r.threshold, r.pass])).toEqual([
      ['mastra:agent.content-similarity-scorer', 0.6, 0.8, false],
      ['mastra:trajectory.code-trajectory-scorer', 1, undefined, false],
      ['mastra:gate.check-includes', 1, 1, true],
    ])
  })

  it.each([
    [null, 'expected an object, received null'],
    [[], 'expected an object, received array'],
    [{ totalItems: 1 }, 'scores must be an object of scores by id, received undefined'],
    [{ scores: {}, totalItems: 1 }, 'scores and gateResults are both empty: the run scored nothing'],
    [{ scores: {}, totalItems: 1, gateResults: [] }, 'scores and gateResults are both empty'],
    [{ scores: { tone: 1.5 }, totalItems: 1 }, 'scores.tone must be a number in [0, 1], received number 1.5'],
    [{ scores: { tone: Number.NaN }, totalItems: 1 }, 'scores.tone must be a number in [0, 1], received number NaN'],
    [{ scores: { tone: '0.9' }, totalItems: 1 }, 'scores.tone must be a number in [0, 1], received string'],
    [{ scores: { 'a b': 0.5 }, totalItems: 1 }, 'scores key "a b" must be 1 to 64 letters'],
    [{ scores: { tone: 0.5 } }, 'totalItems must be a positive integer, received undefined'],
    [{ scores: { tone: 0.5 }, totalItems: 0 }, 'totalItems must be a positive integer, received number 0'],
    [{ scores: { tone: 0.5 }, totalItems: 1.5 }, 'totalItems must be a positive integer, received number 1.5'],
    [{ scores: { tone: 0.5 }, totalItems: 1, verdict: true }, "verdict must be 'passed', 'scored', 'failed' or absent"],
    // The short forms are not Mastra's: a run of another shape, never read as a pass.
    [{ scores: { tone: 0.5 }, totalItems: 1, verdict: 'pass' }, 'or absent, received string "pass"'],
    [{ scores: { tone: 0.5 }, totalItems: 1, gateResults: {} }, 'gateResults must be an array or absent'],
    [{ scores: { tone: 0.5 }, totalItems: 1, gateResults: [7] }, 'gateResults[0] must be an object'],
    [
      { scores: { tone: 0.5 }, totalItems: 1, gateResults: [{ id: 'a b', passed: true, score: 1 }] },
      'gateResults[0].id must be 1 to 59 letters',
    ],
    [
      { scores: { tone: 0.5 }, totalItems: 1, gateResults: [{ id: 'g'.repeat(60), passed: true, score: 1 }] },
      'gateResults[0].id must be 1 to 59 letters',
    ],
    [
      { scores: { 'gate.x': 0.5 }, totalItems: 1, gateResults: [{ id: 'x', passed: true, score: 1 }] },
      'gateResults[0].id "x" would share its record mastra:gate.x with a score',
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
      'gateResults[1].id "tone" is listed twice in gateResults with different results',
    ],
    [
      { scores: { tone: 0.5 }, totalItems: 1, thresholdResults: [{ id: 'other', passed: true, averageScore: 1 }] },
      'thresholdResults[0].id must be one of the scores (tone), received string',
    ],
    [
      { scores: { tone: 0.5 }, totalItems: 1, thresholdResults: [{ id: 'tone', passed: true, averageScore: 0.5 }] },
      'thresholdResults[0].threshold must be a number in [0, 1] or { min?, max? } of such numbers, received undefined',
    ],
    [
      { scores: { tone: 0.5 }, totalItems: 1, thresholdResults: [{ id: 'tone', passed: true, threshold: 0.5 }] },
      'thresholdResults[0].averageScore must be a number in [0, 1], received undefined',
    ],
    [
      {
        scores: { tone: 0.5 },
        totalItems: 1,
        thresholdResults: [{ id: 'tone', passed: true, averageScore: 0.5, threshold: {} }],
      },
      'thresholdResults[0].threshold must be a number in [0, 1] or { min?, max? } of such numbers, received an empty',
    ],
    [
      {
        scores: { tone: 0.5 },
        totalItems: 1,
        thresholdResults: [{ id: 'tone', passed: true, averageScore: 0.5, threshold: { min: 0.2, below: 1 } }],
      },
      'received an object with key "below"',
    ],
    [
      {
        scores: { tone: 0.5 },
        totalItems: 1,
        thresholdResults: [{ id: 'tone', passed: true, averageScore: 0.5, threshold: { max: 7 } }],
      },
      'thresholdResults[0].threshold.max must be a number in [0, 1], received number 7',
    ],
    [
      {
        scores: { tone: 0.5 },
        totalItems: 1,
        thresholdResults: [
          { id: 'tone', passed: true, averageScore: 0.5, threshold: 0.2 },
          { id: 'tone', passed: true, averageScore: 0.5, threshold: 0.2 },
        ],
      },
      'thresholdResults[1].id "tone" is listed twice in thresholdResults',
    ],
  ])('rejects a malformed value as a whole, naming the field: %j', (value, message) => {
    const result = mastraEvalRecords(value)
    expect(result.records).toEqual([])
    expect(result.problem).toContain(message)
  })
})
