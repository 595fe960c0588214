import { describe, expect, it } from 'vitest'
import { textualDifference } from '../../src/core/textual-difference.js'
import { ScoringBudgetError } from '../../src/core/budget.js'
import { GRANULARITIES, tokenize } from '../../src/core/tokenize.js'
import { corpus } from './support/corpus.js'
import { UpstreamSequenceMatcher } from './support/upstream.js'

describe('textualDifference', () => {
  // A Chinese clause used to be one word token, so any edit replaced all of it and scored 0.
  it('scores Chinese at word granularity by dictionary words, as difflib does on those tokens', () => {
    const [a, b] = ['北京是中华人民共和国的首都', '北京是中国的首都']
    const result = textualDifference(a, b, { granularity: 'word' })
    expect(result.opcodes).toStrictEqual([
      ['equal', 0, 2, 0, 2],
      ['replace', 2, 5, 2, 3],
      ['equal', 5, 7, 3, 5],
    ])
    const upstream = new UpstreamSequenceMatcher(null, tokenize(a, 'word'), tokenize(b, 'word'), false)
    expect(result.ratio).toBe(upstream.ratio())
    expect(result.ratio).toBe(2 / 3)
  })

  it('scores identical texts 1, both empty 1 and one empty 0', () => {
    expect(textualDifference('same text', 'same text')).toStrictEqual({
      score: 1,
      ratio: 1,
      changes: 0,
      lengthDiff: 0,
      confidence: 1,
      opcodes: [['equal', 0, 9, 0, 9]],
    })
    expect(textualDifference('', '')).toStrictEqual({
      score: 1,
      ratio: 1,
      changes: 0,
      lengthDiff: 0,
      confidence: 1,
      opcodes: [],
    })
    expect(textualDifference('', 'abc')).toStrictEqual({
      score: 0,
      ratio: 0,
      changes: 1,
      lengthDiff: 1,
      confidence: 0,
      opcodes: [['insert', 0, 0, 0, 3]],
    })
  })

  it('counts one change for a one-word substitution, insertion or deletion, per character', () => {
    const substitution = textualDifference('The quick brown fox', 'The quick brown cat')
    expect(substitution.changes).toBe(1)
    expect(substitution.opcodes).toStrictEqual([
      ['equal', 0, 16, 0, 16],
      ['replace', 16, 19, 16, 19],
    ])
    const insertion = textualDifference('The quick fox', 'The quick brown fox')
    expect(insertion.changes).toBe(1)
    expect(insertion.ratio).toBe(0.8125)
    expect(insertion.lengthDiff).toBe(6 / 19)
    expect(insertion.confidence).toBe(1 - 6 / 19)
    expect(textualDifference('The quick brown fox', 'The quick fox').changes).toBe(1)
  })

  it('counts one change per edited word at word granularity', () => {
    // Two words replaced, with the space between them unchanged: two changes.
    const result = textualDifference(
      'The quick brown fox jumps over the lazy dog',
      'The quick brown fox runs past the lazy dog',
      { granularity: 'word' },
    )
    expect(result.changes).toBe(2)
    expect(result.opcodes).toStrictEqual([
      ['equal', 0, 8, 0, 8],
      ['replace', 8, 9, 8, 9],
      ['equal', 9, 10, 9, 10],
      ['replace', 10, 11, 10, 11],
      ['equal', 11, 17, 11, 17],
    ])
    expect(result.ratio).toBe(30 / 34)
    // lengthDiff stays in characters whatever the granularity.
    expect(result.lengthDiff).toBe(1 / 43)
    expect(textualDifference('one two three', 'one 2 three', { granularity: 'word' }).changes).toBe(1)
    expect(textualDifference('one two three', 'one three', { granularity: 'word' }).changes).toBe(1)
    expect(textualDifference('one three', 'one two three', { granularity: 'word' }).changes).toBe(1)
  })

  it('compares lines with their line ends at line granularity', () => {
    const result = textualDifference('a\nb\nc\n', 'a\nB\nc', { granularity: 'line' })
    expect(result.opcodes).toStrictEqual([
      ['equal', 0, 1, 0, 1],
      ['replace', 1, 3, 1, 3],
    ])
    expect(result.changes).toBe(1)
    expect(result.ratio).toBe(1 / 3)
  })

  it('keeps autojunk off by default and on when asked', () => {
    const sentence = 'The release notes describe every change in this version of the library. '
    const a = sentence.repeat(4)
    const b = a.replace('every change', 'each change')
    const off = textualDifference(a, b)
    const on = textualDifference(a, b, { autojunk: true })
    expect(off.ratio).toBe(new UpstreamSequenceMatcher(null, a, b, false).ratio())
    expect(on.ratio).toBe(new UpstreamSequenceMatcher(null, a, b, true).ratio())
    expect(off.ratio).toBe(0.9878260869565217)
    expect(on.ratio).toBe(0.09739130434782609)
  })

  it('matches npm difflib at every granularity on the corpus, lone surrogates and empty strings included', () => {
    let compared = 0
    for (const pair of corpus(0x7e47, 60)) {
      const a = typeof pair.a === 'string' ? pair.a : pair.a.join('')
      const b = typeof pair.b === 'string' ? pair.b : pair.b.join('')
      for (const granularity of ['char', 'word', 'line'] as const) {
        const ours = textualDifference(a, b, { granularity, autojunk: pair.autojunk })
        const seqA = granularity === 'char' ? a : tokenize(a, granularity)
        const seqB = granularity === 'char' ? b : tokenize(b, granularity)
        const upstream = new UpstreamSequenceMatcher(null, seqA, seqB, pair.autojunk)
        expect(ours.ratio, JSON.stringify([a, b, granularity])).toBe(upstream.ratio())
        expect(ours.opcodes).toStrictEqual(upstream.getOpcodes())
        compared++
      }
    }
    expect(compared).toBeGreaterThan(1000)
  })

  it('rejects bad arguments and options', () => {
    expect(() => textualDifference(3 as never, 'x')).toThrow(
      new TypeError('expect-similar: reference must be a string, received number 3'),
    )
    expect(() => textualDifference('x', ['x'] as never)).toThrow(/output must be a string, received array of length 1/)
    expect(() => textualDifference('x', 'y', { granularity: 'sentence' } as never)).toThrow(
      new TypeError(
        `expect-similar: option granularity must be one of 'char', 'word', 'line', received string "sentence"`,
      ),
    )
    expect(() => textualDifference('x', 'y', { autojunk: 'false' } as never)).toThrow(
      /option autojunk must be a boolean, received string "false"/,
    )
    expect(() => textualDifference('x', 'y', { autoJunk: true } as never)).toThrow(
      /unknown option "autoJunk" in textualDifference options; expected one of autojunk, granularity, normalize, budget/,
    )
    expect(() => textualDifference('x', 'y', 'word' as never)).toThrow(
      /options must be an object, received string "word"/,
    )
    // Only plain objects: a Map or a Date used to be read as "no options" and silently ignored.
    expect(() => textualDifference('x', 'y', new Map([['granularity', 'word']]) as never)).toThrow(
      new TypeError('expect-similar: textualDifference options must be a plain object, received Map instance'),
    )
    expect(() => textualDifference('x', 'y', new Date() as never)).toThrow(
      /options must be a plain object, received Date instance/,
    )
    expect(textualDifference('ab', 'b', Object.assign(Object.create(null), { granularity: 'char' })).changes).toBe(1)
  })

  // GRANULARITIES is exported; were it mutable, pushing a name would make textualDifference accept it.
  it('cannot be taught a new granularity through the exported list', () => {
    expect(() => (GRANULARITIES as string[]).push('sentence')).toThrow(TypeError)
    expect(GRANULARITIES).toStrictEqual(['char', 'word', 'line'])
    expect(() => textualDifference('x', 'y', { granularity: 'sentence' } as never)).toThrow(
      /option granularity must be one of/,
    )
  })
})

