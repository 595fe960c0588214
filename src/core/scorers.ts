/** The name of a scorer: which score a matcher, a record or a gate is about. */
export type ScorerName = 'content-similarity' | 'textual-difference'

/** How one scorer is named in messages, tables and options. */
export interface ScorerInfo {
  /** In sentences and failure messages: "content similarity". */
  label: string
  /** As a table heading: "Similarity". */
  title: string
  /** In a narrow column: "Sim". */
  short: string
  /** The options only this scorer reads; passing them with the other scorer is an error. */
  optionKeys: readonly string[]
  /** Whether the scorer counts changes (non-equal opcodes) besides its score. */
  countsChanges: boolean
  /**
   * Leniency probes scored per passing assertion when probes are on: sized so that a 1 KB
   * assertion costs a few milliseconds more (one textual difference costs about 4x a Dice score).
   */
  probeCap: number
}

/**
 * Everything that differs by scorer, in one table, so no module branches on scorer names.
 * Its key order is the display order of every report.
 *
 * @example
 * SCORER_INFO['textual-difference'].title // 'Difference'
 */
export const SCORER_INFO: Readonly<Record<ScorerName, Readonly<ScorerInfo>>> = Object.freeze({
  'content-similarity': Object.freeze({
    label: 'content similarity',
    title: 'Similarity',
    short: 'Sim',
    optionKeys: Object.freeze(['ignoreCase', 'ignoreWhitespace']),
    countsChanges: false,
    probeCap: 50,
  }),
  'textual-difference': Object.freeze({
    label: 'textual difference ratio',
    title: 'Difference',
    short: 'Diff',
    optionKeys: Object.freeze(['autojunk', 'granularity', 'budget']),
    countsChanges: true,
    probeCap: 16,
  }),
})

/**
 * Every scorer name, in display order. Frozen, so no caller can widen what the validators accept.
 *
 * @example
 * SCORERS.includes('textual-difference') // true
 */
export const SCORERS: readonly ScorerName[] = Object.freeze(Object.keys(SCORER_INFO) as ScorerName[])

/** The minimum score a similarity check uses when none is given: the matchers' and the probes'. */
export const DEFAULT_MIN = 0.7
