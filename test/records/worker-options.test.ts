import { describe, expect, it } from 'vitest'
import { validateOptions } from '../../src/reporter/options.js'
import {
  readWorkerOptions,
  withWorkerOptions,
  workerOptionsProblem,
  workerTexts,
} from '../../src/records/worker-options.js'

describe('readWorkerOptions (test.provide.expectSimilar)', () => {
  it('reads the options that change what workers record, and nothing when unset', () => {
    expect(readWorkerOptions(undefined)).toEqual({})
    expect(readWorkerOptions({ probes: true, maxTextLength: 500, annotate: 'all' })).toEqual({
      probes: true,
      maxTextLength: 500,
      annotate: 'all',
    })
  })

  it.each([
    [[1], 'expect-similar: test.provide.expectSimilar must be an object, received array of length 1'],
    [
      { outputFile: 'x.json' },
      'expect-similar: unknown option "outputFile" in test.provide.expectSimilar; expected one of probes, includeTexts, ' +
        'maxTextLength, annotate (the other options go to the reporter)',
    ],
    [{ probes: 'yes' }, 'expect-similar: test.provide.expectSimilar.probes must be a boolean, received string "yes"'],
    [
      { maxTextLength: 0 },
      'expect-similar: test.provide.expectSimilar.maxTextLength must be a positive integer, received number 0',
    ],
    [
      { includeTexts: false, maxTextLength: 10 },
      'expect-similar: test.provide.expectSimilar.maxTextLength has no effect with includeTexts: false; remove one',
    ],
    [
      { annotate: 'some' },
      "expect-similar: test.provide.expectSimilar.annotate must be 'all', 'failures' or 'none', received string \"some\"",
    ],
  ])('rejects %j, naming the key', (value, message) => {
    expect(() => readWorkerOptions(value)).toThrow(new TypeError(message))
  })

  it('is the one rule the reporter options use too, each naming the key its own way', () => {
    const bad = [
      { includeTexts: 1 },
      { maxTextLength: 1.5 },
      { includeTexts: false, maxTextLength: 3 },
      { annotate: 0 },
    ]
    for (const value of bad) {
      const problem = workerOptionsProblem(value, (key) => key)
      expect(problem).toMatch(/^(includeTexts|maxTextLength|annotate) /)
      expect(() => validateOptions(value)).toThrow(new TypeError(`expect-similar: option ${problem}`))
      expect(() => readWorkerOptions(value)).toThrow(
        new TypeError(`expect-similar: test.provide.expectSimilar.${problem}`),
      )
    }
    expect(workerOptionsProblem({ probes: true, maxTextLength: 9, annotate: 'none' }, String)).toBeNull()
  })

  it('gives the texts setting: off, a cap, the default cap, or the environment decides', () => {
    expect(workerTexts({ includeTexts: false })).toBe(false)
    expect(workerTexts({ maxTextLength: 300 })).toBe(300)
    expect(workerTexts({ includeTexts: true })).toBe(20_000)
    expect(workerTexts({})).toBeUndefined()
  })

  it('adds them to the reporter options, and refuses a value given differently in both places', () => {
    expect(withWorkerOptions({ outputFile: 's.json', probes: true }, { probes: true, maxTextLength: 9 })).toEqual({
      outputFile: 's.json',
      probes: true,
      maxTextLength: 9,
    })
    expect(() => withWorkerOptions({ probes: false }, { probes: true })).toThrow(
      new TypeError(
        'expect-similar: option probes is false in the reporter options but true in test.provide.expectSimilar; ' +
          'give it in one place (test.provide.expectSimilar reaches the test workers however the run is reported)',
      ),
    )
  })
})
