import { describeValue } from './validate.js'

// Read once: a global lookup per call is slow in Jest's vm context.
const { max } = Math

/**
 * Search steps allowed per element of the two sequences when no `budget` is given: the default
 * budget of one comparison is `BUDGET_PER_ELEMENT * (len(a) + len(b))`, and at least
 * {@link MIN_BUDGET}. A step is one matchable element visited by a longest-match search (about
 * 0.1-0.5 microseconds on large windows). Ordinary inputs use far less: 1 MB of edited prose
 * compared by characters takes about 17 steps per element, the repetitive inputs of issue 12
 * about 5. Only inputs that make difflib's recursion quadratic, which no exact algorithm avoids,
 * reach it, and then fail after seconds instead of running for minutes.
 */
export const BUDGET_PER_ELEMENT = 64

/** The smallest default budget, so short texts never hit it: 10 million steps (a few seconds at most). */
export const MIN_BUDGET = 10_000_000

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

  constructor(budget: number) {
    super(
      `expect-similar: texts too repetitive to score exactly within budget ${budget}: ` +
        "use granularity 'word' or 'line', or raise `budget`",
    )
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
