import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL, REPO, makeProject, removeProject, run } from './harness.js'

// Issue 11, items 3 and 7: the Jest record directory must not leak when a run is cut short, and
// several reporter instances must each see every record.

const record = (score: number): string =>
  `recordJest({ matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: ${score}, threshold: 0.5, pass: true, isNot: false })`
const config = (reporters: unknown[]): string => `module.exports = {
  testMatch: ['**/*.test.js'],
  transform: {},
  reporters: ${JSON.stringify(['default', ...reporters])},
}
`
const ours = (options: object): unknown[] => ['expect-similar/jest-reporter', options]
const recordDirs = (tmp: string): string[] => readdirSync(tmp).filter((n) => n.startsWith('expect-similar-'))

describe('Jest record channel', () => {
  let dir: string
  let tmp: string
  beforeAll(() => {
    dir = makeProject('jest-channel', {
      'test/a.test.js': `const { recordJest } = require(${JSON.stringify(CHANNEL)})
test('one', () => { ${record(0.8)}; ${record(0.6)} })
`,
      'test/b.test.js': `const { recordJest } = require(${JSON.stringify(CHANNEL)})
test('two', () => { ${record(0.9)} })
`,
    })
    tmp = join(dir, 'tmp')
    mkdirSync(tmp)
  })
  afterAll(() => removeProject(dir))

  it('lets two reporter instances (JSON and Markdown) each see every record', async () => {
    writeFileSync(
      join(dir, 'jest.config.cjs'),
      config([ours({ outputFile: 'scores.json', thresholds: { mean: 0.5 } }), ours({ markdownFile: 'scores.md' })]),
    )
    const r = await run('jest', ['--ci'], dir, { TMPDIR: tmp })
    expect(r.code, r.output).toBe(0)
    expect(r.output).not.toContain('No scored assertions')
    const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
    expect(report.records.map((x: { score: number }) => x.score).sort()).toEqual([0.6, 0.8, 0.9])
    expect(report.gates.passed).toBe(true)
    const markdown = readFileSync(join(dir, 'scores.md'), 'utf8')
    expect(markdown).toContain('| test/a.test.js | 2 | 2 | 0 |')
    expect(markdown).toContain('| test/b.test.js | 1 | 1 | 0 |')
    expect(recordDirs(tmp)).toEqual([])
  })

  it('removes the record directory when a test calls process.exit in band', async () => {
    writeFileSync(join(dir, 'jest.config.cjs'), config([ours({})]))
    writeFileSync(
      join(dir, 'test/exit.test.js'),
      `const { recordJest } = require(${JSON.stringify(CHANNEL)})
test('exits', () => { ${record(0.7)}; process.exit(3) })
`,
    )
    try {
      const r = await run('jest', ['--ci', '-i', 'test/exit.test.js'], dir, { TMPDIR: tmp })
      expect(r.output).toContain('process.exit called with "3"')
      expect(r.code).toBe(3)
      expect(recordDirs(tmp)).toEqual([])
    } finally {
      removeProject(join(dir, 'test/exit.test.js'))
    }
  })

  it('removes the record directory when the run is interrupted with SIGINT', async () => {
    writeFileSync(join(dir, 'jest.config.cjs'), config([ours({})]))
    const ready = join(dir, 'ready')
    writeFileSync(
      join(dir, 'test/slow.test.js'),
      `const { recordJest } = require(${JSON.stringify(CHANNEL)})
const { writeFileSync } = require('node:fs')
test('waits', async () => {
  ${record(0.7)}
  writeFileSync(${JSON.stringify(ready)}, '')
  await new Promise((resolve) => setTimeout(resolve, 30000))
}, 60000)
`,
    )
    try {
      const env: Record<string, string> = { TMPDIR: tmp }
      for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^(VITEST|JEST)/.test(k)) env[k] ??= v
      const child = spawn(
        process.execPath,
        [join(REPO, 'node_modules/jest/bin/jest.js'), '--ci', '-i', 'test/slow.test.js'],
        {
          cwd: dir,
          env,
          stdio: 'ignore',
        },
      )
      const closed = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('close', (_code, signal) => resolve(signal)),
      )
      for (let i = 0; i < 300 && !existsSync(ready); i++) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(existsSync(ready)).toBe(true)
      // The test has written its record: the directory is there and holds it.
      expect(recordDirs(tmp)).toHaveLength(1)
      child.kill('SIGINT')
      // Ended by the signal, as without the reporter.
      expect(await closed).toBe('SIGINT')
      expect(recordDirs(tmp)).toEqual([])
    } finally {
      removeProject(join(dir, 'test/slow.test.js'))
      removeProject(ready)
    }
  })

  it('removes directories that dead runs left behind a day ago, and only those', async () => {
    writeFileSync(join(dir, 'jest.config.cjs'), config([ours({})]))
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()
    const make = (name: string, file: string): void => {
      mkdirSync(join(tmp, name))
      writeFileSync(join(tmp, name, file), '{}\n')
      // A run whose pid is not visible may be alive elsewhere: only a day-old directory is swept.
      const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000)
      for (const p of [join(tmp, name, file), join(tmp, name)]) utimesSync(p, dayAgo, dayAgo)
    }
    make(`expect-similar-${dead}-aB3xYz`, '1-1.jsonl')
    make(`expect-similar-${process.pid}-aB3xYz`, '1-1.jsonl')
    make(`expect-similar-${dead}-other1`, 'notes.txt')
    make('expect-similar-aB3xYz', '1-1.jsonl')
    const r = await run('jest', ['--ci'], dir, { TMPDIR: tmp })
    expect(r.code, r.output).toBe(0)
    expect(recordDirs(tmp).sort()).toEqual(
      [`expect-similar-${process.pid}-aB3xYz`, `expect-similar-${dead}-other1`, 'expect-similar-aB3xYz'].sort(),
    )
  })
})
