import { assertString, throwProblem } from '../core/validate.js'

/** The hint and the options of a `toMatchSimilarSnapshot` call, in whichever order they came. */
export interface SnapshotArguments {
  /** Snapshot hint; `undefined` when absent or empty (the runners ignore an empty hint too). */
  hint: string | undefined
  /** The options argument as given; validated by the caller with the similarity options. */
  options: unknown
}

/**
 * Sorts out `toMatchSimilarSnapshot(hint?, options?)` and `toMatchSimilarSnapshot(options?, hint?)`:
 * like `toMatchSnapshot`, a string is the hint and the other argument is the options.
 *
 * @example
 * parseSnapshotArguments(['greeting', { min: 0.8 }]) // { hint: 'greeting', options: { min: 0.8 } }
 * parseSnapshotArguments([{ min: 0.8 }, 'greeting']) // { hint: 'greeting', options: { min: 0.8 } }
 */
export function parseSnapshotArguments(args: readonly unknown[]): SnapshotArguments {
  if (args.length > 2) {
    throwProblem(`toMatchSimilarSnapshot takes at most 2 arguments (hint and options), received ${args.length}`)
  }
  const [first, second] = args
  const hintFirst = typeof first === 'string'
  const hint = hintFirst ? first : second
  const options = hintFirst ? second : first
  if (hint !== undefined) assertString('the snapshot hint', hint)
  if (typeof options === 'string') {
    throwProblem('toMatchSimilarSnapshot takes one hint string and one options object, received two strings')
  }
  return { hint: hint === '' ? undefined : hint, options }
}
