import { describe, expect, it } from 'vitest'
import { compactDiff } from '../../src/core/diff.js'
import { buildMessage, scoreVerdict } from '../../src/matchers/message.js'
import { normalizeReceived } from '../../src/matchers/received.js'
import { parseDifferenceOptions, parseSimilarityOptions } from '../../src/matchers/options.js'
import type { MatcherContext } from '../../src/matchers/context.js'
import { recordFields } from '../../src/matchers/score.js'

describe('compactDiff', () => {
  it('marks removed and added words and merges neighbouring replacements', () => {
    expect(compactDiff('The quick brown fox jumps', 'The quick brown dog sleeps')).toBe(
      'The quick brown [-fox jumps-]{+dog sleeps+}',
    )
    expect(compactDiff('a b c', 'a c')).toBe('a [-b -]c')
    expect(compactDiff('a c', 'a b c')).toBe('a {+b +}c')
  })

  it('says when there is no difference', () => {
    expect(compactDiff('same', 'same')).toBe('(no differences)')
  })

  it('keeps one line, showing line breaks and tabs', () => {
    expect(compactDiff('one\ntwo', 'one\n\ttwo')).toBe('one[-\\n-]{+\\n\\t+}two')
  })

  it('keeps context around the first changes of a long text and counts the rest', () => {
    const words = Array.from({ length: 60 }, (_, index) => `w${index}`)
    const changed = words.map((word, index) => (index % 10 === 5 ? word.toUpperCase() : word))
    expect(compactDiff(words.join(' '), changed.join(' '))).toMatchInlineSnapshot(
      `"…w1 w2 w3 w4 [-w5-]{+W5+} w6 w7 w8 w9 … w11 w12 w13 w14 [-w15-]{+W15+} w16 w17 w18 w19 … w21 w22 w23 w24 [-w25-]{+W25+} w26 w27 w28 w29 … 3 more changes"`,
    )
  })

  it('clips a long changed span to its start and end', () => {
    const expected = `Intro. ${'a'.repeat(200)} Outro.`
    const received = `Intro. ${'b'.repeat(200)} Outro.`
    expect(compactDiff(expected, received)).toBe(
      `Intro. [-${'a'.repeat(50)}…${'a'.repeat(25)}-]{+${'b'.repeat(50)}…${'b'.repeat(25)}+} Outro.`,
    )
  })

  it('colors the marked spans with the runner colors', () => {
    const diff = compactDiff('a b', 'a c', {
      expectedColor: (text) => `<g>${text}</g>`,
      receivedColor: (text) => `<r>${text}</r>`,
    })
    expect(diff).toBe('a <g>[-b-]</g><r>{+c+}</r>')
  })
})

describe('buildMessage', () => {
  const plain = (text: string) => text
  const context: MatcherContext = {
    isNot: false,
    utils: { matcherHint: (name) => `hint(${name})`, EXPECTED_COLOR: plain, RECEIVED_COLOR: plain },
  }

  it('shortens long texts in the Expected/Received lines', () => {
    const long = 'word '.repeat(60).trim()
    const message = buildMessage(context, {
      matcherName: 'toBeSimilarTo',
      verdict: { kind: 'score', details: { scorer: 'content-similarity', score: 0.5 }, threshold: 0.7 },
      expected: long,
      received: 'short',
    })
    expect(message.split('\n')[4]).toBe(`Expected: ${JSON.stringify(`${long.slice(0, 160)}…`)} (299 characters)`)
  })
})

describe('normalizeReceived', () => {
  it.each([
    ['text', { ok: true, text: 'text' }],
    [
      { text: 'from sdk', finishReason: 'stop' },
      { ok: true, text: 'from sdk' },
    ],
    [42, { ok: false, problem: 'received value must be a string or { text: string }, got number 42' }],
    [undefined, { ok: false, problem: 'received value must be a string or { text: string }, got undefined' }],
    [{ content: 'x' }, { ok: false, problem: 'received value must be a string or { text: string }, got object' }],
    [
      { text: 5 },
      {
        ok: false,
        problem: 'received value must be a string or { text: string }, got an object whose text is number 5',
      },
    ],
    [
      { text: undefined },
      {
        ok: false,
        problem: 'received value must be a string or { text: string }, got an object whose text is undefined',
      },
    ],
  ])('%o', (received, expected) => {
    expect(normalizeReceived(received)).toEqual(expected)
  })
})

describe('option parsing', () => {
  it('applies the defaults of the chosen scorer only', () => {
    expect(parseSimilarityOptions(undefined)).toEqual({
      scorer: 'content-similarity',
      min: 0.7,
      ignoreCase: true,
      ignoreWhitespace: true,
    })
    expect(parseSimilarityOptions({ scorer: 'textual-difference', min: 0 })).toEqual({
      scorer: 'textual-difference',
      min: 0,
      autojunk: false,
      granularity: 'char',
    })
    expect(parseDifferenceOptions({ granularity: 'line' })).toEqual({ granularity: 'line', autojunk: false })
  })

  it('rejects null and arrays as options', () => {
    expect(() => parseSimilarityOptions(null)).toThrow('expect-similar: options must be an object, received null')
    expect(() => parseDifferenceOptions([])).toThrow(
      'expect-similar: options must be an object, received array of length 0',
    )
  })
})

describe('recordFields and scoreVerdict', () => {
  const content = { scorer: 'content-similarity' as const, score: 0.8 }
  const textual = { scorer: 'textual-difference' as const, score: 0.5, changes: 2, ratio: 0.5, lengthDiff: 0.1 }

  it('put changes in a record only when the textual-difference scorer ran', () => {
    expect(recordFields(content)).toStrictEqual({ scorer: 'content-similarity', score: 0.8 })
    expect(recordFields(textual)).toStrictEqual({ scorer: 'textual-difference', score: 0.5, changes: 2 })
  })

  it('name the granularity only when the textual-difference scorer decided', () => {
    expect(scoreVerdict(content, parseSimilarityOptions({ min: 0.9 }))).toStrictEqual({
      kind: 'score',
      details: content,
      threshold: 0.9,
    })
    expect(
      scoreVerdict(textual, parseSimilarityOptions({ scorer: 'textual-difference', granularity: 'word' })),
    ).toStrictEqual({
      kind: 'score',
      details: textual,
      threshold: 0.7,
      granularity: 'word',
    })
  })
})
