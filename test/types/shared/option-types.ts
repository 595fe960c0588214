// The option-type checks every runner's augmentation must pass the same way. Each type-test project
// maps 'type-test-runner' (tsconfig paths) to its own expect and test, so this body is written once.
import { expect, test } from 'type-test-runner'

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
