import { afterAll, beforeAll, describe, expect, it, jest, test } from '@jest/globals'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import { textualDifference } from '../../src/core/textual-difference.js'
import { writeBufferedRecords } from '../../src/channel/jest/write.js'

// What the Jest reporter does: name a directory; every worker appends its records there.
const RECORD_DIR = mkdtempSync(join(tmpdir(), 'expect-similar-records-'))
process.env.EXPECT_SIMILAR_RECORD_DIR = RECORD_DIR
afterAll(() => {
  delete process.env.EXPECT_SIMILAR_RECORD_DIR
  rmSync(RECORD_DIR, { recursive: true, force: true })
})

const REFERENCE = 'The quick brown fox jumps over the lazy dog.'
const PARAPHRASE = 'A quick brown fox jumped over a lazy dog.' // content similarity 0.7761194029850746
// The texts a line of REFERENCE (expected) and PARAPHRASE (received) carries: both whole.
const TEXTS = { expected: REFERENCE, received: PARAPHRASE, expectedLength: 44, receivedLength: 41 }

interface Line {
  v: number
  matcher: string
  testPath: string
  testName: string
  attempt: number
  pass: boolean
  isNot: boolean
  score: number
  [key: string]: unknown
}

function readLines(): Line[] {
  // The worker writes its records at the end of the test file: here, before reading them back.
  writeBufferedRecords()
  return readdirSync(RECORD_DIR).flatMap((file) =>
    readFileSync(join(RECORD_DIR, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line),
  )
}

function linesOf(testName: string): Line[] {
  return readLines().filter((line) => line.testName === testName)
}

// Jest reads the retry count when a describe block starts running, so setting it in that block's
// beforeAll (and clearing it in afterAll) retries only the tests inside; set at file level it would
// also retry, and hide first-attempt failures of, every other test here.
function retryTwiceInThisBlock(): void {
  beforeAll(() => {
    jest.retryTimes(2)
  })
  afterAll(() => {
    jest.retryTimes(0)
  })
}

describe('records', () => {
  it('writes one JSONL line per matcher call', () => {
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
    expect(PARAPHRASE).not.toBeSimilarTo(REFERENCE, { min: 0.8 })
    expect(() => expect('kitten').toDifferByAtMost('sitting', 2)).toThrow()
    writeBufferedRecords()
    expect(readdirSync(RECORD_DIR)).toEqual([`${process.pid}-${threadId}.jsonl`])
    expect(linesOf('records writes one JSONL line per matcher call')).toEqual([
      {
        v: 1,
        matcher: 'toBeSimilarTo',
        scorer: 'content-similarity',
        score: 0.7761194029850746,
        threshold: 0.7,
        pass: true,
        isNot: false,
        line: 63,
        texts: TEXTS,
        testPath: __filename,
        testName: 'records writes one JSONL line per matcher call',
        attempt: 1,
      },
      {
        v: 1,
        matcher: 'toBeSimilarTo',
        scorer: 'content-similarity',
        score: 0.7761194029850746,
        threshold: 0.8,
        pass: true,
        isNot: true,
        line: 64,
        texts: TEXTS,
        testPath: __filename,
        testName: 'records writes one JSONL line per matcher call',
        attempt: 1,
      },
      {
        v: 1,
        matcher: 'toDifferByAtMost',
        scorer: 'textual-difference',
        score: textualDifference('sitting', 'kitten').ratio,
        maxChanges: 2,
        changes: 3,
        pass: false,
        isNot: false,
        line: 65,
        texts: { expected: 'sitting', received: 'kitten', expectedLength: 7, receivedLength: 6 },
        testPath: __filename,
        testName: 'records writes one JSONL line per matcher call',
        attempt: 1,
      },
    ])
  })

  it('writes nothing when the variable is unset', () => {
    delete process.env.EXPECT_SIMILAR_RECORD_DIR
    try {
      expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
      expect({ a: PARAPHRASE }).toEqual({ a: expect.similarTo(REFERENCE) })
    } finally {
      process.env.EXPECT_SIMILAR_RECORD_DIR = RECORD_DIR
    }
  })

  it('writes one line per asymmetric matcher, for the comparison that decided', () => {
    const log = jest.fn()
    log('unrelated words')
    log(PARAPHRASE)
    expect(log).toHaveBeenCalledWith(expect.similarTo(REFERENCE))
  })

  describe('retried', () => {
    retryTwiceInThisBlock()
    let runs = 0
    it('counts retries as attempts', () => {
      runs++
      expect(runs === 1 ? 'nothing alike at all' : PARAPHRASE).toBeSimilarTo(REFERENCE)
    })
  })
})

const LYON = 'Lyon is the capital of France.'
const PARIS = 'Paris is the capital of France.'
const LYON_SCORE = 0.8163265306122449 // content similarity of LYON and PARIS

// Jest builds a failed assertion's message right away, running a copy of each asymmetric matcher
// again to print the diff; the failures are caught so that each test can go on and pass.
describe('a failing asymmetric matcher', () => {
  const similar = () => expect.similarTo(PARIS, { min: 0.9 })
  it('toEqual, inside an object', () => {
    expect(() => expect({ answer: LYON }).toEqual({ answer: similar() })).toThrow()
  })
  it('toMatchObject', () => {
    expect(() => expect({ answer: LYON, lang: 'en' }).toMatchObject({ answer: similar() })).toThrow()
  })
  it('toStrictEqual', () => {
    expect(() => expect({ answer: LYON }).toStrictEqual({ answer: similar() })).toThrow()
  })
  it('inside an array', () => {
    expect(() => expect(['en', LYON]).toEqual(['en', similar()])).toThrow()
  })
  it('toHaveBeenCalledWith over several calls', () => {
    const log = jest.fn()
    log('unrelated words')
    log(LYON)
    expect(() => expect(log).toHaveBeenCalledWith(similar())).toThrow()
  })
  it('one matcher object in two assertions', () => {
    const matcher = similar()
    expect(() => expect({ answer: LYON }).toEqual({ answer: matcher })).toThrow()
    expect({ answer: PARIS }).toEqual({ answer: matcher })
    expect(() => expect([LYON]).toEqual([matcher])).toThrow()
  })
})

describe('hooks', () => {
  // Jest's currentTestName still names the last test that ran inside these hooks.
  beforeAll(() => {
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
    expect({ a: 'kitten' }).toEqual({ a: expect.differingByAtMost('sitting', 3) })
  })
  it('runs after a beforeAll that asserted', () => {
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE, { min: 0.5 })
  })
})

