/**
 * Exact longest-common-substring search for SequenceMatcher, with difflib's tie-breaking.
 *
 * Sequences arrive as integer symbols plus the ascending list of positions whose element may take
 * part in a core match (it is in `b2j`: not junk, not popular, and present in `b`). A suffix
 * automaton is built over the window with fewer such positions and the other window is streamed
 * through it, so one search costs time linear in the matchable positions of the two windows
 * (plus two binary searches each) instead of difflib's `O(len(a window) * occurrences)`
 * dynamic program. With autojunk on, most of English text is popular and skipped outright.
 *
 * When the matchable elements of `a` are rare in `b` (autojunk on, distinct tokens, small
 * windows), difflib's own dynamic program over the occurrence lists is cheaper than building an
 * automaton; it is used whenever its cost is bounded by a small multiple of the window sizes, so
 * the search stays linear either way.
 *
 * difflib's recursion searches many nested windows, and three shapes of it get help here, all
 * giving exactly the answer a fresh search would:
 * - On edited text the windows stay aligned, so a window's longest match is usually as long as
 *   the bound its ancestors' searches put on it (the longest match ending at each position of
 *   `a` in a window containing this one): a scan of those bounds and a check of one candidate in
 *   `b` settle it without a new automaton (see `boundedMatch`).
 * - A left child's window is a prefix of its parent's on both sides; it is searched right after
 *   the parent, on the parent's automaton, counting only strings whose first end is inside it.
 * - On repetitive text, long runs of windows keep the same longest length while losing a few
 *   elements each (the match sits at the window's edge). After such a streak, the matches of that
 *   length in the window are indexed once (a "chain"), and each following sub-window is answered
 *   by a scan for its first start in `a` with an occurrence inside its window of `b`.
 */

// Globals used on hot paths, read once: in a Jest test file's vm context every global lookup is
// an interceptor call, and one per hash probe made a search 7-27x slower than in plain Node.
const imul = Math.imul
const min = Math.min
const max = Math.max
const Int32 = Int32Array

// `read`'s limit when a walk may use every string of the automaton: ends are int32 positions, so
// none reaches it. A constant, not `Infinity`: a global read per symbol is slow in a vm context.
const NO_LIMIT = 0x7fffffff

const NO_STATE = -1
// A bound not known yet (no window containing the position has been streamed over it): above
// every real bound, so the scan in boundedMatch meets it on its rare path only.
const UNKNOWN = NO_LIMIT
// Automaton buffers above this many states are released after use (about 4 MB each).
const RETAINED_STATES = 1 << 17

// Fields of a state's record in LongestMatchFinder's `node` array: length of its longest string,
// suffix link, end index (in the built sequence) of its first occurrence, head of its list of
// transitions in the hash table (-1 for none), and its first transition inline (symbol -1: none).
const STRIDE = 8 // the code indexes records with `state << 3`
const LEN = 0
const LINK = 1
const FIRST_END = 2
const HEAD = 3
const SYMBOL = 4
const TARGET = 5
const NO_SYMBOL = -1

const A_SIDE = 1
const B_SIDE = 2

// The dynamic program runs when its work (occurrences visited) is at most this many per
// matchable element of the two windows; one of its steps costs a fraction of an automaton step.
const DP_WORK_PER_ELEMENT = 32
// Windows with fewer matchable elements (both sides) are searched afresh rather than indexed.
const CHAIN_MIN_ELEMENTS = 256
// Windows in a row that must keep their length before a chain is indexed: one repeat is common
// in ordinary text (short matches near an edge), three are rare outside repetitions.
const CHAIN_STREAK = 2
// A chain that answered fewer windows than this did not pay for its index (see streakNeeded).
const CHAIN_MIN_HITS = 16
const CHAIN_MAX_STREAK = 64

/** Both sequences as symbols, with what the searches need precomputed once per sequence pair. */
export interface IndexedPair {
  /** Symbol (id) of every position of `a`; only matchable positions are read. */
  a: Int32Array
  /** Matchable positions of `a`, ascending. */
  aPositions: Int32Array
  b: Int32Array
  bPositions: Int32Array
  /**
   * Matchable positions of `b` grouped by symbol: symbol `s` owns
   * `bOccurrences[bOccurrenceStart[s], bOccurrenceStart[s + 1])`, ascending.
   */
  bOccurrenceStart: Int32Array
  bOccurrences: Int32Array
}

/**
 * `a[i, i + size)` equals `b[j, j + size)`. The search returns the core match (before junk
 * extension): earliest in `a`, then earliest in `b`, among the longest.
 */
export type MatchingBlock = [i: number, j: number, size: number]

