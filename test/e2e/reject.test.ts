import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportValidator } from '../reporter/schema.js'
import { makeProject, removeProject, run, VITEST_MATCHERS_CONFIG, JEST_MATCHERS_CONFIG } from './harness.js'

// Real runs: a reject example that the threshold accepts fails its test with the threshold
// message, and the JSON report carries how many reject texts were checked and the highest score.
const APPROVED = 'The payment was approved.'
const NEGATION = 'The payment was not approved.'
const DECLINED = 'The payment was declined.'

const body = (test: string) => `${test}('accepts the negation', () => {
  expect(${JSON.stringify(APPROVED)}).toBeSimilarTo(${JSON.stringify(APPROVED)}, { min: 0.7, reject: [${JSON.stringify(NEGATION)}] })
})
${test}('rejects the other outcome', () => {
  expect(${JSON.stringify(APPROVED)}).toBeSimilarTo(${JSON.stringify(APPROVED)}, { min: 0.7, reject: [${JSON.stringify(DECLINED)}] })
})
`

const MESSAGE = [
  'Threshold too low: min 0.70 accepts a text listed in reject',
  '  reject[0] "The payment was not approved." scores 0.89 against expected',
  '  A min above 0.889 rejects it (received scores 1.00, so min 0.89 would still pass)',
].join('\n')

const RECORDS = [
  { test: 'accepts the negation', score: 1, pass: false, rejectChecked: 1, rejectMax: 0.8888888888888888 },
  { test: 'rejects the other outcome', score: 1, pass: true, rejectChecked: 1, rejectMax: 0.6666666666666666 },
]

function reportRecords(dir: string) {
  const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  expect(reportValidator()(report)).toEqual({ valid: true, errors: 'No errors' })
  return (report.records as Record<string, unknown>[]).map(({ test, score, pass, rejectChecked, rejectMax }) => ({
    test,
    score,
    pass,
    rejectChecked,
    rejectMax,
  }))
}

const options = { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json', verbose: true }) }

describe('reject examples, end to end', () => {
  let vitestDir: string
  let jestDir: string
  beforeAll(() => {
    vitestDir = makeProject('reject-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/payment.test.ts': `import { expect, it } from 'vitest'\n${body('it')}`,
    })
    jestDir = makeProject('reject-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/payment.test.js': body('test'),
    })
  })
  afterAll(() => {
    removeProject(vitestDir)
    removeProject(jestDir)
  })

  it('fails the Vitest test with the threshold message, and the report carries the reject fields', async () => {
    const r = await run('vitest', ['run'], vitestDir, options)
    expect(r.code, r.output).toBe(1)
    expect(r.output).toContain(MESSAGE)
    expect(r.output).toMatch(/1 failed \| 1 passed/)
    expect(r.output).toContain('>= 0.70 (reject 1, max 0.89)')
    expect(reportRecords(vitestDir)).toEqual(RECORDS)
  })

  it('does the same under Jest', async () => {
    const r = await run('jest', ['--config', 'jest.config.cjs'], jestDir, options)
    expect(r.code, r.output).toBe(1)
    // Jest indents a failure message by four spaces.
    expect(r.output.replace(/^ {4}/gm, '')).toContain(MESSAGE)
    expect(r.output).toContain('>= 0.70 (reject 1, max 0.89)')
    expect(r.output).toMatch(/Tests:\s+1 failed, 1 passed, 2 total/)
    expect(reportRecords(jestDir)).toEqual(RECORDS)
  })
})