describe('concurrent', () => {
  let release!: () => void
  const bothStarted = new Promise<void>((resolve) => (release = resolve))
  let started = 0

  test.concurrent('first concurrent test', async () => {
    if (++started === 2) release()
    await bothStarted
    await new Promise((resolve) => setImmediate(resolve))
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
  })

  test.concurrent('second concurrent test', async () => {
    if (++started === 2) release()
    await bothStarted
    expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
  })

  describe('retried', () => {
    retryTwiceInThisBlock()
    let concurrentRuns = 0
    test.concurrent('concurrent test', async () => {
      concurrentRuns++
      expect(concurrentRuns === 1 ? 'nothing alike at all' : PARAPHRASE).toBeSimilarTo(REFERENCE)
      expect({ a: PARAPHRASE }).toEqual({ a: expect.similarTo(REFERENCE) })
    })
  })
})

describe('what was written', () => {
  // Jest's own global (jest-circus reads Symbol.for('RETRY_TIMES')): a test outside the retried
  // blocks must run once, so a first-attempt failure here is reported, not retried away.
  it('ran outside the retried blocks with retries off', () => {
    expect(Number((globalThis as Record<symbol, unknown>)[Symbol.for('RETRY_TIMES')] ?? 0)).toBe(0)
  })

  it('skipped the test that ran without the variable', () => {
    expect(linesOf('records writes nothing when the variable is unset')).toEqual([])
  })

  it('kept the deciding asymmetric comparison only', () => {
    expect(linesOf('records writes one line per asymmetric matcher, for the comparison that decided')).toEqual([
      expect.objectContaining({
        matcher: 'similarTo',
        score: 0.7761194029850746,
        pass: true,
        isNot: false,
        attempt: 1,
      }),
    ])
  })

  it('kept one line per failing asymmetric matcher per assertion', () => {
    const failed = { matcher: 'similarTo', score: LYON_SCORE, threshold: 0.9, pass: false, attempt: 1 }
    for (const name of ['toEqual, inside an object', 'toMatchObject', 'toStrictEqual', 'inside an array'])
      expect(linesOf(`a failing asymmetric matcher ${name}`)).toEqual([expect.objectContaining(failed)])
    // The last call compared decides: LYON, the second one.
    expect(linesOf('a failing asymmetric matcher toHaveBeenCalledWith over several calls')).toEqual([
      expect.objectContaining(failed),
    ])
    expect(
      linesOf('a failing asymmetric matcher one matcher object in two assertions').map(({ score, pass }) => ({
        score,
        pass,
      })),
    ).toEqual([
      { score: LYON_SCORE, pass: false },
      { score: 1, pass: true },
      { score: LYON_SCORE, pass: false },
    ])
  })

  it("recorded the beforeAll assertions on the file's (hooks) test, not on the test before", () => {
    expect(linesOf('(hooks)').map(({ matcher, attempt, testPath }) => ({ matcher, attempt, testPath }))).toEqual([
      { matcher: 'toBeSimilarTo', attempt: 1, testPath: __filename },
      { matcher: 'differingByAtMost', attempt: 1, testPath: __filename },
    ])
    expect(linesOf('hooks runs after a beforeAll that asserted').map(({ threshold }) => threshold)).toEqual([0.5])
    // The test that ran before the hook kept only its own records.
    expect(linesOf('a failing asymmetric matcher one matcher object in two assertions')).toHaveLength(3)
  })

  it('numbered the retried attempts', () => {
    expect(
      linesOf('records retried counts retries as attempts').map(({ attempt, pass }) => ({ attempt, pass })),
    ).toEqual([
      { attempt: 1, pass: false },
      { attempt: 2, pass: true },
    ])
  })

  it('named concurrent tests by their own name', () => {
    expect(linesOf('concurrent first concurrent test').map((line) => line.matcher)).toEqual(['toBeSimilarTo'])
    expect(linesOf('concurrent second concurrent test').map((line) => line.matcher)).toEqual(['toDifferByAtMost'])
  })

  it('numbered the attempts of a retried concurrent test, which runs no beforeEach', () => {
    expect(
      linesOf('concurrent retried concurrent test').map(({ matcher, attempt, pass }) => ({ matcher, attempt, pass })),
    ).toEqual([
      { matcher: 'toBeSimilarTo', attempt: 1, pass: false },
      { matcher: 'toBeSimilarTo', attempt: 2, pass: true },
      { matcher: 'similarTo', attempt: 2, pass: true },
    ])
  })
})
