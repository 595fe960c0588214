/**
 * A difflib-compatible SequenceMatcher.
 *
 * Same constructor, methods and results as npm `difflib@0.2.4` and CPython's `difflib`
 * (tie-breaking, autojunk, junk extension). Strings are indexed by UTF-16 code units.
 * Elements are interned to integers once per sequence, and each longest-match search runs on a
 * suffix automaton, or on difflib's recurrence when matchable elements are rare, whichever is
 * cheaper (see longest-match.ts), instead of always running difflib's quadratic program.
 */

import {
  LongestMatchFinder,
  indexSymbols,
  occurrenceLists,
  type IndexedPair,
  type MatchingBlock,
} from './longest-match.js'
import { BudgetMeter, assertBudget, defaultBudget } from './budget.js'
import { assertOptions, describeValue } from './validate.js'

// Globals read once per module: in a Jest test file's vm context every global lookup is an
// interceptor call, slow enough to dominate short comparisons (see bench/jest-ratio).
const Int32 = Int32Array
const Uint8 = Uint8Array
const JsMap = Map
const JsSet = Set
const { min, max, floor } = Math
const { fromCharCode } = String
const { isArray } = Array
const { isInteger } = Number

/** A sequence the matcher can compare: a string (UTF-16 code units) or an array of string tokens. */
export type Sequence = string | readonly string[]

// Defined beside the search that produces it; public from here, where users have always imported it.
export type { MatchingBlock } from './longest-match.js'

export type OpcodeTag = 'replace' | 'delete' | 'insert' | 'equal'

/** `[tag, i1, i2, j1, j2]`: how to turn `a[i1, i2)` into `b[j1, j2)`. */
export type Opcode = [tag: OpcodeTag, i1: number, i2: number, j1: number, j2: number]

/** Predicate marking elements of `b` as junk, as in difflib. */
export type IsJunk = ((element: string) => boolean) | null | undefined

/** Options beyond difflib's constructor arguments. */
export interface SequenceMatcherOptions {
  /**
   * Most search steps one `getMatchingBlocks()` may take; past it the comparison throws a
   * {@link ScoringBudgetError} instead of running for minutes on pathologically repetitive
   * inputs. A positive integer, or `Infinity` for no limit. The default scales with the inputs
   * (see {@link defaultBudget}), so only quadratic cases reach it. From 10 million up, a
   * comparison whose recursion is quadratic is refused already at a tenth of the budget when its
   * predicted work exceeds three quarters of the budget (see `BudgetMeter`).
   * @default max(100_000_000, 128 * (len(a) + len(b)))
   */
  budget?: number
}

const KNOWN_OPTIONS = ['budget'] as const

// One search engine for all matchers: a search never calls user code, so sharing it is safe,
// and it saves allocating the automaton's buffers for every comparison.
const finder = new LongestMatchFinder()

// Char code -> id + 1 (0 = unseen) while one string is being interned; cleared after each use.
let charTable: Int32Array | null = null

/**
 * Writes the id of each code unit of `text` into `ids`. Ids index `codes` (the distinct code
 * units in order of first occurrence); unseen code units are appended, so interning `a` against
 * a copy of b's codes gives them ids past b's.
 */
function internString(text: string, ids: Int32Array, codes: number[], counts?: Int32Array): void {
  charTable ??= new Int32(0x10000)
  const table = charTable
  for (let k = 0; k < codes.length; k++) table[codes[k]!] = k + 1
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    let id = table[code]! - 1
    if (id < 0) {
      id = codes.length
      codes.push(code)
      table[code] = id + 1
    }
    ids[i] = id
    if (counts) counts[id]!++
  }
  for (let k = 0; k < codes.length; k++) table[codes[k]!] = 0
}

function ratioOf(matches: number, length: number): number {
  return length ? (2.0 * matches) / length : 1.0
}

function assertSequence(name: string, value: unknown): asserts value is Sequence {
  if (typeof value === 'string') return
  if (isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (typeof value[i] !== 'string') {
        throw new TypeError(
          `expect-similar: SequenceMatcher ${name} must be a string or an array of strings, ` +
            `received ${describeValue(value[i])} at index ${i}`,
        )
      }
    }
    return
  }
  throw new TypeError(
    `expect-similar: SequenceMatcher ${name} must be a string or an array of strings, received ${describeValue(value)}`,
  )
}

