import type { RunnerGlobals } from '../runner.js'

const REPLY = { answer: 'Paris is the capital city of France.', lang: 'en' }

/** expect.similarTo and expect.not.similarTo, the same in every runner (how a runner prints them is its own). */
export function similarToCases({ describe, it, expect, fn }: RunnerGlobals): void {
  describe('expect.similarTo', () => {
    it('matches inside toEqual, toMatchObject and toHaveBeenCalledWith', () => {
      expect(REPLY).toEqual({ answer: expect.similarTo('Paris is the capital of France', { min: 0.8 }), lang: 'en' })
      expect(REPLY).toMatchObject({ answer: expect.similarTo('The capital of France is Paris') })
      const log = fn()
      log('unrelated')
      log({ text: 'Paris is the capital of France.' })
      expect(log).toHaveBeenCalledWith(expect.similarTo('Paris is the capital of France'))
    })

    it('does not match text below the minimum, or anything that is not text', () => {
      expect(REPLY).not.toEqual({ answer: expect.similarTo('Berlin is the capital of Germany'), lang: 'en' })
      expect({ answer: 42 }).not.toEqual({ answer: expect.similarTo('42') })
      expect({ answer: null }).not.toEqual({ answer: expect.not.similarTo('42') })
    })

    it('throws on bad arguments when it is created', () => {
      expect(() => expect.similarTo(7 as never)).toThrow('expect-similar: expected must be a string, received number 7')
      expect(() => expect.similarTo('a', { min: 3 })).toThrow(
        'option min must be a number in [0, 1], received number 3',
      )
      expect(() => expect.not.similarTo('a', { colour: 'red' } as never)).toThrow('unknown option "colour"')
    })

    it('throws on extra arguments', () => {
      expect(() => (expect.similarTo as (...args: unknown[]) => unknown)('a', {}, { min: 2 })).toThrow(
        new TypeError('expect-similar: expect.similarTo takes at most 2 arguments (expected and options), received 3'),
      )
      expect(() => (expect.not.similarTo as (...args: unknown[]) => unknown)('a', undefined, 0.2)).toThrow(
        new TypeError(
          'expect-similar: expect.not.similarTo takes at most 2 arguments (expected and options), received 3',
        ),
      )
    })
  })

  describe('expect.not.similarTo', () => {
    it('matches text below the minimum', () => {
      expect(REPLY).toEqual({ answer: expect.not.similarTo('I cannot help with that.'), lang: 'en' })
      expect(REPLY).toMatchObject({ answer: expect.not.similarTo('I cannot help with that') })
      expect(REPLY).not.toEqual({ answer: expect.not.similarTo('Paris is the capital of France'), lang: 'en' })
    })
  })
}
