import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
// The real snapshot state of the Jest this project pins, driven without a Jest process.
import { SnapshotState, addSerializer } from 'jest-snapshot'
import { peekJestSnapshot, type JestSnapshotState } from '../../src/snapshot/jest-internals.js'
import { matchJestSnapshot, registerSnapshotSerializer, skipJestSnapshot } from '../../src/snapshot/jest-snapshot.js'
import { SnapshotEntryError } from '../../src/snapshot/result.js'

type Update = 'all' | 'new' | 'none'

let dir: string
let snapPath: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'expect-similar-jest-'))
  snapPath = join(dir, '__snapshots__', 'a.test.ts.snap')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

registerSnapshotSerializer({ addSnapshotSerializer: addSerializer })

function load(updateSnapshot: Update = 'new'): SnapshotState {
  return new SnapshotState(snapPath, {
    updateSnapshot,
    rootDir: dir,
    snapshotFormat: { escapeString: false, printBasicPrototype: false },
  })
}

function context(state: SnapshotState, currentTestName = 'greets') {
  return { snapshotState: state as unknown as JestSnapshotState, currentTestName }
}

// Stands in for the matcher's scorer: similar means "same words, ignoring case".
const judge = (received: string) => (stored: string) => ({ pass: stored.toLowerCase() === received.toLowerCase() })

function writeSnap(entries: Record<string, string>): void {
  const body = Object.entries(entries)
    .map(([key, value]) => `exports[\`${key}\`] = ${value};`)
    .join('\n\n')
  mkdirSync(join(dir, '__snapshots__'), { recursive: true })
  writeFileSync(snapPath, `// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n\n${body}\n`)
}

