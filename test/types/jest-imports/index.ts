import { expect, jest, test } from '@jest/globals'

test('the matchers type-check on the expect of @jest/globals', async () => {
  expect('a').toBeSimilarTo('b')
  expect('a').toBeSimilarTo('b', { min: 0.8, scorer: 'content-similarity', ignoreWhitespace: false })
  expect({ text: 'a' }).not.toDifferByAtMost('b', 2, { granularity: 'word', autojunk: true })
  expect('a').toBeSimilarToAny(['a', 'b'])
  expect('a').toMatchSimilarSnapshot()
  expect({ text: 'a' }).toMatchSimilarSnapshot('hint', { min: 0.8, scorer: 'textual-difference' })
  expect('a').toMatchSimilarSnapshot({ min: 0.8 }, 'hint')
  await expect(Promise.resolve('a')).resolves.toBeSimilarTo('a')

  // @ts-expect-error min is a number
  expect('a').toBeSimilarTo('b', { min: '0.8' })
  // @ts-expect-error no such scorer
  expect('a').toBeSimilarTo('b', { scorer: 'levenshtein' })
  // @ts-expect-error changes is a number
  expect('a').toDifferByAtMost('b', '2')
  // @ts-expect-error the snapshot options are the similarity options
  expect('a').toMatchSimilarSnapshot({ minimum: 0.8 })
})

test('the asymmetric forms type-check on expect and expect.not', () => {
  expect({ answer: 'x' }).toEqual({ answer: expect.similarTo('x', { min: 0.8 }) })
  expect({ answer: 'x' }).toEqual({ answer: expect.not.similarTo('y') })
  expect(jest.fn()).toHaveBeenCalledWith(expect.differingByAtMost('x', 1))
  expect({ answer: 'x' }).toEqual({ answer: expect.not.differingByAtMost('y', 0) })

  // @ts-expect-error changes is required
  expect.differingByAtMost('x')
})
