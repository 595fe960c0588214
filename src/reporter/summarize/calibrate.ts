import { checkGuards, GUARD_KINDS, type GuardKind } from '../../core/guards/index.js'
import { guardForProbe } from '../../core/guards/verdict.js'
import type { ProbeKind } from '../../core/mutations.js'
import { rejectingMinAbove } from '../../core/probes.js'
import { resolveScorerOptions, scorerOf } from '../../core/scorers/index.js'
import { PROBE_TEXT_LIMIT, type MatcherName, type ScoreRecord, type ScorerName } from '../../records/types.js'
import type { CollectedRecord } from '../model.js'
import { isMastraRecord } from '../runner/mastra-eval.js'
import { placeRecords } from './identity.js'

/** How `calibrate` judges thresholds; every field is documented in docs/thresholds.md. */
export interface CalibrateOptions {
  /** Suggested min = lowest observed score minus this, rounded down to 2 decimals. */
  margin: number
  /** A min this far (or more) below the lowest observed score is slack. */
  slackGap: number
  /** Suggested maximum of changes = most changes observed plus this. */
  marginChanges: number
}

export const CALIBRATE_DEFAULTS: CalibrateOptions = { margin: 0.05, slackGap: 0.15, marginChanges: 1 }

/**
 * A min this close below the 10th percentile of a spread of scores is inside that spread: the
 * next few runs will likely fail it even if none did yet.
 */
const NEAR_P10 = 0.01

type CalibrationVerdict = 'flaky' | 'slack' | 'ok'

/**
 * One assertion over every run it was made in. An assertion is the same identity the spread table
 * uses: the index-th record of a run of the test (negated ones counted), with its matcher and scorer.
 */
export interface Calibration {
  file: string
  test: string
  /** 1-based position among the test's records in one run. */
  index: number
  matcher: MatcherName
  scorer: ScoreRecord['scorer']
  /** The records' algorithm when not the scorer's default (`'lcs'`); absent for the default. */
  algorithm?: string
  /** Line of the `expect` call in the file, from the last record that had one. */
  line?: number
  runs: number
  /** Failed runs (the record's own `pass`). */
  failedRuns: number
  /** `score` for a minimum score (`threshold`), `changes` for a maximum of changes (`maxChanges`). */
  kind: 'score' | 'changes'
  /** Statistics of the observed scores, or of the change counts for `changes`. */
  min: number
  p10: number
  median: number
  max: number
  /** The current min (`score`) or maximum of changes (`changes`), from the last record. */
  current: number
  verdict: CalibrationVerdict
  /** How far a slack limit sits from what was observed (score points, or changes); 0 otherwise. */
  slackBy: number
  /**
   * The suggested min (`score`) or maximum of changes (`changes`): it passes every observed run.
   * Null when no min does that and also rejects the assertion's reject texts and recorded probes
   * (`conflict`; {@link Calibration.unseparated} says what would separate them instead).
   */
  suggested: number | null
  /**
   * The lowest min (2 decimals) that still rejects every reject text of the assertion (its highest
   * `rejectMax`) and every leniency probe recorded (from `lenient.score`); the suggestion never goes
   * below it. Absent without either, or when nothing rejects them (one scores 1).
   */
  rejectingMin?: number
  /**
   * True when no min both passes every run and rejects them: {@link rejectingMin} is above the
   * lowest observed score, or a reject text or probe scores 1.
   */
  conflict: boolean
  /** With `conflict`: the reject text and the probes no min separates from the runs. */
  unseparated?: Unseparated[]
}

/** A reject text or leniency probe that scores too close to the expected text for any min to reject it. */
export interface Unseparated {
  /** `reject`: the assertion's highest-scoring reject text; `probe`: a leniency probe recorded at run time. */
  source: 'reject' | 'probe'
  /** Its highest score over the runs: at or above the lowest observed score. */
  score: number
  /** A probe's kind (`number`, `negation`, ...). */
  kind?: ProbeKind
  /** A probe's text, when the records kept it. */
  probe?: string
  /**
   * The guards that fail this probe whatever it scores (checked on its text when the records kept
   * the texts, else the guard of its kind): add one and the probe is no longer lenient. Empty for a
   * reject text, whose text the records do not keep.
   */
  guards: GuardKind[]
  /**
   * Other scorings under which a min passes every run and rejects this probe, checked on the texts
   * the records kept (every run's texts, whole); empty without them.
   */
  scorers: AlternativeScoring[]
}

/** A scorer and options that tell a probe apart from every observed run, and the min that does it. */
interface AlternativeScoring {
  scorer: ScorerName
  options: Readonly<Record<string, unknown>>
  min: number
}

/** The scorings calibrate tries on the texts when no min of the assertion's own scoring separates a probe. */
const ALTERNATIVES: readonly { scorer: ScorerName; options: Readonly<Record<string, unknown>> }[] = [
  { scorer: 'content-similarity', options: {} },
  { scorer: 'textual-difference', options: {} },
  { scorer: 'textual-difference', options: { granularity: 'word' } },
]

