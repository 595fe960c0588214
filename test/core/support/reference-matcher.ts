/**
 * Test oracle: difflib's straightforward quadratic longest-match search (the one src/core
 * replaced with a suffix automaton), plus just enough of the matcher around it to produce
 * matching blocks, opcodes and the ratio. Kept deliberately independent of src/core's code so a
 * shared bug cannot hide; only the types are shared.
 */
import type { IsJunk, MatchingBlock, Opcode, OpcodeTag, Sequence } from '../../../src/core/sequence-matcher.js'

export class QuadraticMatcher {
  private readonly b2j = new Map<string, number[]>()
  private readonly bjunk = new Set<string>()

  constructor(
    isjunk: IsJunk,
    private readonly a: Sequence,
    private readonly b: Sequence,
    autojunk = true,
  ) {
    for (let i = 0; i < b.length; i++) {
      const elt = b[i]!
      const indices = this.b2j.get(elt)
      if (indices) indices.push(i)
      else this.b2j.set(elt, [i])
    }
    if (isjunk) for (const elt of [...this.b2j.keys()]) if (isjunk(elt)) this.bjunk.add(elt)
    for (const elt of this.bjunk) this.b2j.delete(elt)
    if (autojunk && b.length >= 200) {
      const ntest = Math.floor(b.length / 100) + 1
      for (const [elt, indices] of [...this.b2j]) if (indices.length > ntest) this.b2j.delete(elt)
    }
  }

  findLongestMatch(alo: number, ahi: number, blo: number, bhi: number): MatchingBlock {
    const { a, b, b2j, bjunk } = this
    let [besti, bestj, bestsize] = [alo, blo, 0]
    let j2len = new Map<number, number>()
    for (let i = alo; i < ahi; i++) {
      const next = new Map<number, number>()
      for (const j of b2j.get(a[i]!) ?? []) {
        if (j < blo) continue
        if (j >= bhi) break
        const k = (j2len.get(j - 1) ?? 0) + 1
        next.set(j, k)
        if (k > bestsize) [besti, bestj, bestsize] = [i - k + 1, j - k + 1, k]
      }
      j2len = next
    }
    // Grow over equal non-junk elements, then over equal junk elements, on both sides.
    for (const junk of [false, true]) {
      while (besti > alo && bestj > blo && bjunk.has(b[bestj - 1]!) === junk && a[besti - 1] === b[bestj - 1]) {
        besti--
        bestj--
        bestsize++
      }
      while (
        besti + bestsize < ahi &&
        bestj + bestsize < bhi &&
        bjunk.has(b[bestj + bestsize]!) === junk &&
        a[besti + bestsize] === b[bestj + bestsize]
      ) {
        bestsize++
      }
    }
    return [besti, bestj, bestsize]
  }

  getMatchingBlocks(): MatchingBlock[] {
    return blocksOfRecursion(
      (alo, ahi, blo, bhi) => this.findLongestMatch(alo, ahi, blo, bhi),
      this.a.length,
      this.b.length,
    )
  }

  getOpcodes(): Opcode[] {
    const codes: Opcode[] = []
    let [i, j] = [0, 0]
    for (const [ai, bj, size] of this.getMatchingBlocks()) {
      const tag: OpcodeTag | null = i < ai ? (j < bj ? 'replace' : 'delete') : j < bj ? 'insert' : null
      if (tag) codes.push([tag, i, ai, j, bj])
      ;[i, j] = [ai + size, bj + size]
      if (size) codes.push(['equal', ai, i, bj, j])
    }
    return codes
  }

  ratio(): number {
    const matches = this.getMatchingBlocks().reduce((sum, block) => sum + block[2], 0)
    const total = this.a.length + this.b.length
    return total ? (2 * matches) / total : 1
  }
}

/**
 * difflib's get_matching_blocks over any longest-match search: the recursion on both sides of each
 * match, the blocks sorted and adjacent ones merged, then the closing sentinel. The reference for
 * the matcher (with the quadratic search above) and for the 1 MB bench (with fresh searches).
 */
export function blocksOfRecursion(
  find: (alo: number, ahi: number, blo: number, bhi: number) => MatchingBlock,
  aLength: number,
  bLength: number,
): MatchingBlock[] {
  const queue: Array<[number, number, number, number]> = [[0, aLength, 0, bLength]]
  const blocks: MatchingBlock[] = []
  while (queue.length) {
    const [alo, ahi, blo, bhi] = queue.pop()!
    const [i, j, k] = find(alo, ahi, blo, bhi)
    if (!k) continue
    blocks.push([i, j, k])
    if (alo < i && blo < j) queue.push([alo, i, blo, j])
    if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi])
  }
  blocks.sort((x, y) => x[0] - y[0] || x[1] - y[1])
  const merged: MatchingBlock[] = []
  for (const block of blocks) {
    const last = merged[merged.length - 1]
    if (last && last[0] + last[2] === block[0] && last[1] + last[2] === block[1]) last[2] += block[2]
    else merged.push([...block])
  }
  merged.push([aLength, bLength, 0])
  return merged
}
