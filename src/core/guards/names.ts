import COMMON_WORDS from './data/common-words.json' with { type: 'json' }
import NUMBER_WORDS from './data/number-words.json' with { type: 'json' }
import { datesDay, holidaysIn } from './holidays.js'
import * as chars from './text.js'
import { type GuardText, guardText, stem } from './text.js'
import { WordTable } from './words.js'
import { differenceMessage, type GuardVerdict } from './verdict.js'

/** common-words.json nameKinds: the kind of business a name's last word may say ("Butchers", "Hospital"). */
const NAME_KINDS: ReadonlySet<string> = new Set(COMMON_WORDS.nameKinds)
const COMMON = new Set([...COMMON_WORDS.common, ...COMMON_WORDS.commonExact, ...COMMON_WORDS.function])
/** Stems of the common and function words: ordinary English, never a name on its own. */
export const COMMON_STEMS: ReadonlySet<string> = new Set([...COMMON_WORDS.common, ...COMMON_WORDS.function].map(stem))
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
/**
 * A number word or ordinal (data/number-words.json), or its stem, so "Dozens" and "Thousands" are
 * number words too: a name only in a run with another name.
 */
const NUMBER_WORD = 128
/** A month or weekday written out (March, Mondays): a date, which the numbers guard compares. */
const DATE_WORD = 256
/**
 * A word that opens what follows a verb or preposition (an article, a determiner, an object
 * pronoun): a capitalised word just before one at a sentence start is an instruction ("Plug it back
 * in.", "Reconnect the power.") or a preposition ("Without a licence, ..."), not a name.
 */
const OBJECT_WORD = 512
/** A month or weekday abbreviated to three letters (Feb, Wed): a date beside a number, else maybe a word or name. */
const SHORT_DATE = 1024
/** A kind of place (common-words.json placeNouns): after a title in a run, the title is part of a place's name. */
const PLACE_NOUN = 2048
/** {@link canBeName}, worked out the first time it is asked: NAME_READ, then NAMEABLE if it can. */
/** An auxiliary or modal verb: a capitalised word just before one at a sentence start is its subject. */
const AUXILIARY = 16384
const AUXILIARIES = [
  'is',
  'was',
  'will',
  'has',
  'had',
  'can',
  'could',
  'would',
  'should',
  'must',
  'did',
  'does',
  'said',
  'says',
]
const NAME_READ = 4096
/**
 * A currency's code (CHF), the letters before a currency sign (the S of S$8,000) or a word of a
 * currency's name before its noun (the Swiss of "240 Swiss francs"): common-words.json currencies.
 */
const CURRENCY_WORD = 32768
const NAMEABLE = 8192
/** AM or PM as a key ({@link meridiemAt}). */
const MERIDIEM = 65536
/** An -ed word that is no past tense (common-words.json notPastTense): "Applicants need", "Swimmers aged under 8". */
const NOT_PAST = 131072
/** A word of common-words.json notNames ("FAQ", "SMS", "T-shirts"): never a name. */
const NOT_NAME = 262144
const OBJECT_WORDS = [
  ...['the', 'a', 'an', 'this', 'that', 'these', 'those', 'any', 'all', 'each', 'every', 'some'],
  ...['it', 'them', 'me', 'us', 'him', 'her', 'your', 'my', 'our', 'their', 'his', 'its'],
  ...['anything', 'everything', 'something'],
]
const seed: [string, number][] = [['i', 0]]
const { units, tens, scales, ordinals, multiples, decades } = NUMBER_WORDS
for (const list of [units, tens, scales, ordinals, multiples, decades]) {
  for (const word of Object.keys(list)) seed.push([word, NUMBER_WORD], [stem(word), NUMBER_WORD])
}
for (const word of COMMON_WORDS.function) seed.push([word, FUNCTION_WORD])
for (const word of OBJECT_WORDS) seed.push([word, OBJECT_WORD])
for (const word of AUXILIARIES) seed.push([word, AUXILIARY])
for (const word of COMMON_WORDS.placeNouns) seed.push([word, PLACE_NOUN], [stem(word), PLACE_NOUN])
for (const word of COMMON_WORDS.titles) seed.push([word, TITLE])
for (const code of Object.keys(COMMON_WORDS.currencies)) seed.push([code, CURRENCY_WORD])
for (const prefix of Object.keys(COMMON_WORDS.currencyPrefixes)) seed.push([prefix, CURRENCY_WORD])
for (const name of Object.values(COMMON_WORDS.currencies)) {
  for (const word of name.split(' ').slice(0, -1)) seed.push([word, CURRENCY_WORD])
}
for (const word of COMMON) seed.push([word, COMMON_WORD])
// AM and PM (A.M., P.M.) as keys: after a clock time they are part of the time.
for (const word of ['am', 'pm', 'a.m', 'p.m']) seed.push([word, MERIDIEM])
for (const word of COMMON_WORDS.notPastTense) seed.push([word, NOT_PAST])
for (const word of COMMON_WORDS.notNames) seed.push([word, NOT_NAME])
// The scales a unit letter C or F names (see DEGREE_SCALES): seeded, so their ids outlive a reset of the table.
seed.push(['celsius', 0], ['fahrenheit', 0])
for (const word of COMMON_STEMS) seed.push([word, COMMON_STEM])
for (const [place, adjective] of Object.entries(COMMON_WORDS.demonyms))
  seed.push([place, DEMONYM], [adjective, DEMONYM])
// Written-out months and weekdays; "May" and three-letter abbreviations ("Sun", "Wed") are often words or names.
for (const month of Object.keys(NUMBER_WORDS.months)) if (month.length > 3) seed.push([month, DATE_WORD])
for (const day of new Set(Object.values(NUMBER_WORDS.weekdays))) seed.push([day, DATE_WORD], [`${day}s`, DATE_WORD])
for (const word of Object.keys(NUMBER_WORDS.months))
  if (word.length <= 3 && word !== 'may') seed.push([word, SHORT_DATE])
// Every abbreviated weekday, "Tues" and "Thurs" as well as "Tue".
for (const [word, day] of Object.entries(NUMBER_WORDS.weekdays)) if (word !== day) seed.push([word, SHORT_DATE])
const WORDS = new WordTable(seed)
const I = WORDS.idOf('i')
// An abbreviated weekday or month -> the ids of its written-out forms ("Mon" -> monday, mondays), but
// for those that are also names (common-words.json shortDateNames: "Jan", "Sun").
const FULL_FORMS = new Map<number, number[]>()
const SHORT_DATE_NAMES = new Set(COMMON_WORDS.shortDateNames)
for (const [word, day] of Object.entries(NUMBER_WORDS.weekdays)) {
  if (word !== day && !SHORT_DATE_NAMES.has(word)) {
    FULL_FORMS.set(WORDS.idOf(word), [WORDS.idOf(day), WORDS.idOf(`${day}s`)])
  }
}
for (const [word, month] of Object.entries(NUMBER_WORDS.months)) {
  if (word.length > 3 || word === 'may' || SHORT_DATE_NAMES.has(word)) continue
  const full = Object.keys(NUMBER_WORDS.months).filter(
    (name) => name.length > 3 && NUMBER_WORDS.months[name as 'may'] === month,
  )
  FULL_FORMS.set(
    WORDS.idOf(word),
    full.map((name) => WORDS.idOf(name)),
  )
}
// Place <-> adjective, both ways, as ids: "German deliveries" names the place "deliveries in Germany" does.
const PLACE_OF = new Map<number, number>(
  Object.entries(COMMON_WORDS.demonyms).flatMap(([place, adjective]) => [
    [WORDS.idOf(place), WORDS.idOf(adjective)],
    [WORDS.idOf(adjective), WORDS.idOf(place)],
  ]),
)

// Local copies: a loop reading an imported binding pays for a getter under some loaders.
const { DIGIT, LETTER, MARK, NUMBER, SPACE, UPPER, WIDE } = chars
// Suffixes of ordinary English words that names rarely have: read, a sentence-initial word with
// one is not a name unless something else says so.
const ORDINARY_SUFFIX =
  /^.{3,}(?:ly|ing|ed|(?:tion|sion|ment|ance|ence|ship)s?|ness|ity|graphy|ology|ful|less|ous|ive|able|ible|ize|ise)$/

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

// The head of a compound adjective a name opens ("DRM-protected", "Google-owned", "GDPR-compliant",
// "Stripe-based", "USB-C-compatible"): a participle, or an adjective such compounds end with.
const COMPOUND_HEAD = new RegExp(
  `^(?:.{3,}(?:ed|ing)|${[
    ...['made', 'led', 'run', 'built', 'free', 'only', 'like', 'style', 'wide', 'specific', 'ready'],
    ...['friendly', 'compatible', 'compliant', 'native', 'certified', 'centric', 'exclusive', 'inclusive', 'exempt'],
  ].join('|')})$`,
)

// `key` without the head of a compound adjective a name opens: "drm-protected" -> "drm", so "DRM"
// and "DRM-protected files" name the same thing. Unchanged when the first part is a common word
// ("cloud-based", "long-running") or a letter ("E-signed"), or the last part no such head.
function compoundName(key: string): string {
  const cut = key.lastIndexOf('-')
  if (cut < 2 || !COMPOUND_HEAD.test(key.slice(cut + 1))) return key
  const name = key.slice(0, cut)
  const first = name.split('-')[0]!
  if (COMMON.has(name) || COMMON.has(first) || COMMON_STEMS.has(stem(first))) return key
  return name
}

