import COMMON_WORDS from './data/common-words.json' with { type: 'json' }
import * as chars from './text.js'
import { type GuardText, guardText, stem } from './text.js'
import { differenceMessage, type GuardVerdict } from './verdict.js'

interface NameToken {
  raw: string
  /** Lower case, possessive `'s` removed: the key two texts are compared on. */
  key: string
  capitalized: boolean
  /** Capitalised for a reason other than being a name: a sentence or list item start, a heading. */
  initial: boolean
  /** Index of the run of capitalised words it belongs to ("Satya Nadella", "Amazon Web Services"). */
  group: number
}

const FUNCTION_WORDS = new Set(COMMON_WORDS.function)
const COMMON = new Set([...COMMON_WORDS.common, ...COMMON_WORDS.function])
const COMMON_STEMS = new Set([...COMMON].map(stem))
const TITLES = new Set(COMMON_WORDS.titles)
// Place <-> adjective, both ways: "German deliveries" names the place "deliveries in Germany" does.
const DEMONYMS = new Map<string, string>(
  Object.entries(COMMON_WORDS.demonyms).flatMap(([place, adjective]) => [
    [place, adjective],
    [adjective, place],
  ]),
)
const LETTERS = /^\p{L}+$/u
const QUARTER = /^q[1-4]$/

// Local copies: a loop reading an imported binding pays for a getter under some loaders.
const { CASED, LETTER, MARK, NUMBER, SPACE, UPPER, WIDE } = chars
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

