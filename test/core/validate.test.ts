import { describe, expect, it } from 'vitest'
import {
  GRANULARITIES,
  assertGranularity,
  assertUnitInterval,
  isGranularity,
  isUnitInterval,
} from '../../src/core/validate.js'

describe('assertUnitInterval', () => {
  it.each([0, 0.25, 1, -0])('accepts %s', (value) => {
    expect(() => assertUnitInterval('option min', value)).not.toThrow()
    expect(isUnitInterval(value)).toBe(true)
  })

  it.each([
    [1.5, 'number 1.5'],
    [-0.1, 'number -0.1'],
    [NaN, 'number NaN'],
    [Infinity, 'number Infinity'],
    ['0.5', 'string "0.5"'],
    [null, 'null'],
    [undefined, 'undefined'],
  ])('rejects %s naming the argument, the range and the value', (value, shown) => {
    expect(() => assertUnitInterval('option thresholds.mean', value)).toThrow(
      new TypeError(`expect-similar: option thresholds.mean must be a number in [0, 1], received ${shown}`),
    )
    expect(isUnitInterval(value)).toBe(false)
  })
})

describe('assertGranularity', () => {
  it('accepts every granularity', () => {
    expect(GRANULARITIES).toStrictEqual(['char', 'word', 'line'])
    for (const name of GRANULARITIES) {
      expect(() => assertGranularity('option granularity', name)).not.toThrow()
      expect(isGranularity(name)).toBe(true)
    }
  })

  it('rejects an unknown granularity with the list of names', () => {
    expect(() => assertGranularity('option granularity', 'sentence')).toThrow(
      new TypeError(
        `expect-similar: option granularity must be one of 'char', 'word', 'line', received string "sentence"`,
      ),
    )
    expect(isGranularity('sentence')).toBe(false)
  })

  it('checks against a narrower list when given one', () => {
    expect(() => assertGranularity('granularity', 'word', ['word', 'line'])).not.toThrow()
    expect(() => assertGranularity('granularity', 'char', ['word', 'line'])).toThrow(
      new TypeError(`expect-similar: granularity must be one of 'word', 'line', received string "char"`),
    )
  })
})

describe('the name lists', () => {
  // A pushed name would otherwise be accepted by every validator and reach a scorer that cannot handle it.
  it('cannot be widened', () => {
    expect(Object.isFrozen(GRANULARITIES)).toBe(true)
    expect(() => (GRANULARITIES as string[]).push('sentence')).toThrow(TypeError)
    expect(isGranularity('sentence')).toBe(false)
  })
})
