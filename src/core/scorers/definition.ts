import type { Granularity, NormalizationForm } from '../validate.js'
import { assertOptionalBoolean } from '../validate.js'

/** A scorer option's flag on `compare` and `probe`: `--<name>` / `--no-<name>`, or `--<name> <choice>`. */
export type ScorerFlag =
  | { readonly kind: 'boolean'; readonly name: string }
  | { readonly kind: 'choice'; readonly name: string; readonly choices: readonly string[] }

/** One option a scorer reads: how it is checked, its default and its flag. */
export interface ScorerOption<T = unknown> {
  /** Throws a TypeError naming the option when a given value (never undefined) is not a valid `T`. */
  check(value: unknown): void
  /** The value the option takes when it is not given; absent: it stays absent (the scorer sizes it itself). */
  readonly fallback?: T
  /** Its flag on `compare` and `probe`; absent: it has none. */
  readonly flag?: ScorerFlag
  /** What `compare` says when changing this option alone cannot move the score (not chance, by design). */
  readonly sameNote?: string
}

/** The options every scorer reads besides its own. */
interface CommonScoringOptions {
  normalize?: NormalizationForm
}

/** What one scorer measured: the score, and the numbers that explain it when the scorer has them. */
export interface ScoreOutcome {
  /** In [0, 1]. */
  score: number
  /** Non-equal opcodes, when the scorer counts changes. */
  changes?: number
  /** difflib's ratio (same as `score`), when the scorer has one. */
  ratio?: number
  /** Relative length difference, in [0, 1], when the scorer has one. */
  lengthDiff?: number
  /**
   * The algorithm that scored, when it is not the scorer's default (one of its `algorithms`):
   * records carry it, and reports keep its scores apart from the default's.
   */
  algorithm?: string
}

/** How reports name the scores of one of a scorer's non-default algorithms. */
export interface AlgorithmLabels {
  /** As a table heading: "Difference (LCS)". */
  readonly title: string
  /** In a narrow column: "Diff LCS". */
  readonly short: string
}

/**
 * Everything that differs by scorer. Each scorer module exports one, the table in `./index.ts` lists
 * them, and every other module reads the table instead of branching on scorer names.
 * `Options` are its own options as a user writes them (all optional), `Resolved` the same with the
 * defaults applied, `Outcome` what `score` returns, `ProbeKey` the options its probes take.
 */
export interface ScorerDefinition<
  Name extends string = string,
  Options extends object = object,
  Resolved extends object = object,
  Outcome extends ScoreOutcome = ScoreOutcome,
  ProbeKey extends keyof Options & string = keyof Options & string,
> {
  readonly name: Name
  /** In sentences and failure messages: "content similarity". */
  readonly label: string
  /** As a table heading: "Similarity". */
  readonly title: string
  /** In a narrow column: "Sim". */
  readonly short: string
  /**
   * The options only this scorer reads, in the order messages list them; passing one with another
   * scorer is an error. `normalize` is common to every scorer and not listed.
   */
  readonly options: { readonly [K in keyof Required<Options>]: ScorerOption<Required<Options>[K]> }
  /**
   * What is wrong with a combination of its options that each option's check accepts alone, or
   * null; absent when every combination is valid.
   */
  conflict?(options: Resolved): string | null
  /**
   * Its algorithms other than the default, by the value of `ScoreOutcome.algorithm`: their scores
   * mean something else, so reports show them in columns of their own. Absent: it has one.
   */
  readonly algorithms?: Readonly<Record<string, AlgorithmLabels>>
  /** Scores `received` against `expected`; reads only its own options and `normalize`. */
  score(expected: string, received: string, options: Resolved & CommonScoringOptions): Outcome
  /** Whether it counts changes (non-equal opcodes) besides its score: reports then show a change column. */
  readonly countsChanges: boolean
  /** The unit its changes are counted in, named by the failure message; absent when it counts none. */
  changeUnit?(options: Resolved): Granularity
  readonly probe: {
    /**
     * Leniency probes scored per passing assertion when probes are on: sized so that a 1 KB
     * assertion costs a few milliseconds more.
     */
    readonly cap: number
    /** The options `probeLeniency` accepts for this scorer, in the order its messages list them. */
    readonly options: readonly ProbeKey[]
  }
  readonly compare: {
    /** Its key in `compare --json`: `contentSimilarity`. */
    readonly key: string
    /** The heading of its line: "content similarity". */
    readonly heading: string
    /** Its name in the "options that change the result" lines. */
    readonly variationLabel: string
    /** The numbers `compare --json` prints. */
    metrics(outcome: Outcome): Readonly<Record<string, number>>
    /** The numbers of its line: "ratio 0.9000, changes 2, ...". */
    values(outcome: Outcome): string
    /** The options of its line: "granularity char, autojunk false". */
    settings(options: Resolved): string
  }
}

/**
 * Freezes a scorer definition and its parts, so no caller can change what every module reads.
 * Give the type arguments: they type the functions of the definition.
 *
 * @example
 * export const myScorer = defineScorer<'my-scorer', MyOptions, Required<MyOptions>>({ name: 'my-scorer', ... })
 */
export function defineScorer<
  Name extends string,
  Options extends object,
  Resolved extends object,
  Outcome extends ScoreOutcome = ScoreOutcome,
  ProbeKey extends keyof Options & string = keyof Options & string,
>(
  definition: ScorerDefinition<Name, Options, Resolved, Outcome, ProbeKey>,
): ScorerDefinition<Name, Options, Resolved, Outcome, ProbeKey> {
  for (const option of Object.values(definition.options)) Object.freeze(option)
  Object.freeze(definition.options)
  Object.freeze(definition.probe.options)
  Object.freeze(definition.probe)
  Object.freeze(definition.compare)
  for (const labels of Object.values(definition.algorithms ?? {})) Object.freeze(labels)
  if (definition.algorithms) Object.freeze(definition.algorithms)
  return Object.freeze(definition)
}

/**
 * A boolean option with its default and its flag.
 *
 * @example
 * booleanOption('ignoreCase', true, 'ignore-case')
 */
export function booleanOption(key: string, fallback: boolean, flag: string): ScorerOption<boolean> {
  return { check: (value) => assertOptionalBoolean(key, value), fallback, flag: { kind: 'boolean', name: flag } }
}

/** `n` at four decimals, as `compare` prints every score. */
export function f4(n: number): string {
  return n.toFixed(4)
}
