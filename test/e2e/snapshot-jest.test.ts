import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RECORD_DIR_ENV } from '../../src/records/types.js'
import { decodeSnapshotText } from '../../src/snapshot/codec.js'
import { excerpt, Project, REPO } from './snapshot-harness.js'
import { DISSIMILAR, FIRST, SIMILAR, expectedEntries, readEntries } from './snapshot-texts.js'

const TEST_FILE = 'chat.test.cjs'
// Jest joins describe and test names with a space, and a hint with ': '.
const KEYS = {
  greeting: 'chat greets 1',
  farewell: 'chat greets: farewell 1',
  tricky: 'chat greets: tricky 1',
  capital: 'chat greets 2',
}

const CHAT_TEST = `const { readFileSync } = require('node:fs')
const { join } = require('node:path')

const replies = JSON.parse(readFileSync(join(__dirname, 'replies.json'), 'utf8'))

describe('chat', () => {
  test('greets', () => {
    expect(replies.greeting).toMatchSimilarSnapshot()
    expect({ text: replies.farewell }).toMatchSimilarSnapshot('farewell', { min: 0.8 })
    expect(replies.tricky).toMatchSimilarSnapshot({ min: 0.8 }, 'tricky')
    expect(replies.capital).toMatchSimilarSnapshot({ min: 0.85 })
  })
})
`

describe('toMatchSimilarSnapshot in Jest (real runner)', { timeout: 60_000 }, () => {
  const project = new Project('jest', 'lifecycle', { [TEST_FILE]: CHAT_TEST })
  const answer = (texts: object) => project.write('replies.json', JSON.stringify(texts))

  it('writes on the first run under the usual keys, with separate counters and hints', () => {
    answer(FIRST)
    const { code, output } = project.run()
    expect(code, output).toBe(0)
    expect(output).toContain('Snapshots:   4 written, 4 total')
    const snap = project.snap(TEST_FILE)!
    for (const entry of expectedEntries(KEYS)) expect(snap).toContain(entry)
    expect(Object.keys(readEntries(snap)).sort()).toEqual(Object.values(KEYS).sort())
    expect(decodeSnapshotText(readEntries(snap)[KEYS.tricky])).toEqual({ ok: true, text: FIRST.tricky })
  })

  it('passes on similar text, counts every entry as passed, and leaves the .snap file as it was', () => {
    const before = project.snap(TEST_FILE)
    answer(SIMILAR)
    const records = join(project.dir, 'records')
    mkdirSync(records, { recursive: true })
    const { code, output } = project.run('local', { [RECORD_DIR_ENV]: records })
    expect(code, output).toBe(0)
    expect(output).toContain('Snapshots:   4 passed, 4 total')
    expect(project.snap(TEST_FILE)).toBe(before)
    // Each comparison left a score record for the reporters, as the other matchers do.
    const lines = readdirSync(records).flatMap((file) =>
      readFileSync(join(records, file), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>),
    )
    expect(lines.map(({ matcher, testName, threshold, pass }) => ({ matcher, testName, threshold, pass }))).toEqual([
      { matcher: 'toMatchSimilarSnapshot', testName: 'chat greets', threshold: 0.7, pass: true },
      { matcher: 'toMatchSimilarSnapshot', testName: 'chat greets', threshold: 0.8, pass: true },
      { matcher: 'toMatchSimilarSnapshot', testName: 'chat greets', threshold: 0.8, pass: true },
      { matcher: 'toMatchSimilarSnapshot', testName: 'chat greets', threshold: 0.85, pass: true },
    ])
    expect(lines.map(({ score }) => score)).toEqual([
      expect.closeTo(0.7917, 4),
      expect.closeTo(0.9143, 4),
      1,
      expect.closeTo(0.8889, 4),
    ])
  })

  it('fails on dissimilar text with the score breakdown, the diff and the -u advice', () => {
    const before = project.snap(TEST_FILE)
    answer(DISSIMILAR)
    const { code, output } = project.run()
    expect(code).toBe(1)
    expect(excerpt(output, 'expect(received).toMatchSimilarSnapshot()', 11)).toMatchInlineSnapshot(`
      "    expect(received).toMatchSimilarSnapshot()

          Expected content similarity ≥ 0.70, received 0.04 (snapshot \`chat greets 1\`)

          Snapshot: "Hello! How can I help you today?"
          Received: "Sorry, the service is unavailable."

          Difference ([-expected-]{+received+}):
            [-Hello! How can I help you today?-]{+Sorry, the service is unavailable.+}

          If the new text is right, run \`jest -u\` to store it as the snapshot."
    `)
    // Like toMatchSnapshot, a failure does not stop the later snapshots of the test from being checked.
    expect(output).toContain('Snapshots:   1 failed, 3 passed, 4 total')
    expect(project.snap(TEST_FILE)).toBe(before)
  })

  it('-u rewrites the dissimilar entry and keeps the similar ones', () => {
    const before = readEntries(project.snap(TEST_FILE)!)
    answer(DISSIMILAR)
    const { code, output } = project.run('update')
    expect(code, output).toBe(0)
    expect(output).toContain('Snapshots:   1 updated, 3 passed, 4 total')
    const after = readEntries(project.snap(TEST_FILE)!)
    expect(after).toEqual({ ...before, [KEYS.greeting]: `"${DISSIMILAR.greeting}"` })
  })

  it('reports unused entries as obsolete, and never the entries that matched', () => {
    answer(DISSIMILAR)
    project.write(`__snapshots__/${TEST_FILE}.snap`, `${project.snap(TEST_FILE)}\nexports[\`chat gone 1\`] = \`"old"\`;\n`)
    const { code, output } = project.run()
    // Jest fails a run that leaves obsolete snapshots behind (its snapshot summary's `failure`).
    expect(code, output).toBe(1)
    expect(output).toContain('Tests:       1 passed, 1 total')
    expect(output).toContain('Snapshots:   1 obsolete, 4 passed, 4 total')
    expect(excerpt(output, 'snapshot obsolete from', 3)).toMatchInlineSnapshot(`
      " › 1 snapshot obsolete from 1 test suite. To remove it, re-run jest with \`-u\`.
         ↳ ./chat.test.cjs
             • chat gone 1"
    `)
  })

  it.each([
    ['--ci', 'ci-flag'],
    ['CI=true', 'ci-env'],
  ] as const)('in CI (%s) refuses to write, and a missing snapshot fails', (_, mode) => {
    project.removeSnap(TEST_FILE)
    answer(FIRST)
    const { code, output } = project.run(mode)
    expect(code).toBe(1)
    expect(project.snap(TEST_FILE)).toBeUndefined()
    expect(output).toContain('Snapshots:   4 failed, 4 total')
    expect(excerpt(output, 'expect(received).toMatchSimilarSnapshot()', 5)).toMatchInlineSnapshot(`
      "    expect(received).toMatchSimilarSnapshot()

          Snapshot \`chat greets 1\` was not written: in CI (--ci or CI=true) new snapshots are written only with -u.

          Received: "Hello! How can I help you today?""
    `)
  })
})

