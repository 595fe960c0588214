import { failureOf, message, type RunnerGlobals } from '../runner.js'

// content similarity against FASTER: FASTER_400 0.9743589743589743; APPROVED against NOT_APPROVED 0.8888888888888888.
const FASTER = 'The build is 40% faster.'
const FASTER_400 = 'The build is 400% faster.'
const APPROVED = 'The payment was approved.'
const NOT_APPROVED = 'The payment was not approved.'
const PARIS = 'Alice met Bob in Paris.'
const ROME = 'Alice met Bob in Rome.'

/** The `guard` option of toBeSimilarTo, toBeSimilarToAny and expect.similarTo, the same in every runner. */
export function guardCases({ describe, it, expect }: RunnerGlobals): void {
  describe('option guard', () => {
    it('passes a paraphrase that keeps the facts, with one guard, several, or all', () => {
      expect('The build runs 40% faster.').toBeSimilarTo(FASTER, { guard: 'numbers' })
      expect('Your payment was approved!').toBeSimilarTo(APPROVED, { guard: ['negation', 'numbers'] })
      expect('Alice and Bob met in Paris.').toBeSimilarTo(PARIS, { guard: true })
      expect(FASTER).toBeSimilarToAny(['Nothing alike at all.', FASTER], { guard: 'numbers' })
      expect({ text: PARIS }).toEqual({ text: expect.similarTo(PARIS, { guard: 'names' }) })
    })

    it('fails a high score whose number changed, naming the numbers, with the score line as usual', () => {
      expect(failureOf(() => expect(FASTER_400).toBeSimilarTo(FASTER, { guard: 'numbers' }))).toBe(
        message(
          'expect(received).toBeSimilarTo(expected, options)',
          '',
          'Guard failed: numbers differ: expected 40%, received 400%',
          'Expected content similarity ≥ 0.70, received 0.97',
          '',
          'Expected: "The build is 40% faster."',
          'Received: "The build is 400% faster."',
          '',
          'Difference ([-expected-]{+received+}):',
          '  The build is [-40-]{+400+}% faster.',
        ),
      )
    })

    it('fails a flipped negation against the best candidate, and a changed name in the asymmetric form', () => {
      expect(
        failureOf(() => expect(NOT_APPROVED).toBeSimilarToAny([APPROVED, 'Payment approved.'], { guard: 'negation' })),
      ).toBe(
        message(
          'expect(received).toBeSimilarToAny(candidates, options)',
          '',
          'Guard failed: negation differs: "was approved" became "was not approved"',
          'Expected content similarity ≥ 0.70, received 0.89 (best of 2 candidates: candidates[0])',
          '',
          'Best candidate: "The payment was approved."',
          'Received: "The payment was not approved."',
          '',
          'Difference ([-expected-]{+received+}):',
          '  The payment was {+not +}approved.',
        ),
      )
      expect({ text: ROME }).not.toEqual({ text: expect.similarTo(PARIS, { guard: 'names' }) })
      expect({ text: ROME }).toEqual({ text: expect.not.similarTo(PARIS, { guard: 'names' }) })
    })

    it('picks the best candidate whose facts the text keeps', () => {
      expect('Revenue grew 12% in 2024.').toBeSimilarToAny(['Revenue grew 21% in 2024.', 'Revenue rose 12% in 2024.'], {
        guard: 'numbers',
      })
    })

    it('negates the whole verdict under .not: a failing guard or a low score passes it', () => {
      expect(FASTER_400).not.toBeSimilarTo(FASTER, { guard: 'numbers' })
      expect('Nothing alike at all.').not.toBeSimilarTo(FASTER, { guard: 'numbers' })
      expect(failureOf(() => expect(FASTER).not.toBeSimilarTo(FASTER, { guard: true }))).toBe(
        message(
          'expect(received).not.toBeSimilarTo(expected, options)',
          '',
          'Guards agree: numbers, negation, names',
          'Expected content similarity < 0.70, received 1.00',
          '',
          'Expected: "The build is 40% faster."',
          'Received: "The build is 40% faster."',
          '',
          'Difference ([-expected-]{+received+}):',
          '  (no differences)',
        ),
      )
    })

    it('decides on the guards alone with min: 0', () => {
      expect('Forty percent, in the end: the build is faster by 40%.').toBeSimilarTo(FASTER, {
        min: 0,
        guard: 'numbers',
      })
      expect(
        failureOf(() => expect('It is 400% faster now.').toBeSimilarTo(FASTER, { min: 0, guard: 'numbers' })),
      ).toContain('Guard failed: numbers differ: expected 40%, received 400%')
    })

    it('throws a TypeError naming guard for a value it does not accept', () => {
      expect(() => expect(FASTER).toBeSimilarTo(FASTER, { guard: 'number' as never })).toThrow(
        `option guard must be 'numbers', 'negation', 'names', an array of them, or true, received string "number"`,
      )
      expect(() => expect(FASTER).toBeSimilarToAny([FASTER], { guard: [] as never })).toThrow(
        'option guard must name at least one guard',
      )
      expect(() => expect.similarTo(FASTER, { guard: ['numbers', 'dates'] as never })).toThrow(
        `option guard[1] must be 'numbers', 'negation' or 'names', received string "dates"`,
      )
      expect(() => expect(FASTER).toBeSimilarTo(FASTER, { guard: false as never })).toThrow('option guard must be')
    })
  })
}
