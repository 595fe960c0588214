/**
 * The textual difference of Mastra's `@mastra/evals` from 0.14.4 on (all of 1.x): a similarity ratio
 * from the longest common subsequence (LCS) of UTF-16 code units, a word-level change count, and the
 * length difference. Mastra fills an O(m*n) table; the LCS here is bit-parallel (Allison-Dix, in
 * Hyyrö's formulation) in a diagonal band, at most about O(n * ceil(m / 32)) word operations and O(m + n)
 * memory, with the same results.
 */
import { ScoringBudgetError } from './budget.js'

// Read once: a global lookup per call is slow in Jest's vm context.
const { abs, ceil, max, min } = Math

/**
 * Budget steps one comparison is charged per 32-bit word update. A word update takes about 1 ns,
 * a budget step of the difflib search 10-150 ns (see budget.ts), so 16 updates per step lets the
 * default budget cover about the same wall-clock time: 100 KB pairs pass, 1 MB pairs of unrelated
 * text are refused before any work is done.
 */
const WORD_UPDATES_PER_STEP = 16

// Code unit -> 1 + index of its mask list, for the code units of the shorter text; 0 = absent.
// Kept between calls (and cleared after each) so short comparisons do not allocate 256 KB.
let slotOf: Int32Array | undefined

/** The Mastra 1.x textual-difference metrics of two texts. */
export interface LcsMetrics {
  /** `2 * LCS / (m + n)` over UTF-16 code units; 1 for identical texts, 0 when exactly one is empty. */
  ratio: number
  /** Mastra 1.x's word-level change count (see {@link mastraChanges}). */
  changes: number
  /** `|m - n| / max(m, n)`; 0 when both are empty. */
  lengthDiff: number
  /** `1 - lengthDiff`. */
  confidence: number
}

/**
 * Length of the longest common subsequence of two strings, compared by UTF-16 code units (a
 * surrogate pair is two units, as in Mastra's `str[i]` table). Exact; after the common prefix and suffix
 * are stripped, time O(n * ceil(d / 32)) where d = m + n - 2 * LCS (similar texts: a narrow band) and at
 * most about 1.1 times O(n * ceil(m / 32)) (unrelated texts), memory O(m + n). Throws a
 * `ScoringBudgetError` before any work when the full cost, n * ceil(m / 32) word updates, exceeds
 * `budget` steps (one step = 16 word updates).
 *
 * @example
 * lcsLength('ABCBDAB', 'BDCABA') // 4
 */
export function lcsLength(a: string, b: string, budget = Infinity): number {
  let start = 0
  let endA = a.length
  let endB = b.length
  while (start < endA && start < endB && a.charCodeAt(start) === b.charCodeAt(start)) start++
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--
    endB--
  }
  const common = start + (a.length - endA)
  if (endA === start || endB === start) return common
  // Masks over the shorter middle: fewer words per step, and less memory.
  const aShorter = endA - start <= endB - start
  const text = aShorter ? a : b
  const other = aShorter ? b : a
  const textStart = start
  const textEnd = aShorter ? endA : endB
  const otherEnd = aShorter ? endB : endA
  const m = textEnd - textStart
  const words = ceil(m / 32)
  const cost = ceil(((otherEnd - start) * words) / WORD_UPDATES_PER_STEP)
  if (cost > budget) {
    throw new ScoringBudgetError(budget, {
      problem: 'too long',
      advice: "compare shorter texts, use algorithm 'difflib', or raise `budget`",
    })
  }
  return common + bitParallelLcs(text, textStart, textEnd, other, start, otherEnd, words)
}

/**
 * The LCS of `text[ts, te)` and `other[os, oe)`, `text` the shorter. V holds one bit per position of
 * `text`; a 0 bit marks a position where the LCS so far grows. Per code unit c of `other`, with
 * U = V & Match[c]: V = (V + U) | (V - U), the addition carrying across 32-bit words.
 * LCS = zero bits of V.
 *
 * Every row first runs inside a diagonal band (see {@link bandedPass}): a path with L matches keeps
 * `i - j` within [-(n - L), m - L], so a banded pass whose band holds that range for its own result
 * has found the LCS. When it does not, a second pass with the band its result proves wide enough is
 * exact. Similar texts then cost one narrow pass, unrelated ones about one full pass.
 */
