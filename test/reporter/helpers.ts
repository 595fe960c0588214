import type { CollectedRecord } from '../../src/reporter/types.js'

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

import { collect } from '../../src/reporter/collect.js'
import { decideOutcome } from '../../src/reporter/decide.js'
import type { ExpectSimilarReporterOptions } from '../../src/reporter/options.js'
import type { RunOutcome, ScoreReport } from '../../src/reporter/report.js'

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