/**
 * Calibrates the thresholds of every assertion seen in one or more reports (each a list of
 * records). Within one report, runs are the repeats of a test; across reports, the same assertion
 * ({@link placeRecords}: file, test, index, matcher, score key) adds its runs. Negated assertions are left out: their
 * threshold is a ceiling, not a floor. So are Mastra's `expectEval` records: they are no assertions of ours (shown
 * and gated apart, `thresholds.mastra`), and their thresholds are set in Mastra's eval config, not by these rules.
 *
 * @example
 * calibrate([report.records], CALIBRATE_DEFAULTS).filter((c) => c.verdict === 'flaky')
 */
export function calibrate(reports: readonly (readonly CollectedRecord[])[], options: CalibrateOptions): Calibration[] {
  const groups = new Map<string, CollectedRecord[]>()
  for (const records of reports) {
    // Left out before placing, as the baseline does, so our assertions keep the positions it gives them.
    for (const { record: r, index, key } of placeRecords(records.filter((r) => !isMastraRecord(r)))) {
      if (r.isNot) continue
      const group = groups.get(key)
      const placed = { ...r, index }
      if (group) group.push(placed)
      else groups.set(key, [placed])
    }
  }
  const out: Calibration[] = []
  for (const records of groups.values()) {
    const judged = judge(records as (CollectedRecord & { index: number })[], options)
    if (judged) out.push(judged)
  }
  return out
}

function judge(records: (CollectedRecord & { index: number })[], options: CalibrateOptions): Calibration | null {
  const last = records[records.length - 1] as CollectedRecord & { index: number }
  const line = [...records].reverse().find((r) => r.line !== undefined)?.line
  const base = {
    file: last.file,
    test: last.test,
    index: last.index,
    matcher: last.matcher,
    scorer: last.scorer,
    ...(last.algorithm === undefined ? {} : { algorithm: last.algorithm }),
    ...(line === undefined ? {} : { line }),
    runs: records.length,
    failedRuns: records.filter((r) => !r.pass).length,
  }
  if (last.maxChanges !== undefined) {
    const changes = records.flatMap((r) => (r.changes === undefined ? [] : [r.changes]))
    if (changes.length === 0) return null
    const stats = spread(changes)
    const current = last.maxChanges
    const slackAt = Math.max(3, Math.ceil(stats.max / 2))
    const verdict: CalibrationVerdict = current < stats.max ? 'flaky' : current - stats.max > slackAt ? 'slack' : 'ok'
    return {
      ...base,
      kind: 'changes',
      ...stats,
      current,
      verdict,
      slackBy: verdict === 'slack' ? current - stats.max : 0,
      suggested: stats.max + options.marginChanges,
      conflict: false,
    }
  }
  if (last.threshold === undefined) return null
  const stats = spread(records.map((r) => r.score))
  const current = last.threshold
  const inSpread = stats.max > stats.min && current > stats.p10 - NEAR_P10
  const verdict: CalibrationVerdict =
    current > stats.min || inSpread ? 'flaky' : current < stats.min - options.slackGap ? 'slack' : 'ok'
  const rejectMax = Math.max(...records.flatMap((r) => (r.rejectMax === undefined ? [] : [r.rejectMax])))
  const probes = probeFloors(records)
  const rejectFloor = rejectMax === Number.NEGATIVE_INFINITY ? undefined : aboveIn2Decimals(rejectMax)
  // A reject text scoring 1 is accepted by every min (a score passes when it is >= min).
  const rejectNone = rejectFloor !== undefined && rejectFloor <= rejectMax
  const floors = [...(rejectFloor === undefined || rejectNone ? [] : [rejectFloor]), ...probes.flatMap((p) => p.floor)]
  const rejectingMin = floors.length === 0 ? undefined : Math.max(...floors)
  const fromSpread = Math.max(0, floor2(stats.min - options.margin))
  const unseparated: Unseparated[] = []
  if (rejectFloor !== undefined && (rejectNone || rejectFloor > stats.min)) {
    unseparated.push({ source: 'reject', score: rejectMax, guards: [], scorers: [] })
  }
  for (const p of probes) {
    if (p.floor.length === 0 || (p.floor[0] as number) > stats.min) unseparated.push(describeProbe(p, records))
  }
  const conflict = unseparated.length > 0
  const suggested = conflict ? null : rejectingMin === undefined ? fromSpread : Math.max(fromSpread, rejectingMin)
  return {
    ...base,
    kind: 'score',
    ...stats,
    current,
    verdict,
    slackBy: verdict === 'slack' ? stats.min - current : 0,
    suggested,
    ...(rejectingMin === undefined ? {} : { rejectingMin }),
    conflict,
    ...(conflict ? { unseparated } : {}),
  }
}

interface ProbeFloor {
  kind: ProbeKind
  score: number
  probe?: string
  /** The record that holds the probe (its texts are what the probe edits). */
  record: CollectedRecord
  /** The lowest 2-decimal min that rejects it; empty when none does (it scores 1). */
  floor: number[]
}