// The id of the key of word `id`: its possessive `'s` (or the `'` of `s'`) removed, and the head
// of a compound adjective a name opens ({@link compoundName}).
function keyOf(id: number): number {
  const tied = WORDS.tied(id)
  if (tied >= 0) return tied
  const lower = WORDS.word(id)
  const owner = lower.endsWith("'s") ? lower.slice(0, -2) : lower.endsWith("s'") ? lower.slice(0, -1) : lower
  const key = owner.includes('-') ? compoundName(owner) : owner
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

// What a word goes on with, and (after an inner joiner) what its joined parts are made of.
const WORD_PART = LETTER | MARK | NUMBER
const JOINED_PART = LETTER | NUMBER

// Bits of a capitalised word in a text's scan.
/** Capitalised for a reason other than being a name: a sentence or list item start, a heading. */
const INITIAL = 1
/** Upper case throughout, as an acronym is: a word with an a-z letter is not. */
const ALL_CAPS = 2
/**
 * A name only because it is no common word: capitalised by its place alone, never mid-sentence,
 * never in lower case. A word written once, at a sentence start, is never written in lower case
 * either, so that says little: such a name the other text lacks counts only in a swap
 * ({@link compareNames}).
 */
const PLACE_ONLY = 8
/** On a sign-off line ({@link signOffAt}): a word there that is no common word is someone's name. */
const SIGNED = 16
/** In a Markdown table's header row ({@link tableHeaderAt}): a column's label. */
const LABEL = 32
/** The first word after a greeting's comma ({@link GREETING}): a common word there is capitalised by its place. */
const SALUTED = 64

// Read once: a global read on a path a loop takes is slow inside Jest's vm context.
const Int32 = Int32Array
const { imul, max, min } = Math
// Scan arrays grown past this by one long text are given up once its comparison is done.
const KEPT_ENTRIES = 1 << 16

function grown(array: Int32Array<ArrayBuffer>, need: number): Int32Array<ArrayBuffer> {
  const next = new Int32(max(need, array.length * 2))
  next.set(array)
  return next
}

/**
 * `array` if it has `count` entries, else a new one: per word-table id arrays are all zero between
 * comparisons (each clears what it set), so a pair costs no fill of the whole table.
 */
function sized(array: Uint8Array<ArrayBuffer>, count: number): Uint8Array<ArrayBuffer> {
  return array.length >= count ? array : new Uint8Array(max(count, array.length * 2))
}

const NO_TEXT = guardText('')

/**
 * The words of one text, in arrays kept from call to call: every capitalised word (only those can
 * be names) with where it lies, its key, its run and bits; the lower-case words as offsets, looked
 * up in the word table only where one could be a name's word or stem ({@link lookUpLowers}).
 */
class TextScan {
  g: GuardText = NO_TEXT
  /** Capitalised words: how many, then per word its start and end, key, run and bits. */
  tokens = 0
  starts = new Int32(64)
  ends = new Int32(64)
  /** Word-table id of its key: lower case, possessive `'s` removed, what two texts are compared on. */
  keys = new Int32(64)
  /** Index of the run of capitalised words it belongs to ("Satya Nadella", "Amazon Web Services"). */
  groups = new Int32(64)
  /** The index of the lower-case word right after it (only spaces between) when it starts a sentence, else -1. */
  follows = new Int32(64)
  bits = new Uint8Array(64)
  /**
   * Where the line being scanned starts, and whether it is a heading (1), a sign-off (2), neither
   * (0), or -1 until a capitalised word asks.
   */
  lineStart = 0
  heading = -1
  /** Lower-case words: how many, then start and end of each, two entries a word. */
  lowers = 0
  spans = new Int32(512)
  /** Keys of the lower-case words looked up. */
  lowerKeys = 0
  lowerKeyList = new Int32(128)
  /**
   * Per word-table id: whether the text has the word or a word with that stem ({@link PRESENT}),
   * has the word itself ({@link AS_WORD}), writes it in lower case ({@link LOWER_SEEN}). A name is
   * only missing when the other text lacks the word itself. Read only for the keys of names, their
   * stems and places: the lower-case words that cannot be one of those are not entered.
   */
  words = new Uint8Array(0)
  /** The ids {@link words} has set, each once: all release() has to zero. */
  touched = 0
  touchedList = new Int32(128)
  /** The capitalised words that are names, as token indices, in order. */
  names = 0
  nameList = new Int32(64)
  /** All-caps words (AWS, US), which may stand for a run of capitalised words of the other text. */
  acronyms = new Set<string>()

  growTokens(): void {
    const need = this.tokens + 1
    this.starts = grown(this.starts, need)
    this.ends = grown(this.ends, need)
    this.keys = grown(this.keys, need)
    this.groups = grown(this.groups, need)
    this.follows = grown(this.follows, need)
    const bits = new Uint8Array(this.starts.length)
    bits.set(this.bits)
    this.bits = bits
  }

  /** Gives up the text and any array a long text grew, so a big comparison holds no memory after it. */
  release(): void {
    this.g = NO_TEXT
    this.acronyms.clear()
    if (this.starts.length > KEPT_ENTRIES) {
      this.starts = new Int32(64)
      this.ends = new Int32(64)
      this.keys = new Int32(64)
      this.groups = new Int32(64)
      this.follows = new Int32(64)
      this.bits = new Uint8Array(64)
      this.nameList = new Int32(64)
    }
    if (this.spans.length > KEPT_ENTRIES) this.spans = new Int32(512)
    if (this.lowerKeyList.length > KEPT_ENTRIES) this.lowerKeyList = new Int32(128)
    if (this.touchedList.length > KEPT_ENTRIES) this.touchedList = new Int32(128)
    if (this.words.length > KEPT_ENTRIES) this.words = new Uint8Array(0)
  }

  /** The token `t` as written. */
  raw(t: number): string {
    return this.g.text.slice(this.starts[t]!, this.ends[t]!)
  }
}

const EXPECTED = new TextScan()
const RECEIVED = new TextScan()

/**
 * Reads the words of a text into `s`: each capitalised word with its key, run and bits, each
 * lower-case word as offsets only. One pass, kept small so it compiles to a tight loop: it finds
 * the words and sentence boundaries, and calls out only for what is rare (a capitalised word, a
 * sentence end after a word that may be an abbreviation).
 */
function scanText(s: TextScan, g: GuardText): void {
  const { codes, classes } = g
  s.g = g
  s.tokens = 0
  s.lowerKeys = 0
  s.names = 0
  s.lineStart = 0
  s.heading = -1
  // A word and what follows it take two units at least: room for every word's two offsets.
  if (s.spans.length < codes.length + 2) s.spans = new Int32(codes.length + 2)
  const { spans } = s
  let lowers = 0
  let initial = true
  let saluted = false
  let group = 0
  // The word before: where it lies, and its key once looked up (-1 for a lower-case word not looked up).
  let previousStart = -1
  let previousEnd = 0
  let previousKey = -1
  // The token just before, when it starts a sentence: the lower-case word right after it is its `follows`.
  let opener = -1
  const n = codes.length
  let p = 0
  while (p < n) {
    let cls = classes[p]!
    if ((cls & LETTER) === 0) {
      const c = codes[p]!
      // Most are spaces, which end nothing: one compare for them, not the six below.
      if (c === 0x20) {
        p++
        continue
      }
      // Only a line break or sentence punctuation ends a sentence.
      if (c === 0x0a || ((c === 0x2e || c === 0x21 || c === 0x3f || c === 0x3a) && endsSentence(g, p))) {
        // "Dr. Smith" and "e.g. this" do not end a sentence.
        if (c !== 0x2e || previousStart < 0 || !abbreviationAt(g, previousStart, previousEnd, previousKey)) {
          initial = true
        }
        if (c === 0x0a) {
          s.lineStart = p + 1
          s.heading = -1
        }
        group++
      } else if (c === 0x7c) {
        // A Markdown table's `|` starts a cell, capitalised as a list item is ("| Weight |").
        initial = true
        group++
      } else if (c === 0x2c && p - s.lineStart <= SALUTATION_CHARS && salutationBefore(g, s.lineStart, p)) {
        // "Hi Chloe, Apologies for the wait": a common word after the greeting is capitalised by its place.
        saluted = true
        group++
      }
      p += 1 + (cls >>> 7)
      continue
    }
    // A word: letters, marks or digits after its first letter, then parts joined by an inner
    // apostrophe, dot, hyphen or ampersand (O'Brien, Node.js, Coca-Cola, AT&T). It is capitalised
    // when a character of it is upper case (iPhone, macOS, eBay count). A step is one unit, so the
    // next read does not wait for this one's classes (measured: 3% of the guard's time at 1 KB); a
    // surrogate pair's second half (class 0, after a unit with the WIDE bit) is stepped over after.
    const start = p
    let seen = 0
    let part = WORD_PART
    for (;;) {
      do {
        seen |= cls
        p++
        cls = p < n ? classes[p]! : 0
      } while ((cls & part) !== 0)
      if ((seen & WIDE) !== 0 && (classes[p - 1]! & WIDE) !== 0) {
        p++
        cls = p < n ? classes[p]! : 0
        if ((cls & part) !== 0) continue
      }
      // A joiner has no class: after most words a space, which has, ends the word unread.
      if (cls !== 0) break
      // Read only inside the text: one read past its end makes the optimised loop handle `undefined`
      // at every word (measured: a third of a bare word loop's time).
      const c = p < n ? codes[p]! : 0
      if (c !== 0x27 && c !== 0x2d && c !== 0x26 && c !== 0x2e) break
      if (p + 1 >= n || (classes[p + 1]! & JOINED_PART) === 0) break
      p++
      cls = classes[p]!
      part = JOINED_PART
    }
    if ((seen & UPPER) !== 0) {
      if (previousStart < 0 || !onlySpaces(codes, previousEnd, start)) group++
      // "non-English", "mid-March", "pre-Brexit": a lower-case prefix is no part of the name.
      const from = (classes[start]! & UPPER) === 0 ? capitalAfterHyphen(codes, classes, start, p) : start
      const t = addCapital(s, from, p, group, initial)
      if (saluted && !initial) s.bits[t]! |= SALUTED
      previousKey = s.keys[t]!
      opener = (s.bits[t]! & INITIAL) !== 0 ? t : -1
    } else {
      if (opener >= 0 && onlySpaces(codes, previousEnd, start)) s.follows[opener] = lowers
      opener = -1
      group++
      spans[lowers * 2] = start
      spans[lowers * 2 + 1] = p
      lowers++
      previousKey = -1
    }
    previousStart = start
    previousEnd = p
    initial = false
    saluted = false
  }
  s.lowers = lowers
}

/**
 * Where the first capitalised part after a hyphen of the word start..end begins ("non-English" ->
 * "English", "single-URL" -> "URL"), or `start` when no part after a hyphen is capitalised.
 */
function capitalAfterHyphen(codes: Uint16Array, classes: Uint8Array, start: number, end: number): number {
  for (let q = start + 1; q + 1 < end; q++) {
    if (codes[q] === 0x2d && (classes[q + 1]! & UPPER) !== 0) return q + 1
  }
  return start
}

// Whether the word before a `.` at start..end makes it an abbreviation's ("Dr.", "e.g.", an
// initial), not a sentence end. `key` is its key if looked up already, else -1.
function abbreviationAt(g: GuardText, start: number, end: number, key: number): boolean {
  // A letter after a number is its unit ("80°C.", "60 mm/s."), not an initial: the sentence ends.
  if (end - start === 1) return !unitLetter(g.codes, g.classes, start)
  if (key < 0 && !mayBeTitle(g.codes, start, end)) return false
  const id = key >= 0 ? key : keyOf(WORDS.idAt(g.text, g.codes, start, end))
  return (WORDS.flags[id]! & TITLE) !== 0
}

// The first two letters (c0 << 7 | c1, lower case) and the lengths of the titles: most words before
// a full stop begin like none, and are not looked up for the abbreviation test.
const TITLE_PAIRS = new Uint8Array(1 << 14)
let TITLE_LENGTHS = 0
for (const title of COMMON_WORDS.titles) {
  TITLE_PAIRS[(title.charCodeAt(0) << 7) | title.charCodeAt(1)] = 1
  TITLE_LENGTHS |= 1 << title.length
}

// Whether the word start..end (two units or more) may have a title as its key. A key is the word
// cut before a possessive or a compound's last hyphen, and a title is ASCII letters only, so an
// ASCII word's key can be one only as its leading letters, followed by its end, `'` or `-`. A word
// with another character is looked up (its lower case may differ in length).
function mayBeTitle(codes: Uint16Array, start: number, end: number): boolean {
  let k = start
  for (; k < end; k++) {
    const c = codes[k]! | 0x20
    if (c >= 0x80) return true
    if (c < 0x61 || c > 0x7a) break
  }
  if (k < end) {
    const c = codes[k]!
    if (c >= 0x80) return true
    if (c !== 0x27 && c !== 0x2d) {
      for (let q = k; q < end; q++) if (codes[q]! >= 0x80) return true
      return false
    }
  }
  const length = k - start
  if (length < 2 || length > 30 || ((TITLE_LENGTHS >>> length) & 1) === 0) return false
  return TITLE_PAIRS[((codes[start]! | 0x20) << 7) | (codes[start + 1]! | 0x20)] === 1
}

// A front cache of the word table for ASCII words of up to 12 characters, which a text repeats
// (names, sentence starts, the lower-case words lookUpLowers reads): addCapital and lowerKeyAt pack
// the word's lower-cased codes (7 bits each, none of them 0) four to an int, and those three ints
// are the word, so a hit costs one slot's compare instead of hashing, probing and comparing the
// word again, and gives its key (keyOf) at once. A word's key is the same in any case, so both
// share it. Direct-mapped: a collision only costs a lookup. Emptied whenever the word table is reset.
const CAPITAL_CACHE_BITS = 12
const CAPITAL_CACHED_CHARS = 12
/** Per slot: the three packed ints, then 1 + the key's word-table id (0: empty). */
const CAPITAL_CACHE = new Int32(4 << CAPITAL_CACHE_BITS)
// A number's one-letter unit (unitLetter: "220°C", "220 C") by code, and the key of the scale it names.
const DEGREE_SCALES = new Map([
  [0x43, keyOf(WORDS.idOf('celsius'))],
  [0x46, keyOf(WORDS.idOf('fahrenheit'))],
])

/** Adds the capitalised word start..end of `s`'s text as its next token; returns its index. */
function addCapital(s: TextScan, start: number, end: number, group: number, initial: boolean): number {
  const g = s.g
  const { codes } = g
  // One read of the word: its packed codes for the cache, whether it is ASCII and has a-z (allCaps).
  let k0 = 0
  let k1 = 0
  let k2 = 0
  let ascii = true
  let small = false
  for (let k = start; k < end; k++) {
    const c = codes[k]!
    if (c >= 0x80) {
      ascii = false
      break
    }
    if (c >= 0x61 && c <= 0x7a) small = true
    const lower = c >= 0x41 && c <= 0x5a ? c | 0x20 : c
    const i = k - start
    if (i < 4) k0 = (k0 << 7) | lower
    else if (i < 8) k1 = (k1 << 7) | lower
    else k2 = (k2 << 7) | lower
  }
  let key: number
  if (ascii && end - start <= CAPITAL_CACHED_CHARS) {
    const slot = (imul(k0 ^ imul(k1, 0x85ebca6b) ^ imul(k2, 0xc2b2ae35), 0x9e3779b1) >>> (32 - CAPITAL_CACHE_BITS)) << 2
    const cache = CAPITAL_CACHE
    if (cache[slot] === k0 && cache[slot + 1] === k1 && cache[slot + 2] === k2 && cache[slot + 3] !== 0) {
      key = cache[slot + 3]! - 1
    } else {
      key = keyOf(WORDS.idAt(g.text, codes, start, end))
      cache[slot] = k0
      cache[slot + 1] = k1
      cache[slot + 2] = k2
      cache[slot + 3] = key + 1
    }
  } else key = keyOf(WORDS.idAt(g.text, codes, start, end))
  // "°C" and "180C" name the scale "degrees Celsius" spells out, "°F" Fahrenheit.
  if (end - start === 1 && start > 0 && unitLetter(codes, g.classes, start)) {
    const scale = DEGREE_SCALES.get(codes[start]!)
    if (scale !== undefined) key = scale
  }
  // Worked out now, so every id the comparison reads exists before its arrays are sized.
  WORDS.stemOf(key)
  // A line's heading test runs only when it has a capitalised word.
  if (s.heading < 0) {
    const start = s.lineStart
    s.heading = tableHeaderAt(g, start) ? 3 : headingAt(g, start) ? 1 : signOffAt(g, start) ? 2 : 0
  }
  const t = s.tokens
  if (t === s.starts.length) s.growTokens()
  s.starts[t] = start
  s.ends[t] = end
  s.keys[t] = key
  s.groups[t] = group
  s.follows[t] = -1
  s.bits[t] =
    (initial || s.heading === 1 || s.heading === 3 ? INITIAL : 0) |
    (s.heading === 2 ? SIGNED : 0) |
    (s.heading === 3 ? LABEL : 0) |
    ((ascii ? !small : allCaps(g, start, end)) ? ALL_CAPS : 0)
  s.tokens = t + 1
  return t
}

// Whether the one-letter word at `at` is a number's unit: a digit, `°` or `/` just before it, or a
// digit or the word "degrees" then spaces ("240 °C", "20 mm/s", "5 V", "11 degrees C").
function unitLetter(codes: Uint16Array, classes: Uint8Array, at: number): boolean {
  let q = at - 1
  if (q >= 0 && (codes[q] === 0xb0 || codes[q] === 0x2f)) return true
  while (q >= 0 && codes[q] === 0x20) q--
  return q >= 0 && ((classes[q]! & DIGIT) !== 0 || (q < at - 1 && endsDegrees(codes, q)))
}

const DEGREE = 'degree'

/** Whether the word ending at `q` (its last character) is "degree" or "degrees", in any case. */
function endsDegrees(codes: Uint16Array, q: number): boolean {
  let k = (codes[q]! | 0x20) === 0x73 ? q - 1 : q
  for (let i = DEGREE.length - 1; i >= 0; i--, k--) {
    if (k < 0 || (codes[k]! | 0x20) !== DEGREE.charCodeAt(i)) return false
  }
  return k < 0 || !((codes[k]! | 0x20) >= 0x61 && (codes[k]! | 0x20) <= 0x7a)
}

// Whether a word is its own upper case, as an acronym is: an ASCII word is when it has no a-z letter.
function allCaps(g: GuardText, start: number, end: number): boolean {
  const { codes } = g
  for (let k = start; k < end; k++) {
    const c = codes[k]!
    if (c >= 0x61 && c <= 0x7a) return false
    if (c >= 0x80) {
      const raw = g.text.slice(start, end)
      return raw === raw.toUpperCase()
    }
  }
  return true
}

// A Markdown heading or a title-case line ("Getting Started With The API"): its capitals say nothing.
// Reads the line's first 200 characters at most; a letter pair cut by that end counts as no letter.
function headingAt(g: GuardText, start: number): boolean {
  const { codes, classes } = g
  const limit = min(codes.length, start + 200)
  let p = start
  while (p < limit && codes[p] !== 0x0a && (classes[p]! & SPACE) !== 0) p++
  if (p < limit && codes[p] === 0x23) return true
  // A line that ends a sentence is no heading, whatever its words: told by its end, found natively,
  // before its words are read (a line of prose mostly ends so).
  const lineEnd = g.text.indexOf('\n', start)
  const end = lineEnd < 0 || lineEnd > limit ? limit : lineEnd
  let last = end - 1
  while (last >= start && (classes[last]! & SPACE) !== 0) last--
  if (last >= start) {
    const c = codes[last]!
    if (c === 0x2e || c === 0x21 || c === 0x3f) return false
  }
  // Runs of letters, and how many start with an upper-case letter. Three in four must: once even a
  // capital for every word the rest of the line could hold (one per two units) falls short, stop.
  let words = 0
  let capitals = 0
  let inWord = false
  for (let q = start; q < end; ) {
    const cls = classes[q]!
    const wide = (cls & WIDE) !== 0
    if ((cls & LETTER) !== 0 && !(wide && q + 1 >= end)) {
      if (!inWord) {
        words++
        if ((cls & UPPER) !== 0) capitals++
        else if (3 * (words - capitals) > capitals + ((end - q) >> 1) + 1) return false
        inWord = true
      }
      q += wide ? 2 : 1
    } else {
      inWord = false
      q++
    }
  }
  if (words < 3) return false
  return capitals / words >= 0.75
}

/**
 * Whether the line at `start` is a Markdown table's header row: it starts with `|`, and the next
 * line is its delimiter row, of `|`, `-`, `:` and spaces only ("|---|:---:|").
 */
function tableHeaderAt(g: GuardText, start: number): boolean {
  const { codes } = g
  const n = codes.length
  let p = start
  while (p < n && codes[p] === 0x20) p++
  if (p >= n || codes[p] !== 0x7c) return false
  while (p < n && codes[p] !== 0x0a) p++
  p++
  while (p < n && codes[p] === 0x20) p++
  if (p >= n || codes[p] !== 0x7c) return false
  let dashes = false
  for (; p < n && codes[p] !== 0x0a; p++) {
    const c = codes[p]!
    if (c === 0x2d) dashes = true
    else if (c !== 0x7c && c !== 0x3a && c !== 0x20 && c !== 0x0d) return false
  }
  return dashes
}

// A greeting that opens a line, then up to three capitalised words and the comma at the end of
// the match: "Hi Chloe,", "Dear Mr Okafor,", "Good morning Priya,". Its words are data salutations.
const GREETING = new RegExp(`^\\s*(?:${COMMON_WORDS.salutations.join('|')})(?![\\p{L}])`, 'iu')
// What may follow the greeting before its comma: up to three words that are capitalised, in any case
// but the greeting's ("Hi all," is no greeting of a name, yet "Hi," is).
const GREETED = /^(?:\s+\p{Lu}[\p{L}'.-]*){0,3}\s*$/u
const SALUTATION_CHARS = 48
// The first letters of the greetings, lower case: a line that begins with none of them greets no one.
const GREETING_FIRSTS = new Set(COMMON_WORDS.salutations.map((word) => word.charCodeAt(0)))

/** Whether the line from `lineStart` up to the comma at `comma` is a greeting ({@link GREETING}). */
function salutationBefore(g: GuardText, lineStart: number, comma: number): boolean {
  // Most lines begin with no greeting's letter and stop here.
  if (!GREETING_FIRSTS.has(g.codes[lineStart]! | 0x20) && (g.classes[lineStart]! & SPACE) === 0) return false
  const line = g.text.slice(lineStart, comma)
  const greeting = GREETING.exec(line)
  return greeting !== null && GREETED.test(line.slice(greeting[0].length))
}

/**
 * Whether the line at `start` is a sign-off: one to three capitalised words alone on a line after
 * one that ends with a comma, as a letter's "Best regards,\nFatima" is. Its words start a line, yet
 * a name there is the writer's.
 */
function signOffAt(g: GuardText, start: number): boolean {
  const { codes, classes } = g
  let q = start - 2
  while (q >= 0 && (classes[q]! & SPACE) !== 0) q--
  if (q < 0 || codes[q] !== 0x2c) return false
  const limit = min(codes.length, start + 80)
  let words = 0
  let inWord = false
  let p = start
  for (; p < limit && codes[p] !== 0x0a; p++) {
    const cls = classes[p]!
    const c = codes[p]!
    if ((cls & LETTER) !== 0) {
      if (!inWord && ((cls & UPPER) === 0 || ++words > 3)) return false
      inWord = true
    } else if ((cls & SPACE) !== 0) inWord = false
    // A mark, an inner apostrophe or hyphen, or the second half of a surrogate pair goes on a word.
    else if ((cls & MARK) === 0 && !(inWord && (c === 0x27 || c === 0x2d)) && !(c >= 0xdc00 && c <= 0xdfff)) {
      return false
    }
  }
  return words > 0 && (p === codes.length || codes[p] === 0x0a)
}

// The beginnings of the words a comparison reads (the keys of both texts' names, their stems and
// places): a lower-case word that begins like none of them is not looked up. A word's key and stem
// begin with its first three characters, but for a stem of two letters or one (a prefix of the
// word) and "fries" -> "fry" (the third letter an "i" made "y"). So an ASCII word can only be one of
// those words, or have it as stem, if its first one, two or three characters begin one. Entries are
// hashed, by beginning and length: a collision only looks one more word up.
const BEGINNINGS = new Uint8Array(1 << 16)
const setBeginnings: number[] = []

// The entry of a word beginning with the ASCII codes c0, c1, c2 (0 past its length, of 1-3).
function beginning(length: number, c0: number, c1: number, c2: number): number {
  return imul((length << 21) | (c0 << 14) | (c1 << 7) | c2, 0x9e3779b1) >>> 16
}

// Per word-table id, its entry in BEGINNINGS and its first two codes as in PAIRS (0 for a word of
// one letter), packed as pair << 17 | entry << 1 | 1 so that marking a word again reads no string;
// -1 for a word that has none; 0 until worked out. Cleared past the seed's ids whenever the table
// is reset.
let ENTRY_OF = new Int32(0)
const SEEDED = WORDS.count

function markWord(id: number): void {
  let packed = ENTRY_OF[id]!
  if (packed === 0) {
    const word = WORDS.word(id)
    const length = min(word.length, 3)
    const c0 = word.charCodeAt(0)
    const c1 = length > 1 ? word.charCodeAt(1) : 0
    const c2 = length > 2 ? word.charCodeAt(2) : 0
    // A word with another character there is no ASCII word's key or stem.
    packed =
      c0 >= 0x80 || c1 >= 0x80 || c2 >= 0x80
        ? -1
        : (length > 1 ? ((c0 << 7) | c1) << 17 : 0) | (beginning(length, c0, c1, c2) << 1) | 1
    ENTRY_OF[id] = packed
  }
  if (packed < 0) return
  const entry = (packed >>> 1) & 0xffff
  if (BEGINNINGS[entry] === 0) {
    BEGINNINGS[entry] = 1
    setBeginnings.push(entry)
  }
  const pair = packed >>> 17
  if (pair !== 0 && PAIRS[pair] === 0) {
    PAIRS[pair] = 1
    setPairs.push(pair)
  }
}

// The first two ASCII codes (c0 << 7 | c1) of each word of two letters or more that markWord marked:
// a lower-case word that begins with no such pair is none of them and has none as stem (a stem is
// a prefix of its word, or ends in "y" for its "ies" from the third letter on).
const PAIRS = new Uint8Array(1 << 14)
const setPairs: number[] = []

// Per ASCII code c0, BEGINNINGS[beginning(1, c0, 0, 0)] once both texts' names are marked: read
// for the first letter of every lower-case word, which then costs no hash.
const FIRSTS = new Uint8Array(128)

function readFirsts(): void {
  for (let c0 = 0; c0 < 128; c0++) FIRSTS[c0] = BEGINNINGS[beginning(1, c0, 0, 0)]!
}

// Whether the lower-case word at start..end may be a word {@link markWord} marked, or have it as stem.
// The stems of vowel-initial silent-e verbs ("using" -> "use", "icing" -> "ice") change the third
// letter to "e"; they are left out on purpose, as before that stem rule existed: a capitalised "ICE"
// or "Use" is not excused by a lower-case "icing" or "using" in the other text. (A capitalised
// "Icing" still enters its stem "ice" through enter(), so it does excuse "ICE": a known hole.)
function mayMatter(codes: Uint16Array, start: number, end: number): boolean {
  // A lower-case word has no A-Z: its codes are its key's.
  const c0 = codes[start]!
  if (c0 >= 0x80 || FIRSTS[c0] === 1) return true
  if (end - start < 2) return false
  const c1 = codes[start + 1]!
  if (c1 >= 0x80) return true
  // Most words: no marked word begins with these two letters, so only a third that is not ASCII is left.
  if (PAIRS[(c0 << 7) | c1] === 0) return end - start >= 3 && codes[start + 2]! >= 0x80
  if (BEGINNINGS[beginning(2, c0, c1, 0)] === 1) return true
  if (end - start < 3) return false
  const c2 = codes[start + 2]!
  if (c2 >= 0x80 || BEGINNINGS[beginning(3, c0, c1, c2)] === 1) return true
  return c2 === 0x69 && BEGINNINGS[beginning(3, c0, c1, 0x79)] === 1
}

// A capitalised word that can be a name, whatever the other words: not "I", a function word, a title or a quarter.
function canBeName(key: number): boolean {
  const bits = WORDS.flags[key]!
  if ((bits & NAME_READ) !== 0) return (bits & NAMEABLE) !== 0
  // Q1-Q4 are quarters, a number the numbers guard compares ("Q3" = "third quarter"), not a name.
  const nameable = key !== I && (bits & (FUNCTION_WORD | TITLE | NOT_NAME)) === 0 && !isQuarter(WORDS.word(key))
  WORDS.flags[key] = bits | NAME_READ | (nameable ? NAMEABLE : 0)
  return nameable
}

/** Marks the first letters of the words the comparison may read for the names of `s`. */
function markNames(s: TextScan): void {
  const { keys } = s
  for (let t = 0; t < s.tokens; t++) {
    const key = keys[t]!
    if (!canBeName(key) && !titleOfPlace(s, t)) continue
    markWord(key)
    markWord(WORDS.stemOf(key))
    if ((WORDS.flags[key]! & DEMONYM) !== 0) markWord(PLACE_OF.get(key)!)
  }
}

/**
 * The key of the lower-case word start..end, read from {@link CAPITAL_CACHE} when it is ASCII and
 * short: a lower-case word has no A-Z, so its codes are the packed ones.
 */
function lowerKeyAt(text: string, codes: Uint16Array, start: number, end: number): number {
  if (end - start > CAPITAL_CACHED_CHARS) return keyOf(WORDS.idAt(text, codes, start, end))
  let k0 = 0
  let k1 = 0
  let k2 = 0
  for (let k = start; k < end; k++) {
    const c = codes[k]!
    if (c >= 0x80) return keyOf(WORDS.idAt(text, codes, start, end))
    const i = k - start
    if (i < 4) k0 = (k0 << 7) | c
    else if (i < 8) k1 = (k1 << 7) | c
    else k2 = (k2 << 7) | c
  }
  const slot = (imul(k0 ^ imul(k1, 0x85ebca6b) ^ imul(k2, 0xc2b2ae35), 0x9e3779b1) >>> (32 - CAPITAL_CACHE_BITS)) << 2
  const cache = CAPITAL_CACHE
  if (cache[slot] === k0 && cache[slot + 1] === k1 && cache[slot + 2] === k2 && cache[slot + 3] !== 0) {
    return cache[slot + 3]! - 1
  }
  const key = keyOf(WORDS.idAt(text, codes, start, end))
  cache[slot] = k0
  cache[slot + 1] = k1
  cache[slot + 2] = k2
  cache[slot + 3] = key + 1
  return key
}

/** Looks up the lower-case words of `s` that may be a name's word, stem or place. */
function lookUpLowers(s: TextScan): void {
  const { text, codes } = s.g
  const { spans } = s
  let list = s.lowerKeyList
  let count = 0
  for (let i = 0; i < s.lowers; i++) {
    const start = spans[i * 2]!
    const end = spans[i * 2 + 1]!
    if (!mayMatter(codes, start, end)) continue
    const key = lowerKeyAt(text, codes, start, end)
    WORDS.stemOf(key)
    if (count === list.length) list = s.lowerKeyList = grown(list, count + 1)
    list[count++] = key
  }
  s.lowerKeys = count
}

const LOWER_SEEN = 1
// The word occurs itself (not only as the stem of another): its own stem is in the map too.
const AS_WORD = 2
const PRESENT = 4
/** The word is capitalised somewhere in the text. */
const CAPITAL_SEEN = 8

function enter(s: TextScan, key: number, lower: number): void {
  const { words } = s
  const seen = words[key]!
  if (seen === 0) touch(s, key)
  words[key] = seen | PRESENT | AS_WORD | lower
  if ((seen & AS_WORD) === 0) {
    const stemmed = WORDS.stemOf(key)
    if (stemmed !== key && words[stemmed] === 0) {
      words[stemmed] = PRESENT
      touch(s, stemmed)
    }
  }
}

/** Lists an id whose entry in `s.words` was zero and is now set. */
function touch(s: TextScan, id: number): void {
  if (s.touched === s.touchedList.length) s.touchedList = grown(s.touchedList, s.touched + 1)
  s.touchedList[s.touched++] = id
}

let MID_CAPITALS = new Uint8Array(0)

/** Fills the words of `s` and marks its capitalised words that are not sentence-initial in {@link MID_CAPITALS}. */
function wordSet(s: TextScan): void {
  s.words = sized(s.words, WORDS.count)
  const { keys, bits, lowerKeyList } = s
  for (let t = 0; t < s.tokens; t++) {
    const key = keys[t]!
    enter(s, key, CAPITAL_SEEN)
    if ((bits[t]! & (INITIAL | SALUTED)) === 0) MID_CAPITALS[key] = 1
    // Only a capitalised word can stand for a run of names: caseless scripts make no acronyms.
    if ((bits[t]! & ALL_CAPS) !== 0 && s.ends[t]! - s.starts[t]! >= 2 && onlyLetters(s, t)) {
      s.acronyms.add(WORDS.word(key))
    }
  }
  for (let i = 0; i < s.lowerKeys; i++) enter(s, lowerKeyList[i]!, LOWER_SEEN)
}

/** Whether token `t` of `s` is letters only: A-Z read from its codes, any other text by {@link LETTERS}. */
function onlyLetters(s: TextScan, t: number): boolean {
  const { codes } = s.g
  const end = s.ends[t]!
  for (let k = s.starts[t]!; k < end; k++) {
    const c = codes[k]!
    if (c >= 0x80) return LETTERS.test(s.raw(t))
    if (!((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a))) return false
  }
  return true
}

function isNameIn(s: TextScan, t: number): boolean {
  const key = s.keys[t]!
  if (!canBeName(key) && !titleOfPlace(s, t)) return false
  if (meridiemAt(s, t)) return false
  if ((s.bits[t]! & SALUTED) !== 0) return MID_CAPITALS[key] === 1 || !isCommon(key)
  if ((s.bits[t]! & INITIAL) === 0) return true
  // Capitalised only by its place: a name if the texts also capitalise it elsewhere, or if it is no
  // common word and never written in lower case (then only by its place: see PLACE_ONLY).
  if (MID_CAPITALS[key] === 1 || isCommon(key)) return MID_CAPITALS[key] === 1
  if ((EXPECTED.words[key]! & LOWER_SEEN) !== 0 || (RECEIVED.words[key]! & LOWER_SEEN) !== 0) return false
  // An acronym ("NHS funding covers ...") is capitalised by itself, not by its place: firm evidence.
  // Not a column's label ("| Beer | ABV | Price |"), which prose says by the column's values ("the
  // 3.8% bitter"): that one is weak, as a word capitalised by its place is.
  const label = (s.bits[t]! & LABEL) !== 0
  if (!label && (s.bits[t]! & ALL_CAPS) !== 0 && s.ends[t]! - s.starts[t]! >= 2 && onlyLetters(s, t)) return true
  const next = s.follows[t]!
  let subject = false
  if (next >= 0) {
    const { text, codes } = s.g
    const start = s.spans[next * 2]!
    const end = s.spans[next * 2 + 1]!
    const id = WORDS.lookupAt(text, codes, start, end)
    if (id >= 0 && (WORDS.flags[id]! & OBJECT_WORD) !== 0) return false
    // Followed by an auxiliary or a past tense ("Alice approved it.", "Kofi will call."): the
    // sentence's subject, which a reply drops only by dropping what that someone did.
    subject =
      (id >= 0 && (WORDS.flags[id]! & AUXILIARY) !== 0) ||
      (end - start >= 4 &&
        codes[end - 2] === 0x65 &&
        codes[end - 1] === 0x64 &&
        (id < 0 || (WORDS.flags[id]! & NOT_PAST) === 0))
  }
  if ((s.bits[t]! & SIGNED) === 0 && !subject) s.bits[t]! |= PLACE_ONLY
  return true
}

/**
 * Whether token `t` of `s` is AM or PM just after a number ("6:00 PM", "9am" is lower case): part of
 * a clock time, which the numbers guard compares ("6:00 PM" = "18:00", "6 AM" against "6 PM" fails
 * there), not a name. Elsewhere "PM" (a prime or project manager) is one.
 */
function meridiemAt(s: TextScan, t: number): boolean {
  return (WORDS.flags[s.keys[t]!]! & MERIDIEM) !== 0 && digitBefore(s, s.starts[t]!)
}

/**
 * Whether token `t` is a title that begins a place's name: the next word of its run is a kind of
 * place ("Queen Street", "King's College"), where after a person's title a name comes ("Queen Elizabeth").
 */
function titleOfPlace(s: TextScan, t: number): boolean {
  if ((WORDS.flags[s.keys[t]!]! & TITLE) === 0 || t + 1 >= s.tokens || s.groups[t + 1] !== s.groups[t]) return false
  const next = s.keys[t + 1]!
  return ((WORDS.flags[next]! | WORDS.flags[WORDS.stemOf(next)]!) & PLACE_NOUN) !== 0
}

function isNumberWord(key: number): boolean {
  return ((WORDS.flags[key]! | WORDS.flags[WORDS.stemOf(key)]!) & NUMBER_WORD) !== 0
}

// Set in a token's bits while its run is read: the token is a name by its own place and case.
const NAME_ALONE = 4

/**
 * Lists the names of `s`. A number word ("Twelve users joined.", "Third, ...") is a number, which
 * the numbers guard compares, not a name: it is part of one only in a run with another name
 * ("Twelve Oaks Mall", "the Fifth Amendment").
 */
function pickNames(s: TextScan): void {
  let list = s.nameList
  if (list.length < s.tokens) list = s.nameList = new Int32(s.starts.length)
  const { keys, groups, bits } = s
  let count = 0
  for (let t = 0; t < s.tokens; ) {
    const group = groups[t]!
    let end = t
    let named = false
    for (; end < s.tokens && groups[end] === group; end++) {
      if (!isNameIn(s, end)) continue
      bits[end]! |= NAME_ALONE
      if (!isNumberWord(keys[end]!)) named = true
    }
    for (; t < end; t++) {
      if ((bits[t]! & NAME_ALONE) === 0) continue
      bits[t]! &= ~NAME_ALONE
      if (named || !isNumberWord(keys[t]!)) list[count++] = t
    }
  }
  s.names = count
}

/**
 * The word table keeps the words of the texts checked before, up to this many entries: what it
 * holds of a word (lower case, stem, key, list bits, whether it is common) is the word's alone, and
 * the per-id arrays are zero between comparisons, so a suite's recurring words are not sliced,
 * lower-cased and stemmed again for every pair. Past it the next comparison starts from the seed.
 */
const KEPT_WORDS = 1 << 14

/** Reads both texts into {@link EXPECTED} and {@link RECEIVED} and finds their names. */
function nameSets(expected: GuardText, received: GuardText): void {
  if (WORDS.count > KEPT_WORDS) {
    WORDS.reset()
    CAPITAL_CACHE.fill(0)
    ENTRY_OF.fill(0, SEEDED)
  }
  scanText(EXPECTED, expected)
  scanText(RECEIVED, received)
  if (ENTRY_OF.length < WORDS.count) {
    const next = new Int32(max(WORDS.count, ENTRY_OF.length * 2))
    next.set(ENTRY_OF)
    ENTRY_OF = next
  }
  markNames(EXPECTED)
  markNames(RECEIVED)
  readFirsts()
  lookUpLowers(EXPECTED)
  lookUpLowers(RECEIVED)
  for (const entry of setBeginnings) BEGINNINGS[entry] = 0
  setBeginnings.length = 0
  for (const pair of setPairs) PAIRS[pair] = 0
  setPairs.length = 0
  MID_CAPITALS = sized(MID_CAPITALS, WORDS.count)
  SEEN = sized(SEEN, WORDS.count)
  wordSet(EXPECTED)
  wordSet(RECEIVED)
  pickNames(EXPECTED)
  pickNames(RECEIVED)
}

/** Zeroes the per-id entries the comparison set, and gives up what a long text grew. */
function release(): void {
  // Each id once, as it was set, instead of every token's key and stem again (measured: a third
  // of release and wordSet's time). MID_CAPITALS is set only for keys of a text's tokens, which
  // its words list.
  for (const s of [EXPECTED, RECEIVED]) {
    const { words, touchedList } = s
    for (let i = 0; i < s.touched; i++) {
      const id = touchedList[i]!
      words[id] = 0
      MID_CAPITALS[id] = 0
    }
    s.touched = 0
  }
  EXPECTED.release()
  RECEIVED.release()
  if (MID_CAPITALS.length > KEPT_ENTRIES) MID_CAPITALS = new Uint8Array(0)
  // All zero again is exact: each entry is worked out anew when next asked.
  if (ENTRY_OF.length > KEPT_ENTRIES) ENTRY_OF = new Int32(0)
  if (SEEN.length > KEPT_ENTRIES) SEEN = new Uint8Array(0)
  if (MENTIONS.length > KEPT_ENTRIES) MENTIONS = new Int32(0)
}

// Per word-table id, whether a list being built has a name with that key; zero between uses.
let SEEN = new Uint8Array(0)
// Per word-table id, two entries: how often the expected and the received text name that key; zero between uses.
let MENTIONS = new Int32(0)

// The most names said once more that can still be the words of one changed mention, and those keys.
const MORE_KEYS = 4
const MORE = new Int32(MORE_KEYS)

/** Whether one run of names of `s` holds every key of MORE[0, count). */
function oneRunHolds(s: TextScan, count: number): boolean {
  const { nameList, keys, groups } = s
  for (let i = 0; i < s.names; i++) {
    if (keys[nameList[i]!] !== MORE[0]) continue
    const group = groups[nameList[i]!]!
    let held = 1
    for (let k = 1; k < count; k++) {
      for (let j = 0; j < s.names; j++) {
        if (groups[nameList[j]!] === group && keys[nameList[j]!] === MORE[k]) {
          held++
          break
        }
      }
    }
    if (held === count) return true
  }
  return false
}

/**
 * A mention that changed into a name the text states elsewhere, which sets cannot see ("the old
 * Airship account" became "the old OneSignal account" in a text that names both): a name both texts
 * have is said fewer times in the received text while another name both have is said exactly once
 * more, as one mention turned into it. A rewording that drops a mention for a pronoun, or repeats a
 * name, changes one count alone; one that said a label once per row (a table turned into prose)
 * adds more than one. Returns the two names as written, or null.
 */
function tradedMention(): [string, string] | null {
  if (MENTIONS.length < WORDS.count * 2) MENTIONS = new Int32(max(WORDS.count * 2, MENTIONS.length * 2))
  const counts = MENTIONS
  const e = EXPECTED
  const r = RECEIVED
  for (let i = 0; i < e.names; i++) counts[e.keys[e.nameList[i]!]! * 2]!++
  for (let i = 0; i < r.names; i++) counts[r.keys[r.nameList[i]!]! * 2 + 1]!++
  let fewer = -1
  let more = -1
  let moreKeys = 0
  // In the order the expected text first names each; a key is read once, as its counts are zeroed.
  for (let i = 0; i < e.names; i++) {
    const t = e.nameList[i]!
    const key = e.keys[t]!
    const said = counts[key * 2]!
    const other = counts[key * 2 + 1]!
    if (said === 0 || other === 0) continue
    if (other < said) {
      if (fewer < 0) fewer = t
    } else if (other === said + 1) {
      if (more < 0) more = key
      if (moreKeys < MORE_KEYS) MORE[moreKeys] = key
      moreKeys++
    }
    counts[key * 2] = 0
  }
  let out: [string, string] | null = null
  // Two names or more said once more each is a retelling that says them again ("Nia and Tom are
  // registered with PRS" after a table naming each once), not one mention that changed, unless they
  // are the words of one name ("Todmorden Town Council" for "Walsden Parish Council").
  if (fewer >= 0 && more >= 0 && (moreKeys === 1 || (moreKeys <= MORE_KEYS && oneRunHolds(r, moreKeys)))) {
    for (let i = 0; i < r.names && out === null; i++) {
      const t = r.nameList[i]!
      if (r.keys[t] === more) out = [e.raw(fewer), r.raw(t)]
    }
  }
  for (let i = 0; i < e.names; i++) counts[e.keys[e.nameList[i]!]! * 2] = 0
  for (let i = 0; i < r.names; i++) counts[r.keys[r.nameList[i]!]! * 2 + 1] = 0
  return out
}

/** The end (exclusive) of the run of names of `s` holding the name at index `i` of its list. */
function runEnd(s: TextScan, i: number): number {
  const { nameList, groups } = s
  const group = groups[nameList[i]!]!
  let end = i + 1
  while (end < s.names && groups[nameList[end]!] === group) end++
  return end
}

/**
 * The end (exclusive) of the part of a run of names from list index `i` to `end` that a possessive
 * closes: "Copperline Energy's Simple Fix" is a company's name and its product's, two names for the
 * short-form reading ("Simple Fix" does not shorten the company).
 */
function partEnd(s: TextScan, i: number, end: number): number {
  const { codes } = s.g
  for (let k = i; k < end - 1; k++) {
    const to = s.ends[s.nameList[k]!]!
    const c = codes[to - 1]!
    if ((c === 0x73 || c === 0x53) && (codes[to - 2] === 0x27 || codes[to - 2] === 0x2019)) return k + 1
  }
  return end
}

function initials(s: TextScan, from: number, to: number): string {
  let out = ''
  for (let i = from; i < to; i++) out += WORDS.word(s.keys[s.nameList[i]!]!)[0]
  return out
}

/** Last word of a run of `other`'s names -> whether some run ending with it has a first part `own` lacks. */
function replacedFirstParts(other: TextScan, own: TextScan): Set<number> {
  const replaced = new Set<number>()
  for (let i = 0; i < other.names; ) {
    const end = runEnd(other, i)
    for (let k = i; k < end - 1; k++) {
      if (own.words[other.keys[other.nameList[k]!]!] === 0) {
        replaced.add(other.keys[other.nameList[end - 1]!]!)
        break
      }
    }
    i = end
  }
  return replaced
}

/** How many runs of the other text {@link shortFormIn} reads for one last word: past that it says yes. */
const SHORT_FORM_RUNS = 16

/**
 * Last word of each run of names of `s` -> the list indices where those runs start, up to
 * {@link SHORT_FORM_RUNS} + 1 a word.
 */
function runsByLast(s: TextScan): Map<number, number[]> {
  const out = new Map<number, number[]>()
  for (let i = 0; i < s.names; ) {
    const end = runEnd(s, i)
    const part = partEnd(s, i, end)
    for (const to of part < end ? [part, end] : [end]) {
      const last = s.keys[s.nameList[to - 1]!]!
      let list = out.get(last)
      if (list === undefined) {
        list = []
        out.set(last, list)
      }
      if (list.length <= SHORT_FORM_RUNS) list.push(i)
    }
    i = end
  }
  return out
}

/** The key sequence of a run of names of `s` from list index `from` to `to`, as one string. */
function runKey(s: TextScan, from: number, to: number): string {
  let out = ''
  for (let i = from; i < to; i++) out += `${s.keys[s.nameList[i]!]!},`
  return out
}

/** The key sequences of the runs of two names or more of `s`. */
function runKeys(s: TextScan): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i < s.names; ) {
    const end = runEnd(s, i)
    const part = partEnd(s, i, end)
    if (end - i >= 2) out.add(runKey(s, i, end))
    if (part < end && part - i >= 2) out.add(runKey(s, i, part))
    i = end
  }
  return out
}

/**
 * Whether `other` may have a shorter form of a run of `own` names ("Nadella" for "Satya Nadella",
 * "Brubeck Quartet" for "Dave Brubeck Quartet"): a run ending with the same word (`starts`, from
 * {@link runsByLast}) whose first parts `own` also writes capitalised. Not a run `own` has whole
 * elsewhere ("Greenfield Primary School" does not shorten "Splash Swim School"), nor one whose
 * first parts `own` has only as ordinary words ("Modern Jazz Quartet" against "the Dave Brubeck
 * Quartet ... more modern jazz"): there the shared last word belongs to another name, and the
 * run's first parts are a change.
 */
function shortFormIn(
  other: TextScan,
  own: TextScan,
  starts: number[] | undefined,
  ownRuns: Set<string>,
  last: number,
): boolean {
  if (starts === undefined) return false
  if (starts.length > SHORT_FORM_RUNS) return true
  const ownWords = own.words
  for (const start of starts) {
    const whole = runEnd(other, start)
    const part = partEnd(other, start, whole)
    const end = part < whole && other.keys[other.nameList[part - 1]!] === last ? part : whole
    if (end - start >= 2 && ownRuns.has(runKey(other, start, end))) continue
    let short = true
    for (let k = start; k < end - 1 && short; k++)
      short = (ownWords[other.keys[other.nameList[k]!]!]! & CAPITAL_SEEN) !== 0
    if (short) return true
  }
  return false
}

/** The initials of each run of two names or more of `s`. */
function runInitials(s: TextScan): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i < s.names; ) {
    const end = runEnd(s, i)
    if (end - i >= 2) out.add(initials(s, i, end))
    i = end
  }
  return out
}

