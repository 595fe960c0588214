/**
 * The textual difference of Mastra's `@mastra/evals` from 0.14.4 on (all of 1.x): a similarity ratio
 * from the longest common subsequence (LCS) of UTF-16 code units, a word-level change count, and the
 * length difference. Mastra fills an O(m*n) table; the LCS here is bit-parallel (Allison-Dix, in
 * Hyyrö's formulation), O(n * ceil(m / 32)) word operations and O(m + n) memory, with the same results.
 */
import { ScoringBudgetError } from './budget.js'

// Read once: a global lookup per call is slow in Jest's vm context.
const { abs, ceil, max } = Math

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
 * surrogate pair is two units, as in Mastra's `str[i]` table). Exact; time O(n * ceil(m / 32)) after
 * the common prefix and suffix are stripped, memory O(m + n). Throws a `ScoringBudgetError` before any
 * work when that cost exceeds `budget` steps (one step = 16 word updates).
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
 * The LCS of `text[ts, te)` and `other[os, oe)`. V holds one bit per position of `text`; a 0 bit
 * marks a position where the LCS so far grows. Per code unit c of `other`, with U = V & Match[c]:
 * V = (V + U) | (V & ~U), the addition carrying across 32-bit words. LCS = zero bits of V.
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
    const denseRow = new Int32Array(units.length).fill(-1)
    let denseCount = 0
    const sparseStart = new Int32Array(units.length + 1)
    for (let s = 0; s < units.length; s++) {
      const dense = counts[s]! * 4 >= words
      if (dense) denseRow[s] = denseCount++ * words
      sparseStart[s + 1] = sparseStart[s]! + (dense ? 0 : counts[s]!)
    }
    const rows = new Int32Array(denseCount * words)
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
    // All ones, including the padding bits above m: bits where U is 0 never turn 0.
    const v = new Int32Array(words).fill(-1)
    // A dense unit waits for the next one: two dense steps fused into one pass load and store V once.
    let pending = -1
    for (let j = os; j < oe; j++) {
      const s = slots[other.charCodeAt(j)]! - 1
      if (s < 0) continue // U = 0 everywhere: V does not change.
      const row = denseRow[s]!
      if (row >= 0) {
        if (pending < 0) pending = row
        else {
          denseTwoSteps(v, rows, pending, row, words)
          pending = -1
        }
        continue
      }
      if (pending >= 0) {
        denseStep(v, rows, pending, words)
        pending = -1
      }
      sparseStep(v, entryWord, entryMask, sparseStart[s]!, sparseStart[s + 1]!, words)
    }
    if (pending >= 0) denseStep(v, rows, pending, words)
    let ones = 0
    for (let w = 0; w < words; w++) ones += popcount(v[w]!)
    return words * 32 - ones
  } finally {
    for (const unit of units) slots[unit] = 0
  }
}

// The carry out of bit 31 of x + u (+ carry in), from the sum's bit 31: int32 arithmetic only.
function denseStep(v: Int32Array, rows: Int32Array, row: number, words: number): void {
  let carry = 0
  for (let w = 0; w < words; w++) {
    const x = v[w]!
    const u = x & rows[row + w]!
    const sum = (x + u + carry) | 0
    carry = ((x & u) | ((x | u) & ~sum)) >>> 31
    v[w] = sum | (x & ~u)
  }
}

// denseStep for row `first`, then for row `second`, word by word: the second step at word w needs
// only the first's result at words <= w (the carries flow upward), so one pass does both.
function denseTwoSteps(v: Int32Array, rows: Int32Array, first: number, second: number, words: number): void {
  let carry1 = 0
  let carry2 = 0
  for (let w = 0; w < words; w++) {
    const x = v[w]!
    const u = x & rows[first + w]!
    const sum = (x + u + carry1) | 0
    carry1 = ((x & u) | ((x | u) & ~sum)) >>> 31
    const y = sum | (x & ~u)
    const u2 = y & rows[second + w]!
    const sum2 = (y + u2 + carry2) | 0
    carry2 = ((y & u2) | ((y | u2) & ~sum2)) >>> 31
    v[w] = sum2 | (y & ~u2)
  }
}

function sparseStep(
  v: Int32Array,
  entryWord: Int32Array,
  entryMask: Int32Array,
  start: number,
  end: number,
  words: number,
): void {
  let carry = 0
  let k = start
  let w = entryWord[k]!
  while (true) {
    // Words with U = 0 change only while a carry ripples through them.
    const x = v[w]!
    let u = 0
    if (k < end && entryWord[k] === w) {
      u = x & entryMask[k]!
      k++
    }
    const sum = (x + u + carry) | 0
    carry = ((x & u) | ((x | u) & ~sum)) >>> 31
    v[w] = sum | (x & ~u)
    w++
    if (w === words) return
    if (carry === 0) {
      if (k === end) return
      w = entryWord[k]!
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
