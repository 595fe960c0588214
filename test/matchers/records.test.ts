import '../../src/vitest.js'
import { beforeAll, describe, expect, it, test, vi, type RunnerTestCase } from 'vitest'
import { textualDifference } from '../../src/core/textual-difference.js'
import { recordsOf } from './helpers.js'

const REFERENCE = 'The quick brown fox jumps over the lazy dog.'
const PARAPHRASE = 'A quick brown fox jumped over a lazy dog.' // content similarity 0.7761194029850746
// The texts a record of REFERENCE (expected) and PARAPHRASE (received) carries: both whole.
const TEXTS = { expected: REFERENCE, received: PARAPHRASE, expectedLength: 44, receivedLength: 41 }

function tick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

describe('score records on task.meta', () => {
  it('records every matcher call with its verdict after .not', ({ task }) => {
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
    expect(PARAPHRASE).not.toBeSimilarTo(REFERENCE, { min: 0.8 })
    expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
    expect(PARAPHRASE).toBeSimilarToAny(['nothing alike', REFERENCE], { scorer: 'textual-difference', min: 0.5 })
    // The best candidate is REFERENCE; the scorer compares candidate (expected) with received.
    const best = textualDifference(REFERENCE, PARAPHRASE)
    expect(recordsOf(task)).toEqual([
      {
        matcher: 'toBeSimilarTo',
        scorer: 'content-similarity',
        score: 0.7761194029850746,
        threshold: 0.7,
        pass: true,
        isNot: false,
        line: 17,
        texts: TEXTS,
        attempt: 0,
        repeat: 0,
      },
      {
        matcher: 'toBeSimilarTo',
        scorer: 'content-similarity',
        score: 0.7761194029850746,
        threshold: 0.8,
        pass: true,
        isNot: true,
        line: 18,
        texts: TEXTS,
        attempt: 0,
        repeat: 0,
      },
      {
        matcher: 'toDifferByAtMost',
        scorer: 'textual-difference',
        score: 6 / 7,
        maxChanges: 1,
        changes: 1,
        pass: true,
        isNot: false,
        line: 19,
        texts: {
          expected: 'The quick brown fox',
          received: 'The quick brown cat',
          expectedLength: 19,
          receivedLength: 19,
        },
        attempt: 0,
        repeat: 0,
      },
      {
        matcher: 'toBeSimilarToAny',
        scorer: 'textual-difference',
        score: best.ratio,
        threshold: 0.5,
        changes: best.changes,
        pass: true,
        isNot: false,
        line: 20,
        texts: TEXTS,
        attempt: 0,
        repeat: 0,
      },
    ])
    // Plain JSON only: it travels through blob reports and worker messages.
    expect(JSON.parse(JSON.stringify(task.meta))).toEqual(task.meta)
  })

  it('records a failed assertion as pass: false', ({ task }) => {
    expect(() => expect('nothing alike at all').toBeSimilarTo(REFERENCE)).toThrow()
    expect(() => expect(PARAPHRASE).not.toBeSimilarTo(REFERENCE)).toThrow()
    expect(recordsOf(task).map(({ pass, isNot }) => ({ pass, isNot }))).toEqual([
      { pass: false, isNot: false },
      { pass: false, isNot: true },
    ])
  })

  it('records nothing for a received value that is not text, or for bad arguments', ({ task }) => {
    expect(() => expect(42).toBeSimilarTo(REFERENCE)).toThrow()
    expect(() => expect('a').toBeSimilarTo(REFERENCE, { min: 2 })).toThrow()
    expect(recordsOf(task)).toEqual([])
  })

  it('records asymmetric matches once per matcher, keeping the deciding comparison', ({ task }) => {
    const log = vi.fn()
    log('unrelated words')
    log(PARAPHRASE)
    log('another unrelated line')
    const similar = expect.similarTo(REFERENCE)
    expect(log).toHaveBeenCalledWith(similar)
    expect({ title: 'kitten' }).toEqual({ title: expect.not.differingByAtMost('sitting', 2) })
    expect(recordsOf(task)).toEqual([
      {
        matcher: 'similarTo',
        scorer: 'content-similarity',
        score: 0.7761194029850746,
        threshold: 0.7,
        pass: true,
        isNot: false,
        line: 105,
        texts: TEXTS,
        attempt: 0,
        repeat: 0,
      },
      {
        matcher: 'differingByAtMost',
        scorer: 'textual-difference',
        score: textualDifference('sitting', 'kitten').ratio,
        maxChanges: 2,
        changes: 3,
        pass: true,
        isNot: true,
        line: 106,
        texts: { expected: 'sitting', received: 'kitten', expectedLength: 7, receivedLength: 6 },
        attempt: 0,
        repeat: 0,
      },
    ])
  })
})

