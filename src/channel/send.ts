import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import {
  RECORD_DIR_ENV,
  RECORD_VERSION,
  type JestScoreLine,
  type ScoreRecord,
  type VitestScoreRecord,
} from '../records/types.js'

/** The bits of a Vitest task the channel touches (kept structural so no Vitest import is needed). */
export interface VitestTaskLike {
  type: string
  id: string
  meta: { expectSimilar?: VitestScoreRecord[] }
  result?: { retryCount?: number; repeatCount?: number }
}

/**
 * What a runner's matcher state (`this` in a matcher, Jest's `expect.getState()`) tells about the
 * running test: everything the channel needs to find where a record goes.
 */
export interface TestState {
  /** Jest: absolute path of the running test file. */
  testPath?: string
  /** Both runners: full name of the running test (not reliable under `test.concurrent`). */
  currentTestName?: string
  /** Jest 29.7+: the test of the current async context, right under `test.concurrent`. */
  currentConcurrentTestName?: () => string | undefined
  /** Jest 30.5+: the running test's own object (its `invocations` count starts, retries included). */
  currentTestIdentity?: () => unknown
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

/** A Jest test, by file and full name; `invocations` is Jest's own start count of it. */
export interface JestTestTarget {
  testPath: string
  testName: string
  invocations?: number
}

/**
 * What a runner entry installs so asymmetric matchers, which get no matcher context, can find
 * the running test. `creator` is the object the factory was called on (usually an `expect`).
 */
export interface RunnerAdapter {
  currentTarget(creator: unknown): RecordTarget | undefined
}

const ADAPTER = Symbol.for('expect-similar.runner-adapter')
const ATTEMPTS = Symbol.for('expect-similar.jest-attempts')
const PENDING = Symbol.for('expect-similar.jest-pending')

type Registry = typeof globalThis & {
  [ADAPTER]?: RunnerAdapter
  [ATTEMPTS]?: Map<string, number>
  [PENDING]?: Map<object, Map<string, JestScoreLine>>
}
const registry = globalThis as Registry

/** Installs the runner adapter (one per realm; shared by every entry bundle through `globalThis`). */
export function installRunnerAdapter(adapter: RunnerAdapter): void {
  registry[ADAPTER] = adapter
}

/** Narrows an unknown `this.task` to a Vitest test task. */
export function isVitestTask(task: unknown): task is VitestTaskLike {
  return (
    typeof task === 'object' &&
    task !== null &&
    (task as { type?: unknown }).type === 'test' &&
    typeof (task as { meta?: unknown }).meta === 'object'
  )
}

function recordDir(): string | undefined {
  return typeof process === 'undefined' ? undefined : process.env[RECORD_DIR_ENV] || undefined
}

function attemptKey(testPath: string, testName: string): string {
  return `${testPath}\u0000${testName}`
}

/**
 * Jest: counts one more start of the named test in this file. The Jest entry calls it from a
 * global `beforeEach`, so a test retried by `jest.retryTimes` gets attempts 1, 2, 3, ...
 *
 * @example
 * beforeEach(() => countTestStart(state.testPath, state.currentTestName))
 */
export function countTestStart(testPath: string, testName: string): void {
  const attempts = (registry[ATTEMPTS] ??= new Map())
  const key = attemptKey(testPath, testName)
  attempts.set(key, (attempts.get(key) ?? 0) + 1)
}

// Jest runs no beforeEach hooks for test.concurrent tests, so those were never counted; Jest's
// own start count of the test (`invocations`, through `currentTestIdentity()`) stands in.
function currentAttempt(testPath: string, testName: string, invocations: number | undefined): number {
  return registry[ATTEMPTS]?.get(attemptKey(testPath, testName)) ?? invocations ?? 1
}

function jestLine(record: ScoreRecord, testPath: string, testName: string, invocations?: number): JestScoreLine {
  return { v: RECORD_VERSION, ...record, testPath, testName, attempt: currentAttempt(testPath, testName, invocations) }
}

/** Jest's start count of the running test, from `currentTestIdentity()` (Jest 30.5+), if any. */
export function testInvocations(state: TestState): number | undefined {
  const invocations = (state.currentTestIdentity?.() as { invocations?: unknown } | undefined)?.invocations
  return typeof invocations === 'number' && invocations > 0 ? invocations : undefined
}

function appendLine(dir: string, line: JestScoreLine): void {
  const file = join(dir, `${process.pid}-${threadId}.jsonl`)
  try {
    // One appendFileSync per whole line: O_APPEND writes this small are not interleaved with other writers.
    appendFileSync(file, `${JSON.stringify(line)}\n`)
  } catch (error) {
    throw new Error(
      `expect-similar: cannot append a score record to ${file} (${RECORD_DIR_ENV}=${dir}): ${(error as Error).message}`,
    )
  }
}

function vitestRecord(task: VitestTaskLike, record: ScoreRecord): VitestScoreRecord {
  return { ...record, attempt: task.result?.retryCount ?? 0, repeat: task.result?.repeatCount ?? 0 }
}

function pushOrReplace(task: VitestTaskLike, next: VitestScoreRecord, previous: VitestScoreRecord | undefined): void {
  const list = (task.meta.expectSimilar ??= [])
  const index = previous ? list.indexOf(previous) : -1
  const sameTry = previous && previous.attempt === next.attempt && previous.repeat === next.repeat
  if (index >= 0 && sameTry) list[index] = next
  else list.push(next)
}

// expect.poll runs the matcher again on the same chai assertion until it passes or times out;
// keeping one record per assertion object means only the deciding call is left.
const pollRecords = new WeakMap<object, VitestScoreRecord>()
// The last record each asymmetric matcher object left on each task.
const ownerRecords = new WeakMap<object, WeakMap<object, VitestScoreRecord>>()

/**
 * Records what a matcher call measured on the running test: on the Vitest task's
 * `meta.expectSimilar`, or as a JSONL line when a Jest reporter set `EXPECT_SIMILAR_RECORD_DIR`.
 * Does nothing (and almost no work) when neither channel is there.
 *
 * @example
 * recordScore(this, { matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: 0.91, threshold: 0.8, pass: true, isNot: false })
 */
export function recordScore(context: TestState, record: ScoreRecord): void {
  const { task } = context
  if (isVitestTask(task)) {
    const next = vitestRecord(task, record)
    const key = context.poll ? context.assertion : undefined
    pushOrReplace(task, next, key ? pollRecords.get(key) : undefined)
    if (key) pollRecords.set(key, next)
    return
  }
  const dir = recordDir()
  if (!dir || !context.testPath) return
  const testName = context.currentConcurrentTestName?.() ?? context.currentTestName
  if (testName === undefined) return
  appendLine(dir, jestLine(record, context.testPath, testName, testInvocations(context)))
}

/**
 * Records an asymmetric match (`expect.similarTo(...)`) on the running test, if the runner entry
 * can tell which test that is. Equality checks may run one asymmetric matcher several times
 * (Jest re-runs it to print a diff; `toHaveBeenCalledWith` tries each call; `expect.poll`
 * retries), so one matcher object keeps one record per test attempt: the last comparison,
 * which is the one that decided. Vitest replaces it in place; Jest buffers it until
 * {@link flushPendingRecords} (the Jest entry calls it in `afterEach`/`afterAll`).
 *
 * @example
 * recordAsymmetricScore(this, creator, { matcher: 'similarTo', scorer: 'content-similarity', score: 0.9, threshold: 0.7, pass: true, isNot: false })
 */
export function recordAsymmetricScore(owner: object, creator: unknown, record: ScoreRecord): void {
  const target = registry[ADAPTER]?.currentTarget(creator)
  if (!target) return
  if ('task' in target) {
    const next = vitestRecord(target.task, record)
    const previous = ownerRecords.get(owner)?.get(target.task)
    pushOrReplace(target.task, next, previous)
    let byTask = ownerRecords.get(owner)
    if (!byTask) ownerRecords.set(owner, (byTask = new WeakMap()))
    byTask.set(target.task, next)
    return
  }
  if (!recordDir()) return
  const line = jestLine(record, target.testPath, target.testName, target.invocations)
  const pending = (registry[PENDING] ??= new Map())
  let byTest = pending.get(owner)
  if (!byTest) pending.set(owner, (byTest = new Map()))
  byTest.set(`${attemptKey(line.testPath, line.testName)}\u0000${line.attempt}`, line)
}

/**
 * Jest: writes the buffered asymmetric records. Called by the Jest entry after each test and
 * after the file.
 */
export function flushPendingRecords(): void {
  const pending = registry[PENDING]
  const dir = recordDir()
  if (!pending || pending.size === 0) return
  if (dir) for (const byTest of pending.values()) for (const line of byTest.values()) appendLine(dir, line)
  pending.clear()
}
