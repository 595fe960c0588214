import COMMON_WORDS from './data/common-words.json' with { type: 'json' }
import NEGATION_WORDS from './data/negation-words.json' with { type: 'json' }
import { clip, foldText, stem } from './text.js'
import type { GuardVerdict } from './verdict.js'

/** One clause of a text with its polarity: `negative` when it holds an odd number of negators. */
export interface Statement {
  /** The clause as written (folded), for messages. */
  text: string
  negative: boolean
  /** Stems of its content words: what aligns it with a clause of the other text. */
  words: string[]
}

const NEGATORS = new Set(NEGATION_WORDS.negators)
const CONTRACTIONS = new Set(Object.keys(NEGATION_WORDS.contractions))
const NEGATIVE_FORMS = new Map<string, string>(Object.entries(NEGATION_WORDS.negativeForms))
const NEUTRAL = new Set([...NEGATION_WORDS.neutral, ...COMMON_WORDS.function])
// Words that open a new clause: a flipped subordinate clause ("because the order had not
// shipped") is then a statement of its own instead of hiding inside the main one.
const CLAUSE_OPENERS = new Set([
  'and',
  'but',
  'because',
  'although',
  'though',
  'while',
  'whereas',
  'unless',
  'if',
  'when',
  'whenever',
  'since',
  'so',
  'once',
  'after',
  'before',
  'until',
  'however',
  'whether',
  'as',
])

