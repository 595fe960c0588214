import type { VitestScoreRecord } from '../../src/records/types.js'

export { failureOf } from '../shared/runner.js'

/** The records the matchers left on a Vitest task. */
export function recordsOf(task: { meta: { expectSimilar?: VitestScoreRecord[] } }): VitestScoreRecord[] {
  return task.meta.expectSimilar ?? []
}
