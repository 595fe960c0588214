import { failureOf, message, rawFailureOf, unsafeCharactersIn, type RunnerGlobals } from '../runner.js'

const REFERENCE = 'The quick brown fox jumps over the lazy dog.'
// Mastra's documented example: content similarity 0.7761194029850746.
const PARAPHRASE = 'A quick brown fox jumped over a lazy dog.'

// The end of both failure messages for 'The quick brown dog sleeps': the texts and their word diff.
const FOX_TEXTS = [
  '',
  'Expected: "The quick brown fox jumps"',
  'Received: "The quick brown dog sleeps"',
  '',
  'Difference ([-expected-]{+received+}):',
  '  The quick brown [-fox jumps-]{+dog sleeps+}',
]

// LLM output is untrusted: this one clears the screen, sets the terminal title, rings the bell and holds a NUL.
const HOSTILE = 'hello \u001b[2J\u001b]0;PWNED\u0007 world \u0000 end'
// Bidi controls make a line read differently from what it holds (U+202E reverses what follows).
const BIDI = 'pay \u202Eevil\u202C \u2066now\u2069\u200F \u061C\u200E done'

/** .toBeSimilarTo and .not.toBeSimilarTo, the same in every runner. */
export function toBeSimilarToCases({ describe, it, expect }: RunnerGlobals): void {
  describe('.toBeSimilarTo', () => {
    it('takes budget with the textual-difference scorer only', () => {
      const options = { scorer: 'textual-difference', min: 0.9, budget: 1000 } as const
      expect(() => expect('ab'.repeat(2000)).toBeSimilarTo('abb'.repeat(1333), options)).toThrow(
        'texts too repetitive to score exactly within budget 1000',
      )
      expect(() => expect('a').toBeSimilarTo('a', { budget: 1000 } as never)).toThrow(
        "option budget only applies to scorer 'textual-difference', but scorer is 'content-similarity'",
      )
    })

    // The failure message's word diff used to run the same unbounded search: 49.5 s here. The texts
    // differ throughout, past a tenth of their length: the message skips the diff and says where they differ.
    it('fails a 100 KB repetition loop with a message, its diff bounded', () => {
      const failure = failureOf(() => expect('the cat '.repeat(12500)).toBeSimilarTo('the '.repeat(25000), { min: 1 }))
      expect(failure).toContain('Expected content similarity ≥ 1.00, received 0.33')
      expect(failure).toContain(
        'Difference: not computed. Past their common start and end the texts differ over 199,990 of their 200,000 ' +
          'characters, more than the 40,000 a failure message diffs',
      )
      expect(failure).toContain('First difference at line 1, column 5:')
    })

    it('passes at or above the default minimum of 0.7', () => {
      expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
      expect(REFERENCE).toBeSimilarTo(REFERENCE, { min: 1 })
    })

    it('ignores case and whitespace by default, and can stop doing so', () => {
      expect('HELLO   world').toBeSimilarTo('hello world', { min: 1 })
      expect(
        failureOf(() => expect('HELLO world').toBeSimilarTo('hello world', { min: 1, ignoreCase: false })),
      ).toContain('Expected content similarity ≥ 1.00, received 0.')
    })

    // Documented in the options table: the Dice coefficient drops all whitespace, as string-similarity does.
    it('never changes a content-similarity score with ignoreWhitespace', () => {
      expect('the rapist').toBeSimilarTo('therapist', { min: 1, ignoreWhitespace: false })
      expect('a\n\n b').toBeSimilarTo('ab', { min: 1, ignoreWhitespace: false })
    })

    it('Unicode-normalizes both texts with normalize, with either scorer', () => {
      const composed = 'Café crème brûlée'.normalize('NFC')
      const decomposed = composed.normalize('NFD')
      expect(decomposed).toBeSimilarTo(composed, { min: 1, normalize: 'NFC' })
      expect(decomposed).toBeSimilarTo(composed, { min: 1, normalize: 'NFKC', scorer: 'textual-difference' })
      expect('ﬁle ＡＢＣ').toBeSimilarTo('file abc', { min: 1, normalize: 'NFKC' })
      // Off by default, as in Mastra.
      expect(failureOf(() => expect(decomposed).toBeSimilarTo(composed))).toContain(
        'Expected content similarity ≥ 0.70, received 0.38',
      )
      expect(() => expect('a').toBeSimilarTo('a', { normalize: 'NFD' as never })).toThrow(
        new TypeError(
          "expect-similar: option normalize must be one of 'NFC', 'NFKC' (or left out), received string \"NFD\"",
        ),
      )
    })

    it('reads the text property of an object', () => {
      expect({ text: PARAPHRASE, usage: { tokens: 9 } }).toBeSimilarTo(REFERENCE)
      expect({ text: PARAPHRASE }).toBeSimilarTo(REFERENCE, { min: 0.75 })
    })

    it('compares the textual-difference ratio with scorer textual-difference', () => {
      expect('The quick brown cat').toBeSimilarTo('The quick brown fox', { scorer: 'textual-difference', min: 0.8 })
      expect('The quick brown cat').toBeSimilarTo('The quick brown fox', {
        scorer: 'textual-difference',
        granularity: 'word',
        min: 0.85,
      })
    })

    it('fails below the minimum with the score, the threshold and a word diff', () => {
      expect(
        failureOf(() => expect('The quick brown dog sleeps').toBeSimilarTo('The quick brown fox jumps', { min: 0.85 })),
      ).toBe(
        message(
          'expect(received).toBeSimilarTo(expected, options)',
          '',
          'Expected content similarity ≥ 0.85, received 0.63',
          ...FOX_TEXTS,
        ),
      )
    })

    it('shows textual-difference details when that scorer decided', () => {
      const options = { scorer: 'textual-difference', granularity: 'word', min: 0.8 } as const
      expect(
        failureOf(() => expect('The quick brown dog sleeps').toBeSimilarTo('The quick brown fox jumps', options)),
      ).toBe(
        message(
          'expect(received).toBeSimilarTo(expected, options)',
          '',
          'Expected textual difference ratio ≥ 0.80, received 0.78',
          "changes 2, ratio 0.78, lengthDiff 0.04, granularity 'word'",
          ...FOX_TEXTS,
        ),
      )
    })

    it('escapes control characters of the received text in every line, the diff included', () => {
      const assertion = () => expect(HOSTILE).toBeSimilarTo('hello world end', { min: 0.99 })
      expect(unsafeCharactersIn(rawFailureOf(assertion))).toEqual([])
      expect(failureOf(assertion)).toBe(
        message(
          'expect(received).toBeSimilarTo(expected, options)',
          '',
          'Expected content similarity ≥ 0.99, received 0.51',
          '',
          'Expected: "hello world end"',
          'Received: "hello \\u001b[2J\\u001b]0;PWNED\\u0007 world \\u0000 end"',
          '',
          'Difference ([-expected-]{+received+}):',
          '  hello{+ \\u001b[2J\\u001b]0;PWNED\\u0007+} world {+\\u0000 +}end',
        ),
      )
    })

    it('shows bidi controls as escapes, in the expected text too', () => {
      const assertion = () => expect(BIDI).toBeSimilarTo('pay \u202Eevil now done', { min: 0.99 })
      expect(unsafeCharactersIn(rawFailureOf(assertion))).toEqual([])
      expect(failureOf(assertion).split('\n').slice(4)).toEqual([
        'Expected: "pay \\u202eevil now done"',
        'Received: "pay \\u202eevil\\u202c \\u2066now\\u2069\\u200f \\u061c\\u200e done"',
        '',
        'Difference ([-expected-]{+received+}):',
        '  pay \\u202eevil{+\\u202c+} {+\\u2066+}now{+\\u2069\\u200f \\u061c\\u200e+} done',
      ])
    })

    it('never rounds a failing score up to the threshold', () => {
      // 0.77611... against 0.7762: two decimals would print 0.78 for both.
      const failure = failureOf(() => expect(PARAPHRASE).toBeSimilarTo(REFERENCE, { min: 0.7762 }))
      expect(failure).toMatch(/^Expected content similarity ≥ 0\.7762, received 0\.7761$/m)
    })

    it('fails, without throwing, on a received value that is not text', () => {
      expect(failureOf(() => expect(42).toBeSimilarTo(REFERENCE))).toBe(
        message(
          'expect(received).toBeSimilarTo(expected)',
          '',
          'received value must be a string or { text: string }, got number 42',
        ),
      )
      expect(failureOf(() => expect({ text: 7 }).toBeSimilarTo(REFERENCE))).toContain(
        'received value must be a string or { text: string }, got an object whose text is number 7',
      )
      expect(failureOf(() => expect(null).toBeSimilarTo(REFERENCE))).toContain('got null')
    })

    it('says a received Promise, or a promised text, was probably not awaited', () => {
      const pending = Promise.resolve(PARAPHRASE)
      expect(failureOf(() => expect(pending).toBeSimilarTo(REFERENCE))).toBe(
        message(
          'expect(received).toBeSimilarTo(expected)',
          '',
          'received a Promise: did you forget `await` (or `.resolves`)?',
        ),
      )
      // The AI SDK's streamText result: its text is a promise.
      expect(failureOf(() => expect({ text: pending, usage: pending }).not.toBeSimilarTo(REFERENCE))).toBe(
        message(
          'expect(received).not.toBeSimilarTo(expected)',
          '',
          'received an object whose text is a Promise: did you forget `await` (or `.resolves`)? Pass `await result.text`.',
        ),
      )
      // Any thenable, as a promise from another realm or library is one.
      // biome-ignore lint/suspicious/noThenProperty: a thenable is what this case is about
      const thenable = { then: (resolve: (text: string) => void) => resolve(PARAPHRASE) }
      expect(failureOf(() => expect(thenable).toBeSimilarTo(REFERENCE))).toContain('received a Promise: did you forget')
    })

    it('throws on bad arguments, naming the argument and the value', () => {
      expect(() => expect('a').toBeSimilarTo(42 as never)).toThrow(
        'expect-similar: expected must be a string, received number 42',
      )
      expect(() => expect('a').toBeSimilarTo('a', { min: 1.5 })).toThrow(
        'expect-similar: option min must be a number in [0, 1], received number 1.5',
      )
      expect(() => expect('a').toBeSimilarTo('a', { min: -0.1 })).toThrow('received number -0.1')
      expect(() => expect('a').toBeSimilarTo('a', { min: Number.NaN })).toThrow(
        'expect-similar: option min must be a number in [0, 1], received number NaN',
      )
      expect(() => expect('a').toBeSimilarTo('a', { min: '0.8' as never })).toThrow('received string "0.8"')
      expect(() => expect('a').toBeSimilarTo('a', { minimum: 0.8 } as never)).toThrow(
        'expect-similar: unknown option "minimum" in options; expected one of min, scorer, normalize, ignoreCase, ignoreWhitespace, autojunk, granularity',
      )
      expect(() => expect('a').toBeSimilarTo('a', { threshold: 0.8 } as never)).toThrow(
        'unknown option "threshold" in options',
      )
      expect(() => expect('a').toBeSimilarTo('a', { scorer: 'levenshtein' as never })).toThrow(
        "option scorer must be one of 'content-similarity', 'textual-difference', received string \"levenshtein\"",
      )
      // The types reject these two (test/types); plain JavaScript gets the run-time error.
      expect(() => expect('a').toBeSimilarTo('a', { granularity: 'word' } as never)).toThrow(
        "option granularity only applies to scorer 'textual-difference', but scorer is 'content-similarity'",
      )
      expect(() => expect('a').toBeSimilarTo('a', { scorer: 'textual-difference', ignoreCase: true } as never)).toThrow(
        "option ignoreCase only applies to scorer 'content-similarity', but scorer is 'textual-difference'",
      )
      expect(() => expect('a').toBeSimilarTo('a', { ignoreCase: 'yes' as never })).toThrow(
        'option ignoreCase must be a boolean, received string "yes"',
      )
      expect(() => expect('a').toBeSimilarTo('a', 0.8 as never)).toThrow(
        'options must be an object, received number 0.8',
      )
    })

    // An extra argument used to be ignored, so a misplaced { min } passed at the default threshold.
    it('throws on extra arguments', () => {
      expect(() => (expect('a').toBeSimilarTo as (...args: unknown[]) => void)('a', {}, { min: 2 })).toThrow(
        new TypeError('expect-similar: toBeSimilarTo takes at most 2 arguments (expected and options), received 3'),
      )
      expect(() => (expect('a').not.toBeSimilarTo as (...args: unknown[]) => void)('b', undefined, 0.9)).toThrow(
        'toBeSimilarTo takes at most 2 arguments (expected and options), received 3',
      )
      // Trailing undefineds are not arguments, as in toMatchSimilarSnapshot.
      expect(() => (expect('a').toBeSimilarTo as (...args: unknown[]) => void)('a', undefined, undefined)).not.toThrow()
    })
  })

  describe('.not.toBeSimilarTo', () => {
    it('passes below the minimum', () => {
      expect('Completely unrelated words here').not.toBeSimilarTo(REFERENCE)
      expect(PARAPHRASE).not.toBeSimilarTo(REFERENCE, { min: 0.8 })
    })

    it('fails at or above the minimum, saying the score had to be lower', () => {
      expect(failureOf(() => expect(PARAPHRASE).not.toBeSimilarTo(REFERENCE))).toBe(
        message(
          'expect(received).not.toBeSimilarTo(expected)',
          '',
          'Expected content similarity < 0.70, received 0.78',
          '',
          'Expected: "The quick brown fox jumps over the lazy dog."',
          'Received: "A quick brown fox jumped over a lazy dog."',
          '',
          'Difference ([-expected-]{+received+}):',
          '  [-The-]{+A+} quick brown fox [-jumps-]{+jumped+} over [-the-]{+a+} lazy dog.',
        ),
      )
    })

    it('still fails on a received value that is not text', () => {
      expect(failureOf(() => expect(42).not.toBeSimilarTo(REFERENCE))).toBe(
        message(
          'expect(received).not.toBeSimilarTo(expected)',
          '',
          'received value must be a string or { text: string }, got number 42',
        ),
      )
    })

    it('throws on bad arguments too', () => {
      expect(() => expect('a').not.toBeSimilarTo('a', { min: 2 })).toThrow('option min must be a number in [0, 1]')
    })
  })

  describe('.resolves.toBeSimilarTo', () => {
    it('names the promise in the hint', async () => {
      await expect(Promise.resolve(PARAPHRASE)).resolves.toBeSimilarTo(REFERENCE)
      const error = await expect(Promise.resolve('zzz'))
        .resolves.toBeSimilarTo(REFERENCE)
        .catch((e: Error) => e)
      expect(
        failureOf(() => {
          throw error
        }).split('\n')[0],
      ).toBe('expect(received).resolves.toBeSimilarTo(expected)')
    })
  })
}
