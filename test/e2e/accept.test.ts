import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JEST_MATCHERS_CONFIG, VITEST_MATCHERS_CONFIG, makeProject, removeProject, run } from './harness.js'

// A fuzzy snapshot fails with a new answer; `expect-similar accept` stores the text the run received,
// from its JSON report, and the next run passes without asking for the answer again.

const OLD = 'Hello! How can I help you today?'
const NEW = 'Sorry, the `service` is unavailable.\nPlease try again in ${minutes} minutes.'
const body = `describe('chat', () => {
  test('greets', () => {
    const replies = JSON.parse(readFileSync(join(__dirname_, 'replies.json'), 'utf8'))
    expect('A fixed farewell.').toMatchSimilarSnapshot('farewell')
    expect(replies.greeting).toMatchSimilarSnapshot({ min: 0.8 })
  })
  test('other', () => {
    expect('Untouched.').toMatchSimilarSnapshot()
  })
})
`
const VITEST_TEST = `import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
const __dirname_ = dirname(fileURLToPath(import.meta.url))
${body}`
const JEST_TEST = `const { readFileSync } = require('node:fs')
const { join } = require('node:path')
const __dirname_ = __dirname
${body}`

describe.each([
  {
    runner: 'vitest' as const,
    files: { 'vitest.config.ts': VITEST_MATCHERS_CONFIG, 'test/chat.test.ts': VITEST_TEST } as Record<string, string>,
    snap: 'test/__snapshots__/chat.test.ts.snap',
    key: 'chat > greets 1',
    first: ['run'],
    args: ['run'],
  },
  {
    runner: 'jest' as const,
    files: { 'jest.config.cjs': JEST_MATCHERS_CONFIG, 'test/chat.test.js': JEST_TEST } as Record<string, string>,
    snap: 'test/__snapshots__/chat.test.js.snap',
    key: 'chat greets 1',
    first: [],
    args: ['--ci'],
  },
])('$runner: accept a failing fuzzy snapshot from a saved report', ({ runner, files, snap, key, first, args }) => {
  let dir: string
  const env = { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) }
  beforeAll(async () => {
    dir = makeProject(`accept-${runner}`, { ...files, 'test/replies.json': JSON.stringify({ greeting: OLD }) })
    const written = await run(runner, first, dir, env)
    expect(written.code, written.output).toBe(0)
  }, 120_000)
  afterAll(() => removeProject(dir))

  it('stores the received text in the runner format, says what changed, and the next run passes', async () => {
    writeFileSync(join(dir, 'test/replies.json'), JSON.stringify({ greeting: NEW }))
    const failed = await run(runner, args, dir, env)
    expect(failed.code, failed.output).toBe(1)
    const before = readFileSync(join(dir, snap), 'utf8')

    const accepted = await run('cli', ['accept', 'scores.json'], dir)
    expect(accepted.code, accepted.output).toBe(0)
    expect(accepted.stdout).toMatch(
      new RegExp(`^${snap.replace(/[./]/g, '\\$&')}: ${key} {2}0\\.\\d\\d → 1\\.00 \\(the received text\\)$`, 'm'),
    )
    expect(accepted.stdout).toContain('Accepted 1 snapshot in 1 file; run the tests to check them.')
    const after = readFileSync(join(dir, snap), 'utf8')
    // Only that entry changed: the other entries and the header are as the runner wrote them.
    const entries = (text: string) => text.split('\nexports[').slice(1)
    expect(entries(after).filter((e, i) => e !== entries(before)[i])).toHaveLength(1)
    expect(after).not.toContain(OLD)

    const rerun = await run(runner, args, dir, env)
    expect(rerun.code, rerun.output).toBe(0)
    expect(rerun.output).not.toMatch(/obsolete|written|updated/)
    // The runner reads back exactly the received text: a run with the old answer now fails.
    writeFileSync(join(dir, 'test/replies.json'), JSON.stringify({ greeting: OLD }))
    const old = await run(runner, args, dir, env)
    expect(old.code, old.output).toBe(1)
    expect(readFileSync(join(dir, snap), 'utf8')).toBe(after)
  }, 200_000)

  it('refuses a report without texts, and writes nothing', async () => {
    writeFileSync(join(dir, 'test/replies.json'), JSON.stringify({ greeting: 'Something else entirely, friend.' }))
    const failed = await run(runner, args, dir, {
      ES_OPTIONS: JSON.stringify({ outputFile: 'private.json', includeTexts: false }),
    })
    expect(failed.code, failed.output).toBe(1)
    const before = readFileSync(join(dir, snap), 'utf8')
    const refused = await run('cli', ['accept', 'private.json'], dir)
    expect(refused.code, refused.output).toBe(2)
    expect(refused.stderr).toContain('private.json holds no texts (saved with includeTexts: false or --no-texts)')
    expect(readFileSync(join(dir, snap), 'utf8')).toBe(before)
  }, 200_000)
})
