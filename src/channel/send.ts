import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import { callLine } from './call-site.js'
import { ANNOTATION_TYPE, scoreLine, shouldAnnotate, type AnnotateMode } from './annotate.js'
import {
  HOOKS_TEST_NAME,
  RECORD_DIR_ENV,
  RECORD_VERSION,
  type JestScoreLine,
  type ScoreRecord,
  type VitestScoreRecord,
} from '../records/types.js'
import { DEFAULT_MAX_TEXT_LENGTH, withTextsSetting, type TextsSetting } from '../records/texts.js'

/** The bits of a Vitest task the channel touches (kept structural so no Vitest import is needed). */
export interface VitestTaskLike {
  type: string
  id: string
  meta: { expectSimilar?: VitestScoreRecord[] }
  result?: { retryCount?: number; repeatCount?: number }
  /** The test's file: its absolute path locates the `expect` call's line in the stack. */
  file?: { filepath?: string }
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
  /**
   * How many assertions the target test has made so far (the runner's `assertionCalls`): the same
   * number for every comparison one assertion makes, a different one for the next assertion.
   */
  assertionCount(target: RecordTarget): number
}

/** What an asymmetric matcher tells the channel about the comparison it just made. */
export interface AsymmetricSource {
  /** Stamped on the matcher at creation; the copies a runner makes while printing carry it too. */
  identity: symbol
  /** True when this comparison ran on such a copy (a diff being printed), not on the matcher itself. */
  copy: boolean
}

const ADAPTER = Symbol.for('expect-similar.runner-adapter')
const ANNOTATE = Symbol.for('expect-similar.annotate-mode')
const ATTEMPTS = Symbol.for('expect-similar.jest-attempts')
const PENDING = Symbol.for('expect-similar.jest-pending')
const TEXTS = Symbol.for('expect-similar.texts')

/** Jest: asymmetric records not yet written, and where each matcher's last one went. */
interface JestPending {
  lines: JestScoreLine[]
  last: Map<symbol, LastRecord<number>>
  scheduled: boolean
}

/** Where a matcher's last record went: which try of which test, which assertion, and where. */
interface LastRecord<At> {
  test: string
  assertion: number
  /** Whether that comparison failed (so the assertion may be printing a failure now). */
  failed: boolean
  at: At
}

type Registry = typeof globalThis & {
  [ADAPTER]?: RunnerAdapter
  [ANNOTATE]?: AnnotateMode
  [ATTEMPTS]?: Map<string, number>
  [PENDING]?: JestPending
  [TEXTS]?: TextsSetting
}
const registry = globalThis as Registry

/** Installs the runner adapter (one per realm; shared by every entry bundle through `globalThis`). */
export function installRunnerAdapter(adapter: RunnerAdapter): void {
  registry[ADAPTER] = adapter
}

/**
 * Sets which scored assertions annotate their Vitest test (the Vitest entry calls it once per
 * worker); unset, none do, so Jest and matchers registered by hand never annotate.
 */
export function setAnnotateMode(mode: AnnotateMode): void {
  registry[ANNOTATE] = mode
}

/**
 * Sets whether the records of this worker carry their texts, and where they are cut (the runner
 * entries call it once per worker, from the reporter's setting); unset, texts are kept and cut at
 * the default length, so matchers registered by hand record them too.
 */
export function setTextsSetting(setting: TextsSetting): void {
  registry[TEXTS] = setting
}

/**
 * Adds the record's score line as an annotation of the running test (`context.annotate`): Vitest
 * shows it in its UI and HTML report, and its github-actions reporter on the assertion's line,
 * since Vitest takes the location from the stack of this call, which runs inside the assertion.
 * Annotations only show the score: the records on `task.meta` stay the channel reporters read.
 */
function annotate(task: VitestTaskLike, record: ScoreRecord): void {
  const mode = registry[ANNOTATE]
  if (mode === undefined || !shouldAnnotate(mode, record)) return
  const context = (task as { context?: { annotate?: unknown } }).context
  if (typeof context?.annotate !== 'function') return
  try {
    // Vitest awaits the returned promise before the test ends (it keeps it in `task.promises`).
    context.annotate(scoreLine(record), ANNOTATION_TYPE)
  } catch {
    // The test already finished (an assertion left running by the test): Vitest refuses, and a
    // missing annotation must not fail an assertion that the record still describes.
  }
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
  registry[ATTEMPTS] ??= new Map()
  const attempts = registry[ATTEMPTS]
  const key = attemptKey(testPath, testName)
  attempts.set(key, (attempts.get(key) ?? 0) + 1)
}

// Jest runs no beforeEach hooks for test.concurrent tests, so those were never counted; Jest's
// own start count of the test (`invocations`, through `currentTestIdentity()`) stands in.
function currentAttempt(testPath: string, testName: string, invocations: number | undefined): number {
  return registry[ATTEMPTS]?.get(attemptKey(testPath, testName)) ?? invocations ?? 1
}

