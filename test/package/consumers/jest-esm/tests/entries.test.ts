import { describe, expect, it, jest } from '@jest/globals'
import { contentSimilarity } from 'expect-similar'
import { matchers } from 'expect-similar/matchers'

const reference = 'The capital of France is Paris.'
const answer = 'Paris is the capital of France.'

describe('expect-similar in an ESM Jest project importing from @jest/globals', () => {
  it('toBeSimilarTo passes, negates and fails with the documented message', () => {
    expect(answer).toBeSimilarTo(reference, { min: 0.6 })
    expect({ text: answer }).not.toBeSimilarTo('Bananas are yellow.')
    expect(() => expect('Bananas are yellow.').toBeSimilarTo(reference, { min: 0.9 })).toThrow(
      /Expected content similarity ≥ 0\.90, received 0\.\d+/,
    )
  })

  it('toDifferByAtMost and toBeSimilarToAny', () => {
    expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
    expect(answer).toBeSimilarToAny(['Bananas are yellow.', reference], { min: 0.6 })
  })

  it('asymmetric matchers work inside toEqual and toHaveBeenCalledWith', () => {
    expect({ answer, lang: 'en' }).toEqual({ answer: expect.similarTo(reference, { min: 0.6 }), lang: 'en' })
    const send = jest.fn()
    send('Release 2.1')
    expect(send).toHaveBeenCalledWith(expect.differingByAtMost('Release 2.0', 1))
  })

  it('the root entry and the plain matcher object load through import', () => {
    expect(contentSimilarity(reference, answer).score).toBeCloseTo(0.88, 10)
    expect(Object.keys(matchers)).toContain('toBeSimilarToAny')
  })
})
