import COMMON_WORDS from './data/common-words.json' with { type: 'json' }
import * as chars from './text.js'
import { type GuardText, guardText, stem } from './text.js'
import { WordTable } from './words.js'
import { differenceMessage, type GuardVerdict } from './verdict.js'

/** A capitalised word: only those can be names. */
interface NameToken {
  raw: string
  /** Word-table id of its key: lower case, possessive `'s` removed, what two texts are compared on. */
  key: number
  capitalized: boolean
  /** Capitalised for a reason other than being a name: a sentence or list item start, a heading. */
  initial: boolean
  /** Index of the run of capitalised words it belongs to ("Satya Nadella", "Amazon Web Services"). */
  group: number
  /** `raw` is its own upper case. */
  upper: boolean
}

const COMMON = new Set([...COMMON_WORDS.common, ...COMMON_WORDS.function])
const COMMON_STEMS = new Set([...COMMON].map(stem))
const LETTERS = /^\p{L}+$/u

// What the lists say of a word, as bits of its entry in the word table; COMMON_READ and the bits
// after it are worked out the first time a text has the word.
const FUNCTION_WORD = 1
const TITLE = 2
const COMMON_WORD = 4
const COMMON_STEM = 8
const COMMON_READ = 16
/** {@link isCommon} */
const ORDINARY = 32
/** A place or its adjective in the demonyms list. */
const DEMONYM = 64
const seed: [string, number][] = [['i', 0]]
for (const word of COMMON_WORDS.function) seed.push([word, FUNCTION_WORD])
for (const word of COMMON_WORDS.titles) seed.push([word, TITLE])
for (const word of COMMON) seed.push([word, COMMON_WORD])
for (const word of COMMON_STEMS) seed.push([word, COMMON_STEM])
for (const [place, adjective] of Object.entries(COMMON_WORDS.demonyms))
  seed.push([place, DEMONYM], [adjective, DEMONYM])
const WORDS = new WordTable(seed)
const I = WORDS.idOf('i')
// Place <-> adjective, both ways, as ids: "German deliveries" names the place "deliveries in Germany" does.
const PLACE_OF = new Map<number, number>(
  Object.entries(COMMON_WORDS.demonyms).flatMap(([place, adjective]) => [
    [WORDS.idOf(place), WORDS.idOf(adjective)],
    [WORDS.idOf(adjective), WORDS.idOf(place)],
  ]),
)

// Local copies: a loop reading an imported binding pays for a getter under some loaders.
const { LETTER, MARK, NUMBER, SPACE, UPPER, WIDE } = chars
// Suffixes of ordinary English words that names rarely have: read, a sentence-initial word with
// one is not a name unless something else says so.
const ORDINARY_SUFFIX =
  /^.{3,}(?:ly|ing|ed|(?:tion|sion|ment|ance|ence|ship)s?|ness|ity|graphy|ology|ful|less|ous|ive|able|ible|ize|ise)$/

function isUpper(c: string): boolean {
  return c !== c.toLowerCase() && c === c.toUpperCase()
}

function onlySpaces(codes: Uint16Array, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (codes[k] !== 0x20) return false
  return true
}

// q1-q4 (a key, so lower case), as /^q[1-4]$/ reads it.
function isQuarter(key: string): boolean {
  return key.length === 2 && key.charCodeAt(0) === 0x71 && key.charCodeAt(1) >= 0x31 && key.charCodeAt(1) <= 0x34
}

function isCommon(id: number): boolean {
  const bits = WORDS.flags[id]!
  if ((bits & COMMON_READ) !== 0) return (bits & ORDINARY) !== 0
  const key = WORDS.word(id)
  const common =
    (bits & COMMON_WORD) !== 0 ||
    (WORDS.flags[WORDS.stemOf(id)]! & COMMON_STEM) !== 0 ||
    ORDINARY_SUFFIX.test(key) ||
    // Check-in, follow-up: ordinary when one part is.
    (key.includes('-') && key.split('-').some((part) => COMMON.has(part) || COMMON_STEMS.has(stem(part))))
  WORDS.flags[id] = bits | COMMON_READ | (common ? ORDINARY : 0)
  return common
}

