import type { ScoreRecord, VitestScoreRecord } from '../../records/types.js'
import { ANNOTATION_TYPE, scoreLine, shouldAnnotate, type AnnotateMode } from '../annotate.js'
import { asymmetricStep, keptRecord, type LastRecord, type RecordSink } from '../sink.js'
import { callLine, type CallSites } from '../call-site.js'

/** The bits of a Vitest task the channel touches (kept structural so no Vitest import is needed). */
export interface VitestTaskLike {
  type: string
  id: string
  meta: { expectSimilar?: VitestScoreRecord[] }
  result?: { retryCount?: number; repeatCount?: number }
  /** The test's file: its absolute path locates the `expect` call's line in the stack. */
  file?: { filepath?: string }
}

const ANNOTATE = Symbol.for('expect-similar.annotate-mode')
const registry = globalThis as typeof globalThis & { [ANNOTATE]?: AnnotateMode }

/**
 * Sets which scored assertions annotate their Vitest test (the Vitest entry calls it once per
 * worker); unset, none do, so Jest and matchers registered by hand never annotate.
 */
export function setAnnotateMode(mode: AnnotateMode): void {
  registry[ANNOTATE] = mode
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

// The kept record, the line of its `expect` call and the try it belongs to, in one copy.
function vitestRecord(task: VitestTaskLike, record: ScoreRecord, sites?: CallSites): VitestScoreRecord {
  const line = callLine(task.file?.filepath, sites)
  const kept = keptRecord(record)
  const attempt = task.result?.retryCount ?? 0
  const repeat = task.result?.repeatCount ?? 0
  return line === undefined ? { ...kept, attempt, repeat } : { ...kept, line, attempt, repeat }
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
 * Records a matcher call made by `expect.poll` on `assertion` (the chai assertion, the same object
 * on every attempt): it replaces the record of the attempt before.
 */
export function recordPolled(task: VitestTaskLike, assertion: object, record: ScoreRecord, sites?: CallSites): void {
  const next = vitestRecord(task, record, sites)
  pushOrReplace(task, next, pollRecords.get(assertion))
  pollRecords.set(assertion, next)
  // expect.poll calls the matcher until it passes: a failing call is not yet the verdict, and an
  // annotation cannot be taken back, so polled assertions do not annotate.
}

/** Frames Vitest reads for an annotation's location: past expect-similar's, the runner's and a test helper's. */
const ANNOTATE_FRAMES = 30

/**
 * Vitest: the records of `task` go on its `meta.expectSimilar` (a file's task, for its hooks), and
 * a scored assertion may add its score line as an annotation of the test (`context.annotate`):
 * Vitest shows it in its UI and HTML report, and its github-actions reporter on the assertion's
 * line. Annotations only show the score: the records on `task.meta` stay what reporters read.
 */
export function vitestSink(task: VitestTaskLike): RecordSink {
  return {
    open: true,
    record(record, sites) {
      pushOrReplace(task, vitestRecord(task, record, sites), undefined)
      // Vitest takes the assertion's line from a stack of Error.stackTraceLimit frames (10 by default)
      // it captures inside `context.annotate`: the test file's frame sits 12 deep from there, so the
      // limit is raised for that call (ANNOTATE_FRAMES).
      const mode = registry[ANNOTATE]
      if (mode === undefined || !shouldAnnotate(mode, record)) return
      const context = (task as { context?: { annotate?: unknown } }).context
      if (typeof context?.annotate !== 'function') return
      const limit = Error.stackTraceLimit
      try {
        Error.stackTraceLimit = Math.max(limit, ANNOTATE_FRAMES)
        // Vitest awaits the returned promise before the test ends (it keeps it in `task.promises`).
        context.annotate(scoreLine(record), ANNOTATION_TYPE)
      } catch {
        // The test already finished (an assertion left running by the test): Vitest refuses, and a
        // missing annotation must not fail an assertion that the record still describes.
      } finally {
        Error.stackTraceLimit = limit
      }
    },
    // A record is replaced in place: the last comparison an assertion made is the one that decided.
    recordAsymmetric(source, assertion, record) {
      const next = vitestRecord(task, record)
      const test = `${next.attempt}\u0000${next.repeat}`
      let byMatcher = asymmetricRecords.get(task)
      if (!byMatcher) {
        byMatcher = new Map()
        asymmetricRecords.set(task, byMatcher)
      }
      const last = byMatcher.get(source.identity)
      const { step, assertion: number } = asymmetricStep(last, source, test, assertion, false)
      if (step === 'skip') return
      task.meta.expectSimilar ??= []
      const list = task.meta.expectSimilar
      const index = step === 'replace' && last ? list.indexOf(last.at) : -1
      if (index >= 0) list[index] = next
      else list.push(next)
      byMatcher.set(source.identity, { test, assertion: number, failed: !record.pass, at: next })
    },
  }
}
