import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportValidator } from '../reporter/schema.js'
import { CHANNEL, makeProject, ourBlock, removeProject, run } from './harness.js'

// Issue 11, item 8: two Vitest projects run the same file; one scores 1.00 and passes, the other
// scores 0.00 and fails. They used to merge into one test (1 run, 0 passed).

const CONFIG = `import { defineConfig } from 'vitest/config'
const project = (name: string, score: string) => ({ test: { name, include: ['test/**/*.test.ts'], env: { SCORE: score } } })
export default defineConfig({
  test: {
    projects: [project('good', '1'), project('bad', '0')],
    reporters: ['default', ['expect-similar/vitest-reporter', JSON.parse(process.env.ES_OPTIONS ?? '{}')]],
  },
})
`
const TEST = `import { it } from 'vitest'
import { recordVitest } from ${JSON.stringify(CHANNEL)}
it('answers', ({ task }) => {
  const score = Number(process.env.SCORE)
  recordVitest(task, { matcher: 'toBeSimilarTo', scorer: 'content-similarity', score, threshold: 0.5, pass: score >= 0.5, isNot: false })
  if (score < 0.5) throw new Error('too far')
})
`

describe('Vitest projects running the same file', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('vitest-projects', { 'vitest.config.ts': CONFIG, 'test/a.test.ts': TEST })
  })
  afterAll(() => removeProject(dir))

  it('keeps each project apart in the table, gates, pass^k, the JSON report and the baseline', async () => {
    const options = {
      outputFile: 'scores.json',
      baseline: 'baseline.json',
      thresholds: { files: { 'test/**': { mean: 0.5 } } },
    }
    const r = await run('vitest', ['run'], dir, {
      ES_OPTIONS: JSON.stringify(options),
      EXPECT_SIMILAR_UPDATE_BASELINE: '1',
    })
    expect(r.code).toBe(1)
    expect(ourBlock(r.output)).toContain(
      [
        ' File                   Scored  Pass  Fail  Similarity     min–max',
        ' [bad] test/a.test.ts        1     0     1  0.00 ░░░░░░░░  0.00–0.00',
        ' [good] test/a.test.ts       1     1     0  1.00 ████████  1.00–1.00',
        ' ───────────────────────────────────────────────────────────────────',
        ' Total                       2     1     1  0.50 ████░░░░  0.00–1.00',
      ].join('\n'),
    )
    // The glob names the path; it applies to each project's file on its own.
    expect(r.output).toContain(
      '✗ Gate failed: [bad] test/a.test.ts (thresholds.files "test/**") mean 0.000 is below 0.500 by 0.500\n ✓ 1 gate passed',
    )
    const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
    expect(reportValidator()(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(
      report.files.map((f: { file: string; project: string; mean: number }) => [f.file, f.project, f.mean]),
    ).toEqual([
      ['[bad] test/a.test.ts', 'bad', 0],
      ['[good] test/a.test.ts', 'good', 1],
    ])
    expect(report.records.map((x: { project: string; score: number }) => [x.project, x.score])).toEqual([
      ['bad', 0],
      ['good', 1],
    ])
    expect(report.tests).toHaveLength(2)
    expect(report.passK).toMatchObject({ tests: 2, allRunsPassed: 1, rate: 0.5 })
    const baseline = JSON.parse(readFileSync(join(dir, 'baseline.json'), 'utf8'))
    expect(baseline.files.map((f: { file: string }) => f.file)).toEqual([
      '[bad] test/a.test.ts',
      '[good] test/a.test.ts',
    ])
  })
})