describe('expect.soft', () => {
  let softTask: RunnerTestCase | undefined
  let softErrors: string[] = []
  it.fails('keeps going after a soft failure and records both calls', ({ task, onTestFailed }) => {
    softTask = task
    // `fails` clears the errors once the test is over, so read them while it is failing.
    onTestFailed(({ task: failed }) => {
      softErrors = (failed.result?.errors ?? []).map((error) => error.message ?? '')
    })
    expect.soft('nothing alike at all').toBeSimilarTo(REFERENCE)
    expect.soft(PARAPHRASE).toBeSimilarTo(REFERENCE)
  })

  it('left both records and one error on that test', () => {
    expect(recordsOf(softTask!).map((record) => record.pass)).toEqual([false, true])
    expect(softErrors).toHaveLength(1)
    expect(softErrors[0]).toContain('Expected content similarity ≥ 0.70, received 0.')
  })
})

describe('expect.poll', () => {
  it('keeps only the deciding call of a polled matcher', async ({ task }) => {
    const replies = ['nothing alike', 'still nothing', PARAPHRASE]
    let calls = 0
    await expect.poll(() => replies[Math.min(calls++, 2)], { interval: 1 }).toBeSimilarTo(REFERENCE)
    expect(calls).toBe(3)
    expect(recordsOf(task)).toEqual([
      {
        matcher: 'toBeSimilarTo',
        scorer: 'content-similarity',
        score: 0.7761194029850746,
        threshold: 0.7,
        pass: true,
        isNot: false,
        line: 161,
        texts: TEXTS,
        attempt: 0,
        repeat: 0,
      },
    ])
  })

  it('keeps one record per polled assertion, not per poll run', async ({ task }) => {
    let calls = 0
    await expect.poll(() => (calls++ < 1 ? PARAPHRASE : 'gone'), { interval: 1 }).not.toBeSimilarTo(REFERENCE)
    await expect.poll(() => PARAPHRASE, { interval: 1 }).toBeSimilarTo(REFERENCE)
    expect(recordsOf(task).map(({ isNot, pass }) => ({ isNot, pass }))).toEqual([
      { isNot: true, pass: true },
      { isNot: false, pass: true },
    ])
  })
})

describe('retries and repeats', () => {
  let retried: RunnerTestCase | undefined
  let runs = 0
  it('records the attempt of each try', { retry: 2 }, ({ task }) => {
    retried = task
    runs++
    expect(runs === 1 ? 'nothing alike at all' : PARAPHRASE).toBeSimilarTo(REFERENCE)
  })

  let repeated: RunnerTestCase | undefined
  it('records the repeat of each run', { repeats: 1 }, ({ task }) => {
    repeated = task
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
  })

  it('left attempts 0 and 1 on the retried test, repeats 0 and 1 on the repeated one', () => {
    expect(recordsOf(retried!).map(({ attempt, repeat, pass }) => ({ attempt, repeat, pass }))).toEqual([
      { attempt: 0, repeat: 0, pass: false },
      { attempt: 1, repeat: 0, pass: true },
    ])
    expect(recordsOf(repeated!).map(({ attempt, repeat }) => ({ attempt, repeat }))).toEqual([
      { attempt: 0, repeat: 0 },
      { attempt: 0, repeat: 1 },
    ])
  })
})

describe('concurrent tests', () => {
  const tasks: Record<string, RunnerTestCase> = {}
  // Both tests start before either records; each resumes while the other is Vitest's "current" test.
  let release!: () => void
  const bothStarted = new Promise<void>((resolve) => (release = resolve))
  let started = 0

  test.concurrent('first concurrent test', async ({ task, expect }) => {
    tasks.first = task
    if (++started === 2) release()
    await bothStarted
    await tick()
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
    expect({ a: PARAPHRASE }).toEqual({ a: expect.similarTo(REFERENCE) })
  })

  test.concurrent('second concurrent test', async ({ task, expect }) => {
    tasks.second = task
    if (++started === 2) release()
    await bothStarted
    await tick()
    await tick()
    expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
    expect({ b: 'kitten' }).toEqual({ b: expect.differingByAtMost('sitting', 3) })
  })

  it('recorded each call on the test whose expect made it', () => {
    expect(recordsOf(tasks.first!).map((record) => record.matcher)).toEqual(['toBeSimilarTo', 'similarTo'])
    expect(recordsOf(tasks.second!).map((record) => record.matcher)).toEqual(['toDifferByAtMost', 'differingByAtMost'])
  })
})

