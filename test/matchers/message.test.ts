import { afterEach, describe, expect, it, vi } from 'vitest'
import { boundedCompactDiff, compactDiff, messageDiffLimit } from '../../src/core/diff.js'
import { SequenceMatcher } from '../../src/core/sequence-matcher.js'
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

describe('the failure message of long texts', () => {
  const plain = (text: string) => text
  const context: MatcherContext = {
    isNot: false,
    utils: { matcherHint: (name) => `hint(${name})`, EXPECTED_COLOR: plain, RECEIVED_COLOR: plain },
  }
  const verdict = {
    kind: 'score' as const,
    details: { scorer: 'content-similarity' as const, score: 0.5 },
    threshold: 1,
  }
  // About 1 MB of words, different on every line: the texts differ from their first line to their last.
  const expected = Array.from({ length: 40_000 }, (_, index) => `line ${index} says the same thing`).join('\n')
  const message = (received: string) =>
    buildMessage(context, { matcherName: 'toBeSimilarTo', verdict, expected, received })
  afterEach(() => vi.restoreAllMocks())

  it('skips the diff when the texts differ throughout, and says why and where they first differ', () => {
    const diffs = vi.spyOn(SequenceMatcher.prototype, 'getOpcodes')
    const received = expected.replaceAll('the same', 'another')
    const lines = message(received).split('\n')
    // Nothing was diffed: the message costs a scan of the texts, not a word diff of a megabyte.
    expect(diffs).not.toHaveBeenCalled()
    const total = (expected.length + received.length).toLocaleString('en-US')
    expect(lines.slice(7)).toEqual([
      `Difference: not computed. Past their common start and end the texts differ over ${(
        expected.length + received.length - 2 * ('line 0 says '.length + ' thing'.length)
      ).toLocaleString('en-US')} of their ${total} characters, more than the ${messageDiffLimit(
        expected.length + received.length,
      ).toLocaleString('en-US')} a failure message diffs for texts this long (so that it costs about ` +
        'what the score did).',
      'First difference at line 1, column 13:',
      `  Expected: ${JSON.stringify(expected.slice(0, 92))}…`,
      `  Received: ${JSON.stringify(received.slice(0, 92))}…`,
    ])
  })

  it('diffs only the span where long texts differ, with the words around it', () => {
    const diffs = vi.spyOn(SequenceMatcher.prototype, 'getOpcodes')
    const received = expected.replace('line 20000 says the same', 'line 20000 says something else')
    const lines = message(received).split('\n')
    expect(lines.slice(7)).toEqual([
      'Difference ([-expected-]{+received+}):',
      '  …thing\\nline 20000 says [-the same-]{+something else+} thing\\nline 20001 says…',
    ])
    // Only a few hundred characters around the change were tokenized and diffed.
    const diffed = diffs.mock.contexts.map((matcher) => (matcher as SequenceMatcher).a.length)
    expect(diffed.length).toBeGreaterThan(0)
    for (const tokens of diffed) expect(tokens).toBeLessThan(500)
  })

  it('diffs texts of up to 40,000 characters whole, as compactDiff does', () => {
    const short = expected.slice(0, 19_000)
    const changed = short.replaceAll('the same', 'another')
    expect(boundedCompactDiff(short, changed)).toBe(compactDiff(short, changed))
    expect(boundedCompactDiff(`${short}!`, `${changed}!`)).toBe(compactDiff(`${short}!`, `${changed}!`))
  })

  it('keeps a surrogate pair whole where the texts first differ', () => {
    const pairs = '😀'.repeat(30_000)
    const [ys, xs] = ['y'.repeat(30_000), 'x'.repeat(30_000)]
    const lines = buildMessage(context, {
      matcherName: 'toBeSimilarTo',
      verdict,
      expected: `a${pairs}b${ys}`,
      received: `a${pairs}b${xs}`,
    })
      .split('\n')
      .slice(-2)
    // 40 code units before the difference start inside a pair: the snippet starts at its first half.
    expect(lines).toEqual([
      `  Expected: …${JSON.stringify(`${'😀'.repeat(20)}b${ys.slice(0, 80)}`)}…`,
      `  Received: …${JSON.stringify(`${'😀'.repeat(20)}b${xs.slice(0, 80)}`)}…`,
    ])
    expect(boundedCompactDiff(`${pairs}a${'😀'.repeat(100)}`, `${pairs}b${'😀'.repeat(100)}`)).toMatch(
      /^…(😀)+\[-a-\]\{\+b\+\}(😀)+…$/u,
    )
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

  it('parses absent options once, into a frozen object no caller can change for the next assertion', () => {
    const first = parseSimilarityOptions(undefined)
    expect(parseSimilarityOptions(undefined)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(() => {
      ;(first as { min: number }).min = 0.1
    }).toThrow(TypeError)
    expect(parseSimilarityOptions(undefined)).toEqual({
      scorer: 'content-similarity',
      min: 0.7,
      ignoreCase: true,
      ignoreWhitespace: true,
    })
  })

  it('parses an options object again on every call, so a change to the same object is seen', () => {
    const options: { min: number; reject?: string[]; ignoreCase?: unknown } = { min: 0.8 }
    expect(parseSimilarityOptions(options).min).toBe(0.8)
    options.min = 0.5
    options.reject = ['no']
    expect(parseSimilarityOptions(options)).toMatchObject({ min: 0.5, reject: ['no'] })
    options.reject.push('never')
    expect(parseSimilarityOptions(options).reject).toEqual(['no', 'never'])
    options.ignoreCase = 'yes'
    expect(() => parseSimilarityOptions(options)).toThrow('option ignoreCase must be a boolean')
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