// A value of the wrong type is a TypeError, a number outside the allowed range a RangeError.
function assertBound(name: string, value: unknown, min: number, max: number): asserts value is number {
  if (typeof value === 'number' && isInteger(value) && value >= min && value <= max) return
  const ErrorClass = typeof value === 'number' ? RangeError : TypeError
  throw new ErrorClass(
    `expect-similar: findLongestMatch ${name} must be an integer from ${min} to ${max}, ` +
      `received ${describeValue(value)}`,
  )
}

/**
 * Compares two sequences of strings (or two strings) the way Python's difflib does.
 *
 * @example
 * const sm = new SequenceMatcher(null, 'abcd', 'bcde')
 * sm.ratio() // 0.75
 * sm.getOpcodes() // [['delete', 0, 1, 0, 0], ['equal', 1, 4, 0, 3], ['insert', 4, 4, 3, 4]]
 */
export class SequenceMatcher {
  isjunk: IsJunk
  autojunk: boolean
  /**
   * Most search steps one `getMatchingBlocks()` may take, or `undefined` for the default that
   * scales with the sequences; see {@link SequenceMatcherOptions.budget}.
   */
  budget: number | undefined
  a: Sequence = ''
  b: Sequence = ''
  /** Elements of `b` that `isjunk` marked as junk. */
  bjunk: Set<string> = new JsSet()
  /** Elements of `b` dropped by the autojunk heuristic (not junk: they still extend matches). */
  bpopular: Set<string> = new JsSet()
  private matchingBlocks: MatchingBlock[] | null = null
  private opcodes: Opcode[] | null = null
  private initialized = false
  private bIndexed = false
  // Interned b: ids in order of first occurrence (char codes for strings, a Map for tokens),
  // and per-id facts.
  private charCodes: number[] = []
  private dictionary = new JsMap<string, number>()
  private elements: string[] = []
  private bIds: Int32Array = new Int32(0)
  private bSymbols: Int32Array = new Int32(0)
  private bPositions: Int32Array = new Int32(0)
  private bOccurrenceStart: Int32Array = new Int32(1)
  private bOccurrences: Int32Array = new Int32(0)
  private isJunkId = new Uint8(0)
  private isMatchableId = new Uint8(0)
  private countById: Int32Array = new Int32(0)
  private b2jCache: Map<string, number[]> | null = null
  // Interned a (ids of b's dictionary, -1 when absent from b); rebuilt when either side changes.
  private aIds: Int32Array | null = null
  private aPositions: Int32Array = new Int32(0)
  private indexed: IndexedPair | null = null
  // Core (before junk extension) size of the last longestMatch.
  private coreSize = 0

  constructor(isjunk?: IsJunk, a: Sequence = '', b: Sequence = '', autojunk = true, options?: SequenceMatcherOptions) {
    if (isjunk != null && typeof isjunk !== 'function') {
      throw new TypeError(
        `expect-similar: SequenceMatcher isjunk must be a function, null or undefined, ` +
          `received ${describeValue(isjunk)}`,
      )
    }
    if (typeof autojunk !== 'boolean') {
      throw new TypeError(
        `expect-similar: SequenceMatcher autojunk must be a boolean, received ${describeValue(autojunk)}`,
      )
    }
    assertOptions('SequenceMatcher options', options, KNOWN_OPTIONS)
    const budget = options?.budget
    if (budget !== undefined) assertBudget('SequenceMatcher option budget', budget)
    this.isjunk = isjunk ?? null
    this.autojunk = autojunk
    this.budget = budget
    this.setSeqs(a, b)
    this.initialized = true
  }

  setSeqs(a: Sequence, b: Sequence): void {
    this.setSeq1(a)
    this.setSeq2(b)
  }

  setSeq1(a: Sequence): void {
    if (this.initialized && a === this.a) return
    assertSequence('a', a)
    this.a = a
    this.aIds = null
    this.indexed = null
    this.matchingBlocks = null
    this.opcodes = null
  }

  setSeq2(b: Sequence): void {
    if (this.initialized && b === this.b && this.bIndexed) return
    assertSequence('b', b)
    this.b = b
    this.aIds = null
    this.indexed = null
    this.matchingBlocks = null
    this.opcodes = null
    // Cleared until chainB finishes: when isjunk throws, the indexes still describe the old b, and
    // the next call (even setSeq2 with the same b) must index this b again rather than use them.
    this.bIndexed = false
    this.chainB()
    this.bIndexed = true
  }

  /** Indexes b again if an earlier attempt was interrupted by `isjunk` throwing. */
  private ensureB(): void {
    if (this.bIndexed) return
    this.chainB()
    this.bIndexed = true
  }

