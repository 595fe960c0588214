import { describeValue, isUnitInterval } from '../../core/validate.js'
import type { ScoreRecord } from '../../records/types.js'

// A record's scorer key is `mastra:` and at most 64 more characters (records/validate.ts).
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
const KEY_RULE = "1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit"
// A gate's record is `mastra:gate.<id>`, so its id has 5 characters fewer.
const GATE_PREFIX = 'gate.'
const GATE_RULE = "1 to 59 letters, digits, '.', '_' or '-', starting with a letter or digit"
const VERDICTS: readonly unknown[] = ['passed', 'scored', 'failed']

/** One score of a Mastra eval run, as a record the reports show beside ours (scorer `mastra:<id>`). */
export type MastraEvalRecord = ScoreRecord & {
  matcher: 'expectEval'
  /** `judged: false` on a score with no verdict of its own (see {@link isUnjudged}). */
  details: { totalItems: number; thresholdMax?: number; judged?: false }
}

/**
 * Whether a record is one of Mastra's scores or gates, not one of our assertions: shown in a section
 * of its own and gated by `thresholds.mastra` only, it never counts in our means, pass rates,
 * per-file gates or baseline comparison.
 */
export function isMastraRecord(r: { readonly matcher: string }): boolean {
  return r.matcher === 'expectEval'
}

/**
 * Whether a Mastra score came with no verdict of its own (no threshold result, no run verdict): it
 * is a score without pass or fail, counted in no pass rate.
 */
export function isUnjudged(r: ScoreRecord): boolean {
  return r.details?.judged === false
}

interface ThresholdResult {
  passed: boolean
  min?: number
  max?: number
}

interface GateResult {
  passed: boolean
  score: number
}

/**
 * Reads what Mastra's `expectEval` / `expectEvals` (`@mastra/evals/vitest`, 1.x) store on a Vitest
 * task, `task.meta.mastraEval = { scores, totalItems, verdict?, gateResults?, thresholdResults?,
 * turnResults? }`: one record `mastra:<id>` per score, its score the average over `totalItems`
 * (all Mastra keeps), and one record `mastra:gate.<id>` per gate, its score the gate's average (the
 * share of items that passed, for a pass/fail gate) with `threshold` 1, since a gate passes only
 * at 1. A gate is its own record because Mastra runs gates apart from scorers: a gate's id is often
 * no score's, and when it is, its average may not be that score's.
 *
 * Whether a score passed comes from its threshold result, else from the run's `verdict`
 * (`'passed'` passes; `'scored'`, a threshold missed, and `'failed'`, a gate missed, fail); a gate's
 * from its result. A score with neither has no verdict: it is marked `details.judged: false` (its
 * `pass` true, since nothing failed) and no pass rate counts it. It does not take its test's
 * outcome: the test's pass or fail is the runner's to count, not the score's. Per-turn results (`turnResults`) are not
 * read: the verdict already counts them. Any field of the wrong shape makes the whole value a
 * problem naming that field, so nothing half-read passes.
 *
 * @example
 * mastraEvalRecords({ scores: { tone: 0.9 }, totalItems: 3, verdict: 'passed' }).records[0].scorer
 * // 'mastra:tone'
 */
export function mastraEvalRecords(
  value: unknown,
): { records: MastraEvalRecord[]; problem: null } | { records: []; problem: string } {
  const fail = (problem: string) => ({ records: [] as [], problem })
  if (!isObject(value)) return fail(`expected an object, received ${describeValue(value)}`)
  const { scores, totalItems, verdict } = value
  if (!isObject(scores)) return fail(`scores must be an object of scores by id, received ${describeValue(scores)}`)
  const ids = Object.keys(scores)
  for (const id of ids) {
    if (!KEY.test(id)) return fail(`scores key ${JSON.stringify(id)} must be ${KEY_RULE}`)
    if (!isUnitInterval(scores[id])) {
      return fail(`scores.${id} must be a number in [0, 1], received ${describeValue(scores[id])}`)
    }
  }
  if (!Number.isSafeInteger(totalItems) || (totalItems as number) < 1) {
    return fail(`totalItems must be a positive integer, received ${describeValue(totalItems)}`)
  }
  if (verdict !== undefined && !VERDICTS.includes(verdict)) {
    return fail(`verdict must be 'passed', 'scored', 'failed' or absent, received ${describeValue(verdict)}`)
  }
  const thresholds = readThresholds(value.thresholdResults, ids)
  if (typeof thresholds === 'string') return fail(thresholds)
  const gates = readGates(value.gateResults, ids)
  if (typeof gates === 'string') return fail(gates)
  // Every scorer of the run declared itself not scorable (or none ran): nothing is left to show.
  if (ids.length === 0 && gates.size === 0) {
    return fail('scores and gateResults are both empty: the run scored nothing')
  }
  const items = { totalItems: totalItems as number }
  const records = ids.map((id): MastraEvalRecord => {
    const own = thresholds.get(id)
    const judged = own !== undefined || verdict !== undefined
    const details = own?.max === undefined ? items : { ...items, thresholdMax: own.max }
    return {
      matcher: 'expectEval',
      scorer: `mastra:${id}`,
      score: scores[id] as number,
      ...(own?.min === undefined ? {} : { threshold: own.min }),
      details: judged ? details : { ...details, judged: false },
      pass: own?.passed ?? (verdict === undefined || verdict === 'passed'),
      isNot: false,
    }
  })
  for (const [id, gate] of gates) {
    records.push({
      matcher: 'expectEval',
      scorer: `mastra:${GATE_PREFIX}${id}`,
      score: gate.score,
      threshold: 1,
      details: items,
      pass: gate.passed,
      isNot: false,
    })
  }
  return { records, problem: null }
}

