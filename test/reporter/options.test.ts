import { describe, expect, it } from 'vitest'
import { textsSetting, thresholdsProblem, validateOptions, validateThresholds } from '../../src/reporter/options.js'

describe('validateOptions', () => {
  it('accepts undefined, an empty object and every documented option', () => {
    expect(validateOptions(undefined)).toEqual({})
    const all = {
      verbose: true,
      outputFile: 'scores.json',
      markdownFile: 'scores.md',
      githubSummary: false,
      thresholds: { mean: 0.8, passRate: 1, files: { 'test/**': { mean: 0 } } },
      baseline: 'base.json',
      maxRegression: 0.05,
      updateBaseline: false,
      annotate: 'all',
      history: 'scores/history.jsonl',
    }
    expect(validateOptions(all)).toEqual(all)
    expect(validateOptions(all)).not.toBe(all)
  })

  it.each([
    [null, 'expect-similar: reporter options must be an object, received null'],
    [
      { outputFlie: 'x' },
      'expect-similar: unknown option "outputFlie" in reporter options; expected one of verbose, outputFile, markdownFile, htmlFile, githubSummary, thresholds, baseline, maxRegression, updateBaseline, annotate, probes, includeTexts, maxTextLength, history, filteredRuns',
    ],
    [
      { annotate: 'failed' },
      "expect-similar: option annotate must be 'all', 'failures' or 'none', received string \"failed\"",
    ],
    [{ verbose: 'yes' }, 'expect-similar: option verbose must be a boolean, received string "yes"'],
    [{ outputFile: '' }, 'expect-similar: option outputFile must be a non-empty file path, received string ""'],
    [{ markdownFile: 3 }, 'expect-similar: option markdownFile must be a non-empty file path, received number 3'],
    [{ htmlFile: ' ' }, 'expect-similar: option htmlFile must be a non-empty file path, received string " "'],
    [
      { thresholds: { mean: 1.2 } },
      'expect-similar: option thresholds.mean must be a number in [0, 1], received number 1.2',
    ],
    [
      { thresholds: { passRate: -0.1 } },
      'expect-similar: option thresholds.passRate must be a number in [0, 1], received number -0.1',
    ],
    [
      { thresholds: { mean: Number.NaN } },
      'expect-similar: option thresholds.mean must be a number in [0, 1], received number NaN',
    ],
    [
      { thresholds: { min: 0.5 } },
      'expect-similar: unknown option "min" in option thresholds; expected one of mean, passRate, files, lenient, guards, mastra',
    ],
    [
      { thresholds: { files: ['a'] } },
      'expect-similar: option thresholds.files must be an object mapping globs to gates, received array of length 1',
    ],
    [
      { thresholds: { files: { 'a/**': { mean: 2 } } } },
      'expect-similar: option thresholds.files["a/**"].mean must be a number in [0, 1], received number 2',
    ],
    [
      { thresholds: { files: { 'a/**': null } } },
      'expect-similar: option thresholds.files["a/**"] must be an object, received null',
    ],
    [
      { thresholds: { files: { 'a/{b': { mean: 0.8 } } } },
      'expect-similar: option thresholds.files["a/{b"] is not a valid glob: it has an unclosed "{"',
    ],
    [
      { thresholds: { files: { '': { mean: 0.8 } } } },
      'expect-similar: option thresholds.files has an empty glob; a glob names the files its gate applies to',
    ],
    [
      { thresholds: { files: { 'a/**': {} } } },
      'expect-similar: option thresholds.files["a/**"] must set mean or passRate, received an empty object',
    ],
    [
      { thresholds: { files: {} } },
      'expect-similar: option thresholds.files must map at least one glob to a gate, received an empty object',
    ],
    [
      { thresholds: {} },
      'expect-similar: option thresholds must set mean, passRate, files, lenient, guards or mastra, received an empty object',
    ],
    [{ thresholds: null }, 'expect-similar: option thresholds must be an object, received null'],
    [
      { baseline: 'b.json', maxRegression: '0.1' },
      'expect-similar: option maxRegression must be a number in [0, 1], received string "0.1"',
    ],
    [{ maxRegression: 0.1 }, 'expect-similar: option maxRegression needs option baseline (the file to compare with)'],
    [{ updateBaseline: true }, 'expect-similar: option updateBaseline needs option baseline (the file to write)'],
    [{ history: '' }, 'expect-similar: option history must be a non-empty file path, received string ""'],
    [
      { filteredRuns: 'keep' },
      "expect-similar: option filteredRuns must be 'skip' or 'write', received string \"keep\"",
    ],
    [
      { history: 'scores/history-[shard].jsonl' },
      'expect-similar: option history must be one file for every shard (no [shard]: the merge appends the run), received string "scores/history-[shard].jsonl"',
    ],
  ])('rejects %j', (options, message) => {
    expect(() => validateOptions(options)).toThrow(new TypeError(message))
  })

  it('never doubles the "expect-similar:" prefix', () => {
    for (const bad of [null, 3, { outputFlie: 'x' }]) {
      expect(() => validateOptions(bad)).toThrow(/^expect-similar: (?!.*expect-similar)/)
    }
  })
})

