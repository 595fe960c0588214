import { describe, expect, it, jest } from '@jest/globals'
import { failureOf } from './helpers.js'

const REFERENCE = 'The quick brown fox jumps over the lazy dog.'
const PARAPHRASE = 'A quick brown fox jumped over a lazy dog.' // content similarity 0.776

describe('.toBeSimilarTo', () => {
  it('passes at or above the minimum, for strings and { text }', () => {
    expect(PARAPHRASE).toBeSimilarTo(REFERENCE)
    expect({ text: PARAPHRASE }).toBeSimilarTo(REFERENCE, { min: 0.75 })
    expect('The quick brown cat').toBeSimilarTo('The quick brown fox', { scorer: 'textual-difference', granularity: 'word', min: 0.85 })
  })

  it('fails below the minimum with the score and a word diff', () => {
    expect(failureOf(() => expect('The quick brown dog sleeps').toBeSimilarTo('The quick brown fox jumps', { min: 0.85 }))).
toMatchInlineSnapshot(`
"expect(received).toBeSimilarTo(expected, options)

Expected content similarity ≥ 0.85, received 0.63

Expected: "The quick brown fox jumps"
Received: "The quick brown dog sleeps"

Difference ([-expected-]{+received+}):
  The quick brown [-fox jumps-]{+dog sleeps+}"
`)
  })

  it('fails, without throwing, on a received value that is not text', () => {
    expect(failureOf(() => expect(42).toBeSimilarTo(REFERENCE))).toMatchInlineSnapshot(`
"expect(received).toBeSimilarTo(expected)

received value must be a string or { text: string }, got number 42"
`)
  })

  it('throws on bad arguments', () => {
    expect(() => expect('a').toBeSimilarTo(42 as never)).toThrow('expect-similar: expected must be a string, received number 42')
    expect(() => expect('a').toBeSimilarTo('a', { min: Number.NaN })).toThrow(
      'expect-similar: option min must be a number in [0, 1], received number NaN',
    )
    expect(() => expect('a').toBeSimilarTo('a', { threshold: 0.8 } as never)).toThrow('unknown option "threshold" in options')
    expect(() => (expect('a').toBeSimilarTo as (...args: unknown[]) => void)('a', {}, { min: 2 })).toThrow(
      'expect-similar: toBeSimilarTo takes at most 2 arguments (expected and options), received 3',
    )
  })
})

describe('.not.toBeSimilarTo', () => {
  it('passes below the minimum', () => {
    expect(PARAPHRASE).not.toBeSimilarTo(REFERENCE, { min: 0.8 })
  })

  it('fails at or above the minimum', () => {
    expect(failureOf(() => expect(PARAPHRASE).not.toBeSimilarTo(REFERENCE))).toMatchInlineSnapshot(`
"expect(received).not.toBeSimilarTo(expected)

Expected content similarity < 0.70, received 0.78

Expected: "The quick brown fox jumps over the lazy dog."
Received: "A quick brown fox jumped over a lazy dog."

Difference ([-expected-]{+received+}):
  [-The-]{+A+} quick brown fox [-jumps-]{+jumped+} over [-the-]{+a+} lazy dog."
`)
  })
})

describe('.toDifferByAtMost', () => {
  it('counts opcodes in the chosen granularity', () => {
    expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
    expect('kitten').toDifferByAtMost('sitting', 3)
  })

  it('fails above the limit with changes, ratio and lengthDiff', () => {
    expect(failureOf(() => expect('kitten').toDifferByAtMost('sitting', 2))).toMatchInlineSnapshot(`
"expect(received).toDifferByAtMost(expected, changes)

Expected at most 2 changes (char granularity), received 3
changes 3, ratio 0.62, lengthDiff 0.14

Expected: "sitting"
Received: "kitten"

Difference ([-expected-]{+received+}):
  [-sitting-]{+kitten+}"
`)
  })

  it('throws on a bad change count', () => {
    expect(() => expect('a').toDifferByAtMost('a', -1)).toThrow('expect-similar: changes must be a non-negative integer, received number -1')
  })
})

describe('.not.toDifferByAtMost', () => {
  it('passes above the limit and fails within it', () => {
    expect('kitten').not.toDifferByAtMost('sitting', 2)
    expect(failureOf(() => expect('kitten').not.toDifferByAtMost('sitting', 3))).toContain(
      'Expected more than 3 changes (char granularity), received 3',
    )
  })
})

describe('.toBeSimilarToAny', () => {
  const candidates = ['The weather is sunny today.', 'Paris is the capital of France.']

  it('passes when the best candidate reaches the minimum', () => {
    expect('The capital of France is Paris.').toBeSimilarToAny(candidates)
  })

  it('fails naming the best candidate and its score', () => {
    expect(failureOf(() => expect('Berlin is the capital of Germany.').toBeSimilarToAny(candidates, { min: 0.8 }))).
toMatchInlineSnapshot(`
"expect(received).toBeSimilarToAny(candidates, options)

Expected content similarity ≥ 0.80, received 0.54 (best of 2 candidates: candidates[1])

Best candidate: "Paris is the capital of France."
Received: "Berlin is the capital of Germany."

Difference ([-expected-]{+received+}):
  [-Paris-]{+Berlin+} is the capital of [-France-]{+Germany+}."
`)
  })

  it('throws on an empty candidate list', () => {
    expect(() => expect('a').toBeSimilarToAny([])).toThrow(
      'expect-similar: candidates must be a non-empty array of strings, received array of length 0',
    )
  })
})

describe('.not.toBeSimilarToAny', () => {
  it('passes when no candidate is close', () => {
    expect('Berlin is the capital of Germany.').not.toBeSimilarToAny(['The weather is sunny today.'])
  })
})

describe('asymmetric forms', () => {
  it('work inside toEqual, toMatchObject and toHaveBeenCalledWith', () => {
    const reply = { answer: 'Paris is the capital city of France.', lang: 'en' }
    expect(reply).toEqual({ answer: expect.similarTo('Paris is the capital of France', { min: 0.8 }), lang: 'en' })
    expect(reply).toMatchObject({ answer: expect.not.similarTo('I cannot help with that') })
    const save = jest.fn()
    save('Saved 4 files')
    expect(save).toHaveBeenCalledWith(expect.differingByAtMost('Saved 3 files', 1, { granularity: 'word' }))
    expect(save).toHaveBeenCalledWith(expect.not.differingByAtMost('Deleted everything', 1, { granularity: 'word' }))
  })

  it('print as SimilarTo<...> in the diff of a failed toEqual', () => {
    expect(failureOf(() => expect({ answer: 'zzz' }).toEqual({ answer: expect.similarTo('Paris', { min: 0.8 }) }))).
toMatchInlineSnapshot(`
"expect(received).toEqual(expected) // deep equality

- Expected  - 1
+ Received  + 1

  Object {
-   "answer": SimilarTo<"Paris", { min: 0.8 }>,
+   "answer": "zzz",
  }"
`)
  })

  it('throw on bad arguments when created', () => {
    expect(() => expect.similarTo('a', { min: 2 })).toThrow('option min must be a number in [0, 1], received number 2')
    expect(() => expect.not.differingByAtMost('a', 0.5)).toThrow('changes must be a non-negative integer, received number 0.5')
    expect(() => (expect.differingByAtMost as (...args: unknown[]) => unknown)('a', 1, {}, 2)).toThrow(
      'expect-similar: expect.differingByAtMost takes at most 3 arguments (expected, changes and options), received 4',
    )
  })
})
