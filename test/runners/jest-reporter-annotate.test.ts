import { describe, expect, it } from 'vitest'
import ExpectSimilarJestReporter from '../../src/jest-reporter.js'

describe('Jest reporter and annotate', () => {
  it('rejects the Vitest-only annotate option instead of ignoring it', () => {
    expect(() => new ExpectSimilarJestReporter({ rootDir: '/' }, { annotate: 'all' })).toThrow(
      'expect-similar: option annotate is for the Vitest reporter: Jest has no test annotations, received annotate "all"',
    )
  })
})
