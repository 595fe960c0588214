import { describe, expect, it } from 'vitest'
import { SequenceMatcher } from '../../../../src/core/sequence-matcher.js'
import { tokenize } from '../../../../src/core/tokenize.js'
import { encodeTexts, receivedText, storedWordEdits } from '../../../../src/reporter/render/html/data.js'
import { englishWords, prng, replaceWords } from '../../../../bench/english.js'

const texts = (expected: string, received: string) => ({
  expected,
  received,
  expectedLength: expected.length,
  receivedLength: received.length,
})

// Where each word-level edit of the scorer starts and ends in the two texts, in code units.
function scorerWordEdits(a: string, b: string): number[][] {
  const [ta, tb] = [tokenize(a, 'word'), tokenize(b, 'word')]
  const at = (tokens: string[]): number[] => {
    const out = [0]
    for (const t of tokens) out.push((out.at(-1) as number) + t.length)
    return out
  }
  const [x, y] = [at(ta), at(tb)]
  return new SequenceMatcher(null, ta, tb, false)
    .getOpcodes()
    .filter((op) => op[0] !== 'equal')
    .map(([, i1, i2, j1, j2]) => [x[i1], x[i2], y[j1], y[j2]] as number[])
}

describe('encodeTexts', () => {
  it('stores the received text as word edits the page turns back into it and into the word diff', () => {
    const random = prng(3)
    for (let k = 0; k < 30; k++) {
      const words = englishWords(random, 300)
      const [a, b] = [words.join(' '), replaceWords(random, words, 0.2).join(' ')]
      const data = encodeTexts(texts(a, b))
      expect(data.r).toBeUndefined()
      expect(receivedText(data)).toBe(b)
      expect(storedWordEdits(data)).toEqual(scorerWordEdits(a, b))
    }
  })

  it('keeps the received text whole when the edits would take more room than it', () => {
    const data = encodeTexts(texts('alpha beta gamma delta', 'one two three four five six'))
    expect(data).toEqual({ e: 'alpha beta gamma delta', r: 'one two three four five six' })
    expect(receivedText(data)).toBe('one two three four five six')
  })

  it('stores identical texts as no edits', () => {
    const data = encodeTexts(texts('same text', 'same text'))
    expect(data).toEqual({ e: 'same text', w: '', i: [] })
    expect(receivedText(data)).toBe('same text')
  })

  it('keeps the whole lengths of cut texts, and only of those', () => {
    const data = encodeTexts({ expected: 'abc', received: 'abd', expectedLength: 54_321, receivedLength: 3 })
    expect(data.el).toBe(54_321)
    expect(data.rl).toBeUndefined()
  })

  it('keeps the whole received text when no word diff is stored (too repetitive or too different)', () => {
    const a = 'ab '.repeat(20_000)
    const b = 'ba '.repeat(20_000)
    const data = encodeTexts(texts(a, b))
    expect(data.w).toBeUndefined()
    expect(data.r).toBe(b)
  })
})
