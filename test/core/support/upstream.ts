/** npm difflib@0.2.4's SequenceMatcher, typed with the methods @types/difflib leaves out. */
import difflib from 'difflib'
import type { MatchingBlock, Opcode } from '../../../src/core/sequence-matcher.js'

interface UpstreamMatcher {
  setSeq1(a: string | string[]): void
  setSeq2(b: string | string[]): void
  findLongestMatch(alo: number, ahi: number, blo: number, bhi: number): MatchingBlock
  getMatchingBlocks(): MatchingBlock[]
  getOpcodes(): Opcode[]
  getGroupedOpcodes(n?: number): Opcode[][]
  ratio(): number
  quickRatio(): number
  realQuickRatio(): number
}

type UpstreamConstructor = new (
  isjunk: ((x: string) => boolean) | null,
  a: string | string[],
  b: string | string[],
  autojunk?: boolean,
) => UpstreamMatcher

export const UpstreamSequenceMatcher = difflib.SequenceMatcher as unknown as UpstreamConstructor
