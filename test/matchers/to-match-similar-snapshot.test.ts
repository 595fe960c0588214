import '../../src/vitest.js'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { SnapshotState } from '@vitest/snapshot'
import { NodeSnapshotEnvironment } from '@vitest/snapshot/environment'
import { afterEach, beforeEach, describe, expect, it, type ExpectStatic } from 'vitest'
import { rawFailureOf, unsafeCharactersIn } from '../shared/runner.js'
import { failureOf, recordsOf } from './helpers.js'

// Each test swaps in a snapshot state of its own, in a temporary directory, so the matcher runs
// inside the real Vitest `expect` (names, task, records) without touching this file's .snap file.
// Matchers read the state of the global `expect`, which Vitest resets before every test.
let dir: string
let ownState: unknown
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'expect-similar-matcher-'))
  ownState = expect.getState().snapshotState
})
afterEach(() => {
  expect.setState({ snapshotState: ownState as SnapshotState })
  rmSync(dir, { recursive: true, force: true })
})

async function useState(_local: ExpectStatic, updateSnapshot: 'all' | 'new' | 'none' = 'new'): Promise<SnapshotState> {
  const state = await SnapshotState.create(join(dir, 'reply.test.ts'), {
    updateSnapshot,
    snapshotEnvironment: new NodeSnapshotEnvironment(),
  })
  expect.setState({ snapshotState: state })
  return state
}

/** Stores `text` under the key `<test name> 1`, as a first run would. */
async function stored(local: ExpectStatic, text: string): Promise<void> {
  const state = await useState(local)
  local(text).toMatchSimilarSnapshot()
  await state.pack()
}

const REFERENCE = 'The quick brown fox jumps over the lazy dog.'
// Mastra's documented example: content similarity 0.7761194029850746.
const PARAPHRASE = 'A quick brown fox jumped over a lazy dog.'

