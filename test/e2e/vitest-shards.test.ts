import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeProject, ourBlock, removeProject, run } from './harness.js'
import { VITEST_SUITE } from './vitest-suite.js'

const withoutTimestamp = (dir: string, file: string): unknown => ({
  ...JSON.parse(readFileSync(join(dir, file), 'utf8')),
  timestamp: '<time>',
})

describe('Vitest shards merged with --merge-reports', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('vitest-shards', VITEST_SUITE)
  })
  afterAll(() => removeProject(dir))

  it('give the same table and JSON as one unsharded run', async () => {
    const options = { ES_OPTIONS: JSON.stringify({ outputFile: 'whole.json', thresholds: { mean: 0.5 } }) }
    const whole = await run('vitest', ['run'], dir, options)
    expect(whole.code, whole.output).toBe(0)

    for (const shard of ['1/2', '2/2']) {
      const r = await run('vitest', ['run', `--shard=${shard}`, '--reporter=blob'], dir, options)
      expect(r.code, r.output).toBe(0)
      // The blob reporter replaces ours on the shard machines.
      expect(r.output).not.toContain('expect-similar scores')
    }
    const merged = await run('vitest', ['run', '--merge-reports'], dir, {
      ES_OPTIONS: JSON.stringify({ outputFile: 'merged.json', thresholds: { mean: 0.5 } }),
    })
    expect(merged.code, merged.output).toBe(0)

    expect(ourBlock(merged.output)).toBe(ourBlock(whole.output))
    expect(withoutTimestamp(dir, 'merged.json')).toEqual(withoutTimestamp(dir, 'whole.json'))
    // The comparison is not vacuous: retries and repeats survived the blobs.
    expect(ourBlock(merged.output)).toContain('2 attempts  test/evals/summary.test.ts › summary > flaky model call')
    expect(ourBlock(merged.output)).toMatch(/Total +11 +10 +1 /)
  })
})
