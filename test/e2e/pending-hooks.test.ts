import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  JEST_MATCHERS_CONFIG,
  type JsonResults,
  jsonResultsRun,
  makeProject,
  removeProject,
  run,
  SLOW_JUDGE,
  VITEST_MATCHERS_JSON_CONFIG,
} from './harness.js'

// Real runs of async assertions that the test file's own root afterEach / afterAll hooks await or
// forget. The check for un-awaited assertions must run after those hooks: before them, it reports
// what their cleanup awaits as forgotten and misses what they leave running. The setup file's hooks
// are declared first, and Jest runs the hooks of a block in declaration order.

// The test starts its assertions; the file's cleanup awaits them all.
const AFTER_EACH_AWAITS = `${SLOW_JUDGE}
const started = []
afterEach(async () => {
  await Promise.all(started.splice(0))
})
test('leaves its assertion to the afterEach cleanup', () => {
  started.push(expect(answer(300)).toBeSimilarTo(answer(300), { scorer: judge }))
})
test('fast', () => {
  expect('Paris is the capital').toBeSimilarTo('Paris is the capital')
})
`

// A root afterEach that starts an assertion and never awaits it: the test it ran for fails.
const AFTER_EACH_FORGETS = `${SLOW_JUDGE}
afterEach(() => {
  expect(answer(2000)).toBeSimilarTo(answer(2000), { scorer: judge })
})
test('its afterEach forgets an await', () => {
  expect('Paris is the capital').toBeSimilarTo('Paris is the capital')
})
`

// Started in beforeAll, awaited in afterAll: nothing was forgotten.
const AFTER_ALL_AWAITS = `${SLOW_JUDGE}
let fromBeforeAll
beforeAll(() => {
  fromBeforeAll = expect(answer(300)).toBeSimilarTo(answer(300), { scorer: judge })
})
afterAll(async () => {
  await fromBeforeAll
})
test('fast', () => {
  expect('Paris is the capital').toBeSimilarTo('Paris is the capital')
})
`

// A root afterAll that starts an assertion and never awaits it: the file fails.
const AFTER_ALL_FORGETS = `${SLOW_JUDGE}
afterAll(() => {
  expect(answer(3000)).toBeSimilarTo(answer(3000), { scorer: judge })
})
test('fast', () => {
  expect('Paris is the capital').toBeSimilarTo('Paris is the capital')
})
`

const VITEST_IMPORTS = "import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'\n"

const STILL_RUNNING = 'expect-similar: toBeSimilarTo with an async scorer was still running when the test'

describe("async assertions and the test file's own root hooks, end to end", () => {
  let vitestDir: string
  let jestDir: string
  const files = {
    'after-each-awaits': AFTER_EACH_AWAITS,
    'after-each-forgets': AFTER_EACH_FORGETS,
    'after-all-awaits': AFTER_ALL_AWAITS,
    'after-all-forgets': AFTER_ALL_FORGETS,
  }
  beforeAll(() => {
    const entries = Object.entries(files)
    vitestDir = makeProject('pending-hooks-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_JSON_CONFIG,
      ...Object.fromEntries(entries.map(([name, body]) => [`evals/${name}.test.ts`, VITEST_IMPORTS + body])),
    })
    jestDir = makeProject('pending-hooks-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      ...Object.fromEntries(entries.map(([name, body]) => [`evals/${name}.test.js`, body])),
    })
  })
  afterAll(() => {
    removeProject(vitestDir)
    removeProject(jestDir)
  })

  for (const runner of ['vitest', 'jest'] as const) {
    describe(runner, () => {
      const { runOnce, file, statuses } = jsonResultsRun(runner, () => (runner === 'vitest' ? vitestDir : jestDir))

      it('passes a test whose assertion the root afterEach awaits', async () => {
        const { output } = await runOnce()
        expect(await statuses('after-each-awaits'), output).toEqual({
          'leaves its assertion to the afterEach cleanup': 'passed',
          fast: 'passed',
        })
        expect((await file('after-each-awaits')).status).toBe('passed')
      }, 120_000)

      it('fails the test whose root afterEach starts an assertion and never awaits it', async () => {
        const { output } = await runOnce()
        expect(await statuses('after-each-forgets'), output).toEqual({ 'its afterEach forgets an await': 'failed' })
        const [test] = (await file('after-each-forgets')).assertionResults
        expect(test?.failureMessages.join('\n')).toContain(`${STILL_RUNNING} ended`)
      }, 120_000)

      it('passes a file whose root afterAll awaits what its beforeAll started', async () => {
        const { output } = await runOnce()
        const awaited = await file('after-all-awaits')
        expect(awaited.status, `${awaited.message}\n${output}`).toBe('passed')
        expect(await statuses('after-all-awaits')).toEqual({ fast: 'passed' })
      }, 120_000)

      it('fails the file, not a test, whose root afterAll starts an assertion and never awaits it', async () => {
        const { code, output } = await runOnce()
        expect(await statuses('after-all-forgets'), output).toEqual({ fast: 'passed' })
        const forgets = await file('after-all-forgets')
        expect(forgets.status).toBe('failed')
        expect(forgets.message).toContain(`${STILL_RUNNING} file ended`)
        expect(code, output).toBe(1)
      }, 120_000)
    })
  }
})

// An assertion nobody awaited may end after its test file ended, while the worker runs the next
// file: Jest has torn the first file's globals down by then, and recording its verdict there
// crashed the worker (RangeError in Jest's globalsCleanup), losing the results of the run. One
// worker runs both files in turn, so whichever goes first ends its forgotten assertion during the other.
const ENDS_LATE = `${SLOW_JUDGE}
test('takes a while', async () => {
  await sleep(1500)
  expect('Paris is the capital').toBeSimilarTo('Paris is the capital')
})
test('never awaited', () => {
  expect(answer(500)).toBeSimilarTo(answer(500), { scorer: judge })
})
`

describe('jest: an un-awaited assertion that ends after its test file', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('pending-late-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/first.test.js': ENDS_LATE,
      'evals/second.test.js': ENDS_LATE,
    })
  })
  afterAll(() => removeProject(dir))

  it('fails the test that forgot it, and the run reports every file with its records', async () => {
    const args = ['--ci=false', '--maxWorkers=1', '--json', '--outputFile=results.json']
    const r = await run('jest', args, dir, { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) })
    expect(r.output).not.toContain('Maximum call stack size exceeded')
    // What still reads the torn-down globals prints Jest's deprecation warning, but writes nothing there.
    expect(r.output).not.toContain("'dir' property was accessed")
    const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as JsonResults
    const statuses = results.testResults
      .map((file) => [file.name.replace(/.*evals\//, ''), file.assertionResults.map((test) => test.status)])
      .sort()
    expect(statuses, r.output).toEqual([
      ['first.test.js', ['passed', 'failed']],
      ['second.test.js', ['passed', 'failed']],
    ])
    expect(r.output).toContain(`${STILL_RUNNING} ended`)
    expect(r.code, r.output).toBe(1)
    const { records } = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8')) as {
      records: { file: string; test: string; pass: boolean }[]
    }
    // The awaited assertions of both files; the forgotten ones decided nothing.
    expect(records.map(({ file, test, pass }) => [file.replace(/.*evals\//, ''), test, pass]).sort()).toEqual([
      ['first.test.js', 'takes a while', true],
      ['second.test.js', 'takes a while', true],
    ])
  }, 120_000)
})
