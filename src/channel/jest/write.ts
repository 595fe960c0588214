import { closeSync, constants, fstatSync, lstatSync, openSync, writeSync } from 'node:fs'
import { Buffer } from 'node:buffer'
import { join } from 'node:path'
import { runInThisContext } from 'node:vm'
import { threadId } from 'node:worker_threads'
import {
  HOOKS_TEST_NAME,
  RECORD_DIR_ENV,
  RECORD_VERSION,
  type JestScoreLine,
  type ScoreRecord,
} from '../../records/types.js'
import { privateDirProblem } from './record-dir.js'
import { type AsymmetricSource, asymmetricStep, keptRecord, type LastRecord, type RecordSink } from '../sink.js'
import { callLine, type CallSites } from '../call-site.js'

/** What Jest's expect state (`expect.getState()`) tells about the running test. */
export interface JestState {
  /** Jest: absolute path of the running test file. */
  testPath?: string
  /** Both runners: full name of the running test (not reliable under `test.concurrent`). */
  currentTestName?: string
  /** Jest 29.7+: the test of the current async context, right under `test.concurrent`. */
  currentConcurrentTestName?: () => string | undefined
  /** Jest 30.5+: the running test's own object (its `invocations` count starts, retries included). */
  currentTestIdentity?: () => unknown
}

/** A Jest test, by file and full name; `invocations` is Jest's own start count of it. */
export interface JestTestTarget {
  testPath: string
  testName: string
  invocations?: number
}

const ATTEMPTS = Symbol.for('expect-similar.jest-attempts')
const PENDING = Symbol.for('expect-similar.jest-pending')
const BUFFER = Symbol.for('expect-similar.jest-buffer')

/** Asymmetric records not yet written, and where each matcher's last one went. */
interface JestPending {
  lines: JestScoreLine[]
  last: Map<symbol, LastRecord<number>>
  scheduled: boolean
}

/**
 * Record lines not yet in the worker's file: one write at the end of the test file instead of one
 * per record. Kept on the test file's global, so the entry and a test importing this module share
 * it; a test file gets a fresh global, and so a fresh buffer.
 */
interface JestBuffer {
  dir: string | undefined
  lines: string[]
  bytes: number
  /** The file's own afterAll has run: later records (a root afterAll of the file) are written at once. */
  ended: boolean
  /** Writes what is left when the process exits before the file ended (a test calling process.exit). */
  onExit: (() => void) | undefined
}

const registry = globalThis as typeof globalThis & {
  [ATTEMPTS]?: Map<string, number>
  [PENDING]?: JestPending
  [BUFFER]?: JestBuffer
}

// Globals read once per module: under Jest every read of a global goes through the sandbox's
// interceptor, and these are read on every assertion. A Jest test file gets a fresh global and
// fresh modules, so what a module keeps of its global is that file's.
const proc = typeof process === 'undefined' ? undefined : process
const toJson = JSON.stringify
/** This global's attempt counts and record buffer, once made (by this module or another bundle). */
let attempts: Map<string, number> | undefined
let buffered: JestBuffer | undefined

/** Read on every record: a test may set or unset the variable (or replace `process.env`) at any time. */
function recordDir(): string | undefined {
  return proc?.env[RECORD_DIR_ENV] || undefined
}

function attemptKey(testPath: string, testName: string): string {
  return `${testPath}\u0000${testName}`
}

/**
 * Counts one more start of the named test in this file. The Jest entry calls it from a global
 * `beforeEach`, so a test retried by `jest.retryTimes` gets attempts 1, 2, 3, ...
 *
 * @example
 * beforeEach(() => countTestStart(state.testPath, state.currentTestName))
 */