  /**
   * For each element of `b` that can start a core match (not junk, not popular), the ascending
   * indices where it occurs, as difflib's `b2j`. Built on first access.
   */
  get b2j(): Map<string, number[]> {
    this.ensureB()
    if (!this.b2jCache) {
      const b2j = new JsMap<string, number[]>()
      for (let id = 0; id < this.elements.length; id++) if (this.isMatchableId[id]) b2j.set(this.elements[id]!, [])
      for (let j = 0; j < this.bIds.length; j++) {
        const id = this.bIds[j]!
        if (this.isMatchableId[id]) b2j.get(this.elements[id]!)!.push(j)
      }
      this.b2jCache = b2j
    }
    return this.b2jCache
  }

  private chainB(): void {
    const b = this.b
    const n = b.length
    const bIds = new Int32(n)
    const charCodes: number[] = []
    const dictionary = new JsMap<string, number>()
    let elements: string[]
    let counts: Int32Array
    if (typeof b === 'string') {
      // A string has at most one id per UTF-16 code unit value.
      const allCounts = new Int32(min(n, 0x10000))
      internString(b, bIds, charCodes, allCounts)
      elements = charCodes.map((code) => fromCharCode(code))
      counts = allCounts.slice(0, elements.length)
    } else {
      elements = []
      for (let j = 0; j < n; j++) {
        const token = b[j]!
        let id = dictionary.get(token)
        if (id === undefined) {
          id = elements.length
          dictionary.set(token, id)
          elements.push(token)
        }
        bIds[j] = id
      }
      counts = new Int32(elements.length)
      for (let j = 0; j < n; j++) counts[bIds[j]!]!++
    }
    const distinct = elements.length
    const isJunkId = new Uint8(distinct)
    const isMatchableId = new Uint8(distinct).fill(1)
    const junk = new JsSet<string>()
    if (this.isjunk) {
      // Called once per distinct element, in order of first occurrence, like CPython.
      for (let id = 0; id < distinct; id++) {
        if (this.isjunk(elements[id]!)) {
          isJunkId[id] = 1
          isMatchableId[id] = 0
          junk.add(elements[id]!)
        }
      }
    }
    const popular = new JsSet<string>()
    if (this.autojunk && n >= 200) {
      const ntest = floor(n / 100) + 1
      for (let id = 0; id < distinct; id++) {
        if (isMatchableId[id] && counts[id]! > ntest) {
          isMatchableId[id] = 0
          popular.add(elements[id]!)
        }
      }
    }
    const { symbols: bSymbols, positions: bPositions } = indexSymbols(bIds, isMatchableId)
    this.charCodes = charCodes
    this.dictionary = dictionary
    this.elements = elements
    this.bIds = bIds
    this.bSymbols = bSymbols
    this.bPositions = bPositions
    const { start: occurrenceStart, occurrences } = occurrenceLists(bSymbols, bPositions, distinct)
    this.bOccurrenceStart = occurrenceStart
    this.bOccurrences = occurrences
    this.isJunkId = isJunkId
    this.isMatchableId = isMatchableId
    this.countById = counts
    this.bjunk = junk
    this.bpopular = popular
    this.b2jCache = null
  }

  /** Interns `a` against b's ids on demand. */
  private internA(): Int32Array {
    this.ensureB()
    if (this.aIds) return this.aIds
    const { a, b, dictionary, isMatchableId } = this
    const n = a.length
    const aIds = new Int32(n)
    if (typeof b === 'string' && typeof a === 'string') {
      internString(a, aIds, this.charCodes.slice())
      // Characters first seen in a got ids past b's; they match nothing.
      const known = this.charCodes.length
      for (let i = 0; i < n; i++) if (aIds[i]! >= known) aIds[i] = -1
    } else if (typeof b === 'string') {
      // A token equals a character of b only when it is that single code unit.
      const known = new JsMap(this.charCodes.map((code, id) => [code, id] as const))
      for (let i = 0; i < n; i++) {
        const token = a[i]!
        aIds[i] = token.length === 1 ? (known.get(token.charCodeAt(0)) ?? -1) : -1
      }
    } else {
      for (let i = 0; i < n; i++) aIds[i] = dictionary.get(a[i]!) ?? -1
    }
    const { symbols: aSymbols, positions: aPositions } = indexSymbols(aIds, isMatchableId)
    this.aPositions = aPositions
    this.aIds = aIds
    this.indexed = {
      a: aSymbols,
      aPositions: this.aPositions,
      b: this.bSymbols,
      bPositions: this.bPositions,
      bOccurrenceStart: this.bOccurrenceStart,
      bOccurrences: this.bOccurrences,
    }
    return aIds
  }