/** First index in the ascending `values[lo, hi)` whose value is at least `target` (or `hi`). */
function lowerBound(values: Int32Array, lo: number, hi: number, target: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (values[mid]! < target) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Length of the longest run of consecutive values in the ascending `positions[from, to)`. */
function longestRun(positions: Int32Array, from: number, to: number): number {
  let longest = 0
  let run = 0
  let previous = -2
  for (let k = from; k < to; k++) {
    const p = positions[k]!
    run = p === previous + 1 ? run + 1 : 1
    if (run > longest) longest = run
    previous = p
  }
  return longest
}

/**
 * Symbols of a sequence of ids (the id where `isMatchable[id]`, else -1) and the ascending list
 * of its matchable positions, in one pass.
 */
export function indexSymbols(ids: Int32Array, isMatchable: Uint8Array): { symbols: Int32Array; positions: Int32Array } {
  const symbols = new Int32(ids.length)
  const positions = new Int32(ids.length)
  let count = 0
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!
    if (id >= 0 && isMatchable[id]) {
      symbols[i] = id
      positions[count++] = i
    } else {
      symbols[i] = -1
    }
  }
  return { symbols, positions: positions.subarray(0, count) }
}

/**
 * difflib's `b2j` as two flat arrays (a counting sort of the matchable positions by symbol):
 * symbol `s` occurs at `occurrences[start[s], start[s + 1])`, ascending. Symbols are `< distinct`.
 */
export function occurrenceLists(
  symbols: Int32Array,
  positions: Int32Array,
  distinct: number,
): { start: Int32Array; occurrences: Int32Array } {
  const start = new Int32(distinct + 1)
  for (let k = 0; k < positions.length; k++) start[symbols[positions[k]!]! + 1]!++
  for (let s = 0; s < distinct; s++) start[s + 1]! += start[s]!
  const occurrences = new Int32(positions.length)
  const next = start.slice(0, distinct)
  for (let k = 0; k < positions.length; k++) {
    const j = positions[k]!
    occurrences[next[symbols[j]!]!++] = j
  }
  return { start, occurrences }
}

/** Matches of one length in one window, indexed for its sub-windows (see `indexChain`). */
interface Chain {
  pair: IndexedPair
  alo: number
  ahi: number
  blo: number
  bhi: number
  /** `ahi - alo + bhi - blo`. */
  extent: number
  size: number
  /** `aPositions` index of the window's first matchable position in `a`. */
  aFrom: number
  /**
   * Class of `a[i, i + size)` at `k - aFrom` for `i = aPositions[k]`, or -1 when that string does
   * not occur in the window of `b`.
   */
  classOfA: Int32Array
  /** Sub-windows answered so far. */
  hits: number
  /** Class `c` occurs in `b` at `starts[classStart[c], classStart[c + 1])`, ascending. */
  classStart: Int32Array
  starts: Int32Array
}

export class LongestMatchFinder {
  // The automaton's states, STRIDE ints each (see LEN..TARGET): two states per cache line, and
  // the first transition of a state inline, so most lookups touch only the state's own record.
  private node = new Int32(0)
  // Further transitions: an open-addressing hash of 4-int entries [state + 1 (0 = empty), symbol,
  // target, next], so one probe touches one cache line; `next` chains a state's entries from its
  // HEAD field (entry offsets), for copying them into a clone. The table is sized for typical
  // text and doubles when half full instead of being reserved for the 3n worst case.
  private table = new Int32(0)
  private mask = 0
  // Dynamic program rows, indexed by j - blo; `runSearch` tags entries with the search that wrote them.
  private runLength = new Int32(0)
  private runRow = new Int32(0)
  private runSearch = new Int32(0)
  private searchTag = 0
  /** Index of the last window whose longest match repeated its predecessor's length, if any. */
  private chain: Chain | null = null
  private usedAutomaton = false
  // What the automaton in `node` was built over: positions[builtFrom, builtTo) of one side.
  private builtPair: IndexedPair | null = null
  private builtSide = 0
  private builtFrom = 0
  private builtTo = 0
  /**
   * After `find`: how many windows in a row, ending with this one, kept their parent's core size
   * while losing at most a quarter of its extent. Passed back as `parentStreak` for the children.
   */
  streak = 0
  // Streak that triggers a chain: doubles each time a chain ends having answered few windows, so
  // text where same-length windows are a coincidence stops paying for indexes. Reset by trim().
  private streakNeeded = CHAIN_STREAK
  /** Elements visited by searches since the caller last reset it: the cost the budget limits. */
  work = 0
  /** Windows answered from their ancestors' bounds (see `boundedMatch`) since construction. */
  boundedHits = 0
  private states = 0
  private edges = 0
  private last = 0
  private lastIsNew = false
  // Bounds for the windows of one recursion (see `startRecursion`): for each position `i` of `a`,
  // the longest match ending at `i` in the last window streamed over it, or UNKNOWN.
  private bound = new Int32(0)
  private boundPair: IndexedPair | null = null

