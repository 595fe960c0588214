import { describe, expect, it } from 'vitest'
import { ScoringBudgetError } from '../../src/core/budget.js'
import { lcsLength, lcsMetrics, mastraChanges } from '../../src/core/lcs.js'
import { textualDifference } from '../../src/core/textual-difference.js'
import { englishWords, prng } from '../../bench/english.js'
import { mastraTableLcsLength, tableLcsLength } from '../../bench/lcs-table.js'

// English-like words, punctuation and line breaks attached, as vocabulary for edited pairs.
const ENGLISH = englishWords(prng(3), 3000)

function randomText(random: () => number, length: number, alphabet: readonly string[]): string {
  let text = ''
  for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)]
  return text
}

/**
 * Mastra 1.x's change count, transcribed literally: the quadratic greedy loop (each word of `a`, in
 * order, takes the first not-yet-used equal word of `b`) and the whitespace-only branch as written.
 */
function literalMastraChanges(a: string, b: string): number {
  const na = a.replace(/\s+/g, ' ').trim()
  const nb = b.replace(/\s+/g, ' ').trim()
  if (na === nb) {
    if (a === b) return 0
    const countA = a.split(/\s+/).filter((w) => w.length > 0).length
    const countB = b.split(/\s+/).filter((w) => w.length > 0).length
    return Math.abs(countA - countB) || 1
  }
  const wordsA = na.split(/\s+/).filter((w) => w.length > 0)
  const wordsB = nb.split(/\s+/).filter((w) => w.length > 0)
  if (wordsA.length === 0 && wordsB.length === 0) return 0
  if (wordsA.length === 0) return wordsB.length
  if (wordsB.length === 0) return wordsA.length
  const used = new Set<number>()
  let matches = 0
  for (const word of wordsA) {
    for (let j = 0; j < wordsB.length; j++) {
      if (!used.has(j) && wordsB[j] === word) {
        used.add(j)
        matches++
        break
      }
    }
  }
  return Math.max(wordsA.length, wordsB.length) - matches
}

