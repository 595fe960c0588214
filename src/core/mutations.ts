// The built-in meaning-changing edits of an expected text: each small, deterministic and
// whole-word. They are data first (the tables below), so a new negation or antonym is one entry.
// English only for now.

/** Which kind of edit made a probe. */
export type ProbeKind = 'negation' | 'number' | 'names' | 'antonym' | 'drop-sentence'

/** One meaning-changing edit of a text. */
export interface Probe {
  kind: ProbeKind
  /** The edited text; never equal to the original. */
  text: string
  /** What changed, e.g. `"was" → "was not" at character 16`. */
  description: string
}

/** The kinds in the order probes are listed. */
const PROBE_KINDS: readonly ProbeKind[] = Object.freeze([
  'negation',
  'number',
  'names',
  'antonym',
  'drop-sentence',
] as const)

// Words that take "not" after them to negate the sentence ("was" → "was not").
const NEGATABLE = [
  'is',
  'are',
  'was',
  'were',
  'does',
  'do',
  'did',
  'has',
  'have',
  'had',
  'should',
  'could',
  'would',
  'must',
]

// Words negated by another word, and the other way round.
const NEGATION_SWAPS: readonly (readonly [string, string])[] = [
  ['can', 'cannot'],
  ['will', "won't"],
]

// Contractions, made positive (the other way, "is" → "is not", is in NEGATABLE).
const CONTRACTIONS: readonly (readonly [string, string])[] = [
  ["isn't", 'is'],
  ["aren't", 'are'],
  ["wasn't", 'was'],
  ["weren't", 'were'],
  ["doesn't", 'does'],
  ["don't", 'do'],
  ["didn't", 'did'],
  ["hasn't", 'has'],
  ["haven't", 'have'],
  ["hadn't", 'had'],
  ["can't", 'can'],
  ["couldn't", 'could'],
  ["wouldn't", 'would'],
  ["shouldn't", 'should'],
  ["mustn't", 'must'],
]

/**
 * Pairs of words of opposite meaning; each is flipped both ways. A word in two pairs takes the
 * antonym of the first.
 */
const ANTONYMS: readonly (readonly [string, string])[] = [
  ['approved', 'rejected'],
  ['approve', 'reject'],
  ['accepted', 'declined'],
  ['increase', 'decrease'],
  ['increased', 'decreased'],
  ['before', 'after'],
  ['allow', 'deny'],
  ['allowed', 'denied'],
  ['success', 'failure'],
  ['successful', 'unsuccessful'],
  ['succeeded', 'failed'],
  ['enabled', 'disabled'],
  ['enable', 'disable'],
  ['true', 'false'],
  ['up', 'down'],
  ['more', 'less'],
  ['always', 'never'],
  ['open', 'closed'],
  ['valid', 'invalid'],
  ['correct', 'incorrect'],
  ['high', 'low'],
  ['higher', 'lower'],
  ['above', 'below'],
  ['maximum', 'minimum'],
  ['first', 'last'],
  ['include', 'exclude'],
  ['included', 'excluded'],
  ['pass', 'fail'],
  ['passed', 'failed'],
  ['add', 'remove'],
  ['added', 'removed'],
  ['start', 'end'],
  ['positive', 'negative'],
  ['available', 'unavailable'],
  ['possible', 'impossible'],
  ['safe', 'unsafe'],
  ['public', 'private'],
  ['input', 'output'],
  ['buy', 'sell'],
  ['win', 'lose'],
  ['left', 'right'],
  ['early', 'late'],
  ['earlier', 'later'],
  ['same', 'different'],
  ['all', 'none'],
  ['locked', 'unlocked'],
  ['online', 'offline'],
  ['paid', 'unpaid'],
  ['complete', 'incomplete'],
  ['present', 'absent'],
  ['inside', 'outside'],
]

// A word: letters, marks and digits, with inner apostrophes ("won't"); the lookarounds make
// matches whole words in any script, which \b (ASCII only) does not.
const WORD = /(?<![\p{L}\p{M}\p{N}'’])[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*(?![\p{L}\p{M}\p{N}])/gu
// A number not glued to a word before it ("v2", "abc123"): 40, 1,000, 3.14.
const NUMBER = /(?<![\p{L}\p{M}\p{N}_.,])\p{Nd}+(?:[.,]\p{Nd}+)*/gu

/** `replacement` in the case pattern of `original`: Approved → Rejected, APPROVED → REJECTED. */
function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase()) {
    return replacement.toUpperCase()
  }
  const first = original.charAt(0)
  if (first !== first.toLowerCase()) return replacement.charAt(0).toUpperCase() + replacement.slice(1)
  return replacement
}

// Lower-case, with the typographic apostrophe read as the plain one, so "won’t" finds its entry.
const key = (word: string): string => word.toLowerCase().replace(/’/g, "'")