// The id of the key of word `id`: its possessive `'s` (or the `'` of `s'`) removed.
function keyOf(id: number): number {
  const tied = WORDS.tied(id)
  if (tied >= 0) return tied
  const lower = WORDS.word(id)
  const key = lower.endsWith("'s") ? lower.slice(0, -2) : lower.endsWith("s'") ? lower.slice(0, -1) : lower
  const keyId = key === lower ? id : WORDS.idOf(key)
  WORDS.tie(id, keyId)
  return keyId
}

// A sentence boundary: `.`, `!`, `?` or `:` before a space, the end, a quote, a closing bracket or `*`.
function endsSentence(g: GuardText, p: number): boolean {
  const c = g.codes[p]!
  if (c !== 0x2e && c !== 0x21 && c !== 0x3f && c !== 0x3a) return false
  if (p + 1 >= g.codes.length || (g.classes[p + 1]! & SPACE) !== 0) return true
  const next = g.codes[p + 1]!
  return next === 0x22 || next === 0x27 || next === 0x29 || next === 0x5d || next === 0x2a
}

/**
 * The end of the word at `p`: letters or digits after a first letter, with inner apostrophes, dots,
 * hyphens and ampersands (O'Brien, Node.js, Coca-Cola, AT&T). Sets {@link capital} when a
 * character of it is upper case (iPhone, macOS, eBay count), and {@link lowerAscii} when one is a-z.
 */
let capital = false
let lowerAscii = false
function wordEnd(g: GuardText, p: number): number {
  const { codes, classes } = g
  const n = codes.length
  let end = p
  // The classes of its characters, and whether one is a-z, gathered in locals and stored once.
  let seen = 0
  let lower = false
  while (end < n && (classes[end]! & (LETTER | MARK | NUMBER)) !== 0) {
    const cls = classes[end]!
    const c = codes[end]!
    seen |= cls
    if (c >= 0x61 && c <= 0x7a) lower = true
    end += (cls & WIDE) === 0 ? 1 : 2
  }
  for (;;) {
    const c = codes[end]
    const joiner = c === 0x27 || c === 0x2d || c === 0x26 || c === 0x2e
    if (!joiner || end + 1 >= n || (classes[end + 1]! & (LETTER | NUMBER)) === 0) break
    end++
    while (end < n && (classes[end]! & (LETTER | NUMBER)) !== 0) {
      const cls = classes[end]!
      const k = codes[end]!
      seen |= cls
      if (k >= 0x61 && k <= 0x7a) lower = true
      end += (cls & WIDE) === 0 ? 1 : 2
    }
  }
  capital = (seen & UPPER) !== 0
  lowerAscii = lower
  return end
}

/** The words of a text: every key, as `key * 2 + 1` when the word is capitalised, and the capitalised words. */
interface TextWords {
  keys: number[]
  tokens: NameToken[]
}

function tokensOf(g: GuardText): TextWords {
  const { text, codes, classes } = g
  const keys: number[] = []
  const tokens: NameToken[] = []
  let initial = true
  let group = 0
  let lastEnd = -1
  // The word before: its key and its length as written.
  let previousKey = -1
  let previousLength = 0
  let heading = headingAt(text, 0)
  const n = codes.length
  let p = 0
  while (p < n) {
    const cls = classes[p]!
    if ((cls & LETTER) === 0) {
      const c = codes[p]!
      if (c === 0x0a || endsSentence(g, p)) {
        // "Dr. Smith" and "e.g. this" do not end a sentence.
        const abbreviation =
          c === 0x2e && previousKey >= 0 && ((WORDS.flags[previousKey]! & TITLE) !== 0 || previousLength === 1)
        if (!abbreviation) initial = true
        if (c === 0x0a) heading = headingAt(text, p + 1)
        group++
      }
      p += (cls & WIDE) === 0 ? 1 : 2
      continue
    }
    const start = p
    p = wordEnd(g, start)
    const key = keyOf(WORDS.idAt(text, codes, start, p))
    // Worked out now, so every id the comparison reads exists before its arrays are sized.
    WORDS.stemOf(key)
    if (!capital || lastEnd < 0 || !onlySpaces(codes, lastEnd, start)) group++
    if (capital) {
      keys.push(key * 2 + 1)
      const raw = text.slice(start, p)
      // Upper case throughout, as an acronym is: a word with an a-z letter is not.
      const upper = !lowerAscii && raw === raw.toUpperCase()
      tokens.push({ raw, key, capitalized: true, initial: initial || heading, group, upper })
    } else keys.push(key * 2)
    previousKey = key
    previousLength = p - start
    lastEnd = p
    initial = false
  }
  return { keys, tokens }
}