function jestLine(record: ScoreRecord, testPath: string, testName: string, invocations?: number): JestScoreLine {
  const attempt = currentAttempt(testPath, testName, invocations)
  return { v: RECORD_VERSION, ...stored(record, testPath), testPath, testName, attempt }
}

/**
 * The record as it leaves the assertion: with the line of its `expect` call in the test file, when
 * the stack has one, and its texts cut here, in the worker, so that task meta and JSONL lines never
 * hold more than the setting allows, and no text at all when texts are off.
 */
function stored(record: ScoreRecord, testFile: string | undefined): ScoreRecord {
  const line = callLine(testFile)
  const kept = withTextsSetting(record, registry[TEXTS] ?? DEFAULT_MAX_TEXT_LENGTH)
  return line === undefined ? kept : { ...kept, line }
}

/** Jest's start count of the running test, from `currentTestIdentity()` (Jest 30.5+), if any. */
function testInvocations(state: TestState): number | undefined {
  const invocations = (state.currentTestIdentity?.() as { invocations?: unknown } | undefined)?.invocations
  return typeof invocations === 'number' && invocations > 0 ? invocations : undefined
}

/**
 * The running Jest test as its expect state names it (`currentConcurrentTestName` first), or the
 * file's `(hooks)` pseudo-test inside a `beforeAll`/`afterAll` hook.
 *
 * @example
 * jestTarget(expect.getState()) // { testPath: '/abs/a.test.ts', testName: 'suite test' }
 */
export function jestTarget(state: TestState): JestTestTarget | undefined {
  const { testPath } = state
  if (!testPath) return undefined
  // Jest 30.5+ runs every test and its beforeEach/afterEach in an async context holding the test;
  // a hook with none is a beforeAll/afterAll, where currentTestName still names the last test.
  if (typeof state.currentTestIdentity === 'function' && state.currentTestIdentity() === undefined)
    return { testPath, testName: HOOKS_TEST_NAME }
  const testName = state.currentConcurrentTestName?.() ?? state.currentTestName
  if (!testName) return undefined
  const invocations = testInvocations(state)
  return invocations === undefined ? { testPath, testName } : { testPath, testName, invocations }
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
  return {
    ...stored(record, task.file?.filepath),
    attempt: task.result?.retryCount ?? 0,
    repeat: task.result?.repeatCount ?? 0,
  }
}

function pushOrReplace(task: VitestTaskLike, next: VitestScoreRecord, previous: VitestScoreRecord | undefined): void {
  task.meta.expectSimilar ??= []
  const list = task.meta.expectSimilar
  const index = previous ? list.indexOf(previous) : -1
  const sameTry = previous && previous.attempt === next.attempt && previous.repeat === next.repeat
  if (index >= 0 && sameTry) list[index] = next
  else list.push(next)
}

// expect.poll runs the matcher again on the same chai assertion until it passes or times out;
// keeping one record per assertion object means only the deciding call is left.
const pollRecords = new WeakMap<object, VitestScoreRecord>()
// Per Vitest task: the last record each asymmetric matcher (by identity) left on it.
const asymmetricRecords = new WeakMap<VitestTaskLike, Map<symbol, LastRecord<VitestScoreRecord>>>()

/**
 * What one more comparison by an asymmetric matcher does to its records: `replace` its last record
 * (the same assertion compared again: another call of `toHaveBeenCalledWith`, a poll retry, or a
 * failure message comparing again), `skip` (a copy printing a diff the matcher already recorded),
 * or `add` a record (a new assertion, or a new try of the test).
 *
 * `countedBeforeMessage`: the runner counts an assertion before building its failure message
 * (Jest), so comparisons made by that message (`toMatchObject`, `toHaveBeenCalledWith` compare
 * the matcher itself again) see the count one higher; after a failed comparison, that count is
 * the same assertion, which keeps its number.
 */
function asymmetricStep(
  last: LastRecord<unknown> | undefined,
  source: AsymmetricSource,
  test: string,
  assertion: number,
  countedBeforeMessage: boolean,
): { step: 'replace' | 'skip' | 'add'; assertion: number } {
  if (!last || last.test !== test) return { step: 'add', assertion }
  if (source.copy) return { step: 'skip', assertion }
  if (last.assertion === assertion) return { step: 'replace', assertion }
  if (countedBeforeMessage && last.failed && assertion === last.assertion + 1)
    return { step: 'replace', assertion: last.assertion }
  return { step: 'add', assertion }
}

/**
 * Records what a matcher call measured on the running test: on the Vitest task's
 * `meta.expectSimilar`, or as a JSONL line when a Jest reporter set `EXPECT_SIMILAR_RECORD_DIR`.
 * Does nothing (and almost no work) when neither channel is there.
 *
 * @example
 * recordScore(this, {
 *   matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: 0.91, threshold: 0.8, pass: true, isNot: false,
 * })
 */
