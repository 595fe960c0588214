/**
 * Exact longest-common-substring search for SequenceMatcher, with difflib's tie-breaking.
 *
 * Sequences arrive as integer symbols; a negative symbol is an element that may not take part
 * in a core match (absent from `b2j`: junk, popular, or missing from `b`). A suffix automaton
 * is built over the shorter of the two windows and the other window is streamed through it,
 * so one search costs time linear in the window sizes instead of difflib's
 * `O(len(a window) * occurrences)` dynamic programme.
 */

const NO_STATE = -1
const EMPTY_SLOT = -1
// Symbol fed to the automaton for a non-matchable element. The streamed side never asks for it,
// so substrings that cross such an element exist in the automaton but can never be matched.
const SEPARATOR = -1

/** `[i, j, size]` of the core match: earliest in `a`, then earliest in `b`, among the longest. */
export type CoreMatch = [i: number, j: number, size: number]

export class LongestMatchFinder {
  // Per state: length of its longest string, suffix link, end index (in the built sequence) of
  // its first occurrence, and the head of its outgoing-edge list.
  private length = new Int32Array(0)
  private link = new Int32Array(0)
  private firstEnd = new Int32Array(0)
  private edgeHead = new Int32Array(0)
  // Edges as singly linked lists per state (for copying a state's edges into a clone).
  private edgeNext = new Int32Array(0)
  private edgeSymbol = new Int32Array(0)
  private edgeTarget = new Int32Array(0)
  // Open-addressing hash (state, symbol) -> edge, for O(1) transitions on any alphabet size.
  private slotState = new Int32Array(0)
  private slotSymbol = new Int32Array(0)
  private slotEdge = new Int32Array(0)
  private mask = 0
  private states = 0
  private edges = 0
  private last = 0

  /**
   * Longest run where `a[i + t] === b[j + t] >= 0` for all `t < size`, inside `a[alo, ahi)` and
   * `b[blo, bhi)`. Among the longest, the one with the smallest `i`, then the smallest `j`.
   * Returns `[alo, blo, 0]` when there is no match.
   */
  find(a: Int32Array, alo: number, ahi: number, b: Int32Array, blo: number, bhi: number): CoreMatch {
    if (ahi <= alo || bhi <= blo) return [alo, blo, 0]
    if (bhi - blo <= ahi - alo) {
      this.build(b, blo, bhi)
      return this.streamA(a, alo, ahi, blo)
    }
    this.build(a, alo, ahi)
    return this.streamB(b, blo, bhi, alo)
  }