describe('matchJestSnapshot', () => {
  it('writes on the first run, then matches a similar text without touching the file', () => {
    const first = load()
    expect(matchJestSnapshot(context(first), 'Hello World', undefined, judge('Hello World'))).toEqual({
      key: 'greets 1',
      count: 1,
      status: 'written',
    })
    first.save()
    const written = readFileSync(snapPath, 'utf8')
    expect(written).toContain('exports[`greets 1`] = `"Hello World"`;')

    const second = load()
    const outcome = matchJestSnapshot(context(second), 'hello world', undefined, judge('hello world'))
    expect(outcome).toEqual({ key: 'greets 1', count: 1, status: 'matched', storedText: 'Hello World', judgement: { pass: true } })
    expect(second.getUncheckedKeys()).toEqual([])
    expect(second.matched).toBe(1)
    expect(second.save()).toEqual({ deleted: false, saved: false })
    expect(readFileSync(snapPath, 'utf8')).toBe(written)
  })

  it('fails a dissimilar text and keeps the entry; -u rewrites it', () => {
    writeSnap({ 'greets 1': '`"Hello World"`' })
    const state = load('new')
    const outcome = matchJestSnapshot(context(state), 'Goodbye', undefined, judge('Goodbye'))
    expect(outcome).toMatchObject({ status: 'mismatched', storedText: 'Hello World', judgement: { pass: false } })
    expect(state.unmatched).toBe(1)

    const updating = load('all')
    expect(matchJestSnapshot(context(updating), 'Goodbye', undefined, judge('Goodbye'))).toMatchObject({ status: 'updated' })
    updating.save()
    expect(readFileSync(snapPath, 'utf8')).toContain('exports[`greets 1`] = `"Goodbye"`;')
  })

  it('-u leaves a similar entry as it was', () => {
    writeSnap({ 'greets 1': '`"Hello World"`' })
    const before = readFileSync(snapPath, 'utf8')
    const state = load('all')
    expect(matchJestSnapshot(context(state), 'HELLO WORLD', undefined, judge('HELLO WORLD'))).toMatchObject({ status: 'matched' })
    state.save()
    expect(readFileSync(snapPath, 'utf8')).toBe(before)
  })

  it('in CI mode reports a missing entry and writes nothing', () => {
    const state = load('none')
    expect(matchJestSnapshot(context(state), 'Hello', undefined, judge('Hello'))).toMatchObject({ status: 'missing', key: 'greets 1' })
    state.save()
    expect(() => readFileSync(snapPath)).toThrow(/ENOENT/)
  })

  it('uses the runner key with a hint and separate counters per call', () => {
    const state = load()
    expect(matchJestSnapshot(context(state), 'a', 'intro', judge('a')).key).toBe('greets: intro 1')
    expect(matchJestSnapshot(context(state), 'b', undefined, judge('b')).key).toBe('greets 1')
    expect(matchJestSnapshot(context(state), 'c', undefined, judge('c')).key).toBe('greets 2')
  })

  it('leaves unused entries to be reported obsolete', () => {
    writeSnap({ 'greets 1': '`"Hi"`', 'gone 1': '`"old"`' })
    const state = load()
    matchJestSnapshot(context(state), 'hi', undefined, judge('hi'))
    expect(state.getUncheckedKeys()).toEqual(['gone 1'])
  })

  it('round-trips tricky text through the real .snap file exactly', () => {
    const text = 'Line `one` with "quotes", ${not} a template,\r\n\\ backslash, emoji 👋🏽\rend\n'
    const first = load()
    matchJestSnapshot(context(first), text, undefined, judge(text))
    first.save()
    let seen: string | undefined
    matchJestSnapshot(context(load()), 'other', undefined, (stored) => {
      seen = stored
      return { pass: true }
    })
    expect(seen).toBe(text)
  })

  it('names the key of a corrupt entry, counts it as checked, and leaves the file alone', () => {
    writeSnap({ 'greets 1': '42', 'greets 2': '`"fine"`' })
    const before = readFileSync(snapPath, 'utf8')
    const state = load('new')
    expect(() => matchJestSnapshot(context(state), 'x', undefined, judge('x'))).toThrow(SnapshotEntryError)
    expect(() => matchJestSnapshot(context(load()), 'x', undefined, judge('x'))).toThrow(
      'expect-similar: snapshot `greets 1` holds number 42, not a text snapshot. Fix the entry in the .snap file, or delete it and run the test again to record the received text.',
    )
    expect(matchJestSnapshot(context(state), 'FINE', undefined, judge('FINE'))).toMatchObject({ key: 'greets 2', status: 'matched' })
    expect(state.getUncheckedKeys()).toEqual([])
    state.save()
    expect(readFileSync(snapPath, 'utf8')).toBe(before)
  })

  it('throws clearly when the serializer was never added and there is no global expect', () => {
    const flag = Symbol.for('expect-similar.snapshot-serializer-added')
    const scope = globalThis as { [flag]?: boolean }
    delete scope[flag]
    try {
      expect(() => matchJestSnapshot(context(load()), 'x', undefined, judge('x'))).toThrow(
        "expect-similar: toMatchSimilarSnapshot needs its snapshot serializer, and there is no global expect to add it to. Call registerSnapshotSerializer(expect) from 'expect-similar/matchers' after expect.extend(matchers).",
      )
    } finally {
      scope[flag] = true
    }
  })

  it('throws clearly outside a test', () => {
    expect(() => matchJestSnapshot({}, 'x', undefined, judge('x'))).toThrow(/needs Jest snapshot state \(this.snapshotState\)/)
  })
})

describe('skipJestSnapshot', () => {
  it('takes the counter slot and marks the entry as checked', () => {
    writeSnap({ 'greets 1': '`"Hi"`' })
    const state = load()
    expect(skipJestSnapshot(context(state), undefined, 42)).toEqual({ key: 'greets 1', count: 1 })
    expect(state.getUncheckedKeys()).toEqual([])
    expect(peekJestSnapshot(state as unknown as JestSnapshotState, 'greets').key).toBe('greets 2')
  })
})
