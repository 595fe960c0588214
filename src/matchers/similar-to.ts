import { TextAsymmetricMatcher, formatOptions, hide } from './asymmetric.js'
import {
  assertArgumentCount,
  assertExpectedText,
  parseSimilarityOptions,
  type ResolvedSimilarityOptions,
  type SimilarityOptions,
} from './options.js'
import { recordFields, scoreSimilarity } from './score.js'

const SIMILAR_TO_ARGUMENTS = ['expected', 'options']

/**
 * The asymmetric matcher returned by `expect.similarTo` and `expect.not.similarTo`.
 *
 * @example
 * new SimilarTo('Paris', { min: 0.8 }, false, undefined).asymmetricMatch('Paris!') // true
 */
export class SimilarTo extends TextAsymmetricMatcher {
  protected readonly baseName = 'SimilarTo'
  readonly expected: string
  readonly options: SimilarityOptions | undefined
  declare private readonly resolved: ResolvedSimilarityOptions

  constructor(expected: string, options: SimilarityOptions | undefined, inverse: boolean, creator: unknown) {
    super(inverse, creator)
    assertExpectedText('expected', expected)
    hide(this, 'resolved', parseSimilarityOptions(options))
    this.expected = expected
    this.options = options
  }

  protected describeSample(): string {
    const options = formatOptions(this.options)
    return JSON.stringify(this.expected) + (options ? `, ${options}` : '')
  }

  protected measure(text: string) {
    const details = scoreSimilarity(this.expected, text, this.resolved)
    return {
      matched: details.score >= this.resolved.min,
      record: {
        matcher: 'similarTo' as const,
        ...recordFields(details),
        threshold: this.resolved.min,
      },
    }
  }
}

/**
 * Asymmetric form of `toBeSimilarTo`, for use inside `toEqual`, `toMatchObject`,
 * `toHaveBeenCalledWith`... Accepts a string or `{ text: string }`.
 *
 * @example
 * expect(reply).toEqual({ answer: expect.similarTo('Paris is the capital of France', { min: 0.8 }), lang: 'en' })
 */
export function similarTo(this: unknown, expected: string, options?: SimilarityOptions): SimilarTo {
  assertArgumentCount('expect.similarTo', SIMILAR_TO_ARGUMENTS, arguments)
  return new SimilarTo(expected, options, false, this)
}

/**
 * `expect.not.similarTo`: matches text that scores below `min`. A value that is not text matches
 * neither this nor `expect.similarTo`.
 *
 * @example
 * expect(reply).toEqual({ answer: expect.not.similarTo('I cannot help with that') })
 */
export function notSimilarTo(this: unknown, expected: string, options?: SimilarityOptions): SimilarTo {
  assertArgumentCount('expect.not.similarTo', SIMILAR_TO_ARGUMENTS, arguments)
  return new SimilarTo(expected, options, true, this)
}