function bitParallelLcs(
  text: string,
  ts: number,
  te: number,
  other: string,
  os: number,
  oe: number,
  words: number,
): number {
  slotOf ??= new Int32Array(65536)
  const slots = slotOf
  const units: number[] = []
  try {
    // Slots in order of first occurrence, and in how many words each unit occurs.
    const counts: number[] = []
    const lastWord: number[] = []
    for (let i = ts; i < te; i++) {
      const unit = text.charCodeAt(i)
      let slot = slots[unit]!
      if (slot === 0) {
        slot = units.push(unit)
        slots[unit] = slot
        counts.push(0)
        lastWord.push(-1)
      }
      const word = (i - ts) >>> 5
      if (lastWord[slot - 1] !== word) {
        lastWord[slot - 1] = word
        counts[slot - 1]!++
      }
    }
    // A unit found in at least a quarter of the words gets a dense mask row (W words); a rarer one a
    // sparse list of (word, mask) entries. Dense rows then cost at most 4 words per entry, so memory
    // stays linear in the text whatever its alphabet, and rare units skip the words they are absent from.
    // One more dense row of zeros pads a group of fewer than four dense rows (see fourSteps).
    const denseRow = new Int32Array(units.length).fill(-1)
    let denseCount = 0
    const sparseStart = new Int32Array(units.length + 1)
    for (let s = 0; s < units.length; s++) {
      const dense = counts[s]! * 4 >= words
      if (dense) denseRow[s] = denseCount++ * words
      sparseStart[s + 1] = sparseStart[s]! + (dense ? 0 : counts[s]!)
    }
    const rows = new Int32Array((denseCount + 1) * words)
    const entryWord = new Int32Array(sparseStart[units.length]!)
    const entryMask = new Int32Array(sparseStart[units.length]!)
    const fill = sparseStart.slice(0, units.length)
    for (let i = ts; i < te; i++) {
      const s = slots[text.charCodeAt(i)]! - 1
      const word = (i - ts) >>> 5
      const bit = 1 << ((i - ts) & 31)
      const row = denseRow[s]!
      if (row >= 0) {
        rows[row + word]! |= bit
        continue
      }
      const at = fill[s]!
      if (at > sparseStart[s]! && entryWord[at - 1] === word) {
        entryMask[at - 1]! |= bit
      } else {
        entryWord[at] = word
        entryMask[at] = bit
        fill[s] = at + 1
      }
    }
    // The row of each code unit of `other` (-1: absent from `text`), looked up once for both passes.
    const n = oe - os
    const m = te - ts
    const rowOf = new Int32Array(n)
    for (let j = 0; j < n; j++) rowOf[j] = slots[other.charCodeAt(os + j)]! - 1
    const tables: Tables = {
      rowOf,
      denseRow,
      rows,
      zeroRow: denseCount * words,
      sparseStart,
      entryWord,
      entryMask,
      cursor: new Int32Array(units.length),
      v: new Int32Array(words),
      m,
    }
    // The first band guesses an LCS that leaves 1/16 of the shorter text unmatched, beyond the length
    // difference; its result then either proves itself or bounds the second band.
    const first = bandedPass(tables, max(0, m - min(n - m, m) - ceil(m / 16)))
    if (first.proved) return first.lcs
    return bandedPass(tables, first.lcs).lcs
  } finally {
    for (const unit of units) slots[unit] = 0
  }
}

interface Tables {
  rowOf: Int32Array
  denseRow: Int32Array
  rows: Int32Array
  zeroRow: number
  sparseStart: Int32Array
  entryWord: Int32Array
  entryMask: Int32Array
  cursor: Int32Array
  v: Int32Array
  m: number
}

