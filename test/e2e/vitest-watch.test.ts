import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL, VITEST_CONFIG, makeProject, removeProject, run } from './harness.js'

// Watch mode reruns only the files a change touched: such a rerun is no run of the suite, so it
// neither appends to the score history nor replaces the baseline; a rerun of every file does both.

const testFile = `import { it } from 'vitest'
import { recordVitest } from ${JSON.stringify(CHANNEL)}
it('scores', ({ task }) => {
  recordVitest(task, { matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: 0.8, threshold: 0.5, pass: true, isNot: false })
})
`
// Vitest's own API drives the watch mode, as its file watcher would: a first run of everything,
// a rerun of one file (a change), then a rerun of both (the `a` key).
const driver = `import { createVitest } from 'vitest/node'
const vitest = await createVitest('test', { watch: true, config: './vitest.config.ts' })
await vitest.start()
const one = await vitest.globTestSpecifications(['test/a.test.ts'])
console.log('--- rerun one:', one.length)
await vitest.rerunTestSpecifications(one)
const all = await vitest.globTestSpecifications()
console.log('--- rerun all:', all.length)
await vitest.rerunTestSpecifications(all)
await vitest.close()
`

describe('vitest watch mode', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('watch', {
      'vitest.config.ts': VITEST_CONFIG,
      'test/a.test.ts': testFile,
      'test/b.test.ts': testFile,
      'drive.mjs': driver,
    })
  })
  afterAll(() => removeProject(dir))

  it('appends a run of every file to the history, and not a rerun of the changed ones', async () => {
    const options = { history: 'history.jsonl', baseline: 'base.json', updateBaseline: true }
    const r = await run('node', ['drive.mjs'], dir, { ES_OPTIONS: JSON.stringify(options), COLUMNS: '200' })
    expect(r.code, r.output).toBe(0)
    const runs = r.output.split('--- rerun')
    expect(runs).toHaveLength(3)
    expect(runs[1]).toContain(
      'History history.jsonl not appended: this run did not cover the whole suite (watch mode rerun of 1 of 2 test files).',
    )
    expect(runs[1]).toContain(
      'Baseline base.json not updated: this run did not cover the whole suite (watch mode rerun of 1 of 2 test files).',
    )
    expect(runs[2]).not.toContain('not appended')
    expect(runs[2]).toContain('Baseline base.json updated from this run.')
    const lines = readFileSync(join(dir, 'history.jsonl'), 'utf8').trim().split('\n')
    expect(lines.map((l) => JSON.parse(l).files.length)).toEqual([2, 2])
    // The baseline was replaced by the full runs only: it still holds both files.
    expect(JSON.parse(readFileSync(join(dir, 'base.json'), 'utf8')).files).toHaveLength(2)
  })
})
