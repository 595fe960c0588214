import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportValidator } from '../reporter/schema.js'
import { makeProject, ourBlock, removeProject, run } from './harness.js'
import { JEST_SUITE } from './jest-suite.js'

const read = (dir: string, file: string): Record<string, any> => JSON.parse(readFileSync(join(dir, file), 'utf8'))
const withoutTimestamp = (dir: string, file: string): unknown => ({ ...read(dir, file), timestamp: '<time>' })

describe('Jest shards merged with expect-similar merge', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('jest-shards', JEST_SUITE)
  })
  afterAll(() => removeProject(dir))

  it('give the same table, JSON and gate verdict as one unsharded run', async () => {
    // A gate the whole run misses: each shard defers it, the merge applies it.
    const options = (outputFile: string): Record<string, string> => ({
      ES_OPTIONS: JSON.stringify({ outputFile, thresholds: { mean: 0.9 } }),
    })
    const whole = await run('jest', ['--config', 'jest.config.cjs'], dir, options('whole.json'))
    expect(whole.output).toContain('✗ Gate failed: run mean')
    expect(whole.code).toBe(1)

    for (const i of [1, 2]) {
      const shard = await run(
        'jest',
        ['--config', 'jest.config.cjs', `--shard=${i}/2`],
        dir,
        options(`shard-${i}.json`),
      )
      expect(shard.output).toContain(
        `Shard ${i}/2: gates and the baseline are checked when the shard reports are merged`,
      )
      expect(shard.code, shard.output).toBe(0)
      expect(read(dir, `shard-${i}.json`).shard).toEqual({ index: i, count: 2 })
    }
    // The split is real: each shard holds only part of the records.
    const sizes = [1, 2].map((i) => read(dir, `shard-${i}.json`).records.length)
    expect(Math.min(...sizes)).toBeGreaterThan(0)
    expect(sizes[0]! + sizes[1]!).toBe(245)

    const merged = await run(
      'cli',
      ['merge', 'shard-2.json', 'shard-1.json', '--json', 'merged.json', '--markdown', 'merged.md'],
      dir,
    )
    expect(merged.stderr).toBe('')
    expect(read(dir, 'merged.json').partial).toBeNull()
    expect(merged.code).toBe(1)
    expect(ourBlock(merged.output)).toBe(ourBlock(whole.output))
    expect(reportValidator()(read(dir, 'merged.json')).valid).toBe(true)
    expect(withoutTimestamp(dir, 'merged.json')).toEqual(withoutTimestamp(dir, 'whole.json'))
    expect(readFileSync(join(dir, 'merged.md'), 'utf8')).toMatch(/^### expect-similar scores \(jest 30\.\d+\.\d+\)\n/)

    // `report` renders a saved report exactly as the run printed it, and checks nothing anew.
    const shown = await run('cli', ['report', 'whole.json'], dir)
    expect(shown.code).toBe(0)
    expect(ourBlock(shown.output)).toBe(ourBlock(whole.output))
  })

  it('one config serves every shard with outputFile scores-[shard].json; merge refuses a missing shard', async () => {
    const env = { ES_OPTIONS: JSON.stringify({ outputFile: 'out/scores-[shard].json', thresholds: { mean: 0.5 } }) }
    const shard = await run('jest', ['--config', 'jest.config.cjs', '--shard=1/2'], dir, env)
    expect(shard.code, shard.output).toBe(0)
    expect(read(dir, 'out/scores-1-of-2.json').shard).toEqual({ index: 1, count: 2 })

    const refused = await run('cli', ['merge', 'out/scores-1-of-2.json', '--json', 'half.json'], dir)
    expect(refused.code).toBe(2)
    expect(refused.stdout).toBe('')
    expect(refused.stderr).toContain('expect-similar merge: missing shard 2/2: 1 of 2 shard reports given')
    expect(existsSync(join(dir, 'half.json'))).toBe(false)

    const partial = await run('cli', ['merge', 'out/scores-1-of-2.json', '--allow-partial', '--json', 'half.json'], dir)
    expect(partial.code, partial.output).toBe(0)
    expect(partial.output).toContain('! Partial merge: shard 2/2 missing')
    expect(partial.output).toMatch(/✓ 1 gate passed \(partial\)/)
    const half = read(dir, 'half.json')
    expect(reportValidator()(half).valid).toBe(true)
    expect(half.partial).toEqual({ count: 2, shards: [1], missing: [2] })
    expect(half.gates.results).toMatchObject([{ gate: 'mean', passed: true, partial: true }])

    // Unsharded, the same config writes scores-all.json.
    const whole = await run('jest', ['--config', 'jest.config.cjs'], dir, env)
    expect(whole.code, whole.output).toBe(0)
    expect(read(dir, 'out/scores-all.json').shard).toBeNull()
  })
})