/**
 * One pass over `other` that updates, for row j, only the words holding the diagonals
 * [j - (n - bound), j + (m - bound)]: the LCS of the match grid with every match outside those
 * words erased, a lower bound of the true LCS and exact when some optimal path stays in the band.
 * Below a row's words V keeps its bits (no match, no carry: the erased grid's update), above them V
 * is still all ones (the top word never moves down), where the update changes nothing and the carry
 * out of the band can be dropped. `proved`: the result's own band lies within this one.
 */
function bandedPass(t: Tables, bound: number): { lcs: number; proved: boolean } {
  const { rowOf, denseRow, rows, zeroRow, sparseStart, entryWord, entryMask, cursor, v, m } = t
  const n = rowOf.length
  const words = v.length
  v.fill(-1)
  cursor.set(sparseStart.subarray(0, cursor.length))
  const below = n - bound
  const above = m - bound
  const lastBit = m - 1
  // Up to four dense rows wait to run in one pass over their words (fourSteps); unused ones are zero.
  let r0 = zeroRow
  let r1 = zeroRow
  let r2 = zeroRow
  let pending = 0
  let groupLow = 0
  for (let j = 0; j < n; j++) {
    const s = rowOf[j]!
    if (s < 0) continue // U = 0 everywhere: V does not change.
    const lowBit = j - below
    const highBit = j + above
    const low = lowBit <= 0 ? 0 : lowBit >>> 5
    const high = min(highBit, lastBit) >>> 5
    const row = denseRow[s]!
    if (row >= 0) {
      if (pending === 0) {
        r0 = row
        groupLow = low
        pending = 1
      } else if (pending === 1) {
        r1 = row
        pending = 2
      } else if (pending === 2) {
        r2 = row
        pending = 3
      } else {
        fourSteps(v, rows, r0, r1, r2, row, groupLow, high)
        r0 = r1 = r2 = zeroRow
        pending = 0
      }
      continue
    }
    if (pending > 0) {
      fourSteps(v, rows, r0, r1, r2, zeroRow, groupLow, high)
      r0 = r1 = r2 = zeroRow
      pending = 0
    }
    let k = cursor[s]!
    const end = sparseStart[s + 1]!
    while (k < end && entryWord[k]! < low) k++
    cursor[s] = k
    sparseStep(v, entryWord, entryMask, k, end, high)
  }
  if (pending > 0) fourSteps(v, rows, r0, r1, r2, zeroRow, groupLow, lastBit >>> 5)
  let ones = 0
  for (let w = 0; w < words; w++) ones += popcount(v[w]!)
  const lcs = words * 32 - ones
  // Proved when every bit of every row was updated, or when the result's own band, [-(n - lcs), m - lcs],
  // lies within this one: both of its ends do exactly when lcs >= bound.
  const full = below >= n - 1 && above >= lastBit
  return { lcs, proved: full || lcs >= bound }
}

// One row's update of word x under mask row r, with u = x & r a subset of x (so x & ~u = x - u = x ^ u):
// sum = x + u + carry; the carry out of bit 31 is set when bit 31 of u is, or when bit 31 of x is and
// that of the sum is not. int32 arithmetic only.
// Four rows in order, word by word: a row's update of word w needs only the previous row's result at
// words <= w (carries flow upward), so one pass loads and stores V once for four rows.
function fourSteps(
  v: Int32Array,
  rows: Int32Array,
  r0: number,
  r1: number,
  r2: number,
  r3: number,
  low: number,
  high: number,
): void {
  let c0 = 0
  let c1 = 0
  let c2 = 0
  let c3 = 0
  for (let w = low; w <= high; w++) {
    let x = v[w]!
    let u = x & rows[r0 + w]!
    let sum = (x + u + c0) | 0
    c0 = (u | (x & ~sum)) >>> 31
    x = sum | (x ^ u)
    u = x & rows[r1 + w]!
    sum = (x + u + c1) | 0
    c1 = (u | (x & ~sum)) >>> 31
    x = sum | (x ^ u)
    u = x & rows[r2 + w]!
    sum = (x + u + c2) | 0
    c2 = (u | (x & ~sum)) >>> 31
    x = sum | (x ^ u)
    u = x & rows[r3 + w]!
    sum = (x + u + c3) | 0
    c3 = (u | (x & ~sum)) >>> 31
    v[w] = sum | (x ^ u)
  }
}

