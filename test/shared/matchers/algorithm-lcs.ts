import { textualDifference } from '../../../src/core/textual-difference.js'
import { failureOf, type RunnerGlobals } from '../runner.js'

// Repeated words: difflib's first longest match ('sat a mat') rules out the best alignment.
const EXPECTED = 'sat sat a mat'
const RECEIVED = 'sat a mat sat mat'
// Mastra 1.x: 2 * LCS / (m + n) over code units, and its word changes.
const LCS = textualDifference(EXPECTED, RECEIVED, { algorithm: 'lcs' })
const DIFFLIB = textualDifference(EXPECTED, RECEIVED)

/** `algorithm: 'lcs'` on every matcher: Mastra 1.x's textual difference, the same in every runner. */
export function algorithmLcsCases({ describe, it, expect }: RunnerGlobals): void {
  describe("algorithm 'lcs'", () => {
    it('scores with the LCS ratio, not difflib', () => {
      expect(LCS.ratio).toBe(0.8)
      expect(DIFFLIB.ratio).toBe(0.6)
      const min = LCS.ratio
      expect(RECEIVED).toBeSimilarTo(EXPECTED, { scorer: 'textual-difference', algorithm: 'lcs', min })
      const failure = failureOf(() =>
        expect(RECEIVED).toBeSimilarTo(EXPECTED, { scorer: 'textual-difference', algorithm: 'lcs', min: 0.81 }),
      )
      expect(failure).toContain('Expected textual difference ratio ≥ 0.81, received 0.80\n')
      expect(failure).toContain(`changes ${LCS.changes}, ratio 0.80, lengthDiff 0.24, algorithm 'lcs'`)
      expect(RECEIVED).toBeSimilarToAny(['nothing alike', EXPECTED], {
        scorer: 'textual-difference',
        algorithm: 'lcs',
        min,
      })
      expect({ text: RECEIVED }).toEqual({
        text: expect.similarTo(EXPECTED, { scorer: 'textual-difference', algorithm: 'lcs', min }),
      })
    })

    it("counts Mastra's word changes in toDifferByAtMost", () => {
      expect(LCS.changes).toBe(1)
      expect(RECEIVED).toDifferByAtMost(EXPECTED, 1, { algorithm: 'lcs' })
      expect(failureOf(() => expect(RECEIVED).toDifferByAtMost(EXPECTED, 0, { algorithm: 'lcs' }))).toContain(
        "Expected at most 0 changes (Mastra's word changes, algorithm 'lcs'), received 1",
      )
      // A whitespace-only difference is one change in Mastra 1.x; difflib counts opcodes.
      expect('hello  world').toDifferByAtMost('hello world', 1, { algorithm: 'lcs' })
      expect([RECEIVED]).toEqual([expect.differingByAtMost(EXPECTED, 1, { algorithm: 'lcs' })])
      expect([RECEIVED]).toEqual([expect.not.differingByAtMost(EXPECTED, 0, { algorithm: 'lcs' })])
    })

    it('refuses granularity other than char, autojunk and unknown algorithms, naming the option', () => {
      const granularity =
        "option granularity must be 'char' with option algorithm 'lcs' (Mastra's LCS compares UTF-16 code units " +
        'and counts word changes), received string "word"'
      expect(() => expect('a').toDifferByAtMost('a', 0, { algorithm: 'lcs', granularity: 'word' })).toThrow(granularity)
      expect(() =>
        expect('a').toBeSimilarTo('a', { scorer: 'textual-difference', algorithm: 'lcs', granularity: 'word' }),
      ).toThrow(granularity)
      expect(() => expect.differingByAtMost('a', 0, { algorithm: 'lcs', granularity: 'line' })).toThrow(
        "option granularity must be 'char' with option algorithm 'lcs'",
      )
      expect(() => expect('a').toDifferByAtMost('a', 0, { algorithm: 'lcs', autojunk: true })).toThrow(
        "option autojunk does not apply with option algorithm 'lcs'",
      )
      expect(() =>
        expect('a').toDifferByAtMost('a', 0, { algorithm: 'lcs' as 'difflib', granularity: 'char' }),
      ).not.toThrow()
      expect(() => expect('a').toDifferByAtMost('a', 0, { algorithm: 'Lcs' as never })).toThrow(
        "option algorithm must be one of 'difflib', 'lcs', received string \"Lcs\"",
      )
      // algorithm belongs to the textual-difference scorer, like granularity.
      expect(() => expect('a').toBeSimilarTo('a', { algorithm: 'lcs' } as never)).toThrow(
        "option algorithm only applies to scorer 'textual-difference', but scorer is 'content-similarity'",
      )
    })

    it("keeps difflib the default: algorithm 'difflib' scores as no algorithm", () => {
      expect(RECEIVED).toDifferByAtMost(EXPECTED, DIFFLIB.changes, { algorithm: 'difflib' })
      expect(RECEIVED).toBeSimilarTo(EXPECTED, {
        scorer: 'textual-difference',
        algorithm: 'difflib',
        min: DIFFLIB.ratio,
      })
    })
  })
}
