import type { CollectedRecord, HistoryEntry, RunOutcome, ScoreReport } from '../../src/reporter/model.js'

/** A collected record with sensible defaults, for building summaries in unit tests. */
export function rec(
  partial: Partial<CollectedRecord> & Pick<CollectedRecord, 'file' | 'test' | 'score'>,
): CollectedRecord {
  return {
    matcher: 'toBeSimilarTo',
    scorer: 'content-similarity',
    threshold: 0.7,
    pass: partial.score >= (partial.threshold ?? 0.7),
    isNot: false,
    repeat: 0,
    attempts: 1,
    ...partial,
  }
}

export const RUNNER = { name: 'vitest', version: '4.1.12' }

import { collect } from '../../src/reporter/summarize/collect.js'
import { decideOutcome } from '../../src/reporter/summarize/decide.js'
import { historyEntry } from '../../src/reporter/store/history.js'
import type { ExpectSimilarReporterOptions } from '../../src/reporter/options.js'

/** The outcome of a run made of `records`, as the reporters would decide it. */
export function outcomeOf(
  records: CollectedRecord[],
  options: ExpectSimilarReporterOptions = {},
  baseline: ScoreReport | null = null,
  warnings: string[] = [],
): RunOutcome {
  return decideOutcome({
    summary: collect(records, RUNNER, warnings),
    options,
    baseline,
    updatingBaseline: false,
    shard: null,
  })
}

/** A small run with both scorers, a retry, repeats and a failing assertion. */
export const SAMPLE: CollectedRecord[] = [
  rec({ file: 'test/evals/summary.test.ts', test: 'summary > keeps the facts', score: 0.91 }),
  rec({
    file: 'test/evals/summary.test.ts',
    test: 'summary > keeps the facts',
    score: 0.62,
    threshold: 0.8,
    pass: false,
  }),
  rec({ file: 'test/evals/summary.test.ts', test: 'flaky', score: 0.88, attempts: 2 }),
  rec({
    file: 'test/evals/translate.test.ts',
    test: 'fr',
    score: 0.75,
    scorer: 'textual-difference',
    matcher: 'toDifferByAtMost',
    threshold: undefined,
    maxChanges: 4,
    changes: 3,
    pass: true,
  }),
  rec({
    file: 'test/evals/translate.test.ts',
    test: 'de',
    score: 0.5,
    scorer: 'textual-difference',
    matcher: 'toDifferByAtMost',
    threshold: undefined,
    maxChanges: 2,
    changes: 6,
    pass: false,
  }),
  rec({ file: 'test/evals/translate.test.ts', test: 'rep', score: 0.8, repeat: 0 }),
  rec({ file: 'test/evals/translate.test.ts', test: 'rep', score: 0.6, repeat: 1 }),
]

/**
 * `outcome` with a score history: one run per item of `earlier` (file -> mean, on 2026-11-21, 22...;
 * its total mean the files' averaged), then this run's own entry.
 */
export function withPastRuns(outcome: RunOutcome, earlier: Record<string, number | null>[]): RunOutcome {
  const point = (mean: number | null) => ({ assertions: 1, mean, passRate: 1 })
  const runs: HistoryEntry[] = earlier.map((means, i) => {
    const values = Object.values(means).filter((m): m is number => m !== null)
    return {
      v: 1,
      timestamp: `2026-11-${21 + i}T06:00:00.000Z`,
      commit: `${i + 1}`.repeat(10),
      branch: 'main',
      runner: RUNNER,
      total: point(values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length),
      files: Object.entries(means).map(([file, mean]) => ({ file, ...point(mean) })),
    }
  })
  const own = historyEntry(outcome, '2026-11-30T06:00:00.000Z')
  return { ...outcome, history: { path: 'scores/history.jsonl', entries: [...runs, own], appended: true } }
}