describe('a failing asymmetric matcher leaves one record per assertion', () => {
  // Vitest prints a failed test's diff after the test threw, running a deep copy of each
  // asymmetric matcher again; the tests fail on purpose (`fails`) so that the diff is printed.
  const LYON = 'Lyon is the capital of France.'
  const PARIS = 'Paris is the capital of France.'
  const score = 0.8163265306122449 // content similarity of LYON and PARIS
  const tasks: Record<string, RunnerTestCase> = {}
  const similar = () => expect.similarTo(PARIS, { min: 0.9 })

  it.fails('toEqual, inside an object', ({ task }) => {
    tasks.toEqual = task
    expect({ answer: LYON }).toEqual({ answer: similar() })
  })
  it.fails('toMatchObject', ({ task }) => {
    tasks.toMatchObject = task
    expect({ answer: LYON, lang: 'en' }).toMatchObject({ answer: similar() })
  })
  it.fails('toStrictEqual', ({ task }) => {
    tasks.toStrictEqual = task
    expect({ answer: LYON }).toStrictEqual({ answer: similar() })
  })
  it.fails('inside an array', ({ task }) => {
    tasks.array = task
    expect(['en', LYON]).toEqual(['en', similar()])
  })
  it.fails('toHaveBeenCalledWith over several calls', ({ task }) => {
    tasks.calledWith = task
    const log = vi.fn()
    log('unrelated words')
    log(LYON)
    expect(log).toHaveBeenCalledWith(similar())
  })
  it.fails('expect.poll', async ({ task }) => {
    tasks.poll = task
    await expect.poll(() => ({ answer: LYON }), { interval: 1, timeout: 30 }).toEqual({ answer: similar() })
  })
  it.fails('one matcher object in two assertions', ({ task }) => {
    tasks.reused = task
    const matcher = similar()
    expect.soft({ answer: LYON }).toEqual({ answer: matcher })
    expect.soft({ answer: PARIS }).toEqual({ answer: matcher })
    expect({ answer: LYON }).toEqual({ answer: matcher })
  })

  it('left one record per assertion in each of them', () => {
    const failed = { matcher: 'similarTo', score, threshold: 0.9, pass: false, attempt: 0, repeat: 0 }
    for (const name of ['toEqual', 'toMatchObject', 'toStrictEqual', 'array', 'poll'])
      expect(recordsOf(tasks[name]!), name).toEqual([expect.objectContaining(failed)])
    // The last call compared decides: LYON, the second one.
    expect(recordsOf(tasks.calledWith!)).toEqual([expect.objectContaining(failed)])
    expect(recordsOf(tasks.reused!).map(({ score, pass }) => ({ score, pass }))).toEqual([
      { score, pass: false },
      { score: 1, pass: true },
      { score, pass: false },
    ])
  })
})

describe('beforeAll and afterAll hooks', () => {
  // Assertions in these hooks run outside any test: they are recorded on the file (the reporters
  // show them as its "(hooks)" test). afterAll's are checked end to end, in test/e2e/records-runners.test.ts.
  let file: { meta: { expectSimilar?: unknown[] } } | undefined
  beforeAll(() => {
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
    expect({ a: 'kitten' }).toEqual({ a: expect.differingByAtMost('sitting', 3) })
  })

  it('recorded the beforeAll assertions on the file, not on a test', ({ task }) => {
    file = task.file
    expect(recordsOf(task)).toEqual([])
    expect((file.meta.expectSimilar ?? []).map((record) => (record as { matcher: string }).matcher)).toEqual([
      'toBeSimilarTo',
      'differingByAtMost',
    ])
  })
})

describe('the global expect inside test.concurrent', () => {
  // Vitest's current test becomes undefined when a test ends, so a concurrent test still running
  // then gets no task from the global expect; its records must still land.
  const tasks: Record<string, RunnerTestCase> = {}
  let firstEnded!: () => void
  const ended = new Promise<void>((resolve) => (firstEnded = resolve))

  test.concurrent('ends first', ({ task, onTestFinished }) => {
    tasks.first = task
    onTestFinished(() => firstEnded())
  })

  test.concurrent('asserts after the other ended', async ({ task }) => {
    tasks.second = task
    await ended
    await tick()
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
    expect({ a: PARAPHRASE }).toEqual({ a: expect.similarTo(REFERENCE) })
  })

  it('recorded them on the test still running', () => {
    expect(recordsOf(tasks.first!)).toEqual([])
    expect(recordsOf(tasks.second!).map((record) => record.matcher)).toEqual(['toBeSimilarTo', 'similarTo'])
  })
})

describe('guard verdicts in records', () => {
  it('records each guard with its facts, and the failure it caused, before and after .not', ({ task }) => {
    expect('The build is 40% faster.').toBeSimilarTo('The build is 40% faster.', { guard: ['names', 'numbers'] })
    expect('The build is 400% faster.').not.toBeSimilarTo('The build is 40% faster.', { guard: 'numbers' })
    const [kept, changed] = recordsOf(task)
    expect(kept).toMatchObject({
      pass: true,
      guards: [
        { kind: 'numbers', pass: true, facts: { missing: [], added: [], message: 'numbers agree' } },
        { kind: 'names', pass: true, facts: { missing: [], added: [], message: 'names agree' } },
      ],
    })
    expect(changed).toMatchObject({
      pass: true,
      isNot: true,
      score: 0.9743589743589743,
      guards: [
        {
          kind: 'numbers',
          pass: false,
          facts: { missing: ['40%'], added: ['400%'], message: 'numbers differ: expected 40%, received 400%' },
        },
      ],
    })
  })

  it('adds no guards field to an unguarded assertion', ({ task }) => {
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
    expect(recordsOf(task)[0]).not.toHaveProperty('guards')
  })
})
