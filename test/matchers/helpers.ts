import { stripVTControlCharacters } from 'node:util'
import type { VitestScoreRecord } from '../../src/records/types.js'

/** Runs a failing assertion and returns its message without colors (as with colors off). */
export function failureOf(assertion: () => unknown): string {
  try {
    assertion()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  throw new Error('expected the assertion to fail, but it passed')
}

/** The records the matchers left on a Vitest task. */
export function recordsOf(task: { meta: { expectSimilar?: VitestScoreRecord[] } }): VitestScoreRecord[] {
  return task.meta.expectSimilar ?? []
}
