import '../../src/vitest.js'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { setProbes } from '../../src/matchers/leniency.js'
import { assertNoPendingAssertions, trackPending } from '../../src/matchers/pending.js'
import { failureOf, recordsOf } from './helpers.js'

// A deterministic stand-in for an embedding similarity: the share of the expected words the
// received text has (case-insensitive), so every score below is computed by hand.
function wordOverlap(received: string, expected: string): number {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
  const want = words(expected)
  const got = words(received)
  if (want.size === 0) return got.size === 0 ? 1 : 0
  let hits = 0
  for (const word of want) if (got.has(word)) hits++
  return hits / want.size
}

// The line this is called from, as the runner's source-mapped stack gives it.
function lineOfCaller(): number {
  const frame = new Error().stack?.split('\n')[2] ?? ''
  return Number(/:(\d+):\d+\)?$/.exec(frame)?.[1])
}

const overlap = { name: 'overlap', version: '1', score: wordOverlap }
const asyncOverlap = {
  name: 'async-overlap',
  score: async (received: string, expected: string) => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    return { score: wordOverlap(received, expected), reason: `compared ${received.length} characters` }
  },
}

describe('a custom scorer in toBeSimilarTo', () => {
  it('decides with its score and records its name, version and details', ({ task }) => {
    // 3 of the 4 expected words: 0.75.
    expect('Paris is big').toBeSimilarTo('Paris is the capital', { scorer: overlap, min: 0.5 })
    expect('Paris').not.toBeSimilarTo('Paris is the capital', { scorer: overlap, min: 0.5 })
    function judged(received: string) {
      return { score: received.includes('Paris') ? 1 : 0, reason: 'names the city', tokens: 7 }
    }
    expect('Paris.').toBeSimilarTo('The capital is Paris', { scorer: judged })
    const records = recordsOf(task)
    expect(records.map(({ scorer, score, pass, isNot }) => ({ scorer, score, pass, isNot }))).toEqual([
      { scorer: 'overlap', score: 0.5, pass: true, isNot: false },
      { scorer: 'overlap', score: 0.25, pass: true, isNot: true },
      { scorer: 'judged', score: 1, pass: true, isNot: false },
    ])
    expect(records[0]?.scorerVersion).toBe('1')
    expect(records[2]?.details).toEqual({ reason: 'names the city', tokens: 7 })
    expect(records[0]?.details).toBeUndefined()
  })

  it('gets the received text first and the expected text second', () => {
    const seen: string[][] = []
    const spy = {
      name: 'spy',
      score: (received: string, expected: string) => {
        seen.push([received, expected])
        return 1
      },
    }
    expect('received text').toBeSimilarTo('expected text', { scorer: spy })
    expect(seen).toEqual([['received text', 'expected text']])
  })

  it('fails with a message naming the scorer and the score', () => {
    expect(
      failureOf(() => expect('Lyon').toBeSimilarTo('Paris is the capital', { scorer: overlap, min: 0.5 })),
    ).toBe(`expect(received).toBeSimilarTo(expected, options)

Expected 'overlap' score ≥ 0.50, received 0.00

Expected: "Paris is the capital"
Received: "Lyon"

Difference ([-expected-]{+received+}):
  [-Paris is the capital-]{+Lyon+}`)
  })

  it('records the line of the assertion with an async scorer, as with a sync one', async ({ task }) => {
    const syncLine = lineOfCaller() + 1
    expect('Paris is big').toBeSimilarTo('Paris is the capital', { scorer: overlap, min: 0.5 })
    const asyncLine = lineOfCaller() + 1
    await expect('Paris is big').toBeSimilarTo('Paris is the capital', { scorer: asyncOverlap, min: 0.5 })
    expect(recordsOf(task).map((r) => [r.scorer, r.line])).toEqual([
      ['overlap', syncLine],
      ['async-overlap', asyncLine],
    ])
  })

  it('returns a promise with an async scorer, and the promise decides', async ({ task }) => {
    const passing = expect('Paris is the capital').toBeSimilarTo('Paris is the capital', { scorer: asyncOverlap })
    expect(passing).toBeInstanceOf(Promise)
    await passing
    await expect(
      expect('Lyon').toBeSimilarTo('Paris is the capital', { scorer: asyncOverlap, min: 0.5 }),
    ).rejects.toThrowError(
      /Expected 'async-overlap' score ≥ .*0\.50.*, received .*0\.00.*\nDetails: reason "compared 4 characters"/,
    )
    expect(recordsOf(task).map(({ scorer, score, pass, details }) => ({ scorer, score, pass, details }))).toEqual([
      { scorer: 'async-overlap', score: 1, pass: true, details: { reason: 'compared 20 characters' } },
      { scorer: 'async-overlap', score: 0, pass: false, details: { reason: 'compared 4 characters' } },
    ])
  })

  it('checks reject texts and guards with the custom score', async () => {
    expect(() =>
      expect('Paris is the capital').toBeSimilarTo('Paris is the capital', {
        scorer: overlap,
        reject: ['Paris is not the capital'],
      }),
    ).toThrowError(/Threshold too low: min 0\.70 accepts a text listed in reject\n\s+reject\[0\] "Paris is not/)
    // The guard fails whatever the score: every expected word is there.
    expect(() =>
      expect('The fee is 40 or 400 dollars').toBeSimilarTo('The fee is 40 dollars', {
        scorer: overlap,
        guard: 'numbers',
      }),
    ).toThrowError(/Guard failed: numbers differ/)
    await expect(
      expect('The fee is 40 dollars').toBeSimilarTo('The fee is 40 dollars', {
        scorer: asyncOverlap,
        reject: ['The fee is 40 dollars!'],
      }),
    ).rejects.toThrowError(/Threshold too low/)
  })

  it('applies normalize to both texts before scoring', () => {
    const seen: string[] = []
    const spy = {
      name: 'spy',
      score: (received: string) => {
        seen.push(received)
        return 1
      },
    }
    expect('ﬁne').toBeSimilarTo('fine', { scorer: spy, normalize: 'NFKC' })
    expect(seen).toEqual(['fine'])
  })
})

describe('what a custom scorer returns', () => {
  // Typed as a scorer would be: what it returns at run time is what is checked.
  const returning = (value: unknown) => ({ name: 'bad', score: () => value as number })
  it.each([
    [1.5, "scorer 'bad' returned score 1.5; expected a number in [0, 1]"],
    [-0.1, "scorer 'bad' returned score -0.1"],
    [Number.NaN, "scorer 'bad' returned score NaN"],
    ['0.8', 'scorer \'bad\' returned string "0.8"; expected a number in [0, 1] or an object { score, ...details }'],
    [undefined, "scorer 'bad' returned undefined"],
    [{ value: 0.5 }, "scorer 'bad' returned an object whose score is undefined"],
    [{ score: 2 }, "scorer 'bad' returned score 2"],
  ])('%s is an error naming the scorer, what it returned and what was expected', (value, message) => {
    expect(() => expect('a').toBeSimilarTo('b', { scorer: returning(value) })).toThrowError(message)
    // Under .not too: a broken scorer never passes an assertion.
    expect(() => expect('a').not.toBeSimilarTo('b', { scorer: returning(value) })).toThrowError(message)
  })

  it('rejects an async scorer that resolves to a bad score', async () => {
    await expect(expect('a').toBeSimilarTo('b', { scorer: returning(Promise.resolve(7)) })).rejects.toThrowError(
      "scorer 'bad' returned score 7",
    )
  })

  it('fails with the scorer name and its message when it throws, sync or async', async () => {
    const broken = {
      name: 'judge',
      score: () => {
        throw new Error('rate limited')
      },
    }
    expect(() => expect('a').not.toBeSimilarTo('b', { scorer: broken })).toThrowError(
      "expect-similar: scorer 'judge' threw: rate limited",
    )
    const failing = { name: 'judge', score: async () => Promise.reject(new Error('timeout after 30s')) }
    const error = await (expect('a').toBeSimilarTo('b', { scorer: failing }) as unknown as Promise<void>).catch(
      (e) => e,
    )
    expect(error).toMatchObject({
      name: 'CustomScorerError',
      message: "expect-similar: scorer 'judge' threw: timeout after 30s",
    })
    expect((error as Error).cause).toMatchObject({ message: 'timeout after 30s' })
  })

  it('keeps details as JSON values, nested ones as their JSON text', ({ task }) => {
    const scorer = {
      name: 'rich',
      score: () => ({
        score: 0.9,
        spans: [1, 2],
        meta: { model: 'x' },
        inf: Number.POSITIVE_INFINITY,
        skip: undefined,
      }),
    }
    expect('a').toBeSimilarTo('b', { scorer })
    expect(recordsOf(task)[0]?.details).toEqual({ spans: '[1,2]', meta: '{"model":"x"}', inf: 'Infinity' })
  })
})

describe('checking a custom scorer', () => {
  const cases: [unknown, string][] = [
    [{ score: () => 1 }, 'option scorer needs a name'],
    [
      { name: 'my judge', score: () => 1 },
      'option scorer has name "my judge": a custom scorer name is 1 to 64 letters',
    ],
    [{ name: 'x:y', score: () => 1 }, 'option scorer has name "x:y"'],
    [{ name: 'content-similarity', score: () => 1 }, 'the name of a built-in scorer: give your scorer another name'],
    [{ name: 'judge' }, "option scorer 'judge' must have a score(received, expected) function, received undefined"],
    [{ name: 'judge', score: () => 1, version: 2 }, "option scorer 'judge' has version number 2"],
    [{ name: 'judge', score: () => 1, cache: 1 }, 'cache must be a boolean or a directory'],
    [() => 1, 'option scorer (a function) needs a name'],
    [42, 'option scorer must be one of'],
  ]
  it.each(cases)('%s is a clear error', (scorer, message) => {
    expect(() => expect('a').toBeSimilarTo('a', { scorer } as never)).toThrowError(message)
  })

  it('refuses a built-in scorer option with a custom scorer, as with the other built-in scorer', () => {
    expect(() => expect('a').toBeSimilarTo('a', { scorer: overlap, ignoreCase: false } as never)).toThrowError(
      "option ignoreCase only applies to scorer 'content-similarity', but scorer is custom scorer 'overlap'",
    )
  })
})

describe('a custom scorer in the other matchers', () => {
  it('toBeSimilarToAny scores every candidate and names the best, sync or async', async ({ task }) => {
    const candidates = ['Lyon is big', 'Paris is the capital', 'Paris']
    expect('Paris is the capital').toBeSimilarToAny(candidates, { scorer: overlap })
    await expect(expect('Marseille').toBeSimilarToAny(candidates, { scorer: asyncOverlap })).rejects.toThrowError(
      /best of 3 candidates: candidates\[0\]/,
    )
    expect(recordsOf(task).map((r) => [r.scorer, r.score, r.texts?.expected])).toEqual([
      ['overlap', 1, 'Paris is the capital'],
      ['async-overlap', 0, 'Lyon is big'],
    ])
  })

  it('expect.similarTo takes a sync scorer and names it in the diff', ({ task }) => {
    expect({ answer: 'Paris is big' }).toEqual({
      answer: expect.similarTo('Paris is the capital', { scorer: overlap, min: 0.5 }),
    })
    const matcher = expect.similarTo('Paris is the capital', { scorer: overlap })
    expect(() => expect({ answer: 'Lyon' }).toEqual({ answer: matcher })).toThrowError(/to deeply equal/)
    expect(matcher.toAsymmetricMatcher()).toBe(
      `SimilarTo<"Paris is the capital", { scorer: scorer 'overlap' }, received 0.00>`,
    )
    expect(recordsOf(task)[0]).toMatchObject({ matcher: 'similarTo', scorer: 'overlap', score: 0.5, pass: true })
  })

  it('expect.similarTo with an async scorer is an error saying what to do instead', () => {
    expect(() =>
      expect({ answer: 'Paris' }).toEqual({ answer: expect.similarTo('Paris', { scorer: asyncOverlap } as never) }),
    ).toThrowError(
      "expect.similarTo cannot use scorer 'async-overlap': it answered with a Promise, and an asymmetric matcher is " +
        'checked synchronously inside toEqual',
    )
  })
})

describe('assertions with an async scorer that nobody awaited', () => {
  it('are reported by the after-test check while they still run, then forgotten', async () => {
    let finish: (value: number) => void = () => {}
    const slow = trackPending(new Promise<number>((resolve) => (finish = resolve)), "toBeSimilarTo with scorer 'x'")
    expect(() => assertNoPendingAssertions()).toThrowError(
      "expect-similar: toBeSimilarTo with scorer 'x' was still running when the test ended",
    )
    expect(() => assertNoPendingAssertions()).not.toThrow()
    finish(1)
    await slow
    await trackPending(Promise.resolve(1), 'settled')
    expect(() => assertNoPendingAssertions()).not.toThrow()
  })
})

describe('the disk cache of a custom scorer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'expect-similar-cache-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("keeps only the assertion's own score: probes of the scorer are scored but never cached", () => {
    let calls = 0
    const score = (received: string, expected: string) => {
      calls++
      return wordOverlap(received, expected)
    }
    const scorer = { name: 'probed-judge', cache: dir, probes: true, score }
    setProbes(true)
    try {
      expect('The invoice total is 40 dollars').toBeSimilarTo('The invoice total is 40 dollars', { scorer, min: 0.5 })
    } finally {
      setProbes(false)
    }
    // The assertion's call and at least one probe ran; only the assertion's texts are on disk.
    expect(calls).toBeGreaterThan(1)
    expect(readdirSync(join(dir, 'probed-judge'))).toHaveLength(1)
  })

  it('turns the second score of the same texts into a cache hit, keyed by version, storing no text', async ({
    task,
  }) => {
    const calls = vi.fn(async (received: string, expected: string) => ({
      score: wordOverlap(received, expected),
      reason: `SECRET ${received}`,
      tokens: 3,
    }))
    const scorer = { name: 'cached-judge', version: 'v1', cache: dir, score: calls }
    await expect('Paris is the capital').toBeSimilarTo('Paris is the capital', { scorer })
    await expect('Paris is the capital').toBeSimilarTo('Paris is the capital', { scorer })
    expect(calls).toHaveBeenCalledTimes(1)
    // Another version is another key.
    await expect('Paris is the capital').toBeSimilarTo('Paris is the capital', { scorer: { ...scorer, version: 'v2' } })
    expect(calls).toHaveBeenCalledTimes(2)
    const records = recordsOf(task)
    expect(records.map((r) => [r.cached ?? false, r.score, r.details])).toEqual([
      [false, 1, { reason: 'SECRET Paris is the capital', tokens: 3 }],
      [true, 1, { tokens: 3 }],
      [false, 1, { reason: 'SECRET Paris is the capital', tokens: 3 }],
    ])
    const files = readdirSync(join(dir, 'cached-judge'))
    expect(files).toHaveLength(2)
    for (const file of files) {
      expect(file).toMatch(/^[0-9a-f]{64}\.json$/)
      const stored = readFileSync(join(dir, 'cached-judge', file), 'utf8')
      expect(stored).not.toContain('Paris')
      expect(stored).not.toContain('SECRET')
      expect(JSON.parse(stored)).toEqual({ v: 1, score: 1, details: { tokens: 3 } })
    }
  })

  it('ignores a corrupt entry with one warning, scores again and rewrites it', () => {
    const calls = vi.fn(() => 0.9)
    const scorer = { name: 'corrupt', cache: dir, score: calls }
    expect('a').toBeSimilarTo('a', { scorer })
    const [file] = readdirSync(join(dir, 'corrupt'))
    const path = join(dir, 'corrupt', file!)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const corrupt of ['{not json', '{"v":1,"score":3}']) {
      writeFileSync(path, corrupt)
      expect('a').toBeSimilarTo('a', { scorer })
    }
    expect(calls).toHaveBeenCalledTimes(3)
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      `expect-similar: ignoring cache entry ${path}: not JSON; the scorer runs and the entry is rewritten`,
    ])
    warn.mockRestore()
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ v: 1, score: 0.9 })
  })
})
