import type { ScoreRecord } from '../records/types.js'
import { type CallSites, callSites } from './call-site.js'
import { jestSink, jestTarget, type JestState, type JestTestTarget } from './jest/write.js'
import type { AsymmetricSource, RecordSink } from './sink.js'
import { isVitestTask, recordPolled, vitestSink, type VitestTaskLike } from './vitest/write.js'

/**
 * What a runner's matcher state (`this` in a matcher, Jest's `expect.getState()`) tells about the
 * running test: everything the channel needs to find where a record goes.
 */
export interface TestState extends JestState {
  /** Vitest: the test this `expect` belongs to (the test-context `expect`'s own task). */
  task?: unknown
  /** Vitest: set while `expect.poll` runs the matcher. */
  poll?: boolean
  /** Vitest: the chai assertion; the same object on every `expect.poll` attempt. */
  assertion?: object
}

/**
 * Where a record goes: a Vitest task, or a Jest test identified by file and name. `invocations`
 * is Jest's own start count of that test, when the runner exposes it.
 */
export type RecordTarget = { task: VitestTaskLike } | JestTestTarget

/**
 * What a runner entry installs so asymmetric matchers, which get no matcher context, can find
 * the running test. `creator` is the object the factory was called on (usually an `expect`).
 */
export interface RunnerAdapter {
  currentTarget(creator: unknown): RecordTarget | undefined
  /**
   * The test whose asynchronous context the assertion runs in, when the entry can tell (Vitest:
   * an `aroundEach` hook runs every test inside an AsyncLocalStorage): right for any `expect`,
   * the global one inside `test.concurrent` too, where the matcher's own task is whichever test
   * Vitest started last.
   */
  contextTarget?(): RecordTarget | undefined
  /**
   * How many assertions the target test has made so far (the runner's `assertionCalls`): the same
   * number for every comparison one assertion makes, a different one for the next assertion.
   */
  assertionCount(target: RecordTarget): number
}

const ADAPTER = Symbol.for('expect-similar.runner-adapter')
/**
 * The realm's adapter, in one object every entry bundle of the realm shares, looked up on
 * `globalThis` once per module: under Jest a read of a global goes through the sandbox's
 * interceptor, and the adapter is read on every assertion.
 */
const realm = globalThis as typeof globalThis & { [ADAPTER]?: { adapter?: RunnerAdapter } }
realm[ADAPTER] ??= {}
const shared = realm[ADAPTER]

/** Installs the runner adapter (one per realm; shared by every entry bundle through `globalThis`). */
export function installRunnerAdapter(adapter: RunnerAdapter): void {
  shared.adapter = adapter
}

/** The sink of the target's runner: the one place that tells the runners apart. */
function sinkFor(target: RecordTarget): RecordSink {
  return 'task' in target ? vitestSink(target.task) : jestSink(target)
}

/** Where the record of one matcher call goes; `sites`: the stack where the record started (see `callSites`). */
export interface RecordTo {
  record(record: ScoreRecord, sites: CallSites | undefined): void
}

/**
 * Where the record of a matcher call goes: the Vitest task's `meta.expectSimilar`, or a JSONL line
 * when a Jest reporter set `EXPECT_SIMILAR_RECORD_DIR`; undefined when neither channel is there,
 * so that the caller neither builds the record nor reads the stack.
 *
 * @example
 * recordTo(this)?.record(record, callSites('matcher'))
 */
export function recordTo(context: TestState): RecordTo | undefined {
  const adapter = shared.adapter
  const own = adapter?.contextTarget?.()
  const task = own && 'task' in own ? own.task : context.task
  if (isVitestTask(task)) {
    const key = context.poll ? context.assertion : undefined
    return key ? { record: (record, sites) => recordPolled(task, key, record, sites) } : vitestSink(task)
  }
  // No test on the assertion: Jest always, Vitest in a beforeAll/afterAll hook (or, without the
  // entry's aroundEach, when the global expect runs inside test.concurrent after Vitest's current
  // test ended). The runner entry's adapter knows where those go; without one (matchers
  // registered by hand), Jest's state does.
  const target = adapter ? adapter.currentTarget(undefined) : jestTarget(context)
  if (!target) return undefined
  const sink = sinkFor(target)
  return sink.open ? sink : undefined
}

/**
 * Records what a matcher call measured on the running test (see {@link recordTo}); does nothing
 * (and almost no work) when no channel is there. `held`: the call's stack when the record is
 * written after the assertion returned (see `heldCallSites`), else it is read here.
 *
 * @example
 * recordScore(this, {
 *   matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: 0.91, threshold: 0.8, pass: true, isNot: false,
 * })
 */
export function recordScore(context: TestState, record: ScoreRecord, held?: CallSites): void {
  // The stack is read here, the nearest this function gets to the test: V8 walks every frame in between.
  recordTo(context)?.record(record, held ?? callSites())
}

/**
 * Records an asymmetric match (`expect.similarTo(...)`) on the running test, if the runner entry
 * can tell which test that is. One assertion may run one asymmetric matcher several times
 * (`toHaveBeenCalledWith` tries each call, `expect.poll` retries, and both runners run a copy
 * of it again to print a failed diff), so a matcher keeps one record per assertion per test
 * try: the last comparison the assertion made, which is the one that decided. A matcher used in
 * two assertions leaves two records.
 *
 * @example
 * recordAsymmetricScore({ identity, copy: false }, expect, {
 *   matcher: 'similarTo', scorer: 'content-similarity', score: 0.9, threshold: 0.7, pass: true, isNot: false,
 * })
 */
export function recordAsymmetricScore(source: AsymmetricSource, creator: unknown, record: ScoreRecord): void {
  const adapter = shared.adapter
  const target = adapter?.currentTarget(creator)
  if (!adapter || !target) return
  const assertion = adapter.assertionCount(target)
  sinkFor(target).recordAsymmetric(source, assertion, record)
}
