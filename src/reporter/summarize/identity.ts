import { scoreKeyOf } from '../../core/scorers/index.js'
import type { CollectedRecord } from '../model.js'

/** A record with the identity of the assertion it is one run of. */
export interface PlacedRecord {
  record: CollectedRecord
  /** 1-based position among its test's records in its run (repeat), negated ones counted. */
  index: number
  /** File, test, index, matcher, score key (scorer and algorithm) and negation, as one string. */
  key: string
}

/**
 * The identity of an assertion across runs, the one the baseline comparison, `calibrate`, the
 * lenient list and the spread table share: the index-th record of a run of a test, with its
 * matcher, its score key (an `lcs` ratio and a difflib one are different assertions) and whether
 * it is negated.
 *
 * @example
 * assertionKey(record, 2) === assertionKey(sameAssertionNextRepeat, 2) // true
 */
export function assertionKey(r: CollectedRecord, index: number): string {
  return `${r.file}\u0000${r.test}\u0000${index}\u0000${r.matcher}\u0000${scoreKeyOf(r)}\u0000${r.isNot}`
}

/**
 * Every record with its position in its run and its {@link assertionKey}, in the order given.
 * Positions count per file, test and repeat, so `records` must hold each run's records in the
 * order they were made (as collected and saved reports do).
 *
 * @example
 * placeRecords(report.records).filter((p) => !p.record.isNot).map((p) => p.key)
 */
export function placeRecords(records: readonly CollectedRecord[]): PlacedRecord[] {
  const positions = new Map<string, number>()
  return records.map((record) => {
    const run = `${record.file}\u0000${record.test}\u0000${record.repeat}`
    const index = (positions.get(run) ?? 0) + 1
    positions.set(run, index)
    return { record, index, key: assertionKey(record, index) }
  })
}
