import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportValidator } from '../reporter/schema.js'
import { makeProject, ourBlock, removeProject, run, VITEST_MATCHERS_CONFIG } from './harness.js'

// A real Vitest run whose tests store what Mastra's expectEval / expectEvals store on the task
// (task.meta.mastraEval), beside one of our own assertions: the reporter turns each score into a
// record of scorer mastra:<id>, shown in every output apart from ours and in none of our numbers,
// and a malformed one into a warning. A score without a verdict has no pass or fail.
const TESTS = `import { expect, it } from 'vitest'
it('ours', () => {
  expect('Paris is the capital of France').toBeSimilarTo('Paris is the capital of France')
})
it('agent eval passes', ({ task }) => {
  task.meta.mastraEval = {
    scores: { tone: 0.9, 'answer-similarity': 0.8 },
    totalItems: 3,
    verdict: 'passed',
    gateResults: [{ id: 'check-includes', passed: true, score: 1 }],
    thresholdResults: [{ id: 'answer-similarity', passed: true, averageScore: 0.8, threshold: 0.7 }],
  }
})
it('agent eval misses a threshold', ({ task }) => {
  task.meta.mastraEval = {
    scores: { 'answer-similarity': 0.5 },
    totalItems: 2,
    verdict: 'scored',
    thresholdResults: [{ id: 'answer-similarity', passed: false, averageScore: 0.5, threshold: 0.7 }],
  }
  throw new Error('expectEval: answer-similarity 0.5 < 0.7')
})
it('agent eval without a verdict', ({ task }) => {
  task.meta.mastraEval = { scores: { tone: 0.6 }, totalItems: 1 }
  throw new Error('the test failed after its eval')
})
it('agent eval of another shape', ({ task }) => {
  task.meta.mastraEval = { scores: { tone: 1.4 }, totalItems: 1 }
})
`

interface Record {
  test: string
  matcher: string
  scorer: string
  score: number
  pass: boolean
  threshold?: number
  details?: { [key: string]: unknown }
}

describe('Mastra eval runs in the Vitest report', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('mastra-eval', { 'vitest.config.ts': VITEST_MATCHERS_CONFIG, 'evals/agent.test.ts': TESTS })
  })
  afterAll(() => removeProject(dir))

  it('reads task.meta.mastraEval into records, tables, Markdown, HTML and history', async () => {
    const options = {
      outputFile: 'scores.json',
      markdownFile: 'scores.md',
      htmlFile: 'report.html',
      history: 'history.jsonl',
    }
    const result = await run('vitest', ['run'], dir, { ES_OPTIONS: JSON.stringify(options), COLUMNS: '200' })
    expect(result.code, result.output).toBe(1)
    const json = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
    expect(reportValidator()(json)).toEqual({ valid: true, errors: 'No errors' })
    // The report lists failures first; sorted here by test and scorer.
    const records = (json.records as Record[])
      .map((r) => [r.test, r.matcher, r.scorer, r.score, r.pass, r.threshold, r.details?.totalItems, r.details?.judged])
      .sort((a, b) => `${a[0]} ${a[2]}`.localeCompare(`${b[0]} ${b[2]}`))
    expect(records).toEqual([
      ['agent eval misses a threshold', 'expectEval', 'mastra:answer-similarity', 0.5, false, 0.7, 2, undefined],
      ['agent eval passes', 'expectEval', 'mastra:answer-similarity', 0.8, true, 0.7, 3, undefined],
      ['agent eval passes', 'expectEval', 'mastra:gate.check-includes', 1, true, 1, 3, undefined],
      ['agent eval passes', 'expectEval', 'mastra:tone', 0.9, true, undefined, 3, undefined],
      // No threshold result, no verdict: no pass or fail of its own, whatever its test did.
      ['agent eval without a verdict', 'expectEval', 'mastra:tone', 0.6, true, undefined, 1, false],
      ['ours', 'toBeSimilarTo', 'content-similarity', 1, true, 0.7, undefined, undefined],
    ])
    // Our totals are ours; Mastra's are apart, the unjudged score in no pass count.
    expect(Object.keys(json.totals.scorers)).toEqual(['content-similarity'])
    expect(json.totals).toMatchObject({ assertions: 1, passed: 1, failed: 0, passRate: 1 })
    expect(Object.keys(json.mastra.totals.scorers).sort()).toEqual([
      'mastra:answer-similarity',
      'mastra:gate.check-includes',
      'mastra:tone',
    ])
    expect(json.mastra.totals).toMatchObject({ assertions: 5, passed: 3, failed: 1, passRate: 0.75, unjudged: 1 })
    const block = ourBlock(result.output)
    const [own, theirs] = block.split("Mastra evals (Mastra's own scores and verdicts; in none of the numbers above)")
    expect(own).toMatch(/^ File +Scored +Pass +Fail +Similarity +min–max$/m)
    // Each mean may be followed by its bar.
    expect(own).toMatch(/^ evals\/agent\.test\.ts +1 +1 +0 +1\.00\D+1\.00–1\.00$/m)
    const columns = ['mastra:answer-similarity', 'mastra:gate\\.check-includes', 'mastra:tone']
    expect(theirs).toMatch(
      new RegExp(`^ File +Scored +Pass +Fail +${columns.map((c) => `${c} +min–max`).join(' +')}$`, 'm'),
    )
    // A Mastra column's mean is over the tests' averages.
    const means = ['0\\.65\\D+0\\.50–0\\.80', '1\\.00\\D+1\\.00–1\\.00', '0\\.75\\D+0\\.60–0\\.90']
    expect(theirs).toMatch(new RegExp(`^ evals/agent\\.test\\.ts +5 +3 +1 +${means.join(' +')}$`, 'm'))
    // A value of another shape is not read as a pass: the warning names the test and the field.
    expect(block).toContain(
      'ignored task.meta.mastraEval of evals/agent.test.ts › agent eval of another shape: ' +
        'scores.tone must be a number in [0, 1], received number 1.4',
    )
    expect(readFileSync(join(dir, 'scores.md'), 'utf8')).toContain('mastra:answer-similarity')
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain('mastra:tone')
    const history = JSON.parse(readFileSync(join(dir, 'history.jsonl'), 'utf8').trimEnd().split('\n').at(-1) as string)
    // History keeps our means: Mastra's scores count in none of them.
    expect(history.total).toMatchObject({ assertions: 1, passRate: 1, mean: 1 })
  })
})
