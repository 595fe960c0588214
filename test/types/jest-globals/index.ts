test('the matchers type-check on the global expect', async () => {
  expect('a').toBeSimilarTo('b')
  expect('a').toBeSimilarTo('b', { min: 0.8, scorer: 'textual-difference', granularity: 'word' })
  expect({ text: 'a' }).not.toBeSimilarTo('b', { ignoreCase: false })
  expect('a').toDifferByAtMost('b', 2, { granularity: 'line' })
  expect('a').toBeSimilarToAny(['a', 'b'])
  expect('a').toMatchSimilarSnapshot()
  expect({ text: 'a' }).toMatchSimilarSnapshot('hint', { min: 0.8, scorer: 'textual-difference' })
  expect('a').toMatchSimilarSnapshot({ min: 0.8 }, 'hint')
  await expect(Promise.resolve('a')).resolves.toBeSimilarTo('a')

  // @ts-expect-error min is a number
  expect('a').toBeSimilarTo('b', { min: '0.8' })
  // @ts-expect-error no such option
  expect('a').toBeSimilarTo('b', { minimum: 0.8 })
  // @ts-expect-error changes is required
  expect('a').toDifferByAtMost('b')
  // @ts-expect-error the snapshot options are the similarity options
  expect('a').toMatchSimilarSnapshot({ minimum: 0.8 })
})

test('the asymmetric forms type-check on expect and expect.not', () => {
  expect({ answer: 'x' }).toEqual({ answer: expect.similarTo('x', { min: 0.8 }) })
  expect({ answer: 'x' }).toEqual({ answer: expect.not.similarTo('y') })
  expect(jest.fn()).toHaveBeenCalledWith(expect.differingByAtMost('x', 1, { granularity: 'word' }))
  expect({ answer: 'x' }).toEqual({ answer: expect.not.differingByAtMost('y', 0) })

  // @ts-expect-error granularity is 'char' | 'word' | 'line'
  expect.similarTo('x', { granularity: 'sentence' })
  // @ts-expect-error expected is a string
  expect.not.similarTo(42)
})

test('reject is a readonly array of strings', () => {
  expect('a').toBeSimilarTo('b', { reject: ['c'] as const })
  expect('a').toMatchSimilarSnapshot('hint', { reject: ['c'] })
  // @ts-expect-error reject is an array, not one string
  expect('a').toBeSimilarTo('b', { reject: 'x' })
})
