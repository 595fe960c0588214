// Adapts a Mastra scorer (`@mastra/evals` 1.x, anything with `run`) to a custom scorer, without
// depending on @mastra/core: the run shape is built here, as Mastra 1.x's agent scorers read it.

import { describeValue, throwProblem } from '../validate.js'
import type { CustomScorer, CustomScoreResult } from './custom.js'

/** What `fromMastra` needs of a Mastra scorer: `run`, and an id or a name to call it by. */
export interface MastraLikeScorer {
  run(args: MastraRunArgs): unknown
  readonly id?: string
  readonly name?: string
}

/** Where the expected text goes in the run: Mastra's `groundTruth`, or the user's input message. */
export type ExpectedAs = 'groundTruth' | 'input'

export interface FromMastraOptions {
  /** @default 'groundTruth' */
  expectedAs?: ExpectedAs
  /** Its name in records and reports. @default the scorer's id (or name), made a valid name */
  name?: string
  /** Part of the cache key: change it with the judge's model or prompt. */
  version?: string
  /** As a custom scorer's `cache`: `true` or a directory. */
  cache?: boolean | string
}

/** One message of Mastra 1.x's stored format (format 2): the text as its one part. */
export interface MastraTextMessage {
  id: string
  role: 'user' | 'assistant'
  content: { format: 2; parts: [{ type: 'text'; text: string }]; content: string }
}

/** The argument of a Mastra 1.x agent scorer's `run`. */
export interface MastraRunArgs {
  runId: string
  input: {
    inputMessages: MastraTextMessage[]
    rememberedMessages: MastraTextMessage[]
    systemMessages: never[]
    taggedSystemMessages: Record<string, never>
  }
  output: MastraTextMessage[]
  groundTruth?: string
}

function message(id: string, role: 'user' | 'assistant', text: string): MastraTextMessage {
  return { id, role, content: { format: 2, parts: [{ type: 'text', text }], content: text } }
}

/**
 * The run Mastra's scorer gets for one comparison: `received` as the assistant's output message,
 * `expected` as the ground truth (or as the user's input message with `expectedAs: 'input'`).
 *
 * @example
 * mastraRunArgs('Paris.', 'The capital is Paris', 'groundTruth', 'run-1').groundTruth // 'The capital is Paris'
 */
function mastraRunArgs(received: string, expected: string, expectedAs: ExpectedAs, runId: string): MastraRunArgs {
  const input = expectedAs === 'input' ? [message('expect-similar-input', 'user', expected)] : []
  return {
    runId,
    input: { inputMessages: input, rememberedMessages: [], systemMessages: [], taggedSystemMessages: {} },
    output: [message('expect-similar-output', 'assistant', received)],
    ...(expectedAs === 'groundTruth' ? { groundTruth: expected } : {}),
  }
}

const INVALID_NAME_CHARACTERS = /[^A-Za-z0-9._-]+/g

function defaultName(scorer: MastraLikeScorer): string {
  const raw = typeof scorer.id === 'string' && scorer.id !== '' ? scorer.id : scorer.name
  const name = typeof raw === 'string' ? raw.replace(INVALID_NAME_CHARACTERS, '-').replace(/^[-._]+|-+$/g, '') : ''
  return name.slice(0, 64) || 'mastra-scorer'
}

/**
 * A custom scorer that runs a Mastra scorer: its `score` becomes the assertion's score and its
 * `reason` a detail of the record. Always async, as Mastra's `run` is: await the matcher.
 *
 * @example
 * import { createAnswerSimilarityScorer } from '@mastra/evals/scorers/prebuilt'
 * const judge = fromMastra(createAnswerSimilarityScorer({ model }), { version: 'gpt-4o-mini' })
 * await expect(reply).toBeSimilarTo('Paris is the capital of France', { scorer: judge, min: 0.8 })
 */
export function fromMastra(
  scorer: MastraLikeScorer,
  options: FromMastraOptions = {},
): CustomScorer<Promise<CustomScoreResult>> {
  if (scorer === null || typeof scorer !== 'object' || typeof scorer.run !== 'function') {
    throwProblem(`fromMastra needs a Mastra scorer (an object with run), received ${describeValue(scorer)}`)
  }
  if (options === null || typeof options !== 'object') {
    throwProblem(`fromMastra options must be an object, received ${describeValue(options)}`)
  }
  const expectedAs = options.expectedAs ?? 'groundTruth'
  if (expectedAs !== 'groundTruth' && expectedAs !== 'input') {
    throwProblem(`fromMastra option expectedAs must be 'groundTruth' or 'input', received ${describeValue(expectedAs)}`)
  }
  const name = options.name ?? defaultName(scorer)
  let runs = 0
  return {
    name,
    ...(options.version === undefined ? {} : { version: options.version }),
    ...(options.cache === undefined ? {} : { cache: options.cache }),
    async score(received, expected) {
      runs++
      const result = (await scorer.run(mastraRunArgs(received, expected, expectedAs, `expect-similar-${runs}`))) as {
        score?: unknown
        reason?: unknown
      } | null
      throwProblem(
        result === null || typeof result !== 'object'
          ? `fromMastra scorer '${name}': Mastra's run returned ${describeValue(result)}; ` +
              'expected an object with a score'
          : null,
      )
      const { score, reason } = result as { score?: unknown; reason?: unknown }
      return { score: score as number, ...(typeof reason === 'string' ? { reason } : {}) }
    },
  }
}