  /**
   * @param dpWorkPerElement How much dynamic-program work per window element is preferred over
   * building an automaton. Tests pass 0 or Infinity to force one strategy; results are identical.
   */
  constructor(private readonly dpWorkPerElement = DP_WORK_PER_ELEMENT) {}

  /**
   * Longest run where `a[i + t] === b[j + t]` for all `t < size`, every position in it matchable,
   * inside `a[alo, ahi)` and `b[blo, bhi)`. Among the longest, the one with the smallest `i`,
   * then the smallest `j`. Returns `[alo, blo, 0]` when there is no match.
   *
   * `aPositions`/`bPositions` list the matchable positions of each sequence in ascending order;
   * `a`/`b` hold the symbol of every position (only matchable ones are read).
   */
  find(
    pair: IndexedPair,
    alo: number,
    ahi: number,
    blo: number,
    bhi: number,
    parentSize = 0,
    parentExtent = 0,
    parentStreak = 0,
  ): MatchingBlock {
    this.streak = 0
    const { aPositions, bPositions } = pair
    const aFrom = lowerBound(aPositions, 0, aPositions.length, alo)
    const aTo = lowerBound(aPositions, aFrom, aPositions.length, ahi)
    if (aFrom === aTo) return [alo, blo, 0]
    const bFrom = lowerBound(bPositions, 0, bPositions.length, blo)
    const bTo = lowerBound(bPositions, bFrom, bPositions.length, bhi)
    if (bFrom === bTo) return [alo, blo, 0]
    const extent = ahi - alo + bhi - blo
    const chain = this.chain
    if (chain !== null) {
      if (chain.pair === pair && alo >= chain.alo && ahi <= chain.ahi && blo >= chain.blo && bhi <= chain.bhi) {
        const match = this.chainMatch(chain, aPositions, aFrom, ahi, blo, bhi)
        if (match !== null) {
          chain.hits++
          this.streak = parentStreak + 1
          return match
        }
        // This window's longest match is shorter. A small window (a left child between two
        // matches of the run) leaves the chain to its siblings; a large one ends it.
        if (2 * extent >= chain.extent) this.endChain(chain)
      } else if (chain.pair !== pair) {
        this.endChain(chain)
      }
    }
    this.usedAutomaton = false
    const match = this.search(pair, aFrom, aTo, bFrom, bTo, alo, ahi, blo, bhi)
    const elements = aTo - aFrom + bTo - bFrom
    this.work += elements
    const size = match[2]
    if (size > 0 && size === parentSize && 4 * extent >= 3 * parentExtent) this.streak = parentStreak + 1
    if (this.streak >= this.streakNeeded && this.usedAutomaton && elements >= CHAIN_MIN_ELEMENTS) {
      // Windows each barely smaller than their parent keep the same longest length: difflib's
      // recursion is walking down a repetitive text, where every window keeps that length and
      // the match sits near the window's edge. Index this window's matches of that length once,
      // so each following window (always a sub-window) is answered by a short scan instead of a
      // new automaton. Small or cheap (program) searches are not worth indexing.
      if (this.chain !== null) this.endChain(this.chain)
      this.chain = this.indexChain(pair, aFrom, aTo, bFrom, bTo, alo, ahi, blo, bhi, size, extent)
    }
    return match
  }

