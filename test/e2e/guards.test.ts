import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportValidator } from '../reporter/schema.js'
import { JEST_MATCHERS_CONFIG, makeProject, removeProject, run, VITEST_MATCHERS_CONFIG } from './harness.js'

// Real runs: the guard option of every similarity matcher fails a high-scoring answer whose
// number, negation or name changed, with the guard's message, and the JSON report carries the
// verdicts. The snapshot is written on the first run and changed on the second.
const body = (test: string) => `const answer = process.env.ANSWER ?? 'The build is 40% faster.'
${test}('keeps the number', () => {
  expect('The build runs 40% faster.').toBeSimilarTo('The build is 40% faster.', { guard: 'numbers' })
})
${test}('changes the number', () => {
  expect('The build is 400% faster.').toBeSimilarTo('The build is 40% faster.', { guard: 'numbers' })
})
${test}('flips the negation', () => {
  expect('The payment was not approved.').toBeSimilarToAny(['The payment was approved.'], { guard: 'negation' })
})
${test}('changes the name', () => {
  expect({ text: 'Alice met Bob in Rome.' }).toEqual({ text: expect.similarTo('Alice met Bob in Paris.', { min: 0.5, guard: 'names' }) })
})
${test}('is not the same fact', () => {
  expect('The build is 400% faster.').not.toBeSimilarTo('The build is 40% faster.', { guard: 'numbers' })
})
${test}('keeps the snapshot facts', () => {
  expect(answer).toMatchSimilarSnapshot({ guard: 'numbers' })
})
`

const NUMBERS = 'numbers differ: expected 40%, received 400%'
const NEGATION = 'negation differs: "was approved" became "was not approved"'

type Guards = { kind: string; pass: boolean; facts?: { message: string } }[]

function reportGuards(dir: string): Record<string, [boolean, string[]]> {
  const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  expect(reportValidator()(report)).toEqual({ valid: true, errors: 'No errors' })
  expect(report.totals.guardFailures).toBeGreaterThan(0)
  const records = report.records as { test: string; pass: boolean; guards?: Guards }[]
  return Object.fromEntries(
    records.map((r) => [r.test, [r.pass, (r.guards ?? []).map((g) => `${g.kind} ${g.pass} ${g.facts?.message}`)]]),
  )
}

const FIRST = {
  'keeps the number': [true, ['numbers true numbers agree']],
  'changes the number': [false, [`numbers false ${NUMBERS}`]],
  'flips the negation': [false, [`negation false ${NEGATION}`]],
  'changes the name': [false, ['names false names differ: expected "Paris", received "Rome"']],
  'is not the same fact': [true, [`numbers false ${NUMBERS}`]],
}

const options = { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json', verbose: true }) }

describe('meaning guards, end to end', () => {
  let vitestDir: string
  let jestDir: string
  beforeAll(() => {
    vitestDir = makeProject('guards-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/facts.test.ts': `import { expect, it } from 'vitest'\n${body('it')}`,
    })
    jestDir = makeProject('guards-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/facts.test.js': body('test'),
    })
  })
  afterAll(() => {
    removeProject(vitestDir)
    removeProject(jestDir)
  })

  it('fails each guarded Vitest matcher whose facts changed, naming them, and reports the verdicts', async () => {
    const first = await run('vitest', ['run'], vitestDir, options)
    expect(first.code, first.output).toBe(1)
    expect(first.output).toContain(`Guard failed: ${NUMBERS}`)
    expect(first.output).toContain(`Guard failed: ${NEGATION}`)
    expect(first.output).toContain('received 0.69, names differ: expected "Paris", received "Rome">')
    expect(first.output).toMatch(/3 failed \| 3 passed/)
    expect(reportGuards(vitestDir)).toMatchObject(FIRST)
    const second = await run('vitest', ['run'], vitestDir, { ...options, ANSWER: 'The build is 400% faster.' })
    expect(second.output).toMatch(/4 failed \| 2 passed/)
    expect(second.output).toContain('(snapshot `keeps the snapshot facts 1`)')
    expect(reportGuards(vitestDir)['keeps the snapshot facts']).toEqual([false, [`numbers false ${NUMBERS}`]])
  })

  it('does the same under Jest', async () => {
    const first = await run('jest', ['--config', 'jest.config.cjs'], jestDir, options)
    expect(first.code, first.output).toBe(1)
    const output = first.output.replace(/^ {4}/gm, '')
    expect(output).toContain(`Guard failed: ${NUMBERS}`)
    expect(output).toContain(`Guard failed: ${NEGATION}`)
    expect(first.output).toMatch(/Tests:\s+3 failed, 3 passed, 6 total/)
    expect(reportGuards(jestDir)).toMatchObject(FIRST)
    const second = await run('jest', ['--config', 'jest.config.cjs'], jestDir, {
      ...options,
      ANSWER: 'The build is 400% faster.',
    })
    expect(second.output).toMatch(/Tests:\s+4 failed, 2 passed, 6 total/)
    expect(reportGuards(jestDir)['keeps the snapshot facts']).toEqual([false, [`numbers false ${NUMBERS}`]])
  })
})
