import { ScoringBudgetError } from './budget.js'
import { SequenceMatcher, type Opcode, type Sequence } from './sequence-matcher.js'
import { tokenize } from './tokenize.js'

/** Paints a span of the diff, e.g. a picocolors function; the identity when there is no color. */
type Color = (text: string) => string

// The one diff of the received text against the expected one, as the textual-difference scorer
// sees it (difflib's SequenceMatcher, no junk, autojunk off). Three readers, three budgets: the
// matcher message and the CLI (compactDiff, a one-line word diff that falls back to coarser tokens),
// the HTML report's stored word edits, and the page's own diff when a person opens a row.

/** Search steps of the word edits the HTML report stores: a report must not spend seconds on one pair. */
export const REPORT_DIFF_BUDGET = 5_000_000

/** Search steps of a diff the report page computes when a row is opened: past it the page says so. */
export const PAGE_DIFF_BUDGET = 20_000_000

/** `[expected from, to, received from, to]` of one change, in UTF-16 code units. */
export type Edit = [number, number, number, number]

/** difflib's opcodes (no junk, autojunk off) when they fit in `budget` search steps, else null. */
function boundedOpcodes(a: Sequence, b: Sequence, budget: number): Opcode[] | null {
  try {
    return new SequenceMatcher(null, a, b, false, { budget }).getOpcodes()
  } catch (error) {
    if (error instanceof ScoringBudgetError) return null
    throw error
  }
}

/**
 * The changes (non-equal opcodes) that turn `expected` into `received`, compared by UTF-16 code
 * units (`'char'`) or word tokens (`'word'`), with offsets in code units; null past `budget`.
 *
 * @example
 * textEdits('a cat', 'a cut', 'char', 1e6) // [[3, 4, 3, 4]]
 */
export function textEdits(
  expected: string,
  received: string,
  granularity: 'char' | 'word',
  budget: number,
): Edit[] | null {
  if (granularity === 'char') {
    const ops = boundedOpcodes(expected, received, budget)
    if (ops === null) return null
    return ops.filter((op) => op[0] !== 'equal').map(([, i1, i2, j1, j2]): Edit => [i1, i2, j1, j2])
  }
  const a = tokenize(expected, 'word')
  const b = tokenize(received, 'word')
  const ops = boundedOpcodes(a, b, budget)
  if (ops === null) return null
  const x = offsets(a)
  const y = offsets(b)
  return ops.filter((op) => op[0] !== 'equal').map(([, i1, i2, j1, j2]): Edit => [x[i1]!, x[i2]!, y[j1]!, y[j2]!])
}

/** The code-unit offset where each token starts, plus the end. */
function offsets(tokens: readonly string[]): number[] {
  const at = [0]
  for (const token of tokens) at.push(at[at.length - 1]! + token.length)
  return at
}

/** How the compact diff is cut down on long texts. */
export interface CompactDiffOptions {
  /** Word tokens (words, spaces, punctuation) kept on each side of a change. @default 8 */
  context?: number
  /** Changes shown before the rest are only counted. @default 3 */
  maxChanges?: number
  /**
   * Escapes each piece of text the diff shows (control characters made visible), applied after the
   * diff is computed on the real texts, so an escape never splits into tokens of its own.
   * `\r`, `\n` and `\t` are always shown as such. @default the identity
   */
  escape?: (text: string) => string
  /** Color of text only in the expected text. */
  expectedColor?: Color
  /** Color of text only in the received text. */
  receivedColor?: Color
  /**
   * Most search steps of the word diff, and then of the line diff it falls back to; past both,
   * the diff is one change between the common leading and trailing words.
   * @default max(200_000, 16 per token)
   */
  budget?: number
}

const identity: Color = (text) => text
const ELLIPSIS = '…'

const MAX_SPAN = 80

// A changed span longer than this keeps its start and end: the diff stays a line, not a page.
function clip(text: string): string {
  return text.length > MAX_SPAN ? `${text.slice(0, 50)}…${text.slice(-25)}` : text
}

// Keeps the diff on one line per change run and makes invisible characters visible.
function visible(text: string): string {
  return text.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t')
}

/**
 * A one-line, word-level diff of `expected` against `received`: text only in expected is shown as
 * `[-text-]`, text only in received as `{+text+}`, so it reads without color. Long unchanged runs
 * keep `context` tokens around each change; after `maxChanges` changes the rest are counted.
 *
 * @example
 * compactDiff('The quick brown fox', 'The quick brown cat') // 'The quick brown [-fox-]{+cat+}'
 */
export function compactDiff(expected: string, received: string, options: CompactDiffOptions = {}): string {
  return expected === received ? '(no differences)' : renderDiff(expected, received, options).text
}

/** A rendered diff, and whether it says itself that the texts go on before and after what it shows. */
interface RenderedDiff {
  text: string
  /** It starts with an ellipsis: its first unchanged run was cut. */
  cutBefore: boolean
  /** It ends with an ellipsis or a count of the changes left out. */
  cutAfter: boolean
}

