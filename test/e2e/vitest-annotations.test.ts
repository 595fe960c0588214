import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSimilarity } from '../../src/index.js'
import { makeProject, removeProject, run } from './harness.js'

// Real Vitest runs with the real matchers: failing scored assertions become Vitest test
// annotations, which Vitest's own github-actions reporter prints as workflow commands.

const REFERENCE = 'Paris is the capital of France.'
const FAR = 'Berlin hosts the largest train station in Europe.'
const CLOSE = 'The capital of France is Paris.'

// Reporters as a CI config would list them: a --reporter flag would replace ours, and with it the
// annotate option it provides to the workers. ANNOTATIONS_OUT: a reporter that saves what the
// test cases hold, to check that annotations survive --merge-reports.
const CONFIG = `import { writeFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
const saveAnnotations = {
  onTestRunEnd(modules) {
    const annotations = modules.flatMap((m) => [...m.children.allTests()].flatMap((t) =>
      t.annotations().map((a) => ({ test: t.name, type: a.type, message: a.message, line: a.location?.line }))))
    const records = modules.flatMap((m) => [...m.children.allTests()].map((t) => t.meta().expectSimilar?.length ?? 0))
    writeFileSync(process.env.ANNOTATIONS_OUT, JSON.stringify({ annotations, records }))
  },
}
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    setupFiles: ['expect-similar/vitest'],
    reporters: [
      ...(process.env.BLOB ? ['blob'] : ['github-actions']),
      ...(process.env.ANNOTATIONS_OUT ? [saveAnnotations] : []),
      ...(process.env.NO_ES ? [] : [['expect-similar/vitest-reporter', JSON.parse(process.env.ES_OPTIONS ?? '{}')]]),
    ],
  },
})
`

const TESTS = `import { expect, it } from 'vitest'
it('far answer', () => {
  expect(${JSON.stringify(FAR)}).toBeSimilarTo(${JSON.stringify(REFERENCE)}, { min: 0.8 })
})
it('close answer', () => {
  expect(${JSON.stringify(CLOSE)}).toBeSimilarTo(${JSON.stringify(REFERENCE)}, { min: 0.8 })
})
it('too many changes', () => {
  expect('one two three four').toDifferByAtMost('uno dos tres cuatro', 1, { granularity: 'word' })
})
it('negated', () => {
  expect(${JSON.stringify(CLOSE)}).not.toBeSimilarTo(${JSON.stringify(REFERENCE)}, { min: 0.5 })
})
`

const far = contentSimilarity(FAR, REFERENCE).score.toFixed(2)
const close = contentSimilarity(CLOSE, REFERENCE).score.toFixed(2)

/** The workflow-command lines Vitest's github-actions reporter printed for our annotations. */
const notices = (output: string): string[] =>
  output.split('\n').filter((line) => line.startsWith('::notice ') && line.includes('title=expect-similar'))

describe('Vitest annotations, end to end', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('vitest-annotations', { 'vitest.config.ts': CONFIG, 'test/a.test.ts': TESTS })
  })
  afterAll(() => removeProject(dir))

  it('the github-actions reporter prints one notice per failing scored assertion, on its line', async () => {
    const r = await run('vitest', ['run'], dir, { GITHUB_ACTIONS: 'true' })
    expect(r.code, r.output).toBe(1)
    const file = `${dir}/test/a.test.ts`
    expect(notices(r.stdout)).toEqual([
      `::notice file=${file},line=3,column=63,title=expect-similar::content similarity ${far} < min 0.80`,
      `::notice file=${file},line=9,column=32,title=expect-similar::4 changes > max 1`,
      `::notice file=${file},line=12,column=49,title=expect-similar::content similarity ${close} ≥ min 0.50 (.not)`,
    ])
  })

  it("annotate: 'all' also annotates the passing ones, 'none' none at all", async () => {
    const all = await run('vitest', ['run'], dir, {
      GITHUB_ACTIONS: 'true',
      ES_OPTIONS: JSON.stringify({ annotate: 'all' }),
    })
    expect(notices(all.stdout).map((line) => line.split('::')[2])).toEqual([
      `content similarity ${far} < min 0.80`,
      `content similarity ${close} ≥ min 0.80`,
      '4 changes > max 1',
      `content similarity ${close} ≥ min 0.50 (.not)`,
    ])
    const none = await run('vitest', ['run'], dir, {
      GITHUB_ACTIONS: 'true',
      ES_OPTIONS: JSON.stringify({ annotate: 'none' }),
    })
    expect(none.code, none.output).toBe(1)
    expect(notices(none.stdout)).toEqual([])
  })

  it('without our reporter, EXPECT_SIMILAR_ANNOTATE sets the mode in the workers', async () => {
    const all = await run('vitest', ['run'], dir, {
      GITHUB_ACTIONS: 'true',
      NO_ES: '1',
      EXPECT_SIMILAR_ANNOTATE: 'all',
    })
    expect(notices(all.stdout)).toHaveLength(4)
    const none = await run('vitest', ['run'], dir, {
      GITHUB_ACTIONS: 'true',
      NO_ES: '1',
      EXPECT_SIMILAR_ANNOTATE: 'none',
    })
    expect(notices(none.stdout)).toEqual([])
    const failures = await run('vitest', ['run'], dir, { GITHUB_ACTIONS: 'true', NO_ES: '1' })
    expect(notices(failures.stdout)).toHaveLength(3)
  })

  it('annotations survive --merge-reports, beside the score records', async () => {
    const expected = {
      annotations: [
        { test: 'far answer', type: 'expect-similar', message: `content similarity ${far} < min 0.80`, line: 3 },
        { test: 'too many changes', type: 'expect-similar', message: '4 changes > max 1', line: 9 },
        { test: 'negated', type: 'expect-similar', message: `content similarity ${close} ≥ min 0.50 (.not)`, line: 12 },
      ],
      // The records stay on task.meta: one per scored assertion, annotated or not.
      records: [1, 1, 1, 1],
    }
    const direct = await run('vitest', ['run'], dir, { ANNOTATIONS_OUT: join(dir, 'direct.json') })
    expect(direct.code, direct.output).toBe(1)
    expect(JSON.parse(readFileSync(join(dir, 'direct.json'), 'utf8'))).toEqual(expected)
    const blob = await run('vitest', ['run'], dir, { BLOB: '1', NO_ES: '1' })
    expect(blob.code, blob.output).toBe(1)
    const merged = await run('vitest', ['run', '--merge-reports'], dir, { ANNOTATIONS_OUT: join(dir, 'merged.json') })
    expect(merged.code, merged.output).toBe(1)
    expect(JSON.parse(readFileSync(join(dir, 'merged.json'), 'utf8'))).toEqual(expected)
  })
})
