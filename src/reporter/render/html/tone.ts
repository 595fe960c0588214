import type { CollectedRecord } from '../../model.js'

/** The colour of an assertion's score: met with room, met narrowly, or not met. */
export type ScoreTone = 'good' | 'mid' | 'bad'

/** How far above its min (below it, for `.not`) a passing score must be not to be coloured as narrow. */
export const NARROW_MARGIN = 0.05

/**
 * The colour of an assertion's score on the page, relative to what that assertion required: a
 * failing assertion is red whatever its score (0.73 against a min of 0.8 is a failure, not a
 * warning), a passing one green, or amber when it passed by less than {@link NARROW_MARGIN} of
 * its threshold or at exactly its maxChanges. A fixed band would paint a passing 0.46 (min 0.4)
 * red and a failing 0.73 (min 0.8) merely amber.
 */
export function scoreTone(r: CollectedRecord): ScoreTone {
  if (!r.pass) return 'bad'
  if (r.threshold !== undefined) {
    const margin = r.isNot ? r.threshold - r.score : r.score - r.threshold
    return margin < NARROW_MARGIN ? 'mid' : 'good'
  }
  // A limit of changes: passing right at it (or, for .not, one change past it) leaves no room.
  if (r.maxChanges !== undefined && r.changes !== undefined && r.maxChanges > 0) {
    const room = r.isNot ? r.changes - r.maxChanges - 1 : r.maxChanges - r.changes
    return room <= 0 ? 'mid' : 'good'
  }
  return 'good'
}