// Threshold results by the score id they judge: an id that is no score's is an error, since its
// verdict would otherwise be dropped without a word. Mastra's threshold is a minimum or `{ min?,
// max? }`; the record keeps the minimum as its threshold and a maximum in its details.
function readThresholds(value: unknown, ids: readonly string[]): Map<string, ThresholdResult> | string {
  const results = new Map<string, ThresholdResult>()
  const field = 'thresholdResults'
  if (value === undefined) return results
  if (!Array.isArray(value)) return `${field} must be an array or absent, received ${describeValue(value)}`
  for (const [i, r] of value.entries()) {
    const at = `${field}[${i}]`
    if (!isObject(r)) return `${at} must be an object, received ${describeValue(r)}`
    if (typeof r.id !== 'string' || !ids.includes(r.id)) {
      const known = ids.length === 0 ? 'none' : ids.join(', ')
      return `${at}.id must be one of the scores (${known}), received ${describeValue(r.id)}`
    }
    if (typeof r.passed !== 'boolean') return `${at}.passed must be a boolean, received ${describeValue(r.passed)}`
    if (!isUnitInterval(r.averageScore)) {
      return `${at}.averageScore must be a number in [0, 1], received ${describeValue(r.averageScore)}`
    }
    const bounds = readBounds(r.threshold, `${at}.threshold`)
    if (typeof bounds === 'string') return bounds
    if (results.has(r.id)) return `${at}.id ${JSON.stringify(r.id)} is listed twice in ${field}`
    results.set(r.id, { passed: r.passed, ...bounds })
  }
  return results
}

function readBounds(value: unknown, at: string): { min?: number; max?: number } | string {
  if (isUnitInterval(value)) return { min: value }
  const expected = 'a number in [0, 1] or { min?, max? } of such numbers'
  if (!isObject(value)) return `${at} must be ${expected}, received ${describeValue(value)}`
  const extra = Object.keys(value).find((key) => key !== 'min' && key !== 'max')
  if (extra !== undefined) return `${at} must be ${expected}, received an object with key ${JSON.stringify(extra)}`
  const { min, max } = value
  if (min === undefined && max === undefined) return `${at} must be ${expected}, received an empty object`
  for (const [key, bound] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (bound !== undefined && !isUnitInterval(bound)) {
      return `${at}.${key} must be a number in [0, 1], received ${describeValue(bound)}`
    }
  }
  return { ...(min === undefined ? {} : { min: min as number }), ...(max === undefined ? {} : { max: max as number }) }
}

// Gate results by gate id. Mastra lists a gate once per entry of `gates`, and two entries with one
// id (two `checks.includes(...)`, both `check-includes`) share one average: the same result twice.
// Two results of one id that disagree cannot be told apart, so they are an error.
function readGates(value: unknown, ids: readonly string[]): Map<string, GateResult> | string {
  const results = new Map<string, GateResult>()
  const field = 'gateResults'
  if (value === undefined) return results
  if (!Array.isArray(value)) return `${field} must be an array or absent, received ${describeValue(value)}`
  for (const [i, r] of value.entries()) {
    const at = `${field}[${i}]`
    if (!isObject(r)) return `${at} must be an object, received ${describeValue(r)}`
    if (typeof r.id !== 'string' || !KEY.test(`${GATE_PREFIX}${r.id}`)) {
      return `${at}.id must be ${GATE_RULE}, received ${describeValue(r.id)}`
    }
    if (ids.includes(`${GATE_PREFIX}${r.id}`)) {
      return `${at}.id ${JSON.stringify(r.id)} would share its record mastra:${GATE_PREFIX}${r.id} with a score`
    }
    if (typeof r.passed !== 'boolean') return `${at}.passed must be a boolean, received ${describeValue(r.passed)}`
    if (!isUnitInterval(r.score)) return `${at}.score must be a number in [0, 1], received ${describeValue(r.score)}`
    const seen = results.get(r.id)
    if (seen !== undefined && (seen.passed !== r.passed || seen.score !== r.score)) {
      return `${at}.id ${JSON.stringify(r.id)} is listed twice in ${field} with different results`
    }
    results.set(r.id, { passed: r.passed, score: r.score })
  }
  return results
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