  /**
   * One search: difflib's program when it is cheap, else the automaton left by the previous
   * search when it covers this window (see `streamA`), else a new automaton of the smaller side.
   */
  private search(
    pair: IndexedPair,
    aFrom: number,
    aTo: number,
    bFrom: number,
    bTo: number,
    alo: number,
    ahi: number,
    blo: number,
    bhi: number,
  ): MatchingBlock {
    const { a, aPositions, b, bPositions } = pair
    // Occurrences in all of b bound the program's work from above.
    const budget = this.dpWorkPerElement * (aTo - aFrom + bTo - bFrom)
    const start = pair.bOccurrenceStart
    let work = 0
    for (let k = aFrom; k < aTo && work <= budget; k++) {
      const symbol = a[aPositions[k]!]!
      work += start[symbol + 1]! - start[symbol]!
    }
    if (work <= budget) {
      this.work += work
      // No match can be longer than the longest run of consecutive matchable positions on either
      // side; once a row reaches that, later rows can only tie, and ties go to the earlier row.
      const longest = min(longestRun(aPositions, aFrom, aTo), longestRun(bPositions, bFrom, bTo))
      return this.dynamicProgram(pair, aFrom, aTo, alo, blo, bhi, longest)
    }
    // Counted as an automaton search even when the bounds settle it, so chains and the work the
    // budget sees are the same either way: the bounds change how long a comparison takes, never
    // whether it is refused.
    this.usedAutomaton = true
    const bound = this.boundPair === pair ? this.bound : null
    if (bound !== null) {
      const match = this.boundedMatch(pair, aFrom, aTo, alo, blo, bhi)
      if (match !== null) return match
    }
    // A left child's window is a prefix of its parent's on both sides, and SequenceMatcher
    // searches it right after the parent: the parent's automaton already holds every substring
    // of the prefix, and a state's first end says whether its strings occur inside the prefix.
    if (this.builtPair === pair && this.builtFrom === (this.builtSide === B_SIDE ? bFrom : aFrom)) {
      if (this.builtSide === B_SIDE && bTo <= this.builtTo) {
        return this.streamA(a, aPositions, aFrom, aTo, alo, blo, bhi, bound)
      }
      if (this.builtSide === A_SIDE && aTo <= this.builtTo) {
        return this.streamB(b, bPositions, bFrom, bTo, alo, blo, ahi)
      }
    }
    if (bTo - bFrom <= aTo - aFrom) {
      this.build(pair, B_SIDE, bFrom, bTo)
      return this.streamA(a, aPositions, aFrom, aTo, alo, blo, bhi, bound)
    }
    this.build(pair, A_SIDE, aFrom, aTo)
    return this.streamB(b, bPositions, bFrom, bTo, alo, blo, ahi)
  }

  /**
   * The window's longest match from the bounds its ancestors left, or null when they do not
   * settle it. A match ending at `i` is no longer than `bound[i]` (the longest ending there in a
   * window containing this one), nor than the window allows; when the first end `i` reaching the
   * largest such bound really has a match that long in this window, no other end has a longer
   * one and no earlier end one as long, so it is difflib's answer, at its first start in `b`.
   * On edited text, where windows keep the alignment of the texts, this settles most large
   * windows with a scan of `a`'s side and a few comparisons, instead of a new automaton.
   */
  private boundedMatch(
    pair: IndexedPair,
    aFrom: number,
    aTo: number,
    alo: number,
    blo: number,
    bhi: number,
  ): MatchingBlock | null {
    const { a, aPositions, b, bOccurrenceStart: start, bOccurrences: occurrences } = pair
    const bound = this.bound
    const cap = bhi - blo
    let best = 0
    let bestEnd = 0
    for (let k = aFrom; k < aTo; k++) {
      const i = aPositions[k]!
      let u = bound[i]!
      // Clipping only lowers u, so most positions stop at this test.
      if (u <= best) continue
      if (u === UNKNOWN) return null
      const reach = i - alo + 1
      if (u > reach) u = reach
      if (u > cap) u = cap
      if (u > best) {
        best = u
        bestEnd = i
      }
    }
    if (best === 0) {
      this.boundedHits++
      return [alo, blo, 0]
    }
    const from = bestEnd - best + 1
    // Candidates in b: the occurrences of the string's rarest symbol, ascending.
    let offset = 0
    let fewest = NO_LIMIT
    for (let t = 0; t < best; t++) {
      const symbol = a[from + t]!
      const count = start[symbol + 1]! - start[symbol]!
      if (count < fewest) {
        fewest = count
        offset = t
      }
    }
    const symbol = a[from + offset]!
    const end = start[symbol + 1]!
    const lastStart = bhi - best
    // A miss costs at most about one more pass over the window, small beside the search it falls
    // back to; on edited text the aligned candidate comes long before that.
    let spent = 0
    const allowed = aTo - aFrom + best
    for (let o = lowerBound(occurrences, start[symbol]!, end, blo + offset); o < end; o++) {
      const j = occurrences[o]! - offset
      if (j > lastStart) break
      let m = 0
      while (m < best && b[j + m] === a[from + m]) m++
      if (m === best) {
        this.boundedHits++
        return [from, j, best]
      }
      spent += m + 1
      if (spent > allowed) return null
    }
    return null
  }