export function countTestStart(testPath: string, testName: string): void {
  registry[ATTEMPTS] ??= new Map()
  const counts = registry[ATTEMPTS]
  const key = attemptKey(testPath, testName)
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

// Jest runs no beforeEach hooks for test.concurrent tests, so those were never counted; Jest's
// own start count of the test (`invocations`, through `currentTestIdentity()`) stands in.
function currentAttempt(target: JestTestTarget): number {
  attempts ??= registry[ATTEMPTS]
  return attempts?.get(targetKey(target)) ?? target.invocations ?? 1
}

/** The attempt key of the last target asked about: the same test's assertions reuse its one string. */
let keyed: { target: JestTestTarget; key: string } | undefined

function targetKey(target: JestTestTarget): string {
  if (keyed?.target !== target) keyed = { target, key: attemptKey(target.testPath, target.testName) }
  return keyed.key
}

function jestLine(target: JestTestTarget, record: ScoreRecord, sites?: CallSites): JestScoreLine {
  const { testPath, testName } = target
  const attempt = currentAttempt(target)
  // The kept record and the line of its `expect` call in one copy: a line the stack has none for is
  // undefined here, and so not in the JSON.
  const line = callLine(testPath, sites)
  return { v: RECORD_VERSION, ...keptRecord(record), line, testPath, testName, attempt }
}

/** Jest's start count of the running test, from its `currentTestIdentity()` object (Jest 30.5+), if any. */
function testInvocations(identity: unknown): number | undefined {
  const invocations = (identity as { invocations?: unknown } | undefined)?.invocations
  return typeof invocations === 'number' && invocations > 0 ? invocations : undefined
}

/**
 * The target of each test object `currentTestIdentity()` returned, while its file and start count
 * stay the same (a test's name never changes): one object per test, not one per assertion.
 */
const testTargets = new WeakMap<object, JestTestTarget>()

/** Stands for "this Jest has no `currentTestIdentity`" (undefined means: in no test). */
const NO_IDENTITY = Symbol('no test identity')

/**
 * The running Jest test as its expect state names it (`currentConcurrentTestName` first), or the
 * file's `(hooks)` pseudo-test inside a `beforeAll`/`afterAll` hook.
 *
 * @example
 * jestTarget(expect.getState()) // { testPath: '/abs/a.test.ts', testName: 'suite test' }
 */
export function jestTarget(state: JestState): JestTestTarget | undefined {
  const { testPath } = state
  if (!testPath) return undefined
  // Jest 30.5+ runs every test and its beforeEach/afterEach in an async context holding the test;
  // a hook with none is a beforeAll/afterAll, where currentTestName still names the last test.
  // Asked once: each call looks the async context up.
  const identity = typeof state.currentTestIdentity === 'function' ? state.currentTestIdentity() : NO_IDENTITY
  if (identity === undefined) return { testPath, testName: HOOKS_TEST_NAME }
  const test = typeof identity === 'object' && identity !== null ? identity : undefined
  const invocations = testInvocations(test)
  const known = test && testTargets.get(test)
  if (known && known.testPath === testPath && known.invocations === invocations) return known
  const testName = known?.testName ?? state.currentConcurrentTestName?.() ?? state.currentTestName
  if (!testName) return undefined
  const target: JestTestTarget =
    invocations === undefined ? { testPath, testName } : { testPath, testName, invocations }
  if (test) testTargets.set(test, target)
  return target
}

const WRITE_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW
/** The record directory this worker checked is private; checked once per directory. */
const checkedDirs = new Set<string>()

/** Flushes past this many buffered bytes: a test file's records never pile up in the worker's memory. */
const FLUSH_BYTES = 1 << 20

function recordFile(dir: string): string {
  return join(dir, `${process.pid}-${threadId}.jsonl`)
}

function appendError(dir: string, why: string): Error {
  return new Error(
    `expect-similar: cannot append a score record to ${recordFile(dir)} (${RECORD_DIR_ENV}=${dir}): ${why}`,
  )
}

/**
 * Checks, once per directory, that it is this user's private (0700) one: at the first record,
 * so that a directory gone or planted fails that assertion, not only the write at the file's end.
 */
function checkDir(dir: string): void {
  if (checkedDirs.has(dir)) return
  let problem: string | undefined
  try {
    problem = privateDirProblem(lstatSync(dir))
  } catch (error) {
    throw appendError(dir, (error as Error).message)
  }
  if (problem !== undefined) throw appendError(dir, `the record directory ${problem}`)
  checkedDirs.add(dir)
}

/** Buffers one record line for this worker's file (see {@link JestBuffer}). */
function bufferLine(dir: string, line: JestScoreLine): void {
  checkDir(dir)
  buffered ??= registry[BUFFER] ??= { dir: undefined, lines: [], bytes: 0, ended: false, onExit: undefined }
  const buffer = buffered
  if (buffer.dir !== dir) {
    writeBuffer(buffer)
    // The file is opened (made, checked) at the first record all the same: a file planted there
    // fails that assertion, and the file is there, private, from the first record on.
    appendText(dir, '')
    buffer.dir = dir
  }
  const text = `${toJson(line)}\n`
  buffer.lines.push(text)
  buffer.bytes += text.length
  if (buffer.ended || buffer.bytes >= FLUSH_BYTES) {
    writeBuffer(buffer)
    return
  }
  if (buffer.onExit === undefined) {
    // Synchronous, on the real process: an exit in the middle of the file still writes its records.
    const onExit = (): void => {
      try {
        writeBuffer(buffer)
      } catch (error) {
        writeSync(2, `${(error as Error).message}\n`)
      }
    }
    buffer.onExit = onExit
    realProcess().once('exit', onExit)
  }
}

/**
 * The worker's own `process`: Jest gives each test file a copy whose events never fire; node:vm
 * runs code in the principal realm, where `process` is the real one.
 */
function realProcess(): NodeJS.Process {
  return runInThisContext('process') as NodeJS.Process
}

/** Writes and empties the buffer; a failed write throws (naming the file) and is not tried again. */
function writeBuffer(buffer: JestBuffer): void {
  const { dir } = buffer
  if (dir === undefined || buffer.lines.length === 0) return
  const text = buffer.lines.join('')
  buffer.lines = []
  buffer.bytes = 0
  appendText(dir, text)
}

/**
 * Appends to this worker's own file in the record directory, refusing to write through anything
 * planted there: the directory must be this user's 0700 one, the file a regular 0600 file of this
 * user with no other link (O_NOFOLLOW refuses a symbolic link).
 */
function appendText(dir: string, text: string): void {
  const fail = (why: string): Error => appendError(dir, why)
  checkDir(dir)
  let fd: number
  try {
    fd = openSync(recordFile(dir), WRITE_FLAGS, 0o600)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw fail(code === 'ELOOP' ? 'it is a symbolic link, refused' : (error as Error).message)
  }
  try {
    const stat = fstatSync(fd)
    const uid = process.getuid?.()
    if (!stat.isFile() || stat.nlink !== 1 || (uid !== undefined && stat.uid !== uid) || (stat.mode & 0o077) !== 0)
      throw fail('it is not a private regular file of this user, refused')
    // The file is this worker's own; a short write is continued until every line is in.
    const bytes = Buffer.from(text)
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at)
  } catch (error) {
    if ((error as Error).message.startsWith('expect-similar:')) throw error
    throw fail((error as Error).message)
  } finally {
    closeSync(fd)
  }
}