describe('lcsLength', () => {
  it.each([
    ['', '', 0],
    ['a', '', 0],
    ['', 'a', 0],
    ['abc', 'abc', 3],
    ['abc', 'def', 0],
    ['ABCBDAB', 'BDCABA', 4],
    ['AGGTAB', 'GXTXAYB', 4],
    ['kitten', 'sitting', 4],
    ['hello world', 'hello there world', 11],
    ['x'.repeat(32), 'x'.repeat(31), 31],
    ['x'.repeat(33), `y${'x'.repeat(33)}`, 33],
    [`${'ab'.repeat(40)}c`, `c${'ba'.repeat(40)}`, 79],
  ])('LCS(%j, %j) = %i', (a, b, expected) => {
    expect(lcsLength(a, b)).toBe(expected)
    expect(lcsLength(b, a)).toBe(expected)
    expect(tableLcsLength(a, b)).toBe(expected)
  })

  it('equals the O(m*n) table on 3,000 random pairs of every size around the 32-bit word boundaries', () => {
    const random = prng(7)
    const alphabets = [['a'], ['a', 'b'], ['a', 'b', 'c', 'd'], [...'abcdefghijklmnopqrstuvwxyz '], ['0', '1', '\n']]
    for (let trial = 0; trial < 3000; trial++) {
      const alphabet = alphabets[trial % alphabets.length]!
      const a = randomText(random, Math.floor(random() * 140), alphabet)
      const b = randomText(random, Math.floor(random() * 140), alphabet)
      const expected = tableLcsLength(a, b)
      if (lcsLength(a, b) !== expected) expect({ a, b, lcs: lcsLength(a, b) }).toStrictEqual({ a, b, lcs: expected })
    }
  })

  it('equals the table over a large alphabet of code units, lone surrogates included', () => {
    const random = prng(11)
    for (let trial = 0; trial < 300; trial++) {
      const units = Array.from({ length: 40 }, () => String.fromCharCode(Math.floor(random() * 65536)))
      const a = randomText(random, Math.floor(random() * 300), units)
      const b = randomText(random, Math.floor(random() * 300), units)
      expect(lcsLength(a, b)).toBe(tableLcsLength(a, b))
    }
  })

  it('equals the table when frequent units (dense mask rows) and rare ones (sparse lists) mix', () => {
    const random = prng(19)
    for (let trial = 0; trial < 20; trial++) {
      // Mostly 'a'/'b', sometimes one of 200 rare units: rows of both kinds, in every order.
      const rare = Array.from({ length: 200 }, (_, i) => String.fromCharCode(0x400 + i))
      const unit = () => (random() < 0.9 ? (random() < 0.5 ? 'a' : 'b') : rare[Math.floor(random() * rare.length)]!)
      const text = (length: number) => Array.from({ length }, unit).join('')
      const a = text(500 + Math.floor(random() * 1500))
      const b = text(500 + Math.floor(random() * 1500))
      expect(lcsLength(a, b)).toBe(tableLcsLength(a, b))
    }
  })

  it("equals Mastra's own full-table computation", () => {
    const random = prng(13)
    for (let trial = 0; trial < 50; trial++) {
      const a = randomText(random, Math.floor(random() * 80), ['a', 'b', 'c', '😀', 'é'])
      const b = randomText(random, Math.floor(random() * 80), ['a', 'b', 'c', '😁', 'é'])
      expect(lcsLength(a, b)).toBe(mastraTableLcsLength(a, b))
    }
  })

  it('compares UTF-16 code units: emoji that share a high surrogate share one unit', () => {
    expect(lcsLength('😀', '😁')).toBe(1)
    expect(lcsLength('😀', '😀')).toBe(2)
    expect(lcsLength('a😀b', 'a\ud83db')).toBe(3)
    expect(lcsLength('🇫🇷', '🇷🇫')).toBe(2) // high, low F, high, low R vs high, low R, high, low F
    expect(lcsMetrics('😀', '😁').ratio).toBe(0.5)
  })

  it('is exact on big inputs: 5 KB pairs against the table, 50 KB pairs of known LCS', () => {
    const random = prng(17)
    const alphabet = [...'etaoin shrdlu']
    const a = randomText(random, 5000, alphabet)
    const b = randomText(random, 5000, alphabet)
    expect(lcsLength(a, b)).toBe(tableLcsLength(a, b))
    // b is a with about 1% of its units deleted, then the kept ones interleaved with fresh units
    // absent from a: LCS = number of units kept.
    const big = randomText(random, 50_000, alphabet)
    let kept = 0
    let other = ''
    for (const unit of big) {
      if (random() < 0.01) continue
      kept++
      other += random() < 0.05 ? `${unit}#` : unit
    }
    expect(lcsLength(big, other)).toBe(kept)
    expect(lcsLength(other, big)).toBe(kept)
  })

  // The bit-parallel pass runs in a diagonal band, widened once when its result does not prove
  // itself: pairs that fit the first band, that need the second, whose optimal path drifts far from
  // the diagonal, and whose rare units (sparse rows) fall on both sides of the band's edges.
  it('equals the table on long edited pairs of every similarity, the band proved or widened', () => {
    const random = prng(29)
    const extra = ['😀', '😁', '日本', '語', 'e\u0301', '\ud83d', '\n', '?', 'Über']
    const words = (count: number) =>
      Array.from({ length: count }, () =>
        random() < 0.05 ? extra[Math.floor(random() * extra.length)]! : ENGLISH[Math.floor(random() * ENGLISH.length)]!,
      )
    for (const rate of [0, 0.01, 0.05, 0.1, 0.2, 0.4, 0.7, 1]) {
      for (let trial = 0; trial < 3; trial++) {
        const base = words(200 + Math.floor(random() * 700))
        const edited: string[] = []
        for (const word of base) {
          const roll = random()
          if (roll >= rate) edited.push(word)
          else if (roll < rate / 3) continue
          else if (roll < (2 * rate) / 3) edited.push(word, words(1)[0]!)
          else edited.push(words(1)[0]!)
        }
        const a = base.join(' ')
        const b = edited.join(random() < 0.5 ? ' ' : '  ')
        const expected = tableLcsLength(a, b)
        expect([rate, lcsLength(a, b)]).toStrictEqual([rate, expected])
        expect([rate, lcsLength(b, a)]).toStrictEqual([rate, expected])
      }
    }
  })

  it('equals the table when the optimal path drifts far from the diagonal (moved and inserted blocks)', () => {
    const random = prng(31)
    const alphabet = [...'etaoin shrdlu😀']
    for (let trial = 0; trial < 8; trial++) {
      const x = randomText(random, 200 + Math.floor(random() * 1500), alphabet)
      const y = randomText(random, 200 + Math.floor(random() * 1500), alphabet)
      const z = randomText(random, Math.floor(random() * 300), alphabet)
      const pairs: Array<[string, string]> = [
        [x + y, y + x],
        [x + z + y, y + z + x],
        [x + y, x + z + y],
        [`${x}${y}`, `${x.slice(37)}${z}${y.slice(0, -53)}`],
      ]
      for (const [a, b] of pairs) {
        const expected = tableLcsLength(a, b)
        expect(lcsLength(a, b)).toBe(expected)
        expect(lcsLength(b, a)).toBe(expected)
      }
    }
  })

  it('is exact on all-equal, all-different and single-unit long inputs', () => {
    const long = ENGLISH.join(' ').repeat(20)
    expect(lcsLength(long, long)).toBe(long.length)
    expect(lcsLength('a'.repeat(5000), 'a'.repeat(3001))).toBe(3001)
    expect(lcsLength('ab'.repeat(3000), 'ba'.repeat(3000))).toBe(5999)
    expect(lcsLength('abc'.repeat(2000), 'xyz'.repeat(2100))).toBe(0)
    expect(lcsLength('😀'.repeat(1500), '😁'.repeat(1700))).toBe(1500) // the shared high surrogates
    const random = prng(37)
    const a = randomText(random, 4000, ['a', 'b'])
    const b = randomText(random, 6000, ['b', 'c'])
    expect(lcsLength(a, b)).toBe(tableLcsLength(a, b))
  })

  it('throws a ScoringBudgetError before any work when the word updates exceed the budget', () => {
    const a = 'ab'.repeat(5000)
    const b = 'ba'.repeat(5000)
    // Common prefix and suffix are free: only the middle is charged.
    expect(lcsLength(`${'x'.repeat(1e5)}a`, `${'x'.repeat(1e5)}b`, 1)).toBe(1e5)
    expect(() => lcsLength(a, b, 1000)).toThrow(ScoringBudgetError)
    expect(() => lcsLength(a, b, 1000)).toThrow(
      "expect-similar: texts too long to score exactly within budget 1000: compare shorter texts, use algorithm 'difflib', or raise `budget`",
    )
    expect(lcsLength(a, b, Infinity)).toBe(9999)
  })
})