  /**
   * Indexes the matches of length `size` in a window whose longest match has that length: for
   * each start `i` in `a`, the class (automaton state) of `a[i, i + size)` if that string occurs
   * in the window of `b`, and for each class the ascending starts `j` of its occurrences in `b`.
   * A state holds at most one string of each length, so equal classes mean equal strings.
   */
  private indexChain(
    pair: IndexedPair,
    aFrom: number,
    aTo: number,
    bFrom: number,
    bTo: number,
    alo: number,
    ahi: number,
    blo: number,
    bhi: number,
    size: number,
    extent: number,
  ): Chain {
    const { a, aPositions, b, bPositions } = pair
    // Either side's automaton of exactly this window will do: a string that occurs on only one
    // side gets a class with no starts in b, or none at all.
    const [from, to] = this.builtSide === B_SIDE ? [bFrom, bTo] : [aFrom, aTo]
    const exact = this.builtPair === pair && this.builtFrom === from && this.builtTo === to
    if (!exact) this.build(pair, B_SIDE, bFrom, bTo)
    // Indexed by matchable position (not by raw index): with autojunk on most positions are not.
    const classOfA = new Int32(aTo - aFrom).fill(-1)
    this.classify(a, aPositions, aFrom, aTo, size, classOfA)
    const classOfB = new Int32(bTo - bFrom).fill(-1)
    this.classify(b, bPositions, bFrom, bTo, size, classOfB)
    // Counting sort of the starts in b by class; scanning j upwards keeps each class ascending.
    const classes = this.states
    const classStart = new Int32(classes + 1)
    let count = 0
    for (let j = 0; j < classOfB.length; j++) {
      const c = classOfB[j]!
      if (c >= 0) {
        classStart[c + 1]!++
        count++
      }
    }
    for (let c = 0; c < classes; c++) classStart[c + 1]! += classStart[c]!
    const starts = new Int32(count)
    const next = classStart.slice(0, classes)
    for (let k = 0; k < classOfB.length; k++) {
      const c = classOfB[k]!
      if (c >= 0) starts[next[c]!++] = bPositions[bFrom + k]!
    }
    this.work += 2 * (aTo - aFrom + bTo - bFrom)
    return { pair, alo, ahi, blo, bhi, extent, size, aFrom, classOfA, hits: 0, classStart, starts }
  }

  private endChain(chain: Chain): void {
    if (chain.hits < CHAIN_MIN_HITS) this.streakNeeded = min(2 * this.streakNeeded, CHAIN_MAX_STREAK)
    this.chain = null
  }

  /**
   * Streams `positions[from, to)` through the automaton keeping at most the last `size` symbols
   * matched; where a full `size` symbols match, writes the state holding them at the index (from
   * `from`) of their start.
   */
  private classify(
    text: Int32Array,
    positions: Int32Array,
    from: number,
    to: number,
    size: number,
    out: Int32Array,
  ): void {
    const node = this.node
    let previous = -2
    for (let k = from; k < to; k++) {
      const p = positions[k]!
      this.read(text[p]!, p !== previous + 1, NO_LIMIT)
      previous = p
      if (this.walkRun > size) {
        // run was at most size before this symbol, so the parent's longest string is exactly size.
        this.walkRun = size
        const parent = node[(this.walkState << 3) + LINK]!
        if (node[(parent << 3) + LEN]! >= size) this.walkState = parent
      }
      // A full run of `size` has no gap, so its start is `size - 1` matchable positions back.
      if (this.walkRun === size) out[k - size + 1 - from] = this.walkState
    }
  }

  /**
   * The longest match of a sub-window of the chain's window if it still has the chain's length:
   * the first start in `a` whose string occurs inside the window of `b`, at its first such start.
   * `null` when no match of that length is left (the sub-window's longest match is shorter).
   */
  private chainMatch(
    chain: Chain,
    aPositions: Int32Array,
    aFrom: number,
    ahi: number,
    blo: number,
    bhi: number,
  ): MatchingBlock | null {
    const { size, classOfA, classStart, starts } = chain
    const lastStart = ahi - size
    let k = aFrom
    for (; k < aPositions.length; k++) {
      const i = aPositions[k]!
      if (i > lastStart) break
      const c = classOfA[k - chain.aFrom]!
      if (c < 0) continue
      const end = classStart[c + 1]!
      const t = lowerBound(starts, classStart[c]!, end, blo)
      if (t < end && starts[t]! + size <= bhi) {
        this.work += k - aFrom + 1
        return [i, starts[t]!, size]
      }
    }
    this.work += k - aFrom
    return null
  }

