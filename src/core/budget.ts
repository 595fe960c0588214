import { describeValue } from './validate.js'

// Read once: a global lookup per call is slow in Jest's vm context.
const { max, min } = Math
const { now } = Date
const NEVER = Infinity

/**
 * Search steps allowed per element of the two sequences when no `budget` is given: the default
 * budget of one comparison is `BUDGET_PER_ELEMENT * (len(a) + len(b))`, and at least
 * {@link MIN_BUDGET}. A step is one matchable element visited by a longest-match search: 10-150
 * ns depending on how cache-friendly the windows are. Ordinary inputs use far less: 1 MB of
 * edited prose compared by characters takes about 17 steps per element, the repetitive inputs of
 * bench/adversarial.ts about 6. Inputs that make difflib's recursion quadratic, which no exact
 * algorithm avoids (runs that shorten by one, in the same order on both sides: about 0.5 *
 * sqrt(len(a) + len(b)) steps per element), need more as they grow.
 */
const BUDGET_PER_ELEMENT = 128

/**
 * The smallest default budget: 100 million steps, 1-15 s of work, so no input whose exact answer
 * takes under about a second is refused. Most refusals come much earlier (see `BudgetMeter`).
 */
const MIN_BUDGET = 100_000_000

/** The budget a comparison of sequences of these lengths gets when none is given. */
export function defaultBudget(aLength: number, bLength: number): number {
  return max(MIN_BUDGET, BUDGET_PER_ELEMENT * (aLength + bLength))
}

// The meter decides once, at this fraction of the budget, whether to refuse early.
const EARLY_CHECK = 10
// Refuse early when the predicted work exceeds this fraction of the budget: on the quadratic
// shapes the prediction at the check was 77-80% of the actual work (bench -- --budget-only).
const EARLY_REFUSAL = 0.75
// Smaller budgets are plain limits: their first tenth is too little work for a prediction, and
// too little time to be worth saving.
const EARLY_MIN_BUDGET = 10_000_000
// A search peels its window when its smaller child window is under this fraction of it.
const PEEL = 1 / 16

/**
 * Watches the search steps of one comparison against its budget. When the steps pass a tenth of
 * the budget and the recursion is peeling its windows (each search leaves one child almost as
 * large as its window, the shape that makes difflib's recursion quadratic), it predicts the total
 * and refuses right away if the total would exceed the budget: the exact answer would then take
 * at least 7-10x as long as the refusal did. Otherwise the comparison runs on, up to the budget.
 *
 * The prediction: the unsearched elements cost, per element, half the steps per resolved element
 * over the last half of the work (a window peeled `d` elements per search costs `size^2 / 2d`).
 */
export class BudgetMeter {
  private readonly started = now()
  /** Elements in windows not searched yet (including the one being searched). */
  private pending: number
  private snapshotWork = 0
  private snapshotResolved = 0
  private nextSnapshot = 1
  private peelWork = 0
  private intervalWork = 0
  private checked = false
  private readonly checkAt: number

  constructor(
    private readonly budget: number,
    private readonly total: number,
  ) {
    this.pending = total
    this.checkAt = budget >= EARLY_MIN_BUDGET ? budget / EARLY_CHECK : NEVER
  }

  /**
   * After a search of a window of `extent` elements that pushed child windows of `left` and
   * `right` elements (0 for a child not pushed); `work` is the steps of the comparison so far.
   * Returns the error to throw when the comparison should stop, else null.
   */
  record(work: number, stepsOfSearch: number, extent: number, left: number, right: number): ScoringBudgetError | null {
    this.pending += left + right - extent
    this.intervalWork += stepsOfSearch
    if (min(left, right) < PEEL * extent) this.peelWork += stepsOfSearch
    if (work > this.budget) return this.refusal(work)
    if (!this.checked && work >= this.checkAt) {
      this.checked = true
      if (this.peeling() && this.predict(work) > EARLY_REFUSAL * this.budget) return this.refusal(work)
    }
    // After the checks, which use the last snapshot: it was taken at more than half this work.
    if (work >= this.nextSnapshot) this.snapshot(work)
    return null
  }

  // Snapshots at each doubling of the work, so the last one is at least half the work so far.
  private snapshot(work: number): void {
    this.snapshotWork = work
    this.snapshotResolved = this.total - this.pending
    this.nextSnapshot = 2 * work
    this.intervalWork = 0
    this.peelWork = 0
  }

  /** Most of the work since the last snapshot went to searches that peeled their window. */
  private peeling(): boolean {
    return 2 * this.peelWork >= this.intervalWork
  }

  /** Predicted steps of the whole comparison (peeling shapes), or -1 without data. */
  private predict(work: number): number {
    const resolved = this.total - this.pending - this.snapshotResolved
    if (resolved <= 0) return -1
    return work + (this.pending * (work - this.snapshotWork)) / resolved / 2
  }

  private refusal(work: number): ScoringBudgetError {
    const predicted = this.peeling() ? this.predict(work) : -1
    // The pace of this comparison so far; a lower bound when the shape gives no prediction:
    // every element still in a window is visited at least once more.
    const elapsed = now() - this.started
    const expectedMs = predicted > 0 ? (elapsed * predicted) / work : (elapsed * (work + this.pending)) / work
    return new ScoringBudgetError(this.budget, { expectedMs, predicted: predicted > 0 })
  }
}

function describeDuration(ms: number): string {
  if (ms < 100) return 'under 0.1 s'
  const seconds = ms / 1000
  if (seconds < 10) return `${seconds.toFixed(1)} s`
  if (seconds < 120) return `${seconds.toFixed(0)} s`
  return `${(seconds / 60).toFixed(0)} min`
}

/**
 * Thrown when comparing two texts exactly would take more than the `budget` option allows: the
 * comparison stops instead of blocking the worker. Compare coarser tokens (granularity 'word' or
 * 'line') or raise the budget. The message says how long the exact answer is expected to take.
 *
 * @example
 * try {
 *   textualDifference(a, b, { budget: 1e6 })
 * } catch (error) {
 *   if (error instanceof ScoringBudgetError) console.log(error.budget) // 1000000
 * }
 */
/** What a {@link ScoringBudgetError} says besides the budget. */
export interface BudgetErrorDetails {
  problem?: string
  advice?: string
  expectedMs?: number | undefined
  predicted?: boolean
}

export class ScoringBudgetError extends Error {
  /** The budget that was exceeded. */
  readonly budget: number
  /**
   * Estimated time in ms of the exact answer at this machine's pace, from the work counted before
   * the refusal; a lower bound when the input's shape gave no prediction. `undefined` when unknown.
   */
  readonly expectedMs: number | undefined

  /**
   * `problem` and `advice` default to the difflib search's (the LCS ratio's budget is about
   * length); `expectedMs` is the estimate of the exact answer, `predicted` false when it is only a
   * lower bound.
   */
  constructor(budget: number, details: BudgetErrorDetails = {}) {
    const {
      problem = 'too repetitive',
      advice = "use granularity 'word' or 'line', or raise `budget`",
      expectedMs,
      predicted = true,
    } = details
    const expected =
      expectedMs === undefined
        ? ''
        : ` (the exact answer would take ${predicted && expectedMs >= 100 ? 'about ' : predicted ? '' : 'at least '}` +
          `${describeDuration(expectedMs)} at ` +
          "this machine's pace: an estimate from the work counted so far)"
    super(`expect-similar: texts ${problem} to score exactly within budget ${budget}: ${advice}${expected}`)
    this.name = 'ScoringBudgetError'
    this.budget = budget
    this.expectedMs = expectedMs
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