describe('mastraChanges', () => {
  it.each([
    ['same', 'same', 0],
    ['', '', 0],
    ['a  b', 'a b', 1],
    [' a b ', 'a\nb', 1],
    ['the cat sat', 'the dog sat', 1],
    ['a b c', 'c b a', 0],
    ['a a b', 'a b b', 1],
    ['one two', '', 2],
    ['', 'one two three', 3],
    ['The quick brown fox jumps over the lazy dog', 'The slow black fox runs under the active cat', 6],
  ])('changes(%j, %j) = %i', (a, b, expected) => {
    expect(mastraChanges(a, b)).toBe(expected)
    expect(literalMastraChanges(a, b)).toBe(expected)
  })

  it('equals the literal greedy loop on 5,000 random inputs (the greedy count is the multiset intersection)', () => {
    const random = prng(23)
    const vocabularies = [
      ['a'],
      ['a', 'b'],
      ['a', 'b', 'c', 'A'],
      ['x', 'y', 'z', 'w', 'v', 'u', 'constructor', '__proto__'],
    ]
    const spaces = [' ', ' ', ' ', '  ', '\t', '\n', '\u00a0', '\u3000']
    const text = (vocabulary: readonly string[]) => {
      const count = Math.floor(random() * 12)
      let out = random() < 0.2 ? spaces[Math.floor(random() * spaces.length)]! : ''
      for (let i = 0; i < count; i++) {
        if (i > 0) out += spaces[Math.floor(random() * spaces.length)]
        out += vocabulary[Math.floor(random() * vocabulary.length)]
      }
      return random() < 0.2 ? `${out} ` : out
    }
    for (let trial = 0; trial < 5000; trial++) {
      const vocabulary = vocabularies[trial % vocabularies.length]!
      const a = text(vocabulary)
      const b = random() < 0.1 ? a.replace(/ /g, '  ') : text(vocabulary)
      expect(mastraChanges(a, b), JSON.stringify([a, b])).toBe(literalMastraChanges(a, b))
    }
  })
})

