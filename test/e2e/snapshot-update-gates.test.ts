import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JEST_MATCHERS_CONFIG, VITEST_MATCHERS_CONFIG, makeProject, removeProject, run } from './harness.js'

// `-u` accepts the new text as the snapshot: the run must not then fail its gates on the score
// the new text had against the text it replaced.

const OLD = 'Hello! How can I help you today?'
const NEW = 'Sorry, the service is unavailable right now.'
const body = `test('greets', () => {
  expect(process.env.REPLY).toMatchSimilarSnapshot({ min: 0.7 })
})
`
const OPTIONS = { baseline: 'baseline.json', maxRegression: 0.05, thresholds: { mean: 0.9 } }
const env = (reply: string): Record<string, string> => ({
  ES_OPTIONS: JSON.stringify(OPTIONS),
  REPLY: reply,
  COLUMNS: '400',
})

describe.each([
  {
    runner: 'vitest' as const,
    files: <Record<string, string>>{
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'test/chat.test.ts': `import { expect, test } from 'vitest'\n${body}`,
    },
    args: ['run'],
    update: ['run', '-u'],
    summary: '1 updated',
  },
  {
    runner: 'jest' as const,
    files: <Record<string, string>>{ 'jest.config.cjs': JEST_MATCHERS_CONFIG, 'test/chat.test.js': body },
    args: ['--ci=false'],
    update: ['--ci=false', '-u'],
    summary: '1 snapshot updated',
  },
])('$runner: a -u run after the snapshot changed', ({ runner, files, args, update, summary }) => {
  let dir: string
  beforeAll(async () => {
    dir = makeProject(`snapshot-update-${runner}`, files)
    const first = await run(runner, args, dir, { ...env(OLD), ES_OPTIONS: '{}' })
    expect(first.code, first.output).toBe(0)
    const base = await run(runner, args, dir, { ...env(OLD), EXPECT_SIMILAR_UPDATE_BASELINE: '1' })
    expect(base.code, base.output).toBe(0)
  }, 60_000)
  afterAll(() => removeProject(dir))

  it('passes its gates: the updated snapshot is scored against what it now stores', async () => {
    const r = await run(runner, update, dir, env(NEW))
    expect(r.output).toContain(summary)
    expect(r.code, r.output).toBe(0)
    expect(r.output).not.toContain('Gate failed')
    // And the next run compares with the new snapshot, as the user asked.
    const next = await run(runner, args, dir, env(NEW))
    expect(next.code, next.output).toBe(0)
  }, 60_000)
})

// A custom scorer may be an LLM judge (slow, paid for, never the same twice): a -u run that
// rewrites the entry asks it once, for the comparison that decides, and records the new entry
// against itself (1) without asking again. Each call leaves a line in calls.log.
const judged = `const { appendFileSync } = require('node:fs')
const judge = {
  name: 'judge',
  async score(received, expected) {
    appendFileSync('calls.log', JSON.stringify([received, expected]) + '\\n')
    return received === expected ? 1 : 0.2
  },
}
test('greets', async () => {
  await expect(process.env.REPLY).toMatchSimilarSnapshot({ scorer: judge, min: 0.7 })
})
`
describe.each([
  {
    runner: 'vitest' as const,
    files: <Record<string, string>>{
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'test/chat.test.ts': `import { createRequire } from 'node:module'
import { expect, test } from 'vitest'
const require = createRequire(import.meta.url)
${judged}`,
    },
    args: ['run'],
    update: ['run', '-u'],
    summary: '1 updated',
  },
  {
    runner: 'jest' as const,
    files: <Record<string, string>>{ 'jest.config.cjs': JEST_MATCHERS_CONFIG, 'test/chat.test.js': judged },
    args: ['--ci=false'],
    update: ['--ci=false', '-u'],
    summary: '1 snapshot updated',
  },
])('$runner: a -u run with a custom scorer', ({ runner, files, args, update, summary }) => {
  let dir: string
  beforeAll(async () => {
    dir = makeProject(`snapshot-update-judge-${runner}`, files)
    const first = await run(runner, args, dir, { ...env(OLD), ES_OPTIONS: '{}' })
    expect(first.code, first.output).toBe(0)
  }, 60_000)
  afterAll(() => removeProject(dir))

  const calls = () =>
    existsSync(join(dir, 'calls.log'))
      ? readFileSync(join(dir, 'calls.log'), 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : []

  it('calls the scorer once per rewritten entry and passes its gates', async () => {
    // Writing the first entry compared nothing.
    expect(calls()).toEqual([])
    const r = await run(runner, update, dir, { ...env(NEW), ES_OPTIONS: JSON.stringify({ thresholds: { mean: 0.9 } }) })
    expect(r.output).toContain(summary)
    expect(r.code, r.output).toBe(0)
    expect(r.output).not.toContain('Gate failed')
    expect(calls()).toEqual([[NEW, OLD]])
  }, 60_000)
})
