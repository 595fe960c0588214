import { TextAsymmetricMatcher, formatOptions, hide } from './asymmetric.js'
import {
  assertArgumentCount,
  assertExpectedText,
  assertMaxChanges,
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
  readonly expected: string
  readonly changes: number
  readonly options: DifferenceOptions | undefined
  declare private readonly resolved: ResolvedDifferenceOptions

  constructor(expected: string, changes: number, options: DifferenceOptions | undefined, inverse: boolean, creator: unknown) {
    super(inverse, creator)
    assertExpectedText('expected', expected)
    assertMaxChanges(changes)
    hide(this, 'resolved', parseDifferenceOptions(options))
    this.expected = expected
    this.changes = changes
    this.options = options
  }

  protected describeSample(): string {
    const options = formatOptions(this.options)
    return `${JSON.stringify(this.expected)}, ${this.changes}${options ? `, ${options}` : ''}`
  }

  protected measure(text: string) {
    const details = scoreDifference(this.expected, text, this.resolved)
    return {
      matched: details.changes <= this.changes,
      record: {
        matcher: 'differingByAtMost' as const,
        scorer: 'textual-difference' as const,
        score: details.score,
        maxChanges: this.changes,
        changes: details.changes,
      },
    }
  }
}

/**
 * Asymmetric form of `toDifferByAtMost`, for use inside `toEqual`, `toMatchObject`,
 * `toHaveBeenCalledWith`...
 *
 * @example
 * expect(log).toHaveBeenCalledWith(expect.differingByAtMost('Saved 3 files', 1, { granularity: 'word' }))
 */
export function differingByAtMost(
  this: unknown,
  expected: string,
  changes: number,
  options?: DifferenceOptions,
): DifferingByAtMost {
  assertArgumentCount('expect.differingByAtMost', DIFFERING_BY_AT_MOST_ARGUMENTS, arguments)
  return new DifferingByAtMost(expected, changes, options, false, this)
}

/**
 * `expect.not.differingByAtMost`: matches text with more than `changes` changes. A value that is not
 * text matches neither this nor `expect.differingByAtMost`.
 *
 * @example
 * expect(draft).toEqual(expect.not.differingByAtMost(original, 0))
 */
export function notDifferingByAtMost(
  this: unknown,
  expected: string,
  changes: number,
  options?: DifferenceOptions,
): DifferingByAtMost {
  assertArgumentCount('expect.not.differingByAtMost', DIFFERING_BY_AT_MOST_ARGUMENTS, arguments)
  return new DifferingByAtMost(expected, changes, options, true, this)
}
