import { describe, expect, it } from 'vitest'
import stringSimilarity from 'string-similarity'
import { createContentSimilarityScorer, createTextualDifferenceScorer } from '../../src/index.js'
import { UpstreamSequenceMatcher } from './support/upstream.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('createContentSimilarityScorer', () => {
  // The three examples of Mastra's Content Similarity Scorer reference page, to the last digit.
  it.each([
    ['The quick brown fox jumps over the lazy dog.', 'A quick brown fox jumped over a lazy dog.', 0.7761194029850746],
    [
      'A brown fox quickly leaps across a sleeping dog.',
      'The quick brown fox jumps over the lazy dog.',
      0.40540540540540543,
    ],
    ['The cat sleeps on the windowsill.', 'The quick brown fox jumps over the lazy dog.', 0.25806451612903225],
  ])('reproduces the seed score for %j', async (query, response, expected) => {
    const result = await createContentSimilarityScorer().run({
      input: [{ role: 'user', content: query }],
      output: { text: response },
    })
    expect(result.score).toBe(expected)
    expect(result.analyzeStepResult).toStrictEqual({ similarity: expected })
    expect(result.preprocessStepResult).toStrictEqual({
      processedInput: query.toLowerCase(),
      processedOutput: response.toLowerCase(),
    })
    expect(result.runId).toMatch(UUID)
  })

  it('has a name and a description, and a fresh runId per run unless one is given', async () => {
    const scorer = createContentSimilarityScorer()
    expect(scorer.name).toBe('Content Similarity Scorer')
    expect(scorer.description.length).toBeGreaterThan(20)
    const first = await scorer.run({ input: 'a', output: 'a' })
    const second = await scorer.run({ input: 'a', output: 'a' })
    expect(first.runId).not.toBe(second.runId)
    expect((await scorer.run({ input: 'a', output: 'a', runId: 'run-7' })).runId).toBe('run-7')
  })

  it('accepts plain strings and message arrays, joining contents with ", "', async () => {
    const scorer = createContentSimilarityScorer()
    const result = await scorer.run({
      input: [
        { role: 'system', content: 'Be brief' },
        { role: 'user', content: 'Name a colour' },
      ],
      output: [{ role: 'assistant', content: 'Blue' }, { content: 'or red' }],
    })
    expect(result.preprocessStepResult).toStrictEqual({
      processedInput: 'be brief, name a colour',
      processedOutput: 'blue, or red',
    })
    expect(result.score).toBe(stringSimilarity.compareTwoStrings('be brief, name a colour', 'blue, or red'))
    expect((await scorer.run({ input: 'Same  text', output: 'same text' })).score).toBe(1)
  })

  it('uses ONE default options object, like Mastra: passing only ignoreCase turns whitespace folding off', async () => {
    const args = { input: '  Hello   World ', output: 'hello world' }
    const defaults = await createContentSimilarityScorer().run(args)
    expect(defaults.preprocessStepResult).toStrictEqual({
      processedInput: 'hello world',
      processedOutput: 'hello world',
    })
    expect(defaults.score).toBe(1)

    const caseOnly = await createContentSimilarityScorer({ ignoreCase: false }).run(args)
    expect(caseOnly.preprocessStepResult).toStrictEqual({
      processedInput: '  Hello   World ',
      processedOutput: 'hello world',
    })
    // Dice removes whitespace itself, so only the case difference lowers the score.
    expect(caseOnly.score).toBe(0.6666666666666666)

    const whitespaceOnly = await createContentSimilarityScorer({ ignoreWhitespace: true }).run(args)
    expect(whitespaceOnly.preprocessStepResult).toStrictEqual({
      processedInput: 'Hello World',
      processedOutput: 'hello world',
    })

    const both = await createContentSimilarityScorer({ ignoreCase: true, ignoreWhitespace: false }).run(args)
    expect(both.preprocessStepResult).toStrictEqual({
      processedInput: '  hello   world ',
      processedOutput: 'hello world',
    })
    expect(both.score).toBe(1)
  })

  it('rejects bad options and bad run arguments with clear TypeErrors', async () => {
    expect(() => createContentSimilarityScorer({ ignoreCase: 'yes' } as never)).toThrow(
      new TypeError('expect-similar: option ignoreCase must be a boolean, received string "yes"'),
    )
    expect(() => createContentSimilarityScorer({ ignorecase: true } as never)).toThrow(
      /unknown option "ignorecase" in createContentSimilarityScorer options; expected one of ignoreCase, ignoreWhitespace/,
    )
    expect(() => createContentSimilarityScorer('strict' as never)).toThrow(
      /options must be an object, received string "strict"/,
    )
    const scorer = createContentSimilarityScorer()
    await expect(scorer.run(undefined as never)).rejects.toThrow(
      new TypeError('expect-similar: scorer.run expects an object { input, output }, received undefined'),
    )
    await expect(scorer.run({ input: 42, output: 'x' } as never)).rejects.toThrow(
      new TypeError(
        'expect-similar: scorer.run input must be a string, an array of messages or { inputMessages: messages }, ' +
          'received number 42',
      ),
    )
    await expect(scorer.run({ input: 'x', output: { text: 7 } } as never)).rejects.toThrow(
      /scorer.run output.text must be a string, received number 7/,
    )
    await expect(scorer.run({ input: [{ role: 'user' }], output: 'x' } as never)).rejects.toThrow(
      new TypeError(
        'expect-similar: scorer.run input[0].content must be a string, an array of parts or an object with ' +
          'content, text or parts, received undefined',
      ),
    )
    await expect(scorer.run({ input: 'x', output: null } as never)).rejects.toThrow(
      new TypeError(
        'expect-similar: scorer.run output must be a string, { text: string } or an array of messages, received null',
      ),
    )
    await expect(scorer.run({ input: 'x', output: 'y', runId: 5 } as never)).rejects.toThrow(
      /runId must be a string, received number 5/,
    )
  })
})

