import { describe, expect, it, jest } from '@jest/globals'

const reference = 'The capital of France is Paris.'
const answer = 'Paris is the capital of France.'

describe('expect-similar installed with installMatchers under injectGlobals: false', () => {
  it('runs without Jest globals', () => {
    expect((globalThis as Record<string, unknown>).expect).toBeUndefined()
    expect((globalThis as Record<string, unknown>).describe).toBeUndefined()
  })

  it('the assertion matchers work and fail with the documented message', () => {
    expect(answer).toBeSimilarTo(reference, { min: 0.6 })
    expect({ text: answer }).not.toBeSimilarTo('Bananas are yellow.')
    expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
    expect(answer).toBeSimilarToAny(['Bananas are yellow.', reference], { min: 0.6 })
    expect(() => expect('Bananas are yellow.').toBeSimilarTo(reference, { min: 0.9 })).toThrow(
      /Expected content similarity ≥ 0\.90, received 0\.\d+/,
    )
  })

  it('the asymmetric forms are on expect and expect.not', () => {
    expect({ answer, lang: 'en' }).toEqual({ answer: expect.similarTo(reference, { min: 0.6 }), lang: 'en' })
    const send = jest.fn()
    send('Release 2.1')
    expect(send).toHaveBeenCalledWith(expect.differingByAtMost('Release 2.0', 1))
    expect({ answer }).toEqual({ answer: expect.not.similarTo('Bananas are yellow.') })
  })
})
