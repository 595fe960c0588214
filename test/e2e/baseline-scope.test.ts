import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeProject, removeProject, run } from './harness.js'
import { RECORDING_RUNNERS } from './recorded-tests.js'

// A filtered run compares what it ran with the same assertions in the baseline: never the mean of
// a subset of a file's tests with the mean of the whole file, nor a gate on files it did not run.

const A: [string, number][] = [
  ['greeting', 0.6],
  ['sample answer', 0.906],
]
const B: [string, number][] = [['refund policy', 0.95]]
const OPTIONS = {
  baseline: 'baseline.json',
  maxRegression: 0.05,
  thresholds: { files: { 'test/b.*': { mean: 0.9 } } },
}
const env = { ES_OPTIONS: JSON.stringify(OPTIONS), COLUMNS: '400' }

// byFile: one file and one name, the narrowest filter.
const BY_FILE = { vitest: ['run', 'test/a.test.ts', '-t', 'sample'], jest: ['--ci', 'test/a.test.js', '-t', 'sample'] }

describe.each(RECORDING_RUNNERS.map((r) => ({ ...r, byFile: BY_FILE[r.runner] })))(
  '$runner: a filtered run against a baseline of the whole suite',
  ({ runner, config, make, ext, all, byName, byFile }) => {
    let dir: string
    beforeAll(async () => {
      dir = makeProject(`baseline-scope-${runner}`, {
        ...config,
        [`test/a.test.${ext}`]: make(A),
        [`test/b.test.${ext}`]: make(B),
      })
      const first = await run(runner, all, dir, { ...env, EXPECT_SIMILAR_UPDATE_BASELINE: '1' })
      expect(first.code, first.output).toBe(0)
    })
    afterAll(() => removeProject(dir))

    it('passes -t with output identical to the baseline, comparing only the tests that ran', async () => {
      const r = await run(runner, byName, dir, env)
      expect(r.code, r.output).toBe(0)
      expect(r.output).not.toContain('dropped')
      expect(r.output).toContain('1 file compared on the assertions that ran')
      expect(r.output).toContain('1 baseline file not run (filtered or unfinished run), not compared')
    })

    it('passes a file argument with -t, and a per-file gate whose files did not run fails nothing', async () => {
      const r = await run(runner, byFile, dir, env)
      expect(r.code, r.output).toBe(0)
      expect(r.output).toContain('✓ 1 gate passed')
    })

    it('still fails -t when the tests that ran really dropped', async () => {
      const dropped = make([
        ['greeting', 0.4],
        ['sample answer', 0.906],
      ])
      const copy = makeProject(`baseline-scope-drop-${runner}`, {
        ...config,
        [`test/a.test.${ext}`]: dropped,
        [`test/b.test.${ext}`]: make(B),
        'baseline.json': (await import('node:fs')).readFileSync(`${dir}/baseline.json`, 'utf8'),
      })
      try {
        const r = await run(runner, byName, copy, env)
        expect(r.code, r.output).toBe(1)
        expect(r.output).toContain(`test/a.test.${ext} mean dropped 0.200 below the baseline`)
      } finally {
        removeProject(copy)
      }
    })
  },
)