function isCommon(key: string): boolean {
  if (COMMON.has(key) || COMMON_STEMS.has(stem(key)) || ORDINARY_SUFFIX.test(key)) return true
  // Check-in, follow-up: ordinary when one part is.
  return key.includes('-') && key.split('-').some((part) => COMMON.has(part) || COMMON_STEMS.has(stem(part)))
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
 * character of it is upper case (iPhone, macOS, eBay count).
 */
let capital = false
// Whether lower-casing could change the word: a cased or non-ASCII character in it.
let lowerable = false
function wordEnd(g: GuardText, p: number): number {
  const { codes, classes } = g
  const n = codes.length
  let end = p
  capital = false
  lowerable = false
  while (end < n && (classes[end]! & (LETTER | MARK | NUMBER)) !== 0) {
    note(classes[end]!, codes[end]!)
    end += (classes[end]! & WIDE) === 0 ? 1 : 2
  }
  for (;;) {
    const c = codes[end]
    const joiner = c === 0x27 || c === 0x2d || c === 0x26 || c === 0x2e
    if (!joiner || end + 1 >= n || (classes[end + 1]! & (LETTER | NUMBER)) === 0) break
    end++
    while (end < n && (classes[end]! & (LETTER | NUMBER)) !== 0) {
      note(classes[end]!, codes[end]!)
      end += (classes[end]! & WIDE) === 0 ? 1 : 2
    }
  }
  return end
}

function note(classes: number, code: number): void {
  if ((classes & UPPER) !== 0) capital = true
  if ((classes & CASED) !== 0 || code >= 128) lowerable = true
}

function tokensOf(g: GuardText): NameToken[] {
  const { text, codes, classes } = g
  const tokens: NameToken[] = []
  let initial = true
  let group = 0
  let lastEnd = -1
  let heading = headingAt(text, 0)
  const n = codes.length
  let p = 0
  while (p < n) {
    const cls = classes[p]!
    if ((cls & LETTER) === 0) {
      const c = codes[p]!
      if (c === 0x0a || endsSentence(g, p)) {
        const previous = tokens[tokens.length - 1]
        // "Dr. Smith" and "e.g. this" do not end a sentence.
        const abbreviation =
          c === 0x2e && previous !== undefined && (TITLES.has(previous.key) || previous.raw.length === 1)
        if (!abbreviation) initial = true
        if (c === 0x0a) heading = headingAt(text, p + 1)
        group++
      }
      p += (cls & WIDE) === 0 ? 1 : 2
      continue
    }
    const start = p
    p = wordEnd(g, start)
    const raw = text.slice(start, p)
    const lower = lowerable ? raw.toLowerCase() : raw
    const key = lower.endsWith("'s") ? lower.slice(0, -2) : lower.endsWith("s'") ? lower.slice(0, -1) : lower
    if (!capital || lastEnd < 0 || !onlySpaces(codes, lastEnd, start)) group++
    tokens.push({ raw, key, capitalized: capital, initial: initial || heading, group })
    lastEnd = p
    initial = false
  }
  return tokens
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
   * Every word of the text and its stem, lower case: a name is only missing when the other text
   * lacks the word itself. The value has {@link LOWER_SEEN} when the text writes the word in lower case.
   */
  words: Map<string, number>
  /** All-caps words (AWS, US), which may stand for a run of capitalised words of the other text. */
  acronyms: Set<string>
}

const LOWER_SEEN = 1
// The word occurs itself (not only as the stem of another): its own stem is in the map too.
const AS_WORD = 2

function isNameIn(token: NameToken, midCapitals: ReadonlySet<string>, sets: readonly NameSet[]): boolean {
  if (!token.capitalized || token.key === 'i' || FUNCTION_WORDS.has(token.key) || TITLES.has(token.key)) return false
  // Q1-Q4 are quarters, a number the numbers guard compares ("Q3" = "third quarter"), not a name.
  if (QUARTER.test(token.key)) return false
  if (!token.initial) return true
  // Capitalised only by its place: a name if the texts also capitalise it elsewhere, or if it is no
  // common word and never written in lower case.
  if (midCapitals.has(token.key) || isCommon(token.key)) return midCapitals.has(token.key)
  return sets.every((set) => ((set.words.get(token.key) ?? 0) & LOWER_SEEN) === 0)
}

function wordSet(tokens: NameToken[], midCapitals: Set<string>): NameSet {
  const words = new Map<string, number>()
  const acronyms = new Set<string>()
  for (const token of tokens) {
    const { key } = token
    const seen = words.get(key) ?? 0
    const now = seen | AS_WORD | (token.capitalized ? 0 : LOWER_SEEN)
    if (now !== seen) words.set(key, now)
    if (token.capitalized) {
      if (!token.initial) midCapitals.add(key)
      // Only a capitalised word can stand for a run of names: caseless scripts make no acronyms.
      if (token.raw.length >= 2 && token.raw === token.raw.toUpperCase() && LETTERS.test(token.raw)) acronyms.add(key)
    }
    if ((seen & AS_WORD) === 0) {
      const stemmed = stem(key)
      if (stemmed !== key && !words.has(stemmed)) words.set(stemmed, 0)
    }
  }
  return { tokens, names: [], words, acronyms }
}

function nameSets(expected: GuardText, received: GuardText): [NameSet, NameSet] {
  const midCapitals = new Set<string>()
  const sets = [wordSet(tokensOf(expected), midCapitals), wordSet(tokensOf(received), midCapitals)] as const
  for (const set of sets) set.names = set.tokens.filter((token) => isNameIn(token, midCapitals, sets))
  return sets as unknown as [NameSet, NameSet]
}

/** Name runs of a text by group: the keys of each run in order. */
function groupsOf(set: NameSet): Map<number, string[]> {
  const groups = new Map<number, string[]>()
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
  const replacedFirstParts = new Set<string>()
  for (const group of otherGroups.values()) {
    const last = group[group.length - 1]!
    if (group.slice(0, -1).some((key) => !own.words.has(key))) replacedFirstParts.add(last)
  }
  const otherInitials = new Set<string>()
  for (const group of otherGroups.values()) if (group.length >= 2) otherInitials.add(initials(group))
  const missing: string[] = []
  const seen = new Set<string>()
  for (const name of own.names) {
    if (seen.has(name.key) || other.words.has(name.key) || other.words.has(stem(name.key))) continue
    const place = DEMONYMS.get(name.key)
    if (place !== undefined && other.words.has(place)) continue
    const group = ownGroups.get(name.group)!
    const last = group[group.length - 1]!
    if (last !== name.key && other.words.has(last) && !replacedFirstParts.has(last)) continue
    if (group.length >= 2 && other.acronyms.has(initials(group))) continue
    if (own.acronyms.has(name.key) && otherInitials.has(name.key)) continue
    seen.add(name.key)
    missing.push(name.raw.endsWith("'s") ? name.raw.slice(0, -2) : name.raw)
  }
  return missing
}

function initials(group: readonly string[]): string {
  return group.map((key) => key[0]).join('')
}

function distinct(set: NameSet): string[] {
  const seen = new Set<string>()
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
