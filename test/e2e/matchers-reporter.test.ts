import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contentSimilarity, textualDifference } from '../../src/index.js'
import { reportValidator } from '../reporter/schema.js'
import { makeProject, ourBlock, removeProject, run, VITEST_MATCHERS_CONFIG, JEST_MATCHERS_CONFIG } from './harness.js'

// The reporter tests feed records through a hand-written channel; these run the REAL matchers in
// real runner processes and check that what the reporters print and save is what the core computed.

const REFERENCE = 'Paris is the capital of France.'
const PARAPHRASE = 'The capital of France is Paris.'
const SUMMARY_REF = 'Version 2.0 adds offline mode, makes sync about 40% faster, and ends support for Node 16.'
const SUMMARY_OUT = 'Version 2.0 introduces offline mode, makes sync roughly 40% faster and removes Node 16 support.'
const MARKDOWN_REF = '# Release\n\n- Offline mode\n- Faster sync\n'
const MARKDOWN_OUT = '# Release\n\n- Offline mode\n- Much faster sync\n'

/** One suite body for both runners: the globals describe/it/expect exist in both. */
const body = (retry: string) => `
const REFERENCE = ${JSON.stringify(REFERENCE)}
describe('answers', () => {
  it('paraphrase is similar', () => {
    expect(${JSON.stringify(PARAPHRASE)}).toBeSimilarTo(REFERENCE, { min: 0.8 })
  })
  it('summary, both scorers', () => {
    expect({ text: ${JSON.stringify(SUMMARY_OUT)} }).toBeSimilarTo(${JSON.stringify(SUMMARY_REF)}, { min: 0.6 })
    expect(${JSON.stringify(SUMMARY_OUT)}).toBeSimilarTo(${JSON.stringify(SUMMARY_REF)}, { min: 0.5, scorer: 'textual-difference' })
  })
  it('structured reply', () => {
    expect({ answer: ${JSON.stringify(PARAPHRASE)}, lang: 'en' }).toEqual({ answer: expect.similarTo(REFERENCE, { min: 0.8 }), lang: 'en' })
  })
  it('best of several', () => {
    expect('Paris').toBeSimilarToAny(['London', 'Paris, France', 'Rome'], { min: 0.5 })
  })
  it('not similar', () => {
    expect('Completely unrelated words here').not.toBeSimilarTo(REFERENCE, { min: 0.9 })
  })
})
${retry}
it('markdown differs by one line', () => {
  expect(${JSON.stringify(MARKDOWN_OUT)}).toDifferByAtMost(${JSON.stringify(MARKDOWN_REF)}, 1, { granularity: 'line' })
})
`

const VITEST_RETRY = `let calls = 0
describe('retried', () => {
  it('flaky', { retry: 2 }, () => {
    calls++
    expect(calls === 1 ? 'nothing alike at all' : ${JSON.stringify(PARAPHRASE)}).toBeSimilarTo(REFERENCE, { min: 0.8 })
  })
})`
const JEST_RETRY = `let calls = 0
describe('retried', () => {
  jest.retryTimes(2)
  it('flaky', () => {
    calls++
    expect(calls === 1 ? 'nothing alike at all' : ${JSON.stringify(PARAPHRASE)}).toBeSimilarTo(REFERENCE, { min: 0.8 })
  })
})`

const content = (a: string, b: string) => contentSimilarity(a, b).score
const EXPECTED_RECORDS = [
  { test: ['answers', 'paraphrase is similar'], matcher: 'toBeSimilarTo', score: content(REFERENCE, PARAPHRASE) },
  { test: ['answers', 'summary, both scorers'], matcher: 'toBeSimilarTo', score: content(SUMMARY_REF, SUMMARY_OUT) },
  {
    test: ['answers', 'summary, both scorers'],
    matcher: 'toBeSimilarTo',
    score: textualDifference(SUMMARY_REF, SUMMARY_OUT).ratio,
  },
  { test: ['answers', 'structured reply'], matcher: 'similarTo', score: content(REFERENCE, PARAPHRASE) },
  { test: ['answers', 'best of several'], matcher: 'toBeSimilarToAny', score: content('Paris, France', 'Paris') },
  {
    test: ['answers', 'not similar'],
    matcher: 'toBeSimilarTo',
    score: content(REFERENCE, 'Completely unrelated words here'),
  },
  { test: ['retried', 'flaky'], matcher: 'toBeSimilarTo', score: content(REFERENCE, PARAPHRASE) },
  {
    test: ['markdown differs by one line'],
    matcher: 'toDifferByAtMost',
    score: textualDifference(MARKDOWN_REF, MARKDOWN_OUT, { granularity: 'line' }).ratio,
  },
]

