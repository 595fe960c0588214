import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeProject, ourBlock, removeProject, run } from './harness.js'
import { RECORDING_RUNNERS } from './recorded-tests.js'

// A filtered run (-t) leaves the complete run's JSON, Markdown and HTML reports as they were and
// says so; with filteredRuns: 'write' it writes them, marked as filtered. Its gates judge what ran.
// A run filtered by path only (`vitest run test/b`, `jest test/b`) ran each file it selected whole:
// it writes its reports, marked, and the baseline calls the files it did not select not run.

const A: [string, number][] = [
  ['greeting', 0.6],
  ['sample answer', 0.9],
]
const B: [string, number][] = [['refund policy', 0.95]]
const OUTPUTS = { outputFile: 'scores.json', markdownFile: 'scores.md', htmlFile: 'scores.html' }
const OPTIONS = { ...OUTPUTS, thresholds: { mean: 0.55, files: { 'test/b.*': { mean: 0.9 } } } }
const env = (extra: object = {}) => ({ ES_OPTIONS: JSON.stringify({ ...OPTIONS, ...extra }), COLUMNS: '400' })
const FILES = ['scores.json', 'scores.md', 'scores.html']
const HEADER = /Filtered run \(-t \/?greeting\/?\): every number and gate covers only what ran/

describe.each(RECORDING_RUNNERS)(
  '$runner: a filtered run and the reports of the complete run',
  ({ runner, config, make, ext, all, byName }) => {
    let dir: string
    const read = (): string[] => FILES.map((f) => readFileSync(join(dir, f), 'utf8'))
    beforeAll(async () => {
      dir = makeProject(`filtered-outputs-${runner}`, {
        ...config,
        [`test/a.test.${ext}`]: make(A),
        [`test/b.test.${ext}`]: make(B),
      })
      const complete = await run(runner, all, dir, env())
      expect(complete.code, complete.output).toBe(0)
    }, 120_000)
    afterAll(() => removeProject(dir))

    it('-t leaves scores.json, scores.md and scores.html as the complete run wrote them, and says so', async () => {
      const before = read()
      expect(JSON.parse(before[0] as string).scope).toBeNull()
      expect(JSON.parse(before[0] as string).records).toHaveLength(3)
      const r = await run(runner, byName, dir, env())
      expect(r.code, r.output).toBe(0)
      expect(read()).toEqual(before)
      const block = ourBlock(r.output)
      expect(block).toMatch(HEADER)
      expect(block).toMatch(
        /Filtered run \(-t \/?greeting\/?\): scores\.json, scores\.md, scores\.html not written, so they keep the last complete run; option filteredRuns: 'write' writes them, marked as filtered\./,
      )
      // Gates judge what ran: the run mean of the one test, and a glob whose file did not run checks nothing.
      expect(block).toContain('✓ 1 gate passed')
      expect(block).toContain(
        'thresholds.files "test/b.*" matched no file with scored assertions that ran (filtered run), so it checked nothing',
      )
    })

    it("-t with filteredRuns: 'write' writes the reports of what ran, each marked as filtered", async () => {
      const r = await run(runner, byName, dir, env({ filteredRuns: 'write' }))
      expect(r.code, r.output).toBe(0)
      expect(r.output).not.toContain('not written')
      const [json, markdown, html] = read()
      const report = JSON.parse(json as string)
      expect(report.scope.incomplete).toEqual([])
      expect(report.scope.filters).toHaveLength(1)
      expect(report.scope.filters[0]).toMatch(/^-t \/?greeting\/?$/)
      expect(report.records.map((rec: { test: string }) => rec.test)).toEqual(['greeting'])
      expect(markdown).toMatch(HEADER)
      expect(html).toMatch(HEADER)
    })

    it('a path filter writes the reports of the files it selected, marked; the others are not run', async () => {
      const baseline = { baseline: 'base.json', maxRegression: 0.01 }
      const written = await run(runner, all, dir, env({ ...baseline, updateBaseline: true }))
      expect(written.code, written.output).toBe(0)
      const r = await run(runner, [...all, 'test/b'], dir, env(baseline))
      expect(r.code, r.output).toBe(0)
      expect(r.output).not.toContain('not written')
      const filter = runner === 'vitest' ? 'file arguments test/b' : 'test path patterns test/b'
      const [json, markdown, html] = read()
      const report = JSON.parse(json as string)
      expect(report.scope).toEqual({ filters: [filter], incomplete: [] })
      expect(report.records.map((rec: { test: string }) => rec.test)).toEqual(['refund policy'])
      const marked = `Filtered run (${filter}): every number and gate covers only what ran`
      expect(markdown).toContain(marked)
      expect(html).toContain(marked)
      // The file it did not select is not run: compared with nothing, neither removed nor a regression.
      expect(report.baseline.files.map((f: { file: string; delta: number }) => [f.file, f.delta])).toEqual([
        [`test/b.test.${ext}`, 0],
      ])
      expect(report.baseline.notRun).toEqual([`test/a.test.${ext}`])
      expect(report.baseline.removed).toEqual([])
      expect(report.gates.passed).toBe(true)
      expect(report.gates.unmatchedGlobs).toEqual([])
      // It replaced no baseline: the saved one still holds both files.
      const saved = JSON.parse(readFileSync(join(dir, 'base.json'), 'utf8'))
      expect(saved.files.map((f: { file: string }) => f.file)).toEqual([`test/a.test.${ext}`, `test/b.test.${ext}`])
    })
  },
)
