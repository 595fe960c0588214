import { plural } from '../../core/plural.js'
import { describeValue } from '../../core/validate.js'
import { withTextsSetting, type TextsSetting } from '../../records/texts.js'
import type { CollectedRecord, ScoreRecord } from '../../records/types.js'
import { isCount, pickScoreRecord, recordProblem } from '../../records/validate.js'

/** What the Vitest adapter reads from one finished test case. */
export interface VitestTestEntry {
  file: string
  test: string
  /** The project's name in a run of several projects (`file` is then its `[project] path` key). */
  project?: string
  /** `testCase.meta().expectSimilar`: ScoreRecords plus `attempt` (retryCount) and `repeat` (repeatCount). */
  records: unknown
  /** From `testCase.diagnostic()`; undefined when the test has no diagnostic. */
  retryCount?: number
  repeatCount?: number
}

interface Placed {
  record: ScoreRecord
  attempt: number
  repeat: number
}

/**
 * Keeps, for every repeat of every test, only the records of its highest attempt: a retried
 * test is scored by the attempt that decided it. Invalid entries become warnings, never silence.
 * Texts are kept as the reporter's `texts` setting allows, whatever the workers sent.
 *
 * @example
 * selectVitestRecords([
 *   { file: 'a.test.ts', test: 'x', records: [{ ...record, attempt: 0, repeat: 0 }] },
 * ], 20000).records.length // 1
 */
export function selectVitestRecords(
  entries: readonly VitestTestEntry[],
  texts: TextsSetting,
): {
  records: CollectedRecord[]
  warnings: string[]
} {
  const records: CollectedRecord[] = []
  const warnings: string[] = []
  for (const entry of entries) {
    if (entry.records === undefined) continue
    const where = `${entry.file} › ${entry.test}`
    if (!Array.isArray(entry.records)) {
      warnings.push(
        `ignored task.meta.expectSimilar of ${where}: expected an array, received ${describeValue(entry.records)}`,
      )
      continue
    }
    const placed: Placed[] = []
    entry.records.forEach((raw: unknown, i) => {
      const problem = recordProblem(raw) ?? placementProblem(raw)
      if (problem) {
        warnings.push(`ignored score record ${i} of ${where}: ${problem}`)
        return
      }
      const r = raw as ScoreRecord & { attempt: number; repeat: number }
      placed.push({ record: withTextsSetting(pickScoreRecord(r), texts), attempt: r.attempt, repeat: r.repeat })
    })
    const deciding = new Map<number, number>()
    for (const p of placed) deciding.set(p.repeat, Math.max(deciding.get(p.repeat) ?? 0, p.attempt))
    // The last repeat's deciding attempt is known exactly: the final retryCount. If that attempt
    // recorded nothing (it failed before scoring), the earlier attempts' records do not count.
    if (entry.retryCount !== undefined && entry.repeatCount !== undefined && deciding.has(entry.repeatCount)) {
      deciding.set(entry.repeatCount, entry.retryCount)
    }
    const attempts = attemptsPerRepeat(deciding, placed)
    const before = records.length
    for (const p of placed) {
      if (p.attempt !== deciding.get(p.repeat)) continue
      const project = entry.project === undefined ? {} : { project: entry.project }
      records.push({
        ...p.record,
        file: entry.file,
        test: entry.test,
        ...project,
        repeat: p.repeat,
        attempts: attempts.get(p.repeat) ?? 1,
      })
    }
    if (placed.length > 0 && records.length === before) {
      warnings.push(
        `${where}: its deciding attempt recorded no scores; ` +
          `${placed.length} ${plural(placed.length, 'score')} from earlier attempts are not counted`,
      )
    }
  }
  return { records, warnings }
}

/**
 * Attempts of each repeat: its retries plus one, repeats not counted. Vitest's `retryCount` is not
 * reset between repeats, so a repeat's retries are its deciding attempt minus the retryCount it
 * started from: the deciding attempt of the repeat before it, or, when that repeat recorded
 * nothing, the lowest attempt this repeat recorded (the most that can be known).
 */
function attemptsPerRepeat(deciding: ReadonlyMap<number, number>, placed: readonly Placed[]): Map<number, number> {
  const attempts = new Map<number, number>()
  for (const [repeat, last] of deciding) {
    const own = placed.filter((p) => p.repeat === repeat).map((p) => p.attempt)
    const start = repeat === 0 ? 0 : (deciding.get(repeat - 1) ?? Math.min(...own))
    attempts.set(repeat, Math.max(1, last - start + 1))
  }
  return attempts
}

function placementProblem(raw: unknown): string | null {
  const r = raw as Record<string, unknown>
  if (!isCount(r.attempt)) return `attempt must be a non-negative integer, received ${describeValue(r.attempt)}`
  if (!isCount(r.repeat)) return `repeat must be a non-negative integer, received ${describeValue(r.repeat)}`
  return null
}
