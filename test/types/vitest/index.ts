import { expect, test } from 'vitest'
import type { TestCase } from 'vitest/node'
import type { VitestScoreRecord } from 'expect-similar/vitest'

test('the matchers type-check on expect(...)', async () => {
  expect('a').toBeSimilarTo('b')
  expect('a').toBeSimilarTo('b', { min: 0.8, scorer: 'textual-difference', granularity: 'word', autojunk: false })
  expect({ text: 'a' }).not.toBeSimilarTo('b', { ignoreCase: false, ignoreWhitespace: true })
  expect('a').toDifferByAtMost('b', 2, { granularity: 'line' })
  expect('a').toDifferByAtMost('b', 2, { algorithm: 'lcs' })
  expect('a').toBeSimilarTo('b', { scorer: 'textual-difference', algorithm: 'lcs' })
  expect({ a: 'a' }).toEqual({ a: expect.differingByAtMost('b', 1, { algorithm: 'difflib' }) })
  expect('a').toBeSimilarToAny(['a', 'b'] as const, { min: 0.5 })
  expect.soft('a').toBeSimilarTo('b')
  await expect(Promise.resolve('a')).resolves.toBeSimilarTo('a')
  await expect.poll(() => 'a').toBeSimilarTo('a')
  expect('a').toMatchSimilarSnapshot()
  expect({ text: 'a' }).toMatchSimilarSnapshot('hint', { min: 0.8, scorer: 'textual-difference' })
  expect('a').toMatchSimilarSnapshot({ min: 0.8 }, 'hint')

  // @ts-expect-error min is a number
  expect('a').toBeSimilarTo('b', { min: '0.8' })
  // @ts-expect-error no such scorer
  expect('a').toBeSimilarTo('b', { scorer: 'levenshtein' })
  // @ts-expect-error no such option
  expect('a').toBeSimilarTo('b', { minimum: 0.8 })
  // @ts-expect-error algorithm belongs to the textual-difference scorer
  expect('a').toBeSimilarTo('b', { algorithm: 'lcs' })
  // @ts-expect-error no such algorithm
  expect('a').toDifferByAtMost('b', 1, { algorithm: 'levenshtein' })
  // @ts-expect-error changes is required
  expect('a').toDifferByAtMost('b')
  // @ts-expect-error candidates is an array
  expect('a').toBeSimilarToAny('b')
  // @ts-expect-error the snapshot options are the similarity options
  expect('a').toMatchSimilarSnapshot({ minimum: 0.8 })
})

test('the asymmetric forms type-check on expect and expect.not', ({ expect: local }) => {
  expect({ answer: 'x' }).toEqual({ answer: expect.similarTo('x', { min: 0.8 }) })
  expect({ answer: 'x' }).toEqual({ answer: expect.not.similarTo('y') })
  expect({ answer: 'x' }).toMatchObject({ answer: expect.differingByAtMost('x', 1, { granularity: 'word' }) })
  expect({ answer: 'x' }).toEqual({ answer: expect.not.differingByAtMost('y', 0) })
  local({ answer: 'x' }).toEqual({ answer: local.similarTo('x') })

  // @ts-expect-error granularity is 'char' | 'word' | 'line'
  expect.similarTo('x', { granularity: 'sentence' })
  // @ts-expect-error changes is required
  expect.differingByAtMost('x')
})

test('records are typed on task.meta and TestCase.meta()', ({ task }) => {
  const records: VitestScoreRecord[] | undefined = task.meta.expectSimilar
  const attempts = (testCase: TestCase): number[] =>
    testCase.meta().expectSimilar?.map((record) => record.attempt) ?? []
  void records
  void attempts
  // @ts-expect-error records are read-only data, not strings
  const wrong: string | undefined = task.meta.expectSimilar
  void wrong
})

test('reject is a readonly array of strings on every similarity matcher', async () => {
  const reject = ['The payment was not approved.'] as const
  expect('a').toBeSimilarTo('b', { min: 0.8, reject })
  expect('a').toBeSimilarToAny(['b'], { reject: ['c'], scorer: 'textual-difference' })
  expect('a').toMatchSimilarSnapshot({ reject })
  expect({ a: 'x' }).toEqual({ a: expect.similarTo('b', { reject }) })
  const record: VitestScoreRecord['rejectMax'] = 0.5
  void record

  // @ts-expect-error reject is an array, not one string
  expect('a').toBeSimilarTo('b', { reject: 'x' })
  // @ts-expect-error reject holds strings
  expect('a').toBeSimilarToAny(['b'], { reject: [1] })
})