describe('.toMatchSimilarSnapshot', () => {
  it('stores the text on the first run and records nothing, as nothing was compared', async ({
    expect: local,
    task,
  }) => {
    const state = await useState(local)
    local(REFERENCE).toMatchSimilarSnapshot()
    expect((await state.pack()).added).toBe(1)
    expect(readFileSync(join(dir, '__snapshots__', 'reply.test.ts.snap'), 'utf8')).toContain(
      `exports[\`.toMatchSimilarSnapshot > stores the text on the first run and records nothing, as nothing was compared 1\`] = \`"${REFERENCE}"\`;`,
    )
    expect(recordsOf(task)).toEqual([])
  })

  it('passes on similar text and records its score', async ({ expect: local, task }) => {
    await stored(local, REFERENCE)
    const state = await useState(local)
    local(PARAPHRASE).toMatchSimilarSnapshot()
    expect(await state.pack()).toMatchObject({ matched: 1, added: 0, updated: 0, unchecked: 0 })
    expect(recordsOf(task)).toEqual([
      {
        matcher: 'toMatchSimilarSnapshot',
        scorer: 'content-similarity',
        score: 0.7761194029850746,
        threshold: 0.7,
        pass: true,
        isNot: false,
        line: 63,
        texts: { expected: REFERENCE, received: PARAPHRASE, expectedLength: 44, receivedLength: 41 },
        attempt: 0,
        repeat: 0,
      },
    ])
  })

  it("scores with Mastra 1.x's LCS ratio under algorithm 'lcs' and records the algorithm", async ({
    expect: local,
    task,
  }) => {
    await stored(local, REFERENCE)
    await useState(local)
    // Imported here, so the lines of the records the other tests check stay where they are.
    const { textualDifference } = await import('../../src/core/textual-difference.js')
    const lcs = textualDifference(REFERENCE, PARAPHRASE, { algorithm: 'lcs' })
    local(PARAPHRASE).toMatchSimilarSnapshot({ scorer: 'textual-difference', algorithm: 'lcs', min: lcs.ratio })
    expect(recordsOf(task)).toMatchObject([
      { scorer: 'textual-difference', algorithm: 'lcs', score: lcs.ratio, changes: lcs.changes, pass: true },
    ])
    expect(() =>
      local(PARAPHRASE).toMatchSimilarSnapshot({ scorer: 'textual-difference', algorithm: 'lcs', granularity: 'word' }),
    ).toThrow("option granularity must be 'char' with option algorithm 'lcs'")
  })

  it('reads { text } and takes the hint before or after the options', async ({ expect: local }) => {
    const state = await useState(local)
    local({ text: REFERENCE }).toMatchSimilarSnapshot('first', { min: 0.9 })
    local(REFERENCE).toMatchSimilarSnapshot({ min: 0.9 }, 'second')
    local(REFERENCE).toMatchSimilarSnapshot(undefined, 'third')
    await state.pack()
    const snap = readFileSync(join(dir, '__snapshots__', 'reply.test.ts.snap'), 'utf8')
    expect(snap.match(/> (first|second|third) 1`/g)).toEqual(['> first 1`', '> second 1`', '> third 1`'])
  })

  it('fails below the minimum with the score, the stored text, a word diff and the -u advice', async ({
    expect: local,
    task,
  }) => {
    await stored(local, REFERENCE)
    await useState(local)
    expect(
      failureOf(() => local('The quick brown dog sleeps under the tree.').toMatchSimilarSnapshot({ min: 0.8 })),
    ).toMatchInlineSnapshot(`
        "expect(received).toMatchSimilarSnapshot(options)

        Expected content similarity ≥ 0.80, received 0.55 (snapshot \`.toMatchSimilarSnapshot > fails below the minimum with the score, the stored text, a word diff and the -u advice 1\`)

        Snapshot: "The quick brown fox jumps over the lazy dog."
        Received: "The quick brown dog sleeps under the tree."

        Difference ([-expected-]{+received+}):
          The quick brown [-fox jumps over-]{+dog sleeps under+} the [-lazy dog-]{+tree+}.

        If the new text is right, run \`vitest -u\` to store it as the snapshot."
      `)
    // The stored snapshot is the expected text.
    expect(recordsOf(task).map(({ pass, threshold, texts }) => ({ pass, threshold, texts }))).toEqual([
      {
        pass: false,
        threshold: 0.8,
        texts: {
          expected: REFERENCE,
          received: 'The quick brown dog sleeps under the tree.',
          expectedLength: 44,
          receivedLength: 42,
        },
      },
    ])
  })

  it('checks reject texts against the stored text, failing with the threshold message and no -u advice', async ({
    expect: local,
    task,
  }) => {
    await stored(local, 'The payment was approved.')
    await useState(local)
    const reject = ['The payment was declined.', 'The payment was not approved.']
    expect(failureOf(() => local('Your payment was approved!').toMatchSimilarSnapshot({ reject }))).toBe(
      [
        'expect(received).toMatchSimilarSnapshot(options)',
        '',
        'Threshold too low: min 0.70 accepts a text listed in reject',
        '  reject[1] "The payment was not approved." scores 0.89 against the snapshot',
        '  A min above 0.889 rejects it (received scores 0.79, so no min both rejects it and passes it)',
      ].join('\n'),
    )
    // The second call takes a new slot: written now, so its reject text is scored against the received text.
    local('Your payment was approved!').toMatchSimilarSnapshot({ reject: ['The payment was declined.'] })
    expect(recordsOf(task).map(({ pass, rejectChecked, rejectMax }) => ({ pass, rejectChecked, rejectMax }))).toEqual([
      { pass: false, rejectChecked: 2, rejectMax: 0.8888888888888888 },
      { pass: true, rejectChecked: 1, rejectMax: 0.46511627906976744 },
    ])
    // Against the stored text; then, written fresh, against the received text it now stores.
    expect(recordsOf(task).map(({ texts }) => [texts?.expected, texts?.received])).toEqual([
      ['The payment was approved.', 'Your payment was approved!'],
      ['Your payment was approved!', 'Your payment was approved!'],
    ])
  })

  it('on the first write, checks reject texts against the text it stores', async ({ expect: local, task }) => {
    const state = await useState(local)
    local('The payment was approved.').toMatchSimilarSnapshot({ reject: ['The payment was declined.'] })
    expect(
      failureOf(() =>
        local('The payment was approved.').toMatchSimilarSnapshot({ reject: ['The payment was not approved.'] }),
      ),
    ).toContain('  reject[0] "The payment was not approved." scores 0.89 against the received text')
    expect((await state.pack()).added).toBe(2)
    expect(recordsOf(task).map(({ score, pass, rejectMax }) => ({ score, pass, rejectMax }))).toEqual([
      { score: 1, pass: true, rejectMax: 0.6666666666666666 },
      { score: 1, pass: false, rejectMax: 0.8888888888888888 },
    ])
  })

  it('shows changes, ratio and lengthDiff with the textual-difference scorer', async ({ expect: local }) => {
    await stored(local, 'The quick brown fox')
    await useState(local)
    expect(
      failureOf(() =>
        local('The slow brown cat').toMatchSimilarSnapshot({
          scorer: 'textual-difference',
          granularity: 'word',
          min: 0.9,
        }),
      ),
    ).toMatchInlineSnapshot(`
      "expect(received).toMatchSimilarSnapshot(options)

      Expected textual difference ratio ≥ 0.90, received 0.71 (snapshot \`.toMatchSimilarSnapshot > shows changes, ratio and lengthDiff with the textual-difference scorer 1\`)
      changes 2, ratio 0.71, lengthDiff 0.05, granularity 'word'

      Snapshot: "The quick brown fox"
      Received: "The slow brown cat"

      Difference ([-expected-]{+received+}):
        The [-quick-]{+slow+} brown [-fox-]{+cat+}

      If the new text is right, run \`vitest -u\` to store it as the snapshot."
    `)
  })

  it('under -u replaces a dissimilar entry and scores it against what it now stores', async ({
    expect: local,
    task,
  }) => {
    await stored(local, REFERENCE)
    const state = await useState(local, 'all')
    local('Something else entirely.').toMatchSimilarSnapshot()
    expect((await state.pack()).updated).toBe(1)
    expect(readFileSync(join(dir, '__snapshots__', 'reply.test.ts.snap'), 'utf8')).toContain(
      '`"Something else entirely."`',
    )
    // The user accepted the new text: scored against the old one, it would fail every gate right after -u.
    expect(recordsOf(task).map(({ pass, score }) => ({ pass, score }))).toEqual([{ pass: true, score: 1 }])
    expect(recordsOf(task)[0]?.texts).toEqual({
      expected: 'Something else entirely.',
      received: 'Something else entirely.',
      expectedLength: 24,
      receivedLength: 24,
    })
  })

  it('escapes control and bidi characters in every line, the snapshot key included', async ({ expect: local }) => {
    const hint = 'reply \u202Egnp.exe'
    const state = await useState(local)
    local('Hello there, how are you?').toMatchSimilarSnapshot(hint)
    await state.pack()
    await useState(local)
    const assertion = () => local('Hello\u001b[2J \u0007there, \u2066who\u2069 are you?').toMatchSimilarSnapshot(hint)
    // One call each: a second call would take the next snapshot slot.
    const printed = rawFailureOf(assertion)
    expect(unsafeCharactersIn(printed)).toEqual([])
    expect(stripVTControlCharacters(printed).split('\n').slice(2)).toEqual([
      'Expected content similarity ≥ 0.70, received 0.68 (snapshot `.toMatchSimilarSnapshot > escapes control and bidi characters in every line, the snapshot key included > reply \\u202egnp.exe 1`)',
      '',
      'Snapshot: "Hello there, how are you?"',
      'Received: "Hello\\u001b[2J \\u0007there, \\u2066who\\u2069 are you?"',
      '',
      'Difference ([-expected-]{+received+}):',
      '  Hello{+\\u001b[2J+} {+\\u0007+}there, [-how-]{+\\u2066who\\u2069+} are you?',
      '',
      'If the new text is right, run `vitest -u` to store it as the snapshot.',
    ])
    // In CI a missing snapshot fails with the received text, escaped too.
    await useState(local, 'none')
    const missing = () => local('new \u202Etext\u0000').toMatchSimilarSnapshot('\u2067other')
    const printedMissing = rawFailureOf(missing)
    expect(unsafeCharactersIn(printedMissing)).toEqual([])
    expect(stripVTControlCharacters(printedMissing).split('\n').slice(2)).toEqual([
      'Snapshot `.toMatchSimilarSnapshot > escapes control and bidi characters in every line, the snapshot key included > \\u2067other 1` was not written: in CI (CI=true) new snapshots are written only with -u.',
      '',
      'Received: "new \\u202etext\\u0000"',
    ])
  })

  it('in CI fails on a missing snapshot and writes nothing', async ({ expect: local, task }) => {
    const state = await useState(local, 'none')
    expect(failureOf(() => local('Hello').toMatchSimilarSnapshot('greeting'))).toMatchInlineSnapshot(`
      "expect(received).toMatchSimilarSnapshot(hint)

      Snapshot \`.toMatchSimilarSnapshot > in CI fails on a missing snapshot and writes nothing > greeting 1\` was not written: in CI (CI=true) new snapshots are written only with -u.

      Received: "Hello""
    `)
    expect((await state.pack()).added).toBe(0)
    expect(recordsOf(task)).toEqual([])
  })

  it('fails on a received value that is not text, and still takes its snapshot slot', async ({
    expect: local,
    task,
  }) => {
    const state = await useState(local)
    expect(failureOf(() => local(42).toMatchSimilarSnapshot())).toMatchInlineSnapshot(`
      "expect(received).toMatchSimilarSnapshot()

      received value must be a string or { text: string }, got number 42"
    `)
    local('next').toMatchSimilarSnapshot()
    await state.pack()
    expect(readFileSync(join(dir, '__snapshots__', 'reply.test.ts.snap'), 'utf8')).toContain(
      'still takes its snapshot slot 2`',
    )
    expect(recordsOf(task)).toEqual([])
  })

  it('throws on bad options and hints, naming them', async ({ expect: local }) => {
    await useState(local)
    expect(() => local('a').toMatchSimilarSnapshot({ min: 2 })).toThrow(
      'expect-similar: option min must be a number in [0, 1], received number 2',
    )
    expect(() => local('a').toMatchSimilarSnapshot({ min: 0.5 }, 7 as unknown as string)).toThrow(
      'expect-similar: the snapshot hint must be a string, received number 7',
    )
    expect(() => local('a').toMatchSimilarSnapshot({ mni: 0.5 } as object)).toThrow(/unknown option "mni"/)
  })
})

describe('.toMatchSimilarSnapshot under expect.poll', () => {
  it('is rejected, since every attempt would take another snapshot slot', async ({ expect: local }) => {
    const state = await useState(local)
    await expect(expect.poll(() => REFERENCE, { timeout: 50, interval: 10 }).toMatchSimilarSnapshot()).rejects.toThrow(
      'expect-similar: toMatchSimilarSnapshot cannot be used with expect.poll: every attempt would take a new snapshot slot.',
    )
    expect(await state.pack()).toMatchObject({ added: 0, matched: 0 })
  })
})

describe('.not.toMatchSimilarSnapshot', () => {
  it('is rejected with a clear error, before any snapshot is touched', async ({ expect: local }) => {
    const state = await useState(local)
    expect(() => local(REFERENCE).not.toMatchSimilarSnapshot()).toThrow(
      'expect-similar: toMatchSimilarSnapshot cannot be used with .not: a snapshot is a reference to stay close to. To assert that text differs from a reference, use expect(text).not.toBeSimilarTo(reference).',
    )
    expect(await state.pack()).toMatchObject({ added: 0, matched: 0, unmatched: 0 })
  })
})

describe('.toMatchSimilarSnapshot on older Vitest 4.1 releases', () => {
  it('recognizes Vitest by its matcher state without the chai assertion (4.1.0-4.1.3) and names the Vitest it needs', async () => {
    const { toMatchSimilarSnapshot } = await import('../../src/matchers/to-match-similar-snapshot.js')
    // Vitest 4.1.0's matcher state: `soft` and `poll` keys, no `assertion`, and a snapshot state
    // without the domain-snapshot methods.
    const state = {
      isNot: false,
      promise: '',
      soft: undefined,
      poll: undefined,
      currentTestName: 't',
      snapshotState: { match: () => ({}) },
    }
    expect(() => toMatchSimilarSnapshot.call(state as never, 'text')).toThrow(
      /^expect-similar: toMatchSimilarSnapshot needs Vitest >= 4\.1\.4 \(SnapshotState\.probeExpectedSnapshot and processDomainSnapshot\)/,
    )
  })
})

// A custom scorer may be an LLM judge: slow, paid for, and not the same twice. Under -u it is asked
// once per assertion, for the comparison that decides; the rewritten entry is the received text
// itself, and scores 1 without asking again.
describe('.toMatchSimilarSnapshot under -u with a custom scorer', () => {
  /** A scorer counting its calls; `async` answers with a promise. */
  function counting(async: boolean) {
    const calls: [string, string][] = []
    const scorer = {
      name: 'judge',
      version: '2',
      score(received: string, expected: string) {
        calls.push([received, expected])
        const score = received === expected ? 1 : 0.2
        return async ? Promise.resolve(score) : score
      },
    }
    return { calls, scorer }
  }

  for (const async of [false, true]) {
    it(`calls a${async ? 'n async' : ' sync'} scorer once when it rewrites the entry (Vitest)`, async ({
      expect: local,
      task,
    }) => {
      await stored(local, REFERENCE)
      const { calls, scorer } = counting(async)
      const state = await useState(local, 'all')
      await local('Something else entirely.').toMatchSimilarSnapshot({ scorer })
      expect((await state.pack()).updated).toBe(1)
      expect(calls).toEqual([['Something else entirely.', REFERENCE]])
      expect(
        recordsOf(task).map(({ scorer, scorerVersion, score, pass }) => ({ scorer, scorerVersion, score, pass })),
      ).toEqual([{ scorer: 'judge', scorerVersion: '2', score: 1, pass: true }])
    })
  }

  it('calls it once too on Jest snapshot state, and scores reject texts against the new entry', async () => {
    const { toMatchSimilarSnapshot } = await import('../../src/matchers/to-match-similar-snapshot.js')
    const { registerSnapshotSerializer } = await import('../../src/snapshot/jest-snapshot.js')
    const { SnapshotState, addSerializer } = await import('jest-snapshot')
    registerSnapshotSerializer({ addSnapshotSerializer: addSerializer })
    const snapPath = join(dir, '__snapshots__', 'reply.test.js.snap')
    const load = (updateSnapshot: 'all' | 'new') =>
      new SnapshotState(snapPath, { updateSnapshot, rootDir: dir, snapshotFormat: { escapeString: false } })
    const context = (state: InstanceType<typeof SnapshotState>) =>
      ({ isNot: false, snapshotState: state, currentTestName: 'greets' }) as never
    const first = load('new')
    toMatchSimilarSnapshot.call(context(first), REFERENCE)
    first.save()
    const { calls, scorer } = counting(true)
    const update = load('all')
    const reject = ['A reject text.']
    const result = await toMatchSimilarSnapshot.call(context(update), 'Something else entirely.', { scorer, reject })
    expect(result.pass).toBe(true)
    expect(update.updated).toBe(1)
    // The comparison that decided, the reject text against the old entry, then against the new one.
    expect(calls).toEqual([
      ['Something else entirely.', REFERENCE],
      ['A reject text.', REFERENCE],
      ['A reject text.', 'Something else entirely.'],
    ])
  })
})
