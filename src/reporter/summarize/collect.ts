import { orderScoreKeys, type ScoreKey, scoreKeyOf } from '../../core/scorers/index.js'
import type {
  Aggregate,
  AssertionStats,
  CollectedRecord,
  FileSummary,
  PassK,
  RunnerInfo,
  ScoreSummary,
  ScorerStats,
  TestSummary,
} from '../model.js'
import { isMastraRecord, isUnjudged } from '../runner/mastra-eval.js'
import { assertionKey } from './identity.js'
import { lenientAssertions } from './lenient.js'

/**
 * Turns the deciding-attempt records of a run into a {@link ScoreSummary}. Pure: the same records
 * in any order give the same summary, which is what makes sharded and unsharded runs comparable.
 * Mastra's records are summarized apart, in `mastra`: they count in none of our numbers.
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
  const ours = sorted.filter((r) => !isMastraRecord(r))
  const mastra = sorted.filter(isMastraRecord)
  const tests = summarizeTests(ours)
  return {
    runner: { ...runner },
    files: fileSummaries(ours),
    total: aggregate(ours),
    tests,
    passK: passK(tests),
    records: sorted,
    // The built-in keys in table order, then custom scorers' keys by name.
    scorers: orderScoreKeys(ours.map(scoreKeyOf)),
    // Only with Mastra records, so reports without them keep their shape.
    ...(mastra.length === 0
      ? {}
      : {
          mastra: {
            files: fileSummaries(mastra),
            total: aggregate(mastra),
            scorers: orderScoreKeys(mastra.map(scoreKeyOf)),
          },
        }),
    warnings: [...warnings],
  }
}

function fileSummaries(sorted: readonly CollectedRecord[]): FileSummary[] {
  return [...groupBy(sorted, (r) => r.file)].map(([file, rs]) => {
    const project = rs[0]?.project
    return project === undefined ? { file, ...aggregate(rs) } : { file, project, ...aggregate(rs) }
  })
}

/** Stable sort by file, test and repeat; records of one test run keep the order they were made in. */
function sortRecords(records: readonly CollectedRecord[]): CollectedRecord[] {
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
  // A Mastra score without a verdict has no pass or fail: it is in no pass count or rate.
  const judged = records.filter((r) => !isUnjudged(r))
  const unjudged = records.length - judged.length
  const passed = judged.filter((r) => r.pass).length
  // Negated assertions pass or fail like any other, but their scores stay out of every statistic.
  const scored = records.filter((r) => !r.isNot)
  const negated = records.filter((r) => r.isNot)
  const negatedPassed = negated.filter((r) => r.pass).length
  // By score key: an LCS ratio and a difflib ratio measure different things, so they are never averaged.
  const scorers: Partial<Record<ScoreKey, ScorerStats>> = {}
  for (const key of orderScoreKeys(scored.map(scoreKeyOf))) {
    const own = scored.filter((r) => scoreKeyOf(r) === key)
    if (own.length > 0) scorers[key] = scorerStats(own)
  }
  const tests = groupBy(records, testKey)
  let retriedTests = 0
  for (const rs of tests.values()) if (maxAttempts(rs) > 1) retriedTests++
  // Assertions, not records: a repeated test accepting the same probe in every run is one lenient threshold.
  const lenient = lenientAssertions(records).length
  // Under .not a failed guard is what passes the assertion: only the others count as guard failures.
  const cacheHits = records.filter((r) => r.cached === true).length
  const guardFailures = scored.filter((r) => r.guards?.some((guard) => !guard.pass)).length
  return {
    assertions: records.length,
    passed,
    failed: judged.length - passed,
    passRate: judged.length === 0 ? 1 : passed / judged.length,
    mean: mean(scored.map((r) => r.score)),
    negated: { assertions: negated.length, passed: negatedPassed, failed: negated.length - negatedPassed },
    scorers,
    tests: tests.size,
    retriedTests,
    // Only with probes on and a lenient threshold, so reports without probes keep their shape.
    ...(lenient > 0 ? { lenient } : {}),
    ...(guardFailures > 0 ? { guardFailures } : {}),
    ...(cacheHits > 0 ? { cacheHits } : {}),
    ...(unjudged > 0 ? { unjudged } : {}),
  }
}

/** Assertions a pass rate is over: all but those with no verdict (a Mastra score without one). */
export function judgedAssertions(agg: Aggregate): number {
  return agg.assertions - (agg.unjudged ?? 0)
}

/** Scored assertions that count in means and score gates: all but the negated ones. */
export function scoredAssertions(agg: Aggregate): number {
  // A hand-edited report may lack `negated`; its assertions then all count.
  return agg.assertions - (agg.negated?.assertions ?? 0)
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
    return {
      file: first.file,
      test: first.test,
      runs: runs.size,
      passedRuns,
      records: rs.length,
      attempts: maxAttempts(rs),
      assertions: assertionStats(runs.values()),
    }
  })
}

/**
 * Groups a test's records into assertions across its runs: the n-th record of every run with the
 * same matcher and score key (scorer and algorithm) is the same assertion. Negated assertions are left out.
 */
function assertionStats(runs: Iterable<CollectedRecord[]>): AssertionStats[] {
  const groups = new Map<string, { index: number; records: CollectedRecord[] }>()
  for (const run of runs) {
    run.forEach((r, i) => {
      if (r.isNot) return
      const key = assertionKey(r, i + 1)
      const group = groups.get(key)
      if (group) group.records.push(r)
      else groups.set(key, { index: i + 1, records: [r] })
    })
  }
  return [...groups.values()].map(({ index, records }) => {
    const first = records[0] as CollectedRecord
    const scores = records.map((r) => r.score)
    const m = mean(scores)
    return {
      index,
      matcher: first.matcher,
      scorer: first.scorer,
      ...(first.algorithm === undefined ? {} : { algorithm: first.algorithm }),
      runs: records.length,
      passedRuns: records.filter((r) => r.pass).length,
      mean: m,
      spread: Math.sqrt(mean(scores.map((s) => (s - m) ** 2))),
      min: Math.min(...scores),
      max: Math.max(...scores),
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
