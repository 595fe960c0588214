import { describe, expect, it } from 'vitest'
import { BLIND_SETS } from './blind-sets.js'

// blind.json to blind43.json (no blind22) hold pairs written without reading the guard rules;
// bench/guards.ts prints the guards' rates on them. This checks only the files' shape, never the
// rates: pinning them here would turn the held-out pairs into one more tuning target.
const FILES = BLIND_SETS
const everyPair = FILES.flatMap((file) => file.pairs)
const CHANGE_KINDS = ['numbers', 'negation', 'names']
const HALF_SETS = new Set([
  'blind31.json',
  'blind32.json',
  'blind33.json',
  'blind34.json',
  'blind35.json',
  'blind36.json',
  'blind37.json',
  'blind38.json',
  'blind39.json',
  'blind40.json',
  'blind41.json',
  'blind42.json',
  'blind43.json',
])

/**
 * Sentences and list lines of a text; a title such as "Dr." does not end a sentence, nor does the
 * number of a numbered list line ("1. Commencement").
 */
const sentences = (text: string): string[] =>
  text
    .replace(/^\s*\d+[.)]\s+/gm, '')
    .split(/\n|(?<=(?<!\b(?:Dr|Ms|Mr|Mrs))[.!?])\s+/)
    .filter((part) => /\w/.test(part))

describe.each(FILES)('blind guard pairs in $name', ({ name, idPrefix, pairs }) => {
  // blind31.json to blind43.json are half sets of 50 pairs on five topics (blind32's writer stopped after 50).
  it('has 40 paraphrases and 20 one-fact changes per guard kind (half that in a half set), and nothing else', () => {
    const counts: Record<string, number> = {}
    for (const pair of pairs) counts[pair.kind] = (counts[pair.kind] ?? 0) + 1
    const each = HALF_SETS.has(name) ? 10 : 20
    expect(counts).toEqual({ paraphrase: 2 * each, numbers: each, negation: each, names: each })
  })

  it('gives every pair an id that starts with the file prefix and its kind', () => {
    for (const pair of pairs) {
      const prefix = pair.kind === 'paraphrase' ? 'para' : pair.kind
      expect(pair.id).toMatch(new RegExp(`^${idPrefix}${prefix}-\\d\\d$`))
    }
  })

  it('says what changed in every changed pair and in no paraphrase', () => {
    for (const pair of pairs) {
      if (CHANGE_KINDS.includes(pair.kind))
        expect(pair.change, pair.id).toMatch(/^(changed|added|dropped|swapped|flipped)/)
      else expect(pair.change, pair.id).toBeUndefined()
    }
  })

  it('has two different texts in each pair', () => {
    for (const pair of pairs) expect(pair.received, pair.id).not.toBe(pair.expected)
  })

  // At most 16: a FAQ line holds a question and its answer ("Q: Is there a minimum award? A: Yes,
  // £50,000."), two or three sentences to this count (blind24.json, blind25.json), and a text of
  // short lines counts each line (b43-negation-09 has 15).
  it('writes each expected text as 3 to 16 sentences', () => {
    for (const pair of pairs) {
      const count = sentences(pair.expected).length
      expect(count, pair.id).toBeGreaterThanOrEqual(3)
      expect(count, pair.id).toBeLessThanOrEqual(16)
    }
  })
})

describe('blind guard pairs across all files', () => {
  it('gives every pair a unique id', () => {
    expect(new Set(everyPair.map((pair) => pair.id)).size).toBe(everyPair.length)
  })

  it('writes the third file in answer styles neither earlier file uses', () => {
    const earlier = new Set([...FILES[0]!.pairs, ...FILES[1]!.pairs].map((pair) => pair.style))
    expect(FILES[2]!.pairs.filter((pair) => earlier.has(pair.style)).map((pair) => pair.id)).toEqual([])
  })

  it('writes the fourth file in answer styles none of the first three files uses', () => {
    const earlier = new Set(FILES.slice(0, 3).flatMap((file) => file.pairs.map((pair) => pair.style)))
    expect(FILES[3]!.pairs.filter((pair) => earlier.has(pair.style)).map((pair) => pair.id)).toEqual([])
  })

  it('writes the fifth file in answer styles none of the first four files uses', () => {
    const earlier = new Set(FILES.slice(0, 4).flatMap((file) => file.pairs.map((pair) => pair.style)))
    expect(FILES[4]!.pairs.filter((pair) => earlier.has(pair.style)).map((pair) => pair.id)).toEqual([])
  })

  it('writes the sixth and later files in answer styles no other file uses', () => {
    for (let later = 5; later < FILES.length; later++) {
      const others = new Set(
        FILES.filter((_, i) => i !== later).flatMap((file) => file.pairs.map((pair) => pair.style)),
      )
      expect(FILES[later]!.pairs.filter((pair) => others.has(pair.style)).map((pair) => pair.id)).toEqual([])
    }
  })

  it('has no text twice', () => {
    const texts = everyPair.flatMap((pair) => [pair.expected, pair.received])
    expect(new Set(texts).size).toBe(texts.length)
  })
})
