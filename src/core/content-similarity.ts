import { diceCoefficient } from './dice.js'
import {
  assertBoolean,
  assertNormalization,
  assertOptionalBoolean,
  assertOptions,
  assertString,
  type NormalizationForm,
} from './validate.js'

export interface ContentSimilarityOptions {
  /** Lower-case both texts with `toLowerCase()` before scoring. @default true */
  ignoreCase?: boolean
  /** Fold every run of JS whitespace to one space, then trim. @default true */
  ignoreWhitespace?: boolean
  /**
   * Unicode-normalize both texts first, so `é` as one code point and as `e` plus a combining
   * accent compare equal. Off by default, as in Mastra. @default undefined
   */
  normalize?: NormalizationForm
}

export interface ContentSimilarityResult {
  /** Dice coefficient of the processed texts, in [0, 1]. */
  score: number
  processedInput: string
  processedOutput: string
}

const KNOWN_OPTIONS = ['ignoreCase', 'ignoreWhitespace', 'normalize'] as const

// Same output as /\s+/g -> ' ' (every run of JS whitespace becomes one space), but a lone space,
// by far the most common run, is not matched and rewritten: 6-12x faster on prose. Equality over
// the whole \s class is checked in test/core/content-similarity.test.ts.
const COLLAPSIBLE_WHITESPACE = /\s{2,}|[^\S ]/g

/**
 * Applies the content-similarity preprocessing to one text. Throws a TypeError naming the argument
 * when `text` is not a string or a flag is not a boolean.
 *
 * @example
 * preprocessContent('  Hello\n  World ', true, true) // 'hello world'
 */
export function preprocessContent(
  text: string,
  ignoreCase: boolean,
  ignoreWhitespace: boolean,
  normalize?: NormalizationForm,
): string {
  assertString('text', text)
  assertBoolean('ignoreCase', ignoreCase)
  assertBoolean('ignoreWhitespace', ignoreWhitespace)
  assertNormalization('normalize', normalize)
  // Before lower-casing: NFKC turns some characters (e.g. the ligature ﬁ) into letters that have cases.
  const normalized = normalize ? text.normalize(normalize) : text
  let processed = ignoreCase ? normalized.toLowerCase() : normalized
  if (ignoreWhitespace) processed = processed.replace(COLLAPSIBLE_WHITESPACE, ' ').trim()
  return processed
}

/**
 * Mastra's content similarity: optional case and whitespace normalization, then
 * {@link diceCoefficient}. `ignoreCase` and `ignoreWhitespace` each default to `true` on their own;
 * `normalize` (Unicode normalization, applied first) is off unless given.
 *
 * @example
 * contentSimilarity('The quick brown fox jumps over the lazy dog.', 'A quick brown fox jumped over a lazy dog.').score
 * // 0.7761194029850746
 */
export function contentSimilarity(
  reference: string,
  output: string,
  options?: ContentSimilarityOptions,
): ContentSimilarityResult {
  assertString('reference', reference)
  assertString('output', output)
  assertOptions('contentSimilarity options', options, KNOWN_OPTIONS)
  const { ignoreCase = true, ignoreWhitespace = true, normalize } = options ?? {}
  assertOptionalBoolean('ignoreCase', ignoreCase)
  assertOptionalBoolean('ignoreWhitespace', ignoreWhitespace)
  assertNormalization('option normalize', normalize)
  const processedInput = preprocessContent(reference, ignoreCase, ignoreWhitespace, normalize)
  const processedOutput = preprocessContent(output, ignoreCase, ignoreWhitespace, normalize)
  return { score: diceCoefficient(processedInput, processedOutput), processedInput, processedOutput }
}
