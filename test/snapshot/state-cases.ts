import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  SnapshotEntryError,
  type Judge,
  type Judgement,
  type SnapshotLocation,
  type SnapshotOutcome,
} from '../../src/snapshot/result.js'
import type { SnapDir } from './snap-dir.js'

type Update = 'all' | 'new' | 'none'

/**
 * One runner's snapshot module (jest-snapshot.ts, vitest-snapshot.ts) on that runner's real
 * snapshot state. The cases below are what both promise; the keys and the state's API differ.
 */
export interface SnapshotStateDriver<State> {
  /** The function under test, as the describe block is named. */
  name: string
  snap: SnapDir
  load(update?: Update): State | Promise<State>
  /** The matcher context of test `greets` (or `name`) in describe `chat`, as far as the runner names it. */
  context(state: State, name?: string): object
  /** The key of the `count`th snapshot of that test, with an optional hint. */
  key(hint?: string, count?: number): string
  match(
    context: object,
    received: string,
    hint: string | undefined,
    judge: Judge<Judgement>,
  ): SnapshotOutcome<Judgement>
  skip(context: object, hint: string | undefined): SnapshotLocation
  /** Saves the state (SnapshotState.save() of either runner). */
  save(state: State): Promise<{ deleted: boolean; saved: boolean }>
  counts(state: State): { matched: number; unmatched: number; added: number; updated: number }
  unchecked(state: State): string[]
  /** An entry the runner cannot read as text (its source in the .snap file), and the error that names it. */
  corrupt: { source: string; message: string }
  /**
   * Whether saving a state that only matched writes the file again (with the same bytes): Jest does
   * not; Vitest does for every state it loaded from a file outside CI.
   */
  resavesUnchanged: boolean
  /** What the error says when there is no snapshot state (outside a test). */
  outsideTest: RegExp
}

// Stands in for the matcher's scorer: similar means "same words, ignoring case".
const judge = (received: string) => (stored: string) => ({ pass: stored.toLowerCase() === received.toLowerCase() })

export function snapshotStateCases<State>(driver: SnapshotStateDriver<State>): void {
  const { snap, load, context, key, match, skip, save, counts, unchecked } = driver
  const read = () => readFileSync(snap.snapPath, 'utf8')

  describe(driver.name, () => {
    it('writes on the first run, then matches a similar text without touching the file', async () => {
      const first = await load()
      expect(match(context(first), 'Hello World', undefined, judge('Hello World'))).toEqual({
        key: key(),
        count: 1,
        status: 'written',
      })
      await save(first)
      const written = read()
      expect(written).toContain(`exports[\`${key()}\`] = \`"Hello World"\`;`)

      const second = await load()
      const outcome = match(context(second), 'hello world', undefined, judge('hello world'))
      expect(outcome).toEqual({
        key: key(),
        count: 1,
        status: 'matched',
        storedText: 'Hello World',
        judgement: { pass: true },
      })
      expect(unchecked(second)).toEqual([])
      expect(counts(second)).toEqual({ matched: 1, unmatched: 0, added: 0, updated: 0 })
      expect(await save(second)).toEqual({ deleted: false, saved: driver.resavesUnchanged })
      expect(read()).toBe(written)
    })

    it('fails a dissimilar text and keeps the entry; -u rewrites it', async () => {
      snap.writeSnap({ [key()]: '`"Hello World"`' })
      const state = await load('new')
      expect(match(context(state), 'Goodbye', undefined, judge('Goodbye'))).toMatchObject({
        status: 'mismatched',
        storedText: 'Hello World',
        judgement: { pass: false },
      })
      expect(counts(state).unmatched).toBe(1)

      const updating = await load('all')
      expect(match(context(updating), 'Goodbye', undefined, judge('Goodbye'))).toMatchObject({ status: 'updated' })
      await save(updating)
      expect(read()).toContain(`exports[\`${key()}\`] = \`"Goodbye"\`;`)
    })

    it('-u leaves a similar entry as it was', async () => {
      snap.writeSnap({ [key()]: '`"Hello World"`' })
      const before = read()
      const state = await load('all')
      expect(match(context(state), 'HELLO WORLD', undefined, judge('HELLO WORLD'))).toMatchObject({ status: 'matched' })
      await save(state)
      expect(read()).toBe(before)
    })

    it('in CI mode reports a missing entry and writes nothing', async () => {
      const state = await load('none')
      expect(match(context(state), 'Hello', undefined, judge('Hello'))).toMatchObject({ status: 'missing', key: key() })
      await save(state)
      expect(() => readFileSync(snap.snapPath)).toThrow(/ENOENT/)
    })

    it('uses the runner key with a hint and separate counters per call', async () => {
      const state = await load()
      expect(match(context(state), 'a', 'intro', judge('a')).key).toBe(key('intro'))
      expect(match(context(state), 'b', undefined, judge('b')).key).toBe(key())
      expect(match(context(state), 'c', undefined, judge('c')).key).toBe(key(undefined, 2))
    })

    it('leaves unused entries to be reported obsolete', async () => {
      snap.writeSnap({ [key()]: '`"Hi"`', 'gone 1': '`"old"`' })
      const state = await load()
      match(context(state), 'hi', undefined, judge('hi'))
      expect(unchecked(state)).toEqual(['gone 1'])
    })

    it('round-trips tricky text through the real .snap file exactly', async () => {
      const text = 'Line `one` with "quotes", ${not} a template,\r\n\\ backslash, emoji 👋🏽\rend\n'
      const first = await load()
      match(context(first), text, undefined, judge(text))
      await save(first)
      let seen: string | undefined
      match(context(await load()), 'other', undefined, (stored) => {
        seen = stored
        return { pass: true }
      })
      expect(seen).toBe(text)
    })

    it('names the key of a corrupt entry, counts it as checked, and leaves the file alone', async () => {
      snap.writeSnap({ [key()]: driver.corrupt.source, [key(undefined, 2)]: '`"fine"`' })
      const before = read()
      const state = await load('new')
      let error: unknown
      try {
        match(context(state), 'x', undefined, judge('x'))
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(SnapshotEntryError)
      expect((error as Error).message).toBe(driver.corrupt.message)
      expect(match(context(state), 'FINE', undefined, judge('FINE'))).toMatchObject({
        key: key(undefined, 2),
        status: 'matched',
      })
      expect(unchecked(state)).toEqual([])
      await save(state)
      expect(read()).toBe(before)
    })

    it('names the key of an entry that is not a string', async () => {
      snap.writeSnap({ [key()]: '42' })
      const state = await load('none')
      expect(() => match(context(state), 'x', undefined, judge('x'))).toThrow(
        `expect-similar: snapshot \`${key()}\` holds number 42, not a text snapshot.`,
      )
    })

    it('throws clearly outside a test', () => {
      expect(() => match({}, 'x', undefined, judge('x'))).toThrow(driver.outsideTest)
    })
  })

  describe(driver.name.replace(/^match/, 'skip'), () => {
    it('takes the counter slot and marks the entry as checked', async () => {
      snap.writeSnap({ [key()]: '`"Hi"`' })
      const state = await load()
      expect(skip(context(state), undefined)).toEqual({ key: key(), count: 1 })
      expect(unchecked(state)).toEqual([])
      expect(match(context(state), 'x', undefined, judge('x')).key).toBe(key(undefined, 2))
    })
  })
}