  /**
   * difflib's program: the match ending at `(i, j)` extends the one ending at `(i - 1, j - 1)`.
   * Each row walks its occurrences from the right, so row `i` reads row `i - 1` before
   * overwriting it; ties within a row therefore go to the smaller `j` explicitly.
   */
  private dynamicProgram(
    pair: IndexedPair,
    aFrom: number,
    aTo: number,
    alo: number,
    blo: number,
    bhi: number,
    longest: number,
  ): MatchingBlock {
    const { a, aPositions, bOccurrenceStart, bOccurrences } = pair
    // Sized by the window, not by b: the program runs on small windows of large texts too.
    const size = bhi - blo
    if (this.runLength.length < size) {
      const capacity = max(size, min(2 * this.runLength.length, pair.b.length))
      this.runLength = new Int32(capacity)
      this.runRow = new Int32(capacity)
      this.runSearch = new Int32(capacity)
    }
    if (++this.searchTag === 0x7fffffff) {
      this.searchTag = 1
      this.runSearch.fill(0)
    }
    const { runLength, runRow, runSearch, searchTag: search } = this
    let bestSize = 0
    let bestEndI = 0
    let bestEndJ = 0
    for (let k = aFrom; k < aTo; k++) {
      const i = aPositions[k]!
      const symbol = a[i]!
      const first = lowerBound(bOccurrences, bOccurrenceStart[symbol]!, bOccurrenceStart[symbol + 1]!, blo)
      const last = lowerBound(bOccurrences, first, bOccurrenceStart[symbol + 1]!, bhi)
      for (let t = last - 1; t >= first; t--) {
        const j = bOccurrences[t]!
        const at = j - blo
        const run = at > 0 && runSearch[at - 1] === search && runRow[at - 1] === i - 1 ? runLength[at - 1]! + 1 : 1
        runLength[at] = run
        runRow[at] = i
        runSearch[at] = search
        if (run > bestSize || (run === bestSize && i === bestEndI)) {
          bestSize = run
          bestEndI = i
          bestEndJ = j
        }
      }
      if (bestSize === longest) break
    }
    if (bestSize === 0) return [alo, blo, 0]
    return [bestEndI - bestSize + 1, bestEndJ - bestSize + 1, bestSize]
  }

  /**
   * Declares that the next searches (until `trim()`) are the windows of one difflib recursion
   * over `pair`: each window is searched after every window that contains it, and a window's
   * `a` side is disjoint from that of every window that is neither its ancestor nor its
   * descendant. Searches may then reuse what ancestors learned (see `boundedMatch`).
   */
  startRecursion(pair: IndexedPair): void {
    const length = pair.a.length
    if (this.bound.length < length) this.bound = new Int32(length)
    this.bound.fill(UNKNOWN, 0, length)
    this.boundPair = pair
  }

  /** Drops buffers sized for a very large window, so one big comparison does not pin memory. */
  trim(): void {
    this.chain = null
    this.builtPair = null
    this.boundPair = null
    if (this.bound.length > RETAINED_STATES) this.bound = new Int32(0)
    this.streakNeeded = CHAIN_STREAK
    if (this.node.length > STRIDE * RETAINED_STATES) {
      this.node = new Int32(0)
    }
    if (this.table.length > 4 * RETAINED_STATES) {
      this.table = new Int32(0)
    }
    if (this.runLength.length > RETAINED_STATES) {
      this.runLength = this.runRow = this.runSearch = new Int32(0)
    }
  }

  /**
   * Stream `a` through an automaton of `b`: the first end `i` reaching a new maximum wins. Only
   * strings of `b` ending before `limit` count (the automaton may cover a longer window). When
   * `bound` is given, the longest match ending at each position goes there: it bounds the
   * matches of every window inside this one (see `boundedMatch`).
   */
  private streamA(
    a: Int32Array,
    positions: Int32Array,
    from: number,
    to: number,
    alo: number,
    blo: number,
    limit: number,
    bound: Int32Array | null,
  ): MatchingBlock {
    const node = this.node
    let bestSize = 0
    let bestEndI = 0
    let bestState = 0
    let previous = -2
    for (let k = from; k < to; k++) {
      const i = positions[k]!
      // A gap means an unmatchable element in between: no match can cross it.
      this.read(a[i]!, i !== previous + 1, limit)
      previous = i
      const run = this.walkRun
      const state = this.walkState
      if (bound !== null) bound[i] = run
      if (run > bestSize) {
        bestSize = run
        bestEndI = i
        bestState = state
      }
    }
    if (bestSize === 0) return [alo, blo, 0]
    // All strings of a state share their end positions, so its first end gives the earliest j.
    return [bestEndI - bestSize + 1, node[(bestState << 3) + FIRST_END]! - bestSize + 1, bestSize]
  }

