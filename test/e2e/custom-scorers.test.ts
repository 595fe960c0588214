import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportValidator } from '../reporter/schema.js'
import { JEST_MATCHERS_CONFIG, makeProject, removeProject, run, VITEST_MATCHERS_CONFIG } from './harness.js'

// Real runs: sync, async and fromMastra scorers in toBeSimilarTo, toBeSimilarToAny, expect.similarTo
// and toMatchSimilarSnapshot, with the reporters on; the disk cache turns the second run's calls
// into hits, and an assertion nobody awaited fails its test instead of passing silently.
const body = (test: string, importLine: string) => `${importLine}
const words = (text) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
function overlap(received, expected) {
  const want = words(expected)
  const got = words(received)
  let hits = 0
  for (const word of want) if (got.has(word)) hits++
  return want.size === 0 ? 1 : hits / want.size
}
const calls = { n: 0 }
const judge = {
  name: 'judge',
  version: 'stand-in-1',
  cache: '.scorer-cache',
  async score(received, expected) {
    calls.n++
    await new Promise((resolve) => setTimeout(resolve, 5))
    return { score: overlap(received, expected), reason: 'overlap of ' + words(expected).size + ' words' }
  },
}
// A stand-in with the run and result shape of a Mastra 1.x scorer.
const mastraLike = {
  id: 'answer-similarity-scorer',
  async run({ output, groundTruth }) {
    const text = output.find((m) => m.role === 'assistant').content.parts[0].text
    return { score: overlap(text, groundTruth), reason: 'compared with the ground truth' }
  },
}
${test}('sync custom scorer', () => {
  expect('Paris is the capital').toBeSimilarTo('Paris is the capital of France', { scorer: overlap, min: 0.6 })
  expect({ answer: 'Paris is big' }).toEqual({ answer: expect.similarTo('Paris is big', { scorer: overlap }) })
})
${test}('async custom scorer', async () => {
  await expect('Paris is the capital').toBeSimilarTo('Paris is the capital', { scorer: judge })
  await expect('Paris').toBeSimilarToAny(['Lyon', 'Paris'], { scorer: judge })
  await expect('The capital is Paris').toMatchSimilarSnapshot({ scorer: judge })
})
${test}('async custom scorer fails', async () => {
  await expect('Lyon is big').toBeSimilarTo('Paris is the capital', { scorer: judge })
})
${test}('fromMastra scorer', async () => {
  await expect('Paris is the capital').toBeSimilarTo('Paris is the capital', { scorer: fromMastra(mastraLike) })
})
${test}('never awaited', () => {
  const slow = { name: 'slow', score: () => new Promise((resolve) => setTimeout(() => resolve(0), 300)) }
  expect('a').toBeSimilarTo('b', { scorer: slow })
})
${test}('counts its calls', () => {
  console.log('judge calls: ' + calls.n)
})
`

interface Record {
  test: string
  scorer: string
  score: number
  pass: boolean
  cached?: boolean
  details?: { [key: string]: unknown }
  scorerVersion?: string
}

function report(dir: string) {
  const json = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  expect(reportValidator()(json)).toEqual({ valid: true, errors: 'No errors' })
  return json as { records: Record[]; totals: { scorers: object; cacheHits?: number } }
}

const options = { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) }

describe('custom scorers, end to end', () => {
  let vitestDir: string
  let jestDir: string
  beforeAll(() => {
    vitestDir = makeProject('custom-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/custom.test.ts': body(
        'it',
        "import { expect, it } from 'vitest'\nimport { fromMastra } from 'expect-similar'",
      ),
    })
    jestDir = makeProject('custom-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/custom.test.js': body('test', "const { fromMastra } = require('expect-similar')"),
    })
  })
  afterAll(() => {
    removeProject(vitestDir)
    removeProject(jestDir)
  })

  for (const runner of ['vitest', 'jest'] as const) {
    it(`${runner}: decides with custom scores, reports them as their own scorers and caches the judge`, async () => {
      const dir = runner === 'vitest' ? vitestDir : jestDir
      const args = runner === 'vitest' ? ['run'] : ['--ci=false']
      const first = await run(runner, args, dir, options)
      expect(first.code, first.output).toBe(1)
      expect(first.output).toContain("Expected 'judge' score ≥ 0.70, received 0.25")
      expect(first.output).toContain('Details: reason "overlap of 4 words"')
      expect(first.output).toContain(
        'expect-similar: toBeSimilarTo with an async scorer was still running when the test ended',
      )
      // The forgotten assertion answers 300 ms later, after its test failed for it (and, in Jest, after
      // its file ended): it decides nothing more, and nothing rejects unawaited. Its failed verdict had
      // escaped as an unhandled rejection that ended the Jest worker, a crash that under load came
      // before the worker reported the file.
      expect(first.output).not.toContain("Expected 'slow' score")
      expect(first.output).not.toMatch(/Unhandled|Node\.js v\d/)
      expect(first.output).toContain('judge calls: 4')
      const records = report(dir).records
      const byTest = (test: string) => records.filter((r) => r.test === test)
      expect(byTest('sync custom scorer').map((r) => [r.scorer, r.score, r.pass])).toEqual([
        ['overlap', 2 / 3, true],
        ['overlap', 1, true],
      ])
      expect(byTest('async custom scorer').map((r) => [r.scorer, r.score, r.pass, r.scorerVersion])).toEqual([
        ['judge', 1, true, 'stand-in-1'],
        ['judge', 1, true, 'stand-in-1'],
      ])
      expect(first.output).toMatch(/Snapshots:? +1 written/)
      expect(byTest('async custom scorer fails')[0]).toMatchObject({
        scorer: 'judge',
        score: 0.25,
        pass: false,
        details: { reason: 'overlap of 4 words' },
      })
      expect(byTest('fromMastra scorer')[0]).toMatchObject({
        scorer: 'answer-similarity-scorer',
        score: 1,
        details: { reason: 'compared with the ground truth' },
      })
      expect(Object.keys(report(dir).totals.scorers)).toEqual(['answer-similarity-scorer', 'judge', 'overlap'])
      expect(first.output).toMatch(/judge/)
      expect(readdirSync(join(dir, '.scorer-cache/judge')).length).toBe(4)

      const second = await run(runner, args, dir, options)
      expect(second.code, second.output).toBe(1)
      // Every judge score of the first run came from the cache; only the snapshot, written by the
      // first run without a score, is scored now.
      expect(second.output).toContain('judge calls: 1')
      expect(report(dir).totals.cacheHits).toBe(3)
      expect(second.output).toContain("Cache: 3 scores came from a custom scorer's disk cache")
      const cached = report(dir).records.filter((r) => r.cached)
      expect(cached.map((r) => [r.test, r.scorer, r.score])).toEqual([
        ['async custom scorer', 'judge', 1],
        ['async custom scorer', 'judge', 1],
        ['async custom scorer fails', 'judge', 0.25],
      ])
      // A cache hit keeps no string detail: the entry holds no text.
      expect(cached[2]?.details).toBeUndefined()
    })
  }
})