// One sparse row over words [entryWord[start], high]: words with U = 0 change only while a carry
// ripples through them, and the carry out of `high` is dropped (all ones above, see bandedPass).
function sparseStep(
  v: Int32Array,
  entryWord: Int32Array,
  entryMask: Int32Array,
  start: number,
  end: number,
  high: number,
): void {
  let k = start
  if (k === end) return
  let w = entryWord[k]!
  if (w > high) return
  let carry = 0
  while (true) {
    const x = v[w]!
    let u = 0
    if (k < end && entryWord[k] === w) {
      u = x & entryMask[k]!
      k++
    }
    const sum = (x + u + carry) | 0
    carry = (u | (x & ~sum)) >>> 31
    v[w] = sum | (x ^ u)
    w++
    if (w > high) return
    if (carry === 0) {
      if (k === end) return
      w = entryWord[k]!
      if (w > high) return
    }
  }
}

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555)
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  x = (x + (x >>> 4)) & 0x0f0f0f0f
  return Math.imul(x, 0x01010101) >>> 24
}

// Same runs as Mastra's /\s+/g (JS whitespace and line terminators, which trim() also removes).
const WHITESPACE_RUN = /\s+/g

/**
 * Mastra 1.x's change count. 0 for identical texts; 1 when they differ only in whitespace; otherwise,
 * over the whitespace-separated words, `max(#a, #b)` minus the words of `a` Mastra greedily pairs
 * with a not-yet-used equal word of `b`. That greedy count is the size of the multiset intersection
 * (each distinct word w pairs min(count in a, count in b) times: an occurrence of w in `a` finds a
 * free w in `b` exactly while fewer than count-in-b of them were taken), so a count per word gives
 * it in linear time instead of Mastra's O(#a * #b) scan.
 *
 * @example
 * mastraChanges('the cat sat', 'the dog sat') // 1
 * mastraChanges('a b', 'b a') // 0
 */
export function mastraChanges(a: string, b: string): number {
  const normalizedA = a.replace(WHITESPACE_RUN, ' ').trim()
  const normalizedB = b.replace(WHITESPACE_RUN, ' ').trim()
  if (normalizedA === normalizedB) {
    // Mastra returns |#words(a) - #words(b)| || 1 here; the word lists are equal when the
    // normalized texts are, so that is always 1.
    return a === b ? 0 : 1
  }
  const wordsA = normalizedA === '' ? [] : normalizedA.split(' ')
  const wordsB = normalizedB === '' ? [] : normalizedB.split(' ')
  if (wordsA.length === 0) return wordsB.length
  if (wordsB.length === 0) return wordsA.length
  const available = new Map<string, number>()
  for (const word of wordsB) available.set(word, (available.get(word) ?? 0) + 1)
  let matches = 0
  for (const word of wordsA) {
    const left = available.get(word)
    if (left !== undefined && left > 0) {
      available.set(word, left - 1)
      matches++
    }
  }
  return max(wordsA.length, wordsB.length) - matches
}

/**
 * All four Mastra 1.x metrics. `reference` plays Mastra's `input`, `output` its `output`; the
 * metrics are symmetric anyway.
 *
 * @example
 * lcsMetrics('hello world', 'hello there world').ratio // 0.7857142857142857
 */
export function lcsMetrics(reference: string, output: string, budget = Infinity): LcsMetrics {
  const m = reference.length
  const n = output.length
  let ratio: number
  if (reference === output) ratio = 1
  else if (m === 0 || n === 0) ratio = 0
  else ratio = (2 * lcsLength(reference, output, budget)) / (m + n)
  const longest = max(m, n)
  const lengthDiff = longest > 0 ? abs(m - n) / longest : 0
  return { ratio, changes: mastraChanges(reference, output), lengthDiff, confidence: 1 - lengthDiff }
}
