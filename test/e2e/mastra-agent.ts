import { Agent } from '@mastra/core/agent'

/**
 * A real Mastra agent whose model is a fixed table of answers: no LLM, no network, the same text
 * on every run. The model object is what an AI SDK v5 language model is (`specificationVersion:
 * 'v2'`): Mastra drives it like any provider's, so `runEvals`, `expectEval` and the scorers see
 * an ordinary agent run. A question not in the table gets `I do not know.`, so a typo in a fixture
 * shows in its scores instead of passing.
 *
 * @example
 * await fixedAnswerAgent({ 'What is the capital of France?': 'Paris.' }).generate('What is the capital of France?')
 */
export function fixedAnswerAgent(answers: Readonly<Record<string, string>>): Agent {
  const answer = (prompt: readonly Message[]): string => answers[lastUserText(prompt)] ?? UNKNOWN
  const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 }
  const model: ModelConfig = {
    specificationVersion: 'v2',
    provider: 'fixed-answers',
    modelId: 'table',
    supportedUrls: {},
    async doGenerate({ prompt }: CallOptions) {
      return { content: [{ type: 'text', text: answer(prompt) }], finishReason: 'stop', usage, warnings: [] }
    },
    async doStream({ prompt }: CallOptions) {
      const parts = [
        { type: 'stream-start' as const, warnings: [] },
        { type: 'text-start' as const, id: 'answer' },
        { type: 'text-delta' as const, id: 'answer', delta: answer(prompt) },
        { type: 'text-end' as const, id: 'answer' },
        { type: 'finish' as const, finishReason: 'stop' as const, usage },
      ]
      return { stream: ReadableStream.from(parts) }
    },
  }
  return new Agent({ id: 'capitals', name: 'capitals', instructions: 'Answer with the capital.', model })
}

export const UNKNOWN = 'I do not know.'

type ModelConfig = ConstructorParameters<typeof Agent>[0]['model']

interface Message {
  role: string
  content: string | readonly { type: string; text?: string }[]
}

interface CallOptions {
  prompt: readonly Message[]
}

// The question: the text of the prompt's last user message (the agent puts its instructions first).
function lastUserText(prompt: readonly Message[]): string {
  const user = prompt.filter((m) => m.role === 'user').at(-1)
  if (user === undefined) return ''
  if (typeof user.content === 'string') return user.content
  return user.content.map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join('')
}