/**
 * The names of `own` the `other` text lacks. A name is there when the other text has the word in
 * any case ("Help Center" and "help center"), when it is the first part of a run whose last word
 * the other text has and that gets no other first part there ("Satya Nadella" and "Nadella",
 * "Dr. Alice Smith" and "Dr. Smith"), or when the other text abbreviates its run ("Amazon Web
 * Services" and "AWS", and the reverse).
 */
function lacking(own: TextScan, other: TextScan): string[] {
  const { nameList, keys } = own
  const otherWords = other.words
  let replaced: Set<number> | undefined
  let otherInitials: Set<string> | undefined
  let ownCurrencies: Set<string> | undefined
  let otherCurrencies: Set<string> | undefined
  let otherRuns: Map<number, number[]> | undefined
  let ownRuns: Set<string> | undefined
  let ownPrefixes: Set<string> | undefined
  let otherPrefixes: Set<string> | undefined
  let spelled = 0
  const seen = SEEN
  const missing: string[] = []
  let runStart = 0
  let end = 0
  for (let i = 0; i < own.names; i++) {
    if (i === end) {
      runStart = i
      end = runEnd(own, i)
    }
    const t = nameList[i]!
    const key = keys[t]!
    if (seen[key] === 1 || otherWords[key] !== 0 || otherWords[WORDS.stemOf(key)] !== 0) continue
    // A month or weekday the other text lacks is a date said another way ("2026-02-10"): the numbers guard's.
    if ((WORDS.flags[key]! & DATE_WORD) !== 0 || isDateAt(own, t)) continue
    // "Mon", "Sat" the other text writes out ("Monday", "Saturdays"): the same day.
    if ((WORDS.flags[key]! & SHORT_DATE) !== 0 && FULL_FORMS.get(key)?.some((id) => otherWords[id] !== 0)) continue
    if ((WORDS.flags[key]! & DEMONYM) !== 0 && otherWords[PLACE_OF.get(key)!] !== 0) continue
    // A currency beside a number is the amount's unit ("EUR 1,200" = "€1,200" = "1,200 euros"), the
    // numbers guard's: a name only when the other text names another currency in its stead.
    const code = currencyAt(own, t)
    if (code !== '') {
      ownCurrencies ??= currenciesOf(own)
      otherCurrencies ??= currenciesOf(other)
      if (otherCurrencies.has(code) || ![...otherCurrencies].some((c) => !ownCurrencies!.has(c))) continue
    }
    let last = keys[nameList[end - 1]!]!
    // A possessor's name inside a longer run ("Copperline Energy's Simple Fix") is read as a name
    // of its own where the other text writes its last word as a name ("Brightwave Energy").
    const possessor = keys[nameList[partEnd(own, i, end) - 1]!]!
    if (possessor !== key && possessor !== last && (otherWords[possessor]! & CAPITAL_SEEN) !== 0) last = possessor
    // Only where the other text writes that last word capitalised, as a name: "Google Calendar"
    // against "your calendar" drops the name "Google" and keeps only the common noun.
    if (last !== key && (otherWords[last]! & CAPITAL_SEEN) !== 0) {
      if (replaced === undefined) replaced = replacedFirstParts(other, own)
      if (!replaced.has(last)) {
        otherRuns ??= runsByLast(other)
        ownRuns ??= runKeys(own)
        if (shortFormIn(other, own, otherRuns.get(last), ownRuns, last)) continue
      }
    }
    if (end - runStart >= 2 && other.acronyms.has(initials(own, runStart, end))) continue
    // "Hartley & Sons Butchers" and "Hartley & Sons", "St Aldhelm's Hospital" and "St Aldhelm's": a
    // noun of data nameKinds that ends a run says what kind of business it names, and the run is there when
    // the other text says the names before it as a run of their own. A swap for another noun
    // ("Hubline Family" and "Hubline Home") is no such short form, and still fails.
    // So do several ("Spokes & Sprockets Cycle Works" and "Spokes & Sprockets").
    if (NAME_KINDS.has(WORDS.word(key)) && kindsFrom(own, runStart, i, end, other)) continue
    const word = WORDS.word(key)
    if (own.acronyms.has(word)) {
      if (otherInitials === undefined) otherInitials = runInitials(other)
      if (otherInitials.has(word)) continue
      // The letters of an identifier both texts keep, said before it as its label ("UN number:
      // UN1789" against "it is UN1789"): the identifier is the fact, the numbers guard's.
      // The other text's are read only once its own has the word.
      ownPrefixes ??= identifierPrefixes(own)
      if (ownPrefixes.has(word)) {
        otherPrefixes ??= identifierPrefixes(other)
        if (otherPrefixes.has(word)) continue
      }
      if (word.length <= SPELLED_LETTERS && spelled++ < SPELLED_LOOKUPS) {
        if (spelledOutAt(own, own.starts[t]!, other, word)) continue
      }
    }
    seen[key] = 1
    const raw = own.raw(t)
    // As written, cut to its key: "DRM-protected" is named "DRM".
    const cut = word.length < raw.length && raw.toLowerCase().startsWith(word) ? raw.slice(0, word.length) : raw
    missing.push(bare(cut))
    placeOnly.push((own.bits[t]! & PLACE_ONLY) !== 0)
  }
  for (let i = 0; i < own.names; i++) seen[keys[nameList[i]!]!] = 0
  return missing
}

