/**
 * `expect-similar/vitest`: add to `setupFiles` in your Vitest config.
 *
 * @example
 * // vitest.config.ts
 * export default defineConfig({ test: { setupFiles: ['expect-similar/vitest'] } })
 */
import { TestRunner, beforeAll, beforeEach, expect, inject } from 'vitest'
import * as vitest from 'vitest'
import { ANNOTATE_PROVIDE_KEY } from './channel/annotate.js'
import { matchers } from './matchers/registry.js'
import type { SimilarityAsymmetricMatchers, SimilarityMatchers } from './matchers/types.js'
import { TEXTS_PROVIDE_KEY } from './records/texts.js'
import { PROBES_PROVIDE_KEY, type VitestScoreRecord } from './records/types.js'
import { WORKER_OPTIONS_PROVIDE_KEY } from './records/worker-options.js'
import { setupVitest } from './runners/vitest-setup.js'
import type { SuiteCollectorLike } from './runners/vitest-focus.js'

expect.extend(matchers)
// TestRunner.getCurrentTest is Vitest 4.1+; without it asymmetric matches record only via a test-context expect.
setupVitest({
  expect,
  beforeAll,
  beforeEach,
  getCurrentTest: () => TestRunner.getCurrentTest?.(),
  // Read from the namespace: a Vitest without aroundEach (below the peer range) then gets setupVitest's
  // error naming the Vitest it needs, instead of failing to link.
  aroundEach: (vitest as { aroundEach?: unknown }).aroundEach,
  // The reporter's `annotate` option, provided from the main process (see vitest-reporter.ts).
  providedAnnotate: (inject as (key: string) => unknown)(ANNOTATE_PROVIDE_KEY),
  // The reporter's `probes` option, provided the same way; else $EXPECT_SIMILAR_PROBES decides.
  providedProbes: (inject as (key: string) => unknown)(PROBES_PROVIDE_KEY),
  // Whether records carry their texts and where they are cut (options includeTexts, maxTextLength).
  providedTexts: (inject as (key: string) => unknown)(TEXTS_PROVIDE_KEY),
  // The config's test.provide.expectSimilar: reaches the workers however the run is reported.
  providedConfig: (inject as (key: string) => unknown)(WORKER_OPTIONS_PROVIDE_KEY),
  // The test file's root collector: its collected tree still tells `.only` from `it.skip`.
  rootCollector: (TestRunner as { getCurrentSuite?: () => SuiteCollectorLike }).getCurrentSuite?.(),
})

declare module 'vitest' {
  // No type parameters: Vitest 4 declares Assertion<T>, Vitest 5 Assertion<R, T>, and TypeScript
  // accepts a merged declaration with none against both (with any other list, against one only).
  interface Assertion extends SimilarityMatchers<void> {}
  interface AsymmetricMatchersContaining extends SimilarityAsymmetricMatchers {}
  interface TaskMeta {
    /** Score records of expect-similar matchers run in this test (see docs/score-records.md). */
    expectSimilar?: VitestScoreRecord[]
  }
}

export type { SimilarityOptions, DifferenceOptions } from './matchers/options.js'
export type { SimilarityMatchers, SimilarityAsymmetricMatchers } from './matchers/types.js'
export type { VitestScoreRecord } from './records/types.js'
export type { ScoreRecord, RecordTexts, ScorerName, MatcherName } from './records/types.js'
