import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSimilarity } from '../../src/index.js'
import { reportValidator } from '../reporter/schema.js'
import { makeProject, ourBlock, removeProject, run, VITEST_MATCHERS_CONFIG } from './harness.js'

// Real .not assertions through the real Vitest reporter: an answer that moves further from a
// refusal must read as no change at all in means, gates and baselines, not as a drop.
const REFUSAL = "I'm sorry, I can't help with that."
const NEAR_REFUSAL = "I'm sorry, but I can help with that refund."
const FAR_FROM_REFUSAL = 'Your refund of 20 euros was sent today.'
const REFERENCE = 'Paris is the capital of France.'
const PARAPHRASE = 'The capital of France is Paris.'

const SUITE = `import { expect, it } from 'vitest'
it('answers the question', () => {
  expect(${JSON.stringify(PARAPHRASE)}).toBeSimilarTo(${JSON.stringify(REFERENCE)}, { min: 0.8 })
})
it('does not refuse', () => {
  expect(process.env.ANSWER).not.toBeSimilarTo(${JSON.stringify(REFUSAL)}, { min: 0.8 })
})
`

describe('.not assertions in the Vitest reporter, end to end', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('negated', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/refusal.test.ts': SUITE,
    })
  })
  afterAll(() => removeProject(dir))

  it('keeps .not scores out of the mean, the mean gate, the baseline delta and the lowest scores', async () => {
    const positive = contentSimilarity(REFERENCE, PARAPHRASE).score
    const near = contentSimilarity(REFUSAL, NEAR_REFUSAL).score
    const far = contentSimilarity(REFUSAL, FAR_FROM_REFUSAL).score
    // The fixture means what it says: both answers pass .not, the second is much further away.
    expect(near).toBeLessThan(0.8)
    expect(near - far).toBeGreaterThan(0.5)
    const options = {
      outputFile: 'scores.json',
      markdownFile: 'scores.md',
      verbose: true,
      baseline: 'base.json',
      maxRegression: 0.05,
      thresholds: { mean: positive - 0.01 },
    }
    const env = { ES_OPTIONS: JSON.stringify(options) }
    const first = await run('vitest', ['run'], dir, {
      ...env,
      ANSWER: NEAR_REFUSAL,
      EXPECT_SIMILAR_UPDATE_BASELINE: '1',
    })
    expect(first.code, first.output).toBe(0)

    const r = await run('vitest', ['run'], dir, { ...env, ANSWER: FAR_FROM_REFUSAL })
    expect(r.code, r.output).toBe(0)
    const block = ourBlock(r.output)
    // The .not check has its own count; the similarity mean is the positive assertion's alone.
    expect(block).toMatch(/File +Scored +Pass +Fail +Similarity +min–max +\.not ✓\/✗ +Δ mean/)
    const mean = positive.toFixed(2)
    expect(block).toMatch(
      new RegExp(`evals/refusal\\.test\\.ts +2 +2 +0 +${mean} \\S+ +${mean}–${mean} +1/0 +=0\\.000`),
    )
    expect(block).toContain('✓ 2 gates passed')
    expect(block).not.toContain('dropped')
    const lowest = block.slice(block.indexOf('Lowest scores'))
    expect(lowest).toContain('answers the question')
    expect(lowest).not.toContain('does not refuse')

    const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
    expect(reportValidator()(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(report.totals).toMatchObject({
      assertions: 2,
      passed: 2,
      failed: 0,
      mean: positive,
      negated: { assertions: 1, passed: 1, failed: 0 },
    })
    // The JSON report keeps the .not record, marked.
    expect(report.records.find((x: { isNot: boolean }) => x.isNot)).toMatchObject({
      test: 'does not refuse',
      score: far,
      pass: true,
    })
    expect(report.baseline.files).toEqual([
      { file: 'evals/refusal.test.ts', baseline: positive, current: positive, delta: 0 },
    ])
    expect(
      report.gates.results.map((g: { gate: string; actual: number; passed: boolean }) => [g.gate, g.actual, g.passed]),
    ).toEqual([
      ['mean', positive, true],
      ['maxRegression', 0, true],
    ])
    expect(readFileSync(join(dir, 'scores.md'), 'utf8')).toMatch(
      /\| File \| Scored \| Pass \| Fail \| Similarity \| min–max \| \.not ✓\/✗ \| Δ mean \|/,
    )
  })
})
