import { describe, expect, it } from 'vitest'
import { formatAgainst, limitDigits, orderedDigits } from '../../src/core/format.js'

describe('formatAgainst', () => {
  it.each([
    [0.62, 0.8, '0.62', '0.80'],
    [0.699, 0.7, '0.699', '0.700'],
    [0.7, 0.7, '0.70', '0.70'],
    [0.7051, 0.7, '0.71', '0.70'],
    [0.7000001, 0.7, '0.7000001', '0.7000000'],
    // toFixed shows the exact binary value: 0.69999999999999984...
    [0.6999999999999999, 0.7, '0.6999999999999998', '0.7000000000000000'],
    [1, 0.995, '1.000', '0.995'],
  ])('%s against %s prints %s and %s', (score, threshold, shownScore, shownThreshold) => {
    expect(formatAgainst(score, threshold)).toEqual([shownScore, shownThreshold])
  })
})

describe('limitDigits', () => {
  it('shows a limit exactly: as many decimals as it has, at least the minimum, at most 10', () => {
    expect(limitDigits(0.8)).toBe(2)
    expect(limitDigits(0.995)).toBe(3)
    expect(limitDigits(0.8, 3)).toBe(3)
    expect(limitDigits(0.123456789012)).toBe(10)
  })
})

describe('orderedDigits', () => {
  it('adds decimals until a miss no longer prints as reached', () => {
    expect(orderedDigits(0.7999, 0.8, 3)).toBe(4)
    expect(orderedDigits(0.81, 0.8, 3)).toBe(3)
  })

  it('is undefined when no precision below 20 decimals tells the numbers apart', () => {
    expect(orderedDigits(1e-25, 0)).toBeUndefined()
    expect(formatAgainst(1e-25, 0)).toEqual(['1e-25', '0'])
  })
})