describe('toMatchSimilarSnapshot in Jest: misuse and bad input', { timeout: 60_000 }, () => {
  const project = new Project('jest', 'errors', {
    'misuse.test.cjs': `test('negated', () => {
  expect('Hello').not.toMatchSimilarSnapshot()
})

test('not text', () => {
  expect(42).toMatchSimilarSnapshot()
})

test('corrupt', () => {
  expect('Hello there').toMatchSimilarSnapshot()
})

test('intact', () => {
  expect('Fine text!').toMatchSimilarSnapshot()
})
`,
    // The 'corrupt' entry is a number, not a string.
    '__snapshots__/misuse.test.cjs.snap': `// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing

exports[\`corrupt 1\`] = 42;

exports[\`intact 1\`] = \`"Fine text"\`;

exports[\`not text 1\`] = \`"Some text"\`;
`,
  })

  it('rejects .not, fails on non-text, names a corrupt entry and leaves the file intact', () => {
    const before = project.snap('misuse.test.cjs')
    const { code, output } = project.run()
    expect(code).toBe(1)
    expect(output).toContain('Tests:       3 failed, 1 passed, 4 total')
    expect(excerpt(output, '● negated', 3)).toMatchInlineSnapshot(`
      "  ● negated

          expect-similar: toMatchSimilarSnapshot cannot be used with .not: a snapshot is a reference to stay close to. To assert that text differs from a reference, use expect(text).not.toBeSimilarTo(reference)."
    `)
    expect(excerpt(output, '● not text', 5)).toMatchInlineSnapshot(`
      "  ● not text

          expect(received).toMatchSimilarSnapshot()

          received value must be a string or { text: string }, got number 42"
    `)
    expect(excerpt(output, '● corrupt', 3)).toMatchInlineSnapshot(`
      "  ● corrupt

          SnapshotEntryError: expect-similar: snapshot \`corrupt 1\` holds number 42, not a text snapshot. Fix the entry in the .snap file, or delete it and run the test again to record the received text."
    `)
    expect(output).not.toContain('obsolete')
    expect(project.snap('misuse.test.cjs')).toBe(before)
  })
})

describe('toMatchSimilarSnapshot in Jest: retries', { timeout: 60_000 }, () => {
  const project = new Project('jest', 'retry', {
    'retry.test.cjs': `jest.retryTimes(2)

let attempt = 0
test('flaky', () => {
  attempt++
  expect('Hello there').toMatchSimilarSnapshot()
  expect('Second one').toMatchSimilarSnapshot()
  if (attempt < 2) throw new Error('flaky')
})
`,
  })

  it('starts the counters afresh on each attempt, so a retried test keeps its keys', () => {
    const { code, output } = project.run()
    expect(code, output).toBe(0)
    expect(output).toContain('Snapshots:   2 written, 2 total')
    expect(Object.keys(readEntries(project.snap('retry.test.cjs')!))).toEqual(['flaky 1', 'flaky 2'])
  })
})

describe('toMatchSimilarSnapshot in Jest without injected globals', { timeout: 60_000 }, () => {
  const project = new Project('jest', 'no-globals', {
    'setup.cjs': `const { expect } = require('@jest/globals')
const { matchers, registerSnapshotSerializer } = require(${JSON.stringify(join(REPO, 'dist/matchers.cjs'))})

expect.extend(matchers)
registerSnapshotSerializer(expect)
`,
    'reply.test.cjs': `const { expect, test } = require('@jest/globals')

test('reply', () => {
  expect('Dear user,\\r\\nthanks!').toMatchSimilarSnapshot()
})
`,
  })
  project.write(
    'jest.config.cjs',
    "module.exports = { rootDir: __dirname, testMatch: ['<rootDir>/*.test.cjs'], transform: {}, injectGlobals: false, setupFilesAfterEnv: ['<rootDir>/setup.cjs'] }\n",
  )

  it('stores the text verbatim once registerSnapshotSerializer(expect) was called', () => {
    const { code, output } = project.run()
    expect(code, output).toBe(0)
    expect(readEntries(project.snap('reply.test.cjs')!)).toEqual({ 'reply 1': '\nescaped "Dear user,\\r\nthanks!"\n' })
  })
})
