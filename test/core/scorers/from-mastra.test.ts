import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromMastra, type MastraRunArgs } from '../../../src/core/scorers/from-mastra.js'

interface Entry {
  scorer: string
  name: string
  expectedAs: 'groundTruth' | 'input'
  received: string
  expected: string
  args: Omit<MastraRunArgs, 'runId'>
  result: { score: number; reason?: string }
  outcome: { score: number; reason?: string }
}

// Written by scripts/from-mastra-fixtures.mjs from the real @mastra/evals 1.10.2 scorers.
const fixture = JSON.parse(readFileSync(new URL('../fixtures/from-mastra-1.x.json', import.meta.url), 'utf8')) as {
  entries: Entry[]
}

// A stand-in with the real scorer's id that answers as it did, only for the very run it was given.
function replay(entry: Entry) {
  return {
    id: `${entry.scorer}-scorer`,
    run(args: MastraRunArgs) {
      const { runId, ...rest } = args
      expect(runId).toMatch(/^expect-similar-\d+$/)
      expect(rest).toEqual(entry.args)
      return Promise.resolve({ ...entry.result, runId, input: args.input, output: args.output })
    },
  }
}

describe('fromMastra', () => {
  it('covers the real scorers of the fixture, both ways of passing the expected text', () => {
    expect(fixture.entries).toHaveLength(32)
    expect(new Set(fixture.entries.map((e) => e.expectedAs))).toEqual(new Set(['groundTruth', 'input']))
  })

  it.each(fixture.entries.map((entry) => [entry.scorer, entry.expectedAs, entry.received, entry] as const))(
    'gives %s (%s) the run the real scorer scored: %s',
    async (_scorer, expectedAs, _received, entry) => {
      const adapted = fromMastra(replay(entry), { expectedAs })
      expect(adapted.name).toBe(entry.name)
      expect(await adapted.score(entry.received, entry.expected)).toEqual(entry.outcome)
    },
  )

  it('keeps the reason of a judge and names the scorer by its id, made a valid name', async () => {
    const judge = {
      name: 'Answer Similarity (LLM)',
      run: async (args: MastraRunArgs) => ({ score: 0.8, reason: `close to ${args.groundTruth}` }),
    }
    const adapted = fromMastra(judge, { version: 'gpt-x' })
    expect(adapted.name).toBe('Answer-Similarity-LLM')
    expect(adapted.version).toBe('gpt-x')
    expect(await adapted.score('Paris.', 'The capital is Paris')).toEqual({
      score: 0.8,
      reason: 'close to The capital is Paris',
    })
  })

  it('is a clear error for what is not a Mastra scorer or a bad expectedAs', () => {
    expect(() => fromMastra({} as never)).toThrowError(
      'expect-similar: fromMastra needs a Mastra scorer (an object with run), received object',
    )
    expect(() => fromMastra({ id: 'x', run: () => 1 }, { expectedAs: 'output' as never })).toThrowError(
      "fromMastra option expectedAs must be 'groundTruth' or 'input', received string \"output\"",
    )
  })

  it('fails when run returns no object', async () => {
    const adapted = fromMastra({ id: 'broken', run: async () => undefined })
    await expect(adapted.score('a', 'b')).rejects.toThrowError(
      "Mastra's run returned undefined; expected an object with a score",
    )
    // The project's problem form: prefixed, naming the scorer, what was expected and what came back.
    const error = await adapted.score('a', 'b').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TypeError)
    expect((error as Error).message).toBe(
      "expect-similar: fromMastra scorer 'broken': Mastra's run returned undefined; expected an object with a score",
    )
    const numbers = fromMastra({ id: 'numbers', run: async () => 0.5 })
    await expect(numbers.score('a', 'b')).rejects.toThrowError(
      "expect-similar: fromMastra scorer 'numbers': Mastra's run returned number 0.5; expected an object with a score",
    )
  })
})