function renderDiff(expected: string, received: string, options: CompactDiffOptions): RenderedDiff {
  const { context = 8, maxChanges = 3, expectedColor = identity, receivedColor = identity, budget } = options
  const escapeText = options.escape ?? identity
  const shownText = (text: string): string => escapeText(visible(text))
  const segments = mergeReplacements(segmentsOf(expected, received, budget))
  const total = segments.filter((segment) => segment.kind === 'change').length
  let out = ''
  let shown = 0
  let cutBefore = false
  let cutAfter = false
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!
    if (segment.kind === 'equal') {
      const { tokens } = segment
      const isFirst = index === 0
      const isLast = index === segments.length - 1 || shown === maxChanges
      if (isFirst && tokens.length > context) {
        out += ELLIPSIS + shownText(tokens.slice(-context).join(''))
        cutBefore = true
      } else if (isLast && tokens.length > context) {
        // When changes are left out, the "… N more changes" suffix already says the text goes on.
        out += shownText(tokens.slice(0, context).join('')) + (shown < total ? '' : ELLIPSIS)
        cutAfter = true
      } else if (!isFirst && !isLast && tokens.length > 2 * context) {
        const [head, tail] = [tokens.slice(0, context), tokens.slice(-context)]
        out += `${shownText(head.join(''))} ${ELLIPSIS} ${shownText(tail.join(''))}`
      } else {
        out += shownText(tokens.join(''))
      }
      if (shown === maxChanges) break
      continue
    }
    if (shown === maxChanges) break
    if (segment.removed) out += expectedColor(`[-${shownText(clip(segment.removed))}-]`)
    if (segment.added) out += receivedColor(`{+${shownText(clip(segment.added))}+}`)
    shown++
  }
  const hidden = total - shown
  if (hidden > 0) {
    out += ` ${ELLIPSIS} ${hidden} more ${hidden === 1 ? 'change' : 'changes'}`
    cutAfter = true
  }
  return { text: out, cutBefore, cutAfter }
}

type Segment = { kind: 'equal'; tokens: string[] } | { kind: 'change'; removed: string; added: string }

// Search steps allowed per token for the word and line diffs (at least DIFF_MIN_BUDGET). The diff
// runs on a failing assertion, after the score: on texts too repetitive for that budget it must
// not cost more than the score did, so it falls back to coarser tokens instead.
const DIFF_BUDGET_PER_TOKEN = 16
const DIFF_MIN_BUDGET = 200_000

function segmentsOf(expected: string, received: string, budget: number | undefined): Segment[] {
  const a = tokenize(expected, 'word')
  const b = tokenize(received, 'word')
  const words = messageOpcodes(a, b, budget)
  if (words) return words.map((op) => segmentOf(op, a, b, false))
  // Too repetitive word by word: whole lines, then one change between the common ends.
  const lineA = tokenize(expected, 'line')
  const lineB = tokenize(received, 'line')
  const lines = messageOpcodes(lineA, lineB, budget)
  if (lines) return lines.map((op) => segmentOf(op, lineA, lineB, true))
  return endsOpcodes(a, b).map((op) => segmentOf(op, a, b, false))
}

function segmentOf([tag, i1, i2, j1, j2]: Opcode, a: readonly string[], b: readonly string[], lines: boolean): Segment {
  if (tag !== 'equal') return { kind: 'change', removed: a.slice(i1, i2).join(''), added: b.slice(j1, j2).join('') }
  // Equal lines are cut into words, so the context around a change is still counted in words.
  return { kind: 'equal', tokens: lines ? tokenize(a.slice(i1, i2).join(''), 'word') : a.slice(i1, i2) }
}

function messageOpcodes(a: readonly string[], b: readonly string[], steps: number | undefined): Opcode[] | null {
  return boundedOpcodes(a, b, steps ?? Math.max(DIFF_MIN_BUDGET, DIFF_BUDGET_PER_TOKEN * (a.length + b.length)))
}

/** The coarsest diff, in linear time: common leading and trailing tokens, one change between. */
function endsOpcodes(a: readonly string[], b: readonly string[]): Opcode[] {
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  const opcodes: Opcode[] = []
  if (start) opcodes.push(['equal', 0, start, 0, start])
  opcodes.push(['replace', start, a.length - end, start, b.length - end])
  if (end) opcodes.push(['equal', a.length - end, a.length, b.length - end, b.length])
  return opcodes
}

