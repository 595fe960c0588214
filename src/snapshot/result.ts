// What the runner-specific snapshot code (vitest-snapshot.ts, jest-snapshot.ts) hands back to the matcher.

/** The matcher's verdict on the stored text; `pass` decides, the rest goes into the message. */
export interface Judgement {
  pass: boolean
}

/** Decides whether the received text is close enough to the stored one. */
export type Judge<J extends Judgement> = (storedText: string) => J

/** A judge that may decide later: with an async custom scorer. */
export type LaterJudge<J extends Judgement> = (storedText: string) => J | Promise<J>

/** Where the entry lives: the runner's key, and the counter it ends with. */
export interface SnapshotLocation {
  key: string
  count: number
}

/**
 * One `toMatchSimilarSnapshot` call, as the runner's snapshot state saw it.
 * - `written`: there was no entry and the received text was stored (first run, or `-u`).
 * - `missing`: there was no entry and the runner may not write one (CI).
 * - `matched`: the received text is similar to the stored text; the entry is left as it was.
 * - `updated`: it was not similar, and `-u` replaced the entry with the received text.
 * - `mismatched`: it was not similar; the test fails.
 */
export type SnapshotOutcome<J extends Judgement> = SnapshotLocation &
  (
    | { status: 'written' | 'missing' }
    | { status: 'matched' | 'updated' | 'mismatched'; storedText: string; judgement: J }
  )

/**
 * The `.snap` entry exists but cannot be read as a text snapshot (hand-edited, or written by another
 * matcher). The entry is left untouched; the error names its key.
 */
export class SnapshotEntryError extends Error {
  constructor(
    readonly key: string,
    problem: string,
  ) {
    super(
      `expect-similar: snapshot \`${key}\` ${problem}. ` +
        `Fix the entry in the .snap file, or delete it and run the test again to record the received text.`,
    )
    this.name = 'SnapshotEntryError'
  }
}
