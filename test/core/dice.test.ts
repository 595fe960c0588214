import { describe, expect, it } from 'vitest'
import stringSimilarity from 'string-similarity'
import { diceCoefficient, isJsWhitespace } from '../../src/core/dice.js'
import { corpus, Gen, prng } from './support/corpus.js'

describe('diceCoefficient', () => {
  it.each([
    ['healed', 'sealed', 0.8],
    ['', '', 1],
    ['a', 'a', 1],
    ['a', 'b', 0],
    ['ab', '', 0],
    ['  ', '\t\n', 1],
    ['a b', 'ab', 1],
    ['aaaa', 'aa', 0.5],
    ['French', 'quebec', 0],
    [
      'Olive-green table for sale, in extremely good condition.',
      'For sale: table in very good  condition, olive green in colour.',
      0.6060606060606061,
    ],
  ])('%j vs %j scores %d', (a, b, expected) => {
    expect(diceCoefficient(a, b)).toBe(expected)
    expect(stringSimilarity.compareTwoStrings(a, b)).toBe(expected)
  })

  it('removes exactly the characters that \\s matches', () => {
    for (let code = 0; code <= 0xffff; code++) {
      expect(isJsWhitespace(code), `U+${code.toString(16)}`).toBe(/\s/.test(String.fromCharCode(code)))
    }
  })

  it('returns the same double as string-similarity@4.0.4 on the seeded corpus', () => {
    let compared = 0
    for (const pair of corpus(0xd1ce, 300)) {
      const a = typeof pair.a === 'string' ? pair.a : pair.a.join('')
      const b = typeof pair.b === 'string' ? pair.b : pair.b.join('')
      expect(diceCoefficient(a, b), JSON.stringify([a, b])).toBe(stringSimilarity.compareTwoStrings(a, b))
      compared++
    }
    expect(compared).toBeGreaterThan(2000)
  })

  it('agrees on every kind of whitespace, long repeats and case differences', () => {
    const g = new Gen(prng(17))
    const spaces = [
      ' ',
      '\t',
      '\n',
      '\r\n',
      '\v',
      '\f',
      '\u00a0',
      '\u1680',
      '\u2003',
      '\u2028',
      '\u2029',
      '\u202f',
      '\u205f',
      '\u3000',
      '\ufeff',
      '\u200b',
      '\u0085',
    ]
    for (let t = 0; t < 500; t++) {
      const pool = ['a', 'b', 'A', 'aa', 'ab', '😀', '\ud800', ...spaces]
      const a = g.chars(pool, g.int(0, 40))
      const b = g.random() < 0.3 ? a.toUpperCase() : g.mutate(a, pool, 0.6)
      expect(diceCoefficient(a, b), JSON.stringify([a, b])).toBe(stringSimilarity.compareTwoStrings(a, b))
    }
    const long = 'ab'.repeat(3000)
    expect(diceCoefficient(long, long.slice(1))).toBe(stringSimilarity.compareTwoStrings(long, long.slice(1)))
    // Enough distinct bigrams to make the multiset grow several times.
    const cjk = Array.from({ length: 5000 }, (_, k) => String.fromCharCode(0x4e00 + ((k * 7919) % 20000))).join('')
    const edited = `${cjk.slice(0, 2500)}x${cjk.slice(2600)}`
    expect(diceCoefficient(cjk, edited)).toBe(stringSimilarity.compareTwoStrings(cjk, edited))
  })

  it('stays exact when calls of very different sizes reuse the bigram table', () => {
    // A large call leaves a grown table behind; a later call that grows from the small size must
    // not read the stale part of it (this once looped forever).
    const g = new Gen(prng(5))
    const text = (distinct: number) =>
      Array.from({ length: distinct + 1 }, (_, k) => String.fromCharCode(0x4e00 + ((k * 7919) % 20000))).join('')
    for (const distinct of [6000, 700, 20000, 600, 40, 3000, 1500, 800]) {
      const a = text(distinct)
      const b = g.mutate(a, ['x', 'y', '漢'], 0.95)
      expect(diceCoefficient(a, b), `${distinct} distinct bigrams`).toBe(stringSimilarity.compareTwoStrings(a, b))
    }
  })

  it('rejects non-strings, naming the argument and what it received', () => {
    expect(() => diceCoefficient(1 as never, 'a')).toThrow(
      new TypeError('expect-similar: a must be a string, received number 1'),
    )
    expect(() => diceCoefficient('a', undefined as never)).toThrow(
      new TypeError('expect-similar: b must be a string, received undefined'),
    )
    expect(() => diceCoefficient('a', ['a'] as never)).toThrow(/b must be a string, received array of length 1/)
  })
})
