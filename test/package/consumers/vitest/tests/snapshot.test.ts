import { describe, expect, it } from 'vitest'

describe('fuzzy snapshot', () => {
  // The committed .snap holds "Paris is the capital of France."; with CI=true a missing or
  // failing entry fails the run instead of being written.
  it('compares with the committed entry', () => {
    expect('The capital of France is Paris.').toMatchSimilarSnapshot({ min: 0.8 })
  })
})
