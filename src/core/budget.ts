import { describeValue } from './validate.js'

// Read once: a global lookup per call is slow in Jest's vm context.
const { max } = Math

/**
 * Search steps allowed per element of the two sequences when no `budget` is given: the default
 * budget of one comparison is `BUDGET_PER_ELEMENT * (len(a) + len(b))`, and at least
 * {@link MIN_BUDGET}. A step is one matchable element visited by a longest-match search: 10-150
 * ns depending on how cache-friendly the windows are, so the default runs out after 0.3-4 s on
 * 100 KB texts and 3-40 s on 1 MB texts. Ordinary inputs use far less: 1 MB of edited prose
 * compared by characters takes about 17 steps per element, the repetitive inputs of issue 12
 * about 5. Inputs that make difflib's recursion quadratic, which no exact algorithm avoids
 * (e.g. runs of 'x' that shorten by one, in the same order on both sides: about 144 steps per
 * element at 100 KB), reach it and fail instead of running for minutes.
 */
const BUDGET_PER_ELEMENT = 128

/** The smallest default budget, so short texts never hit it: 20 million steps (0.2-3 s). */
const MIN_BUDGET = 20_000_000

/** The budget a comparison of sequences of these lengths gets when none is given. */
export function defaultBudget(aLength: number, bLength: number): number {
  return max(MIN_BUDGET, BUDGET_PER_ELEMENT * (aLength + bLength))
}

/**
 * Thrown when comparing two texts exactly would take more than the `budget` option allows: the
 * comparison stops instead of blocking the worker. Compare coarser tokens (granularity 'word' or
 * 'line') or raise the budget.
 *
 * @example
 * try {
 *   textualDifference(a, b, { budget: 1e6 })
 * } catch (error) {
 *   if (error instanceof ScoringBudgetError) console.log(error.budget) // 1000000
 * }
 */
export class ScoringBudgetError extends Error {
  /** The budget that was exceeded. */
  readonly budget: number

  /** `problem` and `advice` default to the difflib search's; the LCS ratio's budget is about length. */
  constructor(
    budget: number,
    problem = 'too repetitive',
    advice = "use granularity 'word' or 'line', or raise `budget`",
  ) {
    super(`expect-similar: texts ${problem} to score exactly within budget ${budget}: ${advice}`)
    this.name = 'ScoringBudgetError'
    this.budget = budget
  }
}

/**
 * Throws a TypeError naming the option unless `value` is a positive integer or `Infinity` (no
 * limit). `name` is the whole noun of the message, e.g. `'option budget'`.
 */
export function assertBudget(name: string, value: unknown): asserts value is number {
  if (typeof value === 'number' && value > 0 && (Number.isInteger(value) || value === Infinity)) return
  throw new TypeError(
    `expect-similar: ${name} must be a positive integer or Infinity, received ${describeValue(value)}`,
  )
}
