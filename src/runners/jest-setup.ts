import { resolveProbes, setProbes } from '../matchers/leniency.js'
import { installAsymmetricMatchers } from '../matchers/registry.js'
import { PROBES_ENV } from '../records/types.js'
import { describeValue } from '../core/validate.js'
import { setMatcherFrames } from '../channel/call-site.js'
import { installRunnerAdapter, type TestState } from '../channel/send.js'
import { setTextsSetting } from '../channel/sink.js'
import { resolveTextsSetting, TEXTS_ENV } from '../records/texts.js'
import { jestAdapter, registerJestHooks, type JestHooks } from './jest-adapter.js'

interface JestGlobals {
  expect?: unknown
  beforeEach?: unknown
  afterEach?: unknown
  afterAll?: unknown
}

interface JestExpectLike {
  extend(matchers: object): void
  getState(): TestState
  not: object
}

/**
 * Reads Jest's global `expect` and hooks, failing clearly when they are not there
 * (`injectGlobals: false`, or the file loaded outside `setupFilesAfterEnv`).
 *
 * @example
 * const { expect, hooks } = jestGlobals(globalThis)
 */
export function jestGlobals(scope: JestGlobals): { expect: JestExpectLike; hooks: JestHooks } {
  const { expect, beforeEach, afterEach, afterAll } = scope
  if (
    typeof expect !== 'function' ||
    typeof beforeEach !== 'function' ||
    typeof afterEach !== 'function' ||
    typeof afterAll !== 'function'
  ) {
    throw new Error(
      `expect-similar/jest must be loaded from Jest's setupFilesAfterEnv with Jest globals injected; ` +
        `global expect is ${describeValue(expect)}. ` +
        'With injectGlobals: false, call installMatchers(expect, { beforeEach, afterEach, afterAll }) from ' +
        "'expect-similar/matchers' with the expect and hooks of @jest/globals.",
    )
  }
  return {
    expect: expect as unknown as JestExpectLike,
    hooks: { beforeEach, afterEach, afterAll } as JestHooks,
  }
}

/**
 * Everything the Jest entry does besides `expect.extend`: asymmetric matchers on `expect` and
 * `expect.not`, the adapter for asymmetric records, and the attempt-counting hooks.
 *
 * @example
 * setupJest(expect, { beforeEach, afterEach, afterAll })
 */
export function setupJest(expect: JestExpectLike, hooks: JestHooks): void {
  // The Jest reporter runs in the parent process and passes its `probes` option down in the environment.
  setProbes(resolveProbes(undefined, process.env[PROBES_ENV]))
  // Its texts setting comes the same way ($EXPECT_SIMILAR_TEXTS), and texts are cut here, in the worker.
  setTextsSetting(resolveTextsSetting(undefined, process.env[TEXTS_ENV]))
  installAsymmetricMatchers(expect)
  // A matcher's frame, Jest's throwingMatcher and __EXTERNAL_MATCHER_TRAP__, then the test's.
  setMatcherFrames(4)
  const getState = () => expect.getState()
  installRunnerAdapter(jestAdapter(getState))
  registerJestHooks(hooks, getState)
}
