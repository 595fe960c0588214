import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VITEST_MATCHERS_CONFIG, makeProject, ourBlock, removeProject, run } from './harness.js'
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

// Probes are made in the workers: set in the config (test.provide.expectSimilar), they reach the
// workers of a shard reported by the blob reporter, so the merged run has the probes' findings.
describe('Vitest shards with leniency probes set in test.provide.expectSimilar', () => {
  let dir: string
  const test = (name: string, min: number) => `import { expect, it } from 'vitest'
it(${JSON.stringify(name)}, () => {
  expect('The payment was approved!').toBeSimilarTo('The payment was approved.', { min: ${min} })
})
`
  beforeAll(() => {
    dir = makeProject('vitest-shards-probes', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG.replace(
        "setupFiles: ['expect-similar/vitest'],",
        "setupFiles: ['expect-similar/vitest'], provide: { expectSimilar: { probes: true } },",
      ),
      'test/a.test.ts': test('lenient', 0.85),
      'test/b.test.ts': test('tight', 0.9),
    })
  })
  afterAll(() => removeProject(dir))

  it('the merged run has the probes of the unsharded one: same table, JSON and lenient gate', async () => {
    const options = (outputFile: string) => ({
      ES_OPTIONS: JSON.stringify({ outputFile, thresholds: { lenient: 0 } }),
    })
    const whole = await run('vitest', ['run'], dir, options('whole.json'))
    expect(whole.code, whole.output).toBe(1)
    for (const shard of ['1/2', '2/2']) {
      const r = await run('vitest', ['run', `--shard=${shard}`, '--reporter=blob'], dir, options('shard.json'))
      expect(r.code, r.output).toBe(0)
    }
    const merged = await run('vitest', ['run', '--merge-reports'], dir, options('merged.json'))
    expect(merged.code, merged.output).toBe(1)
    expect(ourBlock(merged.output)).toBe(ourBlock(whole.output))
    expect(withoutTimestamp(dir, 'merged.json')).toEqual(withoutTimestamp(dir, 'whole.json'))
    // Not vacuous: the probe found the lenient threshold, and the lenient gate judged it.
    const report = JSON.parse(readFileSync(join(dir, 'merged.json'), 'utf8'))
    expect(report.records.map((r: { test: string; lenient?: { kind: string } }) => [r.test, r.lenient?.kind])).toEqual([
      ['lenient', 'negation'],
      ['tight', undefined],
    ])
    expect(ourBlock(merged.output)).toContain(
      'Gate failed: run has 1 lenient assertion (a min accepting a leniency probe), more than thresholds.lenient 0 by 1',
    )
    expect(merged.output).not.toContain('checks nothing')
  }, 200_000)
})
