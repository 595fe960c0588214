import type { LenientField } from '../../records/types.js'
import type { CollectedRecord } from '../model.js'
import { placeRecords } from './identity.js'

/** One assertion whose min accepted a leniency probe, over every run it was made in. */
export interface LenientAssertion {
  /** The run with the strongest accepted probe; its `lenient` is {@link LenientAssertion.lenient}. */
  record: CollectedRecord
  /**
   * The strongest accepted probe over the runs, with the lowest min that rejects every probe of
   * every run and still passes them (null when some run had none).
   */
  lenient: LenientField
  /** Runs of the assertion whose min accepted a probe, of {@link LenientAssertion.runs}. */
  lenientRuns: number
  runs: number
}

// The list of each records array, made once: collect counts it for the totals and the view lists
// it, from the same summary.records. A copy of the records (without their texts) is another array,
// so its list is made from what the copy holds.
const listed = new WeakMap<readonly CollectedRecord[], readonly LenientAssertion[]>()

/**
 * The assertions whose min accepted a leniency probe, each once however often it ran. An assertion
 * is the same identity `calibrate` and the baseline use ({@link placeRecords}). In the order of `records`.
 *
 * @example
 * lenientAssertions(summary.records).map((a) => `${a.record.test}: ${a.lenientRuns}/${a.runs}`)
 */
export function lenientAssertions(records: readonly CollectedRecord[]): readonly LenientAssertion[] {
  const known = listed.get(records)
  if (known !== undefined) return known
  const groups = new Map<string, CollectedRecord[]>()
  for (const { record, key } of placeRecords(records)) {
    const group = groups.get(key)
    if (group) group.push(record)
    else groups.set(key, [record])
  }
  const out: LenientAssertion[] = []
  for (const group of groups.values()) {
    const lenient = group.filter((r) => r.lenient !== undefined)
    if (lenient.length === 0) continue
    // The first of equally strong probes wins, so the entry is the same however the runs are ordered by score.
    let strongest = lenient[0] as CollectedRecord
    for (const r of lenient) if (r.lenient!.score > strongest.lenient!.score) strongest = r
    const mins = lenient.map((r) => r.lenient!.rejectingMin)
    const rejectingMin = mins.includes(null) ? null : Math.max(...(mins as number[]))
    out.push({
      record: strongest,
      lenient: { ...strongest.lenient!, rejectingMin },
      lenientRuns: lenient.length,
      runs: group.length,
    })
  }
  listed.set(records, Object.freeze(out))
  return out
}