interface Word {
  text: string
  index: number
}

function words(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], index: m.index }))
}

const replaceAt = (text: string, index: number, length: number, by: string): string =>
  text.slice(0, index) + by + text.slice(index + length)

const quote = (text: string): string => JSON.stringify(text)

const NEGATION_TABLE = new Map<string, string>([
  ...NEGATABLE.map((w): [string, string] => [w, `${w} not`]),
  ...NEGATION_SWAPS.flatMap(([a, b]): [string, string][] => [
    [a, b],
    [b, a],
  ]),
  ...CONTRACTIONS,
])

function* negations(text: string): Generator<Probe> {
  const list = words(text)
  for (let i = 0; i < list.length; i++) {
    const word = list[i] as Word
    const lower = key(word.text)
    const end = word.index + word.text.length
    if (lower === 'not' || lower === 'no') {
      // Removing "not"/"no" with the space after it; "No errors" becomes "Errors".
      const space = text.slice(end).match(/^\s+(?=[\p{L}\p{N}])/u)
      if (!space) continue
      const rest = text.slice(end + space[0].length)
      const capital = word.text.charAt(0) !== word.text.charAt(0).toLowerCase()
      const edited = text.slice(0, word.index) + (capital ? rest.charAt(0).toUpperCase() + rest.slice(1) : rest)
      yield { kind: 'negation', text: edited, description: `remove ${quote(word.text)} at character ${word.index}` }
      continue
    }
    const next = list[i + 1]
    // "is not" is negated already: removing the "not" is its probe, "is not not" is none.
    if (next && key(next.text) === 'not' && /^\s+$/.test(text.slice(end, next.index))) continue
    const replacement = NEGATION_TABLE.get(lower)
    if (replacement === undefined) continue
    const by = matchCase(word.text, replacement)
    yield {
      kind: 'negation',
      text: replaceAt(text, word.index, word.text.length, by),
      description: `${quote(word.text)} → ${quote(by)} at character ${word.index}`,
    }
  }
}

// Another magnitude: a zero after the integer part (40 → 400, 1,000 → 10,000, 0.5 → 10.5).
function otherMagnitude(number: string): string {
  const integer = number.match(/^\p{Nd}+/u)?.[0] ?? ''
  const rest = number.slice(integer.length)
  return /^0+$/.test(integer) ? `1${integer}${rest}` : `${integer}0${rest}`
}

// Another digit: the last digit one up, 9 one down (40 → 41, 1.5 → 1.6, 9 → 8).
function otherDigit(number: string): string {
  const last = number.charAt(number.length - 1)
  const digit = Number(last)
  // A digit of another script (e.g. ٤) has no Number value: ASCII 9 stands in, one down.
  const next = Number.isNaN(digit) ? '8' : String(digit === 9 ? 8 : digit + 1)
  return number.slice(0, -1) + next
}

function* numbers(text: string): Generator<Probe> {
  for (const m of text.matchAll(NUMBER)) {
    for (const by of [otherMagnitude(m[0]), otherDigit(m[0])]) {
      yield {
        kind: 'number',
        text: replaceAt(text, m.index, m[0].length, by),
        description: `${quote(m[0])} → ${quote(by)} at character ${m.index}`,
      }
    }
  }
}

/**
 * The proper names of a text, each once, as the names guard reads them; {@link mutations} swaps
 * them. Passed in, so the probes and the names guard share one notion of a name.
 */
export type NameFinder = (text: string) => readonly string[]