  /**
   * Stream `b` through an automaton of `a`. Each end `j` proposes its longest match with the
   * earliest start in `a`; the smallest `(i, j)` among the longest proposals is difflib's answer.
   * Only strings of `a` ending before `limit` count.
   */
  private streamB(
    b: Int32Array,
    positions: Int32Array,
    from: number,
    to: number,
    alo: number,
    blo: number,
    limit: number,
  ): MatchingBlock {
    const node = this.node
    let bestSize = 0
    let bestI = alo
    let bestJ = blo
    let previous = -2
    for (let k = from; k < to; k++) {
      const j = positions[k]!
      this.read(b[j]!, j !== previous + 1, limit)
      previous = j
      const run = this.walkRun
      const state = this.walkState
      if (run === 0 || run < bestSize) continue
      const i = node[(state << 3) + FIRST_END]! - run + 1
      if (run > bestSize || i < bestI) {
        bestSize = run
        bestI = i
        bestJ = j - run + 1
      }
    }
    return bestSize === 0 ? [alo, blo, 0] : [bestI, bestJ, bestSize]
  }

  /**
   * Automaton of the matchable positions `positions[from, to)`: a generalized suffix automaton of
   * the runs of consecutive positions (each run restarts from the root), so substrings that
   * cross a gap are simply absent. A separator symbol per gap did the same but cloned the
   * separator's state, with all its edges, at every gap.
   */
  private build(pair: IndexedPair, side: typeof A_SIDE | typeof B_SIDE, from: number, to: number): void {
    const text = side === A_SIDE ? pair.a : pair.b
    const positions = side === A_SIDE ? pair.aPositions : pair.bPositions
    this.builtPair = pair
    this.builtSide = side
    this.builtFrom = from
    this.builtTo = to
    this.reset(to - from)
    let previous = positions[from]! - 1
    for (let k = from; k < to; k++) {
      const p = positions[k]!
      if (p !== previous + 1) {
        this.last = 0
        this.lastIsNew = false
      }
      previous = p
      this.extend(text[p]!, p)
    }
  }

  private reset(size: number): void {
    // A suffix automaton of n symbols has at most 2n states (text has about 1.5n); pages of
    // the record array that are never reached are never touched.
    const records = STRIDE * (2 * size + 2)
    if (this.node.length < records) this.node = new Int32(max(records, min(2 * this.node.length, 2 * records)))
    // Prose has about 0.45 transitions per symbol beyond the inline ones. Sparse tables probe
    // less; memory only matters for large windows, which get 1-2 slots (16-32 bytes) per symbol.
    const perSymbol = size < 1 << 16 ? 4 : 1
    let slots = 16
    while (slots < perSymbol * size) slots *= 2
    if (this.table.length < 4 * slots) this.table = new Int32(4 * slots)
    else this.table.fill(0, 0, 4 * slots)
    this.mask = slots - 1
    this.edges = 0
    this.states = 0
    const root = this.newState(0, -1)
    this.node[(root << 3) + LINK] = NO_STATE
    this.last = root
    this.lastIsNew = false
  }

  private newState(length: number, firstEnd: number): number {
    const state = this.states++
    const at = state << 3
    const node = this.node
    node[at + LEN] = length
    node[at + FIRST_END] = firstEnd
    node[at + HEAD] = -1
    node[at + SYMBOL] = NO_SYMBOL
    return state
  }

  private extend(symbol: number, position: number): void {
    const node = this.node
    const last = this.last
    // A state just created has no transitions yet; otherwise (a run restarted from the root or
    // from a state that already existed) the string may already occur: then no new end state.
    const existing = this.lastIsNew ? NO_STATE : this.target(last, symbol)
    if (existing !== NO_STATE) {
      const fits = node[(last << 3) + LEN]! + 1 === node[(existing << 3) + LEN]!
      this.last = fits ? existing : this.split(last, symbol, existing)
      this.lastIsNew = false
      return
    }
    const current = this.newState(node[(last << 3) + LEN]! + 1, position)
    let p = last
    while (p !== NO_STATE && this.target(p, symbol) === NO_STATE) {
      this.addEdge(p, symbol, current)
      p = node[(p << 3) + LINK]!
    }
    if (p === NO_STATE) {
      node[(current << 3) + LINK] = 0
    } else {
      const q = this.target(p, symbol)
      node[(current << 3) + LINK] = node[(p << 3) + LEN]! + 1 === node[(q << 3) + LEN]! ? q : this.split(p, symbol, q)
    }
    this.last = current
    this.lastIsNew = true
  }