describe("textualDifference(a, b, { algorithm: 'lcs' })", () => {
  it('returns the Mastra 1.x metrics without opcodes', () => {
    expect(textualDifference('hello world', 'hello there world', { algorithm: 'lcs' })).toStrictEqual({
      score: 0.7857142857142857,
      ratio: 0.7857142857142857,
      changes: 1,
      lengthDiff: 0.35294117647058826,
      confidence: 0.6470588235294117,
    })
    expect(textualDifference('', '', { algorithm: 'lcs' })).toStrictEqual({
      score: 1,
      ratio: 1,
      changes: 0,
      lengthDiff: 0,
      confidence: 1,
    })
    expect(textualDifference('text', '', { algorithm: 'lcs', granularity: 'char' }).ratio).toBe(0)
  })

  it('normalizes first when asked, and keeps difflib the default', () => {
    expect(textualDifference('caf\u00e9', 'cafe\u0301', { algorithm: 'lcs' }).ratio).toBe((2 * 3) / 9)
    expect(textualDifference('caf\u00e9', 'cafe\u0301', { algorithm: 'lcs', normalize: 'NFC' }).ratio).toBe(1)
    expect(textualDifference('abc', 'abd')).toHaveProperty('opcodes')
    expect(textualDifference('abc', 'abd', { algorithm: 'difflib' })).toHaveProperty('opcodes')
  })

  it('rejects an unknown algorithm, a non-char granularity and autojunk with clear TypeErrors', () => {
    expect(() => textualDifference('a', 'b', { algorithm: 'myers' as never })).toThrow(
      new TypeError("expect-similar: option algorithm must be one of 'difflib', 'lcs', received string \"myers\""),
    )
    expect(() => textualDifference('a', 'b', { algorithm: 'lcs', granularity: 'word' })).toThrow(
      new TypeError(
        "expect-similar: option granularity must be 'char' with algorithm 'lcs' (Mastra's LCS compares UTF-16 " +
          'code units), received string "word"',
      ),
    )
    expect(() => textualDifference('a', 'b', { algorithm: 'lcs', autojunk: false })).toThrow(
      new TypeError(
        "expect-similar: option autojunk does not apply to algorithm 'lcs' (it has no junk heuristic); leave it " +
          'out, received boolean false',
      ),
    )
    expect(() => textualDifference('a', 'b', { algorithm: 'lcs', budget: 0 })).toThrow(/option budget must be/)
  })

  it('applies the default budget: 100 KB pairs are admitted, 1 MB pairs refused at once', () => {
    // The cost is charged from the lengths alone; units of b absent from a are then skipped, so
    // this pair is admitted as any 100 KB pair would be, yet takes no time.
    expect(textualDifference('a'.repeat(100_000), 'b'.repeat(100_000), { algorithm: 'lcs' }).ratio).toBe(0)
    const huge = 'ab'.repeat(500_000)
    const start = performance.now()
    expect(() => textualDifference(huge, `c${huge}`.slice(0, -1), { algorithm: 'lcs' })).toThrow(ScoringBudgetError)
    expect(performance.now() - start).toBeLessThan(1000)
  })
})
