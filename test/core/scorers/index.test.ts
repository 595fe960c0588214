import { describe, expect, it } from 'vitest'
import { contentSimilarity } from '../../../src/core/content-similarity.js'
import {
  SCORER_NAMES,
  SCORERS,
  assertScorer,
  isScorerName,
  ownerOf,
  resolveScorerOptions,
} from '../../../src/core/scorers/index.js'
import { textualDifference } from '../../../src/core/textual-difference.js'

const A = 'The quick brown fox jumps over the lazy dog.'
const B = 'A quick brown fox jumped over a lazy dog!'

describe('assertScorer', () => {
  it('accepts every scorer name', () => {
    expect(SCORER_NAMES).toStrictEqual(['content-similarity', 'textual-difference'])
    for (const name of SCORER_NAMES) {
      expect(() => assertScorer('option scorer', name)).not.toThrow()
      expect(isScorerName(name)).toBe(true)
      expect(SCORERS[name].name).toBe(name)
    }
  })

  it.each([
    ['dice', 'string "dice"'],
    [undefined, 'undefined'],
    [1, 'number 1'],
  ])('rejects %j with the list of names', (value, shown) => {
    expect(() => assertScorer('option scorer', value)).toThrow(
      new TypeError(
        `expect-similar: option scorer must be one of 'content-similarity', 'textual-difference', received ${shown}`,
      ),
    )
    expect(isScorerName(value)).toBe(false)
  })

  // A pushed name would otherwise be accepted by every validator and reach a scorer that cannot handle it.
  it('cannot be widened', () => {
    expect(Object.isFrozen(SCORER_NAMES)).toBe(true)
    expect(Object.isFrozen(SCORERS)).toBe(true)
    expect(() => (SCORER_NAMES as string[]).push('dice')).toThrow(TypeError)
    expect(isScorerName('dice')).toBe(false)
  })
})

describe('the table', () => {
  it('names each option by its owner', () => {
    expect(ownerOf('ignoreCase')).toBe('content-similarity')
    expect(ownerOf('budget')).toBe('textual-difference')
    expect(ownerOf('normalize')).toBeUndefined()
    expect(ownerOf('toString')).toBeUndefined()
  })

  it('applies the defaults and checks given options', () => {
    expect(resolveScorerOptions('content-similarity', {})).toStrictEqual({ ignoreCase: true, ignoreWhitespace: true })
    expect(resolveScorerOptions('textual-difference', { granularity: 'word' })).toStrictEqual({
      autojunk: false,
      granularity: 'word',
    })
    expect(() => resolveScorerOptions('content-similarity', { ignoreCase: 'yes' })).toThrow(
      new TypeError('expect-similar: option ignoreCase must be a boolean, received string "yes"'),
    )
    expect(() => resolveScorerOptions('textual-difference', { granularity: 'sentence' })).toThrow(
      "expect-similar: option granularity must be one of 'char', 'word', 'line', received string \"sentence\"",
    )
    expect(() => resolveScorerOptions('textual-difference', { budget: 0 })).toThrow('option budget')
  })
})

describe('content-similarity row', () => {
  const row = SCORERS['content-similarity']
  it('scores as the pure function does', () => {
    for (const ignoreCase of [true, false]) {
      const options = { ignoreCase, ignoreWhitespace: true }
      expect(row.score(A, B, options)).toStrictEqual({ score: contentSimilarity(A, B, options).score })
    }
    expect(row.score('e\u0301', '\u00e9', { ignoreCase: true, ignoreWhitespace: true, normalize: 'NFC' }).score).toBe(1)
  })

  it('counts no changes and names itself', () => {
    expect(row.countsChanges).toBe(false)
    expect(row.changeUnit).toBeUndefined()
    expect([row.label, row.title, row.short]).toStrictEqual(['content similarity', 'Similarity', 'Sim'])
    expect(row.probe).toStrictEqual({ cap: 50, options: ['ignoreCase', 'ignoreWhitespace'] })
    expect(row.compare.settings({ ignoreCase: false, ignoreWhitespace: true })).toBe(
      'ignoreCase false, ignoreWhitespace true',
    )
  })
})

describe('textual-difference row', () => {
  const row = SCORERS['textual-difference']
  it('scores as the pure function does', () => {
    for (const granularity of ['char', 'word', 'line'] as const) {
      const expected = textualDifference(A, B, { granularity })
      expect(row.score(A, B, { granularity, autojunk: false })).toStrictEqual({
        score: expected.ratio,
        changes: expected.changes,
        ratio: expected.ratio,
        lengthDiff: expected.lengthDiff,
      })
    }
  })

  it('counts changes in its granularity and prints what compare shows', () => {
    const outcome = row.score(A, B, { granularity: 'word', autojunk: false })
    const pure = textualDifference(A, B, { granularity: 'word' })
    expect(row.countsChanges).toBe(true)
    expect(row.changeUnit?.({ granularity: 'line', autojunk: false })).toBe('line')
    expect(row.compare.metrics(outcome)).toStrictEqual({
      score: pure.score,
      ratio: pure.ratio,
      changes: pure.changes,
      lengthDiff: pure.lengthDiff,
      confidence: pure.confidence,
    })
    expect(row.compare.values(outcome)).toBe(
      `ratio ${pure.ratio.toFixed(4)}, changes ${pure.changes}, lengthDiff ${pure.lengthDiff.toFixed(4)}, ` +
        `confidence ${pure.confidence.toFixed(4)}`,
    )
    expect(row.probe).toStrictEqual({ cap: 16, options: ['granularity', 'autojunk', 'algorithm'] })
  })
})
