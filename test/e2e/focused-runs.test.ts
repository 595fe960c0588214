import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL, JEST_CONFIG, VITEST_MATCHERS_CONFIG, makeProject, ourBlock, removeProject, run } from './harness.js'

// A run focused with `.only` (it.only, test.only, describe.only) runs part of the suite: it is a
// filtered run, like -t. Its reports keep the complete run's, it adds no history line, and its gates
// and baseline comparison judge only what ran. A run whose tests are merely skipped (it.skip) is a
// whole run: every run skips them.

type Mark = '' | '.only' | '.skip'

// Vitest reads `.only` through the setup file (expect-similar/vitest), Jest through its reporter.
const RUNNERS = [
  {
    runner: 'vitest' as const,
    ext: 'ts',
    config: { 'vitest.config.ts': VITEST_MATCHERS_CONFIG } as Record<string, string>,
    args: ['run'],
    head: `import { describe, it } from 'vitest'\nimport { recordVitest } from ${JSON.stringify(CHANNEL)}\n`,
    test: (mark: Mark, name: string, score: number) =>
      `it${mark}(${JSON.stringify(name)}, ({ task }) => { recordVitest(task, ${record(score)}) })`,
  },
  {
    runner: 'jest' as const,
    ext: 'js',
    config: { 'jest.config.cjs': JEST_CONFIG } as Record<string, string>,
    args: ['--ci'],
    head: `const { recordJest } = require(${JSON.stringify(CHANNEL)})\n`,
    test: (mark: Mark, name: string, score: number) =>
      `test${mark}(${JSON.stringify(name)}, () => { recordJest(${record(score)}) })`,
  },
]

function record(score: number): string {
  return `{ matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: ${score}, threshold: 0.5, pass: true, isNot: false }`
}

const OPTIONS = {
  outputFile: 'scores.json',
  markdownFile: 'scores.md',
  history: 'history.jsonl',
  baseline: 'base.json',
  maxRegression: 0.01,
  thresholds: { mean: 0.5 },
}
const env = (extra: object = {}) => ({ ES_OPTIONS: JSON.stringify({ ...OPTIONS, ...extra }), COLUMNS: '400' })

describe.each(RUNNERS)(
  '$runner: a run focused with .only is a filtered run',
  ({ runner, ext, config, args, ...src }) => {
    let dir: string
    const read = (file: string): string => readFileSync(join(dir, file), 'utf8')
    const historyLines = (): number =>
      read('history.jsonl')
        .split('\n')
        .filter((l) => l !== '').length
    /** test/a: greeting 0.6 and sample answer 0.9; test/b: refund policy 0.95 and refund window 0.85. */
    const sources = (marks: { greeting?: Mark; b?: '.only' }): Record<string, string> => {
      const a = `${src.test(marks.greeting ?? '', 'greeting', 0.6)}\n${src.test('', 'sample answer', 0.9)}\n`
      const policy = `${src.test('', 'refund policy', 0.95)}\n`
      const b = `describe${marks.b ?? ''}('refunds', () => {\n${policy}})\n${src.test('', 'refund window', 0.85)}\n`
      return { [`test/a.test.${ext}`]: `${src.head}${a}`, [`test/b.test.${ext}`]: `${src.head}${b}` }
    }
    const write = (marks: Parameters<typeof sources>[0]): void => {
      for (const [path, text] of Object.entries(sources(marks))) writeFileSync(join(dir, path), text)
    }

    beforeAll(async () => {
      dir = makeProject(`focused-runs-${runner}`, { ...config, ...sources({}) })
      const complete = await run(runner, args, dir, env({ updateBaseline: true }))
      expect(complete.code, complete.output).toBe(0)
      expect(JSON.parse(read('scores.json')).scope).toBeNull()
      expect(historyLines()).toBe(1)
    }, 120_000)
    afterAll(() => removeProject(dir))

    it('.only leaves the reports and the history as the complete run left them, and names the focus', async () => {
      const before = [read('scores.json'), read('scores.md'), read('history.jsonl'), read('base.json')]
      write({ greeting: '.only', b: '.only' })
      const r = await run(runner, args, dir, env())
      expect(r.code, r.output).toBe(0)
      expect([read('scores.json'), read('scores.md'), read('history.jsonl'), read('base.json')]).toEqual(before)
      const focus = `.only in test/a.test.${ext}, test/b.test.${ext}`
      const block = ourBlock(r.output)
      expect(block).toContain(`Filtered run (${focus}): every number and gate covers only what ran`)
      expect(block).toContain(`Filtered run (${focus}): scores.json, scores.md not written`)
      expect(r.output).toContain('History history.jsonl not appended: this run did not cover the whole suite')
      // The tests .only left out did not run, they did not change: a's greeting alone (0.6) is compared
      // with its own baseline score, not a's whole-file mean (0.75), and no regression fails the run.
      expect(block).toMatch(new RegExp(`test/a\\.test\\.${ext} .* =0\\.000 `))
      expect(block).toContain('Baseline base.json: 2 files compared on the assertions that ran')
      expect(block).toContain('✓ 3 gates passed')
    })

    it("with filteredRuns: 'write' its report holds what ran, marked with the focus", async () => {
      write({ greeting: '.only', b: '.only' })
      const r = await run(runner, args, dir, env({ filteredRuns: 'write' }))
      expect(r.code, r.output).toBe(0)
      const report = JSON.parse(read('scores.json'))
      expect(report.scope).toEqual({ filters: [`.only in test/a.test.${ext}, test/b.test.${ext}`], incomplete: [] })
      const tests = report.records.map((rec: { test: string }) => rec.test).sort()
      expect(tests).toEqual(['greeting', runner === 'vitest' ? 'refunds > refund policy' : 'refunds refund policy'])
      expect(report.baseline.removed).toEqual([])
      expect(report.gates.passed).toBe(true)
    })

    it('a focus in one file names that file only', async () => {
      write({ greeting: '.only' })
      const r = await run(runner, args, dir, env({ filteredRuns: 'write' }))
      expect(r.code, r.output).toBe(0)
      expect(JSON.parse(read('scores.json')).scope.filters).toEqual([`.only in test/a.test.${ext}`])
    })

    it('a run with a test merely skipped (it.skip) is a whole run: reports written, history appended', async () => {
      const lines = historyLines()
      write({ greeting: '.skip' })
      const r = await run(runner, args, dir, env())
      expect(r.code, r.output).toBe(0)
      expect(r.output).not.toContain('Filtered run')
      const report = JSON.parse(read('scores.json'))
      expect(report.scope).toBeNull()
      expect(report.records).toHaveLength(3)
      expect(historyLines()).toBe(lines + 1)
    })
  },
)
