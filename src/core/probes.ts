import { contentSimilarity } from './content-similarity.js'
import { mutations, type Probe, type ProbeKind } from './mutations.js'
import { SCORER_INFO, SCORERS, type ScorerName, DEFAULT_MIN } from './scorers.js'
import { textualDifference } from './textual-difference.js'
import {
  assertGranularity,
  assertNormalization,
  assertOptionalBoolean,
  assertOptions,
  assertScorer,
  assertString,
  assertUnitInterval,
  describeValue,
  throwProblem,
  type Granularity,
  type NormalizationForm,
} from './validate.js'

export type { Probe, ProbeKind }

export interface ProbeLeniencyOptions {
  /** The score each probe gets, as in the matchers. @default 'content-similarity' */
  scorer?: ScorerName
  /** The threshold under test: a probe scoring at or above it is accepted. The matchers' default. @default 0.7 */
  min?: number
  /** Content similarity: lower-case both texts. @default true */
  ignoreCase?: boolean
  /** Content similarity: fold whitespace runs. @default true */
  ignoreWhitespace?: boolean
  /** Textual difference: what one element is. @default 'char' */
  granularity?: Granularity
  /** Textual difference: difflib's autojunk heuristic. @default false */
  autojunk?: boolean
  /** Both scorers: Unicode-normalize the texts first. @default undefined */
  normalize?: NormalizationForm
  /** The most probes made of one text, so a long text cannot explode the run. @default 50 */
  maxProbes?: number
}

/** One probe with the score the expected text gives it. */
export interface ScoredProbe extends Probe {
  score: number
  /** Whether `min` accepts it (`score >= min`): the threshold would let this wrong answer pass. */
  accepted: boolean
}

/** What {@link probeLeniency} found. */
export interface LeniencyProbes {
  scorer: ScorerName
  min: number
  probes: ScoredProbe[]
  /** How many of `probes` `min` accepts. */
  accepted: number
  /** The highest probe score, or null when the text gave no probe. */
  highest: number | null
  /**
   * The smallest `min` (at two decimals, more only when two cannot tell it from the highest
   * score) that rejects every probe; null when there is no probe or one scores 1.
   */
  rejectingMin: number | null
  /** The most probes made of one text. */
  cap: number
  /** Whether the text allowed more probes than `cap`. */
  capped: boolean
}

const KNOWN_OPTIONS = [
  'scorer',
  'min',
  'ignoreCase',
  'ignoreWhitespace',
  'granularity',
  'autojunk',
  'normalize',
  'maxProbes',
] as const

const DEFAULT_MAX_PROBES = 50

/** The smallest value above `highest` at the fewest decimals (two at least) that stays below 1; else 1. */
function rejectingMinAbove(highest: number): number | null {
  if (highest >= 1) return null
  for (let digits = 2; digits <= 10; digits++) {
    const scale = 10 ** digits
    const candidate = Number(((Math.floor(highest * scale) + 1) / scale).toFixed(digits))
    if (candidate > highest && candidate < 1) return candidate
  }
  return 1
}

/**
 * Scores built-in meaning-changing edits of `expected` (a negation toggled, a number changed, two
 * names swapped, a word flipped to its antonym, a sentence dropped) against it, with the matchers'
 * scorer options, so you see whether a threshold would let a wrong answer pass, and which `min`
 * rejects them all.
 *
 * @example
 * const result = probeLeniency('The payment was approved.', { min: 0.85 })
 * result.probes[0] // { kind: 'negation', text: 'The payment was not approved.', score: 0.89..., accepted: true, ... }
 * result.rejectingMin // 0.89
 */
export function probeLeniency(expected: string, options?: ProbeLeniencyOptions): LeniencyProbes {
  assertString('expected', expected)
  assertOptions('probeLeniency options', options, KNOWN_OPTIONS)
  const given = options ?? {}
  const scorer = given.scorer ?? 'content-similarity'
  const min = given.min ?? DEFAULT_MIN
  const cap = given.maxProbes ?? DEFAULT_MAX_PROBES
  assertScorer('option scorer', scorer)
  assertUnitInterval('option min', min)
  if (!Number.isSafeInteger(cap) || cap < 1) {
    throwProblem(`option maxProbes must be a positive integer, received ${describeValue(cap)}`)
  }
  assertOptionalBoolean('option ignoreCase', given.ignoreCase)
  assertOptionalBoolean('option ignoreWhitespace', given.ignoreWhitespace)
  assertOptionalBoolean('option autojunk', given.autojunk)
  if (given.granularity !== undefined) assertGranularity('option granularity', given.granularity)
  assertNormalization('option normalize', given.normalize)
  // As in the matchers: another scorer's option would silently do nothing, so it is an error.
  for (const other of SCORERS.filter((s) => s !== scorer)) {
    const key = SCORER_INFO[other].optionKeys.find((k) => (given as Record<string, unknown>)[k] !== undefined)
    if (key !== undefined) throwProblem(`option ${key} is for scorer ${other}, but scorer is ${scorer}`)
  }
  const { ignoreCase, ignoreWhitespace, granularity, autojunk, normalize } = given
  // Each scorer gets only its own options (and the common normalize), as the matchers pass them.
  const score =
    scorer === 'content-similarity'
      ? (text: string) => contentSimilarity(expected, text, { ignoreCase, ignoreWhitespace, normalize }).score
      : (text: string) => textualDifference(expected, text, { granularity, autojunk, normalize }).score
  const { probes, capped } = mutations(expected, cap)
  const scored = probes.map((probe): ScoredProbe => {
    const value = score(probe.text)
    return { ...probe, score: value, accepted: value >= min }
  })
  const highest = scored.length === 0 ? null : Math.max(...scored.map((p) => p.score))
  return {
    scorer,
    min,
    probes: scored,
    accepted: scored.filter((p) => p.accepted).length,
    highest,
    rejectingMin: highest === null ? null : rejectingMinAbove(highest),
    cap,
    capped,
  }
}
