import { contentSimilarity, type ContentSimilarityOptions } from './content-similarity.js'
import { readText } from './read-text.js'
import { textualDifference } from './textual-difference.js'
import { assertOptionalBoolean, assertOptions, describeValue } from './validate.js'

/** A part of a message's content; only `{ type: 'text', text }` parts are read. */
export interface ScorerMessagePart {
  type: string
  text?: string
}

/**
 * A message's content in any shape Mastra reads text from: a string; an array of parts; or a
 * `MastraDBMessage` content object (`{ format: 2, parts, content? }`, or one with `text`).
 */
export type ScorerMessageContent =
  | string
  | readonly ScorerMessagePart[]
  | { format?: number; content?: string; text?: string; parts?: readonly ScorerMessagePart[] }

/** A chat message as Mastra scorers receive it (a `MastraDBMessage`); only `content` is read. */
export interface ScorerMessage {
  id?: string
  role?: string
  content: ScorerMessageContent
}

/** Mastra 1.x's agent run input. The two scorers read `inputMessages` only. */
export interface ScorerRunInput {
  inputMessages: readonly ScorerMessage[]
  rememberedMessages?: readonly ScorerMessage[]
  systemMessages?: readonly unknown[]
  taggedSystemMessages?: Readonly<Record<string, readonly unknown[]>>
}

/**
 * What `run` accepts: Mastra 1.x's shape (`input: { inputMessages }`, `output` as messages), the
 * older `input` as messages and `output` as `{ text }`, or plain strings. Each message's text is
 * read as Mastra's `getTextContentFromMastraDBMessage` reads it; texts are joined with `", "`.
 */
export interface ScorerRunArgs {
  input: string | readonly ScorerMessage[] | ScorerRunInput
  output: string | { text: string } | readonly ScorerMessage[]
  /** Reused as the result's `runId`; a random UUID otherwise. */
  runId?: string
}

/**
 * The fields of a Mastra scorer result, with the run arguments spread in first, as Mastra does.
 * The prompt and reason fields are always `undefined`: these scorers have no LLM step.
 */
interface MastraResultFields {
  runId: string
  score: number
  generateScorePrompt: undefined
  reason: undefined
  generateReasonPrompt: undefined
  preprocessPrompt: undefined
  analyzePrompt: undefined
}

export interface ContentSimilarityRunResult extends MastraResultFields {
  input: ScorerRunArgs['input']
  output: ScorerRunArgs['output']
  /** Dice coefficient of the processed texts, in [0, 1]. */
  score: number
  preprocessStepResult: { processedInput: string; processedOutput: string }
  /** Not in Mastra's result (there it is `undefined`); kept for callers of earlier versions. */
  analyzeStepResult: { similarity: number }
}

/** The textual-difference metrics, in Mastra's key order. */
export interface TextualDifferenceMetrics {
  ratio: number
  confidence: number
  changes: number
  lengthDiff: number
}

export interface TextualDifferenceRunResult extends MastraResultFields {
  input: ScorerRunArgs['input']
  output: ScorerRunArgs['output']
  /** The ratio, as Mastra's code returns it (not multiplied by `confidence`, as its docs say). */
  score: number
  preprocessStepResult: TextualDifferenceMetrics
  /** The same metrics. Not in Mastra's result (there it is `undefined`); kept for callers of earlier versions. */
  analyzeStepResult: TextualDifferenceMetrics
}

/** Which `@mastra/evals` textual difference to reproduce. */
export type MastraTextualDifferenceVersion = '1.x' | '0.14'

export interface TextualDifferenceScorerOptions {
  /**
   * `'1.x'`: @mastra/evals 0.14.4 and later (all of 1.x): LCS ratio, word-level changes.
   * `'0.14'`: @mastra/evals up to 0.14.2: difflib's ratio with autojunk on, changes = non-equal opcodes.
   * @default '1.x'
   */
  mastra?: MastraTextualDifferenceVersion
}

export interface Scorer<Result> {
  name: string
  description: string
  run(args: ScorerRunArgs): Promise<Result>
}

const KNOWN_OPTIONS = ['ignoreCase', 'ignoreWhitespace'] as const
const MASTRA_DEFAULTS = { ignoreCase: true, ignoreWhitespace: true } as const
const TEXTUAL_OPTIONS = ['mastra'] as const

/**
 * A scorer with the same results as Mastra's `createContentSimilarityScorer` (0.x and 1.x agree).
 *
 * Options work as Mastra's do: the defaults `{ ignoreCase: true, ignoreWhitespace: true }` are ONE
 * default object, used only when no options are passed. Passing `{ ignoreCase: false }` therefore
 * also turns whitespace folding off; pass both flags to be explicit. (The core
 * {@link contentSimilarity} defaults each option on its own instead.)
 *
 * @example
 * const scorer = createContentSimilarityScorer()
 * const result = await scorer.run({
 *   input: { inputMessages: [{ role: 'user', content: 'The quick brown fox jumps over the lazy dog.' }] },
 *   output: [{ role: 'assistant', content: 'A quick brown fox jumped over a lazy dog.' }],
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
      return mastraResult(args, runId, score, { processedInput, processedOutput }, { similarity: score })
    },
  }
}

/**
 * A scorer with the same results as Mastra's `createTextualDifferenceScorer`. By default that of
 * @mastra/evals 0.14.4 and later (all of 1.x): `2 * LCS / (m + n)` over UTF-16 code units, and
 * changes counted over whitespace-separated words. `{ mastra: '0.14' }` reproduces 0.14.2 and
 * earlier: difflib's ratio with difflib's default `autojunk: true`, changes = non-equal opcodes.
 * The metrics are in `preprocessStepResult`, as in Mastra, and also in `analyzeStepResult`.
 *
 * @example
 * const scorer = createTextualDifferenceScorer()
 * const result = await scorer.run({ input: 'hello world', output: 'hello there world' })
 * result.preprocessStepResult // { ratio: 0.7857142857142857, confidence: 0.6470588235294117, changes: 1, ... }
 */
