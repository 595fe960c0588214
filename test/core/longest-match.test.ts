import { describe, expect, it } from 'vitest'
import {
  LongestMatchFinder,
  indexSymbols,
  occurrenceLists,
  type MatchingBlock,
  type IndexedPair,
} from '../../src/core/longest-match.js'
import { Gen, prng } from './support/corpus.js'
import { indexedPair } from './support/indexed-pair.js'

function index(a: number[], b: number[]): IndexedPair {
  return indexedPair(Int32Array.from(a), Int32Array.from(b), Math.max(0, ...a, ...b) + 1)
}

/** The definition, checked directly: longest, then smallest i, then smallest j. */
function bruteForce(a: number[], b: number[], alo: number, ahi: number, blo: number, bhi: number): MatchingBlock {
  let best: MatchingBlock = [alo, blo, 0]
  for (let i = alo; i < ahi; i++) {
    for (let j = blo; j < bhi; j++) {
      let k = 0
      while (i + k < ahi && j + k < bhi && a[i + k]! >= 0 && a[i + k] === b[j + k]) k++
      if (k > best[2]) best = [i, j, k]
    }
  }
  return best
}

describe('LongestMatchFinder', () => {
  const automaton = new LongestMatchFinder(0)
  const program = new LongestMatchFinder(Number.POSITIVE_INFINITY)
  const adaptive = new LongestMatchFinder()

  it('finds the same match with the automaton, the dynamic program and brute force', () => {
    const g = new Gen(prng(2024))
    let nonEmpty = 0
    for (let t = 0; t < 3000; t++) {
      const alphabet = g.int(1, 5)
      const symbol = () => (g.random() < 0.15 ? -1 : g.int(0, alphabet - 1))
      const a = Array.from({ length: g.int(0, 30) }, symbol)
      const b = Array.from({ length: g.int(0, 30) }, symbol)
      const pair = index(a, b)
      const alo = g.int(0, a.length)
      const ahi = g.int(alo, a.length)
      const blo = g.int(0, b.length)
      const bhi = g.int(blo, b.length)
      const expected = bruteForce(a, b, alo, ahi, blo, bhi)
      if (expected[2] > 0) nonEmpty++
      const label = JSON.stringify({ a, b, alo, ahi, blo, bhi })
      expect(automaton.find(pair, alo, ahi, blo, bhi), label).toStrictEqual(expected)
      expect(program.find(pair, alo, ahi, blo, bhi), label).toStrictEqual(expected)
      expect(adaptive.find(pair, alo, ahi, blo, bhi), label).toStrictEqual(expected)
    }
    expect(nonEmpty).toBeGreaterThan(1000)
  })

  it('answers every window of a recursion as brute force does when it reuses what enclosing windows found', () => {
    // difflib's recursion over an edited copy: windows stay aligned, so most are settled by the
    // bounds their ancestors left (boundedMatch); every answer must still be the definition's.
    const g = new Gen(prng(77))
    const finders = [new LongestMatchFinder(0), new LongestMatchFinder()]
    let windows = 0
    for (let t = 0; t < 600; t++) {
      const alphabet = g.int(1, 6)
      const symbol = () => (g.random() < 0.05 ? -1 : g.int(0, alphabet - 1))
      const a = Array.from({ length: g.int(0, 90) }, symbol)
      const rate = g.pick([0.02, 0.1, 0.3])
      const b: number[] = []
      for (const x of a) {
        const r = g.random()
        if (r < rate / 3) continue
        if (r < (2 * rate) / 3) b.push(symbol())
        else if (r < rate) b.push(x, symbol())
        else b.push(x)
      }
      // A repeated stretch puts an earlier occurrence in b before the aligned one.
      if (g.random() < 0.3 && b.length > 4) b.unshift(...b.slice(g.int(0, b.length - 4), b.length))
      const pair = index(a, b)
      for (const finder of finders) {
        finder.startRecursion(pair)
        const queue: Array<[number, number, number, number, number, number, number]> = [
          [0, a.length, 0, b.length, 0, 0, 0],
        ]
        while (queue.length) {
          const [alo, ahi, blo, bhi, parentSize, parentExtent, parentStreak] = queue.pop()!
          const match = finder.find(pair, alo, ahi, blo, bhi, parentSize, parentExtent, parentStreak)
          const label = JSON.stringify({ a, b, alo, ahi, blo, bhi })
          expect(match, label).toStrictEqual(bruteForce(a, b, alo, ahi, blo, bhi))
          windows++
          const [i, j, k] = match
          if (k === 0) continue
          const extent = ahi - alo + bhi - blo
          if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi, k, extent, finder.streak])
          if (alo < i && blo < j) queue.push([alo, i, blo, j, k, extent, finder.streak])
        }
        finder.trim()
        // Past the recursion, windows need not nest: none may use the bounds it left.
        for (let q = 0; q < 4; q++) {
          const alo = g.int(0, a.length)
          const ahi = g.int(alo, a.length)
          const blo = g.int(0, b.length)
          const bhi = g.int(blo, b.length)
          const label = JSON.stringify({ a, b, alo, ahi, blo, bhi, after: true })
          expect(finder.find(pair, alo, ahi, blo, bhi), label).toStrictEqual(bruteForce(a, b, alo, ahi, blo, bhi))
        }
      }
    }
    expect(windows).toBeGreaterThan(5000)
    // Both finders really took the bounded path: the forced-automaton one on about a tenth of
    // the windows (most are too small to have a match), the adaptive one on the few windows too
    // large for the dynamic program.
    expect(finders[0]!.boundedHits).toBeGreaterThan(500)
    expect(finders[1]!.boundedHits).toBeGreaterThan(5)
  })

  it('uses bounds only inside a recursion, and never those of another pair', () => {
    const finder = new LongestMatchFinder(0)
    // The first pair leaves bounds of at most 1 (b has only 1s); the second has one long match.
    const first = index([0, 1, 0, 1, 0, 1], [1, 1, 1, 1, 1, 1])
    finder.startRecursion(first)
    expect(finder.find(first, 0, 6, 0, 6)).toStrictEqual([1, 0, 1])
    finder.trim()
    const second = index([0, 1, 0, 1, 0, 1], [0, 1, 0, 1, 0, 1])
    const hits = finder.boundedHits
    expect(finder.find(second, 0, 6, 0, 6)).toStrictEqual([0, 0, 6])
    expect(finder.find(second, 1, 4, 1, 4)).toStrictEqual([1, 1, 3])
    expect(finder.boundedHits).toBe(hits)
    // Inside a recursion over the second pair, the first window is searched afresh and the
    // window inside it is settled by the bounds the first one left.
    finder.startRecursion(second)
    expect(finder.find(second, 0, 6, 0, 6)).toStrictEqual([0, 0, 6])
    expect(finder.boundedHits).toBe(hits)
    expect(finder.find(second, 1, 4, 1, 4)).toStrictEqual([1, 1, 3])
    expect(finder.boundedHits).toBe(hits + 1)
    finder.trim()
  })

  it('builds the automaton on whichever window is smaller', () => {
    // Windows of a smaller than b's, then the reverse; each answer is the earliest i, then j.
    const pair = index([0, 1, 0, 1], [2, 0, 1, 2, 0, 1, 0, 1, 2, 2, 2, 2])
    expect(automaton.find(pair, 0, 4, 0, 12)).toStrictEqual([0, 4, 4])
    expect(automaton.find(pair, 1, 3, 0, 12)).toStrictEqual([1, 5, 2])
    expect(automaton.find(pair, 0, 2, 0, 12)).toStrictEqual([0, 1, 2])
    const reversed = index([2, 0, 1, 2, 0, 1, 0, 1, 2, 2, 2, 2], [1, 0, 1])
    expect(automaton.find(reversed, 0, 12, 0, 3)).toStrictEqual([5, 0, 3])
    // Only "0 1" fits in b[1, 3); it first occurs in a at 1.
    expect(automaton.find(reversed, 0, 12, 1, 3)).toStrictEqual([1, 1, 2])
  })

  it('treats negative symbols as matching nothing, not even each other', () => {
    const pair = index([-1, 3, -1], [-1, 3, -1])
    expect(automaton.find(pair, 0, 3, 0, 3)).toStrictEqual([1, 1, 1])
    expect(program.find(pair, 0, 3, 0, 3)).toStrictEqual([1, 1, 1])
    expect(automaton.find(index([-1], [-1]), 0, 1, 0, 1)).toStrictEqual([0, 0, 0])
  })

  it('lists occurrences by symbol like difflib b2j, leaving out unmatchable ids', () => {
    // Id 2 is not matchable (junk or popular); -1 is absent from b.
    const { symbols, positions } = indexSymbols(Int32Array.from([1, 2, 0, 1, -1, 1]), Uint8Array.from([1, 1, 0]))
    expect([...symbols]).toStrictEqual([1, -1, 0, 1, -1, 1])
    expect([...positions]).toStrictEqual([0, 2, 3, 5])
    const { start, occurrences } = occurrenceLists(symbols, positions, 3)
    expect([...start]).toStrictEqual([0, 1, 4, 4])
    expect([...occurrences]).toStrictEqual([2, 0, 3, 5])
  })
})
