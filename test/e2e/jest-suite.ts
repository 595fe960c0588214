import { CHANNEL, JEST_CONFIG } from './harness.js'

const PRELUDE = `const { writeFileSync, mkdirSync, appendFileSync } = require('node:fs')
const { join } = require('node:path')
const { threadId } = require('node:worker_threads')
const { recordJest } = require(${JSON.stringify(CHANNEL)})
const shift = Number(process.env.SHIFT ?? 0)
const at = (s) => Math.min(1, Math.max(0, Math.round((s + shift) * 1000) / 1000))
const sim = (score, threshold) => ({ matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: at(score), threshold, pass: at(score) >= threshold, isNot: false })
// Which worker thread ran this file, so the test can prove that several did.
mkdirSync(join(__dirname, '../../threads'), { recursive: true })
writeFileSync(join(__dirname, '../../threads', String(threadId)), '')
`

/** Bulk files: many small scored tests, so records from several worker threads must all arrive. */
const bulk = (name: string, tests: number): string => `${PRELUDE}
describe('${name}', () => {
  for (let i = 0; i < ${tests}; i++) {
    test('case ' + i, () => {
      recordJest(sim(0.8 + (i % 5) / 50, 0.7))
      recordJest({ matcher: 'toDifferByAtMost', scorer: 'textual-difference', score: at(0.75), maxChanges: 4, changes: i % 4, pass: true, isNot: false })
    })
  }
})
`

/**
 * A Jest fixture suite (plain CommonJS, 2 worker threads). Like the Vitest suite, fixtures record
 * without asserting, so that gates alone decide the exit code; `test.failing` gives a failed
 * record in a passing run.
 */
export const JEST_SUITE: Record<string, string> = {
  'jest.config.cjs': JEST_CONFIG,
  'test/evals/summary.test.js': `${PRELUDE}
jest.retryTimes(2)
describe('summary', () => {
  test('keeps the facts', () => {
    recordJest(sim(0.92, 0.8))
    recordJest(sim(0.86, 0.8))
  })
  let calls = 0
  test('flaky model call', () => {
    calls++
    recordJest(sim(calls === 1 ? 0.2 : 0.9, 0.8))
    if (calls === 1) throw new Error('the first attempt fails')
  })
  test.failing('a known gap, expected to fail', () => {
    recordJest(sim(0.3, 0.7))
    throw new Error('expected')
  })
  if (process.env.FAIL) {
    test('fails on demand', () => {
      recordJest(sim(0.1, 0.8))
      throw new Error('failing on purpose')
    })
  }
  test('corrupt channel', () => {
    // A worker killed mid-write leaves a truncated line behind.
    if (process.env.CORRUPT) appendFileSync(join(process.env.EXPECT_SIMILAR_RECORD_DIR, 'killed-worker.jsonl'), '{"v":1,"matcher":"toBeSim', { mode: 0o600 })
  })
})
`,
  'test/evals/bulk-a.test.js': bulk('bulk a', 40),
  'test/evals/bulk-b.test.js': bulk('bulk b', 40),
  'test/evals/bulk-c.test.js': bulk('bulk c', 40),
  'test/odd/we|rd.test.js': `${PRELUDE}
test('pipe | tick \` <img src=x onerror=alert(1)> \\u001b[31mred\\u001b[0m\\nsecond line', () => {
  recordJest(sim(0.55, 0.5))
})
`,
}
