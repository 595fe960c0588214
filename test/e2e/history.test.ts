import { lstatSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL, JEST_CONFIG, VITEST_CONFIG, makeProject, ourBlock, removeProject, run } from './harness.js'

// Issue 14, part 2: every complete run appends one line to the score history, and the table shows
// the last runs' means as a sparkline.

// Each file scores 0.8 + SHIFT.
const vitestFile = `import { it } from 'vitest'
import { recordVitest } from ${JSON.stringify(CHANNEL)}
it('scores', ({ task }) => {
  const score = Math.round((0.8 + Number(process.env.SHIFT ?? 0)) * 1000) / 1000
  recordVitest(task, { matcher: 'toBeSimilarTo', scorer: 'content-similarity', score, threshold: 0.5, pass: true, isNot: false })
})
`
const jestFile = `const { recordJest } = require(${JSON.stringify(CHANNEL)})
test('scores', () => {
  const score = Math.round((0.8 + Number(process.env.SHIFT ?? 0)) * 1000) / 1000
  recordJest({ matcher: 'toBeSimilarTo', scorer: 'content-similarity', score, threshold: 0.5, pass: true, isNot: false })
})
`
const OPTIONS = { ES_OPTIONS: JSON.stringify({ history: 'scores/history.jsonl' }), COLUMNS: '200' }

describe.each([
  {
    runner: 'vitest' as const,
    ext: 'ts',
    files: { 'vitest.config.ts': VITEST_CONFIG, 'test/a.test.ts': vitestFile, 'test/b.test.ts': vitestFile } as Record<
      string,
      string
    >,
    args: ['run'],
    one: ['run', 'test/a.test.ts'],
  },
  {
    runner: 'jest' as const,
    ext: 'js',
    files: { 'jest.config.cjs': JEST_CONFIG, 'test/a.test.js': jestFile, 'test/b.test.js': jestFile } as Record<
      string,
      string
    >,
    args: ['--ci'],
    one: ['--ci', 'test/a.test.js'],
  },
])('$runner: the score history', ({ runner, ext, files, args, one }) => {
  let dir: string
  beforeAll(() => {
    dir = makeProject(`history-${runner}`, files)
  })
  afterAll(() => removeProject(dir))
  const lines = (): string[] => readFileSync(join(dir, 'scores/history.jsonl'), 'utf8').split('\n')

  it('gets one line per complete run, and the second run shows a two-point trend', async () => {
    const first = await run(runner, args, dir, { ...OPTIONS, SHIFT: '0' })
    expect(first.code, first.output).toBe(0)
    expect(lines()).toHaveLength(2)
    // One run is no trend: no Trend column and no glyph until the history holds two runs.
    expect(ourBlock(first.output)).toMatch(new RegExp(`test/a\\.test\\.${ext} .* 0\\.80–0\\.80\\n`))
    expect(ourBlock(first.output)).not.toMatch(/Trend/)

    const second = await run(runner, args, dir, { ...OPTIONS, SHIFT: '0.1' })
    expect(second.code, second.output).toBe(0)
    expect(lines()).toHaveLength(3)
    expect(lines()[2]).toBe('')
    const entries = lines()
      .slice(0, 2)
      .map((l) => JSON.parse(l))
    expect(entries.map((e) => [e.v, e.runner.name, e.total.mean, e.files.length])).toEqual([
      [1, runner, 0.8, 2],
      [1, runner, 0.9, 2],
    ])
    const block = ourBlock(second.output)
    expect(block).toMatch(/ Trend\n/)
    for (const file of ['a', 'b']) expect(block).toMatch(new RegExp(`test/${file}\\.test\\.${ext} .* {2}▁█\\n`))
    expect(block).toMatch(/ Total .* {2}▁█\n/)
  })

  it('is not appended by a filtered run, which says why', async () => {
    const filtered = await run(runner, one, dir, OPTIONS)
    expect(filtered.code, filtered.output).toBe(0)
    expect(lines()).toHaveLength(3)
    expect(filtered.output).toContain(
      'History scores/history.jsonl not appended: this run did not cover the whole suite',
    )
  })

  it('refuses a device as history with a message and fails the run, and writes outputFile through a dangling link', async () => {
    mkdirSync(join(dir, 'out'), { recursive: true })
    symlinkSync('out/report.json', join(dir, 'report-link.json'))
    const options = { history: '/dev/zero', outputFile: 'report-link.json' }
    const r = await run(runner, args, dir, { ES_OPTIONS: JSON.stringify(options), COLUMNS: '200' })
    expect(r.code, r.output).toBe(1)
    expect(r.output.replace(/\s+/g, ' ')).toContain(
      'expect-similar: cannot read history /dev/zero: it is a character device, not a regular file',
    )
    expect(lstatSync(join(dir, 'report-link.json')).isSymbolicLink()).toBe(true)
    const report = JSON.parse(readFileSync(join(dir, 'out/report.json'), 'utf8'))
    expect([report.runner.name, report.records.length]).toEqual([runner, 2])
  })
})
