import { failureOf, message, rawFailureOf, unsafeCharactersIn, type RunnerGlobals } from '../runner.js'

const CANDIDATES = ['The weather is sunny today.', 'Paris is the capital of France.', 'France has many cities.']

/** .toBeSimilarToAny and .not.toBeSimilarToAny, the same in every runner. */
export function toBeSimilarToAnyCases({ describe, it, expect }: RunnerGlobals): void {
  describe('.toBeSimilarToAny', () => {
    it('passes when the best candidate reaches the minimum', () => {
      expect('The capital of France is Paris.').toBeSimilarToAny(CANDIDATES)
      expect({ text: 'Paris is the capital of France' }).toBeSimilarToAny(CANDIDATES, { min: 0.95 })
    })

    it('works with the textual-difference scorer', () => {
      expect('Paris is the capital of France!').toBeSimilarToAny(CANDIDATES, { scorer: 'textual-difference', min: 0.9 })
    })

    it('fails naming the best candidate and its score', () => {
      expect(
        failureOf(() => expect('Berlin is the capital of Germany.').toBeSimilarToAny(CANDIDATES, { min: 0.8 })),
      ).toBe(
        message(
          'expect(received).toBeSimilarToAny(candidates, options)',
          '',
          'Expected content similarity ≥ 0.80, received 0.54 (best of 3 candidates: candidates[1])',
          '',
          'Best candidate: "Paris is the capital of France."',
          'Received: "Berlin is the capital of Germany."',
          '',
          'Difference ([-expected-]{+received+}):',
          '  [-Paris-]{+Berlin+} is the capital of [-France-]{+Germany+}.',
        ),
      )
    })

    it('escapes control and bidi characters in the candidate, received and diff lines', () => {
      const assertion = () =>
        expect('Paris\u0007 is \u202Ethe capital').toBeSimilarToAny(['Paris is\u001b[2J the capital', 'x'], { min: 1 })
      expect(unsafeCharactersIn(rawFailureOf(assertion))).toEqual([])
      expect(failureOf(assertion).split('\n').slice(4)).toEqual([
        'Best candidate: "Paris is\\u001b[2J the capital"',
        'Received: "Paris\\u0007 is \\u202ethe capital"',
        '',
        'Difference ([-expected-]{+received+}):',
        '  Paris{+\\u0007+} is[-\\u001b[2J-] {+\\u202e+}the capital',
      ])
    })

    it('counts one candidate in the singular', () => {
      expect(failureOf(() => expect('Berlin').toBeSimilarToAny(['Paris']))).toContain(
        '(best of 1 candidate: candidates[0])',
      )
    })

    it('fails, without throwing, on a received value that is not text', () => {
      expect(failureOf(() => expect(['Paris']).toBeSimilarToAny(CANDIDATES))).toBe(
        message(
          'expect(received).toBeSimilarToAny(candidates)',
          '',
          'received value must be a string or { text: string }, got array of length 1',
        ),
      )
    })

    it('throws on bad candidates and options', () => {
      expect(() => expect('a').toBeSimilarToAny([])).toThrow(
        'expect-similar: candidates must be a non-empty array of strings, received array of length 0',
      )
      expect(() => expect('a').toBeSimilarToAny('a' as never)).toThrow('received string "a"')
      expect(() => expect('a').toBeSimilarToAny(['a', 2] as never)).toThrow(
        'expect-similar: candidates[1] must be a string, received number 2',
      )
      expect(() => expect('a').toBeSimilarToAny(['a'], { min: 7 })).toThrow('option min must be a number in [0, 1]')
    })

    // forEach skipped holes, so a sparse list with one good candidate passed.
    it('throws on a hole in the candidates', () => {
      // biome-ignore lint/suspicious/noSparseArray: the hole is the bad input under test
      expect(() => expect('a').toBeSimilarToAny([, 'a'] as never)).toThrow(
        new TypeError('expect-similar: candidates[0] must be a string, received undefined'),
      )
    })

    it('throws on extra arguments', () => {
      expect(() => (expect('a').toBeSimilarToAny as (...args: unknown[]) => void)(['a'], {}, { min: 2 })).toThrow(
        new TypeError(
          'expect-similar: toBeSimilarToAny takes at most 2 arguments (candidates and options), received 3',
        ),
      )
    })
  })

  describe('.not.toBeSimilarToAny', () => {
    it('passes when every candidate stays below the minimum', () => {
      expect('Berlin is the capital of Germany.').not.toBeSimilarToAny(CANDIDATES, { min: 0.8 })
      expect('Berlin is the capital of Germany.').not.toBeSimilarToAny(['The weather is sunny today.'])
    })

    it('fails naming the candidate that was too similar', () => {
      expect(failureOf(() => expect('Paris is the capital of France').not.toBeSimilarToAny(CANDIDATES))).toBe(
        message(
          'expect(received).not.toBeSimilarToAny(candidates)',
          '',
          'Expected content similarity < 0.70, received 0.98 (best of 3 candidates: candidates[1])',
          '',
          'Best candidate: "Paris is the capital of France."',
          'Received: "Paris is the capital of France"',
          '',
          'Difference ([-expected-]{+received+}):',
          '  … the capital of France[-.-]',
        ),
      )
    })
  })
}
