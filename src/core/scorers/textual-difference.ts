import { assertBudget } from '../budget.js'
import { textualDifference, type TextualDifferenceAlgorithm } from '../textual-difference.js'
import { assertGranularity, describeValue, GRANULARITIES, type Granularity, throwProblem } from '../validate.js'
import { booleanOption, f4, defineScorer } from './definition.js'

/** The options only the textual-difference scorer reads. */
export interface TextualDifferenceScorerOptions {
  /**
   * How the ratio and the changes are computed. `'difflib'`: the ratio of Python's
   * `difflib.SequenceMatcher` (CPython-compatible), changes = non-equal opcodes in units of
   * `granularity`; with `autojunk: true` it is Mastra's textual difference up to 0.14.2. `'lcs'`:
   * Mastra's from 0.14.4 on (all of 1.x): ratio = 2 * LCS / (m + n) over UTF-16 code units, and
   * `changes` are Mastra's word changes (unmatched whitespace-separated words; 1 for a
   * whitespace-only difference), so `toDifferByAtMost(expected, n, { algorithm: 'lcs' })` counts
   * those. With `'lcs'`, `granularity` other than `'char'` and `autojunk: true` are errors.
   * @default 'difflib'
   */
  algorithm?: TextualDifferenceAlgorithm
  /** difflib's autojunk heuristic (`algorithm: 'difflib'` only). @default false */
  autojunk?: boolean
  /** What one compared element is (`algorithm: 'difflib'` only; `'lcs'` compares code units). @default 'char' */
  granularity?: Granularity
  /**
   * Most search steps the comparison may take; past it the assertion throws a
   * `ScoringBudgetError` ("texts too repetitive to score exactly within budget N") instead of
   * blocking the worker for minutes. A positive integer or `Infinity`.
   * @default max(100_000_000, 128 * (elements of expected + elements of received))
   */
  budget?: number
}

/** {@link TextualDifferenceScorerOptions} with the defaults applied; `budget` stays absent unless given. */
export interface ResolvedTextualDifferenceOptions {
  /** Absent unless given, so resolved options (and records) look as before: absent is `'difflib'`. */
  algorithm?: TextualDifferenceAlgorithm
  autojunk: boolean
  granularity: Granularity
  budget?: number
}

/** What the textual-difference scorer measured: its ratio as the score, and the change count. */
export interface TextualDifferenceOutcome {
  score: number
  changes: number
  ratio: number
  lengthDiff: number
  /** `'lcs'` when the LCS ratio scored; absent for difflib's, the default. */
  algorithm?: 'lcs'
}

const ALGORITHMS: readonly TextualDifferenceAlgorithm[] = ['difflib', 'lcs']

function assertAlgorithm(value: unknown): void {
  if (!(ALGORITHMS as readonly unknown[]).includes(value)) {
    throwProblem(`option algorithm must be one of 'difflib', 'lcs', received ${describeValue(value)}`)
  }
}

// Options the LCS ratio has no use for: silently ignoring them would score something else than asked.
function lcsConflict({ algorithm, granularity, autojunk }: ResolvedTextualDifferenceOptions): string | null {
  if (algorithm !== 'lcs') return null
  if (granularity !== 'char') {
    return (
      `option granularity must be 'char' with option algorithm 'lcs' (Mastra's LCS compares UTF-16 code units ` +
      `and counts word changes), received ${describeValue(granularity)}`
    )
  }
  return autojunk
    ? "option autojunk does not apply with option algorithm 'lcs' (it has no junk heuristic); leave it out"
    : null
}

/**
 * Mastra's textual difference: difflib's ratio (or, with `algorithm: 'lcs'`, Mastra 1.x's LCS ratio)
 * as the score, plus the change count.
 *
 * @example
 * textualDifferenceScorer.score('The quick brown fox', 'The quick brown cat', { autojunk: false, granularity: 'word' })
 * // { score: 0.857..., changes: 1, ratio: 0.857..., lengthDiff: 0 }
 */
export const textualDifferenceScorer = defineScorer<
  'textual-difference',
  TextualDifferenceScorerOptions,
  ResolvedTextualDifferenceOptions,
  TextualDifferenceOutcome,
  'granularity' | 'autojunk' | 'algorithm'
>({
  name: 'textual-difference',
  label: 'textual difference ratio',
  title: 'Difference',
  short: 'Diff',
  options: {
    autojunk: booleanOption('autojunk', false, 'autojunk'),
    granularity: {
      check: (value) => assertGranularity('option granularity', value),
      fallback: 'char' as const,
      flag: { kind: 'choice', name: 'granularity', choices: GRANULARITIES },
    },
    // Absent unless given: the core then sizes the budget from the texts.
    budget: { check: (value) => assertBudget('option budget', value) },
    // Absent unless given (no fallback): absent is difflib, so old resolved options and records stay as they were.
    algorithm: { check: assertAlgorithm, flag: { kind: 'choice', name: 'algorithm', choices: ALGORITHMS } },
  },
  conflict: lcsConflict,
  algorithms: { lcs: { title: 'Difference (LCS)', short: 'Diff LCS' } },
  score: (expected, received, options) => {
    const { algorithm, granularity, autojunk, normalize, budget } = options
    if (algorithm === 'lcs') {
      throwProblem(lcsConflict(options))
      const { ratio, changes, lengthDiff } = textualDifference(expected, received, { algorithm, normalize, budget })
      return { score: ratio, changes, ratio, lengthDiff, algorithm }
    }
    const { ratio, changes, lengthDiff } = textualDifference(expected, received, {
      granularity,
      autojunk,
      normalize,
      budget,
    })
    return { score: ratio, changes, ratio, lengthDiff }
  },
  countsChanges: true,
  // Mastra's LCS changes are counted over words, whatever the ratio compares.
  changeUnit: ({ algorithm, granularity }) => (algorithm === 'lcs' ? 'word' : granularity),
  // One textual difference costs about 4x a Dice score, hence the smaller cap.
  probe: { cap: 16, options: ['granularity', 'autojunk', 'algorithm'] },
  compare: {
    key: 'textualDifference',
    heading: 'textual difference',
    variationLabel: 'ratio',
    metrics: ({ score, ratio, changes, lengthDiff }) => ({
      score,
      ratio,
      changes,
      lengthDiff,
      confidence: 1 - lengthDiff,
    }),
    values: ({ ratio, changes, lengthDiff }) =>
      `ratio ${f4(ratio)}, changes ${changes}, lengthDiff ${f4(lengthDiff)}, confidence ${f4(1 - lengthDiff)}`,
    settings: ({ algorithm, granularity, autojunk }) =>
      algorithm === 'lcs' ? 'algorithm lcs' : `granularity ${granularity}, autojunk ${autojunk}`,
  },
})
