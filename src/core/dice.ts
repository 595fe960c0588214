import { assertString } from './validate.js'

const WHITESPACE = /\s+/g

/**
 * Dice's coefficient on character bigrams, returning the same double as
 * `string-similarity@4.0.4`'s `compareTwoStrings`: all JS whitespace is removed first,
 * equal strings score 1, a string shorter than two code units scores 0, and bigrams are
 * counted as a multiset over UTF-16 code units.
 *
 * @example
 * diceCoefficient('healed', 'sealed') // 0.8
 */
export function diceCoefficient(a: string, b: string): number {
  assertString('a', a)
  assertString('b', b)
  const first = a.replace(WHITESPACE, '')
  const second = b.replace(WHITESPACE, '')
  if (first === second) return 1
  if (first.length < 2 || second.length < 2) return 0
  const x = bigramCodes(first)
  const y = bigramCodes(second)
  // Multiset intersection by merging the sorted codes: the sum over bigrams of min(countA, countB).
  let i = 0
  let j = 0
  let shared = 0
  while (i < x.length && j < y.length) {
    const u = x[i]!
    const v = y[j]!
    if (u === v) {
      shared++
      i++
      j++
    } else if (u < v) i++
    else j++
  }
  return (2.0 * shared) / (first.length + second.length - 2)
}

/** Each bigram of two UTF-16 code units packed into one uint32, sorted. */
function bigramCodes(text: string): Uint32Array {
  const codes = new Uint32Array(text.length - 1)
  let previous = text.charCodeAt(0)
  for (let i = 1; i < text.length; i++) {
    const current = text.charCodeAt(i)
    codes[i - 1] = ((previous << 16) | current) >>> 0
    previous = current
  }
  return codes.sort()
}