  /** True when `element` was marked junk by `isjunk` (popular elements are not junk). */
  isBJunk(element: string): boolean {
    this.ensureB()
    return this.bjunk.has(element)
  }

  /**
   * Longest matching block in `a[alo, ahi)` and `b[blo, bhi)`, extended by junk as difflib does.
   * Ties go to the block starting earliest in `a`, then earliest in `b`.
   *
   * @example
   * new SequenceMatcher((x) => x === ' ', ' abcd', 'abcd abcd').findLongestMatch(0, 5, 0, 9) // [1, 0, 4]
   */
  findLongestMatch(alo = 0, ahi: number = this.a.length, blo = 0, bhi: number = this.b.length): MatchingBlock {
    assertBound('alo', alo, 0, this.a.length)
    assertBound('ahi', ahi, alo, this.a.length)
    assertBound('blo', blo, 0, this.b.length)
    assertBound('bhi', bhi, blo, this.b.length)
    const match = this.longestMatch(alo, ahi, blo, bhi)
    finder.trim()
    return match
  }

  /**
   * `parentSize`, `parentExtent` and `parentStreak` (the core match size, `ahi - alo + bhi - blo`
   * and `finder.streak` of the window this one was split from) let the finder recognize a run of
   * windows that keep their length.
   */
  private longestMatch(
    alo: number,
    ahi: number,
    blo: number,
    bhi: number,
    parentSize = 0,
    parentExtent = 0,
    parentStreak = 0,
  ): MatchingBlock {
    const aIds = this.internA()
    const { bIds, isJunkId } = this
    const core = finder.find(this.indexed!, alo, ahi, blo, bhi, parentSize, parentExtent, parentStreak)
    this.coreSize = core[2]
    let [besti, bestj, bestsize] = core
    // difflib's junk extension: first over equal non-junk (popular) elements, then over equal junk.
    for (let junk = 0; junk <= 1; junk++) {
      while (besti > alo && bestj > blo && isJunkId[bIds[bestj - 1]!] === junk && aIds[besti - 1] === bIds[bestj - 1]) {
        besti--
        bestj--
        bestsize++
      }
      while (
        besti + bestsize < ahi &&
        bestj + bestsize < bhi &&
        isJunkId[bIds[bestj + bestsize]!] === junk &&
        aIds[besti + bestsize] === bIds[bestj + bestsize]
      ) {
        bestsize++
      }
    }
    return [besti, bestj, bestsize]
  }

