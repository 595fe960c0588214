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

describe('checkGuards across calls', () => {
  // Each guard keeps word tables and caches between calls, forgetting them past a size. A verdict
  // must not depend on what earlier calls read: the same pair gets the same verdicts before and
  // after tens of thousands of other words went through every guard.
  const pairs: [string, string][] = [
    ['The payment of $40 was approved by Alice.', 'Alice approved the $40 payment.'],
    ['Refunds are not available after 30 days.', 'Refunds are available after 30 days.'],
    ['Contact Dr. Smith at Acme Health on 4 March 2026.', 'Contact Dr. Jones at Acme Health on 2026-03-04.'],
    ["Don't forget to lock the shed; helmets are optional.", 'Remember to lock the shed; helmets are compulsory.'],
    ['Staff based in Leeds keep their parking.', 'Leeds staff keep their parking, unlike Sheffield.'],
    // "except people ..." opens an "unless" clause only while the table still knows "people".
    [
      'Refunds are given to everyone except people on the basic plan.',
      'Refunds are given to everyone, including people on the basic plan.',
    ],
  ]
  const all = (): string[] => pairs.map(([a, b]) => JSON.stringify(checkGuards(a, b, GUARD_KINDS)))

  it('gives the same verdicts after its word tables were filled and forgotten', () => {
    const before = all()
    // Checked after every round, so the rounds just after a table forgets its words are seen too.
    const changed: number[] = []
    for (let round = 0; round < 60; round++) {
      const words = Array.from({ length: 400 }, (_, k) => `Zq${round}x${k} word${round}y${k}`).join(' ')
      checkGuards(`${words} is not ready.`, `${words} is ready.`, GUARD_KINDS)
      if (JSON.stringify(all()) !== JSON.stringify(before)) changed.push(round)
    }
    expect(changed).toEqual([])
  })
})
