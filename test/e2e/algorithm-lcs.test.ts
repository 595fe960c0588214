import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { textualDifference } from '../../src/index.js'
import { reportValidator } from '../reporter/schema.js'
import { JEST_MATCHERS_CONFIG, makeProject, ourBlock, removeProject, run, VITEST_MATCHERS_CONFIG } from './harness.js'

// algorithm 'lcs' in real runner processes: the record carries the algorithm through each runner's
// channel, the JSON report keeps it apart from difflib scores, and the table labels its column.

const EXPECTED = 'sat sat a mat'
const RECEIVED = 'sat a mat sat mat'
const LCS = textualDifference(EXPECTED, RECEIVED, { algorithm: 'lcs' })
const DIFFLIB = textualDifference(EXPECTED, RECEIVED)

const body = `
it('mastra 1.x', () => {
  expect(${JSON.stringify(RECEIVED)}).toBeSimilarTo(${JSON.stringify(EXPECTED)}, { scorer: 'textual-difference', algorithm: 'lcs', min: 0.75 })
  expect(${JSON.stringify(RECEIVED)}).toDifferByAtMost(${JSON.stringify(EXPECTED)}, ${LCS.changes}, { algorithm: 'lcs' })
  expect(${JSON.stringify(RECEIVED)}).toBeSimilarTo(${JSON.stringify(EXPECTED)}, { scorer: 'textual-difference', min: 0.5 })
})
`

const validate = reportValidator()

function checkReport(dir: string, output: string): void {
  const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  expect(validate(report)).toEqual({ valid: true, errors: 'No errors' })
  const records = report.records.map((r: any) => [r.matcher, r.scorer, r.algorithm, r.score, r.changes])
  expect(records).toEqual([
    ['toBeSimilarTo', 'textual-difference', 'lcs', LCS.ratio, LCS.changes],
    ['toDifferByAtMost', 'textual-difference', 'lcs', LCS.ratio, LCS.changes],
    ['toBeSimilarTo', 'textual-difference', undefined, DIFFLIB.ratio, DIFFLIB.changes],
  ])
  // Never averaged together: difflib's 0.6 and the LCS's 0.8 each have their own stats.
  expect(report.totals.scorers).toEqual({
    'textual-difference': { count: 1, mean: DIFFLIB.ratio, min: DIFFLIB.ratio, max: DIFFLIB.ratio, meanChanges: 2 },
    'textual-difference:lcs': {
      count: 2,
      mean: LCS.ratio,
      min: LCS.ratio,
      max: LCS.ratio,
      meanChanges: LCS.changes,
    },
  })
  const block = ourBlock(output)
  expect(block).toContain('Difference (LCS)')
  expect(block).toMatch(/Difference +min–max +Changes +Difference \(LCS\)/)
}

describe("algorithm 'lcs' through the real runners", () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach(removeProject))

  it('Vitest: the record, the JSON report and the table name the algorithm', async () => {
    const dir = makeProject('lcs-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/lcs.test.ts': `import { expect, it } from 'vitest'\n${body}`,
    })
    dirs.push(dir)
    const r = await run('vitest', ['run'], dir, { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) })
    expect(r.code, r.output).toBe(0)
    checkReport(dir, r.output)
  })

  it('Jest: the record, the JSON report and the table name the algorithm', async () => {
    const dir = makeProject('lcs-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/lcs.test.js': body,
    })
    dirs.push(dir)
    const r = await run('jest', ['--ci'], dir, { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) })
    expect(r.code, r.output).toBe(0)
    checkReport(dir, r.output)
  })
})
