import type { RunnerGlobals } from '../runner.js'

/** expect.differingByAtMost and expect.not.differingByAtMost, the same in every runner (how a runner prints them is its own). */
export function differingByAtMostCases({ describe, it, expect, fn }: RunnerGlobals): void {
  describe('expect.differingByAtMost', () => {
    it('matches inside toEqual, toMatchObject and toHaveBeenCalledWith', () => {
      expect({ title: 'The quick brown cat' }).toEqual({
        title: expect.differingByAtMost('The quick brown fox', 1, { granularity: 'word' }),
      })
      expect({ title: 'kitten', id: 1 }).toMatchObject({ title: expect.differingByAtMost('sitting', 3) })
      const save = fn()
      save('Saved 4 files', { dryRun: false })
      expect(save).toHaveBeenCalledWith(expect.differingByAtMost('Saved 3 files', 1, { granularity: 'word' }), {
        dryRun: false,
      })
    })

    it('does not match past the limit, or anything that is not text', () => {
      expect({ title: 'kitten' }).not.toEqual({ title: expect.differingByAtMost('sitting', 2) })
      expect({ title: 3 }).not.toEqual({ title: expect.differingByAtMost('3', 5) })
      // Neither form matches a value that is not text (the JSDoc used to say the inverse does).
      expect({ title: 3 }).not.toEqual({ title: expect.not.differingByAtMost('3', 0) })
    })

    it('throws on bad arguments when it is created', () => {
      expect(() => expect.differingByAtMost('a', -2)).toThrow(
        'changes must be a non-negative integer, received number -2',
      )
      expect(() => expect.not.differingByAtMost('a', 0.5)).toThrow(
        'changes must be a non-negative integer, received number 0.5',
      )
      expect(() => expect.not.differingByAtMost(null as never, 1)).toThrow('expected must be a string, received null')
    })

    it('throws on extra arguments', () => {
      expect(() => (expect.differingByAtMost as (...args: unknown[]) => unknown)('a', 1, {}, 2)).toThrow(
        new TypeError(
          'expect-similar: expect.differingByAtMost takes at most 3 arguments (expected, changes and options), received 4',
        ),
      )
      expect(() => (expect.not.differingByAtMost as (...args: unknown[]) => unknown)('a', 1, undefined, 2)).toThrow(
        new TypeError(
          'expect-similar: expect.not.differingByAtMost takes at most 3 arguments (expected, changes and options), received 4',
        ),
      )
    })
  })

  describe('expect.not.differingByAtMost', () => {
    it('matches text past the limit', () => {
      expect({ title: 'kitten' }).toEqual({ title: expect.not.differingByAtMost('sitting', 2) })
      const save = fn()
      save('Saved 4 files')
      expect(save).toHaveBeenCalledWith(expect.not.differingByAtMost('Deleted everything', 1, { granularity: 'word' }))
      expect({ title: 'kitten' }).not.toEqual({ title: expect.not.differingByAtMost('sitting', 3) })
    })
  })
}
