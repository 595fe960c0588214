import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { JEST_MATCHERS_CONFIG, makeProject, removeProject, run } from './harness.js'

// A Jest worker keeps its score records in memory and writes them at the end of each test file:
// none may be lost to what a test does, however it ends.
const ENDINGS = `const PARIS = 'Paris is the capital of France.'
afterAll(() => { expect(PARIS).toBeSimilarTo(PARIS) })
test('passes', () => { expect(PARIS).toBeSimilarTo(PARIS) })
test('fails', () => { expect('Lyon').toBeSimilarTo(PARIS) })
test('throws', () => {
  expect(PARIS).toBeSimilarTo(PARIS)
  throw new Error('thrown after the assertion')
})
test('times out', async () => {
  expect(PARIS).toBeSimilarTo(PARIS)
  await new Promise(() => {})
}, 300)
test('many', () => {
  // About 3 MB of records: written as the buffer fills, not only at the end.
  const long = PARIS.repeat(300)
  for (let i = 0; i < 200; i++) expect(long).toBeSimilarTo(long)
})
`

const EXIT = `const PARIS = 'Paris is the capital of France.'
test('before the exit', () => { expect(PARIS).toBeSimilarTo(PARIS) })
test('exits', () => {
  expect(PARIS).toBeSimilarTo(PARIS)
  process.exit(1)
})
`

interface Row {
  file: string
  test: string
  pass: boolean
}

describe('Jest: buffered records', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach(removeProject))

  it('keeps every record of failing, throwing and timed-out tests, and of a root afterAll', async () => {
    const dir = makeProject('jest-buffered', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/endings.test.js': ENDINGS,
      'evals/other.test.js': `test('other', () => { expect('abc').toBeSimilarTo('abc') })\n`,
    })
    dirs.push(dir)
    const r = await run('jest', ['--ci'], dir, {
      ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json', maxTextLength: 20_000 }),
    })
    expect(r.code, r.output).toBe(1)
    const { records } = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8')) as { records: Row[] }
    const count = (test: string) => records.filter((row) => row.test === test).length
    expect({
      passes: count('passes'),
      fails: count('fails'),
      throws: count('throws'),
      'times out': count('times out'),
      many: count('many'),
      hooks: count('(hooks)'),
      other: count('other'),
    }).toEqual({ passes: 1, fails: 1, throws: 1, 'times out': 1, many: 200, hooks: 1, other: 1 })
    expect(records.find((row) => row.test === 'fails')?.pass).toBe(false)
  }, 120_000)

  it('writes the records of a worker that exits in the middle of a file', async () => {
    const dir = makeProject('jest-buffered-exit', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG.replace('workerThreads: true,', 'workerThreads: false,'),
      'evals/exit.test.js': EXIT,
      'evals/other.test.js': `test('other', () => { expect('abc').toBeSimilarTo('abc') })\n`,
    })
    dirs.push(dir)
    const r = await run('jest', ['--ci'], dir, { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) })
    expect(r.code, r.output).toBe(1)
    const { records } = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8')) as { records: Row[] }
    // Jest runs a file whose worker died again in a new worker (up to 3 retries): each run's
    // records, made before its exit, are there.
    const runs = (test: string) => records.filter((row) => `${row.file} ${row.test}` === test).length
    expect(r.output).toMatch(/process\.exit called with "1"|exited unexpectedly|Call retries were exceeded/)
    expect(runs('evals/exit.test.js before the exit')).toBeGreaterThan(0)
    expect(runs('evals/exit.test.js exits')).toBe(runs('evals/exit.test.js before the exit'))
    expect(runs('evals/other.test.js other')).toBe(1)
  }, 120_000)
})
