import { describe, expect, it } from 'vitest'
import { FOCUS_META_KEY } from '../../src/records/types.js'
import { hasOnlyTask, watchFocus } from '../../src/runners/vitest-focus.js'

// Trees as Vitest's collector returns them, before it turns "only" into "run" and the rest into "skip".
const test = (mode: string) => ({ type: 'test', mode })
const suite = (mode: string, tasks: object[]) => ({ type: 'suite', mode, tasks })

describe('hasOnlyTask', () => {
  it('finds it.only and describe.only at any depth, and nothing in a tree of runs and skips', () => {
    expect(hasOnlyTask(suite('run', [test('run'), test('only')]))).toBe(true)
    expect(hasOnlyTask(suite('run', [suite('run', [suite('only', [test('run')])])]))).toBe(true)
    expect(hasOnlyTask(suite('run', [test('skip'), suite('skip', [test('skip')]), test('todo')]))).toBe(false)
    expect(hasOnlyTask({})).toBe(false)
  })
})

describe('watchFocus', () => {
  const collector = (tree: object) => ({ collect: async (_file: unknown) => tree })

  it("marks the meta of a file whose collected tree has .only, and leaves another file's alone", async () => {
    const focused = collector(suite('run', [test('run'), test('only')]))
    expect(watchFocus(focused)).toBe(true)
    const file = { meta: {} as Record<string, unknown> }
    expect(await focused.collect(file)).toEqual(suite('run', [test('run'), test('only')]))
    expect(file.meta[FOCUS_META_KEY]).toBe(true)

    const skipped = collector(suite('run', [test('run'), test('skip')]))
    watchFocus(skipped)
    const other = { meta: {} as Record<string, unknown> }
    await skipped.collect(other)
    expect(other.meta).toEqual({})
  })

  it('wraps a collector once, however many setup runs find it', async () => {
    let calls = 0
    const shared = {
      collect: async () => {
        calls++
        return suite('run', [test('only')])
      },
    }
    watchFocus(shared)
    const once = shared.collect
    watchFocus(shared)
    expect(shared.collect).toBe(once)
    await shared.collect()
    expect(calls).toBe(1)
  })

  it('leaves a collector of another shape alone and says so', () => {
    expect(watchFocus(undefined)).toBe(false)
    expect(watchFocus({ collect: 'not a function' })).toBe(false)
  })
})
