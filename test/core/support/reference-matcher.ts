/**
 * A difflib-compatible SequenceMatcher.
 *
 * Same constructor, methods and results as npm `difflib@0.2.4` and CPython's `difflib`
 * (tie-breaking, autojunk, junk extension). Strings are indexed by UTF-16 code units.
 *
 * Test oracle: the straightforward quadratic longest-match search that src/core replaced.
 */

/** A sequence the matcher can compare: a string (UTF-16 code units) or an array of string tokens. */
export type Sequence = string | readonly string[]

/** `[i, j, size]`: `a[i, i + size)` equals `b[j, j + size)`. */
export type MatchingBlock = [i: number, j: number, size: number]

export type OpcodeTag = 'replace' | 'delete' | 'insert' | 'equal'

/** `[tag, i1, i2, j1, j2]`: how to turn `a[i1, i2)` into `b[j1, j2)`. */
export type Opcode = [tag: OpcodeTag, i1: number, i2: number, j1: number, j2: number]

/** Predicate marking elements of `b` as junk, as in difflib. */
export type IsJunk = ((element: string) => boolean) | null | undefined

const EMPTY: readonly number[] = []

function ratioOf(matches: number, length: number): number {
  return length ? (2.0 * matches) / length : 1.0
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
  a: Sequence = ''
  b: Sequence = ''
  /** For each element of `b` (not junk, not popular), the ascending indices where it occurs. */
  b2j: Map<string, number[]> = new Map()
  bjunk: Set<string> = new Set()
  bpopular: Set<string> = new Set()
  private matchingBlocks: MatchingBlock[] | null = null
  private opcodes: Opcode[] | null = null
  private fullbcount: Map<string, number> | null = null
  private initialised = false

  constructor(isjunk?: IsJunk, a: Sequence = '', b: Sequence = '', autojunk = true) {
    this.isjunk = isjunk ?? null
    this.autojunk = autojunk
    this.setSeqs(a, b)
    this.initialised = true
  }

  setSeqs(a: Sequence, b: Sequence): void {
    this.setSeq1(a)
    this.setSeq2(b)
  }

  setSeq1(a: Sequence): void {
    if (this.initialised && a === this.a) return
    this.a = a
    this.matchingBlocks = null
    this.opcodes = null
  }

  setSeq2(b: Sequence): void {
    if (this.initialised && b === this.b) return
    this.b = b
    this.matchingBlocks = null
    this.opcodes = null
    this.fullbcount = null
    this.chainB()
  }

  private chainB(): void {
    const b = this.b
    const b2j = new Map<string, number[]>()
    for (let i = 0; i < b.length; i++) {
      const elt = b[i] as string
      const indices = b2j.get(elt)
      if (indices) indices.push(i)
      else b2j.set(elt, [i])
    }
    const junk = new Set<string>()
    if (this.isjunk) {
      for (const elt of b2j.keys()) if (this.isjunk(elt)) junk.add(elt)
      for (const elt of junk) b2j.delete(elt)
    }
    const popular = new Set<string>()
    const n = b.length
    if (this.autojunk && n >= 200) {
      const ntest = Math.floor(n / 100) + 1
      for (const [elt, idxs] of b2j) if (idxs.length > ntest) popular.add(elt)
      for (const elt of popular) b2j.delete(elt)
    }
    this.b2j = b2j
    this.bjunk = junk
    this.bpopular = popular
  }

  /** True when `element` was marked junk by `isjunk` (popular elements are not junk). */
  isBJunk(element: string): boolean {
    return this.bjunk.has(element)
  }

  /**
   * Longest matching block in `a[alo, ahi)` and `b[blo, bhi)`, extended by junk as difflib does.
   * Ties go to the block starting earliest in `a`, then earliest in `b`.
   */
  findLongestMatch(alo = 0, ahi: number = this.a.length, blo = 0, bhi: number = this.b.length): MatchingBlock {
    const { a, b, b2j, bjunk } = this
    let besti = alo
    let bestj = blo
    let bestsize = 0
    let j2len = new Map<number, number>()
    for (let i = alo; i < ahi; i++) {
      const newj2len = new Map<number, number>()
      for (const j of b2j.get(a[i] as string) ?? EMPTY) {
        if (j < blo) continue
        if (j >= bhi) break
        const k = (j2len.get(j - 1) ?? 0) + 1
        newj2len.set(j, k)
        if (k > bestsize) {
          besti = i - k + 1
          bestj = j - k + 1
          bestsize = k
        }
      }
      j2len = newj2len
    }
    return extendMatch(a, b, bjunk, alo, ahi, blo, bhi, besti, bestj, bestsize)
  }

  /** Matching blocks `[i, j, size]`, ascending, adjacent blocks merged, ending with `[len(a), len(b), 0]`. */
  getMatchingBlocks(): MatchingBlock[] {
    if (this.matchingBlocks) return this.matchingBlocks
    const la = this.a.length
    const lb = this.b.length
    const queue: Array<[number, number, number, number]> = [[0, la, 0, lb]]
    const blocks: MatchingBlock[] = []
    while (queue.length) {
      const [alo, ahi, blo, bhi] = queue.pop()!
      const match = this.findLongestMatch(alo, ahi, blo, bhi)
      const [i, j, k] = match
      if (k) {
        blocks.push(match)
        if (alo < i && blo < j) queue.push([alo, i, blo, j])
        if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi])
      }
    }
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

  /** Opcodes grouped into hunks with up to `n` lines of context, as difflib's `get_grouped_opcodes`. */
  getGroupedOpcodes(n = 3): Opcode[][] {
    let codes = this.getOpcodes().map((op) => [...op] as Opcode)
    if (codes.length === 0) codes = [['equal', 0, 1, 0, 1]]
    const first = codes[0]!
    if (first[0] === 'equal') {
      const [tag, i1, i2, j1, j2] = first
      codes[0] = [tag, Math.max(i1, i2 - n), i2, Math.max(j1, j2 - n), j2]
    }
    const last = codes[codes.length - 1]!
    if (last[0] === 'equal') {
      const [tag, i1, i2, j1, j2] = last
      codes[codes.length - 1] = [tag, i1, Math.min(i2, i1 + n), j1, Math.min(j2, j1 + n)]
    }
    const nn = n + n
    const groups: Opcode[][] = []
    let group: Opcode[] = []
    for (const code of codes) {
      let [tag, i1, i2, j1, j2] = code
      if (tag === 'equal' && i2 - i1 > nn) {
        group.push([tag, i1, Math.min(i2, i1 + n), j1, Math.min(j2, j1 + n)])
        groups.push(group)
        group = []
        i1 = Math.max(i1, i2 - n)
        j1 = Math.max(j1, j2 - n)
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
    if (!this.fullbcount) {
      const counts = new Map<string, number>()
      for (let i = 0; i < this.b.length; i++) {
        const elt = this.b[i] as string
        counts.set(elt, (counts.get(elt) ?? 0) + 1)
      }
      this.fullbcount = counts
    }
    const fullbcount = this.fullbcount
    const avail = new Map<string, number>()
    let matches = 0
    for (let i = 0; i < this.a.length; i++) {
      const elt = this.a[i] as string
      const numb = avail.has(elt) ? avail.get(elt)! : (fullbcount.get(elt) ?? 0)
      avail.set(elt, numb - 1)
      if (numb > 0) matches++
    }
    return ratioOf(matches, this.a.length + this.b.length)
  }

  /** An upper bound on `ratio()` from lengths alone. */
  realQuickRatio(): number {
    const la = this.a.length
    const lb = this.b.length
    return ratioOf(Math.min(la, lb), la + lb)
  }
}

/** difflib's junk extension: grow a core match over equal non-junk, then equal junk, elements on both sides. */
export function extendMatch(
  a: Sequence,
  b: Sequence,
  bjunk: ReadonlySet<string>,
  alo: number,
  ahi: number,
  blo: number,
  bhi: number,
  besti: number,
  bestj: number,
  bestsize: number,
): MatchingBlock {
  while (besti > alo && bestj > blo && !bjunk.has(b[bestj - 1]!) && a[besti - 1] === b[bestj - 1]) {
    besti--
    bestj--
    bestsize++
  }
  while (
    besti + bestsize < ahi &&
    bestj + bestsize < bhi &&
    !bjunk.has(b[bestj + bestsize]!) &&
    a[besti + bestsize] === b[bestj + bestsize]
  ) {
    bestsize++
  }
  while (besti > alo && bestj > blo && bjunk.has(b[bestj - 1]!) && a[besti - 1] === b[bestj - 1]) {
    besti--
    bestj--
    bestsize++
  }
  while (
    besti + bestsize < ahi &&
    bestj + bestsize < bhi &&
    bjunk.has(b[bestj + bestsize]!) &&
    a[besti + bestsize] === b[bestj + bestsize]
  ) {
    bestsize++
  }
  return [besti, bestj, bestsize]
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
