import { describe, expect, it } from 'vitest'
import {
  GUARD_KINDS,
  type GuardOption,
  checkGuards,
  guardOptionProblem,
  parseGuardOption,
} from '../../../src/core/guards/index.js'

describe('checkGuards', () => {
  it('returns one verdict per kind, in the order given', () => {
    const verdicts = checkGuards('The payment of $40 was approved.', 'The payment of $40 was not approved.', [
      'negation',
      'numbers',
    ])
    expect(verdicts.map((v) => [v.kind, v.pass])).toEqual([
      ['negation', false],
      ['numbers', true],
    ])
  })

  it('names the fact in the message', () => {
    expect(checkGuards('40% faster', '400% faster', ['numbers'])[0]!.message).toBe(
      'numbers differ: expected 40%, received 400%',
    )
  })

  it.each([
    [42, 'x', 'expected must be a string, received number 42'],
    ['x', null, 'received must be a string, received null'],
  ])('rejects a non-string text (%s, %s)', (expected, received, message) => {
    expect(() => checkGuards(expected as string, received as string, ['numbers'])).toThrow(
      new TypeError(`expect-similar: ${message}`),
    )
  })

  it('rejects a kind it does not know', () => {
    expect(() => checkGuards('a', 'b', ['dates' as never])).toThrow(
      "kinds[0] must be 'numbers', 'negation' or 'names', received string \"dates\"",
    )
  })

  it('handles odd Unicode: lone surrogates, invisible characters, full-width digits', () => {
    const verdicts = checkGuards('Costs \ud800 $4\u200b0 ４０％', 'Costs \udfff $40 40%', GUARD_KINDS)
    expect(verdicts.every((v) => v.pass)).toBe(true)
  })

  it('checks 1 MB in linear time and refuses texts over 4 MB', () => {
    const sentence = 'Alice did not approve the $40 refund on March 4. '
    const big = sentence.repeat(Math.ceil(1_000_000 / sentence.length))
    const start = performance.now()
    expect(checkGuards(big, big, GUARD_KINDS).every((v) => v.pass)).toBe(true)
    // Generous for a loaded CI machine; bench/guards.ts reports the real time.
    expect(performance.now() - start).toBeLessThan(20_000)
    const huge = 'a'.repeat(4_000_001)
    expect(checkGuards(huge, 'a', ['names'])[0]).toMatchObject({ pass: false })
    expect(checkGuards(huge, 'a', ['names'])[0]!.message).toMatch(/not checked/)
  })
})

describe('parseGuardOption', () => {
  it.each([
    [true, ['numbers', 'negation', 'names']],
    ['numbers', ['numbers']],
    [
      ['names', 'numbers', 'names'],
      ['numbers', 'names'],
    ],
  ] as [GuardOption, string[]][])('%j selects %j', (value, kinds) => {
    expect(parseGuardOption(value, 'option guards')).toEqual(kinds)
  })

  it.each([
    [
      'number',
      `option guards must be 'numbers', 'negation', 'names', an array of them, or true, received string "number"`,
    ],
    [false, `option guards must be 'numbers', 'negation', 'names', an array of them, or true, received boolean false`],
    [
      [],
      `option guards must name at least one guard ('numbers', 'negation', 'names', an array of them, or true), received an empty array`,
    ],
    [['numbers', 3], `option guards[1] must be 'numbers', 'negation' or 'names', received number 3`],
    [
      { numbers: true },
      `option guards must be 'numbers', 'negation', 'names', an array of them, or true, received object`,
    ],
  ])('rejects %j', (value, message) => {
    expect(guardOptionProblem('option guards', value)).toBe(message)
    expect(() => parseGuardOption(value, 'option guards')).toThrow(new TypeError(`expect-similar: ${message}`))
  })
})
