import { describe, expect, it } from '@jest/globals'

describe('fuzzy snapshot', () => {
  // The committed .snap holds "Paris is the capital of France."; with --ci a missing or failing
  // entry fails the run instead of being written, and the entry is stored verbatim only if
  // installMatchers added the snapshot serializer.
  it('compares with the committed entry', () => {
    expect('The capital of France is Paris.').toMatchSimilarSnapshot({ min: 0.8 })
  })
})
