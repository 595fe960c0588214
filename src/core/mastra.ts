import { contentSimilarity, type ContentSimilarityOptions } from './content-similarity.js'
import { readText } from './read-text.js'
import { textualDifference } from './textual-difference.js'
import { assertOptionalBoolean, assertOptions, describeValue } from './validate.js'

/** A chat message as Mastra scorers receive it; only `content` is read. */
export interface ScorerMessage {
  role?: string
  content: string
}

/**
 * What `run` accepts: Mastra's shape (`input` as messages, `output` as `{ text }`), or plain
 * strings, or messages on either side. Message contents are joined with `", "`.
 */
export interface ScorerRunArgs {
  input: string | readonly ScorerMessage[]
  output: string | { text: string } | readonly ScorerMessage[]
  /** Reused as the result's `runId`; a random UUID otherwise. */
  runId?: string
}

export interface ContentSimilarityRunResult {
  runId: string
  /** Dice coefficient of the processed texts, in [0, 1]. */
  score: number
  preprocessStepResult: { processedInput: string; processedOutput: string }
  analyzeStepResult: { similarity: number }
}

export interface TextualDifferenceRunResult {
  runId: string
  /** difflib's similarity ratio, in [0, 1] (not multiplied by `confidence`, as in Mastra's code). */
  score: number
  /** This scorer has no preprocessing step. */
  preprocessStepResult: undefined
  analyzeStepResult: { confidence: number; ratio: number; changes: number; lengthDiff: number }
}

export interface Scorer<Result> {
  name: string
  description: string
  run(args: ScorerRunArgs): Promise<Result>
}

const KNOWN_OPTIONS = ['ignoreCase', 'ignoreWhitespace'] as const
const MASTRA_DEFAULTS = { ignoreCase: true, ignoreWhitespace: true } as const

/**
 * A scorer with the same results as Mastra's `createContentSimilarityScorer`.
 *
 * Options work as Mastra's do: the defaults `{ ignoreCase: true, ignoreWhitespace: true }` are ONE
 * default object, used only when no options are passed. Passing `{ ignoreCase: false }` therefore
 * also turns whitespace folding off; pass both flags to be explicit. (The core
 * {@link contentSimilarity} defaults each option on its own instead.)
 *
 * @example
 * const scorer = createContentSimilarityScorer()
 * const result = await scorer.run({
 *   input: [{ role: 'user', content: 'The quick brown fox jumps over the lazy dog.' }],
 *   output: { text: 'A quick brown fox jumped over a lazy dog.' },
 * })
 * result.score // 0.7761194029850746
 */
export function createContentSimilarityScorer(options?: ContentSimilarityOptions): Scorer<ContentSimilarityRunResult> {
  assertOptions('createContentSimilarityScorer options', options, KNOWN_OPTIONS)
  assertOptionalBoolean('ignoreCase', options?.ignoreCase)
  assertOptionalBoolean('ignoreWhitespace', options?.ignoreWhitespace)
  const resolved =
    options === undefined
      ? MASTRA_DEFAULTS
      : { ignoreCase: options.ignoreCase === true, ignoreWhitespace: options.ignoreWhitespace === true }
  return {
    name: 'Content Similarity Scorer',
    description:
      'Dice coefficient of character bigrams between the input and the output, ' +
      'after optional case and whitespace normalization.',
    async run(args) {
      const { runId, input, output } = readRunArgs(args)
      const { score, processedInput, processedOutput } = contentSimilarity(input, output, resolved)
      return {
        runId,
        score,
        preprocessStepResult: { processedInput, processedOutput },
        analyzeStepResult: { similarity: score },
      }
    },
  }
}

/**
 * A scorer with the same results as Mastra's `createTextualDifferenceScorer`: difflib's ratio
 * over characters, with difflib's default `autojunk: true` (unlike {@link textualDifference}).
 *
 * @example
 * const scorer = createTextualDifferenceScorer()
 * const result = await scorer.run({ input: 'hello world', output: 'hello there world' })
 * result.analyzeStepResult.changes // 1
 */
export function createTextualDifferenceScorer(): Scorer<TextualDifferenceRunResult> {
  // biome-ignore lint/complexity/noArguments: TypeScript callers cannot pass options; this catches JavaScript ones
  if (arguments.length > 0 && arguments[0] !== undefined) {
    throw new TypeError(
      // biome-ignore lint/complexity/noArguments: see above
      `expect-similar: createTextualDifferenceScorer takes no options, received ${describeValue(arguments[0])}`,
    )
  }
  return {
    name: 'Textual Difference Scorer',
    description:
      'Similarity ratio, number of changes and length difference between the input and the output, ' +
      "from difflib's SequenceMatcher.",
    async run(args) {
      const { runId, input, output } = readRunArgs(args)
      const { ratio, changes, lengthDiff, confidence } = textualDifference(input, output, { autojunk: true })
      return {
        runId,
        score: ratio,
        preprocessStepResult: undefined,
        analyzeStepResult: { confidence, ratio, changes, lengthDiff },
      }
    },
  }
}

function readRunArgs(args: unknown): { runId: string; input: string; output: string } {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    throw new TypeError(
      `expect-similar: scorer.run expects an object { input, output }, received ${describeValue(args)}`,
    )
  }
  const { input, output, runId } = args as Record<string, unknown>
  if (runId !== undefined && typeof runId !== 'string') {
    throw new TypeError(`expect-similar: scorer.run runId must be a string, received ${describeValue(runId)}`)
  }
  return {
    runId: runId ?? globalThis.crypto.randomUUID(),
    input: runText('input', input, false),
    output: runText('output', output, true),
  }
}

function runText(name: string, value: unknown, allowTextObject: boolean): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) {
    return value
      .map((message, index) => {
        const content = (message as { content?: unknown } | null)?.content
        if (typeof content !== 'string') {
          throw new TypeError(
            `expect-similar: scorer.run ${name}[${index}].content must be a string, received ${describeValue(content)}`,
          )
        }
        return content
      })
      .join(', ')
  }
  if (allowTextObject) {
    const read = readText(value)
    if (read.ok) return read.text
    if (read.where === 'text') {
      throw new TypeError(
        `expect-similar: scorer.run ${name}.text must be a string, received ${describeValue(read.found)}`,
      )
    }
  }
  const expected = allowTextObject
    ? 'a string, { text: string } or an array of { content: string }'
    : 'a string or an array of { content: string }'
  throw new TypeError(`expect-similar: scorer.run ${name} must be ${expected}, received ${describeValue(value)}`)
}
