import { assertString, throwProblem } from '../core/validate.js'
import { TextAsymmetricMatcher, asymmetricFactory, formatOptions, hide, quoteText } from './asymmetric.js'
import { guardVerdicts, scoreVerdict } from './message.js'
import { parseSimilarityOptions, type ResolvedSimilarityOptions, type SyncSimilarityOptions } from './options.js'
import { checkReject, negatedRejectProblem, type RejectCheck } from './reject.js'
import { syncOnly } from '../core/maybe-async.js'
import { scoreSimilarity } from './score.js'

function scorerName(resolved: ResolvedSimilarityOptions): string {
  return typeof resolved.scorer === 'string' ? resolved.scorer : resolved.scorer.name
}

const SIMILAR_TO_ARGUMENTS = ['expected', 'options']

/**
 * The asymmetric matcher returned by `expect.similarTo` and `expect.not.similarTo`.
 *
 * @example
 * new SimilarTo('Paris', { min: 0.8 }, false, undefined).asymmetricMatch('Paris!') // true
 */
export class SimilarTo extends TextAsymmetricMatcher {
  protected readonly baseName = 'SimilarTo'
  protected readonly matcherName = 'similarTo'
  readonly expected: string
  readonly options: SyncSimilarityOptions | undefined
  declare private readonly resolved: ResolvedSimilarityOptions
  declare private readonly reject: RejectCheck | undefined

  constructor(expected: string, options: SyncSimilarityOptions | undefined, inverse: boolean, creator: unknown) {
    super(inverse, creator)
    assertString('expected', expected)
    const resolved = parseSimilarityOptions(options)
    throwProblem(negatedRejectProblem('expect.not.similarTo', resolved, inverse))
    hide(this, 'resolved', resolved)
    const reject = checkReject([{ text: expected, name: 'expected' }], resolved)
    hide(this, 'reject', syncOnly(reject, 'expect.similarTo', scorerName(resolved)))
    this.expected = expected
    this.options = options
  }

  protected describeSample(): string {
    const options = formatOptions(this.options)
    return quoteText(this.expected) + (options ? `, ${options}` : '')
  }

  protected override leniency() {
    return { expected: this.expected, resolved: this.resolved }
  }

  protected measure(text: string) {
    const guards = guardVerdicts(this.expected, text, this.resolved)
    const scored = syncOnly(
      scoreSimilarity(this.expected, text, this.resolved),
      'expect.similarTo',
      scorerName(this.resolved),
    )
    return scoreVerdict(scored, this.resolved, this.reject, guards)
  }
}

function create(inverse: boolean, creator: unknown, expected: string, options?: SyncSimilarityOptions): SimilarTo {
  return new SimilarTo(expected, options, inverse, creator)
}

/**
 * Asymmetric form of `toBeSimilarTo`, for use inside `toEqual`, `toMatchObject`,
 * `toHaveBeenCalledWith`... Accepts a string or `{ text: string }`.
 *
 * @example
 * expect(reply).toEqual({ answer: expect.similarTo('Paris is the capital of France', { min: 0.8 }), lang: 'en' })
 */
export const similarTo = asymmetricFactory('similarTo', SIMILAR_TO_ARGUMENTS, false, create)

/**
 * `expect.not.similarTo`: matches text that scores below `min`. A value that is not text matches
 * neither this nor `expect.similarTo`.
 *
 * @example
 * expect(reply).toEqual({ answer: expect.not.similarTo('I cannot help with that') })
 */
export const notSimilarTo = asymmetricFactory('similarTo', SIMILAR_TO_ARGUMENTS, true, create)