/**
 * Whether `other` has a run of exactly the names of `own`'s list from `from` to `to` ("Hartley &
 * Sons" for the first names of "Hartley & Sons Butchers"): the short form said on its own, not the
 * start of another name ("Hubline Home" against "Hubline Family").
 */
/**
 * Whether the name `i` of a run `[runStart, end)` of `own` is one of the nouns of data nameKinds
 * that end the run, after at least one other name, and `other` says the names before them as a run
 * of its own ({@link runOfIn}).
 */
function kindsFrom(own: TextScan, runStart: number, i: number, end: number, other: TextScan): boolean {
  const kind = (k: number): boolean => NAME_KINDS.has(WORDS.word(own.keys[own.nameList[k]!]!))
  for (let k = i + 1; k < end; k++) if (!kind(k)) return false
  let first = i
  while (first > runStart + 1 && kind(first - 1)) first--
  return first > runStart && runOfIn(own, runStart, first, other)
}

function runOfIn(own: TextScan, from: number, to: number, other: TextScan): boolean {
  const length = to - from
  for (let j = 0; j < other.names; ) {
    const end = runEnd(other, j)
    if (end - j === length) {
      let same = true
      for (let k = 0; k < length && same; k++)
        same = other.keys[other.nameList[j + k]!] === own.keys[own.nameList[from + k]!]
      if (same) return true
    }
    j = end
  }
  return false
}

