import { type IndexedPair, indexSymbols, occurrenceLists } from '../../../src/core/longest-match.js'

/**
 * Two sequences of symbol ids (each below `distinct`) indexed the way `LongestMatchFinder` reads
 * them, with no symbol junk or popular: for tests and the bench, which build pairs by hand.
 */
export function indexedPair(a: Int32Array, b: Int32Array, distinct: number): IndexedPair {
  const everything = new Uint8Array(distinct).fill(1)
  const sideA = indexSymbols(a, everything)
  const sideB = indexSymbols(b, everything)
  const { start, occurrences } = occurrenceLists(sideB.symbols, sideB.positions, distinct)
  return {
    a: sideA.symbols,
    aPositions: sideA.positions,
    b: sideB.symbols,
    bPositions: sideB.positions,
    bOccurrenceStart: start,
    bOccurrences: occurrences,
  }
}
