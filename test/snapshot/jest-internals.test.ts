import { describe, expect, it } from 'vitest'
// The real snapshot state of the Jest this project pins: the private fields are read from it.
import { SnapshotState } from 'jest-snapshot'
import { peekJestSnapshot, type JestSnapshotState } from '../../src/snapshot/jest-internals.js'
import { JEST_SNAP_HEADER, useSnapDir } from './snap-dir.js'

const snap = useSnapDir('expect-similar-peek-', JEST_SNAP_HEADER)

function load(): SnapshotState {
  return new SnapshotState(snap.snapPath, { updateSnapshot: 'new', rootDir: snap.dir, snapshotFormat: {} })
}

describe('peekJestSnapshot', () => {
  it('predicts the key of the next match and does not change the state', () => {
    const state = load()
    expect(peekJestSnapshot(state as unknown as JestSnapshotState, 't')).toEqual({
      key: 't 1',
      count: 1,
      stored: undefined,
    })
    expect(peekJestSnapshot(state as unknown as JestSnapshotState, 't').key).toBe('t 1')
    state.match({ testName: 't', received: 'x', isInline: false })
    expect(peekJestSnapshot(state as unknown as JestSnapshotState, 't')).toEqual({
      key: 't 2',
      count: 2,
      stored: undefined,
    })
    expect(state.getUncheckedKeys()).toEqual([])
  })

  it('counts per test name, as the runner does, and sees through a fail()', () => {
    const state = load()
    state.fail('t', 42)
    expect(peekJestSnapshot(state as unknown as JestSnapshotState, 't').key).toBe('t 2')
    expect(peekJestSnapshot(state as unknown as JestSnapshotState, 'other').key).toBe('other 1')
  })

  it('returns the stored entry as evaluated from the file', () => {
    snap.writeSnap({ 't 1': '`"hello"`', 't 2': '42' })
    const state = load()
    expect(peekJestSnapshot(state as unknown as JestSnapshotState, 't')).toEqual({
      key: 't 1',
      count: 1,
      stored: '"hello"',
    })
    state.match({ testName: 't', received: 'hello', isInline: false })
    expect(peekJestSnapshot(state as unknown as JestSnapshotState, 't').stored).toBe(42)
  })

  it('throws a clear error when the private fields are not there', () => {
    const fake = { match: () => ({ key: '', count: 0, pass: true }), fail: () => '' }
    expect(() => peekJestSnapshot(fake, 't')).toThrow(
      /this version of jest-snapshot keeps its snapshot state in a form toMatchSimilarSnapshot does not know/,
    )
  })
})

describe('peekJestSnapshot with a line break in the test name', () => {
  it('uses the key Jest itself gives the entry, and finds the entry under it', () => {
    const name = 'first line\nsecond line'
    const state = load()
    const peeked = peekJestSnapshot(state as unknown as JestSnapshotState, name)
    const result = state.match({ testName: name, received: 'x', isInline: false })
    expect(peeked.key).toBe(result.key)
    state.save()
    const again = load()
    const stored = peekJestSnapshot(again as unknown as JestSnapshotState, name)
    expect(stored.key).toBe(result.key)
    expect(stored.stored).toBe('"x"')
  })
})
