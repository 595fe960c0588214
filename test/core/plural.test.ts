import { describe, expect, it } from 'vitest'
import { plural } from '../../src/core/plural.js'

describe('plural', () => {
  it.each([
    [0, 'changes'],
    [1, 'change'],
    [2, 'changes'],
  ])('%i gives %s', (count, word) => {
    expect(plural(count, 'change')).toBe(word)
  })
})