// A name and its possessive ("Alice's") are the same name.
const bareName = (word: string): string => word.replace(/['’]s$/, '')

// Pairs of words written next to each other (only spaces between), both orders: one pass over the text.
function adjacentPairs(text: string): Set<string> {
  const pairs = new Set<string>()
  const list = words(text)
  for (let i = 1; i < list.length; i++) {
    const before = list[i - 1] as Word
    const word = list[i] as Word
    if (!/^ +$/.test(text.slice(before.index + before.text.length, word.index))) continue
    const x = bareName(before.text)
    const y = bareName(word.text)
    pairs.add(`${x}\u0000${y}`).add(`${y}\u0000${x}`)
  }
  return pairs
}

function* names(text: string, find: NameFinder): Generator<Probe> {
  const found = find(text)
  const adjacent = found.length < 2 ? new Set<string>() : adjacentPairs(text)
  for (let i = 0; i < found.length; i++) {
    for (let j = i + 1; j < found.length; j++) {
      const a = found[i] as string
      const b = found[j] as string
      // Two words of one name ("Satya Nadella") traded make no other person.
      if (adjacent.has(`${a}\u0000${b}`)) continue
      const swapped = text.replace(WORD, (w) => {
        const bare = bareName(w)
        const by = bare === a ? b : bare === b ? a : undefined
        return by === undefined ? w : by + w.slice(bare.length)
      })
      yield { kind: 'names', text: swapped, description: `swap ${quote(a)} and ${quote(b)}` }
    }
  }
}

const ANTONYM_TABLE = new Map<string, string>()
for (const [a, b] of ANTONYMS) {
  if (!ANTONYM_TABLE.has(a)) ANTONYM_TABLE.set(a, b)
  if (!ANTONYM_TABLE.has(b)) ANTONYM_TABLE.set(b, a)
}

// Words of the antonym list that start an instruction as verbs ("Open Settings"): there the
// adjective's antonym ("Closed Settings") is no sentence, the verb's is.
const IMPERATIVES = new Map([
  ['open', 'close'],
  ['close', 'open'],
])

// At the start of the text, of a line or after sentence punctuation: where an instruction starts.
const startsInstruction = (text: string, index: number): boolean =>
  /(?:^|[\n.!?:;]\s*|^\s+)$/.test(text.slice(Math.max(0, index - 8), index)) || index === 0

function* antonyms(text: string): Generator<Probe> {
  for (const word of words(text)) {
    const lower = key(word.text)
    const imperative = IMPERATIVES.get(lower)
    const antonym =
      imperative !== undefined && startsInstruction(text, word.index) ? imperative : ANTONYM_TABLE.get(lower)
    if (antonym === undefined) continue
    const by = matchCase(word.text, antonym)
    yield {
      kind: 'antonym',
      text: replaceAt(text, word.index, word.text.length, by),
      description: `${quote(word.text)} → ${quote(by)} at character ${word.index}`,
    }
  }
}

const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' })

// A one-word sentence with no number and no yes or no in it ("Welcome!", "Thanks.", "Best,") says
// nothing a reader would miss: dropping it is no wrong answer.
const ANSWERS = /^(?:yes|no|not|never|none|nothing|nobody|cannot|.*n['’]t)$/i

function saysSomething(sentence: string): boolean {
  const list = words(sentence)
  if (list.length !== 1) return list.length > 1
  const word = (list[0] as Word).text
  return /\p{Nd}/u.test(word) || ANSWERS.test(word)
}

function* dropSentences(text: string): Generator<Probe> {
  const sentences = [...SENTENCES.segment(text)].filter((s) => s.segment.trim() !== '')
  if (sentences.length < 2) return
  for (const [i, s] of sentences.entries()) {
    if (!saysSomething(s.segment)) continue
    const before = text.slice(0, s.index)
    const after = text.slice(s.index + s.segment.length)
    // The last sentence takes the space before it along, and leaves the text's own ending.
    const edited =
      i === sentences.length - 1 ? before.trimEnd() + (s.segment.match(/\s*$/u)?.[0] ?? '') + after : before + after
    const shown = s.segment.trim()
    const excerpt = shown.length > 40 ? `${shown.slice(0, 37)}...` : shown
    yield {
      kind: 'drop-sentence',
      text: edited,
      description: `drop sentence ${i + 1} of ${sentences.length}: ${quote(excerpt)}`,
    }
  }
}

// Generators, so a long text yields only the edits the cap lets through, not thousands of copies.
const MUTATIONS: Readonly<Record<ProbeKind, (text: string, find: NameFinder) => Iterable<Probe>>> = {
  negation: negations,
  number: numbers,
  names,
  antonym: antonyms,
  'drop-sentence': dropSentences,
}

/**
 * Every built-in meaning-changing edit of `text`, at most `cap` of them: grouped by kind in
 * {@link PROBE_KINDS} order, each kind in text order, without duplicates and never `text` itself.
 * When there are more, the cap is shared out one kind at a time, so a text full of numbers still
 * gets its negations probed. `capped` says whether any were left out.
 */
export function mutations(text: string, cap: number, find: NameFinder): { probes: Probe[]; capped: boolean } {
  const seen = new Set([text])
  // Up to cap + 1 new edits per kind: enough to fill the cap and to know whether any were left out.
  const byKind = PROBE_KINDS.map((kind) => {
    const list: Probe[] = []
    for (const probe of MUTATIONS[kind](text, find)) {
      if (list.length > cap) break
      if (seen.has(probe.text)) continue
      seen.add(probe.text)
      list.push(probe)
    }
    return list
  })
  const total = byKind.reduce((sum, list) => sum + list.length, 0)
  const taken = byKind.map(() => 0)
  for (let left = Math.min(cap, total); left > 0; ) {
    for (const [k, list] of byKind.entries()) {
      if (left > 0 && (taken[k] as number) < list.length) {
        taken[k] = (taken[k] as number) + 1
        left--
      }
    }
  }
  return { probes: byKind.flatMap((list, k) => list.slice(0, taken[k])), capped: total > cap }
}
