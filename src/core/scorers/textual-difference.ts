import { assertBudget } from '../budget.js'
import { textualDifference } from '../textual-difference.js'
import { assertGranularity, GRANULARITIES, type Granularity } from '../validate.js'
import { booleanOption, f4, defineScorer } from './definition.js'

/** The options only the textual-difference scorer reads. */
export interface TextualDifferenceScorerOptions {
  /** difflib's autojunk heuristic. @default false */
  autojunk?: boolean
  /** What one compared element is. @default 'char' */
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
}

/**
 * Mastra's textual difference: difflib's ratio as the score, plus the change count.
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
  'granularity' | 'autojunk'
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
  },
  score: (expected, received, { granularity, autojunk, normalize, budget }) => {
    const { ratio, changes, lengthDiff } = textualDifference(expected, received, {
      granularity,
      autojunk,
      normalize,
      budget,
    })
    return { score: ratio, changes, ratio, lengthDiff }
  },
  countsChanges: true,
  changeUnit: ({ granularity }) => granularity,
  // One textual difference costs about 4x a Dice score, hence the smaller cap.
  probe: { cap: 16, options: ['granularity', 'autojunk'] },
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
    settings: ({ granularity, autojunk }) => `granularity ${granularity}, autojunk ${autojunk}`,
  },
})
