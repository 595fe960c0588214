import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL, JEST_CONFIG, VITEST_CONFIG, makeProject, removeProject, run } from './harness.js'

// Issue 11, item 1 and issue 10, item 6: a failed, bailed, filtered or sharded run must not
// replace a good baseline, and baseline files a filtered run did not run are "not run", not removed.

const FILES = ['a', 'b', 'c', 'd']
// Every file scores 0.8 + SHIFT; BREAK makes every file fail to load; FAIL makes every test fail.
const vitestFile = `import { it } from 'vitest'
import { recordVitest } from ${JSON.stringify(CHANNEL)}
if (process.env.BREAK) throw new Error('cannot load the model client')
it('scores', ({ task }) => {
  const score = Math.round((0.8 + Number(process.env.SHIFT ?? 0)) * 1000) / 1000
  recordVitest(task, { matcher: 'toBeSimilarTo', scorer: 'content-similarity', score, threshold: 0.5, pass: true, isNot: false })
  if (process.env.FAIL) throw new Error('the model is down')
})
`
const jestFile = `const { recordJest } = require(${JSON.stringify(CHANNEL)})
if (process.env.BREAK) throw new Error('cannot load the model client')
test('scores', () => {
  const score = Math.round((0.8 + Number(process.env.SHIFT ?? 0)) * 1000) / 1000
  recordJest({ matcher: 'toBeSimilarTo', scorer: 'content-similarity', score, threshold: 0.5, pass: true, isNot: false })
  if (process.env.FAIL) throw new Error('the model is down')
})
`

// Wide, so no note wraps.
// A full disk: in the reporter's process, every write of a JSON report puts 200 bytes down, then throws.
const FULL_DISK = `import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
const write = fs.writeFileSync
fs.writeFileSync = function (target, data, ...rest) {
  if (!String(data).includes('"schemaVersion"')) return write.call(this, target, data, ...rest)
  write.call(this, target, String(data).slice(0, 200), ...rest)
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
}
syncBuiltinESMExports()
`
const OPTIONS = { ES_OPTIONS: JSON.stringify({ baseline: 'baseline.json' }), COLUMNS: '400' }
const update = (value = '1'): Record<string, string> => ({ ...OPTIONS, EXPECT_SIMILAR_UPDATE_BASELINE: value })
const baselineFiles = (dir: string): { file: string; mean: number }[] =>
  JSON.parse(readFileSync(join(dir, 'baseline.json'), 'utf8')).files.map((f: { file: string; mean: number }) => ({
    file: f.file,
    mean: f.mean,
  }))
const all = (ext: string, mean: number) => FILES.map((f) => ({ file: `test/${f}.test.${ext}`, mean }))

describe.each([
  {
    runner: 'vitest' as const,
    ext: 'ts',
    files: { 'vitest.config.ts': VITEST_CONFIG } as Record<string, string>,
    args: ['run'],
    one: ['run', 'test/a.test.ts'],
    bail: ['run', '--bail=1', '--no-file-parallelism'],
    shard: ['run', '--shard=1/2'],
  },
  {
    runner: 'jest' as const,
    ext: 'js',
    files: { 'jest.config.cjs': JEST_CONFIG } as Record<string, string>,
    args: ['--ci'],
    one: ['--ci', 'test/a.test.js'],
    // Jest reads --bail=1 as no bail at all; plain --bail is 1.
    bail: ['--ci', '--bail', '-i'],
    shard: ['--ci', '--shard=1/2'],
  },
])('$runner: the baseline is written only from a complete run', ({ runner, ext, files, args, one, bail, shard }) => {
  let dir: string
  beforeAll(async () => {
    const tests = Object.fromEntries(
      FILES.map((f) => [`test/${f}.test.${ext}`, runner === 'vitest' ? vitestFile : jestFile]),
    )
    dir = makeProject(`baseline-${runner}`, { ...files, ...tests, 'full-disk.mjs': FULL_DISK })
    const first = await run(runner, args, dir, update())
    expect(first.code, first.output).toBe(0)
    expect(first.output).toContain('Baseline baseline.json updated from this run.')
    expect(baselineFiles(dir)).toEqual(all(ext, 0.8))
  })
  afterAll(() => removeProject(dir))

  it('keeps the baseline when every file fails to load, and says why', async () => {
    const r = await run(runner, args, dir, { ...update(), BREAK: '1' })
    expect(r.code).toBe(1)
    expect(r.output).toContain(
      'Baseline baseline.json not updated: this run did not cover the whole suite (4 test files failed to load or errored outside tests).',
    )
    expect(baselineFiles(dir)).toEqual(all(ext, 0.8))
  })

  it('keeps the baseline when --bail stops the run', async () => {
    const r = await run(runner, bail, dir, { ...update(), FAIL: '1', SHIFT: '-0.1' })
    expect(r.code).toBe(1)
    expect(r.output).toMatch(
      /Baseline baseline\.json not updated: this run did not cover the whole suite \([^)]*--bail=1/,
    )
    expect(baselineFiles(dir)).toEqual(all(ext, 0.8))
  })

  it('keeps the baseline of a shard', async () => {
    const r = await run(runner, shard, dir, { ...update(), SHIFT: '-0.1' })
    expect(r.code, r.output).toBe(0)
    expect(r.output).toContain(
      'Baseline baseline.json not updated: this run did not cover the whole suite (it is shard 1/2).',
    )
    expect(baselineFiles(dir)).toEqual(all(ext, 0.8))
  })

  it('leaves the baseline whole when the disk is full, and names the file it could not write', async () => {
    const before = readFileSync(join(dir, 'baseline.json'), 'utf8')
    const full = await run(runner, args, dir, {
      ...update(),
      SHIFT: '-0.1',
      NODE_OPTIONS: `--import=${join(dir, 'full-disk.mjs')}`,
    })
    expect(full.code).toBe(1)
    expect(full.output).toContain('expect-similar: cannot write baseline <root>/baseline.json: ENOSPC: no space left')
    expect(readFileSync(join(dir, 'baseline.json'), 'utf8')).toBe(before)
    const next = await run(runner, args, dir, OPTIONS)
    expect(next.code, next.output).toBe(0)
    expect(next.output).toContain('Baseline baseline.json: 4 files compared')
  })

  it('calls the files a filtered run did not run "not run", not removed, and does not replace the baseline', async () => {
    const r = await run(runner, one, dir, { ...update(), SHIFT: '-0.1' })
    expect(r.code, r.output).toBe(0)
    expect(r.output).toContain('3 baseline files not run (filtered or unfinished run), not compared')
    expect(r.output).not.toContain('removed:')
    expect(r.output).toMatch(/Baseline baseline\.json not updated: this run did not cover the whole suite \(.*a\.test/)
    expect(baselineFiles(dir)).toEqual(all(ext, 0.8))
  })

  it('with EXPECT_SIMILAR_UPDATE_BASELINE=merge, updates the files that ran and keeps the others', async () => {
    const r = await run(runner, one, dir, { ...update('merge'), SHIFT: '-0.1' })
    expect(r.code, r.output).toBe(0)
    expect(r.output).toContain(
      'Baseline baseline.json updated by merging this run (1 file scored) into it; 3 files that did not run kept as they were.',
    )
    expect(baselineFiles(dir)).toEqual([{ file: `test/a.test.${ext}`, mean: 0.7 }, ...all(ext, 0.8).slice(1)])
  })
})
