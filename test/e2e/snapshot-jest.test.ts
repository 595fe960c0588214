import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RECORD_DIR_ENV } from '../../src/records/types.js'
import { Project, REPO } from './snapshot-harness.js'
import { readEntries } from './snapshot-texts.js'
import { chatTest, misuseSnap, misuseTest, snapshotScenarios } from './snapshot-scenarios.js'

snapshotScenarios({
  runner: 'jest',
  label: 'Jest',
  chat: {
    testFile: 'chat.test.cjs',
    files: {
      'chat.test.cjs': chatTest(`const { readFileSync } = require('node:fs')
const { join } = require('node:path')

const replies = JSON.parse(readFileSync(join(__dirname, 'replies.json'), 'utf8'))`),
    },
    // Jest joins describe and test names with a space, and a hint with ': '.
    keys: {
      greeting: 'chat greets 1',
      farewell: 'chat greets: farewell 1',
      tricky: 'chat greets: tricky 1',
      capital: 'chat greets 2',
    },
  },
  written: ['Snapshots:   4 written, 4 total'],
  similar: {
    env: (project) => {
      const records = join(project.dir, 'records')
      // Private, as the Jest reporter makes it: workers refuse to write into a directory others can enter.
      mkdirSync(records, { recursive: true, mode: 0o700 })
      return { [RECORD_DIR_ENV]: records }
    },
    check: (output, project) => {
      expect(output).toContain('Snapshots:   4 passed, 4 total')
      // Each comparison left a score record for the reporters, as the other matchers do.
      const records = join(project.dir, 'records')
      const lines = readdirSync(records).flatMap((file) =>
        readFileSync(join(records, file), 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
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
    },
  },
  dissimilar: {
    failure: {
      start: 'expect(received).toMatchSimilarSnapshot()',
      lines: [
        '    expect(received).toMatchSimilarSnapshot()',
        '',
        '    Expected content similarity ≥ 0.70, received 0.04 (snapshot `chat greets 1`)',
        '',
        '    Snapshot: "Hello! How can I help you today?"',
        '    Received: "Sorry, the service is unavailable."',
        '',
        '    Difference ([-expected-]{+received+}):',
        '      [-Hello! How can I help you today?-]{+Sorry, the service is unavailable.+}',
        '',
        '    If the new text is right, run `jest -u` to store it as the snapshot.',
      ],
    },
    summary: ['Snapshots:   1 failed, 3 passed, 4 total'],
  },
  updated: ['Snapshots:   1 updated, 3 passed, 4 total'],
  obsolete: {
    key: 'chat gone 1',
    // Jest fails a run that leaves obsolete snapshots behind (its snapshot summary's `failure`).
    code: 1,
    summary: ['Tests:       1 passed, 1 total', 'Snapshots:   1 obsolete, 4 passed, 4 total'],
    listing: {
      start: 'snapshot obsolete from',
      lines: [
        ' › 1 snapshot obsolete from 1 test suite. To remove it, re-run jest with `-u`.',
        '   ↳ ./chat.test.cjs',
        '       • chat gone 1',
      ],
    },
  },
  ci: {
    modes: [
      ['--ci', 'ci-flag'],
      ['CI=true', 'ci-env'],
    ],
    summary: ['Snapshots:   4 failed, 4 total'],
    failure: {
      start: 'expect(received).toMatchSimilarSnapshot()',
      lines: [
        '    expect(received).toMatchSimilarSnapshot()',
        '',
        '    Snapshot `chat greets 1` was not written: in CI (--ci or CI=true) new snapshots are written only with -u.',
        '',
        '    Received: "Hello! How can I help you today?"',
      ],
    },
  },
  misuse: {
    testFile: 'misuse.test.cjs',
    files: {
      'misuse.test.cjs': misuseTest('', 'corrupt'),
      // The 'corrupt' entry is a number, not a string.
      '__snapshots__/misuse.test.cjs.snap': misuseSnap(
        '// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing',
        'corrupt',
        '42',
      ),
    },
    summary: ['Tests:       3 failed, 1 passed, 4 total'],
    failures: [
      {
        start: '● negated',
        lines: [
          '  ● negated',
          '',
          '    expect-similar: toMatchSimilarSnapshot cannot be used with .not: a snapshot is a reference to stay close to. To assert that text differs from a reference, use expect(text).not.toBeSimilarTo(reference).',
        ],
      },
      {
        start: '● not text',
        lines: [
          '  ● not text',
          '',
          '    expect(received).toMatchSimilarSnapshot()',
          '',
          '    received value must be a string or { text: string }, got number 42',
        ],
      },
      {
        start: '● corrupt',
        lines: [
          '  ● corrupt',
          '',
          '    SnapshotEntryError: expect-similar: snapshot `corrupt 1` holds number 42, not a text snapshot. Fix the entry in the .snap file, or delete it and run the test again to record the received text.',
        ],
      },
    ],
  },
  retry: {
    testFile: 'retry.test.cjs',
    files: {
      'retry.test.cjs': `jest.retryTimes(2)

let attempt = 0
test('flaky', () => {
  attempt++
  expect('Hello there').toMatchSimilarSnapshot()
  expect('Second one').toMatchSimilarSnapshot()
  if (attempt < 2) throw new Error('flaky')
})
`,
    },
    summary: ['Snapshots:   2 written, 2 total'],
  },
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

describe('toMatchSimilarSnapshot in Jest with a line break in the test name', { timeout: 60_000 }, () => {
  const project = new Project('jest', 'newline-name', {
    'each.test.cjs': `test.each(['first line\\nsecond line'])('%s', () => {
  expect('The cat sat on the mat.').toMatchSimilarSnapshot()
  expect('The cat sat on the mat.').toMatchSnapshot()
})
`,
  })

  it('writes and then matches the entry under the key Jest itself uses', () => {
    const first = project.run('local')
    expect(first.code, first.output).toBe(0)
    expect(first.output).toContain('Snapshots:   2 written, 2 total')
    project.write(
      'each.test.cjs',
      `test.each(['first line\\nsecond line'])('%s', () => {
  expect('The cat sat on the mat!').toMatchSimilarSnapshot()
  expect('The cat sat on the mat.').toMatchSnapshot()
})
`,
    )
    const second = project.run('ci-flag')
    expect(second.code, second.output).toBe(0)
    expect(second.output).toContain('Snapshots:   2 passed, 2 total')
    expect(Object.keys(readEntries(project.snap('each.test.cjs')!))).toEqual([
      'first line\\nsecond line 1',
      'first line\\nsecond line 2',
    ])
  })
})