  /** Clones `q`, the target of `p` by `symbol`, for the strings up to `length(p) + 1`; returns the clone. */
  private split(p: number, symbol: number, q: number): number {
    const node = this.node
    const at = q << 3
    const clone = this.newState(node[(p << 3) + LEN]! + 1, node[at + FIRST_END]!)
    let count = 0
    for (let e = node[at + HEAD]!; e !== -1; e = this.table[e + 3]!) count++
    // Grow before copying: growing rehashes the entries and would move the list being walked.
    while (2 * (this.edges + count) > this.mask + 1) this.grow()
    if (node[at + SYMBOL] !== NO_SYMBOL) this.addEdge(clone, node[at + SYMBOL]!, node[at + TARGET]!)
    for (let e = node[at + HEAD]!; e !== -1; e = this.table[e + 3]!) {
      this.addEdge(clone, this.table[e + 1]!, this.table[e + 2]!)
    }
    node[(clone << 3) + LINK] = node[at + LINK]!
    while (p !== NO_STATE) {
      const record = p << 3
      if (node[record + SYMBOL] === symbol) {
        if (node[record + TARGET] !== q) break
        node[record + TARGET] = clone
      } else {
        const entry = node[record + HEAD] === -1 ? -1 : this.entryOf(p, symbol)
        if (entry === -1 || this.table[entry + 2] !== q) break
        this.table[entry + 2] = clone
      }
      p = node[record + LINK]!
    }
    node[at + LINK] = clone
    return clone
  }

  private slotOf(state: number, symbol: number): number {
    let h = imul(state, 0x9e3779b1) ^ imul(symbol, 0x85ebca77)
    h ^= h >>> 15
    return h & this.mask
  }

  // The walk of one text through the automaton: the state reached and the length of the match
  // ending there. Fields, so the hot loops get both from one call without allocating.
  private walkState = 0
  private walkRun = 0

  /**
   * Reads one more symbol of a walk. `gap`: an unmatchable element came before it, so no match
   * continues across. Follows suffix links until a state has a transition on `symbol` (or the root
   * has none), then drops to the longest suffix whose first occurrence ends before `limit`: in a
   * prefix window, the strings that end at or past it lie outside, and shorter suffixes (up the
   * links) occur no later, so the longest valid one is found there.
   */
  private read(symbol: number, gap: boolean, limit: number): void {
    const node = this.node
    let state = gap ? 0 : this.walkState
    let run = gap ? 0 : this.walkRun
    for (;;) {
      const next = this.target(state, symbol)
      if (next !== NO_STATE) {
        state = next
        run++
        break
      }
      if (state === 0) {
        run = 0
        break
      }
      state = node[(state << 3) + LINK]!
      run = node[(state << 3) + LEN]!
    }
    while (node[(state << 3) + FIRST_END]! >= limit) {
      state = node[(state << 3) + LINK]!
      run = node[(state << 3) + LEN]!
    }
    this.walkState = state
    this.walkRun = run
  }
  /** Offset of the hash entry for `(state, symbol)`, or -1. */
  private entryOf(state: number, symbol: number): number {
    const { table, mask } = this
    const key = state + 1
    let slot = this.slotOf(state, symbol)
    for (;;) {
      const at = slot << 2
      const s = table[at]!
      if (s === 0) return -1
      if (s === key && table[at + 1] === symbol) return at
      slot = (slot + 1) & mask
    }
  }

  private target(state: number, symbol: number): number {
    const record = state << 3
    const node = this.node
    if (node[record + SYMBOL] === symbol) return node[record + TARGET]!
    if (node[record + HEAD] === -1) return NO_STATE
    const entry = this.entryOf(state, symbol)
    return entry === -1 ? NO_STATE : this.table[entry + 2]!
  }

  private addEdge(state: number, symbol: number, target: number): void {
    const record = state << 3
    if (this.node[record + SYMBOL] === NO_SYMBOL) {
      this.node[record + SYMBOL] = symbol
      this.node[record + TARGET] = target
      return
    }
    if (2 * ++this.edges > this.mask + 1) this.grow()
    this.insert(state, symbol, target)
  }

  private insert(state: number, symbol: number, target: number): void {
    const { table, mask } = this
    let slot = this.slotOf(state, symbol)
    while (table[slot << 2] !== 0) slot = (slot + 1) & mask
    const at = slot << 2
    const head = (state << 3) + HEAD
    table[at] = state + 1
    table[at + 1] = symbol
    table[at + 2] = target
    table[at + 3] = this.node[head]!
    this.node[head] = at
  }

  /** Doubles the table and re-inserts every entry (rebuilding the per-state lists). */
  private grow(): void {
    const old = this.table
    const used = 4 * (this.mask + 1)
    const slots = 2 * (this.mask + 1)
    this.table = new Int32(4 * slots)
    this.mask = slots - 1
    const node = this.node
    for (let record = HEAD; record < this.states << 3; record += STRIDE) node[record] = -1
    for (let at = 0; at < used; at += 4) {
      const key = old[at]!
      if (key !== 0) this.insert(key - 1, old[at + 1]!, old[at + 2]!)
    }
  }
}
