import { assertBudget } from './budget.js'
import { SequenceMatcher, type Opcode } from './sequence-matcher.js'
import { tokenize } from './tokenize.js'
import { assertGranularity, assertOptionalBoolean, assertOptions, assertString, type Granularity } from './validate.js'

export interface TextualDifferenceOptions {
  /**
   * difflib's autojunk heuristic. Off by default: on long English text it treats
   * frequent characters such as space and `e` as junk and collapses the ratio.
   * @default false
   */
  autojunk?: boolean
  /** What one opcode element is: a UTF-16 code unit, a word/space/punctuation token, or a line. @default 'char' */
  granularity?: Granularity
  /**
   * Most search steps the comparison may take before it throws a `ScoringBudgetError` ("texts too
   * repetitive to score exactly within budget N"). Ordinary text stays far below the default;
   * only pathologically repetitive inputs reach it, after seconds instead of minutes. A positive
   * integer, or `Infinity` for no limit. See `defaultBudget`.
   * @default max(20_000_000, 128 * (tokens in reference + tokens in output))
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

const KNOWN_OPTIONS = ['autojunk', 'granularity', 'budget'] as const

// Globals read once per module: in a Jest test file's vm context every global lookup is an
// interceptor call, slow enough to dominate short comparisons (see bench/jest-ratio).
const { abs, max } = Math

/**
 * Mastra's textual difference metrics on a difflib-compatible {@link SequenceMatcher}. Throws a
 * `ScoringBudgetError` when the texts are too repetitive to compare within `options.budget`.
 *
 * @example
 * textualDifference('The quick brown fox', 'The quick brown cat', { granularity: 'word' }).changes // 1
 */
export function textualDifference(
  reference: string,
  output: string,
  options?: TextualDifferenceOptions,
): TextualDifferenceResult {
  assertString('reference', reference)
  assertString('output', output)
  assertOptions('textualDifference options', options, KNOWN_OPTIONS)
  const { autojunk = false, granularity = 'char', budget } = options ?? {}
  assertOptionalBoolean('autojunk', autojunk)
  assertGranularity('option granularity', granularity)
  if (budget !== undefined) assertBudget('option budget', budget)
  const a = granularity === 'char' ? reference : tokenize(reference, granularity)
  const b = granularity === 'char' ? output : tokenize(output, granularity)
  const matcher = new SequenceMatcher(null, a, b, autojunk, budget === undefined ? undefined : { budget })
  const ratio = matcher.ratio()
  const opcodes = matcher.getOpcodes()
  let changes = 0
  for (const op of opcodes) if (op[0] !== 'equal') changes++
  const longest = max(reference.length, output.length)
  const lengthDiff = longest === 0 ? 0 : abs(reference.length - output.length) / longest
  return { score: ratio, ratio, changes, lengthDiff, confidence: 1 - lengthDiff, opcodes }
}
