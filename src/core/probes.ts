import { COMMON_STEMS, namesOf } from './guards/names.js'
import { foldText, stem } from './guards/text.js'
import { mutations, type Probe, type ProbeKind } from './mutations.js'
import {
  assertScorer,
  DEFAULT_MIN,
  DEFAULT_SCORER,
  foreignOption,
  resolveScorerOptions,
  SCORER_NAMES,
  scorerOf,
  type ProbeOptionsOf,
  type ScorerName,
} from './scorers/index.js'
import {
  assertNormalization,
  assertOptions,
  assertString,
  assertUnitInterval,
  describeValue,
  throwProblem,
  type NormalizationForm,
} from './validate.js'

export type { Probe, ProbeKind }

// The options each scorer's probes take (its `probe.options`), all in one object: which of them
// apply depends on `scorer`, as in the matchers.
type ProbeScorerOptions = UnionToIntersection<{ [N in ScorerName]: ProbeOptionsOf<N> }[ScorerName]>
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/** Options of {@link probeLeniency}: the scorer and its probe options, the threshold, the cap. */
export type ProbeLeniencyOptions = ProbeScorerOptions & {
  /** The score each probe gets, as in the matchers. @default 'content-similarity' */
  scorer?: ScorerName
  /** The threshold under test: a probe scoring at or above it is accepted. The matchers' default. @default 0.7 */
  min?: number
  /** Every scorer: Unicode-normalize the texts first. @default undefined */
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
  /**
   * Why the text was not probed at all (`probes` is then empty): longer than
   * {@link MAX_PROBED_LENGTH}. Absent when it was probed.
   */
  skipped?: string
}

/**
 * The longest expected text that is probed, in UTF-16 code units. Each probe is a whole edited copy
 * scored like the assertion itself, so past this a text gets no probes (and a `skipped` note):
 * probing stays within `cap` scorings of a text of at most this length, and a few copies of it in memory.
 */
export const MAX_PROBED_LENGTH = 20_000

const probeKeys = (scorer: ScorerName): readonly string[] => scorerOf(scorer).probe.options
const PROBE_KEYS = SCORER_NAMES.flatMap((scorer) => probeKeys(scorer).map((key) => ({ key, scorer })))
const KNOWN_OPTIONS = ['scorer', 'min', ...PROBE_KEYS.map(({ key }) => key), 'normalize', 'maxProbes']

const DEFAULT_MAX_PROBES = 50

/**
 * The names the `names` probes swap: the proper names the names guard finds (so not words
 * capitalised only because they start a sentence, a line or a heading), without ordinary words
 * written with a capital. Only names spelled in the text as the guard reports them (its fold of
 * curly apostrophes and NFKC forms aside) can be swapped. Ordinary words (the names guard's
 * {@link COMMON_STEMS}) written with a capital mid-sentence are UI labels ("Settings > Security") or
 * emphasis: swapping two of them makes no wrong answer a model gives.
 */
export function properNames(text: string): string[] {
  return namesOf(text).filter((name) => !COMMON_STEMS.has(stem(name.toLowerCase())) && foldText(name) === name)
}

/** The smallest value above `highest` at the fewest decimals (two at least) that stays below 1; else 1. */
export function rejectingMinAbove(highest: number): number | null {
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
  const scorer = given.scorer ?? DEFAULT_SCORER
  const min = given.min ?? DEFAULT_MIN
  const cap = given.maxProbes ?? DEFAULT_MAX_PROBES
  assertScorer('option scorer', scorer)
  assertUnitInterval('option min', min)
  if (!Number.isSafeInteger(cap) || cap < 1) {
    throwProblem(`option maxProbes must be a positive integer, received ${describeValue(cap)}`)
  }
  const all = given as Readonly<Record<string, unknown>>
  for (const { key, scorer: owner } of PROBE_KEYS) {
    if (all[key] !== undefined) scorerOf(owner).options[key]?.check(all[key])
  }
  assertNormalization('option normalize', given.normalize)
  // As in the matchers: another scorer's option would silently do nothing, so it is an error.
  const foreign = foreignOption(all, scorer, probeKeys)
  if (foreign) throwProblem(`option ${foreign.key} is for scorer ${foreign.owner}, but scorer is ${scorer}`)
  // Each scorer gets only its own probe options (and the common normalize), as the matchers pass them.
  const own = Object.fromEntries(probeKeys(scorer).map((key) => [key, all[key]]))
  const scoring = { ...resolveScorerOptions(scorer, own), normalize: given.normalize }
  if (expected.length > MAX_PROBED_LENGTH) {
    const skipped = `text too long: ${expected.length} characters, probes stop at ${MAX_PROBED_LENGTH}`
    return { scorer, min, probes: [], accepted: 0, highest: null, rejectingMin: null, cap, capped: false, skipped }
  }
  const definition = scorerOf(scorer)
  const score = (text: string): number => definition.score(expected, text, scoring).score
  const { probes, capped } = mutations(expected, cap, properNames)
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
