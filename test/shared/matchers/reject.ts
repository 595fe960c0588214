import { failureOf, message, type RunnerGlobals } from '../runner.js'

// content similarity against APPROVED: the negation 0.8888888888888888, DECLINED 0.6666666666666666,
// PARAPHRASE 0.7906976744186046.
const APPROVED = 'The payment was approved.'
const NEGATION = 'The payment was not approved.'
const DECLINED = 'The payment was declined.'
const PARAPHRASE = 'Your payment was approved!'

/** The `reject` option of toBeSimilarTo, toBeSimilarToAny and expect.similarTo, the same in every runner. */
export function rejectCases({ describe, it, expect, fn }: RunnerGlobals): void {
  describe('option reject', () => {
    it('passes when every reject text scores below min', () => {
      expect(APPROVED).toBeSimilarTo(APPROVED, { min: 0.7, reject: [DECLINED] })
      expect(PARAPHRASE).toBeSimilarTo(APPROVED, { min: 0.7, reject: [] })
      expect(PARAPHRASE).toBeSimilarToAny([APPROVED, 'Approved.'], { reject: [DECLINED] })
      expect({ text: APPROVED }).toEqual({ text: expect.similarTo(APPROVED, { reject: [DECLINED] }) })
    })

    it('fails a threshold that accepts a reject text, saying which min would still pass the received text', () => {
      expect(failureOf(() => expect(APPROVED).toBeSimilarTo(APPROVED, { min: 0.7, reject: [NEGATION] }))).toBe(
        message(
          'expect(received).toBeSimilarTo(expected, options)',
          '',
          'Threshold too low: min 0.70 accepts a text listed in reject',
          '  reject[0] "The payment was not approved." scores 0.89 against expected',
          '  A min above 0.889 rejects it (received scores 1.00, so min 0.89 would still pass)',
        ),
      )
    })

    it('says when no min both rejects the reject texts and passes the received text', () => {
      const options = { min: 0.7, reject: [DECLINED, NEGATION, APPROVED.toUpperCase()] }
      expect(
        failureOf(() => expect(PARAPHRASE).toBeSimilarTo(APPROVED, { ...options, reject: [DECLINED, NEGATION] })),
      ).toBe(
        message(
          'expect(received).toBeSimilarTo(expected, options)',
          '',
          'Threshold too low: min 0.70 accepts a text listed in reject',
          '  reject[1] "The payment was not approved." scores 0.89 against expected',
          '  A min above 0.889 rejects it (received scores 0.79, so no min both rejects it and passes it)',
        ),
      )
      // ignoreCase (the default) makes the upper-cased copy score 1: no min rejects it.
      expect(failureOf(() => expect(PARAPHRASE).toBeSimilarTo(APPROVED, options))).toBe(
        message(
          'expect(received).toBeSimilarTo(expected, options)',
          '',
          'Threshold too low: min 0.70 accepts 2 texts listed in reject',
          '  reject[1] "The payment was not approved." scores 0.89 against expected',
          '  reject[2] "THE PAYMENT WAS APPROVED." scores 1.00 against expected',
          '  No min rejects them: a score of 1.00 passes every min',
        ),
      )
    })

    it('scores reject texts with the same scorer and options as the received text', () => {
      // Case-sensitive, the upper-cased copy shares no bigram but the punctuation's.
      expect(APPROVED).toBeSimilarTo(APPROVED, { min: 0.7, ignoreCase: false, reject: [APPROVED.toUpperCase()] })
      // difflib's ratio: 25 matching characters of 25 + 29, 0.9259...
      const options = { scorer: 'textual-difference', min: 0.7, reject: [NEGATION] } as const
      expect(failureOf(() => expect(APPROVED).toBeSimilarTo(APPROVED, options))).toContain(
        '  reject[0] "The payment was not approved." scores 0.93 against expected',
      )
    })

    it('with toBeSimilarToAny, scores each reject text against every candidate', () => {
      expect(
        failureOf(() => expect(APPROVED).toBeSimilarToAny(['Approved.', APPROVED], { min: 0.7, reject: [NEGATION] })),
      ).toBe(
        message(
          'expect(received).toBeSimilarToAny(candidates, options)',
          '',
          'Threshold too low: min 0.70 accepts a text listed in reject',
          '  reject[0] "The payment was not approved." scores 0.89 against candidates[1]',
          '  A min above 0.889 rejects it (received scores 1.00, so min 0.89 would still pass)',
        ),
      )
    })

    it('with expect.similarTo, does not match, and the diff names the accepted reject text', () => {
      const matcher = expect.similarTo(APPROVED, { min: 0.7, reject: [NEGATION] })
      expect(() => expect({ text: APPROVED }).toEqual({ text: matcher })).toThrow()
      expect(matcher.toAsymmetricMatcher()).toBe(
        'SimilarTo<"The payment was approved.", { min: 0.7, reject: ["The payment was not approved."] }, ' +
          'threshold too low: reject[0] scores 0.89 against expected>',
      )
      const spy = fn()
      spy(APPROVED)
      expect(() => expect(spy).toHaveBeenCalledWith(matcher)).toThrow()
    })

    it('is a TypeError with .not, and on bad values', () => {
      expect(() => expect('a').not.toBeSimilarTo('b', { reject: ['c'] })).toThrow(
        new TypeError(
          'expect-similar: option reject cannot be used with .not.toBeSimilarTo: reject examples test a minimum ' +
            'that accepts text, and .not turns min into a maximum',
        ),
      )
      expect(() => expect('a').not.toBeSimilarToAny(['b'], { reject: ['c'] })).toThrow(
        'option reject cannot be used with .not.toBeSimilarToAny',
      )
      expect(() => expect.not.similarTo('b', { reject: ['c'] })).toThrow(
        'option reject cannot be used with expect.not.similarTo',
      )
      expect(() => expect('a').toBeSimilarTo('a', { reject: 'x' as never })).toThrow(
        new TypeError('expect-similar: option reject must be an array of strings, received string "x"'),
      )
      expect(() => expect('a').toBeSimilarToAny(['a'], { reject: ['x', 3] as never })).toThrow(
        new TypeError('expect-similar: option reject[1] must be a string, received number 3'),
      )
      // biome-ignore lint/suspicious/noSparseArray: the hole is the case under test
      expect(() => expect.similarTo('a', { reject: ['x', , 'y'] as never })).toThrow(
        new TypeError('expect-similar: option reject[1] must be a string, received a hole'),
      )
      expect(() => expect('a').toBeSimilarTo('a', { reject: [undefined] as never })).toThrow(
        'option reject[0] must be a string, received undefined',
      )
    })
  })
}
