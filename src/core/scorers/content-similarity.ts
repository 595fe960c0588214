import { contentSimilarity } from '../content-similarity.js'
import { booleanOption, defineScorer, f4, type ScoreOutcome } from './definition.js'

/** The options only the content-similarity scorer reads. */
export interface ContentSimilarityScorerOptions {
  /** Lower-case both texts first. @default true */
  ignoreCase?: boolean
  /**
   * Fold runs of whitespace to one space and trim. The Dice coefficient leaves all whitespace out
   * of its bigrams (as `string-similarity` does), so this never changes the score. @default true
   */
  ignoreWhitespace?: boolean
}

/** {@link ContentSimilarityScorerOptions} with the defaults applied. */
export type ResolvedContentSimilarityOptions = Required<ContentSimilarityScorerOptions>

/**
 * Mastra's content similarity (the Dice coefficient of the preprocessed texts): the default scorer.
 *
 * @example
 * contentSimilarityScorer.score('Hello World', 'hello world', { ignoreCase: true, ignoreWhitespace: true }).score // 1
 */
export const contentSimilarityScorer = defineScorer<
  'content-similarity',
  ContentSimilarityScorerOptions,
  ResolvedContentSimilarityOptions,
  ScoreOutcome,
  'ignoreCase' | 'ignoreWhitespace'
>({
  name: 'content-similarity',
  label: 'content similarity',
  title: 'Similarity',
  short: 'Sim',
  options: {
    ignoreCase: booleanOption('ignoreCase', true, 'ignore-case'),
    ignoreWhitespace: {
      ...booleanOption('ignoreWhitespace', true, 'ignore-whitespace'),
      sameNote: 'same: whitespace never counts in content similarity',
    },
  },
  score: (expected, received, { ignoreCase, ignoreWhitespace, normalize }) => ({
    score: contentSimilarity(expected, received, { ignoreCase, ignoreWhitespace, normalize }).score,
  }),
  countsChanges: false,
  probe: { cap: 50, options: ['ignoreCase', 'ignoreWhitespace'] },
  compare: {
    key: 'contentSimilarity',
    heading: 'content similarity',
    variationLabel: 'content similarity',
    metrics: ({ score }) => ({ score }),
    values: ({ score }) => f4(score),
    settings: ({ ignoreCase, ignoreWhitespace }) => `ignoreCase ${ignoreCase}, ignoreWhitespace ${ignoreWhitespace}`,
  },
})
