import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { VITEST_CONFIG, makeProject, removeProject, run, JEST_MATCHERS_CONFIG } from './harness.js'

// Score records made where the runners make them hard to place: asymmetric matchers the runners
// run again to print a diff, assertions in beforeAll/afterAll hooks, and the global expect inside
// test.concurrent. Real Vitest and Jest processes, counted in the JSON report.

const LYON = 'Lyon is the capital of France.'
const PARIS = 'Paris is the capital of France.'

const HEAD = `const LYON = ${JSON.stringify(LYON)}
const PARIS = ${JSON.stringify(PARIS)}
const similar = () => expect.similarTo(PARIS, { min: 0.9 })
`

/** Failing asymmetric matchers on every path; `fn` is vi.fn or jest.fn. */
const asymmetric = (fn: string, poll: string) => `${HEAD}
it('object', () => { expect({ answer: LYON }).toEqual({ answer: similar() }) })
it('toMatchObject', () => { expect({ answer: LYON, lang: 'en' }).toMatchObject({ answer: similar() }) })
it('toStrictEqual', () => { expect({ answer: LYON }).toStrictEqual({ answer: similar() }) })
it('array', () => { expect(['en', LYON]).toEqual(['en', similar()]) })
it('toHaveBeenCalledWith', () => {
  const log = ${fn}()
  log('unrelated words')
  log(LYON)
  expect(log).toHaveBeenCalledWith(similar())
})
it('reused', () => {
  const matcher = similar()
  expect({ answer: PARIS }).toEqual({ answer: matcher })
  expect({ answer: LYON }).toEqual({ answer: matcher })
})
${poll}`

const VITEST_POLL = `it('poll', async () => {
  await expect.poll(() => ({ answer: LYON }), { interval: 1, timeout: 50 }).toEqual({ answer: similar() })
})
`

const HOOKS = `${HEAD}
beforeAll(() => { expect(PARIS).toBeSimilarTo(PARIS) })
afterAll(() => { expect({ a: LYON }).toEqual({ a: expect.similarTo(PARIS, { min: 0.5 }) }) })
describe('inner', () => {
  afterAll(() => { expect(LYON).toBeSimilarTo(PARIS, { min: 0.5 }) })
  it('t', () => { expect(PARIS).toBeSimilarTo(PARIS) })
})
it('last', () => { expect(LYON).toBeSimilarTo(PARIS, { min: 0.6 }) })
`

const OTHER = `it('other', () => { expect('abc').toBeSimilarTo('abc') })\n`

interface Row {
  file: string
  test: string
  matcher: string
  score: number
  pass: boolean
}

function rows(dir: string): Row[] {
  const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  return report.records.map(({ file, test, matcher, score, pass }: Row) => ({ file, test, matcher, score, pass }))
}

function tests(records: Row[], file: string): string[] {
  return records
    .filter((r) => r.file === file)
    .map((r) => `${r.test} ${r.matcher} ${r.pass}`)
    .sort()
}

const ASYMMETRIC_ROWS = (poll: boolean) =>
  [
    'object similarTo false',
    'toMatchObject similarTo false',
    'toStrictEqual similarTo false',
    'array similarTo false',
    'toHaveBeenCalledWith similarTo false',
    'reused similarTo true',
    'reused similarTo false',
    ...(poll ? ['poll similarTo false'] : []),
  ].sort()

const HOOK_ROWS = [
  '(hooks) toBeSimilarTo true',
  '(hooks) similarTo true',
  '(hooks) toBeSimilarTo true',
  `inner${'\u0000'}t toBeSimilarTo true`,
  'last toBeSimilarTo true',
]

const vitestConfig = (extra = '') =>
  VITEST_CONFIG.replace(
    "include: ['**/*.test.ts'],",
    `include: ['**/*.test.ts'], setupFiles: ['expect-similar/vitest'], globals: true,${extra}`,
  )
const jestConfig = JEST_MATCHERS_CONFIG
const REPORT = { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) }

describe('records the runners make hard to place', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach(removeProject))

  it('Vitest: one record per failing asymmetric matcher per assertion, and hooks under (hooks)', async () => {
    const dir = makeProject('records-vitest', {
      'vitest.config.ts': vitestConfig(),
      'evals/asymmetric.test.ts': asymmetric('vi.fn', VITEST_POLL),
      'evals/hooks.test.ts': HOOKS,
      'evals/other.test.ts': OTHER,
    })
    dirs.push(dir)
    const r = await run('vitest', ['run'], dir, REPORT)
    expect(r.output).toContain('7 failed')
    const records = rows(dir)
    expect(tests(records, 'evals/asymmetric.test.ts')).toEqual(ASYMMETRIC_ROWS(true))
    expect(tests(records, 'evals/hooks.test.ts')).toEqual(HOOK_ROWS.map((row) => row.replace('\u0000', ' > ')).sort())
    expect(tests(records, 'evals/other.test.ts')).toEqual(['other toBeSimilarTo true'])
  })

  it('Jest: one record per failing asymmetric matcher per assertion, and hooks under (hooks)', async () => {
    const dir = makeProject('records-jest', {
      'jest.config.cjs': jestConfig,
      'evals/asymmetric.test.js': asymmetric('jest.fn', ''),
      'evals/hooks.test.js': HOOKS,
      'evals/other.test.js': OTHER,
    })
    dirs.push(dir)
    const r = await run('jest', ['--ci'], dir, REPORT)
    expect(r.output).toContain('6 failed')
    const records = rows(dir)
    expect(tests(records, 'evals/asymmetric.test.js')).toEqual(ASYMMETRIC_ROWS(false))
    expect(tests(records, 'evals/hooks.test.js')).toEqual(HOOK_ROWS.map((row) => row.replace('\u0000', ' ')).sort())
    expect(tests(records, 'evals/other.test.js')).toEqual(['other toBeSimilarTo true'])
  })

  // 80 concurrent tests using the global expect, each resuming at a different moment: Vitest's
  // current test is often another one, or none (it ends when any test ends).
  const CONCURRENT = `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
for (let i = 0; i < 80; i++) {
  test.concurrent('t' + i, async () => {
    await sleep((i * 7) % 23)
    expect('Paris is the capital of France.').toBeSimilarTo('Paris is the capital of France!')
  })
}
`
  for (const pool of ['forks', 'threads', 'vmThreads']) {
    it(`Vitest, ${pool}: every record of the global expect inside test.concurrent lands`, async () => {
      const dir = makeProject(`records-concurrent-${pool}`, {
        'vitest.config.ts': vitestConfig(` pool: '${pool}',`),
        'evals/concurrent.test.ts': CONCURRENT,
      })
      dirs.push(dir)
      const r = await run('vitest', ['run'], dir, REPORT)
      expect(r.code, r.output).toBe(0)
      const records = rows(dir)
      expect(records).toHaveLength(80)
      expect(records.every((record) => record.pass)).toBe(true)
      // The entry's aroundEach keeps each test's async context: every test has its own record, and
      // no warning is needed (test/e2e/concurrent-expect.test.ts checks each record's texts).
      expect(records.map((record) => record.test).sort()).toEqual(Array.from({ length: 80 }, (_, i) => `t${i}`).sort())
      expect(r.output).not.toContain('expect-similar: an assertion made with the global expect inside test.concurrent')
    })
  }
})
