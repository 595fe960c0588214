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

test('the option types depend on the scorer, and normalize applies to both', async () => {
  expect('a').toBeSimilarTo('b', { normalize: 'NFC' })
  expect('a').toBeSimilarTo('b', { scorer: 'textual-difference', normalize: 'NFKC', granularity: 'word' })
  expect('a').toDifferByAtMost('b', 1, { normalize: 'NFC' })
  expect('a').toMatchSimilarSnapshot(undefined, 'hint')
  const scorer = 'textual-difference' as 'content-similarity' | 'textual-difference'
  expect('a').toBeSimilarTo('b', { scorer, min: 0.5 })

  // @ts-expect-error granularity belongs to the textual-difference scorer
  expect('a').toBeSimilarTo('b', { granularity: 'word' })
  // @ts-expect-error ignoreCase belongs to the content-similarity scorer
  expect('a').toBeSimilarTo('b', { scorer: 'textual-difference', ignoreCase: false })
  // @ts-expect-error autojunk belongs to the textual-difference scorer
  expect('a').not.toBeSimilarToAny(['a'], { scorer: 'content-similarity', autojunk: true })
  const resolved = expect(Promise.resolve('a')).resolves
  // @ts-expect-error ignoreWhitespace belongs to the content-similarity scorer
  await resolved.toBeSimilarTo('b', { scorer: 'textual-difference', ignoreWhitespace: true })
  // @ts-expect-error two hints
  expect('a').toMatchSimilarSnapshot('a', 'b')
  // @ts-expect-error the snapshot options depend on the scorer too
  expect('a').toMatchSimilarSnapshot('hint', { granularity: 'word' })
  // @ts-expect-error normalize is 'NFC' or 'NFKC'
  expect('a').toBeSimilarTo('b', { normalize: 'NFD' })
  // @ts-expect-error granularity belongs to the textual-difference scorer
  expect.not.similarTo('x', { granularity: 'word' })
  // @ts-expect-error ignoreCase belongs to the content-similarity scorer
  expect.similarTo('x', { scorer: 'textual-difference', ignoreCase: true })
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