  /** Stream `a` through an automaton of `b`: the first end `i` reaching a new maximum wins. */
  private streamA(a: Int32Array, alo: number, ahi: number, blo: number): CoreMatch {
    const { length, link, firstEnd } = this
    let state = 0
    let run = 0
    let bestSize = 0
    let bestEndI = 0
    let bestState = 0
    for (let i = alo; i < ahi; i++) {
      const symbol = a[i]!
      if (symbol < 0) {
        state = 0
        run = 0
        continue
      }
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
        state = link[state]!
        run = length[state]!
      }
      if (run > bestSize) {
        bestSize = run
        bestEndI = i
        bestState = state
      }
    }
    if (bestSize === 0) return [alo, blo, 0]
    // All strings of a state share their end positions, so its first end gives the earliest j.
    return [bestEndI - bestSize + 1, firstEnd[bestState]! - bestSize + 1, bestSize]
  }

  /**
   * Stream `b` through an automaton of `a`. Each end `j` proposes its longest match with the
   * earliest start in `a`; the smallest `(i, j)` among the longest proposals is difflib's answer.
   */
  private streamB(b: Int32Array, blo: number, bhi: number, alo: number): CoreMatch {
    const { length, link, firstEnd } = this
    let state = 0
    let run = 0
    let bestSize = 0
    let bestI = alo
    let bestJ = blo
    for (let j = blo; j < bhi; j++) {
      const symbol = b[j]!
      if (symbol < 0) {
        state = 0
        run = 0
        continue
      }
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
        state = link[state]!
        run = length[state]!
      }
      if (run === 0 || run < bestSize) continue
      const i = firstEnd[state]! - run + 1
      if (run > bestSize || i < bestI) {
        bestSize = run
        bestI = i
        bestJ = j - run + 1
      }
    }
    return bestSize === 0 ? [alo, blo, 0] : [bestI, bestJ, bestSize]
  }

  private build(text: Int32Array, lo: number, hi: number): void {
    this.reset(hi - lo)
    for (let p = lo; p < hi; p++) {
      const symbol = text[p]!
      this.extend(symbol < 0 ? SEPARATOR : symbol, p)
    }
  }

  private reset(size: number): void {
    const maxStates = 2 * size + 2
    const maxEdges = 3 * size + 4
    if (this.length.length < maxStates) {
      const capacity = Math.max(maxStates, this.length.length * 2)
      this.length = new Int32Array(capacity)
      this.link = new Int32Array(capacity)
      this.firstEnd = new Int32Array(capacity)
      this.edgeHead = new Int32Array(capacity)
    }
    if (this.edgeNext.length < maxEdges) {
      const capacity = Math.max(maxEdges, this.edgeNext.length * 2)
      this.edgeNext = new Int32Array(capacity)
      this.edgeSymbol = new Int32Array(capacity)
      this.edgeTarget = new Int32Array(capacity)
    }
    // Keep the table at most half full; only the part in use is cleared, so small windows stay cheap.
    let slots = 16
    while (slots < 2 * maxEdges) slots *= 2
    if (this.slotState.length < slots) {
      this.slotState = new Int32Array(slots)
      this.slotSymbol = new Int32Array(slots)
      this.slotEdge = new Int32Array(slots)
    }
    this.slotState.fill(EMPTY_SLOT, 0, slots)
    this.mask = slots - 1
    this.states = 1
    this.edges = 0
    this.length[0] = 0
    this.link[0] = NO_STATE
    this.firstEnd[0] = -1
    this.edgeHead[0] = -1
    this.last = 0
  }

  private newState(length: number, firstEnd: number): number {
    const state = this.states++
    this.length[state] = length
    this.firstEnd[state] = firstEnd
    this.edgeHead[state] = -1
    return state
  }

  private extend(symbol: number, position: number): void {
    const { length, link } = this
    const current = this.newState(length[this.last]! + 1, position)
    let p = this.last
    while (p !== NO_STATE && this.target(p, symbol) === NO_STATE) {
      this.addEdge(p, symbol, current)
      p = link[p]!
    }
    if (p === NO_STATE) {
      link[current] = 0
    } else {
      const q = this.target(p, symbol)
      if (length[p]! + 1 === length[q]!) {
        link[current] = q
      } else {
        const clone = this.newState(length[p]! + 1, this.firstEnd[q]!)
        for (let e = this.edgeHead[q]!; e !== -1; e = this.edgeNext[e]!) {
          this.addEdge(clone, this.edgeSymbol[e]!, this.edgeTarget[e]!)
        }
        link[clone] = link[q]!
        while (p !== NO_STATE) {
          const edge = this.edgeOf(p, symbol)
          if (edge === -1 || this.edgeTarget[edge] !== q) break
          this.edgeTarget[edge] = clone
          p = link[p]!
        }
        link[q] = clone
        link[current] = clone
      }
    }
    this.last = current
  }

  private slotOf(state: number, symbol: number): number {
    let h = Math.imul(state, 0x9e3779b1) ^ Math.imul(symbol, 0x85ebca77)
    h ^= h >>> 15
    return h & this.mask
  }

  private edgeOf(state: number, symbol: number): number {
    const { slotState, slotSymbol, mask } = this
    let slot = this.slotOf(state, symbol)
    for (;;) {
      const s = slotState[slot]!
      if (s === EMPTY_SLOT) return -1
      if (s === state && slotSymbol[slot] === symbol) return this.slotEdge[slot]!
      slot = (slot + 1) & mask
    }
  }

  private target(state: number, symbol: number): number {
    const edge = this.edgeOf(state, symbol)
    return edge === -1 ? NO_STATE : this.edgeTarget[edge]!
  }

  private addEdge(state: number, symbol: number, target: number): void {
    const edge = this.edges++
    this.edgeSymbol[edge] = symbol
    this.edgeTarget[edge] = target
    this.edgeNext[edge] = this.edgeHead[state]!
    this.edgeHead[state] = edge
    let slot = this.slotOf(state, symbol)
    while (this.slotState[slot] !== EMPTY_SLOT) slot = (slot + 1) & this.mask
    this.slotState[slot] = state
    this.slotSymbol[slot] = symbol
    this.slotEdge[slot] = edge
  }
}
