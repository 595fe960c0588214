import PROBE_NAMES from './fixtures/probe-names.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { contentSimilarity } from '../../src/core/content-similarity.js'
import { probeLeniency } from '../../src/core/probes.js'
import { textualDifference } from '../../src/core/textual-difference.js'

describe('probeLeniency', () => {
  it('scores each probe with content similarity by default, against the matchers default min 0.7', () => {
    const result = probeLeniency('The payment was approved.')
    expect(result).toStrictEqual({
      scorer: 'content-similarity',
      min: 0.7,
      probes: [
        {
          kind: 'negation',
          text: 'The payment was not approved.',
          description: '"was" → "was not" at character 12',
          score: 8 / 9,
          accepted: true,
        },
        {
          kind: 'antonym',
          text: 'The payment was rejected.',
          description: '"approved" → "rejected" at character 16',
          score: 2 / 3,
          accepted: false,
        },
      ],
      accepted: 1,
      highest: 8 / 9,
      rejectingMin: 0.89,
      cap: 50,
      capped: false,
    })
  })

  it('scores with textual difference and its options when asked', () => {
    const text = 'Alice sent the report to Bob.'
    const result = probeLeniency(text, { scorer: 'textual-difference', granularity: 'word', min: 0.5 })
    const swapped = 'Bob sent the report to Alice.'
    const ratio = textualDifference(text, swapped, { granularity: 'word' }).ratio
    expect(ratio).toBeCloseTo(0.8333, 4)
    expect(result.probes).toStrictEqual([
      { kind: 'names', text: swapped, description: 'swap "Alice" and "Bob"', score: ratio, accepted: true },
    ])
    expect(result.rejectingMin).toBe(0.84)
    expect(probeLeniency(text).probes[0]?.score).toBe(contentSimilarity(text, swapped).score)
  })

  it('passes the content options through', () => {
    // NFKC makes the ligature ﬁ two letters, so the bigrams and the scores change.
    const text = 'ﬁ 40'
    const options = { ignoreCase: false, normalize: 'NFKC' } as const
    expect(probeLeniency(text, options).probes.map((p) => p.score)).toStrictEqual([
      contentSimilarity(text, 'ﬁ 400', options).score,
      contentSimilarity(text, 'ﬁ 41', options).score,
    ])
    expect(probeLeniency(text, options).probes[0]?.score).toBeCloseTo(0.8571, 4)
    expect(probeLeniency(text).probes[0]?.score).toBe(0.8)
  })

  it('finds the smallest printable min above the highest score', () => {
    expect(probeLeniency('Your refund of $40 has been issued.').rejectingMin).toBe(0.99)
    // 0.9919 → 0.992: two decimals would need 1, which rejects every imperfect answer.
    const long = "No errors were found. The build isn't broken!\nIt will run at 9:30 on Monday."
    expect(probeLeniency(long).highest).toBeCloseTo(0.9919, 4)
    expect(probeLeniency(long).rejectingMin).toBe(0.992)
    expect(probeLeniency('Hello there').rejectingMin).toBe(null)
    expect(probeLeniency('Hello there')).toMatchObject({ probes: [], highest: null, accepted: 0 })
  })

  it('caps the probes and says so', () => {
    const text = Array.from({ length: 100 }, (_, i) => `${i} apples`).join(', ')
    expect(probeLeniency(text, { maxProbes: 3 })).toMatchObject({ cap: 3, capped: true })
    expect(probeLeniency(text, { maxProbes: 3 }).probes).toHaveLength(3)
    expect(probeLeniency(text).probes).toHaveLength(50)
  })

  it.each([
    [[42], 'expect-similar: expected must be a string, received number 42'],
    [['a', { min: 2 }], 'expect-similar: option min must be a number in [0, 1], received number 2'],
    [['a', { scorer: 'dice' }], 'option scorer must be one of'],
    [['a', { maxProbes: 0 }], 'expect-similar: option maxProbes must be a positive integer, received number 0'],
    [['a', { granularity: 'word' }], 'expect-similar: option granularity is for scorer textual-difference'],
    [['a', { scorer: 'textual-difference', ignoreCase: false }], 'option ignoreCase is for scorer content-similarity'],
    [['a', { mni: 0.5 }], 'mni'],
  ])('rejects bad arguments %j', (args, message) => {
    expect(() => (probeLeniency as (...a: unknown[]) => unknown)(...args)).toThrow(message)
  })
})

describe('probeLeniency names probes on realistic answers', () => {
  // Each answer with the names a reader sees in it; labels, headings and sentence starts are not names.
  const { answers } = PROBE_NAMES as { answers: { text: string; names: string[] }[] }
  const swapsOf = (text: string) =>
    probeLeniency(text, { min: 0.7 })
      .probes.filter((p) => p.kind === 'names')
      .map((p) => [...p.description.matchAll(/"([^"]+)"/g)].map((m) => m[1] as string))

  it('swap names only where the names guard sees names, leaving UI labels and sentence starts alone', () => {
    const noPair = answers.filter((a) => a.names.length < 2)
    const flagged = noPair.filter((a) => swapsOf(a.text).length > 0).map((a) => a.text)
    // One label pair the guard reads as names: "Open Preferences ... Turn on Notifications" (neither
    // word is in its common-word list). Before, every one of the 11 answers got names probes.
    expect(noPair).toHaveLength(11)
    expect(flagged).toEqual(['Steps:\n1. Sign in.\n2. Open Preferences.\n3. Turn on Notifications.'])
    const swaps = answers.flatMap((a) => swapsOf(a.text).map((pair) => ({ pair, names: a.names })))
    const wrong = swaps.filter(({ pair, names }) => pair.some((word) => !names.includes(word)))
    expect(wrong.map(({ pair }) => pair)).toEqual([['Preferences', 'Notifications']])
    // The real names are still swapped (and two words of one name are not traded with each other).
    expect(swaps).toHaveLength(21)
    expect(swapsOf('Satya Nadella announced the partnership with OpenAI in Redmond.')).not.toContainEqual([
      'Satya',
      'Nadella',
    ])
  })

  it('still makes the swap a threshold accepts where the names are real', () => {
    const result = probeLeniency('Paris is the capital of France.', { min: 0.7 })
    expect(result.probes.filter((p) => p.kind === 'names').map((p) => [p.text, p.accepted])).toEqual([
      ['France is the capital of Paris.', true],
    ])
  })
})
