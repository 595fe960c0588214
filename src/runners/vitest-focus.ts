import { FOCUS_META_KEY } from '../records/types.js'

/** A collected task as the Vitest runner builds it, before it applies `.only`. */
interface CollectedTask {
  type?: unknown
  mode?: unknown
  tasks?: readonly CollectedTask[]
}

/** The part of Vitest's suite collector (`getCurrentSuite()` of `vitest/suite`) this reads. */
export interface SuiteCollectorLike {
  collect?: unknown
}

type Collect = (file: unknown) => Promise<CollectedTask>

const WATCHED = Symbol.for('expect-similar.focus-watch')

/** Whether a collected suite holds a `.only` task at any depth: Vitest's own test for its only mode. */
export function hasOnlyTask(suite: CollectedTask): boolean {
  return (suite.tasks ?? []).some((t) => t.mode === 'only' || (t.type === 'suite' && hasOnlyTask(t)))
}

/**
 * Marks a test file that has `.only` (`it.only`, `test.only`, `describe.only`) in its `meta`, for the
 * reporter: a focused file runs part of its tests, so the run is a filtered one, like `-t`. Vitest
 * applies `.only` right after collecting a file, setting the focused tasks' mode from "only" to "run"
 * and the others' to "skip", which leaves nothing to tell them from `it.skip` afterwards; so this
 * wraps the file's root collector, whose `collect` returns the file's tree while the modes are still
 * as written. Setup files run once per test file, before it is imported, with that file's root
 * collector current. Returns false when the collector is not of the shape this knows.
 *
 * @example
 * watchFocus(getCurrentSuite())
 */
export function watchFocus(collector: SuiteCollectorLike | undefined): boolean {
  const collect = collector?.collect as (Collect & { [WATCHED]?: true }) | undefined
  if (collector === undefined || typeof collect !== 'function') return false
  // Vitest keeps one root collector per worker: with isolation off, a later file finds it wrapped.
  if (collect[WATCHED]) return true
  const watched = async function (this: unknown, file: unknown): Promise<CollectedTask> {
    const suite = await collect.call(this, file)
    const meta = (file as { meta?: unknown } | null | undefined)?.meta
    if (typeof meta === 'object' && meta !== null && hasOnlyTask(suite)) {
      ;(meta as Record<string, unknown>)[FOCUS_META_KEY] = true
    }
    return suite
  }
  Object.defineProperty(watched, WATCHED, { value: true })
  collector.collect = watched
  return true
}