export function recordScore(context: TestState, record: ScoreRecord): void {
  const { task } = context
  if (isVitestTask(task)) {
    const next = vitestRecord(task, record)
    const key = context.poll ? context.assertion : undefined
    pushOrReplace(task, next, key ? pollRecords.get(key) : undefined)
    if (key) pollRecords.set(key, next)
    // expect.poll calls the matcher until it passes: a failing call is not yet the verdict, and an
    // annotation cannot be taken back, so polled assertions do not annotate.
    else annotate(task, record)
    return
  }
  // No test on the assertion: Jest always, Vitest in a beforeAll/afterAll hook or when the global
  // expect runs inside test.concurrent after Vitest's current test ended. The runner entry's
  // adapter knows where those go; without one (matchers registered by hand), Jest's state does.
  const adapter = registry[ADAPTER]
  const target = adapter ? adapter.currentTarget(undefined) : jestTarget(context)
  if (!target) return
  if ('task' in target) {
    target.task.meta.expectSimilar ??= []
    const list = target.task.meta.expectSimilar
    list.push(vitestRecord(target.task, record))
    annotate(target.task, record)
    return
  }
  const dir = recordDir()
  if (dir) appendLine(dir, jestLine(record, target.testPath, target.testName, target.invocations))
}

/**
 * Records an asymmetric match (`expect.similarTo(...)`) on the running test, if the runner entry
 * can tell which test that is. One assertion may run one asymmetric matcher several times
 * (`toHaveBeenCalledWith` tries each call, `expect.poll` retries, and both runners run a copy
 * of it again to print a failed diff), so a matcher keeps one record per assertion per test
 * try: the last comparison the assertion made, which is the one that decided. A matcher used in
 * two assertions leaves two records. Vitest replaces a record in place; Jest buffers lines until
 * the assertion is over (the next microtask) and writes them then.
 *
 * @example
 * recordAsymmetricScore({ identity, copy: false }, expect, {
 *   matcher: 'similarTo', scorer: 'content-similarity', score: 0.9, threshold: 0.7, pass: true, isNot: false,
 * })
 */
export function recordAsymmetricScore(source: AsymmetricSource, creator: unknown, record: ScoreRecord): void {
  const adapter = registry[ADAPTER]
  const target = adapter?.currentTarget(creator)
  if (!adapter || !target) return
  const assertion = adapter.assertionCount(target)
  if ('task' in target) {
    const next = vitestRecord(target.task, record)
    const test = `${next.attempt}\u0000${next.repeat}`
    let byMatcher = asymmetricRecords.get(target.task)
    if (!byMatcher) {
      byMatcher = new Map()
      asymmetricRecords.set(target.task, byMatcher)
    }
    const last = byMatcher.get(source.identity)
    const { step, assertion: number } = asymmetricStep(last, source, test, assertion, false)
    if (step === 'skip') return
    target.task.meta.expectSimilar ??= []
    const list = target.task.meta.expectSimilar
    const index = step === 'replace' && last ? list.indexOf(last.at) : -1
    if (index >= 0) list[index] = next
    else list.push(next)
    byMatcher.set(source.identity, { test, assertion: number, failed: !record.pass, at: next })
    return
  }
  if (!recordDir()) return
  const line = jestLine(record, target.testPath, target.testName, target.invocations)
  const test = `${attemptKey(line.testPath, line.testName)}\u0000${line.attempt}`
  registry[PENDING] ??= { lines: [], last: new Map(), scheduled: false }
  const pending: JestPending = registry[PENDING]
  const last = pending.last.get(source.identity)
  const { step, assertion: number } = asymmetricStep(last, source, test, assertion, true)
  if (step === 'skip') return
  // A written line cannot be replaced; an assertion's comparisons all run before the next
  // microtask, so the line is only written once they are over.
  let at = step === 'replace' && last && last.at < pending.lines.length ? last.at : -1
  if (at >= 0) pending.lines[at] = line
  else at = pending.lines.push(line) - 1
  pending.last.set(source.identity, { test, assertion: number, failed: !record.pass, at })
  if (!pending.scheduled) {
    pending.scheduled = true
    queueMicrotask(() => writePending(false))
  }
}

function writePending(forget: boolean): void {
  const pending = registry[PENDING]
  if (!pending) return
  const dir = recordDir()
  pending.scheduled = false
  const lines = pending.lines.splice(0)
  if (dir) for (const line of lines) appendLine(dir, line)
  // Written lines are gone from the buffer: later comparisons of the same assertion may only
  // skip (copies) or add; `at` past the buffer's end tells `replace` it is too late.
  for (const last of pending.last.values()) last.at = Number.POSITIVE_INFINITY
  if (forget) pending.last.clear()
}

/**
 * Jest: writes the buffered asymmetric records and forgets which matcher recorded what. Called
 * by the Jest entry after each test and after the file; the records are normally written earlier,
 * right after their assertion.
 */
export function flushPendingRecords(): void {
  writePending(true)
}