/** The longest acronym {@link spelledOutAt} looks for, and how many one comparison looks up. */
const SPELLED_LETTERS = 6
const SPELLED_LOOKUPS = 16
/** How many words after an acronym and after its spelled-out words are compared. */
const SPELLED_CONTEXT = 3
const TITLES: ReadonlySet<string> = new Set(COMMON_WORDS.titles)
const FUNCTION_OR_TITLE: ReadonlySet<string> = new Set([...COMMON_WORDS.function, ...TITLES])
/** Gap bits of {@link PlainWords}: a mark breaks a run of initials, a sentence may end, a hyphen joins. */
const BREAK_GAP = 1
const SENTENCE_GAP = 2
const HYPHEN_GAP = 4
const PLAIN_PART = LETTER | MARK | NUMBER
/** Per ASCII code, its gap bits: {@link BREAK_GAP} for `.,;:!?()` and `\n`, {@link SENTENCE_GAP} for `.!?` and `\n`. */
const GAP_MARKS = new Uint8Array(128)
for (const c of '.,;:!?()\n') GAP_MARKS[c.charCodeAt(0)]! |= BREAK_GAP
for (const c of '.!?\n') GAP_MARKS[c.charCodeAt(0)]! |= SENTENCE_GAP

/**
 * The words of a text for {@link spelledOutAt}, as the pattern
 * [\p{L}\p{M}\p{N}]+(?:'\p{L}+)?(?:[.,]\p{N}+)* with the u flag matches them (a word, an apostrophe
 * and letters after, or a number with its inner `.` and `,`): where each starts and ends and what
 * lies before it, read from the text's classes. Read on demand from a word start `from`
 * ({@link readWord}), and a word is lower-cased only when read ({@link plainWord}): the search for
 * a spelled-out acronym reads a few words around the acronym and after each word of the other text
 * that begins with its first letter. (Reading every word of both texts took a third of the time of
 * a pair that looks for one at 1 KB.)
 */
