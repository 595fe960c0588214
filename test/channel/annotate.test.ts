import { describe, expect, it } from 'vitest'
import { resolveAnnotateMode, scoreLine, shouldAnnotate } from '../../src/channel/annotate.js'
import { recordScore } from '../../src/channel/send.js'
import { setAnnotateMode, type VitestTaskLike } from '../../src/channel/vitest/write.js'
import type { ScoreRecord } from '../../src/records/types.js'

const sim = (score: number, threshold: number, pass: boolean, isNot = false): ScoreRecord => ({
  matcher: 'toBeSimilarTo',
  scorer: 'content-similarity',
  score,
  threshold,
  pass,
  isNot,
})
const changes = (count: number, maxChanges: number, pass: boolean, isNot = false): ScoreRecord => ({
  matcher: 'toDifferByAtMost',
  scorer: 'textual-difference',
  score: 0.7,
  maxChanges,
  changes: count,
  pass,
  isNot,
})

describe('scoreLine', () => {
  it('says what a failed assertion measured against its limit, with the reporters’ numbers', () => {
    expect(scoreLine(sim(0.63, 0.8, false))).toBe('content similarity 0.63 < min 0.80')
    // A miss is never printed as if it reached the limit, and the limit is shown exactly.
    expect(scoreLine(sim(0.699, 0.7, false))).toBe('content similarity 0.699 < min 0.700')
    expect(scoreLine(sim(0.99, 0.995, false))).toBe('content similarity 0.990 < min 0.995')
    expect(scoreLine({ ...sim(0.4, 0.5, false), scorer: 'textual-difference' })).toBe(
      'textual difference ratio 0.40 < min 0.50',
    )
    expect(scoreLine(changes(7, 5, false))).toBe('7 changes > max 5')
  })

  it('says a reject text failed the assertion, never that the received text was below min', () => {
    const record = { ...sim(0.95, 0.7, false), rejectChecked: 1, rejectMax: 0.88 }
    expect(scoreLine(record)).toBe('a reject text scored content similarity 0.88 ≥ min 0.70 (the received text 0.95)')
    // Below min the received text is what failed, reject texts or not.
    expect(scoreLine({ ...sim(0.6, 0.7, false), rejectChecked: 1, rejectMax: 0.9 })).toBe(
      'content similarity 0.60 < min 0.70',
    )
  })

  it('says what a failed .not found, and what a passing assertion reached', () => {
    expect(scoreLine(sim(0.93, 0.8, false, true))).toBe('content similarity 0.93 ≥ min 0.80 (.not)')
    expect(scoreLine(changes(2, 5, false, true))).toBe('2 changes ≤ max 5 (.not)')
    expect(scoreLine(sim(0.91, 0.8, true))).toBe('content similarity 0.91 ≥ min 0.80')
    expect(scoreLine(sim(0.3, 0.8, true, true))).toBe('content similarity 0.30 < min 0.80 (.not)')
    expect(scoreLine(changes(3, 5, true))).toBe('3 changes ≤ max 5')
  })
})

describe('annotate mode', () => {
  it('comes from the provided value, else the environment, else failures', () => {
    expect(resolveAnnotateMode('none', 'all')).toBe('none')
    expect(resolveAnnotateMode(undefined, 'all')).toBe('all')
    expect(resolveAnnotateMode(undefined, '')).toBe('failures')
    expect(resolveAnnotateMode(undefined, undefined)).toBe('failures')
  })

  it('rejects a bad value, naming where it came from', () => {
    expect(() => resolveAnnotateMode(undefined, 'yes')).toThrow(
      `expect-similar: EXPECT_SIMILAR_ANNOTATE must be 'all', 'failures' or 'none', received "yes"`,
    )
    expect(() => resolveAnnotateMode(3, undefined)).toThrow(
      `expect-similar: the provided annotate mode must be 'all', 'failures' or 'none', received 3`,
    )
  })

  it('picks failures, everything or nothing', () => {
    expect([shouldAnnotate('failures', sim(0.5, 0.8, false)), shouldAnnotate('failures', sim(0.9, 0.8, true))]).toEqual(
      [true, false],
    )
    expect(shouldAnnotate('all', sim(0.9, 0.8, true))).toBe(true)
    expect(shouldAnnotate('none', sim(0.5, 0.8, false))).toBe(false)
  })
})

describe('recordScore annotations', () => {
  const task = (): VitestTaskLike & { calls: string[][] } => {
    const calls: string[][] = []
    return {
      type: 'test',
      id: 't',
      meta: {},
      calls,
      context: { annotate: (message: string, type: string) => calls.push([message, type]) },
    } as VitestTaskLike & { calls: string[][] }
  }

  it('annotates a failing assertion and keeps its record on task.meta', () => {
    setAnnotateMode('failures')
    const t = task()
    recordScore({ task: t }, sim(0.5, 0.8, false))
    recordScore({ task: t }, sim(0.9, 0.8, true))
    expect(t.calls).toEqual([['content similarity 0.50 < min 0.80', 'expect-similar']])
    expect(t.meta.expectSimilar).toHaveLength(2)
  })

  it('does not annotate polled calls, which are not the verdict yet', () => {
    setAnnotateMode('all')
    const t = task()
    recordScore({ task: t, poll: true, assertion: {} }, sim(0.5, 0.8, false))
    expect(t.calls).toEqual([])
    expect(t.meta.expectSimilar).toHaveLength(1)
  })

  it('never fails the assertion when Vitest refuses the annotation', () => {
    setAnnotateMode('all')
    const t = {
      type: 'test',
      id: 't',
      meta: {},
      context: {
        annotate: () => {
          throw new Error('finished')
        },
      },
    }
    expect(() => recordScore({ task: t }, sim(0.5, 0.8, false))).not.toThrow()
    setAnnotateMode('none')
  })
})
