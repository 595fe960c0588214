import { AsyncLocalStorage } from 'node:async_hooks'
import { describeValue } from '../core/validate.js'
import { assertNoPendingAssertions, assertNoPendingAtFileEnd, setPendingOwner } from '../matchers/pending.js'
import { resolveProbes, setProbes } from '../matchers/leniency.js'
import { installAsymmetricMatchers } from '../matchers/registry.js'
import { PROBES_ENV } from '../records/types.js'
import { resolveAnnotateMode, ANNOTATE_ENV } from '../channel/annotate.js'
import { installRunnerAdapter } from '../channel/send.js'
import { setTextsSetting } from '../channel/sink.js'
import { isVitestTask, setAnnotateMode, type VitestTaskLike } from '../channel/vitest/write.js'
import { resolveTextsSetting, TEXTS_ENV } from '../records/texts.js'
import { readWorkerOptions, workerTexts } from '../records/worker-options.js'
import { vitestAdapter } from './vitest-adapter.js'
import { type SuiteCollectorLike, watchFocus } from './vitest-focus.js'

// Vitest copies the asymmetric matchers on this object onto every test-context `expect`.
const ASYMMETRIC_MATCHERS_OBJECT = Symbol.for('asymmetric-matchers-object')

interface VitestParts {
  expect: { not: object }
  beforeAll(fn: (...args: unknown[]) => () => void): void
  beforeEach(fn: (context: { task: unknown }) => () => void): void
  getCurrentTest(): unknown
  /** Vitest's `aroundEach` (4.1+, so every Vitest of the peer range): it keeps each test's async context. */
  aroundEach: unknown
  /** What the Vitest reporter provided as the annotate mode (`inject`), if any. */
  providedAnnotate?: unknown
  /** What the Vitest reporter provided as its `probes` option (`inject`), if any. */
  providedProbes?: unknown
  /** What the Vitest reporter provided as its texts setting (`inject`), if any. */
  providedTexts?: unknown
  /** The config's `test.provide.expectSimilar` (`inject`): what the reporter did not provide, it gives. */
  providedConfig?: unknown
  /** `getCurrentSuite()` of `vitest/suite` as the setup file runs: the test file's root collector. */
  rootCollector?: SuiteCollectorLike
}

// Vitest 4.1 calls a beforeAll listener with (context, suite), earlier versions with (suite).
function fileOf(args: readonly unknown[]): VitestTaskLike | undefined {
  for (const arg of args) {
    const file = ((arg as { file?: unknown } | null | undefined)?.file ?? arg) as
      | { type?: unknown; meta?: unknown }
      | null
      | undefined
    if (file?.type === 'suite' && typeof file.meta === 'object' && file.meta !== null) return file as VitestTaskLike
  }
  return undefined
}

type AroundEach = (fn: (runTest: () => Promise<void>, context: { task: unknown }) => Promise<void>) => void

// The peer range starts at Vitest 4.1.4: one without aroundEach (4.0) is not supported, and says so
// rather than tying records and async assertions to the wrong test.
function aroundEachOf(aroundEach: unknown): AroundEach {
  if (typeof aroundEach === 'function') return aroundEach as AroundEach
  throw new Error(
    `expect-similar/vitest needs Vitest >= 4.1.4, whose aroundEach hook keeps each test's async context; ` +
      `this Vitest exports aroundEach as ${describeValue(aroundEach)}`,
  )
}

/**
 * Everything the Vitest entry does besides `expect.extend`: installs the asymmetric matchers on
 * the global and every test-context `expect`, and the adapter that lets them find their test.
 *
 * @example
 * setupVitest({ expect, beforeAll, beforeEach, aroundEach, getCurrentTest })
 */
export function setupVitest(parts: VitestParts): void {
  const { expect, beforeAll, beforeEach, getCurrentTest, providedAnnotate, providedProbes, providedTexts } = parts
  const aroundEach = aroundEachOf(parts.aroundEach)
  // A run reported without our reporter (`--reporter=blob` on shard machines) has only the config's.
  const config = readWorkerOptions(parts.providedConfig)
  setAnnotateMode(resolveAnnotateMode(providedAnnotate ?? config.annotate, process.env[ANNOTATE_ENV]))
  setProbes(resolveProbes(providedProbes ?? config.probes, process.env[PROBES_ENV]))
  setTextsSetting(resolveTextsSetting(providedTexts ?? workerTexts(config), process.env[TEXTS_ENV]))
  const shared = (globalThis as Record<symbol, unknown>)[ASYMMETRIC_MATCHERS_OBJECT]
  installAsymmetricMatchers(expect, ...(typeof shared === 'object' && shared !== null ? [shared] : []))
  // A file with `.only` runs part of its tests: its meta says so, and the reporter calls the run filtered.
  watchFocus(parts.rootCollector)
  // Every test runs inside an AsyncLocalStorage holding it: Vitest's current test is whichever test
  // started last while test.concurrent tests run, so the global expect's own task is often another test.
  const tests = new AsyncLocalStorage<VitestTaskLike>()
  aroundEach(async (runTest, { task }) => {
    if (isVitestTask(task)) await tests.run(task, runTest)
    else await runTest()
  })
  // An async assertion belongs to the test of its async context (aroundEach wraps the test and its
  // beforeEach/afterEach hooks); none there is a beforeAll/afterAll hook's.
  setPendingOwner(() => tests.getStore())
  const running = new Set<VitestTaskLike>()
  beforeEach(({ task }) => {
    if (isVitestTask(task)) running.add(task)
    return () => {
      if (isVitestTask(task)) running.delete(task)
      // An assertion of this test with an async scorer still running now was never awaited: fail the test.
      assertNoPendingAssertions(task)
    }
  })
  // A setup file's top-level hook belongs to the test file: this one names the file whose
  // beforeAll/afterAll hooks record their assertions on it.
  let file: VitestTaskLike | undefined
  beforeAll(function () {
    /* biome-ignore lint/complexity/noArguments: Vitest reads a listener's parameter list to find fixtures
       (and rejects `...args`); one with none is passed the suite all the same. */
    file = fileOf([...arguments])
    // Run after the file's afterAll hooks: an assertion of a hook still running then was never awaited.
    return () => assertNoPendingAtFileEnd()
  })
  installRunnerAdapter(
    vitestAdapter({
      globalExpect: expect,
      getCurrentTest,
      running,
      currentFile: () => file,
      contextTest: () => tests.getStore(),
      warn: (message) => console.warn(message),
    }),
  )
}