describe("createTextualDifferenceScorer({ mastra: '0.14' })", () => {
  it('returns the plain difflib ratio as the score, with difflib default autojunk', async () => {
    const scorer = createTextualDifferenceScorer({ mastra: '0.14' })
    expect(scorer.name).toBe('Textual Difference Scorer')
    const result = await scorer.run({
      input: [{ role: 'user', content: 'The quick brown fox jumps over the lazy dog' }],
      output: { text: 'The quick brown fox runs past the lazy dog' },
    })
    // As Mastra 0.13's real result: the metrics in preprocessStepResult (also kept in analyzeStepResult).
    const metrics = {
      ratio: 0.8470588235294118,
      confidence: 0.9767441860465116,
      changes: 3,
      lengthDiff: 0.023255813953488372,
    }
    expect(result).toStrictEqual({
      input: [{ role: 'user', content: 'The quick brown fox jumps over the lazy dog' }],
      output: { text: 'The quick brown fox runs past the lazy dog' },
      runId: expect.stringMatching(UUID),
      score: 0.8470588235294118,
      generateScorePrompt: undefined,
      reason: undefined,
      generateReasonPrompt: undefined,
      preprocessStepResult: metrics,
      preprocessPrompt: undefined,
      analyzeStepResult: metrics,
      analyzePrompt: undefined,
    })
  })

  it('keeps autojunk on, so long English text scores what Mastra (npm difflib) scores', async () => {
    const sentence = 'The release notes describe every change in this version of the library. '
    const input = sentence.repeat(4)
    const output = input.replace('every change', 'each change').replace('library', 'package')
    const upstreamRatio = new UpstreamSequenceMatcher(null, input, output).ratio()
    const result = await createTextualDifferenceScorer({ mastra: '0.14' }).run({ input, output })
    expect(input.length).toBeGreaterThanOrEqual(200)
    expect(result.score).toBe(upstreamRatio)
    // autojunk really matters here: without it the ratio is much higher.
    expect(new UpstreamSequenceMatcher(null, input, output, false).ratio()).toBeGreaterThan(result.score + 0.1)
  })

  it('counts one change for a one-word substitution, insertion or deletion', async () => {
    const scorer = createTextualDifferenceScorer({ mastra: '0.14' })
    const cases = [
      ['The quick brown fox', 'The quick brown cat', 0.8421052631578947],
      ['The quick fox', 'The quick brown fox', 0.8125],
      ['The quick brown fox', 'The quick fox', 0.8125],
    ] as const
    for (const [input, output, ratio] of cases) {
      const result = await scorer.run({ input, output })
      expect(result.analyzeStepResult.changes).toBe(1)
      expect(result.score).toBe(ratio)
    }
  })

  it('scores identical texts 1, both empty 1, and one empty 0', async () => {
    const scorer = createTextualDifferenceScorer({ mastra: '0.14' })
    expect((await scorer.run({ input: 'same', output: 'same' })).analyzeStepResult).toStrictEqual({
      confidence: 1,
      ratio: 1,
      changes: 0,
      lengthDiff: 0,
    })
    expect((await scorer.run({ input: '', output: '' })).score).toBe(1)
    expect((await scorer.run({ input: 'text', output: '' })).analyzeStepResult).toStrictEqual({
      confidence: 0,
      ratio: 0,
      changes: 1,
      lengthDiff: 1,
    })
  })

  it('takes only the mastra option', () => {
    expect(() => (createTextualDifferenceScorer as (o: unknown) => unknown)({ autojunk: false })).toThrow(
      new TypeError(
        'expect-similar: unknown option "autojunk" in createTextualDifferenceScorer options; expected one of mastra',
      ),
    )
    expect(() => createTextualDifferenceScorer({ mastra: '0.13' as never })).toThrow(
      new TypeError(
        "expect-similar: option mastra must be one of '1.x', '0.14' (or left out), received string \"0.13\"",
      ),
    )
    expect(() => createTextualDifferenceScorer('strict' as never)).toThrow(
      new TypeError(
        'expect-similar: createTextualDifferenceScorer options must be an object, received string "strict"',
      ),
    )
  })
})

