export { SequenceMatcher } from './sequence-matcher.js'
export type { Sequence, MatchingBlock, Opcode, OpcodeTag, IsJunk } from './sequence-matcher.js'
