// The return type of a matcher with a custom scorer, in every runner's augmentation: a Promise
// exactly when the scorer may answer with one.
import { expect, test } from 'type-test-runner'

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
function assertType<T extends true>(_proof?: T): void {}

const sync = { name: 'overlap', score: (received: string, expected: string) => (received === expected ? 1 : 0) }
const detailed = { name: 'judge', version: '1', score: () => ({ score: 0.5, reason: 'half' }) }
const async = { name: 'embedding', cache: true, score: async (received: string) => received.length / 100 }
const maybe = { name: 'maybe', score: (): number | Promise<number> => 1 }
function named(received: string): number {
  return received.length > 0 ? 1 : 0
}
async function namedAsync(): Promise<{ score: number; reason: string }> {
  return { score: 1, reason: 'ok' }
}

test('a sync custom scorer keeps the runner return type; an async one returns a Promise', async () => {
  const plain = expect('a').toBeSimilarTo('b')
  const withSync = expect('a').toBeSimilarTo('b', { scorer: sync, min: 0.5 })
  assertType<Equal<typeof withSync, typeof plain>>()
  assertType<Equal<typeof plain, void>>()
  const withDetails = expect('a').toBeSimilarTo('b', { scorer: detailed, guard: 'numbers' })
  assertType<Equal<typeof withDetails, typeof plain>>()
  const withFunction = expect('a').toBeSimilarToAny(['b'], { scorer: named })
  assertType<Equal<typeof withFunction, typeof plain>>()

  const withAsync = expect('a').toBeSimilarTo('b', { scorer: async, reject: ['c'] })
  assertType<Equal<typeof withAsync, Promise<void>>>()
  const anyAsync = expect('a').not.toBeSimilarToAny(['b'], { scorer: namedAsync })
  assertType<Equal<typeof anyAsync, Promise<void>>>()
  const maybeAsync = expect('a').toBeSimilarTo('b', { scorer: maybe })
  assertType<Equal<typeof maybeAsync, Promise<void>>>()
  const snapshot = expect('a').toMatchSimilarSnapshot('hint', { scorer: async })
  assertType<Equal<typeof snapshot, Promise<void>>>()
  const snapshotFirst = expect('a').toMatchSimilarSnapshot({ scorer: async }, 'hint')
  assertType<Equal<typeof snapshotFirst, Promise<void>>>()
  const snapshotSync = expect('a').toMatchSimilarSnapshot({ scorer: sync })
  assertType<Equal<typeof snapshotSync, typeof plain>>()
  await withAsync
  await anyAsync
})

test('custom scorer options are checked like the built-in ones', () => {
  expect({ answer: 'x' }).toEqual({ answer: expect.similarTo('x', { scorer: sync, min: 0.8 }) })
  expect({ answer: 'x' }).toEqual({ answer: expect.not.similarTo('x', { scorer: named }) })

  // @ts-expect-error an asymmetric matcher cannot await an async scorer
  expect.similarTo('x', { scorer: async })
  // @ts-expect-error a built-in scorer's option means nothing to a custom scorer
  expect('a').toBeSimilarTo('b', { scorer: sync, ignoreCase: false })
  // @ts-expect-error no such option
  expect('a').toBeSimilarTo('b', { scorer: sync, minimum: 0.8 })
  // @ts-expect-error score returns a number or { score }
  expect('a').toBeSimilarTo('b', { scorer: { name: 'bad', score: () => 'high' } })
  // @ts-expect-error a scorer needs a score function
  expect('a').toBeSimilarTo('b', { scorer: { name: 'bad' } })
})
