import { assertBudget, defaultBudget } from './budget.js'
import { lcsMetrics } from './lcs.js'
import { SequenceMatcher, type Opcode } from './sequence-matcher.js'
import { tokenize } from './tokenize.js'
import {
  assertGranularity,
  assertNormalization,
  assertOptionalBoolean,
  assertOptions,
  assertString,
  describeValue,
  type Granularity,
  type NormalizationForm,
} from './validate.js'

/** How the ratio and the changes are computed. */
export type TextualDifferenceAlgorithm = 'difflib' | 'lcs'

export interface TextualDifferenceOptions {
  /**
   * `'difflib'`: difflib's SequenceMatcher ratio, changes = non-equal opcodes (Mastra's textual
   * difference up to 0.14.2). `'lcs'`: Mastra 0.14.4+ and 1.x: ratio = 2 * LCS / (m + n) over UTF-16
   * code units, changes counted over whitespace-separated words, no opcodes. With `'lcs'`,
   * `granularity` may only be `'char'` and `autojunk` must be left out (an LCS has no junk
   * heuristic): either is a TypeError rather than silently ignored. `normalize` and `budget` apply
   * to both (with `'lcs'`, one budget step is 16 word updates of the bit-parallel LCS, checked
   * before any work).
   * @default 'difflib'
   */
  algorithm?: TextualDifferenceAlgorithm
  /**
   * difflib's autojunk heuristic. Off by default: on long English text it treats
   * frequent characters such as space and `e` as junk and collapses the ratio.
   * @default false
   */
  autojunk?: boolean
  /** What one opcode element is: a UTF-16 code unit, a word/space/punctuation token, or a line. @default 'char' */
  granularity?: Granularity
  /**
   * Unicode-normalize both texts first, so `é` as one code point and as `e` plus a combining
   * accent compare equal. Off by default, as in Mastra. @default undefined
   */
  normalize?: NormalizationForm
  /**
   * Most search steps the comparison may take before it throws a `ScoringBudgetError` ("texts too
   * repetitive to score exactly within budget N"). Ordinary text stays far below the default;
   * only pathologically repetitive inputs reach it, after seconds instead of minutes. A positive
   * integer, or `Infinity` for no limit. See `defaultBudget`.
   * @default max(100_000_000, 128 * (tokens in reference + tokens in output))
   */
  budget?: number
}

export interface TextualDifferenceResult {
  /** Same as `ratio`. */
  score: number
  /** difflib's `2 * matches / total`, in [0, 1]. */
  ratio: number
  /** Number of non-`equal` opcodes. */
  changes: number
  /** `|len(reference) - len(output)| / max(len)`, in UTF-16 code units; 0 when both are empty. */
  lengthDiff: number
  /** `1 - lengthDiff`. */
  confidence: number
  /** difflib opcodes, indexed in the units of `granularity`. */
  opcodes: Opcode[]
}

/** What `algorithm: 'lcs'` returns: Mastra 1.x's metrics, without opcodes. */
export interface LcsTextualDifferenceResult {
  /** Same as `ratio`. */
  score: number
  /** `2 * LCS / (m + n)` over UTF-16 code units, in [0, 1]; 1 for identical texts, 0 when one is empty. */
  ratio: number
  /** Mastra 1.x's word-level change count: 0 identical, 1 whitespace-only, else unmatched words. */
  changes: number
  /** `|len(reference) - len(output)| / max(len)`, in UTF-16 code units; 0 when both are empty. */
  lengthDiff: number
  /** `1 - lengthDiff`. */
  confidence: number
}

const KNOWN_OPTIONS = ['autojunk', 'granularity', 'normalize', 'budget', 'algorithm'] as const

// Globals read once per module: in a Jest test file's vm context every global lookup is an
// interceptor call, slow enough to dominate short comparisons (see bench/jest-ratio).
const { abs, max } = Math

/**
 * Mastra's textual difference metrics on a difflib-compatible {@link SequenceMatcher}. Throws a
 * `ScoringBudgetError` when the texts are too repetitive to compare within `options.budget`.
 *
 * @example
 * textualDifference('The quick brown fox', 'The quick brown cat', { granularity: 'word' }).changes // 1
 * textualDifference('hello world', 'hello there world', { algorithm: 'lcs' }).ratio // 0.7857142857142857
 */
export function textualDifference(
  referenceText: string,
  outputText: string,
  options: TextualDifferenceOptions & { algorithm: 'lcs' },
): LcsTextualDifferenceResult
export function textualDifference(
  referenceText: string,
  outputText: string,
  options?: TextualDifferenceOptions & { algorithm?: 'difflib' },
): TextualDifferenceResult
export function textualDifference(
  referenceText: string,
  outputText: string,
  options?: TextualDifferenceOptions,
): TextualDifferenceResult | LcsTextualDifferenceResult
export function textualDifference(
  referenceText: string,
  outputText: string,
  options?: TextualDifferenceOptions,
): TextualDifferenceResult | LcsTextualDifferenceResult {
  assertString('reference', referenceText)
  assertString('output', outputText)
  assertOptions('textualDifference options', options, KNOWN_OPTIONS)
  const { algorithm = 'difflib', autojunk, granularity = 'char', normalize, budget } = options ?? {}
  if (algorithm !== 'difflib' && algorithm !== 'lcs') {
    throw new TypeError(
      `expect-similar: option algorithm must be one of 'difflib', 'lcs', received ${describeValue(algorithm)}`,
    )
  }
  assertOptionalBoolean('autojunk', autojunk)
  assertGranularity('option granularity', granularity)
  assertNormalization('option normalize', normalize)
  if (budget !== undefined) assertBudget('option budget', budget)
  // Opcodes and lengthDiff are then in units of the normalized texts.
  const reference = normalize ? referenceText.normalize(normalize) : referenceText
  const output = normalize ? outputText.normalize(normalize) : outputText
  if (algorithm === 'lcs') {
    if (granularity !== 'char') {
      throw new TypeError(
        `expect-similar: option granularity must be 'char' with algorithm 'lcs' (Mastra's LCS compares ` +
          `UTF-16 code units), received ${describeValue(granularity)}`,
      )
    }
    if (autojunk !== undefined) {
      throw new TypeError(
        `expect-similar: option autojunk does not apply to algorithm 'lcs' (it has no junk heuristic); ` +
          `leave it out, received ${describeValue(autojunk)}`,
      )
    }
    const metrics = lcsMetrics(reference, output, budget ?? defaultBudget(reference.length, output.length))
    return { score: metrics.ratio, ...metrics }
  }
  const a = granularity === 'char' ? reference : tokenize(reference, granularity)
  const b = granularity === 'char' ? output : tokenize(output, granularity)
  const matcher = new SequenceMatcher(null, a, b, autojunk ?? false, budget === undefined ? undefined : { budget })
  const ratio = matcher.ratio()
  const opcodes = matcher.getOpcodes()
  let changes = 0
  for (const op of opcodes) if (op[0] !== 'equal') changes++
  const longest = max(reference.length, output.length)
  const lengthDiff = longest === 0 ? 0 : abs(reference.length - output.length) / longest
  return { score: ratio, ratio, changes, lengthDiff, confidence: 1 - lengthDiff, opcodes }
}
