import { describe, expect, it } from 'vitest'
import * as root from '../../src/index.js'

describe('root entry', () => {
  it('exports the core API and nothing unexpected', () => {
    expect(Object.keys(root).sort()).toStrictEqual(
      [
        'ScoringBudgetError',
        'SequenceMatcher',
        'contentSimilarity',
        'defaultBudget',
        'createContentSimilarityScorer',
        'createTextualDifferenceScorer',
        'diceCoefficient',
        'fromMastra',
        'probeLeniency',
        'textualDifference',
        'tokenize',
      ].sort(),
    )
  })
})
