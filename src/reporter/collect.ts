import { SCORERS } from '../core/scorers.js'
import type { ScorerName } from '../records/types.js'
import type {
  Aggregate,
  CollectedRecord,
  FileSummary,
  PassK,
  RunnerInfo,
  ScoreSummary,
  ScorerStats,
  TestSummary,
} from './types.js'

/**
 * Turns the deciding-attempt records of a run into a {@link ScoreSummary}. Pure: the same records
 * in any order give the same summary, which is what makes sharded and unsharded runs comparable.
 *
 * @example
 * const summary = collect(records, { name: 'vitest', version: '4.1.12' })
 * summary.total.mean // mean score of every scored assertion
 */
export function collect(
  records: readonly CollectedRecord[],
  runner: RunnerInfo,
  warnings: readonly string[] = [],
): ScoreSummary {
  const sorted = sortRecords(records)
  const byFile = groupBy(sorted, (r) => r.file)
  const files: FileSummary[] = [...byFile].map(([file, rs]) => {
    const project = rs[0]?.project
    return project === undefined ? { file, ...aggregate(rs) } : { file, project, ...aggregate(rs) }
  })
  const tests = summarizeTests(sorted)
  return {
    runner: { ...runner },
    files,
    total: aggregate(sorted),
    tests,
    passK: passK(tests),
    records: sorted,
    scorers: SCORERS.filter((s) => sorted.some((r) => r.scorer === s)),
    warnings: [...warnings],
  }
}

/** Stable sort by file, test and repeat; records of one test run keep the order they were made in. */
export function sortRecords(records: readonly CollectedRecord[]): CollectedRecord[] {
  return records
    .map((record, index) => ({ record, index }))
    .sort(
      (a, b) =>
        compareText(a.record.file, b.record.file) ||
        compareText(a.record.test, b.record.test) ||
        a.record.repeat - b.record.repeat ||
        a.index - b.index,
    )
    .map(({ record }) => record)
}

/** Code-unit order, not locale order, so the result is the same on every machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function aggregate(records: readonly CollectedRecord[]): Aggregate {
  const passed = records.filter((r) => r.pass).length
  const scorers: Partial<Record<ScorerName, ScorerStats>> = {}
  for (const scorer of SCORERS) {
    const own = records.filter((r) => r.scorer === scorer)
    if (own.length > 0) scorers[scorer] = scorerStats(own)
  }
  const tests = groupBy(records, testKey)
  let retriedTests = 0
  for (const rs of tests.values()) if (maxAttempts(rs) > runsOf(rs)) retriedTests++
  return {
    assertions: records.length,
    passed,
    failed: records.length - passed,
    passRate: records.length === 0 ? 1 : passed / records.length,
    mean: mean(records.map((r) => r.score)),
    scorers,
    tests: tests.size,
    retriedTests,
  }
}

function scorerStats(records: readonly CollectedRecord[]): ScorerStats {
  const scores = records.map((r) => r.score)
  const stats: ScorerStats = {
    count: records.length,
    mean: mean(scores),
    min: Math.min(...scores),
    max: Math.max(...scores),
  }
  const changes = records.flatMap((r) => (r.changes === undefined ? [] : [r.changes]))
  if (changes.length > 0) stats.meanChanges = mean(changes)
  return stats
}

function summarizeTests(records: readonly CollectedRecord[]): TestSummary[] {
  return [...groupBy(records, testKey).values()].map((rs) => {
    const first = rs[0] as CollectedRecord
    const runs = groupBy(rs, (r) => String(r.repeat))
    let passedRuns = 0
    for (const run of runs.values()) if (run.every((r) => r.pass)) passedRuns++
    const scorers: TestSummary['scorers'] = {}
    for (const scorer of SCORERS) {
      const scores = rs.filter((r) => r.scorer === scorer).map((r) => r.score)
      if (scores.length === 0) continue
      const m = mean(scores)
      scorers[scorer] = {
        records: scores.length,
        mean: m,
        spread: Math.sqrt(mean(scores.map((s) => (s - m) ** 2))),
        min: Math.min(...scores),
        max: Math.max(...scores),
      }
    }
    return {
      file: first.file,
      test: first.test,
      runs: runs.size,
      passedRuns,
      records: rs.length,
      attempts: maxAttempts(rs),
      scorers,
    }
  })
}

function passK(tests: readonly TestSummary[]): PassK {
  const allRunsPassed = tests.filter((t) => t.passedRuns === t.runs).length
  return {
    tests: tests.length,
    allRunsPassed,
    rate: tests.length === 0 ? 1 : allRunsPassed / tests.length,
    maxRuns: tests.reduce((k, t) => Math.max(k, t.runs), 0),
  }
}

function testKey(r: CollectedRecord): string {
  return `${r.file}\u0000${r.test}`
}

function runsOf(records: readonly CollectedRecord[]): number {
  return new Set(records.map((r) => r.repeat)).size
}

function maxAttempts(records: readonly CollectedRecord[]): number {
  return records.reduce((n, r) => Math.max(n, r.attempts), 1)
}

function mean(values: readonly number[]): number {
  if (values.length === 0) return 0
  let sum = 0
  for (const v of values) sum += v
  return sum / values.length
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}