const validate = reportValidator()

/** Vitest joins describe titles with " > ", Jest with spaces. */
function readReport(dir: string): any {
  const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  expect(validate(report)).toEqual({ valid: true, errors: 'No errors' })
  return report
}

function checkReport(report: any, runnerName: string, separator: string): void {
  expect(report.runner.name).toBe(runnerName)
  const records = report.records
    .map((r: any) => ({ test: r.test, matcher: r.matcher, score: r.score }))
    .sort((x: any, y: any) => x.test.localeCompare(y.test) || x.matcher.localeCompare(y.matcher) || x.score - y.score)
  const expected = EXPECTED_RECORDS.map((r) => ({ ...r, test: r.test.join(separator) })).sort(
    (x, y) => x.test.localeCompare(y.test) || x.matcher.localeCompare(y.matcher) || x.score - y.score,
  )
  // Exactly one record per assertion: the failed first attempt of 'flaky' is not counted.
  expect(records).toEqual(expected)
  expect(report.records.every((r: any) => r.pass === true)).toBe(true)
  const flaky = report.records.find((r: any) => r.test.endsWith('flaky'))
  expect(flaky.attempts).toBe(2)
  const notRecord = report.records.find((r: any) => r.test.endsWith('not similar'))
  expect(notRecord).toMatchObject({ isNot: true, pass: true, threshold: 0.9 })
  const markdown = report.records.find((r: any) => r.matcher === 'toDifferByAtMost')
  expect(markdown).toMatchObject({ scorer: 'textual-difference', changes: 1, maxChanges: 1 })
}

describe('real matchers into the real reporters', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach(removeProject))

  it('Vitest: every matcher call reaches the table and the JSON report once', async () => {
    const dir = makeProject('matchers-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/answers.test.ts': `import { describe, expect, it } from 'vitest'\n${body(VITEST_RETRY)}`,
    })
    dirs.push(dir)
    const r = await run('vitest', ['run'], dir, { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) })
    expect(r.code, r.output).toBe(0)
    expect(ourBlock(r.output)).toContain('evals/answers.test.ts')
    const report = readReport(dir)
    checkReport(report, 'vitest', ' > ')
    expect(report.totals).toMatchObject({ assertions: 8, passed: 8, failed: 0, retriedTests: 1 })
  })

  it('Jest: every matcher call reaches the table and the JSON report once, across worker threads', async () => {
    const dir = makeProject('matchers-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/answers.test.js': body(JEST_RETRY),
      // A second file so two workers really run.
      'evals/other.test.js': `it('other', () => { expect('abc').toBeSimilarTo('abc') })`,
    })
    dirs.push(dir)
    const r = await run('jest', ['--ci'], dir, { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) })
    expect(r.code, r.output).toBe(0)
    expect(ourBlock(r.output)).toContain('evals/answers.test.js')
    const report = readReport(dir)
    expect(report.totals).toMatchObject({ assertions: 9, passed: 9, failed: 0, retriedTests: 1 })
    const other = report.records.filter((x: any) => x.file === 'evals/other.test.js')
    expect(other).toMatchObject([{ test: 'other', score: 1, pass: true }])
    checkReport(
      { ...report, records: report.records.filter((x: any) => x.file !== 'evals/other.test.js') },
      'jest',
      ' ',
    )
  })
})
