import { describe, expect, it } from 'vitest'
import stringSimilarity from 'string-similarity'
import { contentSimilarity, preprocessContent } from '../../src/core/content-similarity.js'
import { corpus } from './support/corpus.js'

describe('contentSimilarity', () => {
  it.each([
    ['The quick brown fox jumps over the lazy dog.', 'A quick brown fox jumped over a lazy dog.', 0.7761194029850746],
    [
      'A brown fox quickly leaps across a sleeping dog.',
      'The quick brown fox jumps over the lazy dog.',
      0.40540540540540543,
    ],
    ['The cat sleeps on the windowsill.', 'The quick brown fox jumps over the lazy dog.', 0.25806451612903225],
  ])('gives the seed score for %j', (reference, output, expected) => {
    expect(contentSimilarity(reference, output).score).toBe(expected)
  })

  it('scores identical texts 1, both empty 1 and one empty 0', () => {
    expect(contentSimilarity('Same words here', 'Same words here').score).toBe(1)
    expect(contentSimilarity('', '').score).toBe(1)
    expect(contentSimilarity('', 'something').score).toBe(0)
    expect(contentSimilarity('something', '').score).toBe(0)
  })

  it('scores a partial rewrite between 0.7 and 0.8', () => {
    const { score } = contentSimilarity(
      'The quick brown fox jumps over the lazy dog',
      'The quick brown fox runs past the lazy dog',
    )
    expect(score).toBe(0.7164179104477612)
    expect(score).toBeGreaterThan(0.7)
    expect(score).toBeLessThan(0.8)
  })

  it('ignores case by default and can be made case-sensitive', () => {
    expect(contentSimilarity('Hello World', 'hello world').score).toBe(1)
    expect(contentSimilarity('Hello World', 'hello world', { ignoreCase: false }).score).toBe(0.6666666666666666)
  })

  it('folds whitespace by default, each option defaulting on its own', () => {
    const folded = contentSimilarity('  Hello \t\n World  ', 'HELLO WORLD', { ignoreCase: false })
    expect(folded.processedInput).toBe('Hello World')
    expect(folded.processedOutput).toBe('HELLO WORLD')
    const raw = contentSimilarity('  Hello \t\n World  ', 'hello world', { ignoreWhitespace: false })
    expect(raw.processedInput).toBe('  hello \t\n world  ')
    // Dice ignores whitespace itself, so whitespace folding changes the processed texts, not the score.
    expect(raw.score).toBe(1)
    expect(contentSimilarity('a\u00a0\u2003b', 'a b').processedInput).toBe('a b')
  })

  it('equals compareTwoStrings of the processed texts on the corpus', () => {
    for (const pair of corpus(0xc0, 100)) {
      const a = typeof pair.a === 'string' ? pair.a : pair.a.join('')
      const b = typeof pair.b === 'string' ? pair.b : pair.b.join('')
      for (const options of [undefined, { ignoreCase: false }, { ignoreWhitespace: false }]) {
        const result = contentSimilarity(a, b, options)
        expect(result.score).toBe(stringSimilarity.compareTwoStrings(result.processedInput, result.processedOutput))
      }
    }
  })

  it('handles lone surrogates like the upstream package', () => {
    const a = 'ab\ud800cd'
    const b = 'ab\udc00cd'
    expect(contentSimilarity(a, b).score).toBe(stringSimilarity.compareTwoStrings(a, b))
    expect(contentSimilarity(a, b).score).toBe(0.5)
  })

  it('rejects bad arguments and options', () => {
    expect(() => contentSimilarity(null as never, 'x')).toThrow(
      new TypeError('expect-similar: reference must be a string, received null'),
    )
    expect(() => contentSimilarity('x', { text: 'x' } as never)).toThrow(/output must be a string, received object/)
    expect(() => contentSimilarity('x', 'y', { ignoreCase: 1 } as never)).toThrow(
      /option ignoreCase must be a boolean, received number 1/,
    )
    expect(() => contentSimilarity('x', 'y', { ignoreWhitespace: 'no' } as never)).toThrow(
      /option ignoreWhitespace must be a boolean, received string "no"/,
    )
    expect(() => contentSimilarity('x', 'y', { trim: true } as never)).toThrow(
      /unknown option "trim" in contentSimilarity options; expected one of ignoreCase, ignoreWhitespace/,
    )
    expect(() => contentSimilarity('x', 'y', [] as never)).toThrow(
      /options must be an object, received array of length 0/,
    )
  })
})

