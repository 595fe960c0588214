import { contentSimilarity, textualDifference } from 'expect-similar'
import { matchers } from 'expect-similar/matchers'
import { describe, expect, it } from 'vitest'

const reference = 'The capital of France is Paris.'
const answer = 'Paris is the capital of France.'

describe('expect-similar installed from the tarball into a Vitest project', () => {
  it('toBeSimilarTo passes, negates and fails with the documented message', () => {
    expect(answer).toBeSimilarTo(reference, { min: 0.6 })
    expect({ text: answer }).not.toBeSimilarTo('Bananas are yellow.')
    expect(() => expect('Bananas are yellow.').toBeSimilarTo(reference, { min: 0.9 })).toThrow(
      /Expected content similarity ≥ 0\.90, received 0\.\d+/,
    )
  })

  it('toDifferByAtMost counts word changes', () => {
    expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
    expect('A slow red cat').not.toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
  })

  it('toBeSimilarToAny accepts the best of several references', () => {
    expect(answer).toBeSimilarToAny(['Bananas are yellow.', reference], { min: 0.6 })
  })

  it('works under .resolves', async () => {
    await expect(Promise.resolve({ text: answer })).resolves.toBeSimilarTo(reference, { min: 0.6 })
  })

  it('asymmetric matchers work inside toEqual', () => {
    expect({ answer, lang: 'en' }).toEqual({ answer: expect.similarTo(reference, { min: 0.6 }), lang: 'en' })
    expect({ title: 'Release 2.1' }).toEqual({ title: expect.differingByAtMost('Release 2.0', 1) })
  })

  it('the root entry and the plain matcher object load', () => {
    expect(contentSimilarity(reference, answer).score).toBeCloseTo(0.88, 10)
    expect(textualDifference('abc', 'abd').changes).toBe(1)
    expect(Object.keys(matchers).sort()).toContain('toBeSimilarTo')
  })
})