describe('thresholdsProblem', () => {
  it.each([
    [{ mean: 0.8, files: { 'test/**': { passRate: 1 } } }, null],
    [null, 'gates.thresholds must be an object, received null'],
    [new Map(), 'gates.thresholds must be a plain object, received Map instance'],
    [
      { mean: 0.8, min: 1 },
      'unknown option "min" in gates.thresholds; expected one of mean, passRate, files, lenient, guards, mastra',
    ],
    [{ passRate: 2 }, 'gates.thresholds.passRate must be a number in [0, 1], received number 2'],
    [{}, 'gates.thresholds must set mean, passRate, files, lenient, guards or mastra, received an empty object'],
    [
      { files: { 'a/{b': { mean: 0.8 } } },
      'gates.thresholds.files["a/{b"] is not a valid glob: it has an unclosed "{"',
    ],
    [
      { files: { 'a/*': { mean: -1 } } },
      'gates.thresholds.files["a/*"].mean must be a number in [0, 1], received number -1',
    ],
    [{ files: { 'a/*': {} } }, 'gates.thresholds.files["a/*"] must set mean or passRate, received an empty object'],
  ])(
    'returns the problem with %o without the prefix; validateThresholds throws it with the prefix',
    (value, problem) => {
      expect(thresholdsProblem(value, 'gates.thresholds')).toBe(problem)
      if (problem === null) expect(() => validateThresholds(value, 'gates.thresholds')).not.toThrow()
      else
        expect(() => validateThresholds(value, 'gates.thresholds')).toThrow(new TypeError(`expect-similar: ${problem}`))
    },
  )
})

describe('probes and the lenient gate', () => {
  it('accepts probes and a non-negative integer lenient gate', () => {
    expect(validateOptions({ probes: true, thresholds: { lenient: 0 } })).toEqual({
      probes: true,
      thresholds: { lenient: 0 },
    })
  })

  it('names a bad probes option or lenient gate', () => {
    expect(() => validateOptions({ probes: 'yes' })).toThrow('probes')
    expect(() => validateOptions({ thresholds: { lenient: 0.5 } })).toThrow(
      'expect-similar: option thresholds.lenient must be a non-negative integer, received number 0.5',
    )
  })
})

describe('includeTexts and maxTextLength', () => {
  it('accepts a boolean includeTexts and a positive integer maxTextLength', () => {
    expect(validateOptions({ includeTexts: false })).toEqual({ includeTexts: false })
    expect(validateOptions({ includeTexts: true, maxTextLength: 1 })).toEqual({ includeTexts: true, maxTextLength: 1 })
    expect(validateOptions({ maxTextLength: 2 ** 53 - 1 })).toEqual({ maxTextLength: 2 ** 53 - 1 })
  })

  it.each([
    [{ includeTexts: 'no' }, 'expect-similar: option includeTexts must be a boolean, received string "no"'],
    [{ maxTextLength: 0 }, 'expect-similar: option maxTextLength must be a positive integer, received number 0'],
    [{ maxTextLength: 10.5 }, 'expect-similar: option maxTextLength must be a positive integer, received number 10.5'],
    [
      { maxTextLength: '100' },
      'expect-similar: option maxTextLength must be a positive integer, received string "100"',
    ],
    [
      { maxTextLength: 2 ** 53 },
      'expect-similar: option maxTextLength must be a positive integer, received number 9007199254740992',
    ],
    [
      { includeTexts: false, maxTextLength: 100 },
      'expect-similar: option maxTextLength has no effect with includeTexts: false; remove one',
    ],
  ])('rejects %j', (options, message) => {
    expect(() => validateOptions(options)).toThrow(new TypeError(message))
  })

  it('textsSetting: the options first, else EXPECT_SIMILAR_TEXTS, else on at 20000', () => {
    expect(textsSetting({}, {})).toBe(20_000)
    expect(textsSetting({}, { EXPECT_SIMILAR_TEXTS: '0' })).toBe(false)
    expect(textsSetting({}, { EXPECT_SIMILAR_TEXTS: '300' })).toBe(300)
    expect(textsSetting({ includeTexts: false }, { EXPECT_SIMILAR_TEXTS: '300' })).toBe(false)
    expect(textsSetting({ maxTextLength: 10 }, { EXPECT_SIMILAR_TEXTS: '0' })).toBe(10)
    expect(textsSetting({ includeTexts: true }, { EXPECT_SIMILAR_TEXTS: '0' })).toBe(20_000)
    expect(() => textsSetting({}, { EXPECT_SIMILAR_TEXTS: 'none' })).toThrow(
      new TypeError(
        'expect-similar: EXPECT_SIMILAR_TEXTS must be 0 (no texts) or a positive integer (the longest text kept), ' +
          'received string "none"',
      ),
    )
  })
})