describe('createTextualDifferenceScorer() (Mastra 1.x)', () => {
  const run1x = (input: string, output: string) => ({
    input: {
      inputMessages: [{ id: 'in', role: 'user', content: { format: 2, parts: [{ type: 'text', text: input }] } }],
      rememberedMessages: [],
      systemMessages: [],
      taggedSystemMessages: {},
    },
    output: [{ id: 'out', role: 'assistant', content: { format: 2, parts: [{ type: 'text', text: output }] } }],
    runId: 'run-1',
  })

  it('returns the LCS ratio and word changes in preprocessStepResult, echoing the run arguments', async () => {
    const args = run1x('hello world', 'hello there world')
    const metrics = {
      ratio: 0.7857142857142857,
      confidence: 0.6470588235294117,
      changes: 1,
      lengthDiff: 0.35294117647058826,
    }
    expect(await createTextualDifferenceScorer().run(args)).toStrictEqual({
      ...args,
      score: 0.7857142857142857,
      generateScorePrompt: undefined,
      reason: undefined,
      generateReasonPrompt: undefined,
      preprocessStepResult: metrics,
      preprocessPrompt: undefined,
      analyzeStepResult: metrics,
      analyzePrompt: undefined,
    })
  })

  // The examples of Mastra's textual-difference docs page, with what @mastra/evals 1.10.2 returns for
  // them (test/core/fixtures/mastra-1.x.json, from the real package): the page's own numbers are difflib's.
  it.each([
    ['The quick brown fox jumps over the lazy dog', 'The quick brown fox jumps over the lazy dog', 1, 0, 0],
    ['Hello world! How are you?', 'Hello there! How is it going?', 0.5925925925925926, 4, 0.13793103448275862],
    [
      'Python is a high-level programming language',
      'JavaScript is used for web development',
      0.32098765432098764,
      5,
      0.11627906976744186,
    ],
    ['The quick brown fox', 'The fast brown fox', 0.7567567567567568, 1, 0.05263157894736842],
  ])('scores the docs example %j / %j as Mastra 1.x does', async (input, output, ratio, changes, lengthDiff) => {
    const result = await createTextualDifferenceScorer().run(run1x(input, output))
    expect(result.score).toBe(ratio)
    expect(result.analyzeStepResult).toStrictEqual({ ratio, confidence: 1 - lengthDiff, changes, lengthDiff })
  })

  it('counts a whitespace-only difference as one change and a word reordering as none', async () => {
    const scorer = createTextualDifferenceScorer()
    const spaced = await scorer.run({ input: 'The   quick\nbrown fox', output: 'The quick brown fox' })
    expect(spaced.preprocessStepResult.changes).toBe(1)
    const reordered = await scorer.run({ input: 'fox brown quick', output: 'quick brown fox' })
    expect(reordered.preprocessStepResult.changes).toBe(0)
    expect(reordered.score).toBe((2 * 7) / 30) // LCS " brown " plus nothing more
  })

  it('reads message text as getTextContentFromMastraDBMessage does', async () => {
    const scorer = createContentSimilarityScorer({ ignoreCase: false, ignoreWhitespace: false })
    const result = await scorer.run({
      input: {
        inputMessages: [
          { content: 'plain' },
          { content: [{ type: 'text', text: 'first' }, { type: 'image' }, { type: 'text', text: 'last' }] },
          { content: { content: 'inner', text: 'ignored', parts: [{ type: 'text', text: 'ignored' }] } },
          { content: { content: '', text: 'text', parts: [{ type: 'text', text: 'ignored' }] } },
          {
            content: {
              format: 2,
              parts: [
                { type: 'text', text: 'a' },
                { type: 'text', text: 'b' },
              ],
            },
          },
          { content: { format: 2, parts: [{ type: 'tool-invocation' }] } },
          { content: [{ type: 'text' }] },
        ],
      },
      output: [],
    })
    expect(result.preprocessStepResult).toStrictEqual({
      processedInput: 'plain, last, inner, text, b, , ',
      processedOutput: '',
    })
  })

  it('names the field of a malformed message', async () => {
    const scorer = createTextualDifferenceScorer()
    await expect(scorer.run({ input: { inputMessages: 'x' } as never, output: 'y' })).rejects.toThrow(
      new TypeError('expect-similar: scorer.run input.inputMessages must be an array of messages, received string "x"'),
    )
    await expect(scorer.run({ input: 'x', output: [null] as never })).rejects.toThrow(
      new TypeError('expect-similar: scorer.run output[0] must be a message object, received null'),
    )
    await expect(scorer.run({ input: 'x', output: [{ content: { parts: [7] } }] as never })).rejects.toThrow(
      new TypeError('expect-similar: scorer.run output[0].content.parts[0] must be a part object, received number 7'),
    )
    await expect(
      scorer.run({ input: 'x', output: [{ content: [{ type: 'text', text: 5 }] }] as never }),
    ).rejects.toThrow(
      new TypeError('expect-similar: scorer.run output[0].content[0].text must be a string, received number 5'),
    )
  })
})