interface PlainWords {
  g: GuardText
  starts: number[]
  ends: number[]
  /**
   * {@link BREAK_GAP}, {@link SENTENCE_GAP} and {@link HYPHEN_GAP} of the gap before each word; only
   * the hyphen bit is known for the first word when `from` is not the text's start.
   */
  gaps: number[]
  /** Each word lower-cased, once read; undefined until then. */
  lower: (string | undefined)[]
  /** Where reading goes on, and where the last word read ends. */
  next: number
  end: number
}

/** The plain words of `g` from `from`, where a word starts or the text does; none read yet. */
function plainWordsFrom(g: GuardText, from: number): PlainWords {
  // As reading from the start would: a word before ends right before the unit before `from`, or -1.
  const end = from <= 1 ? 0 : inWord(g, from - 2) ? from - 1 : -1
  return { g, starts: [], ends: [], gaps: [], lower: [], next: from, end }
}

/** Whether unit `q` of `g` is part of a word: a letter, mark or number, or a surrogate pair's second half of one. */
function inWord(g: GuardText, q: number): boolean {
  const { codes, classes } = g
  if ((classes[q]! & PLAIN_PART) !== 0) return true
  const c = codes[q]!
  return c >= 0xdc00 && c <= 0xdfff && q > 0 && (classes[q - 1]! & WIDE) !== 0 && (classes[q - 1]! & PLAIN_PART) !== 0
}

