import '../../src/vitest.js'
import { describe, expect, it } from 'vitest'
import {
  booleanProblem,
  granularityProblem,
  optionsProblem,
  stringProblem,
  throwProblem,
  unitIntervalProblem,
} from '../../src/core/validate.js'
import { scorerProblem } from '../../src/core/scorers/index.js'
import { argumentCountProblem, candidatesProblem, maxChangesProblem } from '../../src/matchers/options.js'
import { recordsOf } from './helpers.js'

const REFERENCE = 'The quick brown fox jumps over the lazy dog.'
const PARAPHRASE = 'A quick brown fox jumped over a lazy dog.'

// Everything but the matcher's name and the line of the call, which differ between the two forms
// by design; both lines must be there, though.
function withoutName(records: readonly object[]): object[] {
  return records.map(({ matcher: _matcher, line, ...rest }: { matcher?: unknown; line?: unknown }) => {
    expect(line).toEqual(expect.any(Number))
    return rest
  })
}

describe('an assertion and its asymmetric form', () => {
  it.for([
    ['passing', 'The quick brown cat', 1, { granularity: 'word' as const }],
    ['failing', 'A slow red cat', 1, undefined],
    ['passing by characters', 'kitten', 3, { autojunk: true }],
  ] as const)(
    'toDifferByAtMost and differingByAtMost leave the same record (%s)',
    ([, received, changes, options], { task }) => {
      const reference = received === 'kitten' ? 'sitting' : 'The quick brown fox'
      const pass = (() => {
        try {
          expect(received).toDifferByAtMost(reference, changes, options)
          return true
        } catch {
          return false
        }
      })()
      const matched = expect.differingByAtMost(reference, changes, options).asymmetricMatch(received)
      expect(matched).toBe(pass)
      const records = recordsOf(task)
      expect(records.map((record) => record.matcher)).toEqual(['toDifferByAtMost', 'differingByAtMost'])
      const [assertion, asymmetric] = withoutName(records)
      expect(asymmetric).toStrictEqual(assertion)
    },
  )

  it.for([
    ['content similarity', undefined],
    ['textual difference', { scorer: 'textual-difference' as const, min: 0.5, granularity: 'word' as const }],
  ] as const)('toBeSimilarTo and similarTo leave the same record (%s)', ([, options], { task }) => {
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE, options)
    expect(expect.similarTo(REFERENCE, options).asymmetricMatch(PARAPHRASE)).toBe(true)
    const records = recordsOf(task)
    expect(records.map((record) => record.matcher)).toEqual(['toBeSimilarTo', 'similarTo'])
    const [assertion, asymmetric] = withoutName(records)
    expect(asymmetric).toStrictEqual(assertion)
  })

  it('negated forms agree too: .not.toDifferByAtMost and expect.not.differingByAtMost', ({ task }) => {
    expect('kitten').not.toDifferByAtMost('sitting', 2)
    expect(expect.not.differingByAtMost('sitting', 2).asymmetricMatch('kitten')).toBe(true)
    const [assertion, asymmetric] = withoutName(recordsOf(task))
    expect(asymmetric).toStrictEqual(assertion)
    expect(assertion).toMatchObject({ pass: true, isNot: true, changes: 3, maxChanges: 2 })
  })
})

describe('problem primitives', () => {
  it('return null for a good value', () => {
    expect(stringProblem('expected', 'a')).toBeNull()
    expect(booleanProblem('flag', false)).toBeNull()
    expect(optionsProblem('options', undefined, ['min'])).toBeNull()
    expect(optionsProblem('options', { min: 1 }, ['min'])).toBeNull()
    expect(unitIntervalProblem('option min', 0)).toBeNull()
    expect(scorerProblem('option scorer', 'textual-difference')).toBeNull()
    expect(granularityProblem('option granularity', 'line')).toBeNull()
    expect(maxChangesProblem(0)).toBeNull()
    expect(candidatesProblem(['a'])).toBeNull()
    expect(argumentCountProblem('toBeSimilarTo', ['expected', 'options'], ['a', {}, undefined])).toBeNull()
  })

  it('say what is wrong without the expect-similar: prefix', () => {
    expect(stringProblem('expected', 42)).toBe('expected must be a string, received number 42')
    expect(booleanProblem('flag', 'no')).toBe('flag must be a boolean, received string "no"')
    expect(optionsProblem('options', new Map(), ['min'])).toBe('options must be a plain object, received Map instance')
    expect(optionsProblem('options', { max: 1 }, ['min', 'scorer'])).toBe(
      'unknown option "max" in options; expected one of min, scorer',
    )
    expect(unitIntervalProblem('option min', Number.NaN)).toBe(
      'option min must be a number in [0, 1], received number NaN',
    )
    expect(scorerProblem('option scorer', 'dice')).toBe(
      "option scorer must be one of 'content-similarity', 'textual-difference', received string \"dice\"",
    )
    expect(granularityProblem('granularity', 'char', ['word', 'line'])).toBe(
      "granularity must be one of 'word', 'line', received string \"char\"",
    )
    expect(maxChangesProblem(1.5)).toBe('changes must be a non-negative integer, received number 1.5')
    expect(candidatesProblem(['a', 2])).toBe('candidates[1] must be a string, received number 2')
    expect(argumentCountProblem('expect.similarTo', ['expected', 'options'], ['a', {}, {}])).toBe(
      'expect.similarTo takes at most 2 arguments (expected and options), received 3',
    )
  })

  it('get the prefix only where they are thrown', () => {
    expect(() => throwProblem(null)).not.toThrow()
    expect(() => throwProblem(maxChangesProblem(-1))).toThrow(
      new TypeError('expect-similar: changes must be a non-negative integer, received number -1'),
    )
  })
})