  /** Matching blocks `[i, j, size]`, ascending, adjacent blocks merged, ending with `[len(a), len(b), 0]`. */
  getMatchingBlocks(): MatchingBlock[] {
    if (this.matchingBlocks) return this.matchingBlocks
    const la = this.a.length
    const lb = this.b.length
    // Windows to search, with the core size, extent and streak of the window each was split from.
    const queue: Array<[number, number, number, number, number, number, number]> = [[0, la, 0, lb, 0, 0, 0]]
    const blocks: MatchingBlock[] = []
    const meter = new BudgetMeter(this.budget ?? defaultBudget(la, lb), la + lb)
    this.internA()
    finder.startRecursion(this.indexed!)
    finder.work = 0
    while (queue.length) {
      const [alo, ahi, blo, bhi, parentSize, parentExtent, parentStreak] = queue.pop()!
      const before = finder.work
      const match = this.longestMatch(alo, ahi, blo, bhi, parentSize, parentExtent, parentStreak)
      const [i, j, k] = match
      const extent = ahi - alo + bhi - blo
      let left = 0
      let right = 0
      if (k) {
        blocks.push(match)
        const size = this.coreSize
        const streak = finder.streak
        // The blocks are sorted at the end, so the order of searches is free. The left child
        // goes last onto the stack, so it is searched next, while the automaton of this window
        // (which covers the left child's prefix windows) is still built.
        if (i + k < ahi && j + k < bhi) {
          queue.push([i + k, ahi, j + k, bhi, size, extent, streak])
          right = ahi - i - k + bhi - j - k
        }
        if (alo < i && blo < j) {
          queue.push([alo, i, blo, j, size, extent, streak])
          left = i - alo + j - blo
        }
      }
      // One search is linear in its window, so checking between searches bounds the overshoot.
      const refusal = meter.record(finder.work, finder.work - before, extent, left, right)
      if (refusal !== null) {
        finder.trim()
        throw refusal
      }
    }
    finder.trim()
    blocks.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2])
    this.matchingBlocks = mergeAdjacent(blocks, la, lb)
    return this.matchingBlocks
  }

  /** Opcodes `[tag, i1, i2, j1, j2]` that turn `a` into `b`. */
  getOpcodes(): Opcode[] {
    if (this.opcodes) return this.opcodes
    let i = 0
    let j = 0
    const answer: Opcode[] = []
    for (const [ai, bj, size] of this.getMatchingBlocks()) {
      const tag: OpcodeTag | '' = i < ai && j < bj ? 'replace' : i < ai ? 'delete' : j < bj ? 'insert' : ''
      if (tag) answer.push([tag, i, ai, j, bj])
      i = ai + size
      j = bj + size
      if (size) answer.push(['equal', ai, i, bj, j])
    }
    this.opcodes = answer
    return answer
  }

  /**
   * Opcodes grouped into hunks with up to `n` elements of context, as difflib's `get_grouped_opcodes`.
   * Unlike upstream, this does not trim the cached `getOpcodes()` result in place, and `n` must be
   * a non-negative integer (TypeError for another type, RangeError for another number).
   *
   * @example
   * new SequenceMatcher(null, 'abcdefghij', 'abcXefghij').getGroupedOpcodes(1)
   * // [[['equal', 2, 3, 2, 3], ['replace', 3, 4, 3, 4], ['equal', 4, 5, 4, 5]]]
   */
  getGroupedOpcodes(n = 3): Opcode[][] {
    if (typeof n !== 'number' || !isInteger(n) || n < 0) {
      const ErrorClass = typeof n === 'number' ? RangeError : TypeError
      throw new ErrorClass(
        `expect-similar: getGroupedOpcodes n must be a non-negative integer, received ${describeValue(n)}`,
      )
    }
    let codes = this.getOpcodes().map((op) => [...op] as Opcode)
    if (codes.length === 0) codes = [['equal', 0, 1, 0, 1]]
    const first = codes[0]!
    if (first[0] === 'equal') {
      const [tag, i1, i2, j1, j2] = first
      codes[0] = [tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2]
    }
    const last = codes[codes.length - 1]!
    if (last[0] === 'equal') {
      const [tag, i1, i2, j1, j2] = last
      codes[codes.length - 1] = [tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)]
    }
    const nn = n + n
    const groups: Opcode[][] = []
    let group: Opcode[] = []
    for (const code of codes) {
      let [tag, i1, i2, j1, j2] = code
      if (tag === 'equal' && i2 - i1 > nn) {
        group.push([tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)])
        groups.push(group)
        group = []
        i1 = max(i1, i2 - n)
        j1 = max(j1, j2 - n)
      }
      group.push([tag, i1, i2, j1, j2])
    }
    if (group.length && !(group.length === 1 && group[0]![0] === 'equal')) groups.push(group)
    return groups
  }

  /** Similarity in [0, 1]: `2 * matches / (len(a) + len(b))`, or 1 when both are empty. */
  ratio(): number {
    let matches = 0
    for (const block of this.getMatchingBlocks()) matches += block[2]
    return ratioOf(matches, this.a.length + this.b.length)
  }

  /** An upper bound on `ratio()` from element counts alone. */
  quickRatio(): number {
    const aIds = this.internA()
    const available = this.countById.slice()
    let matches = 0
    for (let i = 0; i < aIds.length; i++) {
      const id = aIds[i]!
      if (id >= 0 && available[id]!-- > 0) matches++
    }
    return ratioOf(matches, this.a.length + this.b.length)
  }

  /** An upper bound on `ratio()` from lengths alone. */
  realQuickRatio(): number {
    const la = this.a.length
    const lb = this.b.length
    return ratioOf(min(la, lb), la + lb)
  }
}

function mergeAdjacent(blocks: readonly MatchingBlock[], la: number, lb: number): MatchingBlock[] {
  let i1 = 0
  let j1 = 0
  let k1 = 0
  const merged: MatchingBlock[] = []
  for (const [i2, j2, k2] of blocks) {
    if (i1 + k1 === i2 && j1 + k1 === j2) {
      k1 += k2
    } else {
      if (k1) merged.push([i1, j1, k1])
      i1 = i2
      j1 = j2
      k1 = k2
    }
  }
  if (k1) merged.push([i1, j1, k1])
  merged.push([la, lb, 0])
  return merged
}
