import { describe, expect, it } from 'vitest'
import {
  encodeTexts,
  inTextChunks,
  receivedText,
  storedWordEdits,
  TEXT_CHUNK,
  textChunkOf,
} from '../../../../src/reporter/render/html/data.js'
import { englishWords, prng, replaceWords } from '../../../../bench/english.js'
import { scorerEdits, texts } from './scorer-edits.js'

describe('encodeTexts', () => {
  it('stores the received text as word edits the page turns back into it and into the word diff', () => {
    const random = prng(3)
    for (let k = 0; k < 30; k++) {
      const words = englishWords(random, 300)
      const [a, b] = [words.join(' '), replaceWords(random, words, 0.2).join(' ')]
      const data = encodeTexts(texts(a, b))
      expect(data.r).toBeUndefined()
      expect(receivedText(data)).toBe(b)
      expect(storedWordEdits(data)).toEqual(scorerEdits(a, b, false))
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

describe('the text chunks', () => {
  it('put each record where the page script looks for it', () => {
    for (const count of [0, 1, TEXT_CHUNK - 1, TEXT_CHUNK, TEXT_CHUNK + 1, 3 * TEXT_CHUNK + 7]) {
      const records = Array.from({ length: count }, (_, k) => k)
      const chunks = inTextChunks(records)
      expect(chunks).toHaveLength(Math.ceil(count / TEXT_CHUNK))
      expect(chunks.every((chunk) => chunk.length > 0 && chunk.length <= TEXT_CHUNK)).toBe(true)
      for (const index of records) {
        const { chunk, at } = textChunkOf(index)
        expect(chunks[chunk]?.[at]).toBe(index)
      }
    }
  })
})
