import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  JEST_MATCHERS_CONFIG,
  jsonResultsRun,
  makeProject,
  removeProject,
  SLOW_JUDGE,
  VITEST_MATCHERS_JSON_CONFIG,
} from './harness.js'

// Real runs of test.concurrent with an async custom scorer. The after-test check that fails a test
// whose assertion still runs must look at that test's assertions only: a test that ends while
// another one awaits its scorer passes, and a missing `await` fails the test that forgot it.

const AWAITED = `${SLOW_JUDGE}
test.concurrent('awaits 900', async () => {
  await expect(answer(900)).toBeSimilarTo(answer(900), { scorer: judge })
})
test.concurrent('awaits 600, twice', async () => {
  await expect(answer(300)).toBeSimilarTo(answer(300), { scorer: judge })
  await expect(answer(300)).toBeSimilarTo(answer(300), { scorer: judge })
})
test.concurrent('awaits 300', async () => {
  await expect(answer(300)).toBeSimilarTo(answer(300), { scorer: judge })
})
test.concurrent('fast', () => {
  expect('Paris is the capital').toBeSimilarTo('Paris is the capital')
})
`

const FORGOTTEN = `${SLOW_JUDGE}
test.concurrent('awaits 900', async () => {
  await expect(answer(900)).toBeSimilarTo(answer(900), { scorer: judge })
})
test.concurrent('forgets its await', () => {
  // A score that passes: only the check can tell that nobody waited for it. Its scorer answers
  // long after every other test here ended, so even a loaded machine runs the check first.
  expect(answer(2000)).toBeSimilarTo(answer(2000), { scorer: judge })
})
test.concurrent('awaits 300', async () => {
  await expect(answer(300)).toBeSimilarTo(answer(300), { scorer: judge })
})
test.concurrent('fast', () => {
  expect('Paris is the capital').toBeSimilarTo('Paris is the capital')
})
`

// An assertion made in beforeAll belongs to no test: the check at the end of the file reports it.
const IN_HOOK = `${SLOW_JUDGE}
beforeAll(() => {
  expect(answer(3000)).toBeSimilarTo(answer(3000), { scorer: judge })
})
test.concurrent('awaits 300', async () => {
  await expect(answer(300)).toBeSimilarTo(answer(300), { scorer: judge })
})
test.concurrent('fast', () => {
  expect('Paris is the capital').toBeSimilarTo('Paris is the capital')
})
`

const VITEST_IMPORTS = "import { beforeAll, expect, test } from 'vitest'\n"

const STILL_RUNNING = 'expect-similar: toBeSimilarTo with an async scorer was still running when the test ended'
const STILL_RUNNING_AT_END =
  'expect-similar: toBeSimilarTo with an async scorer was still running when the test file ended'

describe('test.concurrent with an async custom scorer, end to end', () => {
  let vitestDir: string
  let jestDir: string
  beforeAll(() => {
    vitestDir = makeProject('concurrent-async-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_JSON_CONFIG,
      'evals/awaited.test.ts': VITEST_IMPORTS + AWAITED,
      'evals/forgotten.test.ts': VITEST_IMPORTS + FORGOTTEN,
      'evals/in-hook.test.ts': VITEST_IMPORTS + IN_HOOK,
    })
    jestDir = makeProject('concurrent-async-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/awaited.test.js': AWAITED,
      'evals/forgotten.test.js': FORGOTTEN,
      'evals/in-hook.test.js': IN_HOOK,
    })
  })
  afterAll(() => {
    removeProject(vitestDir)
    removeProject(jestDir)
  })

  for (const runner of ['vitest', 'jest'] as const) {
    describe(runner, () => {
      const { runOnce, file, statuses } = jsonResultsRun(runner, () => (runner === 'vitest' ? vitestDir : jestDir))

      it('passes tests that end while other tests await their async scorers', async () => {
        expect(await statuses('awaited')).toEqual({
          'awaits 900': 'passed',
          'awaits 600, twice': 'passed',
          'awaits 300': 'passed',
          fast: 'passed',
        })
        expect((await file('awaited')).status).toBe('passed')
      }, 120_000)

      it('fails the one test that forgot its await, with the check message, and passes the others', async () => {
        expect(await statuses('forgotten')).toEqual({
          'awaits 900': 'passed',
          'forgets its await': 'failed',
          'awaits 300': 'passed',
          fast: 'passed',
        })
        const forgot = (await file('forgotten')).assertionResults.find((test) => test.title === 'forgets its await')
        expect(forgot?.failureMessages.join('\n')).toContain(STILL_RUNNING)
        const { code, output } = await runOnce()
        expect(output.split(STILL_RUNNING).length - 1, output).toBe(1)
        expect(code, output).toBe(1)
      }, 120_000)

      it("fails the file, not a test, for a beforeAll hook's un-awaited assertion", async () => {
        expect(await statuses('in-hook')).toEqual({ 'awaits 300': 'passed', fast: 'passed' })
        const inHook = await file('in-hook')
        expect(inHook.status).toBe('failed')
        expect(inHook.message).toContain(STILL_RUNNING_AT_END)
      }, 120_000)
    })
  }
})
