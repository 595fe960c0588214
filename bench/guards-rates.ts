/**
 * The meaning guards measured on the hand-written corpus (test/core/guards/corpus.json): what share
 * of one-fact changes each guard catches and what share of faithful paraphrases it wrongly fails,
 * next to what a content-similarity threshold alone does. Shared by `npm run bench -- --guards-only`
 * and the test that keeps the rates at their goals.
 */
import corpus from '../test/core/guards/corpus.json' with { type: 'json' }
import { contentSimilarity } from '../src/core/content-similarity.js'
import { GUARD_KINDS, type GuardKind, checkGuards } from '../src/core/guards/index.js'

type Pair = readonly [string, string]
interface KindLists {
  changed: Pair[]
  changedHard: Pair[]
  paraphrase: Pair[]
  paraphraseHard: Pair[]
}

export const GUARD_CORPUS = corpus as unknown as {
  kinds: Record<GuardKind, KindLists>
  long: Pair[]
  /** Long texts whose received side is a paraphrase with exactly one fact of that kind changed. */
  longChanged: Record<GuardKind, Pair[]>
  /** Long pairs written after the long-text rules and scored before any change; since used to fix general causes. */
  longHoldout: { paraphrase: Pair[]; changed: Record<GuardKind, Pair[]> }
  /** Written after the code and not used to change it. */
  holdout: Record<GuardKind, { changed: Pair[]; paraphrase: Pair[] }>
}

/** One way of judging a pair: true when it flags the pair as changed. */
export type Judge = (expected: string, received: string) => boolean

export function guardJudge(kinds: readonly GuardKind[]): Judge {
  return (expected, received) => checkGuards(expected, received, kinds).some((verdict) => !verdict.pass)
}

export function similarityJudge(min: number): Judge {
  return (expected, received) => contentSimilarity(expected, received).score < min
}

/** Share of `pairs` the judge flags, in [0, 1]. */
function flaggedShare(judge: Judge, pairs: readonly Pair[]): number {
  if (pairs.length === 0) return 0
  return pairs.filter(([expected, received]) => judge(expected, received)).length / pairs.length
}

export interface GuardRates {
  kind: GuardKind
  counts: { changed: number; changedHard: number; paraphrase: number; paraphraseHard: number }
  caught: number
  caughtHard: number
  falseAlarms: number
  falseAlarmsHard: number
}

export function ratesFor(kind: GuardKind, judge: Judge = guardJudge([kind])): GuardRates {
  const lists = GUARD_CORPUS.kinds[kind]
  return {
    kind,
    counts: {
      changed: lists.changed.length,
      changedHard: lists.changedHard.length,
      paraphrase: lists.paraphrase.length,
      paraphraseHard: lists.paraphraseHard.length,
    },
    caught: flaggedShare(judge, lists.changed),
    caughtHard: flaggedShare(judge, lists.changedHard),
    falseAlarms: flaggedShare(judge, lists.paraphrase),
    falseAlarmsHard: flaggedShare(judge, lists.paraphraseHard),
  }
}

/** The goals: normal pairs >= 95% caught and <= 5% false alarms, hard >= 70% and <= 20%, long <= 10%. */
export const GUARD_GOALS = { caught: 0.95, falseAlarms: 0.05, caughtHard: 0.7, falseAlarmsHard: 0.2, long: 0.1 }

export function allKindRates(): GuardRates[] {
  return GUARD_KINDS.map((kind) => ratesFor(kind))
}

/** Share of the long multi-fact paraphrases that all three guards together wrongly fail. */
export function longFalseAlarms(judge: Judge = guardJudge(GUARD_KINDS)): number {
  return flaggedShare(judge, GUARD_CORPUS.long)
}

/** The long paraphrases the judge wrongly fails (all three guards by default). */
export function longFalseAlarmPairs(judge: Judge = guardJudge(GUARD_KINDS)): Pair[] {
  return GUARD_CORPUS.long.filter(([expected, received]) => judge(expected, received))
}

/**
 * The long one-fact changes of each kind caught: by all three guards together (what `guard: true`
 * decides) and by the guard of that kind alone (so a catch that is really another guard's false
 * alarm shows).
 */
export function longCatches(kind: GuardKind): { pairs: number; caught: number; caughtByKind: number } {
  const pairs = GUARD_CORPUS.longChanged[kind]
  const all = guardJudge(GUARD_KINDS)
  const own = guardJudge([kind])
  return {
    pairs: pairs.length,
    caught: pairs.filter(([expected, received]) => all(expected, received)).length,
    caughtByKind: pairs.filter(([expected, received]) => own(expected, received)).length,
  }
}

/** The held-out long pairs: paraphrases wrongly failed and one-fact changes caught, by all three guards. */
export function longHoldoutCounts(): { paraphrases: number; falseAlarms: number; changed: number; caught: number } {
  const judge = guardJudge(GUARD_KINDS)
  const { paraphrase, changed } = GUARD_CORPUS.longHoldout
  const pairs = GUARD_KINDS.flatMap((kind) => changed[kind])
  return {
    paraphrases: paraphrase.length,
    falseAlarms: paraphrase.filter(([expected, received]) => judge(expected, received)).length,
    changed: pairs.length,
    caught: pairs.filter(([expected, received]) => judge(expected, received)).length,
  }
}
