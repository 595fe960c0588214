import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
// The real snapshot state of the Vitest this project pins, driven without a Vitest process.
import { SnapshotState } from '@vitest/snapshot'
import { NodeSnapshotEnvironment } from '@vitest/snapshot/environment'
import { SnapshotEntryError } from '../../src/snapshot/result.js'
import { matchVitestSnapshot, skipVitestSnapshot } from '../../src/snapshot/vitest-snapshot.js'

type Update = 'all' | 'new' | 'none'

let dir: string
let testFile: string
let snapPath: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'expect-similar-vitest-'))
  testFile = join(dir, 'a.test.ts')
  snapPath = join(dir, '__snapshots__', 'a.test.ts.snap')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function load(updateSnapshot: Update = 'new'): Promise<SnapshotState> {
  return SnapshotState.create(testFile, { updateSnapshot, snapshotEnvironment: new NodeSnapshotEnvironment() })
}

// A test task as Vitest hands it to a matcher: `describe('chat') > test('greets')` in a file.
const file = { id: 'f', name: 'a.test.ts' }
const suite = { id: 's', name: 'chat', suite: file, file }
function context(state: SnapshotState, name = 'greets') {
  return { snapshotState: state, currentTestName: `chat > ${name}`, task: { id: `t-${name}`, name, suite, file } }
}

const judge = (received: string) => (stored: string) => ({ pass: stored.toLowerCase() === received.toLowerCase() })

function writeSnap(entries: Record<string, string>): void {
  const body = Object.entries(entries)
    .map(([key, value]) => `exports[\`${key}\`] = ${value};`)
    .join('\n\n')
  mkdirSync(join(dir, '__snapshots__'), { recursive: true })
  // NodeSnapshotEnvironment's header; Vitest re-saves a file whose content would change.
  writeFileSync(snapPath, `// Snapshot v1\n\n${body}\n`)
}

