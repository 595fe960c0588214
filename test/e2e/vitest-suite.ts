import { CHANNEL, VITEST_CONFIG } from './harness.js'

// Scores move with SHIFT (for baseline runs) and stay in [0, 1].
const PRELUDE = `import { describe, it } from 'vitest'
import { recordVitest } from ${JSON.stringify(CHANNEL)}
const shift = Number(process.env.SHIFT ?? 0)
const at = (s: number) => Math.min(1, Math.max(0, Math.round((s + shift) * 1000) / 1000))
const sim = (score: number, threshold: number) => ({ matcher: 'toBeSimilarTo' as const, scorer: 'content-similarity' as const, score: at(score), threshold, pass: at(score) >= threshold, isNot: false })
`

/**
 * Fixtures record scores without asserting on them (a real matcher would also throw), so that a
 * gate is the only thing that can fail a run, and `it.fails` gives a failed record in a passing run.
 *
 * A Vitest fixture suite: two scored files (retries, repeats, both scorers, an expected failure),
 * a file with hostile names, and an unscored file that must not appear in the table.
 */
export const VITEST_SUITE: Record<string, string> = {
  'vitest.config.ts': VITEST_CONFIG,
  'test/evals/summary.test.ts': `${PRELUDE}
describe('summary', () => {
  it('keeps the facts', ({ task }) => {
    recordVitest(task, sim(0.92, 0.8))
    recordVitest(task, sim(0.86, 0.8))
  })
  let calls = 0
  it('flaky model call', { retry: 2 }, ({ task }) => {
    calls++
    recordVitest(task, sim(calls === 1 ? 0.2 : 0.9, 0.8))
    if (calls === 1) throw new Error('the first attempt fails')
  })
  it('repeated', { repeats: 2 }, ({ task }) => {
    recordVitest(task, sim([0.9, 0.8, 0.85][task.result!.repeatCount]!, 0.75))
  })
})
`,
  'test/evals/translate.test.ts': `${PRELUDE}
it('french stays close', ({ task }) => {
  recordVitest(task, { matcher: 'toDifferByAtMost', scorer: 'textual-difference', score: at(0.7), maxChanges: 5, changes: 3, pass: true, isNot: false })
})
it('german stays close', ({ task }) => {
  recordVitest(task, { matcher: 'toDifferByAtMost', scorer: 'textual-difference', score: at(0.6), maxChanges: 5, changes: 4, pass: true, isNot: false })
  recordVitest(task, sim(0.75, 0.7))
})
it.fails('a known gap, expected to fail', ({ task }) => {
  recordVitest(task, sim(0.3, 0.7))
  throw new Error('expected')
})
`,
  'test/odd/we|rd <b>name</b>.test.ts': `${PRELUDE}
it('pipe | tick \` <img src=x onerror=alert(1)> \\u001b[31mred\\u001b[0m\\nsecond line', ({ task }) => {
  recordVitest(task, sim(0.55, 0.5))
})
`,
  'test/unit/plain.test.ts': `import { expect, it } from 'vitest'
it('has no scored assertions', () => expect(1 + 1).toBe(2))
`,
}