// "[-fox jumps-]{+dog sleeps+}" reads better than "[-fox-]{+dog+} [-jumps-]{+sleeps+}": two
// replacements separated by one whitespace token become one.
function mergeReplacements(segments: Segment[]): Segment[] {
  const merged: Segment[] = []
  for (const segment of segments) {
    const gap = merged[merged.length - 1]
    const before = merged[merged.length - 2]
    if (
      segment.kind === 'change' &&
      segment.removed &&
      segment.added &&
      gap?.kind === 'equal' &&
      gap.tokens.length === 1 &&
      /^\s+$/.test(gap.tokens[0]!) &&
      before?.kind === 'change' &&
      before.removed &&
      before.added
    ) {
      const space = gap.tokens[0]!
      merged.splice(-2, 2, {
        kind: 'change',
        removed: before.removed + space + segment.removed,
        added: before.added + space + segment.added,
      })
      continue
    }
    merged.push(segment)
  }
  return merged
}

// A failure message diffs texts of up to this many characters (both together) whole, as above:
// tens of milliseconds at most. Longer texts are diffed only over the span where they differ,
// past their common start and end, and only while that span is at most a tenth of their length:
// a word diff costs about ten times what the cheapest score (content similarity) costs per
// character, so the message then costs at most about what scoring the texts did.
const WHOLE_DIFF_CHARS = 40_000
const DIFFED_SHARE = 10
// Characters of the common start and end kept around the differing span, for the diff's context.
const KEPT_CONTEXT = 400

/** Why a message diff was not computed, and where the texts first differ. */
export interface DiffSkipped {
  /** Characters (both texts together) over which the texts differ, past their common start and end. */
  differing: number
  /** The most such characters a message diffs for texts of this length. */
  limit: number
  /** The code-unit offset of the first difference (the same in both texts). */
  firstDifference: number
}

/**
 * The most characters (both texts together) of the differing span that a failure message diffs,
 * for texts of `total` characters together: all of them up to 40,000, then a tenth.
 *
 * @example
 * messageDiffLimit(2_000_000) // 200_000
 */
export function messageDiffLimit(total: number): number {
  return Math.max(WHOLE_DIFF_CHARS, Math.floor(total / DIFFED_SHARE))
}

/** Length of the common start of two strings. */
function commonStart(a: string, b: string): number {
  const most = Math.min(a.length, b.length)
  let at = 0
  while (at < most && a.charCodeAt(at) === b.charCodeAt(at)) at++
  return at
}

/** Length of the common end of two strings, not reaching into their first `start` code units. */
function commonEnd(a: string, b: string, start: number): number {
  const most = Math.min(a.length, b.length) - start
  let at = 0
  while (at < most && a.charCodeAt(a.length - 1 - at) === b.charCodeAt(b.length - 1 - at)) at++
  return at
}

const SPACE = /\s/

/**
 * A cut of `text` near `at`, moved by `step` (1: later, -1: earlier) to just after a whitespace
 * character, but not past `stop`; with no whitespace on the way, `at` itself, moved off the middle
 * of a surrogate pair.
 */
function wordCut(text: string, at: number, stop: number, step: 1 | -1): number {
  for (let cut = at; cut > 0 && cut < text.length && cut !== stop; cut += step) {
    if (SPACE.test(text[cut - 1]!)) return cut
  }
  const code = text.charCodeAt(at)
  return code >= 0xdc00 && code <= 0xdfff && at > 0 ? at - 1 : at
}

/**
 * {@link compactDiff}, with its work bounded by the texts' length: texts of up to 40,000 characters
 * together are diffed whole; longer ones only over the span where they differ (with some of their
 * common start and end around it, for context) when that span is within {@link messageDiffLimit},
 * and otherwise not at all: then where they differ and why the diff was skipped come back instead.
 *
 * @example
 * const out = boundedCompactDiff(big, bigWithOneTypo)
 * typeof out === 'string' // true: only the sentence around the typo was diffed
 */
export function boundedCompactDiff(
  expected: string,
  received: string,
  options: CompactDiffOptions = {},
): string | DiffSkipped {
  const total = expected.length + received.length
  if (total <= WHOLE_DIFF_CHARS || expected === received) return compactDiff(expected, received, options)
  const start = commonStart(expected, received)
  const end = commonEnd(expected, received, start)
  const differing = total - 2 * (start + end)
  const limit = messageDiffLimit(total)
  if (differing > limit) return { differing, limit, firstDifference: start }
  // Cut in the common parts, at whitespace, so the context shown starts and ends with whole words.
  const from = wordCut(expected, Math.max(0, start - KEPT_CONTEXT), start, 1)
  const tail =
    expected.length - wordCut(expected, expected.length - Math.max(0, end - KEPT_CONTEXT), expected.length - end, -1)
  // The cut texts still differ: the differing span is inside them.
  const diff = renderDiff(
    expected.slice(from, expected.length - tail),
    received.slice(from, received.length - tail),
    options,
  )
  // The texts go on past what was diffed: say so where the diff itself did not.
  const before = from > 0 && !diff.cutBefore ? ELLIPSIS : ''
  const after = tail > 0 && !diff.cutAfter ? ELLIPSIS : ''
  return before + diff.text + after
}