describe('preprocessContent', () => {
  it('folds case and whitespace as asked', () => {
    expect(preprocessContent('  Hello\n  World ', true, true)).toBe('hello world')
    expect(preprocessContent('  Hello\n  World ', false, true)).toBe('Hello World')
    expect(preprocessContent('  Hello\n  World ', true, false)).toBe('  hello\n  world ')
  })

  // It is exported: a non-string used to crash inside toLowerCase, and a flag such as 'no' was
  // taken by truthiness.
  it('rejects a text that is not a string and flags that are not booleans', () => {
    expect(() => preprocessContent(42 as never, true, true)).toThrow(
      new TypeError('expect-similar: text must be a string, received number 42'),
    )
    expect(() => preprocessContent('a', 'no' as never, true)).toThrow(
      new TypeError('expect-similar: ignoreCase must be a boolean, received string "no"'),
    )
    expect(() => preprocessContent('a', true, undefined as never)).toThrow(
      new TypeError('expect-similar: ignoreWhitespace must be a boolean, received undefined'),
    )
  })
})

describe('contentSimilarity with normalize', () => {
  // The same words, composed (é as U+00E9) and decomposed (e + U+0301), as macOS file names and some LLM tokenizers produce.
  const composed = 'Café crème brûlée'.normalize('NFC')
  const decomposed = composed.normalize('NFD')

  it('leaves texts as they are by default, as Mastra does', () => {
    expect(contentSimilarity(composed, decomposed).score).toBe(0.375)
  })

  it('scores canonically equivalent texts 1 with NFC or NFKC', () => {
    expect(contentSimilarity(composed, decomposed, { normalize: 'NFC' })).toEqual({
      score: 1,
      processedInput: 'café crème brûlée',
      processedOutput: 'café crème brûlée',
    })
    expect(contentSimilarity(composed, decomposed, { normalize: 'NFKC' }).score).toBe(1)
  })

  it('folds compatibility characters (ligatures, full-width letters) only with NFKC, before lower-casing', () => {
    expect(contentSimilarity('ﬁle ＡＢＣ', 'file abc', { normalize: 'NFC' }).score).toBeLessThan(1)
    expect(contentSimilarity('ﬁle ＡＢＣ', 'file abc', { normalize: 'NFKC' }).score).toBe(1)
    expect(preprocessContent('ＡＢＣ', true, true, 'NFKC')).toBe('abc')
  })

  it('rejects an unknown form, naming the option', () => {
    expect(() => contentSimilarity('x', 'y', { normalize: 'NFD' } as never)).toThrow(
      new TypeError(
        `expect-similar: option normalize must be one of 'NFC', 'NFKC' (or left out), received string "NFD"`,
      ),
    )
    expect(() => contentSimilarity('x', 'y', { normalize: true } as never)).toThrow(/received boolean true/)
    expect(() => preprocessContent('x', true, true, 'nfc' as never)).toThrow(/normalize must be one of 'NFC', 'NFKC'/)
  })
})

describe('preprocessContent whitespace folding', () => {
  it('matches /\\s+/g -> " " for every UTF-16 code unit, alone, doubled and beside a space', () => {
    const reference = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim()
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code)
      for (const text of [`x${c}y`, `x${c}${c}y`, `x ${c}y`, `x${c} y`, `x${c} ${c}y`, c, ` ${c}`]) {
        const ours = preprocessContent(text, true, true)
        const expected = reference(text)
        if (ours !== expected) expect(ours, `code ${code.toString(16)} in ${JSON.stringify(text)}`).toBe(expected)
      }
    }
  })
})