describe('matchVitestSnapshot', () => {
  it('writes on the first run, then matches a similar text without touching the file', async () => {
    const first = await load()
    expect(matchVitestSnapshot(context(first), 'Hello World', undefined, judge('Hello World'))).toEqual({
      key: 'chat > greets 1',
      count: 1,
      status: 'written',
    })
    await first.pack()
    const written = readFileSync(snapPath, 'utf8')
    expect(written).toContain('exports[`chat > greets 1`] = `"Hello World"`;')

    const second = await load()
    const outcome = matchVitestSnapshot(context(second), 'hello world', undefined, judge('hello world'))
    expect(outcome).toEqual({ key: 'chat > greets 1', count: 1, status: 'matched', storedText: 'Hello World', judgement: { pass: true } })
    const result = await second.pack()
    expect(result).toMatchObject({ matched: 1, unchecked: 0, added: 0, updated: 0 })
    expect(readFileSync(snapPath, 'utf8')).toBe(written)
  })

  it('fails a dissimilar text and keeps the entry; -u rewrites it', async () => {
    writeSnap({ 'chat > greets 1': '`"Hello World"`' })
    const state = await load('new')
    expect(matchVitestSnapshot(context(state), 'Goodbye', undefined, judge('Goodbye'))).toMatchObject({
      status: 'mismatched',
      storedText: 'Hello World',
    })
    expect((await state.pack()).unmatched).toBe(1)

    const updating = await load('all')
    expect(matchVitestSnapshot(context(updating), 'Goodbye', undefined, judge('Goodbye'))).toMatchObject({ status: 'updated' })
    await updating.pack()
    expect(readFileSync(snapPath, 'utf8')).toContain('exports[`chat > greets 1`] = `"Goodbye"`;')
  })

  it('-u leaves a similar entry as it was', async () => {
    writeSnap({ 'chat > greets 1': '`"Hello World"`' })
    const before = readFileSync(snapPath, 'utf8')
    const state = await load('all')
    expect(matchVitestSnapshot(context(state), 'HELLO WORLD', undefined, judge('HELLO WORLD'))).toMatchObject({ status: 'matched' })
    await state.pack()
    expect(readFileSync(snapPath, 'utf8')).toBe(before)
  })

  it('in CI mode reports a missing entry and writes nothing', async () => {
    const state = await load('none')
    expect(matchVitestSnapshot(context(state), 'Hello', undefined, judge('Hello'))).toMatchObject({ status: 'missing' })
    await state.pack()
    expect(() => readFileSync(snapPath)).toThrow(/ENOENT/)
  })

  it('uses the runner key with a hint and separate counters per call', async () => {
    const state = await load()
    expect(matchVitestSnapshot(context(state), 'a', 'intro', judge('a')).key).toBe('chat > greets > intro 1')
    expect(matchVitestSnapshot(context(state), 'b', undefined, judge('b')).key).toBe('chat > greets 1')
    expect(matchVitestSnapshot(context(state), 'c', undefined, judge('c')).key).toBe('chat > greets 2')
  })

  it('leaves unused entries to be reported obsolete', async () => {
    writeSnap({ 'chat > greets 1': '`"Hi"`', 'gone 1': '`"old"`' })
    const state = await load()
    matchVitestSnapshot(context(state), 'hi', undefined, judge('hi'))
    expect(state.getUncheckedKeys()).toEqual(['gone 1'])
  })

  it('round-trips tricky text through the real .snap file exactly', async () => {
    const text = 'Line `one` with "quotes", ${not} a template,\r\n\\ backslash, emoji 👋🏽\rend\n'
    const first = await load()
    matchVitestSnapshot(context(first), text, undefined, judge(text))
    await first.pack()
    let seen: string | undefined
    matchVitestSnapshot(context(await load()), 'other', undefined, (stored) => {
      seen = stored
      return { pass: true }
    })
    expect(seen).toBe(text)
  })

  it('names the key of a hand-edited entry, counts it as checked, and leaves the file alone', async () => {
    writeSnap({ 'chat > greets 1': '`Hello without quotes`', 'chat > greets 2': '`"fine"`' })
    const before = readFileSync(snapPath, 'utf8')
    const state = await load('new')
    let error: unknown
    try {
      matchVitestSnapshot(context(state), 'x', undefined, judge('x'))
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SnapshotEntryError)
    expect((error as Error).message).toBe(
      'expect-similar: snapshot `chat > greets 1` holds string "Hello without quotes", which is not a quoted text ("..." or escaped "..."). Fix the entry in the .snap file, or delete it and run the test again to record the received text.',
    )
    expect(matchVitestSnapshot(context(state), 'FINE', undefined, judge('FINE'))).toMatchObject({ key: 'chat > greets 2', status: 'matched' })
    expect(state.getUncheckedKeys()).toEqual([])
    await state.pack()
    expect(readFileSync(snapPath, 'utf8')).toBe(before)
  })

  it('names the key of an entry that is not a string', async () => {
    writeSnap({ 'chat > greets 1': '42' })
    const state = await load('none')
    expect(() => matchVitestSnapshot(context(state), 'x', undefined, judge('x'))).toThrow(
      'expect-similar: snapshot `chat > greets 1` holds number 42, not a text snapshot.',
    )
  })

  it('fails with the Vitest version when the state lacks the 4.1 domain-snapshot methods', () => {
    const old = { match: () => ({}) }
    expect(() => matchVitestSnapshot({ snapshotState: old, currentTestName: 't' }, 'x', undefined, judge('x'))).toThrow(
      /needs Vitest >= 4\.1\.4 \(SnapshotState\.probeExpectedSnapshot and processDomainSnapshot\), which Vitest 4\.1\.12 does not have/,
    )
  })

  it('throws clearly outside a test', () => {
    expect(() => matchVitestSnapshot({}, 'x', undefined, judge('x'))).toThrow(/needs Vitest snapshot state/)
  })
})

describe('skipVitestSnapshot', () => {
  it('takes the counter slot and marks the entry as checked', async () => {
    writeSnap({ 'chat > greets 1': '`"Hi"`' })
    const state = await load()
    expect(skipVitestSnapshot(context(state), undefined)).toEqual({ key: 'chat > greets 1', count: 1 })
    expect(state.getUncheckedKeys()).toEqual([])
    expect(matchVitestSnapshot(context(state), 'x', undefined, judge('x')).key).toBe('chat > greets 2')
  })
})
