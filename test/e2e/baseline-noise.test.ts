import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL, JEST_CONFIG, VITEST_CONFIG, makeProject, removeProject, run } from './harness.js'

// Answers that vary run to run: a baseline of five runs knows their range, so an untouched rerun
// passes maxRegression, and a real drop of one answer still fails, naming the assertion.

const VALUES = [0.7, 0.74, 0.78, 0.82, 0.86]
// RUN picks each answer's score from its usual range; the reruns pair them as no baseline run did.
const scores = `const RUN = Number(process.env.RUN ?? 0)
const VALUES = ${JSON.stringify(VALUES)}
const greeting = process.env.REGRESS ? 0.4 : VALUES[RUN % 5]
const refund = RUN < 5 ? VALUES[(RUN + 2) % 5] : VALUES[(RUN * 3 + 1) % 5]
const r = (score) => ({ matcher: 'toBeSimilarTo', scorer: 'content-similarity', score, threshold: 0.3, pass: true, isNot: false })
`
const vitestFile = `import { it } from 'vitest'
import { recordVitest } from ${JSON.stringify(CHANNEL)}
${scores}
it('greeting', ({ task }) => { recordVitest(task, r(greeting)) })
it('refund', ({ task }) => { recordVitest(task, r(refund)) })
`
const jestFile = `const { recordJest } = require(${JSON.stringify(CHANNEL)})
${scores}
test('greeting', () => { recordJest(r(greeting)) })
test('refund', () => { recordJest(r(refund)) })
`
const GATED = { ES_OPTIONS: JSON.stringify({ baseline: 'baseline.json', maxRegression: 0.05 }), COLUMNS: '400' }

describe.each([
  {
    runner: 'vitest' as const,
    config: { 'vitest.config.ts': VITEST_CONFIG } as Record<string, string>,
    file: 'test/a.test.ts',
    args: ['run'],
  },
  {
    runner: 'jest' as const,
    config: { 'jest.config.cjs': JEST_CONFIG } as Record<string, string>,
    file: 'test/a.test.js',
    args: ['--ci'],
  },
])('$runner: a baseline built from five runs', ({ runner, config, file, args }) => {
  let dir: string
  beforeAll(async () => {
    dir = makeProject(`baseline-noise-${runner}`, { ...config, [file]: runner === 'vitest' ? vitestFile : jestFile })
    for (let i = 0; i < 5; i++) {
      const r = await run(runner, args, dir, {
        RUN: String(i),
        ES_OPTIONS: JSON.stringify({ outputFile: `r${i}.json` }),
      })
      expect(r.code, r.output).toBe(0)
    }
    const built = await run(
      'cli',
      ['baseline', 'r0.json', 'r1.json', 'r2.json', 'r3.json', 'r4.json', '--out', 'baseline.json'],
      dir,
    )
    expect(built.code, built.output).toBe(0)
    expect(built.output).toContain('Baseline baseline.json written from 5 reports: 1 file, 5 runs per test at most.')
  }, 120_000)
  afterAll(() => removeProject(dir))

  it('passes every untouched rerun whose answers vary within their usual range', async () => {
    for (const i of [5, 6, 7, 8]) {
      const r = await run(runner, args, dir, { ...GATED, RUN: String(i) })
      expect(r.code, `rerun ${i}\n${r.output}`).toBe(0)
      expect(r.output).toContain(
        '1 file compared; 1 file against its range of means over 5 baseline runs; 2 assertions against their observed scores',
      )
    }
  }, 120_000)

  it('fails when one answer really regresses, naming the assertion and how far it fell out of its range', async () => {
    const r = await run(runner, args, dir, { ...GATED, RUN: '6', REGRESS: '1' })
    expect(r.code, r.output).toBe(1)
    expect(r.output).toContain(
      `${file} > greeting assertion 1 (toBeSimilarTo, content similarity) scored 0.400, 0.300 below its ` +
        'observed range 0.700–0.860 over 5 baseline runs, more than maxRegression 0.050 by 0.250',
    )
  })

  it('says a baseline of one run cannot tell noise from a regression', async () => {
    const one = await run(runner, args, dir, {
      ...GATED,
      RUN: '6',
      ES_OPTIONS: JSON.stringify({ baseline: 'r0.json', maxRegression: 0.05 }),
    })
    expect(one.output).toContain('Baseline r0.json holds one run, so it cannot tell normal variation from a regression')
  })
})