/** Whether `w` has word `i`, reading on to it if needed. */
function hasWord(w: PlainWords, i: number): boolean {
  while (w.starts.length <= i) if (!readWord(w)) return false
  return true
}

/** Reads the next word of `w` and the gap before it; false at the text's end. */
function readWord(w: PlainWords): boolean {
  const { g } = w
  const { codes, classes } = g
  const n = codes.length
  // The gap before the word: its bits, its full stops, and its other characters but spaces.
  let bits = 0
  let stops = 0
  let others = 0
  let p = w.next
  while (p < n && (classes[p]! & PLAIN_PART) === 0) {
    const c = codes[p]!
    if (c < 0x80) bits |= GAP_MARKS[c]!
    if (c === 0x2e) stops++
    else if ((classes[p]! & SPACE) === 0) others++
    p++
  }
  if (p >= n) {
    w.next = n
    return false
  }
  const start = p
  p = classRunEnd(g, p, PLAIN_PART)
  if (codes[p] === 0x27 && p + 1 < n && (classes[p + 1]! & LETTER) !== 0) p = classRunEnd(g, p + 1, LETTER)
  while ((codes[p] === 0x2e || codes[p] === 0x2c) && p + 1 < n && (classes[p + 1]! & NUMBER) !== 0) {
    p = classRunEnd(g, p + 1, NUMBER)
  }
  // A full stop after a title or an initial ("Dr. Osei") ends no sentence.
  if (stops === 1 && others === 0 && w.starts.length > 0 && abbreviatedBefore(w)) bits &= ~SENTENCE_GAP
  if (start - w.end === 1) {
    const c = codes[w.end]!
    if (c === 0x2d || c === 0x2010 || c === 0x2011) bits |= HYPHEN_GAP
  }
  w.gaps.push(bits)
  w.starts.push(start)
  w.ends.push(p)
  w.lower.push(undefined)
  w.end = p
  w.next = p
  return true
}

/** Word `i` of `w`, lower case. */
function plainWord(w: PlainWords, i: number): string {
  let word = w.lower[i]
  if (word === undefined) word = w.lower[i] = w.g.text.slice(w.starts[i]!, w.ends[i]!).toLowerCase()
  return word
}

/** The first code of word `i` of `w` in lower case: an ASCII one from its code, any other by {@link plainWord}. */
function plainFirst(w: PlainWords, i: number): number {
  const c = w.g.codes[w.starts[i]!]!
  if (c >= 0x80) return plainWord(w, i).charCodeAt(0)
  return c >= 0x41 && c <= 0x5a ? c | 0x20 : c
}

/** Where the run of code points with the classes `part` from `p` ends. */
function classRunEnd(g: GuardText, p: number, part: number): number {
  const { classes } = g
  const n = classes.length
  while (p < n && (classes[p]! & part) !== 0) p += 1 + (classes[p]! >>> 7)
  return p
}

/** Whether the last word of `w` so far is an initial or a title, so that a full stop after it ends no sentence. */
function abbreviatedBefore(w: PlainWords): boolean {
  const i = w.starts.length - 1
  const start = w.starts[i]!
  const end = w.ends[i]!
  // An ASCII word of two letters or more that cannot be a title is not lower-cased to be looked up.
  if (end - start >= 2 && !mayBeTitle(w.g.codes, start, end)) return false
  const word = plainWord(w, i)
  return word.length === 1 || TITLES.has(word)
}

/** Up to {@link SPELLED_CONTEXT} words after word `i` in its sentence, function words and titles left out. */
function wordsAfter(w: PlainWords, i: number): string[] {
  const out: string[] = []
  for (let k = i + 1; out.length < SPELLED_CONTEXT && hasWord(w, k); k++) {
    if ((w.gaps[k]! & SENTENCE_GAP) !== 0) break
    const word = plainWord(w, k)
    if (!FUNCTION_OR_TITLE.has(word)) out.push(word)
  }
  return out
}

/** How far back from an acronym {@link ownWordsAt} looks for a space to start reading words from. */
const SPELLED_BACK = 256

/**
 * The plain words of `s` from a space before offset `at` on (the words before it are never read),
 * with the index of the word at `at`, or -1 if no word starts there. Past {@link SPELLED_BACK}
 * units with no space, from the text's start.
 */
function ownWordsAt(s: TextScan, at: number): [PlainWords, number] {
  const { codes } = s.g
  let from = at
  while (from > 0 && from > at - SPELLED_BACK && codes[from - 1] !== 0x20 && codes[from - 1] !== 0x0a) from--
  // No word goes on past a space, so reading from after one finds the same words.
  if (from > 0 && codes[from - 1] !== 0x20 && codes[from - 1] !== 0x0a) from = 0
  const w = plainWordsFrom(s.g, from)
  for (let i = 0; hasWord(w, i); i++) {
    if (w.starts[i]! >= at) return [w, w.starts[i] === at ? i : -1]
  }
  return [w, -1]
}

/**
 * Whether `other` spells out the acronym `word` (lower case) that `own` writes at offset `at`: as
 * many words in a row as it has letters, starting with them, in one sentence with no mark between
 * ("EV chargers" and "Electric vehicle chargers", "CTR 2.7%" and "a click-through rate of 2.7%";
 * a function word breaks the run unless a hyphen joins it, as in "point-of-sale"), followed by what
 * follows the acronym: a word or number of the next three of each, function words aside. Any run
 * of words can start with an acronym's letters ("a fire crew afterwards" spells FCA), but one
 * standing where the acronym stands, before the same words, is its expansion.
 */
function spelledOutAt(own: TextScan, at: number, other: TextScan, word: string): boolean {
  const [words, i] = ownWordsAt(own, at)
  if (i < 0) return false
  const after = wordsAfter(words, i)
  if (after.length === 0) return false
  const starts = runStarts(other.g, word.charCodeAt(0))
  if (starts === null) {
    // Some word may begin with the letter in a way only reading from the text's start tells.
    const all = plainWordsFrom(other.g, 0)
    for (let k = 0; hasWord(all, k); k++) if (spellsAt(all, k, word, after)) return true
    return false
  }
  for (const start of starts) if (spellsAt(plainWordsFrom(other.g, start), 0, word, after)) return true
  return false
}

/** Whether words `k` on of `w` spell `word` and are followed by a word of `after` ({@link spelledOutAt}). */
function spellsAt(w: PlainWords, k: number, word: string, after: string[]): boolean {
  const { gaps } = w
  const length = word.length
  for (let j = 0; j < length; j++) {
    if (!hasWord(w, k + j)) return false
    if (j > 0 && (gaps[k + j]! & BREAK_GAP) !== 0) return false
    if (plainFirst(w, k + j) !== word.charCodeAt(j)) return false
    const candidate = plainWord(w, k + j)
    if (!LETTERS.test(candidate)) return false
    const joined = (gaps[k + j]! & HYPHEN_GAP) !== 0 || (hasWord(w, k + j + 1) && (gaps[k + j + 1]! & HYPHEN_GAP) !== 0)
    if (FUNCTION_OR_TITLE.has(candidate) && !joined) return false
  }
  const next = wordsAfter(w, k + length - 1)
  return next.some((w) => after.includes(w))
}

/**
 * The offsets of the words of `g` that begin with the lower-case ASCII letter `first` or its upper
 * case, found by their first unit and the ones before: one pass over the codes instead of reading
 * every word. Null when that cannot tell: `first` is no ASCII letter, or a unit that is the letter
 * (or any other than ASCII, which may lower-case to it) may begin a word only reading from the
 * start tells (after an apostrophe, which may join it to the word before, a surrogate pair, or a
 * number a full stop or comma may join to the one before, as in "1.5km").
 */
function runStarts(g: GuardText, first: number): number[] | null {
  if (first < 0x61 || first > 0x7a) return null
  const { codes, classes } = g
  const out: number[] = []
  for (let p = 0; p < codes.length; p++) {
    const c = codes[p]!
    if (c < 0x80 && (c | 0x20) !== first) continue
    const cls = classes[p]!
    if ((cls & PLAIN_PART) === 0) continue
    const kind = startKind(g, p, cls)
    if (kind === 0) continue
    if (kind < 0 || c >= 0x80) return null
    out.push(p)
  }
  return out
}

/**
 * Whether unit `p` of `g` (classes `cls`, a letter, mark or number) begins a word (1), goes on the
 * word before (0), or only reading from the text's start tells (-1).
 */
