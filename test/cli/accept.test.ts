import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildReport } from '../../src/reporter/store/report.js'
import type { CollectedRecord } from '../../src/reporter/model.js'
import { outcomeOf, rec } from '../reporter/helpers.js'
import { runCli } from './run-cli.js'

let dir: string
const cli = (argv: string[]) => runCli(argv, { cwd: dir })
const SNAP = 'test/__snapshots__/a.test.ts.snap'
const STORED = [
  '// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html',
  '',
  'exports[`chat > greets 1`] = `"Hello there"`;',
  '',
  'exports[`chat > greets > farewell 1`] = `"Bye"`;',
  '',
  'exports[`chat > other 1`] = `"Hello there"`;',
  '',
].join('\n')

const snapshot = (test: string, expected: string, received: string, over: Partial<CollectedRecord> = {}) =>
  rec({
    file: 'test/a.test.ts',
    test,
    matcher: 'toMatchSimilarSnapshot',
    score: 0.2,
    threshold: 0.7,
    pass: false,
    texts: { expected, received, expectedLength: expected.length, receivedLength: received.length },
    ...over,
  })
const save = (name: string, records: CollectedRecord[]) =>
  writeFileSync(join(dir, name), JSON.stringify(buildReport(outcomeOf(records), '2026-11-30T00:00:00.000Z')))

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'expect-similar-accept-'))
  mkdirSync(join(dir, 'test/__snapshots__'), { recursive: true })
  writeFileSync(join(dir, SNAP), STORED)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('expect-similar accept', () => {
  it('finds entries by test and stored text (a hint included), escapes backticks, and leaves the rest', async () => {
    save('r.json', [
      snapshot('chat > greets', 'Bye', 'See `you` ${soon}\\n'),
      snapshot('chat > other', 'Hello there', 'Hi'),
    ])
    const r = await cli(['accept', 'r.json', '--test', '^chat > greets$'])
    expect(r.code, r.err).toBe(0)
    expect(r.out).toBe(
      `${SNAP}: chat > greets > farewell 1  0.20 → 1.00 (the received text)\n` +
        'Accepted 1 snapshot in 1 file; run the tests to check them.\n',
    )
    expect(readFileSync(join(dir, SNAP), 'utf8')).toBe(STORED.replace('`"Bye"`', '`"See \\`you\\` \\${soon}\\\\n"`'))
  })

  it('refuses, writing nothing, a cut received text, an entry changed since the run, and differing repeats', async () => {
    const cut = snapshot('chat > other', 'Hello there', 'Hi', {
      texts: { expected: 'Hello there', received: 'Hi', expectedLength: 11, receivedLength: 40 },
    })
    const cases: [CollectedRecord[], string][] = [
      [[cut], 'the received text of test/a.test.ts › chat > other was cut to 2 of 40 characters (maxTextLength)'],
      [[snapshot('chat > other', 'Changed', 'Hi')], `no entry of ${SNAP} for "chat > other" stores the text`],
      [
        [
          snapshot('chat > other', 'Hello there', 'Hi', { repeat: 0 }),
          snapshot('chat > other', 'Hello there', 'Ho', { repeat: 1 }),
        ],
        'test/a.test.ts › chat > other received different texts in its repeats',
      ],
    ]
    for (const [records, message] of cases) {
      save('r.json', records)
      const r = await cli(['accept', 'r.json'])
      expect(r.code).toBe(2)
      expect(r.err).toContain(message)
      expect(readFileSync(join(dir, SNAP), 'utf8')).toBe(STORED)
    }
  })

  it('says when there is nothing to accept, and when --test matches none or is no regular expression', async () => {
    save('r.json', [snapshot('chat > other', 'Hello there', 'Hi')])
    expect((await cli(['accept', 'r.json', '--test', 'nothing'])).code).toBe(2)
    const bad = await cli(['accept', 'r.json', '--test', '('])
    expect(bad.code).toBe(2)
    expect(bad.err).toContain('--test "(" is not a regular expression')
    save('pass.json', [snapshot('chat > other', 'Hello there', 'Hello there', { pass: true, score: 1 })])
    const none = await cli(['accept', 'pass.json'])
    expect(none).toEqual({
      code: 0,
      out: 'Nothing accepted: pass.json has no failing fuzzy snapshot (toMatchSimilarSnapshot).\n',
      err: '',
    })
  })
})