/**
 * Jest: the records of `target` are JSONL lines in `$EXPECT_SIMILAR_RECORD_DIR`, which the Jest
 * reporter sets for its workers; without it (no reporter) nothing is written.
 */
export function jestSink(target: JestTestTarget): RecordSink {
  return new JestSink(target, recordDir())
}

// A class, not an object of closures: one small object per assertion, its methods shared.
class JestSink implements RecordSink {
  readonly open: boolean

  constructor(
    private readonly target: JestTestTarget,
    private readonly dir: string | undefined,
  ) {
    this.open = dir !== undefined
  }

  record(record: ScoreRecord, sites?: CallSites): void {
    if (this.dir) bufferLine(this.dir, jestLine(this.target, record, sites))
  }

  // A written line cannot be replaced, so lines are buffered until the assertion is over (the
  // next microtask): an assertion's comparisons all run before it.
  recordAsymmetric(source: AsymmetricSource, assertion: number, record: ScoreRecord): void {
    if (!this.dir) return
    const line = jestLine(this.target, record)
    const test = `${attemptKey(line.testPath, line.testName)}\u0000${line.attempt}`
    registry[PENDING] ??= { lines: [], last: new Map(), scheduled: false }
    const pending: JestPending = registry[PENDING]
    const last = pending.last.get(source.identity)
    const { step, assertion: number } = asymmetricStep(last, source, test, assertion, true)
    if (step === 'skip') return
    let at = step === 'replace' && last && last.at < pending.lines.length ? last.at : -1
    if (at >= 0) pending.lines[at] = line
    else at = pending.lines.push(line) - 1
    pending.last.set(source.identity, { test, assertion: number, failed: !record.pass, at })
    if (!pending.scheduled) {
      pending.scheduled = true
      queueMicrotask(() => writePending(false))
    }
  }
}

function writePending(forget: boolean): void {
  const pending = registry[PENDING]
  if (!pending) return
  const dir = recordDir()
  pending.scheduled = false
  const lines = pending.lines.splice(0)
  if (dir) for (const line of lines) bufferLine(dir, line)
  // Written lines are gone from the buffer: later comparisons of the same assertion may only
  // skip (copies) or add; `at` past the buffer's end tells `replace` it is too late.
  for (const last of pending.last.values()) last.at = Number.POSITIVE_INFINITY
  if (forget) pending.last.clear()
}

/**
 * Buffers the pending asymmetric records and forgets which matcher recorded what. Called by the
 * Jest entry after each test; the records normally leave the pending list earlier, right after
 * their assertion.
 */
export function flushPendingRecords(): void {
  writePending(true)
}

/**
 * Writes every buffered record of this test file to the worker's file: the Jest entry calls it
 * from its afterAll, which Jest runs after the file's tests whatever they did (failed, threw,
 * timed out). Records made after it (a root afterAll of the test file runs later) are written
 * at once.
 */
export function endTestFile(): void {
  writePending(true)
  const buffer = registry[BUFFER]
  if (!buffer) return
  buffer.ended = true
  if (buffer.onExit) realProcess().removeListener('exit', buffer.onExit)
  buffer.onExit = undefined
  writeBuffer(buffer)
}

/**
 * Writes the records buffered so far to the worker's file, as the end of the test file would,
 * for a reader in the same file (a test of the channel reading the file back).
 */
export function writeBufferedRecords(): void {
  writePending(false)
  const buffer = registry[BUFFER]
  if (buffer) writeBuffer(buffer)
}
