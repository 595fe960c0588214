/**
 * The ONE place where expect-similar reads private state of Jest's `SnapshotState`
 * (jest-snapshot 29 and 30). Everything else goes through its public `match` and `fail`.
 *
 * Why it is needed: `match` compares serialized values exactly and writes on its own, so a fuzzy
 * check must see the stored entry BEFORE calling it, to know which value to hand it:
 * - the key the next `match` call will use: `${testName} ${counter + 1}`, where the counter is
 *   the private `_counters: Map<testName, number>` that `match` and `fail` increment (Jest 30
 *   writes a line break in the name as `\n`, Jest 29 keeps it);
 * - the stored entry under that key, in the private `_snapshotData: Record<key, string>`
 *   (the `.snap` file evaluated as JavaScript, so a hand-edited entry may be any value).
 *
 * If a Jest release renames either field, {@link peekJestSnapshot} throws a clear error instead of
 * guessing; and the caller cross-checks the key that `match` reports against the peeked one.
 */

/** The public surface of Jest's `SnapshotState` that expect-similar calls. */
export interface JestSnapshotState {
  match(options: {
    testName: string
    received: unknown
    key?: string
    isInline: boolean
    error?: Error
    testFailing?: boolean
    testIdentity?: object
  }): { actual?: string; expected?: string; key: string; count: number; pass: boolean }
  fail(testName: string, received: unknown, key?: string, testIdentity?: object): string
}

/** The entry the next `match(testName)` call will compare against. */
export interface PeekedSnapshot {
  key: string
  count: number
  /** The stored value; `undefined` when there is no entry under `key`. */
  stored: unknown
}

interface PrivateJestSnapshotState {
  _counters?: unknown
  _snapshotData?: unknown
}

/**
 * Looks up the key and stored value the next `match({ testName })` will use, without changing the
 * state (no counter bump, nothing marked as checked).
 *
 * @example
 * const { key, stored } = peekJestSnapshot(this.snapshotState, 'greets the user')
 * // key: 'greets the user 1', stored: '"Hello!"' (or undefined on the first run)
 */
export function peekJestSnapshot(state: JestSnapshotState, testName: string): PeekedSnapshot {
  const { _counters: counters, _snapshotData: data } = state as unknown as PrivateJestSnapshotState
  if (!(counters instanceof Map) || data === null || typeof data !== 'object') {
    throw new Error(
      'expect-similar: this version of jest-snapshot keeps its snapshot state in a form ' +
        'toMatchSimilarSnapshot does not know (expected SnapshotState._counters and _snapshotData, ' +
        'as in Jest 29 and 30). Please report it with your Jest version.',
    )
  }
  const previous: unknown = counters.get(testName)
  const count = (typeof previous === 'number' ? previous : 0) + 1
  // Jest's testNameToKey: Jest 30 escapes line breaks in the name (`\r\n`, `\r`, `\n`), Jest 29
  // does not. The stored entry tells which; without one, `match` reports the key it used.
  const keys = jestSnapshotKeys(testName, count)
  const key = keys.find((k) => Object.hasOwn(data, k)) ?? (keys[0] as string)
  const stored = Object.hasOwn(data, key) ? (data as Record<string, unknown>)[key] : undefined
  return { key, count, stored }
}

/**
 * Every key a supported Jest may give the `count`th snapshot of `testName`: one, or two when the
 * name has a line break (Jest 30's escaped form first).
 *
 * @example
 * jestSnapshotKeys('a\nb', 1) // ['a\\nb 1', 'a\nb 1']
 */
export function jestSnapshotKeys(testName: string, count: number): string[] {
  const escaped = testName.replaceAll(/\r\n|\r|\n/g, (m) => (m === '\r\n' ? '\\r\\n' : m === '\r' ? '\\r' : '\\n'))
  return [...new Set([`${escaped} ${count}`, `${testName} ${count}`])]
}