export function createTextualDifferenceScorer(
  options?: TextualDifferenceScorerOptions,
): Scorer<TextualDifferenceRunResult> {
  assertOptions('createTextualDifferenceScorer options', options, TEXTUAL_OPTIONS)
  const version = options?.mastra ?? '1.x'
  if (version !== '1.x' && version !== '0.14') {
    throw new TypeError(
      `expect-similar: option mastra must be one of '1.x', '0.14' (or left out), received ${describeValue(version)}`,
    )
  }
  const lcs = version === '1.x'
  return {
    name: 'Textual Difference Scorer',
    description: lcs
      ? 'Similarity ratio from the longest common subsequence, word changes and length difference ' +
        'between the input and the output.'
      : 'Similarity ratio, number of changes and length difference between the input and the output, ' +
        "from difflib's SequenceMatcher.",
    async run(args) {
      const { runId, input, output } = readRunArgs(args)
      // Mastra has no budget: neither do its scorers here.
      const { ratio, changes, lengthDiff, confidence } = lcs
        ? textualDifference(input, output, { algorithm: 'lcs', budget: Infinity })
        : textualDifference(input, output, { autojunk: true, budget: Infinity })
      const metrics = { ratio, confidence, changes, lengthDiff }
      return mastraResult(args, runId, ratio, metrics, { ...metrics })
    },
  }
}

function mastraResult<Preprocess, Analyze>(
  args: ScorerRunArgs,
  runId: string,
  score: number,
  preprocessStepResult: Preprocess,
  analyzeStepResult: Analyze,
) {
  return {
    ...args,
    runId,
    score,
    generateScorePrompt: undefined,
    reason: undefined,
    generateReasonPrompt: undefined,
    preprocessStepResult,
    preprocessPrompt: undefined,
    analyzeStepResult,
    analyzePrompt: undefined,
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
  return { runId: runId ?? globalThis.crypto.randomUUID(), input: inputText(input), output: outputText(output) }
}

const INPUT_SHAPES = 'a string, an array of messages or { inputMessages: messages }'
const OUTPUT_SHAPES = 'a string, { text: string } or an array of messages'

function inputText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return messagesText('input', value)
  if (value !== null && typeof value === 'object' && 'inputMessages' in value) {
    const messages = (value as { inputMessages: unknown }).inputMessages
    if (Array.isArray(messages)) return messagesText('input.inputMessages', messages)
    throw new TypeError(
      'expect-similar: scorer.run input.inputMessages must be an array of messages, ' +
        `received ${describeValue(messages)}`,
    )
  }
  throw new TypeError(`expect-similar: scorer.run input must be ${INPUT_SHAPES}, received ${describeValue(value)}`)
}

function outputText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return messagesText('output', value)
  const read = readText(value)
  if (read.ok) return read.text
  if (read.where === 'text') {
    throw new TypeError(
      `expect-similar: scorer.run output.text must be a string, received ${describeValue(read.found)}`,
    )
  }
  throw new TypeError(`expect-similar: scorer.run output must be ${OUTPUT_SHAPES}, received ${describeValue(value)}`)
}

function messagesText(name: string, messages: readonly unknown[]): string {
  return messages.map((message, index) => messageText(`${name}[${index}]`, message)).join(', ')
}

const CONTENT_SHAPES = 'a string, an array of parts or an object with content, text or parts'

/**
 * A message's text, read in the order of Mastra's `getTextContentFromMastraDBMessage`: string
 * content; else the last text part of array content; else a non-empty string `content.content`;
 * else a non-empty string `content.text`; else the last text part of `content.parts`; else ''.
 * Where Mastra would crash or join a non-string, this throws a TypeError naming the field.
 */
function messageText(name: string, message: unknown): string {
  if (message === null || typeof message !== 'object' || Array.isArray(message)) {
    throw new TypeError(
      `expect-similar: scorer.run ${name} must be a message object, received ${describeValue(message)}`,
    )
  }
  const content = (message as { content?: unknown }).content
  if (typeof content === 'string') return content
  if (Array.isArray(content)) return lastTextPart(`${name}.content`, content)
  if (content === null || typeof content !== 'object') {
    throw new TypeError(
      `expect-similar: scorer.run ${name}.content must be ${CONTENT_SHAPES}, received ${describeValue(content)}`,
    )
  }
  const { content: inner, text, parts } = content as { content?: unknown; text?: unknown; parts?: unknown }
  if (typeof inner === 'string' && inner !== '') return inner
  if (typeof text === 'string' && text !== '') return text
  if (Array.isArray(parts)) return lastTextPart(`${name}.content.parts`, parts)
  return ''
}

function lastTextPart(name: string, parts: readonly unknown[]): string {
  for (let index = parts.length - 1; index >= 0; index--) {
    const part = parts[index]
    if (part === null || typeof part !== 'object') {
      throw new TypeError(
        `expect-similar: scorer.run ${name}[${index}] must be a part object, received ${describeValue(part)}`,
      )
    }
    if ((part as { type?: unknown }).type !== 'text') continue
    const text = (part as { text?: unknown }).text
    if (typeof text === 'string') return text
    if (text === undefined) return '' // Mastra reads `part.text || ''`
    throw new TypeError(
      `expect-similar: scorer.run ${name}[${index}].text must be a string, received ${describeValue(text)}`,
    )
  }
  return ''
}