function startKind(g: GuardText, p: number, cls: number): number {
  if (p === 0) return 1
  const { codes, classes } = g
  const before = classes[p - 1]!
  if ((before & PLAIN_PART) !== 0) {
    // After a letter or mark a letter goes on the word; what else does depends on what came before.
    if ((before & NUMBER) === 0) return (cls & LETTER) !== 0 ? 0 : -1
    if ((cls & LETTER) === 0) return -1
    // After a number, a letter begins a word only after the `.5` or `,000` a number's word ends with.
    let q = p - 1
    while (q > 0 && (classes[q - 1]! & NUMBER) !== 0) q--
    if (q === 0) return 0
    const c = codes[q - 1]!
    return c === 0x2e || c === 0x2c || (c >= 0xdc00 && c <= 0xdfff) ? -1 : 0
  }
  const c = codes[p - 1]!
  // An apostrophe may join letters to the word before it; a surrogate pair's second half may end one.
  if (c === 0x27 || (c >= 0xdc00 && c <= 0xdfff)) return -1
  // A full stop or comma before a number may join it to the number before.
  return (c === 0x2e || c === 0x2c) && (cls & NUMBER) !== 0 ? -1 : 1
}

/**
 * The letters an identifier's key opens with ("un1789" gives "un", "cve-2024-1234" "cve"): a-z
 * letters, then a digit, at most a hyphen between; else ''. Read by codes: it runs on every
 * capitalised word of a text with a missing acronym, where a pattern showed in the profile.
 */
function identifierLetters(key: string): string {
  let k = 0
  while (k < key.length && key.charCodeAt(k) >= 0x61 && key.charCodeAt(k) <= 0x7a) k++
  if (k === 0) return ''
  const digitAt = key.charCodeAt(k) === 0x2d ? k + 1 : k
  const c = key.charCodeAt(digitAt)
  return c >= 0x30 && c <= 0x39 ? key.slice(0, k) : ''
}

/** The leading letters of the identifiers of `s`, capitalised words of letters then digits ("UN1789" gives "un"). */
function identifierPrefixes(s: TextScan): Set<string> {
  const out = new Set<string>()
  for (let t = 0; t < s.tokens; t++) {
    const letters = identifierLetters(WORDS.word(s.keys[t]!))
    if (letters !== '') out.add(letters)
  }
  return out
}

/**
 * Whether token `t` of `s` is an abbreviated month or weekday beside a number ("9 Feb 2026", "Feb 9,
 * 2026", "Wed 4 March"), or a range of months or weekdays ("Mon-Fri", "Jan-Mar"): a date.
 */
function isDateAt(s: TextScan, t: number): boolean {
  const key = s.keys[t]!
  if ((WORDS.flags[key]! & SHORT_DATE) !== 0) {
    const { codes, classes } = s.g
    let q = s.starts[t]! - 1
    while (q >= 0 && codes[q] === 0x20) q--
    if (q >= 0 && (classes[q]! & DIGIT) !== 0) return true
    // A range of days or months with a dash between ("Mon–Fri", "Jan - Mar"), the other end a calendar word.
    if (q >= 0 && (codes[q] === 0x2d || codes[q] === 0x2013) && t > 0 && CALENDAR_WORDS.has(WORDS.word(s.keys[t - 1]!)))
      return true
    const after = skipSpaces(codes, s.ends[t]!)
    if (
      (codes[after] === 0x2d || codes[after] === 0x2013) &&
      t + 1 < s.tokens &&
      CALENDAR_WORDS.has(WORDS.word(s.keys[t + 1]!))
    )
      return true
    q = s.ends[t]!
    if (codes[q] === 0x2e) q++
    if (codes[q] === 0x2c) q++
    while (q < codes.length && codes[q] === 0x20) q++
    return q < codes.length && (classes[q]! & DIGIT) !== 0
  }
  const word = WORDS.word(key)
  if (!word.includes('-')) return false
  return word.split('-').every((part) => CALENDAR_WORDS.has(part))
}

const CURRENCY_CODES: ReadonlyMap<string, string> = new Map(Object.entries(COMMON_WORDS.currencies))
const CURRENCY_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(COMMON_WORDS.currencies).map(([code, name]) => [name, code]),
)
const CURRENCY_PREFIXES: ReadonlyMap<string, string> = new Map(Object.entries(COMMON_WORDS.currencyPrefixes))
/** Currency signs that name one currency, and `$`, which takes its currency from the letters before it. */
const SIGN_CODES: ReadonlyMap<number, string> = new Map([
  [0x20ac, 'eur'],
  [0xa3, 'gbp'],
  [0xa5, 'jpy'],
  [0x20b9, 'inr'],
  [0x24, ''],
])
const LOWER_WORD = / +([a-z]+)/y

// Whether a digit comes before `at` in `s`'s text, only spaces between.
function digitBefore(s: TextScan, at: number): boolean {
  const { codes, classes } = s.g
  let q = at - 1
  while (q >= 0 && codes[q] === 0x20) q--
  return q >= 0 && (classes[q]! & DIGIT) !== 0
}

// Whether a digit comes at or after `at` in `s`'s text, only spaces between.
function digitAfter(s: TextScan, at: number): boolean {
  const { codes, classes } = s.g
  let q = at
  while (q < codes.length && codes[q] === 0x20) q++
  return q < codes.length && (classes[q]! & DIGIT) !== 0
}

/**
 * The ISO 4217 code of the currency token `t` of `s` names beside a number, else `''`: a code
 * ("CHF 240", "1,200 EUR"), the letters before a `$` ("S$8,000"), or a run naming a currency
 * between a number and its noun ("240 Swiss francs"). Such a word is the amount's unit.
 */
function currencyAt(s: TextScan, t: number): string {
  const key = s.keys[t]!
  if ((WORDS.flags[key]! & CURRENCY_WORD) === 0) return ''
  const word = WORDS.word(key)
  const { codes, text } = s.g
  const start = s.starts[t]!
  const end = s.ends[t]!
  if ((s.bits[t]! & ALL_CAPS) !== 0) {
    const prefix = CURRENCY_PREFIXES.get(word)
    if (prefix !== undefined && codes[end] === 0x24 && digitAfter(s, end + 1)) return prefix
    if (CURRENCY_CODES.has(word) && (digitBefore(s, start) || digitAfter(s, end))) return word
  }
  let first = t
  while (first > 0 && s.groups[first - 1] === s.groups[t]) first--
  let last = t
  while (last + 1 < s.tokens && s.groups[last + 1] === s.groups[t]) last++
  if (!digitBefore(s, s.starts[first]!)) return ''
  LOWER_WORD.lastIndex = s.ends[last]!
  const noun = LOWER_WORD.exec(text)?.[1]
  if (noun === undefined) return ''
  let phrase = ''
  for (let k = first; k <= last; k++) phrase += `${WORDS.word(s.keys[k]!)} `
  return (
    CURRENCY_NAMES.get(phrase + noun) ??
    (noun.endsWith('s') ? CURRENCY_NAMES.get(phrase + noun.slice(0, -1)) : '') ??
    ''
  )
}

/** The codes of the currencies `s` names beside numbers, by code, letters before `$` or name, and by sign. */
function currenciesOf(s: TextScan): Set<string> {
  const out = new Set<string>()
  for (let t = 0; t < s.tokens; t++) {
    const code = currencyAt(s, t)
    if (code !== '') out.add(code)
  }
  const { codes } = s.g
  for (let p = 0; p < codes.length; p++) {
    const c = codes[p]!
    if (c < 0x24 || (c > 0x24 && c < 0xa3)) continue
    const code = SIGN_CODES.get(c)
    if (code !== undefined && code !== '') out.add(code)
  }
  return out
}

/** The first position from `p` on that is no space. */
function skipSpaces(codes: Uint16Array, p: number): number {
  while (p < codes.length && codes[p] === 0x20) p++
  return p
}

/** Months and weekdays, written out or abbreviated. */
const CALENDAR_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(NUMBER_WORDS.months),
  ...Object.keys(NUMBER_WORDS.weekdays),
])

// Per name the last lacking() call returned, whether it is a name only by its place (PLACE_ONLY).
const placeOnly: boolean[] = []

/** `names` without those {@link placeOnly} marks. */
function firm(names: string[], marks: readonly boolean[]): string[] {
  return marks.includes(true) ? names.filter((_, i) => !marks[i]) : names
}

/** A name as written without its possessive: "Airship's" is named "Airship" (the text is folded, so "’s" is "'s"). */
function bare(raw: string): string {
  return raw.endsWith("'s") ? raw.slice(0, -2) : raw
}

/** The names of `s` as written, the first spelling of each. */
function distinct(s: TextScan): string[] {
  const seen = SEEN
  const { nameList, keys } = s
  const out: string[] = []
  for (let i = 0; i < s.names; i++) {
    const t = nameList[i]!
    const key = keys[t]!
    if (seen[key] === 1) continue
    seen[key] = 1
    out.push(s.raw(t))
  }
  for (let i = 0; i < s.names; i++) seen[keys[nameList[i]!]!] = 0
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
  try {
    nameSets(guardText(text), guardText(other))
    return distinct(EXPECTED).map(bare)
  } finally {
    release()
  }
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
/** `names` of `text` less the words of its holidays whose day `otherText` states in digits. */
function withoutDatedHolidays(names: string[], text: string, otherText: string): string[] {
  if (names.length === 0) return names
  const holidays = holidaysIn(text).filter((holiday) => datesDay(otherText, holiday.date))
  if (holidays.length === 0) return names
  const words = new Set(
    holidays.flatMap((holiday) =>
      text
        .slice(holiday.at, holiday.end)
        .replace(/['\u2019]s\b/g, '')
        .split(/\s+/),
    ),
  )
  return names.filter((name) => !words.has(name.replace(/['\u2019]s$/, '')))
}

export function checkNames(expected: string, received: string): GuardVerdict {
  return compareNames(guardText(expected), guardText(received))
}

/** {@link checkNames} on texts already folded and classified. */
export function compareNames(expected: GuardText, received: GuardText): GuardVerdict {
  try {
    nameSets(expected, received)
    placeOnly.length = 0
    let missing = lacking(EXPECTED, RECEIVED)
    const missingMarks = placeOnly.slice()
    placeOnly.length = 0
    let added = lacking(RECEIVED, EXPECTED)
    // "Christmas Day" where the other text says "25 December": the day, which the numbers guard checks.
    missing = withoutDatedHolidays(missing, expected.text, received.text)
    added = withoutDatedHolidays(added, received.text, expected.text)
    // A word capitalised only by its place that the other text never has at all, in any case or
    // form, with no name of the other text in its stead, is a reworded sentence start ("Mild
    // tiredness is normal." and "It's normal to be a bit tired."), not a dropped name: it counts
    // only when the other text lacks a name too, as in a swap ("Kevin approved it." and "Laura
    // approved it.").
    const bothLack = missing.length > 0 && added.length > 0
    if (!bothLack) {
      missing = firm(missing, missingMarks)
      added = firm(added, placeOnly)
    }
    const traded = missing.length === 0 && added.length === 0 ? tradedMention() : null
    if (traded !== null) {
      missing.push(bare(traded[0]))
      added.push(bare(traded[1]))
    }
    return {
      kind: 'names',
      pass: missing.length === 0 && added.length === 0,
      expected: distinct(EXPECTED),
      received: distinct(RECEIVED),
      missing,
      added,
      message: differenceMessage('names', missing, added, true),
    }
  } finally {
    // Also after a throw: the next comparison must find the per-id arrays zero.
    release()
  }
}