// A word (letters, digits, inner apostrophes and hyphens) or a clause boundary: sentence punctuation
// followed by a space or the end, a comma, a bracket, a line break, a dash between spaces.
const TOKEN = /([\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*)|([.!?;:](?=\s|$|["')\]])|[,()\n\u2014]|\s[-\u2013]\s)/gu

interface Fragment {
  tokens: number
  start: number
  end: number
  negations: number
  words: string[]
  /** Opened by a clause-opening word: a clause of its own however short. */
  opener: boolean
  sentence: number
  listed: boolean
}

function fragment(start: number, sentence: number, opener: boolean, negations = 0): Fragment {
  return { tokens: 0, start, end: start, negations, words: [], opener, sentence, listed: false }
}

// "without" negates the phrase after it, not its whole clause: its fragment takes the next two
// content words, then the clause it interrupted goes on ("Requests without an API key are accepted").
const WITHOUT_SCOPE = 2

/** Splits a folded text into fragments at sentence punctuation, commas, brackets and clause openers. */
function fragmentsOf(text: string): Fragment[] {
  const fragments: Fragment[] = []
  let sentence = 0
  let current = fragment(0, sentence, false)
  let outer: Fragment | null = null
  let scopeLeft = 0
  const push = (f: Fragment): void => {
    if (f.listed) return
    f.listed = true
    fragments.push(f)
  }
  const close = (): void => {
    push(current)
    outer = null
    scopeLeft = 0
  }
  TOKEN.lastIndex = 0
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index
    if (m[2] !== undefined) {
      close()
      if (/[.!?;:\n]/.test(m[0])) sentence++
      current = fragment(at + m[0].length, sentence, false)
      continue
    }
    let word = m[1]!.toLowerCase()
    if (word === 'without') {
      push(current)
      if (outer === null) outer = current
      current = fragment(at, sentence, true, 1)
      scopeLeft = WITHOUT_SCOPE
      current.tokens = 1
      current.end = at + m[0].length
      continue
    }
    if (CLAUSE_OPENERS.has(word) && current.tokens > 0) {
      close()
      current = fragment(at, sentence, true)
    } else if (current.tokens === 0 && CLAUSE_OPENERS.has(word)) current.opener = true
    if (current.tokens++ === 0) current.start = at
    current.end = at + m[0].length
    if (CONTRACTIONS.has(word) || word.endsWith("n't")) {
      current.negations++
      continue
    }
    if (word.endsWith("'s")) word = word.slice(0, -2)
    const positive = NEGATIVE_FORMS.get(word)
    if (positive !== undefined) {
      current.negations++
      word = positive
    } else if (NEGATORS.has(word)) {
      current.negations++
      continue
    }
    if (NEUTRAL.has(word)) continue
    current.words.push(stem(word))
    if (scopeLeft > 0 && --scopeLeft === 0 && outer !== null) {
      push(current)
      current = outer
      outer = null
    }
  }
  close()
  return fragments
}

/**
 * Joins fragments into clauses: a short fragment that opens a sentence without a negation lends its
 * words to the next fragment ("On the free plan, this feature isn't available"); a one-word
 * fragment with a negation joins the one before it ("battery life, however, is not improved").
 */
function clausesOf(text: string): Fragment[] {
  const clauses: Fragment[] = []
  let carry: Fragment | null = null
  let sentence = -1
  let inSentence = 0
  for (const f of fragmentsOf(text)) {
    if (f.sentence !== sentence) {
      if (carry !== null) clauses.push(carry)
      carry = null
      sentence = f.sentence
      inSentence = 0
    }
    if (f.words.length === 0) continue
    if (carry !== null && f.opener) {
      clauses.push(carry)
      inSentence++
      carry = null
    }
    if (carry !== null) {
      f.words = [...carry.words, ...f.words]
      f.start = Math.min(f.start, carry.start)
      f.end = Math.max(f.end, carry.end)
      carry = null
    }
    const previous = clauses[clauses.length - 1]
    if (!f.opener && f.words.length < 3 && inSentence === 0 && f.negations === 0) {
      carry = f
      continue
    }
    if (!f.opener && f.words.length < 2 && f.negations > 0 && inSentence > 0 && previous !== undefined) {
      previous.negations += f.negations
      previous.words.push(...f.words)
      previous.end = Math.max(previous.end, f.end)
      continue
    }
    clauses.push(f)
    inSentence++
  }
  if (carry !== null) clauses.push(carry)
  return clauses
}

/**
 * The clauses of a text with their polarity. Negators (`not`, `n't`, `never`, `no`, `none`,
 * `nobody`, `nothing`, `without`, `cannot`, `unless`, `fails to`, `unable`, ...) and negative forms
 * (`unavailable` = not available, `declined` = not approved) each flip the clause they are in, so
 * `did not` = `didn't`, `never` = `not ever`, `cannot` = `is unable to` = `is not able to`, and two
 * negators cancel. Clauses end at sentence punctuation, commas and clause-opening words (`because`,
 * `if`, `which`, `and`, ...); a fragment with one content word joins the clause before it.
 *
 * @example
 * statementsOf('The payment was not approved.')[0]!.negative // true
 */
export function statementsOf(text: string): Statement[] {
  const folded = foldText(text)
  return clausesOf(folded).map((clause) => ({
    text: folded.slice(clause.start, clause.end),
    negative: clause.negations % 2 === 1,
    words: clause.words,
  }))
}

const POSITIVE = 1
const NEGATIVE = 2

/** Content word -> the polarities (bit set) of the clauses it occurs in. */
function polarities(statements: readonly Statement[]): Map<string, number> {
  const map = new Map<string, number>()
  for (const statement of statements) {
    const bit = statement.negative ? NEGATIVE : POSITIVE
    for (const word of statement.words) map.set(word, (map.get(word) ?? 0) | bit)
  }
  return map
}

/** The words of `statement` whose polarity is the opposite in the other text, or [] if it agrees. */
function flippedWords(statement: Statement, own: Map<string, number>, other: Map<string, number>): string[] {
  let agree = 0
  const flipped: string[] = []
  for (const word of statement.words) {
    const mine = own.get(word)
    const theirs = other.get(word)
    // A word said both ways in either text (common in long texts) says nothing about this clause.
    if (theirs === undefined || mine === POSITIVE + NEGATIVE || theirs === POSITIVE + NEGATIVE) continue
    if (mine === theirs) agree++
    else flipped.push(word)
  }
  // One flipped word is enough evidence only for a one-word clause ("so you don't lose anything").
  return flipped.length > agree && flipped.length >= Math.min(2, statement.words.length) ? flipped : []
}

/** The clause of `statements` that shares the most of `words`, for the message. */
function counterpart(statements: readonly Statement[], words: readonly string[]): Statement | undefined {
  let best: Statement | undefined
  let bestShared = 0
  for (const statement of statements) {
    const shared = statement.words.filter((word) => words.includes(word)).length
    if (shared > bestShared) {
      best = statement
      bestShared = shared
    }
  }
  return best
}

/** The two clauses cut to where they differ, keeping one word of context on each side. */
function differingParts(a: string, b: string): [string, string] {
  const x = a.trim().split(/\s+/)
  const y = b.trim().split(/\s+/)
  const same = (p: string | undefined, q: string | undefined): boolean =>
    p !== undefined && q !== undefined && p.toLowerCase() === q.toLowerCase()
  let head = 0
  while (head < x.length && head < y.length && same(x[head], y[head])) head++
  let tail = 0
  while (tail < x.length - head && tail < y.length - head && same(x[x.length - 1 - tail], y[y.length - 1 - tail])) {
    tail++
  }
  const from = Math.max(0, head - 1)
  const cut = (words: string[]): string => words.slice(from, words.length - Math.max(0, tail - 1)).join(' ')
  return [clip(cut(x)), clip(cut(y))]
}

/**
 * Checks that two texts make their statements with the same polarity. Sentences may be reordered,
 * split or joined, so statements are not paired by position: each content word (stemmed, function
 * words left out) gets the polarity of the clauses it occurs in, per text. A clause of one text has
 * flipped when more of its content words have the opposite polarity in the other text than the
 * same one; words that occur both ways in a text (frequent in long texts) do not vote. So
 * "The payment was approved." and "The payment wasn't approved." fail on `payment` and `approved`,
 * while "The deploy doesn't start if the build fails." and "If the build fails, the deploy does not
 * start." pass however the clauses are ordered.
 *
 * @example
 * checkNegation('The payment was approved.', 'The payment was not approved.').message
 * // 'negation differs: "was approved" became "was not approved"'
 */
export function checkNegation(expected: string, received: string): GuardVerdict {
  const e = statementsOf(expected)
  const r = statementsOf(received)
  const eMap = polarities(e)
  const rMap = polarities(r)
  const missing: string[] = []
  const added: string[] = []
  let message = 'negation agrees'
  for (const statement of e) {
    const flipped = flippedWords(statement, eMap, rMap)
    if (flipped.length === 0) continue
    missing.push(clip(statement.text))
    const other = counterpart(r, flipped)
    if (missing.length === 1 && other !== undefined) {
      const [from, to] = differingParts(statement.text, other.text)
      message = `negation differs: "${from}" became "${to}"`
    }
  }
  for (const statement of r) {
    if (flippedWords(statement, rMap, eMap).length > 0) added.push(clip(statement.text))
  }
  if (missing.length === 0 && added.length > 0) {
    message = `negation differs: received "${added[0]}", the opposite of what expected says`
  }
  return {
    kind: 'negation',
    pass: missing.length === 0 && added.length === 0,
    expected: e.filter((s) => s.negative).map((s) => clip(s.text)),
    received: r.filter((s) => s.negative).map((s) => clip(s.text)),
    missing,
    added,
    message,
  }
}
