import { describeValue, isUnitInterval } from '../../core/validate.js'
import type { ScoreRecord } from '../../records/types.js'

// A Mastra scorer id as a record's scorer key takes it after `mastra:` (records/validate.ts).
const SCORE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** One score of a Mastra eval run, as a record the reports show beside ours (scorer `mastra:<id>`). */
export type MastraEvalRecord = ScoreRecord & { matcher: 'expectEval'; details: { totalItems: number } }

interface Verdict {
  passed: boolean
  threshold?: number
}

/**
 * Reads what Mastra's `expectEval` / `expectEvals` store on a Vitest task, `task.meta.mastraEval =
 * { scores, totalItems, verdict?, gateResults?, thresholdResults? }`: one record per score, its
 * score the average over `totalItems` (all Mastra keeps). Whether a score passed comes from its
 * threshold result, else its gate result (matched by `id`), else the run's `verdict` ('pass' or
 * 'fail'), else the test's own outcome. Any field of the wrong shape makes the whole value a
 * problem naming that field, so nothing half-read passes.
 *
 * @example
 * mastraEvalRecords({ scores: { tone: 0.9 }, totalItems: 3, verdict: 'pass' }, 'passed').records[0].scorer
 * // 'mastra:tone'
 */
export function mastraEvalRecords(
  value: unknown,
  testState: string,
): { records: MastraEvalRecord[]; problem: null } | { records: []; problem: string } {
  const fail = (problem: string) => ({ records: [] as [], problem })
  if (!isObject(value)) return fail(`expected an object, received ${describeValue(value)}`)
  const { scores, totalItems, verdict } = value
  if (!isObject(scores)) return fail(`scores must be an object of scores by id, received ${describeValue(scores)}`)
  const ids = Object.keys(scores)
  if (ids.length === 0) return fail('scores must name at least one score, received an empty object')
  for (const id of ids) {
    if (!SCORE_ID.test(id)) {
      const rule = "1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit"
      return fail(`scores key ${JSON.stringify(id)} must be ${rule}`)
    }
    if (!isUnitInterval(scores[id])) {
      return fail(`scores.${id} must be a number in [0, 1], received ${describeValue(scores[id])}`)
    }
  }
  if (!Number.isSafeInteger(totalItems) || (totalItems as number) < 1) {
    return fail(`totalItems must be a positive integer, received ${describeValue(totalItems)}`)
  }
  if (verdict !== undefined && verdict !== 'pass' && verdict !== 'fail') {
    return fail(`verdict must be 'pass', 'fail' or absent, received ${describeValue(verdict)}`)
  }
  const gates = readResults(value.gateResults, 'gateResults', ids, (r, at) =>
    isUnitInterval(r.score) ? null : `${at}.score must be a number in [0, 1], received ${describeValue(r.score)}`,
  )
  if (typeof gates === 'string') return fail(gates)
  const thresholds = readResults(value.thresholdResults, 'thresholdResults', ids, (r, at) => {
    if (!isUnitInterval(r.averageScore)) {
      return `${at}.averageScore must be a number in [0, 1], received ${describeValue(r.averageScore)}`
    }
    if (!isUnitInterval(r.threshold)) {
      return `${at}.threshold must be a number in [0, 1], received ${describeValue(r.threshold)}`
    }
    return null
  })
  if (typeof thresholds === 'string') return fail(thresholds)
  const records = ids.map((id): MastraEvalRecord => {
    const own = thresholds.get(id) ?? gates.get(id)
    const passed = own?.passed ?? (verdict === undefined ? testState === 'passed' : verdict === 'pass')
    return {
      matcher: 'expectEval',
      scorer: `mastra:${id}`,
      score: scores[id] as number,
      ...(own?.threshold === undefined ? {} : { threshold: own.threshold }),
      details: { totalItems: totalItems as number },
      pass: passed,
      isNot: false,
    }
  })
  return { records, problem: null }
}

// Gate and threshold results by the score id they judge: an id that is no score's is an error,
// since its verdict would otherwise be dropped without a word.
function readResults(
  value: unknown,
  field: string,
  ids: readonly string[],
  check: (result: Record<string, unknown>, at: string) => string | null,
): Map<string, Verdict> | string {
  const results = new Map<string, Verdict>()
  if (value === undefined) return results
  if (!Array.isArray(value)) return `${field} must be an array or absent, received ${describeValue(value)}`
  for (const [i, result] of value.entries()) {
    const at = `${field}[${i}]`
    if (!isObject(result)) return `${at} must be an object, received ${describeValue(result)}`
    if (typeof result.id !== 'string' || !ids.includes(result.id)) {
      return `${at}.id must be one of the scores (${ids.join(', ')}), received ${describeValue(result.id)}`
    }
    if (typeof result.passed !== 'boolean') {
      return `${at}.passed must be a boolean, received ${describeValue(result.passed)}`
    }
    const problem = check(result, at)
    if (problem !== null) return problem
    if (results.has(result.id)) return `${at}.id ${JSON.stringify(result.id)} is listed twice in ${field}`
    results.set(result.id, {
      passed: result.passed,
      ...(typeof result.threshold === 'number' ? { threshold: result.threshold } : {}),
    })
  }
  return results
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
