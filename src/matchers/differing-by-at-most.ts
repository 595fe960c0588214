import { assertString, throwProblem } from '../core/validate.js'
import { TextAsymmetricMatcher, asymmetricFactory, formatOptions, hide, quoteText } from './asymmetric.js'
import { changesVerdict } from './message.js'
import {
  maxChangesProblem,
  parseDifferenceOptions,
  type DifferenceOptions,
  type ResolvedDifferenceOptions,
} from './options.js'
import { scoreDifference } from './score.js'

const DIFFERING_BY_AT_MOST_ARGUMENTS = ['expected', 'changes', 'options']

/**
 * The asymmetric matcher returned by `expect.differingByAtMost` and `expect.not.differingByAtMost`.
 *
 * @example
 * new DifferingByAtMost('sitting', 3, undefined, false, undefined).asymmetricMatch('kitten') // true
 */
export class DifferingByAtMost extends TextAsymmetricMatcher {
  protected readonly baseName = 'DifferingByAtMost'
  protected readonly matcherName = 'differingByAtMost'
  readonly expected: string
  readonly changes: number
  readonly options: DifferenceOptions | undefined
  declare private readonly resolved: ResolvedDifferenceOptions

  constructor(
    expected: string,
    changes: number,
    options: DifferenceOptions | undefined,
    inverse: boolean,
    creator: unknown,
  ) {
    super(inverse, creator)
    assertString('expected', expected)
    throwProblem(maxChangesProblem(changes))
    hide(this, 'resolved', parseDifferenceOptions(options))
    this.expected = expected
    this.changes = changes
    this.options = options
  }

  protected describeSample(): string {
    const options = formatOptions(this.options)
    return `${quoteText(this.expected)}, ${this.changes}${options ? `, ${options}` : ''}`
  }

  protected measure(text: string) {
    return changesVerdict(scoreDifference(this.expected, text, this.resolved), this.changes, this.resolved)
  }
}

function create(
  inverse: boolean,
  creator: unknown,
  expected: string,
  changes: number,
  options?: DifferenceOptions,
): DifferingByAtMost {
  return new DifferingByAtMost(expected, changes, options, inverse, creator)
}

/**
 * Asymmetric form of `toDifferByAtMost`, for use inside `toEqual`, `toMatchObject`,
 * `toHaveBeenCalledWith`...
 *
 * @example
 * expect(log).toHaveBeenCalledWith(expect.differingByAtMost('Saved 3 files', 1, { granularity: 'word' }))
 */
export const differingByAtMost = asymmetricFactory('differingByAtMost', DIFFERING_BY_AT_MOST_ARGUMENTS, false, create)

/**
 * `expect.not.differingByAtMost`: matches text with more than `changes` changes. A value that is not
 * text matches neither this nor `expect.differingByAtMost`.
 *
 * @example
 * expect(draft).toEqual(expect.not.differingByAtMost(original, 0))
 */
export const notDifferingByAtMost = asymmetricFactory('differingByAtMost', DIFFERING_BY_AT_MOST_ARGUMENTS, true, create)
