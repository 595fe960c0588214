// A custom scorer in the same matchers (docs/custom-scorers.md). In your suite the score would come
// from an embedding model or an LLM judge; here a tiny bag-of-words "embedding" stands in for one,
// so the example needs no download, no network and no API key, and scores the same on every run.
import { ask, RUNS } from './assistant.js'

// Counts of lower-cased words: a vector with one dimension per word.
function embed(text: string): Map<string, number> {
  const vector = new Map<string, number>()
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    vector.set(word, (vector.get(word) ?? 0) + 1)
  }
  return vector
}

// Cosine of two count vectors: in [0, 1], since no count is negative, but rounding can land a hair
// above 1 (1.0000000000000002), which a scorer must not return: the matcher rejects it as out of range.
function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0
  for (const [word, count] of a) dot += count * (b.get(word) ?? 0)
  const length = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((sum, x) => sum + x * x, 0))
  const lengths = length(a) * length(b)
  return lengths === 0 ? 0 : Math.min(1, dot / lengths)
}

// A synchronous scorer: `name` is its column in the reports and its key in gates and baselines.
const words = {
  name: 'bag-of-words',
  version: '1',
  score: (received: string, expected: string) => cosine(embed(received), embed(expected)),
}

// The same score behind a Promise, the shape of a call to an embedding API.
const embedding = {
  name: 'embedding',
  version: 'bag-of-words-1',
  score: async (received: string, expected: string) => {
    const [a, b] = await Promise.all([received, expected].map(async (text) => embed(text)))
    return cosine(a as Map<string, number>, b as Map<string, number>)
  },
}

describe('custom scorers', () => {
  const runs = Array.from({ length: RUNS }, (_, run) => run)

  it.each(runs)('the capital answer shares its words with the reference, run %i', (run) => {
    // Reordered words score 1: a bag of words does not see order, only which words are there.
    expect(ask('capital-of-france', run)).toBeSimilarTo('Paris is the capital of France.', { scorer: words, min: 0.8 })
  })

  it('an async scorer is awaited', async () => {
    await expect(ask('refund-policy', 1)).toBeSimilarTo(
      'Refunds are available for 30 days after purchase from the Billing page.',
      { scorer: embedding, min: 0.5, guard: 'numbers' },
    )
  })

  it('the refund policy is not the release summary', async () => {
    await expect(ask('refund-policy')).not.toBeSimilarTo(ask('summarize-release'), { scorer: embedding, min: 0.5 })
  })
})