/**
 * The probes recorded at run time (a record's `lenient` field, when probes were on), strongest of
 * each kind: each asks the min to be above its score. Only the strongest accepted probe of a run
 * is recorded, and a probe the current min already rejects is not recorded at all.
 */
function probeFloors(records: readonly CollectedRecord[]): ProbeFloor[] {
  const byKind = new Map<ProbeKind, ProbeFloor>()
  for (const r of records) {
    const l = r.lenient
    if (l === undefined) continue
    const known = byKind.get(l.kind)
    if (known !== undefined && known.score >= l.score) continue
    const at = rejectingMinAbove(l.score)
    // Up to 2 decimals, as a threshold is written; 1.00 still rejects a probe of 0.995.
    const floor = at === null ? [] : [Math.ceil(at * 100 - 1e-9) / 100]
    byKind.set(l.kind, {
      kind: l.kind,
      score: l.score,
      ...(l.probe === undefined ? {} : { probe: l.probe }),
      record: r,
      floor,
    })
  }
  return [...byKind.values()]
}

// A probe text cut at PROBE_TEXT_LIMIT, or an expected text cut at maxTextLength, is not the text scored.
function wholeProbe(p: ProbeFloor): string | undefined {
  const texts = p.record.texts
  if (p.probe === undefined || texts === undefined || texts.expectedLength !== texts.expected.length) return undefined
  return p.probe.length >= PROBE_TEXT_LIMIT && p.probe.endsWith('…') ? undefined : p.probe
}

function describeProbe(p: ProbeFloor, records: readonly CollectedRecord[]): Unseparated {
  const text = wholeProbe(p)
  const configured = new Set(p.record.guards?.map((g) => g.kind) ?? [])
  const fromKind = guardForProbe(p.kind)
  const guards =
    text === undefined
      ? fromKind === undefined || configured.has(fromKind)
        ? []
        : [fromKind]
      : checkGuards((p.record.texts as { expected: string }).expected, text, GUARD_KINDS)
          .filter((v) => !v.pass && !configured.has(v.kind))
          .map((v) => v.kind)
  return {
    source: 'probe',
    score: p.score,
    kind: p.kind,
    ...(p.probe === undefined ? {} : { probe: p.probe }),
    guards,
    scorers: text === undefined ? [] : alternatives(text, p.record, records),
  }
}

/**
 * The scorings other than the assertion's own under which every run's received text scores above
 * the probe, with the lowest 2-decimal min that rejects the probe and passes them all. Needs every
 * run's texts, whole.
 */
function alternatives(
  probe: string,
  holder: CollectedRecord,
  records: readonly CollectedRecord[],
): AlternativeScoring[] {
  const pairs = records.map((r) => r.texts)
  if (
    pairs.some(
      (t) => t === undefined || t.expectedLength !== t.expected.length || t.receivedLength !== t.received.length,
    )
  ) {
    return []
  }
  const expected = (holder.texts as { expected: string }).expected
  const out: AlternativeScoring[] = []
  for (const { scorer, options } of ALTERNATIVES) {
    if (scorer === holder.scorer && holder.algorithm === undefined && Object.keys(options).length === 0) continue
    const definition = scorerOf(scorer)
    const resolved = resolveScorerOptions(scorer, options)
    const score = (a: string, b: string): number => definition.score(a, b, resolved).score
    const lowest = Math.min(...pairs.map((t) => score(t!.expected, t!.received)))
    const at = rejectingMinAbove(score(expected, probe))
    if (at === null) continue
    const min = Math.ceil(at * 100 - 1e-9) / 100
    if (min <= lowest) out.push({ scorer, options, min })
  }
  return out
}

/** Min, 10th percentile, median and max (percentiles interpolated between the sorted values). */
function spread(values: readonly number[]): { min: number; p10: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    min: sorted[0] as number,
    p10: percentile(sorted, 0.1),
    median: percentile(sorted, 0.5),
    max: sorted[sorted.length - 1] as number,
  }
}

function percentile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q
  const low = Math.floor(at)
  const high = Math.ceil(at)
  const a = sorted[low] as number
  return a + ((sorted[high] as number) - a) * (at - low)
}

// The small epsilon keeps 0.7 (stored as 0.69999...) from rounding down to 0.69.
function floor2(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100
}

/** The smallest 2-decimal number strictly above a score: the lowest min that rejects a text of that score. */
function aboveIn2Decimals(score: number): number {
  return Math.min(1, Math.round((floor2(score) + 0.01) * 100) / 100)
}

/**
 * Counts the flaky and slack assertions made more than once in a run's records (repeats); the
 * reporter's summary line.
 *
 * @example
 * calibrationCounts(summary.records) // { flaky: 1, slack: 2 }
 */
export function calibrationCounts(records: readonly CollectedRecord[]): { flaky: number; slack: number } {
  const all = calibrate([records], CALIBRATE_DEFAULTS).filter((c) => c.runs > 1)
  return {
    flaky: all.filter((c) => c.verdict === 'flaky').length,
    slack: all.filter((c) => c.verdict === 'slack').length,
  }
}
