import { failureOf, message, rawFailureOf, unsafeCharactersIn, type RunnerGlobals } from '../runner.js'

/** .toDifferByAtMost and .not.toDifferByAtMost, the same in every runner. */
export function toDifferByAtMostCases({ describe, it, expect }: RunnerGlobals): void {
  describe('.toDifferByAtMost', () => {
    it('counts one change per non-equal opcode, in characters by default', () => {
      expect('kitten').toDifferByAtMost('sitting', 3) // replace k, replace e, insert g
      expect(failureOf(() => expect('kitten').toDifferByAtMost('sitting', 2))).toContain(
        'Expected at most 2 changes (char granularity), received 3',
      )
    })

    it('counts a replaced word as one change with granularity word', () => {
      expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
      expect('The quick brown fox').toDifferByAtMost('The quick brown fox', 0)
    })

    it('counts lines with granularity line', () => {
      expect('one\ntwo\nthree\n').toDifferByAtMost('one\n2\nthree\n', 1, { granularity: 'line' })
    })

    // A repetition loop makes difflib's recursion quadratic; past the budget the assertion throws
    // instead of blocking the worker.
    it('throws a ScoringBudgetError past the budget option, and validates it', () => {
      const loop = 'ab'.repeat(2000)
      const variant = 'abb'.repeat(1333)
      expect(() => expect(loop).toDifferByAtMost(variant, 0, { budget: 1000 })).toThrow(
        "expect-similar: texts too repetitive to score exactly within budget 1000: use granularity 'word' or 'line', or raise `budget`",
      )
      expect(failureOf(() => expect(loop).toDifferByAtMost(variant, 0, { budget: Infinity }))).toContain(
        'Expected at most 0 changes (char granularity), received 1001',
      )
      for (const [budget, shown] of [
        [0, 'number 0'],
        [1.5, 'number 1.5'],
        [Number.NaN, 'number NaN'],
        ['100', 'string "100"'],
      ] as const) {
        expect(() => expect('a').toDifferByAtMost('a', 0, { budget: budget as never })).toThrow(
          `option budget must be a positive integer or Infinity, received ${shown}`,
        )
      }
    })

    it('Unicode-normalizes both texts with normalize', () => {
      const composed = 'Café crème brûlée'.normalize('NFC')
      expect(composed.normalize('NFD')).toDifferByAtMost(composed, 0, { normalize: 'NFC' })
      expect(composed.normalize('NFD')).not.toDifferByAtMost(composed, 4)
      expect(() => expect('a').toDifferByAtMost('a', 0, { normalize: 'nfc' as never })).toThrow(
        "option normalize must be one of 'NFC', 'NFKC' (or left out), received string \"nfc\"",
      )
    })

    it('reads the text property of an object', () => {
      expect({ text: 'The quick brown cat' }).toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
    })

    it('fails above the limit with changes, ratio, lengthDiff and a word diff', () => {
      const received = 'The slow brown fox walks past the dog'
      const expected = 'The quick brown fox jumps over the lazy dog'
      expect(failureOf(() => expect(received).toDifferByAtMost(expected, 1, { granularity: 'word' }))).toBe(
        message(
          'expect(received).toDifferByAtMost(expected, changes)',
          '',
          'Expected at most 1 change (word granularity), received 4',
          'changes 4, ratio 0.75, lengthDiff 0.14',
          '',
          'Expected: "The quick brown fox jumps over the lazy dog"',
          'Received: "The slow brown fox walks past the dog"',
          '',
          'Difference ([-expected-]{+received+}):',
          '  The [-quick-]{+slow+} brown fox [-jumps over-]{+walks past+} the [-lazy -]dog',
        ),
      )
      // In characters, the diff still shows whole words.
      expect(failureOf(() => expect('kitten').toDifferByAtMost('sitting', 2))).toBe(
        message(
          'expect(received).toDifferByAtMost(expected, changes)',
          '',
          'Expected at most 2 changes (char granularity), received 3',
          'changes 3, ratio 0.62, lengthDiff 0.14',
          '',
          'Expected: "sitting"',
          'Received: "kitten"',
          '',
          'Difference ([-expected-]{+received+}):',
          '  [-sitting-]{+kitten+}',
        ),
      )
    })

    it('escapes control and bidi characters of the texts in every line', () => {
      const assertion = () => expect('one \u009b2J\u2028two \u2067three').toDifferByAtMost('one two three', 0)
      expect(unsafeCharactersIn(rawFailureOf(assertion))).toEqual([])
      expect(failureOf(assertion).split('\n').slice(5)).toEqual([
        'Expected: "one two three"',
        'Received: "one \\u009b2J\\u2028two \\u2067three"',
        '',
        'Difference ([-expected-]{+received+}):',
        '  one {+\\u009b2J\\u2028+}two {+\\u2067+}three',
      ])
    })

    it('fails, without throwing, on a received value that is not text', () => {
      expect(failureOf(() => expect(undefined).toDifferByAtMost('abc', 1))).toBe(
        message(
          'expect(received).toDifferByAtMost(expected, changes)',
          '',
          'received value must be a string or { text: string }, got undefined',
        ),
      )
    })

    it('throws on bad arguments, naming the argument and the value', () => {
      expect(() => expect('a').toDifferByAtMost('a', -1)).toThrow(
        'expect-similar: changes must be a non-negative integer, received number -1',
      )
      expect(() => expect('a').toDifferByAtMost('a', 1.5)).toThrow('received number 1.5')
      expect(() => expect('a').toDifferByAtMost('a', Number.NaN)).toThrow('received number NaN')
      expect(() => expect('a').toDifferByAtMost('a', Infinity)).toThrow('received number Infinity')
      expect(() => expect('a').toDifferByAtMost('a', '2' as never)).toThrow('received string "2"')
      expect(() => expect('a').toDifferByAtMost(['a'] as never, 1)).toThrow(
        'expected must be a string, received array of length 1',
      )
      expect(() => expect('a').toDifferByAtMost('a', 1, { granularity: 'sentence' as never })).toThrow(
        "option granularity must be one of 'char', 'word', 'line', received string \"sentence\"",
      )
      expect(() => expect('a').toDifferByAtMost('a', 1, { min: 0.5 } as never)).toThrow(
        'unknown option "min" in options; expected one of granularity, autojunk',
      )
    })

    it('throws on extra arguments', () => {
      expect(() => (expect('a').toDifferByAtMost as (...args: unknown[]) => void)('a', 0, {}, 5)).toThrow(
        new TypeError(
          'expect-similar: toDifferByAtMost takes at most 3 arguments (expected, changes and options), received 4',
        ),
      )
    })
  })

  describe('.not.toDifferByAtMost', () => {
    it('passes above the limit', () => {
      expect('kitten').not.toDifferByAtMost('sitting', 2)
    })

    it('fails within the limit, saying more changes were expected', () => {
      const options = { granularity: 'word' } as const
      expect(
        failureOf(() => expect('The quick brown cat').not.toDifferByAtMost('The quick brown fox', 1, options)),
      ).toBe(
        message(
          'expect(received).not.toDifferByAtMost(expected, changes)',
          '',
          'Expected more than 1 change (word granularity), received 1',
          'changes 1, ratio 0.86, lengthDiff 0.00',
          '',
          'Expected: "The quick brown fox"',
          'Received: "The quick brown cat"',
          '',
          'Difference ([-expected-]{+received+}):',
          '  The quick brown [-fox-]{+cat+}',
        ),
      )
      expect(failureOf(() => expect('kitten').not.toDifferByAtMost('sitting', 3))).toContain(
        'Expected more than 3 changes (char granularity), received 3',
      )
    })

    it('still fails on a received value that is not text', () => {
      expect(failureOf(() => expect(3).not.toDifferByAtMost('abc', 1))).toContain('got number 3')
    })
  })
}
