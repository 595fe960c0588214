import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { VITEST_MATCHERS_CONFIG, makeProject, removeProject, run } from './harness.js'

// test.concurrent in one file, half the tests with the global expect and half with the test
// context's: Vitest's current test (what the global expect's matcher is given) is whichever test
// started last, or none once any test ended; every record must still land on its own test.
const FILE = `import { expect, test } from 'vitest'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
for (let i = 0; i < 80; i++) {
  const name = 't' + i
  const answer = 'The answer of test ' + name + ' is Paris.'
  if (i % 2 === 0) {
    test.concurrent(name, async () => {
      await sleep((i * 7) % 23)
      expect(answer).toBeSimilarTo(answer)
      await sleep((i * 5) % 11)
      expect({ answer }).toEqual({ answer: expect.similarTo(answer) })
    })
  } else {
    test.concurrent(name, async ({ expect }) => {
      await sleep((i * 7) % 23)
      expect(answer).toBeSimilarTo(answer)
      await sleep((i * 5) % 11)
      expect({ answer }).toEqual({ answer: expect.similarTo(answer) })
    })
  }
}
`

interface Record {
  test: string
  matcher: string
  texts?: { received?: string }
}

describe('the global expect inside test.concurrent, next to the test context expect', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach(removeProject))

  for (const pool of ['forks', 'threads']) {
    it(`Vitest, ${pool}: every record lands on its own test, with no warning`, async () => {
      const dir = makeProject(`concurrent-expect-${pool}`, {
        'vitest.config.ts': VITEST_MATCHERS_CONFIG.replace("include: ['**/*.test.ts'],", `$& pool: '${pool}',`),
        'evals/mixed.test.ts': FILE,
      })
      dirs.push(dir)
      // Where a record lands depends on timing: a few runs, each of which must place all 160.
      for (let round = 0; round < 3; round++) {
        const r = await run('vitest', ['run'], dir, { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) })
        expect(r.code, r.output).toBe(0)
        const { records } = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8')) as { records: Record[] }
        const misplaced = records
          .filter((record) => record.texts?.received !== `The answer of test ${record.test} is Paris.`)
          .map((record) => `${record.matcher} of "${record.texts?.received}" on ${record.test}`)
        expect(misplaced).toEqual([])
        expect(records.map((record) => `${record.test} ${record.matcher}`).sort()).toEqual(
          Array.from({ length: 80 }, (_, i) => [`t${i} similarTo`, `t${i} toBeSimilarTo`])
            .flat()
            .sort(),
        )
        expect(r.output).not.toContain('could not be tied to its test')
      }
    }, 180_000)
  }
})