describe('textualDifference with normalize', () => {
  const composed = 'Café crème brûlée'.normalize('NFC')
  const decomposed = composed.normalize('NFD')

  it('counts the decomposed accents as changes by default', () => {
    const result = textualDifference(composed, decomposed)
    expect({ ratio: result.ratio, changes: result.changes }).toEqual({ ratio: 0.6842105263157895, changes: 5 })
  })

  it('finds no difference after NFC or NFKC, in any granularity, with lengths of the normalized texts', () => {
    for (const normalize of ['NFC', 'NFKC'] as const) {
      for (const granularity of GRANULARITIES) {
        const result = textualDifference(composed, decomposed, { normalize, granularity })
        expect({
          normalize,
          granularity,
          ratio: result.ratio,
          changes: result.changes,
          lengthDiff: result.lengthDiff,
        }).toEqual({ normalize, granularity, ratio: 1, changes: 0, lengthDiff: 0 })
      }
    }
  })

  it('rejects an unknown form, naming the option', () => {
    expect(() => textualDifference('x', 'y', { normalize: 'NFKD' } as never)).toThrow(
      new TypeError(
        `expect-similar: option normalize must be one of 'NFC', 'NFKC' (or left out), received string "NFKD"`,
      ),
    )
  })
})

describe('textualDifference: budget', () => {
  it('passes the budget to the matcher and validates it', () => {
    const a = 'ab'.repeat(500)
    const b = 'abb'.repeat(333)
    expect(() => textualDifference(a, b, { budget: 100 })).toThrow(ScoringBudgetError)
    expect(textualDifference(a, b, { budget: Infinity })).toStrictEqual(textualDifference(a, b))
    expect(() => textualDifference(a, b, { budget: '1e6' } as never)).toThrow(
      /option budget must be a positive integer or Infinity, received string "1e6"/,
    )
  })
})
