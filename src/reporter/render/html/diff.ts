import { ScoringBudgetError } from '../../../core/budget.js'
import { type Opcode, SequenceMatcher } from '../../../core/sequence-matcher.js'
import { tokenize } from '../../../core/tokenize.js'
import type { RecordTexts } from '../../../records/types.js'

// The texts of one assertion as the page reads them (script.ts), sized for 2,000 assertions of
// 1 KB under 5 MB: the expected text once, and the received text as the word-level edits that
// turn the expected text into it, which are also the word-level diff. Char-level opcodes would
// take a third more room, so the page computes them itself when asked (script.ts has the same
// SequenceMatcher, checked against core's in the tests). Offsets are UTF-16 code units, numbers
// base 36 joined by commas. An edit is a non-equal opcode; the equal run before it has the same
// length on both sides, so one gap number places it in both texts.

/** One record's texts for the page; see the comment above. */
export interface TextsData {
  /** The expected text. */
  e: string
  /**
   * The received text, only without word-level edits: too repetitive to compare within budget, or
   * so different that the edits would take more room than the text.
   */
  r?: string
  /** Word-level edits: `gap,deleted` pairs; their inserted texts are in `i`, in order. */
  w?: string
  i?: string[]
  /** The whole expected and received lengths, only when the text was cut. */
  el?: number
  rl?: number
}

// Far below the scorer's default: a report must not spend seconds on one pathological pair.
const DIFF_BUDGET = 5_000_000

/**
 * Encodes a record's texts with the textual-difference scorer's word-level opcodes (autojunk off,
 * as the scorer's default).
 */
export function encodeTexts(texts: RecordTexts): TextsData {
  const { expected, received } = texts
  const data: TextsData = { e: expected }
  const words = wordEdits(expected, received)
  // Edits that take more room than the text itself mark nearly everything: the text goes as it is.
  if (words === null || words.w.length + JSON.stringify(words.i).length > received.length + 16) data.r = received
  else Object.assign(data, words)
  if (texts.expectedLength > expected.length) data.el = texts.expectedLength
  if (texts.receivedLength > received.length) data.rl = texts.receivedLength
  return data
}

function wordEdits(expected: string, received: string): { w: string; i: string[] } | null {
  const a = tokenize(expected, 'word')
  const b = tokenize(received, 'word')
  const ops = opcodes(a, b)
  if (ops === null) return null
  const aAt = offsets(a)
  const bAt = offsets(b)
  const inserted: string[] = []
  const w = edits(
    ops.map(([tag, i1, i2, j1, j2]): Opcode => [tag, aAt[i1] as number, aAt[i2] as number, j1, j2]),
    (op) => {
      inserted.push(received.slice(bAt[op[3]], bAt[op[4]]))
      return [op[2] - op[1]]
    },
  )
  return { w: w.join(','), i: inserted }
}

/** The code-unit offset where each token starts, plus the end. */
function offsets(tokens: readonly string[]): number[] {
  const at = [0]
  for (const token of tokens) at.push((at[at.length - 1] as number) + token.length)
  return at
}

/** The non-equal opcodes as `gap, ...rest(op)` numbers in base 36; `a` offsets of ops are in code units. */
function edits(ops: readonly Opcode[], rest: (op: Opcode) => number[]): string[] {
  const out: string[] = []
  let end = 0
  for (const op of ops) {
    if (op[0] === 'equal') continue
    out.push(...[op[1] - end, ...rest(op)].map((n) => n.toString(36)))
    end = op[2]
  }
  return out
}

function opcodes(a: string | readonly string[], b: string | readonly string[]): Opcode[] | null {
  try {
    return new SequenceMatcher(null, a, b, false, { budget: DIFF_BUDGET }).getOpcodes()
  } catch (error) {
    if (error instanceof ScoringBudgetError) return null
    throw error
  }
}