// A Markdown heading or a title-case line ("Getting Started With The API"): its capitals say nothing.
function headingAt(text: string, start: number): boolean {
  let end = text.indexOf('\n', start)
  if (end < 0) end = text.length
  const line = text.slice(start, Math.min(end, start + 200))
  if (/^\s*#/.test(line)) return true
  const words = line.match(/\p{L}+/gu) ?? []
  if (words.length < 3 || /[.!?]\s*$/.test(line)) return false
  const capitals = words.filter((word) => isUpper(word[0]!)).length
  return capitals / words.length >= 0.75
}

interface NameSet {
  tokens: NameToken[]
  names: NameToken[]
  /**
   * Per word-table id: whether the text has the word or a word with that stem ({@link PRESENT}),
   * has the word itself ({@link AS_WORD}), writes it in lower case ({@link LOWER_SEEN}). A name is
   * only missing when the other text lacks the word itself.
   */
  words: Uint8Array
  /** All-caps words (AWS, US), which may stand for a run of capitalised words of the other text. */
  acronyms: Set<string>
}

const LOWER_SEEN = 1
// The word occurs itself (not only as the stem of another): its own stem is in the map too.
const AS_WORD = 2
const PRESENT = 4

function isNameIn(token: NameToken, midCapitals: Uint8Array, sets: readonly NameSet[]): boolean {
  const { key } = token
  if (!token.capitalized || key === I || (WORDS.flags[key]! & (FUNCTION_WORD | TITLE)) !== 0) return false
  // Q1-Q4 are quarters, a number the numbers guard compares ("Q3" = "third quarter"), not a name.
  if (isQuarter(WORDS.word(key))) return false
  if (!token.initial) return true
  // Capitalised only by its place: a name if the texts also capitalise it elsewhere, or if it is no
  // common word and never written in lower case.
  if (midCapitals[key] === 1 || isCommon(key)) return midCapitals[key] === 1
  return sets.every((set) => (set.words[key]! & LOWER_SEEN) === 0)
}

function wordSet({ keys, tokens }: TextWords, midCapitals: Uint8Array): NameSet {
  const words = new Uint8Array(WORDS.count)
  const acronyms = new Set<string>()
  for (const entry of keys) {
    const key = entry >> 1
    const seen = words[key]!
    words[key] = seen | PRESENT | AS_WORD | ((entry & 1) === 1 ? 0 : LOWER_SEEN)
    if ((seen & AS_WORD) === 0) {
      const stemmed = WORDS.stemOf(key)
      if (stemmed !== key && words[stemmed] === 0) words[stemmed] = PRESENT
    }
  }
  for (const token of tokens) {
    if (!token.initial) midCapitals[token.key] = 1
    // Only a capitalised word can stand for a run of names: caseless scripts make no acronyms.
    const { raw } = token
    if (raw.length >= 2 && token.upper && LETTERS.test(raw)) acronyms.add(WORDS.word(token.key))
  }
  return { tokens, names: [], words, acronyms }
}

function nameSets(expected: GuardText, received: GuardText): [NameSet, NameSet] {
  WORDS.reset()
  const e = tokensOf(expected)
  const r = tokensOf(received)
  const midCapitals = new Uint8Array(WORDS.count)
  const sets = [wordSet(e, midCapitals), wordSet(r, midCapitals)] as const
  for (const set of sets) set.names = set.tokens.filter((token) => isNameIn(token, midCapitals, sets))
  return sets as unknown as [NameSet, NameSet]
}

/** Name runs of a text by group: the keys of each run in order. */
function groupsOf(set: NameSet): Map<number, number[]> {
  const groups = new Map<number, number[]>()
  for (const name of set.names) {
    const group = groups.get(name.group)
    if (group === undefined) groups.set(name.group, [name.key])
    else group.push(name.key)
  }
  return groups
}

/**
 * The names of `own` the `other` text lacks. A name is there when the other text has the word in
 * any case ("Help Center" and "help center"), when it is the first part of a run whose last word
 * the other text has and that gets no other first part there ("Satya Nadella" and "Nadella",
 * "Dr. Alice Smith" and "Dr. Smith"), or when the other text abbreviates its run ("Amazon Web
 * Services" and "AWS", and the reverse).
 */
function lacking(own: NameSet, other: NameSet): string[] {
  const ownGroups = groupsOf(own)
  const otherGroups = groupsOf(other)
  // Last word of a run in the other text -> whether some run ending with it has a first part this text lacks.
  const replacedFirstParts = new Set<number>()
  for (const group of otherGroups.values()) {
    const last = group[group.length - 1]!
    if (group.slice(0, -1).some((key) => own.words[key] === 0)) replacedFirstParts.add(last)
  }
  const otherInitials = new Set<string>()
  for (const group of otherGroups.values()) if (group.length >= 2) otherInitials.add(initials(group))
  const missing: string[] = []
  const seen = new Set<number>()
  for (const name of own.names) {
    const { key } = name
    if (seen.has(key) || other.words[key] !== 0 || other.words[WORDS.stemOf(key)] !== 0) continue
    if ((WORDS.flags[key]! & DEMONYM) !== 0 && other.words[PLACE_OF.get(key)!] !== 0) continue
    const group = ownGroups.get(name.group)!
    const last = group[group.length - 1]!
    if (last !== key && other.words[last] !== 0 && !replacedFirstParts.has(last)) continue
    if (group.length >= 2 && other.acronyms.has(initials(group))) continue
    const word = WORDS.word(key)
    if (own.acronyms.has(word) && otherInitials.has(word)) continue
    seen.add(name.key)
    missing.push(name.raw.endsWith("'s") ? name.raw.slice(0, -2) : name.raw)
  }
  return missing
}

function initials(group: readonly number[]): string {
  return group.map((key) => WORDS.word(key)[0]).join('')
}

function distinct(set: NameSet): string[] {
  const seen = new Set<number>()
  const out: string[] = []
  for (const name of set.names) {
    if (seen.has(name.key)) continue
    seen.add(name.key)
    out.push(name.raw)
  }
  return out
}

/**
 * The proper names of a text as its guard sees them when comparing it with `other` (the
 * sentence-start rule looks at both texts): capitalised words that are not capitalised only by
 * their place, titles (`Dr.`, `Ms.`) and function words left out, possessives folded (`Alice's` is
 * `Alice`).
 *
 * @example
 * namesOf('Dr. Patel called Alice.') // ['Patel', 'Alice']
 */
export function namesOf(text: string, other = ''): string[] {
  return distinct(nameSets(guardText(text), guardText(other))[0]).map((raw) =>
    raw.endsWith("'s") ? raw.slice(0, -2) : raw,
  )
}

/**
 * Checks that two texts name the same people, places, organisations and products. Compared as
 * sets of name words, order and repetition ignored: a swapped, added or dropped name fails; two
 * names trading places ("Paris approved the Berlin budget") passes. A word capitalised only because
 * it starts a sentence, a list item or a title-case heading is a name only if one of the texts
 * also capitalises it mid-sentence, or if it is not a common English word (data/common-words.json)
 * and neither text writes it in lower case. A UI label both texts keep ("click Save") is a name in
 * both, so it never counts as a change.
 *
 * @example
 * checkNames('Alice will call.', 'Bob will call.').message // 'names differ: expected "Alice", received "Bob"'
 */
export function checkNames(expected: string, received: string): GuardVerdict {
  return compareNames(guardText(expected), guardText(received))
}

/** {@link checkNames} on texts already folded and classified. */
export function compareNames(expected: GuardText, received: GuardText): GuardVerdict {
  const [e, r] = nameSets(expected, received)
  const missing = lacking(e, r)
  const added = lacking(r, e)
  return {
    kind: 'names',
    pass: missing.length === 0 && added.length === 0,
    expected: distinct(e),
    received: distinct(r),
    missing,
    added,
    message: differenceMessage('names', missing, added, true),
  }
}
