import NUMBER_WORDS from './data/number-words.json' with { type: 'json' }
import { holidaysIn } from './holidays.js'
import * as chars from './text.js'
import { type GuardText, guardText } from './text.js'
import { differenceMessage, type GuardVerdict } from './verdict.js'
import { sameLower, WordTable } from './words.js'

/**
 * One numeric fact of a text. Equal facts have equal `key`s: `3`, `three` and `3rd` are all `n:3`,
 * `$42.50`, `42.50 dollars` and `USD 42.50` are all `n:42.5$`, and `March 4, 2026`, `4 March 2026`
 * and `2026-03-04` are all `date:2026-3-4`.
 */
export interface NumberFact {
  key: string
  /** The text as written, for messages. */
  text: string
  /** A plain quantity's canonical value, e.g. `'1500'`; empty for dates, times, versions and ids. */
  value: string
  /** `''`, `'%'` or a currency symbol, for a plain quantity. */
  unit: string
  /**
   * From a word that is often not a number at all (`one`, `first`, `second`): it confirms the same
   * value in the other text but is never a change on its own.
   */
  weak: boolean
}

// Tokens live in parallel typed arrays, reused call after call: a 1 KB text has a few hundred, and
// an object per token (and a string per word) cost more than the rest of the check.
const NUMBER_TOKEN = 1
const WORD_TOKEN = 2
const SYMBOL_TOKEN = 3
const FACT_TOKEN = 4
/** A number token's flag: read as an ordinal (`3rd`, `third`, `Q3`). */
const ORDINAL = 1
/** A number token's flag: a scale letter only after a currency sign (`1.65m`: metres, but `£1.65m` is millions). */
const CURRENCY_SCALE = 2
/** A number token's flag: cents glued to it (`60p`), its currency by index in UNIT_NAMES in the bits above. */
const CENTS = 4
const CENT_SHIFT = 3
/** A word token's flag: its first letter is cased. */
const CAPITALIZED = 1
/** A fact token's flag: a clock time of 1 to 12 o'clock without am or pm (`4:15`). */
const BARE_CLOCK = 1
const FIRST_TOKENS = 256
// Arrays grown past this by one long text go back to their first size once its facts are read.
const KEPT_TOKENS = 1 << 14

class TokenList {
  count = 0
  kinds = new Uint8Array(FIRST_TOKENS)
  starts = new Int32Array(FIRST_TOKENS)
  ends = new Int32Array(FIRST_TOKENS)
  /** A number's value. */
  values = new Float64Array(FIRST_TOKENS)
  /** A word's id in the lookup table (GAP for any other word); a symbol's UTF-16 code. */
  ids = new Int32Array(FIRST_TOKENS)
  /** ORDINAL for a number, CAPITALIZED for a word. */
  flags = new Uint8Array(FIRST_TOKENS)
  /** A fact token's key, by token index (other indexes hold whatever an earlier text left). */
  keys: string[] = []
  /** The clock time a whole hour may also be, by token index ("7 in the morning": 7 or 07:00). */
  hours = new Map<number, string>()
  /** Whether the text writes a clock time the 24-hour way (`15:15`, `06:45`, `00:30`). */
  clock24 = false

  push(kind: number, start: number, end: number, value: number, id: number, flag: number): void {
    const i = this.count
    if (i === this.kinds.length) this.resize(i * 2)
    this.kinds[i] = kind
    this.starts[i] = start
    this.ends[i] = end
    this.values[i] = value
    this.ids[i] = id
    this.flags[i] = flag
    this.count = i + 1
  }

  fact(key: string, start: number, end: number, flag = 0): void {
    this.keys[this.count] = key
    this.push(FACT_TOKEN, start, end, 0, 0, flag)
  }

  /** Empties the list, and gives back the arrays a long text grew. */
  clear(): void {
    this.count = 0
    // Map.clear makes a new table even for an empty map, and most texts have no hour readings.
    if (this.hours.size > 0) this.hours.clear()
    this.clock24 = false
    if (this.kinds.length > KEPT_TOKENS) this.resize(FIRST_TOKENS)
    if (this.keys.length > KEPT_TOKENS) this.keys = []
  }

  private resize(size: number): void {
    const keep = Math.min(this.count, size)
    const kinds = new Uint8Array(size)
    const starts = new Int32Array(size)
    const ends = new Int32Array(size)
    const values = new Float64Array(size)
    const ids = new Int32Array(size)
    const flags = new Uint8Array(size)
    kinds.set(this.kinds.subarray(0, keep))
    starts.set(this.starts.subarray(0, keep))
    ends.set(this.ends.subarray(0, keep))
    values.set(this.values.subarray(0, keep))
    ids.set(this.ids.subarray(0, keep))
    flags.set(this.flags.subarray(0, keep))
    this.kinds = kinds
    this.starts = starts
    this.ends = ends
    this.values = values
    this.ids = ids
    this.flags = flags
  }
}

const TOKENS = new TokenList()

// Local copies: a loop reading an imported binding pays for a getter under some loaders.
const { CASED, DIGIT, LETTER, MARK, SPACE, WIDE } = chars
const widthAt = (classes: Uint8Array, i: number): number => ((classes[i]! & WIDE) === 0 ? 1 : 2)

// Maps, built once: a lookup per token in a plain object read from JSON is several times slower.
const table = <T>(record: Record<string, T>): Map<string, T> => new Map(Object.entries(record))
const UNITS = table<number>(NUMBER_WORDS.units)
const TENS = table<number>(NUMBER_WORDS.tens)
const SCALES = table<number>(NUMBER_WORDS.scales)
const ORDINALS = table<number>(NUMBER_WORDS.ordinals)
const MULTIPLES = table<number>(NUMBER_WORDS.multiples)
const DECADES = table<number>(NUMBER_WORDS.decades)
const WEAK = new Set(NUMBER_WORDS.weak)
const SUFFIX = NUMBER_WORDS.digitSuffixes
const ORDINAL_SUFFIXES = new Set(SUFFIX.ordinal)
const SCALE_SUFFIXES = table<number>(SUFFIX.scale)
const CASED_SCALE_SUFFIXES = table<number>(SUFFIX.caseSensitiveScale)
const UNIT_SUFFIXES = new Set(SUFFIX.units)
const CURRENCY_SCALE_SUFFIXES = table<number>(SUFFIX.afterCurrency)
const CENT_SUFFIXES = table<string>(SUFFIX.cents)
// "14m2" (14m²) and the word "m2" after "140 ": a length unit to a power, which is a unit too.
const POWERED = SUFFIX.powered.join('|')
const POWERED_NUMBER = new RegExp(`^(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?(?:${POWERED})[23]$`)
const POWERED_UNIT = new RegExp(`^(?:${POWERED})[23]$`)
const CURRENCY = NUMBER_WORDS.currencies
const CURRENCY_SYMBOLS = table<string>(CURRENCY.symbols)
const CURRENCY_CODES = table<string>(CURRENCY.codes)
const CURRENCY_WORDS = table<string>(CURRENCY.words)
const CENT_WORDS = table<string>(CURRENCY.cents)
const PERCENT_WORDS = new Set(NUMBER_WORDS.percentWords)
const MONTHS = table<number>(NUMBER_WORDS.months)
const AMBIGUOUS_MONTHS = new Set(NUMBER_WORDS.ambiguousMonths)
const WEEKDAYS = table<string>(NUMBER_WORDS.weekdays)
const NAMED_TIMES = table<string>(NUMBER_WORDS.namedTimes)
const HOUR_FRACTIONS = table<number>(NUMBER_WORDS.hourFractions)
const PLURAL_FRACTIONS = table<number>(NUMBER_WORDS.pluralHourFractions)
const DURATIONS = NUMBER_WORDS.durations
// A span of time as one number: seconds (positive) for seconds to weeks, months (negative) for
// months to decades, which are never converted into each other.
const SPANS = new Map<string, number>([
  ...Object.entries(DURATIONS.seconds),
  ...Object.entries(DURATIONS.months).map(([word, months]) => [word, -months] as const),
])
const SINGULAR_SPANS = new Set(DURATIONS.singular)
const PERIODS = new Map<string, number>([
  ...Object.entries(DURATIONS.periodSeconds),
  ...Object.entries(DURATIONS.periodMonths).map(([word, months]) => [word, -months] as const),
])
const FREQUENCIES = table<number>(DURATIONS.frequencies)
// The days of the week in order, Monday first, and the runs of them that have a word of their own.
const DAY_ORDER = [...new Set(WEEKDAYS.values())]
// A run of days as a second reading ("weekdays" for "Monday to Friday"), one per run the data names:
// a number far past any span of time, so it never equals one.
const DAY_RUNS = new Map<string, number>()
for (const [first, last] of Object.values(NUMBER_WORDS.dayRanges)) {
  const run = `day:${first}-day:${last}`
  if (!DAY_RUNS.has(run)) DAY_RUNS.set(run, 2 ** 1000 * (DAY_RUNS.size + 1))
}
const DAY_RUN_WORDS = new Map(
  Object.entries(NUMBER_WORDS.dayRanges).map(([word, [first, last]]) => [
    word,
    DAY_RUNS.get(`day:${first}-day:${last}`)!,
  ]),
)
// Every word some table knows: any other word is skipped without further lookups.
const KNOWN_WORDS = new Set([
  ...UNITS.keys(),
  ...TENS.keys(),
  ...SCALES.keys(),
  ...ORDINALS.keys(),
  ...MULTIPLES.keys(),
  ...DECADES.keys(),
  ...CURRENCY_CODES.keys(),
  ...MONTHS.keys(),
  ...WEEKDAYS.keys(),
  ...NAMED_TIMES.keys(),
  ...HOUR_FRACTIONS.keys(),
  ...PLURAL_FRACTIONS.keys(),
  ...PERIODS.keys(),
  ...DAY_RUN_WORDS.keys(),
  'every',
  'each',
  'per',
  ...[...WEEKDAYS.keys()].map((day) => `${day}s`),
  'a',
  'an',
])
// A currency and a scale said as a label in brackets, "Revenue (€m)": the text's bare amounts are in that scale.
const SCALE_LABELS = table<number>(NUMBER_WORDS.scaleLabels)
const escaped = (words: readonly string[]): string => words.map((word) => word.replace(/[$]/g, '\\$')).join('|')
const LABEL_CURRENCIES = escaped([...Object.keys(CURRENCY.symbols), ...Object.keys(CURRENCY.codes)])
const SCALE_LABEL = new RegExp(`\\(\\s*(?:${LABEL_CURRENCIES})\\s*(${[...SCALE_LABELS.keys()].join('|')})\\s*\\)`, 'gi')

/** The scales a text gives its bare amounts by a label in brackets ("(€m)" is 1e6), at most a few. */
function labelScales(text: string): number[] {
  const scales: number[] = []
  if (!text.includes('(')) return scales
  for (const match of text.matchAll(SCALE_LABEL)) {
    const scale = own(SCALE_LABELS, match[1]!.toLowerCase())!
    if (!scales.includes(scale)) scales.push(scale)
  }
  return scales
}

// Every word a lookup below can match. Any other word is kept only as a gap between tokens, and
// consecutive ones collapse into one token: none of them is ever a number, a unit or a month.
const LOOKUP_WORDS = new Set([
  ...KNOWN_WORDS,
  ...SCALES.keys(),
  ...CENT_WORDS.keys(),
  ...PERCENT_WORDS,
  ...CURRENCY_WORDS.keys(),
  'of',
  'and',
  'per',
  'cent',
  'points',
  'hour',
  'times',
  ...SPANS.keys(),
])
// First letter, last letter and length (a-z, a-z, up to 31) of each lookup word, as bits: a word
// whose shape no lookup word has is not sliced or lower-cased at all.
const shapeIndex = (first: number, last: number, length: number): number =>
  first < 97 || first > 122 || last < 97 || last > 122 || length > 31
    ? -1
    : ((first - 97) * 26 + (last - 97)) * 32 + length
// The same words in a word table, found from their codes without slicing them out.
const LOOKUP_TABLE = new WordTable([...LOOKUP_WORDS].map((word) => [word, 0] as const))
const LOOKUP_SHAPES = new Uint8Array(26 * 26 * 32)
// The same shapes as one bit per last letter, by first letter and length: 3 KB that stay in cache,
// where the per-shape arrays are read only for a word whose shape some lookup word has.
const SHAPE_BITS = new Uint32Array(26 * 32)
// And one bit per second letter (a-z, lower-cased), by first letter and length, with bit 26 for any
// other character, which always passes: "the", "your" and "work" have the shapes of "tue", "year"
// and "week", and are common enough that their lookups cost more than this one array read.
const SECOND_BITS = new Uint32Array(26 * 32)
const OTHER_SECOND = 26
/** The bit of `code` as a second letter in SECOND_BITS: a-z (or A-Z) by letter, anything else OTHER_SECOND. */
const secondBit = (code: number): number => {
  const letter = (code | 0x20) - 97
  return 1 << (code < 128 && letter >= 0 && letter < 26 ? letter : OTHER_SECOND)
}
// The bit of an ASCII code as a last letter in SHAPE_BITS (A-Z as a-z), 0 for a code that is no letter.
const LAST_BIT = Uint32Array.from({ length: 128 }, (_, code) => {
  const letter = (code | 0x20) - 97
  return letter >= 0 && letter < 26 ? 1 << letter : 0
})
// Per shape, the id + 1 of a lookup word of that shape (0 for none); SAME_SHAPE chains the others.
const SHAPE_FIRST = new Int32Array(26 * 26 * 32)
const SAME_SHAPE = new Int32Array(LOOKUP_TABLE.count)
for (const word of LOOKUP_WORDS) {
  const index = shapeIndex(word.charCodeAt(0), word.charCodeAt(word.length - 1), word.length)
  if (index < 0) throw new Error(`number-words.json: "${word}" is not a-z: widen the shape filter in numbers.ts`)
  LOOKUP_SHAPES[index] = 1
  SHAPE_BITS[(word.charCodeAt(0) - 97) * 32 + word.length]! |= 1 << (word.charCodeAt(word.length - 1) - 97)
  // A one-letter word's second code is whatever follows it: every bit.
  SECOND_BITS[(word.charCodeAt(0) - 97) * 32 + word.length]! |=
    word.length === 1 ? 0x7ffffff : secondBit(word.charCodeAt(1)) | (1 << OTHER_SECOND)
  const id = LOOKUP_TABLE.lookupAt(
    word,
    Uint16Array.from(word, (char) => char.charCodeAt(0)),
    0,
    word.length,
  )
  SAME_SHAPE[id] = SHAPE_FIRST[index]!
  SHAPE_FIRST[index] = id + 1
}

/**
 * The lookup id of the word `[p, end)`, whose first and last letters are ASCII and of the shape
 * given, as LOOKUP_TABLE.lookupAt finds it: GAP if no lookup word spells it, or -1 if it has a
 * non-ASCII letter inside, which only the table's lower-casing can read.
 */
function shapeLookup(codes: Uint16Array, p: number, end: number, shape: number): number {
  // The shape matched the first and last letters, lower-cased.
  for (let entry = SHAPE_FIRST[shape]!; entry !== 0; entry = SAME_SHAPE[entry - 1]!) {
    const word = LOOKUP_TABLE.word(entry - 1)
    let k = p + 1
    for (; k < end - 1; k++) {
      let c = codes[k]!
      if (c >= 128) return -1
      if (c >= 0x41 && c <= 0x5a) c |= 0x20
      if (c !== word.charCodeAt(k - p)) break
    }
    if (k >= end - 1) return entry - 1
  }
  return GAP
}
const PLAIN_NUMBER = /^(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\p{L}*)$/u
const VERSION = /^v?\d+(?:\.\d+)+$/i
const V_VERSION = /^v(\d+(?:\.\d+)*)$/i
const DIGITS_AND_SEPARATORS = /^[\d.,]+$/
const QUARTER = /^[Qq][1-4]$/

function own<T>(map: ReadonlyMap<string, T>, key: string): T | undefined {
  return map.get(key)
}

// What the tables say of each lookup word, by its id in LOOKUP_TABLE: an array read per token
// instead of a Map lookup by string. GAP is the id of every other word, which no table knows.
const LOOKUP_COUNT = LOOKUP_TABLE.count
const GAP = LOOKUP_COUNT
const NOT_A_WORD = -1
const byId = <T>(read: (word: string) => T): T[] => {
  const out: T[] = []
  for (let id = 0; id <= LOOKUP_COUNT; id++) out.push(read(id < LOOKUP_COUNT ? LOOKUP_TABLE.word(id) : ''))
  return out
}
function lookupId(word: string): number {
  const codes = new Uint16Array(word.length)
  for (let k = 0; k < word.length; k++) codes[k] = word.charCodeAt(k)
  return LOOKUP_TABLE.lookupAt(word, codes, 0, word.length)
}
const KNOWN_OF = byId((word) => KNOWN_WORDS.has(word))
const LENGTH_OF = byId((word) => word.length)
const UNIT_OF = byId((word) => own(UNITS, word))
const TENS_OF = byId((word) => own(TENS, word))
const SCALE_OF = byId((word) => own(SCALES, word))
const ORDINAL_OF = byId((word) => own(ORDINALS, word))
// A word that is a whole number on its own: a multiple ("twice") or a decade ("forties").
const MULTIPLE_OF = byId((word) => own(MULTIPLES, word) ?? own(DECADES, word))
const WEAK_OF = byId((word) => WEAK.has(word))
const CODE_OF = byId((word) => own(CURRENCY_CODES, word))
const CURRENCY_WORD_OF = byId((word) => own(CURRENCY_WORDS, word))
const CENT_OF = byId((word) => own(CENT_WORDS, word))
const PERCENT_OF = byId((word) => PERCENT_WORDS.has(word))
const MONTH_OF = byId((word) => own(MONTHS, word))
const AMBIGUOUS_OF = byId((word) => AMBIGUOUS_MONTHS.has(word))
const WEEKDAY_OF = byId((word) => own(WEEKDAYS, word.endsWith('s') ? word.slice(0, -1) : word))
const NAMED_TIME_OF = byId((word) => own(NAMED_TIMES, word))
const HOUR_FRACTION_OF = byId((word) => own(HOUR_FRACTIONS, word))
// Minutes in a fraction said in the plural after a number word ("three quarters"): data pluralHourFractions.
const PLURAL_FRACTION_OF = byId((word) => own(PLURAL_FRACTIONS, word))
const SPAN_OF = byId((word) => own(SPANS, word))
const SINGULAR_SPAN_OF = byId((word) => (SINGULAR_SPANS.has(word) ? own(SPANS, word) : undefined))
const PERIOD_OF = byId((word) => own(PERIODS, word))
const FREQUENCY_OF = byId((word) => own(FREQUENCIES, word))
const DAY_RUN_OF = byId((word) => own(DAY_RUN_WORDS, word))
// Words that may follow a quantity that says a span: a unit of time, "times", "and" (a half).
const SPAN_START_OF = Uint8Array.from(byId((word) => (SPANS.has(word) || word === 'times' || word === 'and' ? 1 : 0)))
// Words read only after a number or a word some table knows ("two days", "a day", "three times"):
// after any other word they are no token of their own.
const SPAN_WORD_OF = Uint8Array.from(byId((word) => (word !== 'hour' && (SPANS.has(word) || word === 'times') ? 1 : 0)))
const NAMED_IDS = [
  'a',
  'an',
  'of',
  'and',
  'per',
  'cent',
  'points',
  'hour',
  'dozen',
  'may',
  'march',
  'times',
  'every',
  'each',
  'half',
  'quarter',
  'second',
].map(lookupId) as number[]
const [ID_A, ID_AN, ID_OF, ID_AND, ID_PER, ID_CENT, ID_POINTS, ID_HOUR, ID_DOZEN, ID_MAY, ID_MARCH] = NAMED_IDS
const [ID_TIMES, ID_EVERY, ID_EACH, ID_HALF, ID_QUARTER, ID_SECOND] = NAMED_IDS.slice(11)
for (const id of NAMED_IDS) {
  if (id! < 0) throw new Error('numbers.ts: a word the parser names is missing from the lookup words')
}
// Currency signs by UTF-16 code: a token's symbol is one code unit.
const CURRENCY_OF_CODE = new Map<number, string>()
for (const [symbol, currency] of CURRENCY_SYMBOLS)
  if (symbol.length === 1) CURRENCY_OF_CODE.set(symbol.charCodeAt(0), currency)

// Canonical strings of small whole numbers, made once.
const SMALL = 1024
const SMALL_NUMBERS = Array.from({ length: SMALL }, (_, n) => String(n))
const SMALL_KEYS = SMALL_NUMBERS.map((n) => `n:${n}`)

function canonical(value: number): string {
  if (Number.isInteger(value) && value < 1e12 && value > -1e12) {
    return value >= 0 && value < SMALL ? SMALL_NUMBERS[value]! : String(value)
  }
  // At most 12 digits and no exponent: rounding to 12 digits gives the same number back.
  const shortest = String(value)
  if (shortest.length <= 13 && !shortest.includes('e')) return shortest
  return String(Number(value.toPrecision(12)))
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n)
}

function clock(hour: number, minute: number, half: number): string {
  let h = hour
  if (half !== 0) {
    const pm = half === 0x70 || half === 0x50
    if (h === 12) h = pm ? 12 : 0
    else if (pm) h += 12
  }
  return `time:${pad(h)}:${pad(minute)}`
}

/** Classifies a run that starts with a digit: `1,250`, `4.5`, `3rd`, `1.5k`, `5GB`, `2.3.1`, `4o`. */
function digitToken(raw: string, start: number, end: number, tokens: TokenList): void {
  const m = PLAIN_NUMBER.exec(raw)
  if (m === null) {
    const powered = POWERED_NUMBER.exec(raw)
    if (powered !== null)
      tokens.push(NUMBER_TOKEN, start, end, Number(powered[1]!.replace(/,/g, '') + (powered[2] ?? '')), 0, 0)
    else if (VERSION.test(raw)) tokens.fact(`version:${raw.toLowerCase()}`, start, end)
    else if (DIGITS_AND_SEPARATORS.test(raw)) {
      // A list such as 1,2,3 or a European decimal; each part counts as written.
      for (const part of raw.split(',')) tokens.push(NUMBER_TOKEN, start, end, Number(part), 0, 0)
    } else tokens.fact(`id:${raw.toLowerCase()}`, start, end)
    return
  }
  const value = Number(m[1]!.replace(/,/g, '') + (m[2] ?? ''))
  const suffix = m[3]!
  const lower = suffix.toLowerCase()
  if (suffix === '') tokens.push(NUMBER_TOKEN, start, end, value, 0, 0)
  else if (ORDINAL_SUFFIXES.has(lower) && m[2] === undefined) tokens.push(NUMBER_TOKEN, start, end, value, 0, ORDINAL)
  else {
    const scale = own(CASED_SCALE_SUFFIXES, suffix) ?? own(SCALE_SUFFIXES, lower)
    if (scale !== undefined) tokens.push(NUMBER_TOKEN, start, end, value * scale, 0, 0)
    else if (CENT_SUFFIXES.has(lower) && m[2] === undefined && value < 100) {
      const currency = UNIT_INDEX.get(CENT_SUFFIXES.get(lower)!)!
      tokens.push(NUMBER_TOKEN, start, end, value, 0, CENTS | (currency << CENT_SHIFT))
    } else if (UNIT_SUFFIXES.has(lower))
      tokens.push(NUMBER_TOKEN, start, end, value, 0, CURRENCY_SCALE_SUFFIXES.has(suffix) ? CURRENCY_SCALE : 0)
    else tokens.fact(`id:${raw.toLowerCase()}`, start, end)
  }
}

/** The number of ASCII digits from `i`. */
function digitsAt(g: GuardText, i: number): number {
  let k = i
  while (k < g.text.length && (g.classes[k]! & DIGIT) !== 0) k++
  return k - i
}

/** Skips letters and digits (`[\p{L}\d]*`) from `i`; returns where they end. */
function lettersOrDigits(g: GuardText, i: number): number {
  let k = i
  while (k < g.text.length && (g.classes[k]! & (LETTER | DIGIT)) !== 0) k += widthAt(g.classes, k)
  return k
}

// The am/pm marker of a clock time at `at` (`\s?[aApP]\.?[mM](?!\p{L})\.?`): its end and the a/p
// letter's code, or -1.
let half = 0
function meridiemEnd(g: GuardText, at: number): number {
  const { text, classes, codes } = g
  let k = at < text.length && (classes[at]! & SPACE) !== 0 ? at + 1 : at
  const c = codes[k]!
  if (c !== 0x61 && c !== 0x41 && c !== 0x70 && c !== 0x50) return -1
  let m = k + 1
  if (codes[m]! === 0x2e) m++
  const mc = codes[m]!
  if (mc !== 0x6d && mc !== 0x4d) return -1
  if (m + 1 < text.length && (classes[m + 1]! & LETTER) !== 0) return -1
  half = c
  k = m + 1
  return codes[k]! === 0x2e ? k + 1 : k
}

// A part of the day said after a clock time instead of am or pm ("7 in the morning", "10:30 at
// night"), from data dayParts: night is pm from 5 to 11 and am from 12 to 4, so "11 at night" is
// 23:00 and "2 at night" is 02:00.
const PARTS = NUMBER_WORDS.dayParts
const PART_WORDS = `in\\s+the\\s+(${[...PARTS.am, ...PARTS.pm].join('|')})|at\\s+${PARTS.night}`
const DAY_PART = new RegExp(`^\\s+(?:${PART_WORDS})(?![\\p{L}\\p{N}])`, 'iu')
const DAY_PART_CHARS = 24
const LEADS = PARTS.leads.join('|')
// A word of time before a whole number (data dayParts.leads) makes it an hour when a part of the day
// follows ("at 7 in the morning"): without one, "take 2 in the morning" may be two tablets, so the
// hour stays a number that may also be that time (TokenList.hours).
const TIME_LEAD = new RegExp(`(?:^|[^\\p{L}])(?:${LEADS})\\s+$`, 'iu')
// A range's start: an hour, maybe with minutes, maybe with its part of the day.
const START = `\\d{1,2}(?:[:.]\\d\\d)?(?:\\s+(?:${PART_WORDS}))?`
// So does a range link after a start that follows one, maybe with the start's part of the day
// ("from 8 to 11 in the morning", "between 10:30 at night and 7 in the morning").
const LEAD_RANGE = new RegExp(
  `(?:^|[^\\p{L}])(?:(?:${LEADS})\\s+${START}\\s*(?:[-\\u2010-\\u2014]|to|till|until)|between\\s+${START}\\s+and)\\s*$`,
  'iu',
)
const LEAD_CHARS = 48
// Words that make the hour after them the point minutes are counted from ("quarter past 7", "ten
// to 8"; data dayParts.relative, and relativeTo before "to", which else links a range): such an
// hour is no clock time of its own.
const RELATIVE_HOUR = new RegExp(
  `(?:^|[^\\p{L}])(?:${PARTS.relative.join('|')}|(?:${PARTS.relativeTo.join('|')})\\s+to)\\s+$`,
  'iu',
)

/** Whether the time starting at `start` follows a word of time, or ends a range that opens with one. */
function ledAt(g: GuardText, start: number): boolean {
  const before = g.text.slice(Math.max(0, start - LEAD_CHARS), start)
  return TIME_LEAD.test(before) || LEAD_RANGE.test(before)
}

/**
 * The end of a part of the day after a clock time ending at `at` whose hour is `hour`, as
 * {@link meridiemEnd} gives an am or pm (and sets `half`), or -1. With `bare` (a whole hour or
 * "7.40"), only after a word of time ({@link ledAt}).
 */
function dayPartEnd(g: GuardText, at: number, hour: number, start: number, bare: boolean): number {
  if (hour < 1 || hour > 12 || g.codes[at] !== 0x20) return -1
  // "in" or "at" next, else no part of the day: most numbers stop here without a slice.
  const first = g.codes[at + 1]! | 0x20
  if (first !== 0x69 && first !== 0x61) return -1
  const m = DAY_PART.exec(g.text.slice(at, at + DAY_PART_CHARS))
  if (m === null) return -1
  if (bare && !ledAt(g, start)) return -1
  const part = m[1]?.toLowerCase()
  const morning = part !== undefined && PARTS.am.includes(part)
  // 12 is noon only in the afternoon and midnight only at night: "12 in the evening" says neither.
  if (hour === 12 && part !== undefined && part !== 'afternoon') return -1
  const pm = part === undefined ? hour >= 5 && hour < 12 : !morning
  half = pm ? 0x70 : 0x61
  return at + m[0].length
}

/** The value of the ASCII digits `[from, to)` of `codes`, up to 15 of them, as Number() reads them. */
function digitValue(codes: Uint16Array, from: number, to: number): number {
  let value = 0
  for (let k = from; k < to; k++) value = value * 10 + (codes[k]! - 0x30)
  return value
}

// Powers of ten that are exact doubles.
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k)

/** The whole number the digits `[from, to)` spell (a day, month, year, hour or minute, at most 4). */
const num = (codes: Uint16Array, from: number, to: number): number => digitValue(codes, from, to)

/**
 * The key of a numeric date with a four-digit year (`31/08/2026`, `31-08-2026`, `31.08.2026`), or ''
 * when its first two parts are no day and month either way round. Where only one reading is a date
 * (31/08 can only be day-first, 08/31 only month-first) the key is the one `31 August 2026` gets;
 * where both are (03/04/2026), it stays as written, `date:3/4/2026`, which matches the same numbers
 * in the other text or either spelled-out reading ({@link readingsOf}).
 */
function numericDate(a: number, b: number, year: number): string {
  if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) return ''
  if (a > 12) return `date:${year}-${b}-${a}`
  if (b > 12 || a === b) return `date:${year}-${a}-${b}`
  return `date:${a}/${b}/${year}`
}

const AMBIGUOUS_DATE = /^date:(\d{1,2})\/(\d{1,2})\/(\d{4})$/

/** The two spelled-out keys of an ambiguous numeric date's key (day-first, month-first), or null. */
function readingsOf(key: string): [string, string] | null {
  const m = AMBIGUOUS_DATE.exec(key)
  if (m === null) return null
  const [a, b, year] = [Number(m[1]), Number(m[2]), m[3]!]
  return a > 12 || b > 12 ? null : [`date:${year}-${b}-${a}`, `date:${year}-${a}-${b}`]
}

/**
 * A range of clock times with one am or pm, after its end (`4:15-4:45 pm`, `7-8am`, `9 to 5:30pm`):
 * the start before the link, a bare clock time or a whole number of 1 to 12, is a time of the same
 * half of the day, or of the other half when its hour is later than the end's (`11-1pm` starts at
 * 11 am). `hour` is the end's hour as written, at `p`; `half` holds its am/pm letter.
 */
function rangeStartHalf(g: GuardText, tokens: TokenList, p: number, hour: number, reading = false): void {
  if (hour < 1 || hour > 12) return
  const { kinds, flags, values } = tokens
  for (let k = tokens.count - 1; k >= 0 && k >= tokens.count - 2; k--) {
    const kind = kinds[k]!
    let startHour: number
    let minute = 0
    if (kind === FACT_TOKEN && flags[k] === BARE_CLOCK) {
      // A clock time before a range end that is only maybe a time keeps its own reading.
      if (reading) return
      const key = tokens.keys[k]!
      startHour = Number(key.slice(5, 7))
      minute = Number(key.slice(8, 10))
    } else if (kind === NUMBER_TOKEN && flags[k] === 0) {
      startHour = values[k]!
      if (reading) {
        // The end is only maybe a time ("7 to 9 in the morning"): so is a whole start, and it stays a number.
        if (!Number.isInteger(startHour) || startHour < 1 || startHour > 12) return
        if (!rangeLinked(g.text, tokens.ends[k]!, p)) return
        const pm = half === 0x70 || half === 0x50
        tokens.hours.set(k, clock(startHour, 0, (startHour % 12 <= hour % 12 ? pm : !pm) ? 0x70 : 0x61))
        return
      }
      // "8.30" before "to 9.30 am": a clock time with a full stop, as the end is.
      const from = tokens.starts[k]!
      if (!Number.isInteger(startHour) && tokens.ends[k]! - from <= 5 && g.codes[tokens.ends[k]! - 3] === 0x2e) {
        startHour = num(g.codes, from, tokens.ends[k]! - 3)
        minute = num(g.codes, tokens.ends[k]! - 2, tokens.ends[k]!)
        if (minute > 59) return
      }
    } else continue
    if (!Number.isInteger(startHour) || startHour < 1 || startHour > 12) return
    if (!rangeLinked(g.text, tokens.ends[k]!, p)) return
    const pm = half === 0x70 || half === 0x50
    const startPm = startHour % 12 <= hour % 12 ? pm : !pm
    tokens.keys[k] = clock(startHour, minute, startPm ? 0x70 : 0x61)
    kinds[k] = FACT_TOKEN
    flags[k] = 0
    return
  }
}

/**
 * Where a phone number's groups end (`01632 960 418`, `+44 20 7946-0958`), from the end `q` of its
 * first group: each next group is two or more digits after one space or hyphen, and ends before no
 * letter or further digit grouping it would split. Returns `q` if no group follows. However its
 * digits are grouped, the number is one identifier: `01632 960 418` = `01632 960418`.
 */
function phoneEnd(g: GuardText, q: number): number {
  const { codes, classes } = g
  let end = q
  for (;;) {
    const c = codes[end]
    if (c !== 0x20 && c !== 0x2d) return end
    const d = digitsAt(g, end + 1)
    const after = end + 1 + d
    if (d < 2 || (after < codes.length && (classes[after]! & LETTER) !== 0)) return end
    const a = codes[after]
    if ((a === 0x2e || a === 0x2c || a === 0x3a) && (classes[after + 1]! & DIGIT) !== 0) return end
    end = after
  }
}

/**
 * Whether the digits `[p, q)`, then `.` or `)`, number an item of a list: they open a line (only
 * spaces or tabs before them) and a space then a letter follows. A list's numbering is no fact of
 * the answer: "1. Arrive early" and "- Arrive early" say the same.
 */
function listMarker(g: GuardText, p: number, q: number): boolean {
  const { codes, classes } = g
  const space = codes[q + 1]
  if (space !== 0x20 && space !== 0x09) return false
  let k = q + 2
  while (codes[k] === 0x20) k++
  if (k >= codes.length || (classes[k]! & LETTER) === 0) return false
  let b = p - 1
  while (b >= 0 && (codes[b] === 0x20 || codes[b] === 0x09)) b--
  return b < 0 || codes[b] === 0x0a || codes[b] === 0x0d || inlineMarker(g, p, q, b, k)
}

// The most items an inline numbered list is read for.
const INLINE_ITEMS = 20

/**
 * Whether the number `[p, q)` before a full stop numbers an item of a list written in one paragraph
 * ("Present: Sam, Rhona. 1. Van 3 failed its MOT ... 2. Call-outs rose 12%"): it follows the end of a
 * sentence or a colon (at `b`), a capital opens the item (at `k`), and the text numbers the item
 * before it the same way (or, for item 1, the item after it). As a line-opening list's numbers, it
 * says the order, not a fact.
 */
function inlineMarker(g: GuardText, p: number, q: number, b: number, k: number): boolean {
  const { codes, text } = g
  if (b < 0 || b === p - 1 || (codes[b] !== 0x2e && codes[b] !== 0x3a && codes[b] !== 0x3b)) return false
  if (codes[k]! < 0x41 || codes[k]! > 0x5a) return false
  const n = digitValue(codes, p, q)
  if (n < 1 || n > INLINE_ITEMS) return false
  // Item 1 looks ahead for ". 2. " (or ": 2. "); any other item looks back for the one before it.
  const marker = n === 1 ? ' 2. ' : ` ${n - 1}. `
  const at = n === 1 ? text.indexOf(marker, q) : text.lastIndexOf(marker, p)
  if (at < 1) return false
  const before = codes[at - 1]
  return before === 0x2e || before === 0x3a || before === 0x3b
}

/**
 * Whether the digits `[p, q)`, then `:`, `.` or `)` and a space, number a step that opens a line
 * ("Step 1: Stop the job"): as a list's numbers, the order of the steps, which prose says with
 * "then" and "next", not a fact.
 */
function stepMarker(g: GuardText, p: number, q: number): boolean {
  const { codes } = g
  if (codes[q + 1] !== 0x20 && codes[q + 1] !== 0x09) return false
  let b = p - 1
  if (codes[b] !== 0x20) return false
  while (b >= 0 && codes[b] === 0x20) b--
  if (b < 3) return false
  for (let k = 0; k < 4; k++) if ((codes[b - 3 + k]! | 0x20) !== 'step'.charCodeAt(k)) return false
  b -= 4
  while (b >= 0 && (codes[b] === 0x20 || codes[b] === 0x09)) b--
  return b < 0 || codes[b] === 0x0a || codes[b] === 0x0d
}

/**
 * Whether the ordinal word `[p, q)` opens a sentence or a line and a comma follows it ("Third, pick
 * a new date"): it orders the steps, as a numbered list's "3." does.
 */
function sequenceWord(codes: Uint16Array, p: number, q: number): boolean {
  if (codes[q] !== 0x2c) return false
  let b = p - 1
  while (b >= 0 && (codes[b] === 0x20 || codes[b] === 0x09)) b--
  if (b < 0) return true
  const c = codes[b]
  return c === 0x2e || c === 0x21 || c === 0x3f || c === 0x3a || c === 0x0a || c === 0x0d
}

/**
 * Reads the token that starts with a digit at `p` and returns where it ends. Alternatives in order:
 * ISO date, clock time, numeric date, "3 pm", a run of digits and letters with inner `.`/`,` before a digit.
 */
function digitStart(g: GuardText, p: number, tokens: TokenList): number {
  const { text, codes } = g
  const d = digitsAt(g, p)
  const q = p + d
  const next = codes[q]!
  if (d <= 2 && (next === 0x2e || next === 0x29) && listMarker(g, p, q)) return q + 1
  if (d <= 2 && (next === 0x3a || next === 0x2e || next === 0x29) && stepMarker(g, p, q)) return q + 1
  if ((next === 0x20 || next === 0x2d) && ((d >= 3 && codes[p] === 0x30) || (p > 0 && codes[p - 1] === 0x2b))) {
    const end = phoneEnd(g, q)
    if (end > q) {
      let digits = ''
      for (let k = p; k < end; k++) if ((g.classes[k]! & DIGIT) !== 0) digits += text[k]
      if (digits.length >= 8) {
        tokens.fact(`id:${digits}`, p, end)
        return end
      }
    }
  }
  if (d === 4 && next === 0x2d) {
    const d2 = digitsAt(g, q + 1)
    const r = q + 1 + d2
    if (d2 >= 1 && d2 <= 2 && codes[r]! === 0x2d) {
      const d3 = digitsAt(g, r + 1)
      if (d3 >= 1 && d3 <= 2) {
        const end = r + 1 + d3
        const key = `date:${num(codes, p, q)}-${num(codes, q + 1, r)}-${num(codes, r + 1, end)}`
        tokens.fact(key, p, end)
        return end
      }
    }
  }
  if (d <= 2) {
    if (next === 0x3a && digitsAt(g, q + 1) >= 2) {
      let end = q + 3
      if (codes[end]! === 0x3a && digitsAt(g, end + 1) >= 2) end += 3
      const hour = num(codes, p, q)
      let marked = meridiemEnd(g, end)
      if (marked < 0) marked = dayPartEnd(g, end, hour, p, false)
      const key = clock(hour, num(codes, q + 1, q + 3), marked < 0 ? 0 : half)
      if (marked >= 0) {
        end = marked
        rangeStartHalf(g, tokens, p, hour)
      }
      if (marked < 0 && (hour === 0 || hour > 12 || codes[p] === 0x30)) tokens.clock24 = true
      tokens.fact(key, p, end, marked < 0 && hour >= 1 && hour <= 12 ? BARE_CLOCK : 0)
      return end
    }
    if (next === 0x2e && digitsAt(g, q + 1) === 2) {
      // "9.30am", the British way of writing 9:30 am: a time only with its am/pm, else a decimal.
      let marked = meridiemEnd(g, q + 3)
      // "7.40 in the morning" may be a reading of 7.4: a time only after a word of time, as a whole hour.
      if (marked < 0) marked = dayPartEnd(g, q + 3, num(codes, p, q), p, true)
      if (marked >= 0) {
        rangeStartHalf(g, tokens, p, num(codes, p, q))
        tokens.fact(clock(num(codes, p, q), num(codes, q + 1, q + 3), half), p, marked)
        return marked
      }
    }
    if (next === 0x2f || next === 0x2d || next === 0x2e) {
      const d2 = digitsAt(g, q + 1)
      const r = q + 1 + d2
      if (d2 >= 1 && d2 <= 2 && codes[r]! === next) {
        const d3 = digitsAt(g, r + 1)
        const key = d3 === 4 ? numericDate(num(codes, p, q), num(codes, q + 1, r), num(codes, r + 1, r + 5)) : ''
        if (key !== '' || (next === 0x2f && d3 >= 2 && d3 <= 4)) {
          const end = r + 1 + d3
          tokens.fact(key || `date:${num(codes, p, q)}/${num(codes, q + 1, r)}/${num(codes, r + 1, end)}`, p, end)
          return end
        }
      }
    }
    let marked = meridiemEnd(g, q)
    if (marked < 0 && d <= 2) {
      const hour = num(codes, p, q)
      const part = dayPartEnd(g, q, hour, p, false)
      if (part >= 0 && ledAt(g, p)) marked = part
      else if (part >= 0 && !RELATIVE_HOUR.test(g.text.slice(Math.max(0, p - LEAD_CHARS), p))) {
        // Without a word of time before it, "7 in the morning" may be seven of something in the
        // morning or 07:00: a number with that second reading, matched by either in the other text.
        rangeStartHalf(g, tokens, p, hour, true)
        tokens.hours.set(tokens.count, clock(hour, 0, half))
        tokens.push(NUMBER_TOKEN, p, q, hour, 0, 0)
        return q
      }
    }
    if (marked >= 0) {
      rangeStartHalf(g, tokens, p, num(codes, p, q))
      tokens.fact(clock(num(codes, p, q), 0, half), p, marked)
      return marked
    }
  }
  let end = lettersOrDigits(g, p)
  const after = codes[end]!
  if (end === q && d <= 15 && ((after !== 0x2e && after !== 0x2c) || (g.classes[end + 1]! & DIGIT) === 0)) {
    // Digits alone (maybe before a full stop or a comma), the most common case: the value
    // PLAIN_NUMBER and Number would read, without them.
    let value = 0
    for (let k = p; k < q; k++) value = value * 10 + (codes[k]! - 0x30)
    tokens.push(NUMBER_TOKEN, p, end, value, 0, 0)
    return end
  }
  for (;;) {
    const c = codes[end]!
    if ((c !== 0x2e && c !== 0x2c) || end + 1 >= g.text.length || (g.classes[end + 1]! & DIGIT) === 0) break
    end = lettersOrDigits(g, end + 1)
  }
  if (next === 0x2e && end > q + 1 && q + 1 + digitsAt(g, q + 1) === end) {
    // A decimal (`4.2`): the value PLAIN_NUMBER would read, without the match.
    // Up to 15 digits: both parts of the quotient are exact doubles, so the one rounding of the
    // division gives the nearest double to the decimal, as Number() does.
    const value =
      end - p <= 16
        ? (digitValue(codes, p, q) * POWERS_OF_TEN[end - q - 1]! + digitValue(codes, q + 1, end)) /
          POWERS_OF_TEN[end - q - 1]!
        : Number(text.slice(p, end))
    tokens.push(NUMBER_TOKEN, p, end, value, 0, 0)
    return end
  }
  digitToken(text.slice(p, end), p, end, tokens)
  return end
}

/** An identifier without its possessive 's: "Cure53's audit" names Cure53. */
function withoutPossessive(raw: string): string {
  return raw.length > 2 && raw.endsWith("'s") ? raw.slice(0, -2) : raw
}

// A bare number that may be a clock time: "9.30", or an hour of a range of hours ("(10–1)", "1-4").
const DOTTED_TIME = /^(\d{1,2})\.([0-5]\d)$/
const HOUR_RANGE_AFTER = /^(?:[-\u2013]|\s+(?:till|until|to)\s+)(?:1[0-2]|[1-9])(?![\d:]|\.\d)/
const HOUR_RANGE_BEFORE = /(?<![\d.:])(?:1[0-2]|[1-9])(?:[-\u2013]|\s+(?:till|until|to)\s+)$/
// A dotted time has a word of time before it and no word of its own after it ("for 9.30 on Tuesday").
const TIME_BEFORE = /(?:^|[^\p{L}])(?:at|for|by|from|until|till|before|after|around|between|to)\s+$/iu
const TIME_AFTER = /^(?:\s*$|\s*[^\s\p{L}\d]|\s+(?:on|at|in|and|or|to|until|till|sharp)(?![\p{L}]))/iu

/**
 * The clock times a bare number from `start` to `end` of `text` may be, as time keys: "9.30" after a
 * word of time ("booked for 9.30 on Tuesday") is 09:30 or 21:30, an hour of a range of hours ("10–1")
 * is 10:00 or 22:00. Any other number is none ([]). The other text must state one of them as a time,
 * so "9.30" never matches another bare "9.30" this way.
 */
function clockReadings(text: string, start: number, end: number): string[] {
  const raw = text.slice(start, end)
  const dotted = DOTTED_TIME.exec(raw)
  let hour: number
  let minute = '00'
  if (dotted !== null) {
    // A decimal elsewhere ("rose 9.30 points", "Glucose was 7.40") is no time.
    if (!TIME_BEFORE.test(text.slice(Math.max(0, start - 8), start))) return []
    if (!TIME_AFTER.test(text.slice(end, end + 8))) return []
    hour = Number(dotted[1])
    minute = dotted[2]!
  } else {
    if (end - start > 2 || !HOUR_RANGE_AFTER.test(text.slice(end, end + 10))) {
      if (end - start > 2 || !HOUR_RANGE_BEFORE.test(text.slice(Math.max(0, start - 10), start))) return []
    }
    hour = Number(raw)
  }
  if (!(hour >= 1 && hour <= 12)) return []
  return [`time:${pad(hour % 12)}:${minute}`, `time:${pad((hour % 12) + 12)}:${minute}`]
}

/** The key of fact `i` when it is no number (a date, a weekday, a time, an identifier), else undefined. */
const keyOf = (facts: FactList, i: number): string | undefined => {
  if (!Number.isNaN(facts.numbers[i]!)) return undefined
  const key = facts.keys[i]!
  return key.startsWith('n:') ? undefined : key
}

/**
 * What {@link unmatched} asks of a pair beyond keys, each worked out once per text and only when
 * first asked, so that a text with many unmatched facts costs one pass per question, not one per fact.
 */
class Readings {
  private clocks: Set<string> | undefined
  private listed: Set<string> | undefined
  private said: Set<string> | undefined
  private ranges: [string, number, number, string, string][] | undefined
  private holidays: Set<string> | undefined
  private daily: boolean | undefined
  private clockRound: boolean | undefined
  private counts: number[] | undefined

  constructor(
    private readonly facts: FactList,
    private readonly text: string,
    private readonly other: FactList,
    private readonly otherText: string,
  ) {}

  /** Whether the other text says the time `key` as a bare number ({@link clockReadings}). */
  timeAsBare(key: string): boolean {
    if (this.clocks === undefined) {
      this.clocks = new Set()
      const { other } = this
      for (let j = 0; j < other.count; j++) {
        if (keyOf(other, j) !== undefined || other.units[j] !== 0) continue
        for (const reading of clockReadings(this.otherText, other.starts[j]!, other.ends[j]!)) this.clocks.add(reading)
      }
    }
    return this.clocks.has(key)
  }

  /** Whether the other text states the date `key` as a bare day of a list of its month ({@link listedDayMonth}). */
  dateAsListedDay(key: string): boolean {
    this.listed ??= listedDays(this.other, this.otherText)
    return this.listed.has(key)
  }

  /**
   * Whether the date `key` lies inside a range of days of its month that the other text states and
   * whose two ends this text states too: "3, 4 and 5 March" against "3–5 March" (the 4). One that
   * this text says alone ("on 4 March" against "3–5 March") is no part of it.
   */
  insideStatedRange(key: string): boolean {
    this.ranges ??= dayRanges(this.other, this.otherText)
    if (this.ranges.length === 0) return false
    const cut = key.lastIndexOf('-') + 1
    const day = Number(key.slice(cut))
    const month = key.slice(0, cut)
    for (const [of, first, last, from, to] of this.ranges) {
      if (of !== month || !(first < day && day < last)) continue
      if (this.said === undefined) {
        this.said = listedDays(this.facts, this.text)
        for (let i = 0; i < this.facts.count; i++) {
          const own = keyOf(this.facts, i)
          if (own !== undefined) this.said.add(own)
        }
      }
      if (this.said.has(from) && this.said.has(to)) return true
    }
    return false
  }

  /** Whether the other text names the day of the date `key` ("date:*-12-25") by its holiday ("Christmas Day"). */
  holidayDated(key: string): boolean {
    this.holidays ??= new Set(holidaysIn(this.otherText).map((holiday) => holiday.date))
    if (this.holidays.size === 0) return false
    const parts = key.split('-')
    return this.holidays.has(`${Number(parts[parts.length - 2])}-${Number(parts[parts.length - 1])}`)
  }

  /** Whether the other text says "every day" or the like ({@link EVERY_DAY}). */
  everyDay(): boolean {
    this.daily ??= EVERY_DAY.test(this.otherText)
    return this.daily
  }

  /** Whether the other text shows the count `value` by its layout ({@link layoutCounts}). */
  laidOut(value: number): boolean {
    this.counts ??= layoutCounts(this.otherText)
    return this.counts.includes(value)
  }

  /** Whether the other text says "round the clock". */
  roundTheClock(): boolean {
    this.clockRound ??= ROUND_THE_CLOCK.test(this.otherText)
    return this.clockRound
  }
}

// What joins a bare day to the next day or date of its list or range ("3, 4 and 5 March", "Sunday 7
// to Friday 12 February", "3 to 5 March").
const LISTED_DAY_LINK = /^\s*(?:,\s*)?(?:(?:and|or|to|through|until|till)\s+)?(?:\p{L}+day\s+)?$|^\s*[-\u2013]\s*$/iu

/**
 * The "date:Y-M-" prefix of the date a bare day number `facts[i]` of `text` belongs to: the next
 * fact is a day of a date, joined to it as list items or a range are ({@link LISTED_DAY_LINK}), as
 * the 3 of "3, 4 and 5 March 2025" and the 7 of "Sunday 7 to Friday 12 February". Else undefined.
 */
function listedDayMonth(facts: FactList, i: number, text: string): string | undefined {
  const value = facts.values[i]!
  if (!Number.isInteger(value) || value < 1 || value > 31) return undefined
  // A weekday before the date is part of it ("to Friday 12 February").
  const j = i + 2 < facts.count && keyOf(facts, i + 1)?.startsWith('day:') ? i + 2 : i + 1
  const next = j < facts.count ? keyOf(facts, j) : undefined
  if (next === undefined || !next.startsWith('date:')) return undefined
  if (!LISTED_DAY_LINK.test(text.slice(facts.ends[i]!, facts.starts[j]!))) return undefined
  return next.slice(0, next.lastIndexOf('-') + 1)
}

// What joins the two ends of a range of days ("3–5 March", "3 to 5 March").
const DAY_RANGE = /^\s*(?:[-\u2013]|to|through|until|till)\s*$/i

/** The ranges of days of one month in `facts` of `text` ("3–5 March"): month prefix, first and last day, keys. */
function dayRanges(facts: FactList, text: string): [string, number, number, string, string][] {
  const ranges: [string, number, number, string, string][] = []
  for (let j = 0; j + 1 < facts.count; j++) {
    const from = keyOf(facts, j)
    const to = keyOf(facts, j + 1)
    if (from === undefined || to === undefined || !from.startsWith('date:') || !to.startsWith('date:')) continue
    const cut = from.lastIndexOf('-') + 1
    const month = from.slice(0, cut)
    if (!to.startsWith(month) || to.lastIndexOf('-') + 1 !== cut) continue
    if (!DAY_RANGE.test(text.slice(facts.ends[j]!, facts.starts[j + 1]!))) continue
    ranges.push([month, Number(from.slice(cut)), Number(to.slice(cut)), from, to])
  }
  return ranges
}

/** The dates `facts` of `text` say as bare days of a list ({@link listedDayMonth}), as date keys. */
function listedDays(facts: FactList, text: string): Set<string> {
  const days = new Set<string>()
  for (let j = 0; j < facts.count; j++) {
    if (facts.units[j] !== 0 || keyOf(facts, j) !== undefined) continue
    const month = listedDayMonth(facts, j, text)
    if (month !== undefined) days.add(`${month}${facts.values[j]}`)
  }
  return days
}

/**
 * The date a bare listed day `facts[i]` of `text` is ({@link listedDayMonth}), as its key, or
 * undefined: "date:*-3-3" for the 3 of "3, 4 and 5 March".
 */
function listedDayKey(facts: FactList, i: number, text: string): string | undefined {
  const month = listedDayMonth(facts, i, text)
  return month === undefined ? undefined : `${month}${facts.values[i]}`
}

/** An identifier without the plural "s" after its last digit: "P45s" is P45 twice or more, "A4s" A4. */
function withoutPlural(raw: string): string {
  const n = raw.length
  return n > 2 && raw.charCodeAt(n - 1) === 0x73 && raw.charCodeAt(n - 2) >= 0x30 && raw.charCodeAt(n - 2) <= 0x39
    ? raw.slice(0, -1)
    : raw
}

/**
 * Ends the word that starts at `p` (`\p{L}[\p{L}\p{M}\d']*(?:\.\d[\p{L}\d]*)*`), where the scan in
 * {@link scanRange} stopped at `end` (`digits` if it passed one), and pushes its token.
 */
function wordToken(g: GuardText, p: number, end: number, digits: boolean, tokens: TokenList): number {
  const { text, classes, codes } = g
  const n = text.length
  while (end + 1 < n && codes[end]! === 0x2e && (classes[end + 1]! & DIGIT) !== 0) {
    digits = true
    end = lettersOrDigits(g, end + 1)
  }
  if (digits) {
    const raw = text.slice(p, end)
    const version = V_VERSION.exec(raw)
    if (version !== null) {
      const parts = version[1]!.split('.').length
      if (parts >= 3) tokens.fact(`version:${version[1]}`, p, end)
      else tokens.push(NUMBER_TOKEN, p, end, Number(version[1]), 0, 0)
    } else if (POWERED_UNIT.test(raw) && tokens.count > 0 && tokens.kinds[tokens.count - 1] === NUMBER_TOKEN) {
      // "140 m2", 140 m²: the unit of the number before it, no identifier.
      tokens.push(WORD_TOKEN, p, end, 0, GAP, 0)
    } else if (QUARTER.test(raw)) {
      // Q3 is the third quarter: the ordinal 3, as "third quarter" and "3rd quarter" read.
      tokens.push(NUMBER_TOKEN, p, end, raw.charCodeAt(1) - 0x30, 0, ORDINAL)
    } else tokens.fact(`id:${withoutPlural(withoutPossessive(raw)).toLowerCase()}`, p, end)
    return end
  }
  const last = withoutPossessiveEnd(codes, p, end)
  const first = codes[p]!
  const final = codes[last - 1]!
  let id = GAP
  // ASCII letters lower-cased by their bit: a shape no lookup word has skips the lookup.
  const shape = shapeIndex(first | 0x20, final | 0x20, last - p)
  if (first >= 128 || final >= 128 || (shape >= 0 && LOOKUP_SHAPES[shape] === 1)) {
    const found = LOOKUP_TABLE.lookupAt(text, codes, p, last)
    if (found >= 0) id = found
  }
  const previous = tokens.count - 1
  if (id === GAP && previous >= 0 && tokens.kinds[previous] === WORD_TOKEN && tokens.ids[previous] === GAP) {
    tokens.ends[previous] = end
    return end
  }
  tokens.push(WORD_TOKEN, p, end, 0, id, (classes[p]! & CASED) !== 0 ? CAPITALIZED : 0)
  return end
}

// Currency and percent signs, marked by UTF-16 code: one array read per character that is no digit or letter.
const SYMBOLS = new Uint8Array(0x10000)
for (const symbol of ['$', '€', '£', '¥', '₹', '%']) SYMBOLS[symbol.charCodeAt(0)] = 1

/** The end of the word `[p, end)` without a possessive `'s` or `s'` ("March's", "weeks'"). */
function withoutPossessiveEnd(codes: Uint16Array, p: number, end: number): number {
  if (end - p >= 2 && codes[end - 2] === 0x27 && (codes[end - 1]! | 0x20) === 0x73) return end - 2
  if (end - p >= 3 && codes[end - 1] === 0x27 && (codes[end - 2]! | 0x20) === 0x73) return end - 1
  return end
}

/** Whether the last token is a gap, a run of words no lookup knows: its index, else -2. */
function lastGap(tokens: TokenList): number {
  const last = tokens.count - 1
  return last >= 0 && tokens.kinds[last] === WORD_TOKEN && tokens.ids[last] === GAP ? last : -2
}

/**
 * Splits a folded text into tokens. Most of a text is plain lower-case words between single spaces,
 * so that path is read here with locals only: a word no lookup word can be (by its shape) costs a few
 * loads, moves the end of the gap token before it, and its space after is skipped with it.
 */
function tokenize(g: GuardText): TokenList {
  const tokens = TOKENS
  tokens.clear()
  const { classes, codes } = g
  const n = codes.length
  // The index of the last gap token, and whether it is the last token: a gap word after it then
  // only moves its end.
  let gap = -2
  let open = false
  let p = 0
  while (p < n) {
    const cls = classes[p]!
    if ((cls & LETTER) === 0) {
      if ((cls & DIGIT) !== 0) {
        p = digitStart(g, p, tokens)
        gap = lastGap(tokens)
        open = gap >= 0
      } else {
        const c = codes[p]!
        if (SYMBOLS[c] === 1) {
          tokens.push(SYMBOL_TOKEN, p, p + 1, 0, c, 0)
          open = false
        }
        p += (cls & WIDE) === 0 ? 1 : 2
      }
      continue
    }
    // The letters, marks, digits and apostrophes of a word, read here: most words are no number.
    let end = p + ((cls & WIDE) === 0 ? 1 : 2)
    let digits = false
    let apostrophe = false
    let code = 0
    while (end < n) {
      // Lower-case ASCII letters, most of any word, from the codes alone.
      code = codes[end]!
      if (code >= 0x61 && code <= 0x7a) {
        end++
        continue
      }
      // A space, what ends most words, is no letter, mark, digit or apostrophe.
      if (code === 0x20) break
      const next = classes[end]!
      if ((next & (LETTER | MARK)) !== 0) end += (next & WIDE) === 0 ? 1 : 2
      else if ((next & DIGIT) !== 0) {
        digits = true
        end++
      } else if (code === 0x27) {
        apostrophe = true
        end++
      } else break
    }
    // A plain ASCII word, also before a full stop or with a possessive 's, is read here without
    // the call: a gap unless a lookup word of its shape spells it (the possessive left out).
    const last = apostrophe ? withoutPossessiveEnd(codes, p, end) : end
    const first = codes[p]!
    const final = codes[last - 1]!
    const decimal = code === 0x2e && end + 1 < n && (classes[end + 1]! & DIGIT) !== 0
    if (digits || decimal || first >= 128 || final >= 128) {
      p = wordToken(g, p, end, digits, tokens)
      gap = lastGap(tokens)
      open = gap >= 0
      continue
    }
    // The first code is an ASCII letter (a letter under 128); the last may be an apostrophe.
    const f = (first | 0x20) - 97
    const length = last - p
    let id = GAP
    if (
      length <= 31 &&
      (SHAPE_BITS[f * 32 + length]! & LAST_BIT[final]!) !== 0 &&
      (SECOND_BITS[f * 32 + length]! & secondBit(codes[p + 1]!)) !== 0
    ) {
      id = shapeLookup(codes, p, last, ((f * 26 + ((final | 0x20) - 97)) << 5) + length)
      if (id < 0) {
        const found = LOOKUP_TABLE.lookupAt(g.text, codes, p, last)
        id = found < 0 ? GAP : found
      }
    }
    // A unit of time after a run of other words ("the day", "at times") is read by nothing: it joins the gap.
    if (id !== GAP && SPAN_WORD_OF[id] === 1 && open) id = GAP
    if (id !== GAP) {
      tokens.push(WORD_TOKEN, p, end, 0, id, (cls & CASED) !== 0 ? CAPITALIZED : 0)
      open = false
    } else if (open) tokens.ends[gap] = end
    else {
      gap = tokens.count
      open = true
      tokens.push(WORD_TOKEN, p, end, 0, GAP, (cls & CASED) !== 0 ? CAPITALIZED : 0)
    }
    // The space after a word is no token.
    p = end < n && code === 0x20 ? end + 1 : end
  }
  return tokens
}

/** The lookup id of token `i` if it is a word (GAP for a word no table knows), else NOT_A_WORD. */
const isArticle = (id: number): boolean => id === ID_A || id === ID_AN

function wordAt(tokens: TokenList, i: number): number {
  return i < tokens.count && tokens.kinds[i] === WORD_TOKEN ? tokens.ids[i]! : NOT_A_WORD
}

// Whether token j continues the phrase of token j - 1: only spaces or a hyphen between them.
function joined(tokens: TokenList, j: number, codes: Uint16Array): boolean {
  const from = tokens.ends[j - 1]!
  const to = tokens.starts[j]!
  if (to - from > 3) return false
  for (let k = from; k < to; k++) {
    const c = codes[k]!
    if (c !== 0x20 && c !== 0x09 && c !== 0x2d && c !== 0x2010 && c !== 0x2011) return false
  }
  return true
}

// What numberWords read, when it returns true: one set of fields instead of an object per phrase.
let parsedValue = 0
let parsedNext = 0
let parsedWeak = false
let parsedOrdinal = false

/** Reads number words from `i`: `twenty-five`, `one hundred and five`, `a dozen`, `third`, `twice`. */
function numberWords(tokens: TokenList, i: number, codes: Uint16Array): boolean {
  const first = wordAt(tokens, i)
  if (first === NOT_A_WORD) return false
  const multiple = MULTIPLE_OF[first]
  if (multiple !== undefined) {
    parsedValue = multiple
    parsedNext = i + 1
    parsedWeak = WEAK_OF[first]!
    parsedOrdinal = false
    return true
  }
  let j = i
  const article = first === ID_A || first === ID_AN
  if (article) {
    const after = wordAt(tokens, i + 1)
    if (after === NOT_A_WORD || SCALE_OF[after] === undefined) return false
    j = i + 1
  }
  let total = 0
  let current = article ? 1 : 0
  let last: 'none' | 'unit' | 'tens' | 'scale' | 'ordinal' = article ? 'unit' : 'none'
  let words = 0
  const count = tokens.count
  for (; j < count; j++) {
    const word = wordAt(tokens, j)
    if (word === NOT_A_WORD || (j > i && !joined(tokens, j, codes))) break
    const unit = UNIT_OF[word]
    const tens = TENS_OF[word]
    const scale = SCALE_OF[word]
    const ord = ORDINAL_OF[word]
    if (unit !== undefined && last !== 'unit' && (last !== 'tens' || unit < 10)) {
      current += unit
      last = 'unit'
    } else if (tens !== undefined && last !== 'unit' && last !== 'tens') {
      current += tens
      last = 'tens'
    } else if (scale !== undefined && last !== 'none') {
      if (word === ID_DOZEN) {
        // "two dozen" is 24, and nothing adds to a dozen: "a dozen, two dozen" is two numbers.
        current *= scale
        words++
        j++
        break
      }
      if (scale >= 1000) {
        total += current * scale
        current = 0
      } else current *= scale
      last = 'scale'
    } else if (ord !== undefined && last !== 'unit' && (last !== 'tens' || ord < 10)) {
      // "a sixty-second mid-roll" lasts 60 seconds, as "a 60-second mid-roll" does: after "a", "second"
      // joined to tens is the unit ("the sixty-second anniversary" is still the ordinal).
      if (word === ID_SECOND && last === 'tens' && article === false && isArticle(wordAt(tokens, i - 1))) break
      if (ord >= 100 && last !== 'none') current *= ord
      else current += ord
      last = 'ordinal'
      words++
      j++
      break
    } else if (word === ID_AND && last === 'scale' && j + 1 < count) {
      const after = wordAt(tokens, j + 1)
      if (after === NOT_A_WORD || (UNIT_OF[after] === undefined && TENS_OF[after] === undefined)) break
      continue
    } else break
    words++
  }
  if (words === 0) return false
  parsedValue = total + current
  parsedNext = j
  parsedWeak = words === 1 && WEAK_OF[first]!
  parsedOrdinal = last === 'ordinal'
  return true
}

function isCapitalized(tokens: TokenList, i: number): boolean {
  return tokens.kinds[i] === WORD_TOKEN && (tokens.flags[i]! & CAPITALIZED) !== 0
}

/**
 * The month the word token `i` names, or undefined; ambiguous words (`may`, `mar`, `march`) need a
 * number next to them.
 */
function monthOf(tokens: TokenList, i: number): number | undefined {
  const id = tokens.ids[i]!
  const month = MONTH_OF[id]
  if (month === undefined) return undefined
  const { kinds } = tokens
  const besideNumber =
    (i + 1 < tokens.count && kinds[i + 1] === NUMBER_TOKEN) ||
    afterDay(tokens, i, id) ||
    (i > 0 && wordAt(tokens, i - 1) === ID_OF)
  if (besideNumber) return month
  if (!isCapitalized(tokens, i) || id === ID_MAY || LENGTH_OF[id]! <= 3) return undefined
  return AMBIGUOUS_OF[id] && id !== ID_MARCH ? undefined : month
}

/**
 * Whether a number before the month word `i` makes it a date: always for a clear month ("65 March"
 * reads as before); for an ambiguous one ("may", "mar") only a capitalised word after a plausible day
 * ("5 May"), so the modal in "people over 65 may ask" is no month.
 */
function afterDay(tokens: TokenList, i: number, id: number): boolean {
  if (i === 0 || tokens.kinds[i - 1] !== NUMBER_TOKEN) return false
  return !AMBIGUOUS_OF[id] || (isCapitalized(tokens, i) && isDay(tokens, i - 1))
}

function isDay(tokens: TokenList, i: number): boolean {
  if (i >= tokens.count || tokens.kinds[i] !== NUMBER_TOKEN) return false
  const value = tokens.values[i]!
  return Number.isInteger(value) && value >= 1 && value <= 31
}

/**
 * Whether the number token `i` is the year of the date that ends at token `i - 1`: four or more plain
 * digits joined to it by spaces and at most one comma ("4 March 2026", "March 4, 2026"). A full stop,
 * a line break or a list dash ends the date ("14 January.\n- 3,112 found"), and a thousands
 * separator makes a count, not a year ("on 14 January 3,112 were found").
 */
function isYear(tokens: TokenList, i: number, codes: Uint16Array): boolean {
  if (i >= tokens.count || tokens.kinds[i] !== NUMBER_TOKEN || (tokens.flags[i]! & ORDINAL) !== 0) return false
  const value = tokens.values[i]!
  if (!Number.isInteger(value) || value < 1000) return false
  let commas = 0
  for (let k = tokens.ends[i - 1]!; k < tokens.starts[i]!; k++) {
    const c = codes[k]!
    if (c === 0x2c) commas++
    else if (c !== 0x20 && c !== 0x09) return false
  }
  if (commas > 1) return false
  for (let k = tokens.starts[i]!; k < tokens.ends[i]!; k++) if (codes[k]! === 0x2c) return false
  return true
}

/**
 * The numeric facts of a text, in order of appearance, repeated facts included. Recognises
 * digits with thousands separators and decimals, number words (`twenty-five`, `a dozen`,
 * `third`), scale words and suffixes (`1.2 million`, `1.5k`), percentages, money (`$`, `€`, `£`,
 * `¥`, `₹`, codes, currency words, cents), clock times (`3:30 pm`, `15:30`, `noon`), dates
 * (`March 4, 2026`, `4 March 2026`, `2026-03-04`, `March 2026`, a month or weekday on its own),
 * versions (`v2.3.1`) and identifiers with digits (`E4012`, `BA287`). Units other than percent and
 * money are ignored: `5 GB` and `5 MB` are both the fact 5. A minus sign is ignored too.
 *
 * @example
 * extractNumbers('Delivery takes 3-5 days and costs $4.50.').map((f) => f.key) // ['n:3', 'n:5', 'n:4.5$']
 */
export function extractNumbers(text: string): NumberFact[] {
  const g = guardText(text)
  const facts = numberFacts(g, EXPECTED_FACTS)
  const out: NumberFact[] = []
  for (let i = 0; i < facts.count; i++) out.push(facts.fact(i, g.text))
  return out
}

/** The index of "hour" in "(of) (a|an) hour" from `k`, or -1: what makes "half" or "quarter" minutes. */
function hourAt(tokens: TokenList, k: number): number {
  let j = k
  if (wordAt(tokens, j) === ID_OF) j++
  const article = wordAt(tokens, j)
  if (article === ID_A || article === ID_AN) j++
  return wordAt(tokens, j) === ID_HOUR ? j : -1
}

// Units by index: none, percent, then each currency sign.
const UNIT_INDEX = new Map<string, number>([
  ['', 0],
  ['%', 1],
])
for (const sign of [
  ...CURRENCY_SYMBOLS.values(),
  ...CURRENCY_CODES.values(),
  ...CURRENCY_WORDS.values(),
  ...CENT_WORDS.values(),
]) {
  if (!UNIT_INDEX.has(sign)) UNIT_INDEX.set(sign, UNIT_INDEX.size)
}
const UNIT_NAMES = [...UNIT_INDEX.keys()]
const UNIT_SLOTS = 16
if (UNIT_NAMES.length > UNIT_SLOTS) throw new Error('number-words.json: more currencies than numbers.ts has unit slots')
// The currency tables again as unit indexes by word id (-1 for none): a fact's unit is then a number
// from the start, with no lookup by its sign's string when the fact is stored.
const unitIds = (signs: readonly (string | undefined)[]): Int8Array =>
  Int8Array.from(signs, (sign) => (sign === undefined ? -1 : UNIT_INDEX.get(sign)!))
const CODE_UNIT_OF = unitIds(CODE_OF)
const CURRENCY_WORD_UNIT_OF = unitIds(CURRENCY_WORD_OF)
const CENT_UNIT_OF = unitIds(CENT_OF)
const UNIT_OF_CODE = new Map<number, number>([...CURRENCY_OF_CODE].map(([code, sign]) => [code, UNIT_INDEX.get(sign)!]))
const PERCENT = UNIT_INDEX.get('%')!

/** A fact's flag: a plain quantity, which has a value and a unit. */
const QUANTITY = 1
/** A fact's flag: {@link NumberFact.weak}. */
const WEAK_FACT = 2
/**
 * A fact's flag: a clock time of 1 to 12 o'clock said without am, pm or a part of the day (`6:45`,
 * "quarter to seven").
 */
const BARE_TIME = 4
const FIRST_FACTS = 64
const KEPT_FACTS = 1 << 12

/**
 * The facts of one text in parallel arrays, reused call after call. A fact costs no object, and no
 * string unless its key has no number: its text is cut out only if a verdict shows it.
 */
class FactList {
  count = 0
  starts = new Int32Array(FIRST_FACTS)
  ends = new Int32Array(FIRST_FACTS)
  /**
   * A number standing for the key where it has one, else NaN: `value * UNIT_SLOTS + unit` for a
   * whole quantity under 1e12, the facts most texts state, which are then compared without a string.
   */
  numbers = new Float64Array(FIRST_FACTS)
  /** A quantity's canonical value as a number: `canonical()` of it gives back its string. */
  values = new Float64Array(FIRST_FACTS)
  /** A quantity's unit, by index in UNIT_NAMES. */
  units = new Uint8Array(FIRST_FACTS)
  /** QUANTITY, WEAK_FACT. */
  flags = new Uint8Array(FIRST_FACTS)
  /** The key of a fact whose number is NaN (other indexes hold whatever an earlier text left). */
  keys: string[] = []
  /** Each fact's id in the index of the pair being compared. */
  ids = new Int32Array(FIRST_FACTS)
  /**
   * A second reading of each fact, NaN for none: the span of time it says ({@link SPANS}), which
   * the other text may state in other units ("24 hours" is also "a day").
   */
  aliases = new Float64Array(FIRST_FACTS)
  /** The clock time a whole hour may also be, by fact index (see TokenList.hours). */
  hours = new Map<number, string>()
  /**
   * The dates a number may also be, by fact index (see {@link dayReadings}): `date:*-8-22` for each
   * number of "22/08", `day:28` (any date on the 28th) for the ordinal of "on the 28th".
   */
  days = new Map<number, readonly string[]>()
  /** Every second reading the text states: its facts' aliases and spans said without a number ("a day"). */
  stated: number[] = []
  /** The value of the quantity that states each of them, NaN for none. */
  statedValues: number[] = []
  private statedSet: Set<number> | null = null
  /**
   * Each span of time the text says, in order, for the repetition rule where a mention was
   * converted: its span ({@link SPANS}), whether in numbers ("7 days", the whole of "2 hours 30
   * minutes" once) or not ("a week", "daily"), and where it is said.
   */
  spans: number[] = []
  spanStarts: number[] = []
  spanEnds: number[] = []

  /** Records a span of time the text says at `[start, end)`. */
  mentionSpan(span: number, start: number, end: number): void {
    this.spans.push(span)
    this.spanStarts.push(start)
    this.spanEnds.push(end)
  }

  /** Makes the span said last the whole of a compound span ending at `end` ("2 hours 30 minutes"). */
  extendSpan(span: number, end: number): void {
    const last = this.spans.length - 1
    this.spans[last] = span
    this.spanEnds[last] = end
  }

  /** Gives fact `i` the second reading `alias`, which the text then also states. */
  alias(i: number, alias: number): void {
    this.aliases[i] = alias
    this.state(alias, (this.flags[i]! & QUANTITY) !== 0 ? this.values[i]! : Number.NaN)
  }

  /** Records a second reading the text states, by a quantity of `value` or none ("a day", "quarterly"). */
  state(alias: number, value = Number.NaN): void {
    this.stated.push(alias)
    this.statedValues.push(value)
    this.statedSet = null
  }

  /**
   * Whether the text states `alias` only in other numbers than `value` ("every 6 months" for the
   * 2 of "twice a year"): the mention was converted, not repeated.
   */
  converts(alias: number, value: number): boolean {
    if (Number.isNaN(value) || !this.states(alias)) return false
    const { stated, statedValues } = this
    for (let k = 0; k < stated.length; k++) if (stated[k] === alias && statedValues[k] === value) return false
    return true
  }

  /** Whether the text states the second reading `alias`: a scan of a few, a set built once for many. */
  states(alias: number): boolean {
    const { stated } = this
    if (stated.length <= 16) return stated.includes(alias)
    this.statedSet ??= new Set(stated)
    return this.statedSet.has(alias)
  }

  /** Adds a fact that is no plain quantity (a date, time, weekday, version or identifier). */
  push(key: string, start: number, end: number, flag = 0): void {
    const i = this.add(start, end)
    this.keys[i] = key
    this.numbers[i] = Number.NaN
    this.units[i] = 0
    this.flags[i] = flag
  }

  /** Adds a plain quantity of `value` in unit `unit` (an index in UNIT_NAMES). */
  quantity(value: number, unit: number, start: number, end: number, weak: boolean): void {
    const i = this.add(start, end)
    this.units[i] = unit
    this.flags[i] = weak ? QUANTITY | WEAK_FACT : QUANTITY
    if (Number.isInteger(value) && value >= 0 && value < 1e12) {
      // canonical() is String() for these, so the key `n:${canonical(value)}${unit}` has a number.
      this.numbers[i] = value * UNIT_SLOTS + unit
      this.values[i] = value
      return
    }
    const number = canonical(value)
    this.numbers[i] = Number.NaN
    this.values[i] = Number(number)
    this.keys[i] = `n:${number}${UNIT_NAMES[unit]}`
  }

  /** Makes fact `i` a fact with `key` and no value (the first day of a range of dates). */
  rekey(i: number, key: string): void {
    this.keys[i] = key
    this.numbers[i] = Number.NaN
    this.units[i] = 0
    this.flags[i] = 0
  }

  /** Fact `i`'s key, made from its number if it has one. */
  key(i: number): string {
    if (Number.isNaN(this.numbers[i]!)) return this.keys[i]!
    const value = this.values[i]!
    const unit = this.units[i]!
    return unit === 0 && value < SMALL ? SMALL_KEYS[value]! : `n:${canonical(value)}${UNIT_NAMES[unit]}`
  }

  /** Fact `i` as {@link extractNumbers} returns it, from the text it was read in. */
  fact(i: number, text: string): NumberFact {
    const quantity = (this.flags[i]! & QUANTITY) !== 0
    return {
      key: this.key(i),
      text: text.slice(this.starts[i]!, this.ends[i]!),
      value: quantity ? canonical(this.values[i]!) : '',
      unit: quantity ? UNIT_NAMES[this.units[i]!]! : '',
      weak: (this.flags[i]! & WEAK_FACT) !== 0,
    }
  }

  /** Empties the list, and gives back the arrays a long text grew. */
  clear(): void {
    this.count = 0
    // As in TokenList.clear: most texts leave both maps empty, which clear would replace anyway.
    if (this.hours.size > 0) this.hours.clear()
    if (this.days.size > 0) this.days.clear()
    if (this.starts.length > KEPT_FACTS) this.resize(FIRST_FACTS)
    if (this.keys.length > KEPT_FACTS) this.keys = []
    if (this.stated.length > 0) {
      this.stated = []
      this.statedValues = []
    }
    if (this.spans.length > 0) {
      this.spans = []
      this.spanStarts = []
      this.spanEnds = []
    }
    this.statedSet = null
  }

  private add(start: number, end: number): number {
    const i = this.count
    if (i === this.starts.length) this.resize(i * 2)
    this.starts[i] = start
    this.ends[i] = end
    this.aliases[i] = Number.NaN
    this.count = i + 1
    return i
  }

  private resize(size: number): void {
    const keep = Math.min(this.count, size)
    const grow = <T extends Int32Array | Float64Array | Uint8Array>(old: T, made: T): T => {
      made.set(old.subarray(0, keep))
      return made
    }
    this.starts = grow(this.starts, new Int32Array(size))
    this.ends = grow(this.ends, new Int32Array(size))
    this.numbers = grow(this.numbers, new Float64Array(size))
    this.values = grow(this.values, new Float64Array(size))
    this.units = grow(this.units, new Uint8Array(size))
    this.flags = grow(this.flags, new Uint8Array(size))
    this.aliases = grow(this.aliases, new Float64Array(size))
    this.ids = new Int32Array(size)
  }
}

const EXPECTED_FACTS = new FactList()
const RECEIVED_FACTS = new FactList()

/** Reads the numeric facts of a folded text into `facts`, emptied first. */
function numberFacts(g: GuardText, facts: FactList): FactList {
  facts.clear()
  readFacts(g, tokenize(g), facts)
  TOKENS.clear()
  dayReadings(g.text, facts)
  moneyAfterUnit(g.text, facts)
  return facts
}

// The word that ends a fact of money said with a currency word ("six pounds").
const ENDS_IN_WORD = /\p{L}$/u
// Hundredths after the currency word: one space, then no unit or word of their own ("fifty" at the
// end or before punctuation, "and", "each", "a", "per").
const HUNDREDTHS_AFTER = /^(?:\s*$|\s*[^\s\p{L}\p{N}]|\s+(?:and|or|a|an|per|every|but|so)\b)/iu

/**
 * "six pounds fifty" and "12 dollars 99" are £6.50 and $12.99: a whole amount of money ending in a
 * currency word, one space, then a plain number from 1 to 99 that no unit or word of its own
 * follows, is one amount. The number then is part of it (a weak fact, never a change on its own).
 */
function moneyAfterUnit(text: string, facts: FactList): void {
  for (let i = 0; i + 1 < facts.count; i++) {
    const unit = facts.units[i]!
    if ((facts.flags[i]! & QUANTITY) === 0 || unit === 0 || unit === PERCENT) continue
    const whole = facts.values[i]!
    const end = facts.ends[i]!
    if (!Number.isInteger(whole) || !ENDS_IN_WORD.test(text.slice(end - 1, end))) continue
    if (facts.starts[i + 1] !== end + 1 || text.charCodeAt(end) !== 0x20 || !plainUpTo(facts, i + 1, 99)) continue
    // Hundredths under ten are said with their zero ("10 pounds 05"): "10 pounds 2", "ten pounds five" are two counts.
    if (facts.values[i + 1]! < 10 && text.charCodeAt(facts.starts[i + 1]!) !== 0x30) continue
    const next = facts.ends[i + 1]!
    if (!HUNDREDTHS_AFTER.test(text.slice(next, next + 8))) continue
    const value = Number(canonical(whole + facts.values[i + 1]! / 100))
    facts.values[i] = value
    facts.numbers[i] = Number.NaN
    facts.keys[i] = `n:${canonical(value)}${UNIT_NAMES[unit]}`
    facts.ends[i] = next
    facts.flags[i + 1]! |= WEAK_FACT
    i++
  }
}

// "zero" and the word it counts: "zero downtime", "zero recordable injuries".
const ZERO_BEFORE = /^\s+([\p{L}][\p{L}'-]*)/u
const ZERO_WORD = /^zero$/i
// "no", "without" or "nil" before the counted word; not "not without" nor "no fewer", "no more".
const NO_WORDS =
  '(?<!not\\s)without(?:\\s+any)?|no(?!\\s+(?:fewer|more|less|longer|later|earlier|sooner)(?![\\p{L}]))|nil'

/**
 * Whether the "zero" at `[start, end)` of `text` counts a word the other text says with no, right
 * before that word: "zero downtime" = "without downtime" = "without any downtime", "zero customer
 * complaints" = "no customer complaints". Not with another word between ("no planned downtime" says
 * less), not after a negation earlier in its sentence ("We can't promise no downtime"), and a "no"
 * elsewhere does not state it ("zero outages" against "outages ...; no customer was affected"
 * fails), nor does a zero in digits, which is a reading, not a determiner.
 */
function zeroAsNo(text: string, start: number, end: number, otherText: string): boolean {
  if (!ZERO_WORD.test(text.slice(start, end))) return false
  const counted = ZERO_BEFORE.exec(text.slice(end, end + 40))
  if (counted === null) return false
  const word = counted[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const said = new RegExp(`(?<![\\p{L}\\p{N}])(?:${NO_WORDS})\\s+${word}(?![\\p{L}\\p{N}])`, 'giu')
  for (let m = said.exec(otherText); m !== null; m = said.exec(otherText)) {
    const sentence = otherText.slice(0, m.index).split(SENTENCE_END).pop()!
    if (!NEGATED_BEFORE.test(sentence)) return true
  }
  return false
}
/**
 * Whether a bare amount is "1.2m" where the other text says "1.2 million", or the other way round.
 * Without a currency, "1.2m" is read as written, since it may be metres ("1.2m wide"); only the other
 * text's million makes it one.
 */
function millionAsM(
  value: number,
  text: string,
  start: number,
  end: number,
  otherText: string,
  shift: number,
): boolean {
  if (end - start > 1 && (text.charCodeAt(end - 1) | 0x20) === 0x6d && text.charCodeAt(end - 2) <= 0x39) {
    return scaledStated(value, true, MILLION, shift)
  }
  if (value < 1e6 || !text.slice(start, end).toLowerCase().includes('million')) return false
  const m = `${canonical(value / 1e6)}m`
  for (let at = otherText.indexOf(m); at >= 0; at = otherText.indexOf(m, at + 1)) {
    const before = at === 0 ? 0x20 : otherText.charCodeAt(at - 1)
    const after = otherText.charCodeAt(at + m.length)
    if (!(before >= 0x30 && before <= 0x39) && before !== 0x2e && !(after >= 0x61 && after <= 0x7a)) return true
  }
  return false
}
const MILLION = [1e6]

// "seven days a week" says what "every day", "daily" and "Monday to Sunday" say.
const SEVEN_DAYS = /^\s+days\s+a\s+week(?![\p{L}])/iu
const MONDAY_TO_SUNDAY = 'mon(?:day)?\\s*(?:to|[-\\u2013])\\s*sun(?:day)?(?![\\p{L}])'
const DAILY = '(?:every\\s+day|each\\s+day|daily|(?:7|seven)\\s+days\\s+a\\s+week)(?![\\p{L}])'
const EVERY_DAY = new RegExp(`(?:^|[^\\p{L}])(?:${DAILY}|${MONDAY_TO_SUNDAY})`, 'iu')
const WHOLE_WEEK = new RegExp(MONDAY_TO_SUNDAY, 'giu')
// The most characters of "Monday to Sunday" and the spaces in it.
const WHOLE_WEEK_CHARS = 24

/** Whether the weekday at `start` of `text` opens or ends "Monday to Sunday". */
function wholeWeek(text: string, start: number): boolean {
  const from = Math.max(0, start - WHOLE_WEEK_CHARS)
  for (const match of text.slice(from, start + WHOLE_WEEK_CHARS).matchAll(WHOLE_WEEK)) {
    const at = from + match.index
    if (at === start || at + match[0].length >= start) return at <= start
  }
  return false
}

// "round the clock" says what "24 hours a day" and "24/7" say.
const ROUND_THE_CLOCK = /(?:^|[^\p{L}])a?round[-\s]the[-\s]clock(?![\p{L}])/iu
const ALL_DAY_AFTER = /^(?:\/7|\s*hours?\s+a\s+day|-hours?(?![\p{L}]))/iu
const OPEN_ALL_DAY = /(?:^|[^\p{L}])open\s+24\s+hours(?![\p{L}])/iu

/**
 * Whether the number from `start` to `end` of `text` is the 24 or the 7 of "24 hours a day", "24/7",
 * "a 24-hour helpline" or "open 24 hours".
 */
function allDay(text: string, start: number, end: number): boolean {
  const number = text.slice(start, end)
  if (number === '7') return text.slice(Math.max(0, start - 3), start) === '24/'
  if (number !== '24' && number.toLowerCase() !== 'twenty-four') return false
  return ALL_DAY_AFTER.test(text.slice(end, end + 12)) || OPEN_ALL_DAY.test(text.slice(Math.max(0, start - 6), end + 7))
}

// A number that can count a table's rows or a list's items.
const isCount = (value: number): boolean => Number.isInteger(value) && value >= 2 && value <= 50

/**
 * The item counts a text shows by its layout instead of saying them: each Markdown table's data rows
 * (its lines after the header and the |---| line) and each run of two or more bulleted or numbered
 * lines. "Here are our plans:" over a three-row table is "We offer three plans" in the other text.
 */
function layoutCounts(text: string): number[] {
  const counts: number[] = []
  let rows = 0
  let items = 0
  let separator = false
  const close = (): void => {
    if (separator && rows > 0) counts.push(rows)
    if (items > 1) counts.push(items)
    rows = 0
    items = 0
    separator = false
  }
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = text.length
    const line = text.slice(start, end).trim()
    start = end + 1
    if (line.startsWith('|')) {
      if (items > 0) close()
      if (TABLE_RULE.test(line)) separator = true
      else if (separator) rows++
    } else if (LIST_ITEM.test(line)) {
      if (separator) close()
      items++
    } else if (line !== '' || separator) close()
  }
  close()
  return counts
}
const TABLE_RULE = /^\|[\s:|-]*-[\s:|-]*$/
const LIST_ITEM = /^(?:[-*\u2022]\s|\d{1,2}[.)]\s)/

// Where a sentence ends, and a negation before a "no" in its sentence ("can't promise no downtime").
const SENTENCE_END = /[.!?;:\n]/
const NEGATED_BEFORE = /(?:^|[^\p{L}])(?:not|never|cannot|no|without)(?![\p{L}])|n['\u2019]t(?![\p{L}])/iu

const PERCENT_FRACTIONS = NUMBER_WORDS.percentFractions as Record<string, number>
// What a fraction of a span or a measure is said before ("half an hour", "a quarter of a mile", "quarter past").
const FRACTION_OF_UNIT = [
  ...['hour', 'minute', 'second', 'day', 'week', 'month', 'year', 'decade', 'century', 'term', 'season', 'time'],
  ...['mile', 'metre', 'meter', 'kilo', 'kilometre', 'litre', 'liter', 'pint', 'inch', 'foot', 'past', 'to'],
  // A fraction that names something of its own ("half board", "a quarter final").
  ...['board', 'final', 'finals', 'back', 'backs'],
].join('|')
const FRACTION_WORDS = new Map<number, RegExp>()
for (const value of new Set(Object.values(PERCENT_FRACTIONS))) {
  const words = Object.keys(PERCENT_FRACTIONS).filter((word) => PERCENT_FRACTIONS[word] === value)
  FRACTION_WORDS.set(
    value,
    new RegExp(
      `(?<!(?:first|second|third|fourth|last|final|other|\\d(?:st|nd|rd|th))\\s+)(?<![\\p{L}\\p{N}])` +
        `(?:${words.map((word) => word.replace(/[-\s]/g, '[-\\s]')).join('|')})(?![\\p{L}\\p{N}-])` +
        `(?!\\s+(?:of\\s+)?(?:an?\\s+|the\\s+)?(?:${FRACTION_OF_UNIT})s?(?![\\p{L}]))`,
      'giu',
    ),
  )
}

/** How many times `text` says the percentage `value` as a fraction ({@link PERCENT_FRACTIONS}). */
function fractionsIn(value: number, text: string): number {
  const words = FRACTION_WORDS.get(value)
  if (words === undefined) return 0
  words.lastIndex = 0
  let count = 0
  while (words.exec(text) !== null) count++
  return count
}

// Words between a share and what it is a share of ("50% of the fee", "half their fee").
const SHARE_OF = /^(?:\s+(?:of|off|the|their|your|our|his|her|its|a|an|on|one))*\s+([\p{L}][\p{L}'-]*)/u
// The word before a share ("cut by 25%", "cut by a quarter"), an article aside.
const WORD_BEFORE_SHARE = /([\p{L}][\p{L}'-]*)\s+(?:(?:a|an|one)\s+)?$/u
// The word a share is of when it comes before it ("a deposit of 25%"), and the words near a fraction
// that may name it in the other text ("a quarter of the price as a deposit").
const OWNER_BEFORE_SHARE = /([\p{L}][\p{L}'-]*)\s+of\s+$/u
const OWNER_REACH = 48
const WORDS = /\p{L}[\p{L}'-]*/gu

// A sentence's end for a fraction's owner; a colon may introduce the fraction ("a discount: half the price").
const OWNER_STOP = /[.!?;\n]/

/**
 * Whether `word` (an {@link anchorOf} form) is said within {@link OWNER_REACH} characters of
 * `[from, to)` in its sentence.
 */
function ownerNear(text: string, from: number, to: number, word: string): boolean {
  const before = text
    .slice(Math.max(0, from - OWNER_REACH), from)
    .split(OWNER_STOP)
    .pop()!
  const after = text.slice(to, to + OWNER_REACH).split(OWNER_STOP)[0]!
  for (const part of [before, after]) for (const m of part.matchAll(WORDS)) if (anchorOf(m[0]) === word) return true
  return false
}

/** A word without a plural s, lower-cased: "fees" and "fee" anchor a share alike. */
const anchorOf = (word: string | undefined): string | undefined => word?.toLowerCase().replace(/s$/, '')

// The words a share may be of that "of your" and the like only lead to.
const SHARE_LINKS = new Set(['of', 'off', 'the', 'their', 'your', 'our', 'his', 'her', 'its', 'a', 'an', 'on', 'one'])
const NEAR_WORDS = 3
// Where the words after a share stop: a sentence's end, not the point of "£24.60".
const SHARE_STOP = /[.!?](?!\d)|[;\n]/

/**
 * The first {@link NEAR_WORDS} words after a share at `at`, in its sentence and the next 48
 * characters, linking words left out, each as {@link anchorOf} gives it: what the share may be of.
 */
function wordsAfterShare(text: string, at: number): string[] {
  let window = text.slice(at, at + 48)
  const stop = SHARE_STOP.exec(window)
  if (stop !== null) window = window.slice(0, stop.index)
  const near: string[] = []
  for (const match of window.matchAll(WORDS)) {
    const word = match[0].toLowerCase()
    if (SHARE_LINKS.has(word)) continue
    near.push(anchorOf(word)!)
    if (near.length === NEAR_WORDS) break
  }
  return near
}

/**
 * Whether `otherText` says the percentage `value` at `[start, end)` of `text` as a fraction, where
 * the percentage stands: the fraction is followed by the word the percentage is a share of ("50% of
 * the fee" = "half the fee"), or, with none, comes after the same word ("cut by 25%" = "cut by a
 * quarter"); and the other text says that fraction more often than `text` does, so a fraction both
 * say ("half the team") states nothing. A fraction in a word of its own ("half-term", "half board")
 * or before a unit ("half an hour") is none.
 */
function fractionStated(value: number, text: string, start: number, end: number, otherText: string): boolean {
  const words = FRACTION_WORDS.get(value)
  if (words === undefined || fractionsIn(value, otherText) <= fractionsIn(value, text)) return false
  const after = anchorOf(SHARE_OF.exec(text.slice(end, end + 48))?.[1])
  const before = anchorOf(WORD_BEFORE_SHARE.exec(text.slice(Math.max(0, start - 32), start))?.[1])
  const owner =
    before === 'of' ? anchorOf(OWNER_BEFORE_SHARE.exec(text.slice(Math.max(0, start - 48), start))?.[1]) : undefined
  const near = wordsAfterShare(text, end)
  words.lastIndex = 0
  for (let m = words.exec(otherText); m !== null; m = words.exec(otherText)) {
    const at = m.index + m[0].length
    if (owner !== undefined && ownerNear(otherText, m.index, at, owner)) return true
    // "50% of your single fare of £24.60" = "half of your £24.60 single fare": a word after the share
    // is one after the fraction; "a 25% deposit" = "a deposit of a quarter": or one it is a share of.
    if (near.length > 0) {
      const otherNear = wordsAfterShare(otherText, at)
      if (near.some((word) => otherNear.includes(word))) return true
      const of = anchorOf(OWNER_BEFORE_SHARE.exec(otherText.slice(Math.max(0, m.index - 32), m.index))?.[1])
      if (of !== undefined && of === near[0]) return true
    }
    if (after !== undefined) {
      if (anchorOf(SHARE_OF.exec(otherText.slice(at, at + 48))?.[1]) === after) return true
    } else if (before !== undefined) {
      if (anchorOf(WORD_BEFORE_SHARE.exec(otherText.slice(Math.max(0, m.index - 32), m.index))?.[1]) === before)
        return true
    }
  }
  return false
}

// Where "22/08" may be a date: after a preposition of time, "dated", "due" or a weekday ("on 22/08",
// "dated 10/04", "Friday 30/11"); elsewhere it is a fraction, a score or a rate ("9/10", "4/5", "24/7").
const DATE_BEFORE = /(?:^|[^\p{L}])(?:on|by|from|until|till|before|after|since|dated|due|\p{L}+day),?\s+$/iu
// A whole number of one or two digits: a day or a month of "22/08".
const DAY_OR_MONTH = /^\d{1,2}$/
// A day said as a digit ordinal: "28th".
const ORDINAL_DAY = /^\d{1,2}(?:st|nd|rd|th)$/i
// What comes before an ordinal that is a day: a preposition of time or a weekday, then "the" ("on
// the 28th", "by the 5th", "Monday the 13th"); not "the 4th reminder".
const THE_BEFORE = /(?:^|[^\p{L}])(?:on|by|from|until|till|before|after|for|since|\p{L}+day),?\s+the\s+$/iu
// What may follow an ordinal that is a day: no word of its own ("the 2nd time", "the 4th floor").
const DATE_AFTER_WORDS = 'and|or|to|at|from|until|till|through|between|in|is|will|when|if|so|but|before|after'
const DAY_AFTER = new RegExp(`^(?:\\s*$|\\s*[^\\s\\p{L}]|\\s+(?:of|${DATE_AFTER_WORDS})(?![\\p{L}]))`, 'iu')
// What may follow "22/08" where it is a date: as after a day, but not "of" ("on 2/3 of your bills").
const DATE_AFTER = new RegExp(`^(?:\\s*$|\\s*[^\\s\\p{L}]|\\s+(?:${DATE_AFTER_WORDS})(?![\\p{L}]))`, 'iu')
// What joins a list of ordinal days ("the 12th, 14th or 19th").
const DAY_LIST_LINK = /^\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|[-\u2013]\s*)$/i

// The words after which "Sun" or "Sat" is a word of its own (data notWeekdays: "Sun cream", "Sat nav").
const NOT_WEEKDAY_BEFORE = new Map(
  Object.entries(NUMBER_WORDS.notWeekdays as Record<string, string[]>).map(([day, words]) => [
    day,
    new RegExp(`^\\s+(?:${words.join('|')})(?![\\p{L}])`, 'iu'),
  ]),
)

/** Whether the day word `word` ending at `end` of `text` is a word of its own there ("Sun cream"). */
function notWeekdayAt(word: string, text: string, end: number): boolean {
  return NOT_WEEKDAY_BEFORE.get(word.toLowerCase())?.test(text.slice(end, end + 16)) === true
}

/** Whether fact `i` is a plain whole number of no unit from 1 to `max`. */
function plainUpTo(facts: FactList, i: number, max: number): boolean {
  if ((facts.flags[i]! & QUANTITY) === 0 || facts.units[i] !== 0) return false
  const value = facts.values[i]!
  return Number.isInteger(value) && value >= 1 && value <= max
}

/**
 * Second readings of numbers that may be a day of a date the other text spells out
 * ({@link FactList.days}):
 * - "22/08" with no year is two numbers that may be 22 August (and "04/10" 4 October or 10 April):
 *   against "22 August" both numbers are stated, and the date is stated by them;
 * - a digit ordinal after "the", or in a list of such ordinals ("on the 28th", "the 12th, 14th or
 *   19th"), may be that day of any month, so it matches "28 January" and "28 January" matches it;
 *   the month named elsewhere in the text is not checked.
 * Neither reading is a fact of its own: against a text that says neither date nor the numbers,
 * the numbers are missing as before.
 */
function dayReadings(text: string, facts: FactList): void {
  let ordinalEnd = -1
  for (let i = 0; i < facts.count; i++) {
    if (!plainUpTo(facts, i, 31)) {
      ordinalEnd = -1
      continue
    }
    const start = facts.starts[i]!
    const end = facts.ends[i]!
    if (text.charCodeAt(end) === 0x2f) {
      const next = facts.ends[i + 1]!
      const after = text.charCodeAt(next)
      if (
        i + 1 < facts.count &&
        facts.starts[i + 1] === end + 1 &&
        plainUpTo(facts, i + 1, 31) &&
        text.charCodeAt(start - 1) !== 0x2f &&
        after !== 0x2f &&
        !(after >= 0x30 && after <= 0x39) &&
        DAY_OR_MONTH.test(text.slice(start, end)) &&
        DAY_OR_MONTH.test(text.slice(end + 1, next)) &&
        DATE_BEFORE.test(text.slice(Math.max(0, start - 24), start)) &&
        DATE_AFTER.test(text.slice(next, next + 12))
      ) {
        const a = facts.values[i]!
        const b = facts.values[i + 1]!
        const readings: string[] = []
        if (b <= 12) readings.push(`date:*-${b}-${a}`)
        if (a <= 12 && a !== b) readings.push(`date:*-${a}-${b}`)
        if (readings.length > 0) {
          facts.days.set(i, readings)
          facts.days.set(i + 1, readings)
        }
        i++
        ordinalEnd = -1
        continue
      }
    }
    // Only a fact opening with a digit and ending in a letter can be a digit ordinal ("28th"), not "three".
    const first = text.charCodeAt(start)
    const last = text.charCodeAt(end - 1) | 0x20
    if (first >= 0x30 && first <= 0x39 && last >= 0x61 && last <= 0x7a && ORDINAL_DAY.test(text.slice(start, end))) {
      const listed = ordinalEnd >= 0 && DAY_LIST_LINK.test(text.slice(ordinalEnd, start))
      const before = listed || THE_BEFORE.test(text.slice(Math.max(0, start - 24), start))
      if (before && DAY_AFTER.test(text.slice(end, end + 12))) {
        facts.days.set(i, [`day:${facts.values[i]!}`])
        ordinalEnd = end
        continue
      }
    }
    ordinalEnd = -1
  }
}

/** The day of a date key with a month and a day (`date:*-1-28`, `date:2026-1-28`), or -1. */
function dayOfKey(key: string): number {
  const m = DATE_DAY.exec(key)
  return m === null ? -1 : Number(m[1])
}
const DATE_DAY = /^date:(?:\*|\d+)-\d{1,2}-(\d{1,2})$/

/**
 * Whether the other text states one of the dates `readings` ({@link FactList.days}), a date this
 * text does not state itself: against "Please pay soon. Your 5 March invoice ...", "Please pay by
 * the 5th. Your 5 March invoice ..." has lost its deadline.
 */
function dayStated(
  readings: readonly string[],
  other: FactList,
  otherFirst: Int32Array,
  ownFirst: Int32Array,
): boolean {
  for (const reading of readings) {
    if (!reading.startsWith('day:')) {
      if (keyStated(reading, otherFirst) && !keyStated(reading, ownFirst)) return true
      continue
    }
    const day = Number(reading.slice(4))
    for (let k = 0; k < other.count; k++) {
      if ((other.flags[k]! & QUANTITY) !== 0) continue
      const key = other.keys[k]!
      if (dayOfKey(key) === day && !keyStated(key, ownFirst)) return true
    }
  }
  return false
}

/** Whether a number of the other text may be the date `key` ({@link FactList.days}). */
function dateReadingOf(other: FactList, key: string): boolean {
  const day = dayOfKey(key)
  for (const readings of other.days.values()) {
    for (const reading of readings) {
      if (reading === key || (day >= 0 && reading === `day:${day}`)) return true
    }
  }
  return false
}

// The last fact read that could be the first day of a range ("3" in "3 to 5 March"), and its last token.
let dayFact = -1
let dayEnd = -1

// What may join the two days of a range: a dash or a word, spaces around it.
const RANGE_LINK = /^\s*(?:[-\u2010-\u2014]|to|through|thru|till|until|and)\s*$/i

/** Whether `text` between `from` and `to` joins two numbers into a range ("3-5", "3 to 5", "3 and 5"). */
function rangeLinked(text: string, from: number, to: number): boolean {
  return to - from <= 12 && RANGE_LINK.test(text.slice(from, to))
}

// The last fact read that is a month with no day ("March" in "March's pay"), and its token.
let monthFact = -1
let monthToken = -1
// How far a day ("on the 27th") may follow the month it belongs to, in characters.
const DAY_AFTER_MONTH = 30

/**
 * Whether the ordinal at token `j` ("the 27th", a day 1-31 in digits after "the") is a day of the
 * month that the fact just before names, within a few words and no full stop of it.
 */
function dayOfMonth(tokens: TokenList, j: number, text: string): boolean {
  if (monthFact < 0 || tokens.kinds[j] !== NUMBER_TOKEN || (tokens.flags[j]! & ORDINAL) === 0) return false
  if (monthToken !== j - 2 || !isDay(tokens, j)) return false
  const month = tokens.ends[monthToken]!
  const at = tokens.starts[j]!
  if (at - month > DAY_AFTER_MONTH) return false
  const gap = text.slice(month, at)
  return !gap.includes('.') && /(?:^|[^\p{L}])the\s+$/iu.test(gap)
}

// The words between a clock time's minutes and its hour ("half past seven", "ten to eight").
const CLOCK_AFTER = ['past', 'after']
const CLOCK_BEFORE = ['to', 'before']
const MINUTE_WORDS = ['minutes', 'mins', 'minute']
// The length of the longest word of each list tokenIsOneOf is asked about, worked out once.
const LONGEST_WORD = new Map<readonly string[], number>(
  [CLOCK_AFTER, CLOCK_BEFORE, MINUTE_WORDS].map((words) => [words, Math.max(...words.map((word) => word.length))]),
)

/**
 * Whether token `k`, lower-cased, is one of `words` (lower-case ASCII). Read from the codes where
 * the token lies: wordClock asks it after every small number, where the token is often a gap of
 * several words, which slicing and lower-casing cost far more than a length check. `toLowerCase`
 * never shortens a string, so a token longer than every word is none of them; one with other than
 * ASCII is sliced and lower-cased, as that may turn it into ASCII (`K`, the Kelvin sign, is `k`).
 */
function tokenIsOneOf(g: GuardText, tokens: TokenList, k: number, words: readonly string[]): boolean {
  const { codes } = g
  const start = tokens.starts[k]!
  const length = tokens.ends[k]! - start
  // A token longer than the list's longest word, most tokens, is none of them without a loop over the list.
  if (length > LONGEST_WORD.get(words)!) return false
  for (let i = start; i < start + length; i++) {
    if (codes[i]! >= 128) return words.includes(g.text.slice(start, start + length).toLowerCase())
  }
  for (const word of words) if (word.length === length && sameLower(word, codes, start)) return true
  return false
}

/**
 * A whole number from 1 to `max` at token `k`, in digits or words: its value, with the token after
 * it in `parsedNext`, or -1.
 */
function smallNumberAt(tokens: TokenList, k: number, max: number, codes: Uint16Array): number {
  if (k >= tokens.count) return -1
  let value: number
  if (tokens.kinds[k] === NUMBER_TOKEN) {
    if ((tokens.flags[k]! & ORDINAL) !== 0) return -1
    value = tokens.values[k]!
    parsedNext = k + 1
  } else if (numberWords(tokens, k, codes) && !parsedOrdinal) value = parsedValue
  else return -1
  return Number.isInteger(value) && value >= 1 && value <= max ? value : -1
}

// "o'clock" after an hour, the apostrophe folded to ASCII, or left out.
const O_CLOCK = / o'?\s?clock(?![\p{L}\p{N}])/iuy

/**
 * A whole hour said with "o'clock" ("ten o'clock", "7 o'clock in the evening") from token `i`,
 * ending at `end`: pushed as that clock time, bare without am, pm or a part of the day after it.
 * Returns its last token.
 */
function oClock(g: GuardText, tokens: TokenList, i: number, end: number, hour: number, facts: FactList): number {
  let last = parsedNext
  while (last + 1 < tokens.count && tokens.starts[last + 1]! < end) last++
  let marked = meridiemEnd(g, end)
  if (marked < 0) marked = dayPartEnd(g, end, hour, tokens.starts[i]!, false)
  const key = clock(hour, 0, marked < 0 ? 0 : half)
  facts.push(key, tokens.starts[i]!, marked < 0 ? end : marked, marked < 0 ? BARE_TIME : 0)
  return last
}

/**
 * A clock time said in words from token `i`: "half past seven", "a quarter to 8", "ten past nine",
 * "20 minutes past six", and after a word of time the British "half ten" (10:30), maybe with am, pm
 * or a part of the day after it, its words joined by spaces only. Pushes it as the clock time it
 * says and returns its last token, or -1. "To" links a range too ("ten to twelve people", "from 11
 * minutes to 6 minutes"), so only "quarter to" is a time.
 */
function wordClock(g: GuardText, tokens: TokenList, i: number, facts: FactList): number {
  const { codes } = g
  const { starts, ends } = tokens
  const fraction = tokens.kinds[i] === WORD_TOKEN ? HOUR_FRACTION_OF[tokens.ids[i]!] : undefined
  let minutes = fraction ?? smallNumberAt(tokens, i, 29, codes)
  if (minutes === undefined || minutes < 0) return -1
  if (fraction === undefined && minutes <= 12) {
    // O_CLOCK opens with a space and an o (no other letter folds to o): most numbers fail on the o
    // without the regex.
    const space = ends[parsedNext - 1]!
    if (codes[space] === 0x20 && (codes[space + 1]! | 0x20) === 0x6f) {
      O_CLOCK.lastIndex = space
      if (O_CLOCK.test(g.text)) return oClock(g, tokens, i, O_CLOCK.lastIndex, minutes, facts)
    }
  }
  let k = fraction === undefined ? parsedNext : i + 1
  // Only a word token can spell a word: a number, a sign or a date cannot.
  if (
    fraction === undefined &&
    k < tokens.count &&
    tokens.kinds[k] === WORD_TOKEN &&
    tokenIsOneOf(g, tokens, k, MINUTE_WORDS)
  )
    k++
  if (k >= tokens.count || tokens.kinds[k] !== WORD_TOKEN || !joined(tokens, k, codes)) return -1
  const before = tokenIsOneOf(g, tokens, k, CLOCK_BEFORE)
  let hour: number
  if ((before && fraction === 15) || tokenIsOneOf(g, tokens, k, CLOCK_AFTER)) {
    hour = k + 1 < tokens.count && joined(tokens, k + 1, codes) ? smallNumberAt(tokens, k + 1, 12, codes) : -1
    if (hour < 0) return -1
    if (before) {
      hour = hour === 1 ? 12 : hour - 1
      minutes = 60 - minutes
    }
  } else if (fraction === 30 && ledAt(g, starts[i]!)) {
    // "at half ten": half past, the British way; after no word of time, "half 6" may be a half of six.
    hour = joined(tokens, k, codes) ? smallNumberAt(tokens, k, 12, codes) : -1
    if (hour < 0) return -1
  } else return -1
  const last = parsedNext - 1
  // "half past eleven": the hour said is the one the part of the day goes with.
  const said = before ? (hour === 12 ? 1 : hour + 1) : hour
  let end = ends[last]!
  let marked = meridiemEnd(g, end)
  if (marked < 0) marked = dayPartEnd(g, end, said, starts[i]!, false)
  if (marked >= 0) end = marked
  facts.push(clock(hour, minutes, marked < 0 ? 0 : half), starts[i]!, end, marked < 0 ? BARE_TIME : 0)
  return last
}

function readFacts(g: GuardText, tokens: TokenList, facts: FactList): void {
  const { text: folded, codes } = g
  // A text that writes 24-hour times means its other digit times without am or pm as written.
  const bare = tokens.clock24 ? 0 : BARE_TIME
  dayFact = -1
  monthFact = -1
  spanFact = -1
  weekdayFact = -1
  const { kinds, starts, ends, values, ids, count } = tokens
  for (let i = 0; i < count; i++) {
    const kind = kinds[i]!
    if (kind === FACT_TOKEN) {
      facts.push(tokens.keys[i]!, starts[i]!, ends[i]!, tokens.flags[i] === BARE_CLOCK ? bare : 0)
      continue
    }
    const id = kind === WORD_TOKEN ? ids[i]! : GAP
    if (kind === WORD_TOKEN && !KNOWN_OF[id]) continue
    const clockEnd = wordClock(g, tokens, i, facts)
    if (clockEnd >= 0) {
      i = clockEnd
      continue
    }
    let minutes = kind === WORD_TOKEN ? HOUR_FRACTION_OF[id] : undefined
    let hour = minutes === undefined ? -1 : hourAt(tokens, i + 1)
    // "three quarters of an hour" (or "three-quarters"): a number word before a plural fraction.
    if (minutes === undefined && kind === WORD_TOKEN && UNIT_OF[id] !== undefined && i + 1 < count) {
      const fraction = PLURAL_FRACTION_OF[wordAt(tokens, i + 1)]
      hour = fraction === undefined ? -1 : hourAt(tokens, i + 2)
      if (hour >= 0) minutes = UNIT_OF[id]! * fraction!
      else if (fraction !== undefined) {
        // "three quarters of the plot" (or "three-quarters") is a share, no count of three: the
        // percentage 75, as "75% of the plot" says. A quarter is 15 of an hour's 60 minutes.
        facts.quantity((UNIT_OF[id]! * fraction * 100) / 60, PERCENT, starts[i]!, ends[i + 1]!, false)
        i++
        continue
      }
    }
    if (hour >= 0) {
      facts.quantity(minutes!, 0, starts[i]!, ends[hour]!, false)
      facts.alias(facts.count - 1, minutes! * 60)
      facts.mentionSpan(minutes! * 60, starts[i]!, ends[hour]!)
      i = hour
      continue
    }
    const start = starts[i]!
    // The unit index of a currency sign or code before the number, -1 if none.
    let currency = -1
    let j = i
    if (kind === SYMBOL_TOKEN) {
      const sign = UNIT_OF_CODE.get(ids[i]!)
      if (sign === undefined) continue
      currency = sign
      j = i + 1
    } else if (kind === WORD_TOKEN) {
      const code = CODE_UNIT_OF[id]!
      if (code >= 0 && i + 1 < count && kinds[i + 1] === NUMBER_TOKEN) {
        currency = code
        j = i + 1
      }
    }
    // A quantity: digits or number words, then scale words, then a unit or a month.
    let value: number
    let next: number
    let weak: boolean
    let ordinal: boolean
    let digits = false
    if (j < count && kinds[j] === NUMBER_TOKEN) {
      value = values[j]!
      // "£1.65m" is £1.65 million: after a currency sign the letter is no unit of length.
      if (currency >= 0 && (tokens.flags[j]! & CURRENCY_SCALE) !== 0)
        value *= CURRENCY_SCALE_SUFFIXES.get(folded[ends[j]! - 1]!)!
      next = j + 1
      digits = true
      weak = false
      ordinal = (tokens.flags[j]! & ORDINAL) !== 0
    } else if (j < count && numberWords(tokens, j, codes)) {
      value = parsedValue
      next = parsedNext
      ordinal = parsedOrdinal
      // "Third, pick a date" orders a step, as a list's "3." does: it may confirm a 3, never change one.
      weak = parsedWeak || (ordinal && next === j + 1 && sequenceWord(codes, starts[j]!, ends[j]!))
    } else {
      if (kind === WORD_TOKEN) {
        const month = monthOf(tokens, i)
        if (month !== undefined) {
          const before = facts.count
          i = dateFromMonth(tokens, i, month, folded, codes, facts)
          if (monthNoDay) {
            monthFact = before
            monthToken = i
          }
          continue
        }
        const day = WEEKDAY_OF[id]
        if (
          day !== undefined &&
          (LENGTH_OF[id]! > 4 ||
            (isCapitalized(tokens, i) && !notWeekdayAt(folded.slice(start, ends[i]!), folded, ends[i]!)))
        ) {
          facts.push(`day:${day}`, start, ends[i]!)
          if (weekdayFact >= 0 && weekdayFact === facts.count - 2)
            dayRun(facts, folded, starts[weekdayToken]!, ends[weekdayToken]!, start)
          weekdayFact = facts.count - 1
          weekdayToken = i
          continue
        }
        const run = DAY_RUN_OF[id]
        if (run !== undefined) {
          facts.state(run)
          continue
        }
        const named = NAMED_TIME_OF[id]
        if (named !== undefined) facts.push(`time:${named}`, start, ends[i]!)
        else i = spanWithoutNumber(tokens, i, id, codes, facts)
      }
      continue
    }
    // What follows the number, read once: whether it is joined to it, and its word id.
    let linked = next < count && joined(tokens, next, codes)
    let word = wordAt(tokens, next)
    if (digits) {
      // "1 month's notice" is "a month's notice": a 1 before a word may be said with an article,
      // so, as "one", it confirms a 1 of the other text but is never a change on its own.
      weak = value === 1 && (tokens.flags[j]! & ORDINAL) === 0 && word !== NOT_A_WORD && linked
    }
    for (let scale = linked && word !== NOT_A_WORD ? SCALE_OF[word] : undefined; scale !== undefined; ) {
      value *= scale
      weak = false
      next++
      linked = next < count && joined(tokens, next, codes)
      word = wordAt(tokens, next)
      scale = linked && word !== NOT_A_WORD ? SCALE_OF[word] : undefined
    }
    if (value === 12 && !ordinal && linked && word !== NOT_A_WORD && NAMED_TIME_OF[word] !== undefined) {
      // "12 noon" is noon, one time, as "midday" says it.
      facts.push(`time:${NAMED_TIME_OF[word]}`, start, ends[next]!)
      i = next
      continue
    }
    // Day then month: 4 March 2026, the 4th of March.
    const monthIndex = word === ID_OF ? next + 1 : next
    const monthId = monthIndex === next ? word : wordAt(tokens, monthIndex)
    if (currency < 0 && monthId !== NOT_A_WORD && Number.isInteger(value) && value >= 1 && value <= 31) {
      const month = MONTH_OF[monthId]
      const clear = isCapitalized(tokens, monthIndex) || (LENGTH_OF[monthId]! > 3 && !AMBIGUOUS_OF[monthId])
      if (month !== undefined && clear) {
        const year = monthIndex + 1
        const known = isYear(tokens, year, codes)
        const prefix = `date:${known ? values[year] : '*'}-${month}-`
        // The first day of a range that ends on this date ("3 to 5 March") is a date in its month too.
        if (dayFact >= 0 && dayFact === facts.count - 1 && rangeLinked(folded, ends[dayEnd]!, start)) {
          facts.rekey(dayFact, prefix + canonical(facts.values[dayFact]!))
        }
        facts.push(prefix + canonical(value), start, ends[known ? year : monthIndex]!)
        i = known ? year : monthIndex
        continue
      }
    }
    // The unit by index in UNIT_NAMES, 0 for none.
    let unit = Math.max(currency, 0)
    let end = ends[next - 1]!
    const after = linked ? next : -1
    const afterKind = after < 0 ? 0 : kinds[after]!
    if (afterKind === SYMBOL_TOKEN && ids[after] === 0x25) {
      unit = PERCENT
      end = ends[after]!
      next++
    } else if (afterKind === WORD_TOKEN) {
      const cent = CENT_UNIT_OF[word]!
      if (PERCENT_OF[word] || (word === ID_PER && wordAt(tokens, next + 1) === ID_CENT)) {
        unit = PERCENT
        next += word === ID_PER || wordAt(tokens, next + 1) === ID_POINTS ? 2 : 1
        end = ends[next - 1]!
      } else if (cent >= 0 && currency < 0) {
        value /= 100
        unit = cent
        end = ends[after]!
        next++
      } else if (currency < 0) {
        const named = CURRENCY_WORD_UNIT_OF[word]! >= 0 ? CURRENCY_WORD_UNIT_OF[word]! : CODE_UNIT_OF[word]!
        if (named >= 0) {
          unit = named
          end = ends[after]!
          next++
        }
      }
    }
    if (unit === 0 && currency < 0 && next === j + 1 && dayOfMonth(tokens, j, folded)) {
      // "paid with March's pay, on the 27th": the day of the month just named, which then only
      // confirms the month ("14 June 2027" = "in June 2027, on the 14th").
      facts.flags[monthFact]! |= WEAK_FACT
      facts.push(`${facts.key(monthFact)}-${canonical(value)}`, start, end)
      i = next - 1
      continue
    }
    if (digits && unit === 0 && currency < 0 && (tokens.flags[j]! & CENTS) !== 0) {
      // "60p" is £0.60.
      value /= 100
      unit = tokens.flags[j]! >> CENT_SHIFT
    }
    let span = Number.NaN
    if (
      unit === 0 &&
      linked &&
      word !== NOT_A_WORD &&
      (SPAN_START_OF[word] === 1 || (!digits && FREQUENCY_OF[ids[j]!] !== undefined)) &&
      readSpan(tokens, facts, next, value, ordinal, folded, codes, start)
    ) {
      span = spanAlias
      if (spanValue !== value) {
        value = spanValue
        weak = false
        end = ends[spanLast]!
      }
      next = spanNext
    }
    facts.quantity(value, unit, start, end, weak && unit === 0)
    if (digits && tokens.hours.size > 0 && unit === 0 && Number.isNaN(span)) {
      const hour = tokens.hours.get(j)
      if (hour !== undefined) facts.hours.set(facts.count - 1, hour)
    }
    if (!Number.isNaN(span)) {
      facts.alias(facts.count - 1, span)
      if (spanCompound) facts.extendSpan(span, end)
      else {
        facts.mentionSpan(span, start, end)
        rangeSpan(facts, folded, start, spanUnit)
      }
    }
    if (unit === 0 && Number.isInteger(value) && value >= 1 && value <= 31) {
      dayFact = facts.count - 1
      dayEnd = next - 1
    }
    i = next - 1
  }
}

/**
 * Gives the first number of a range the unit its second number has, "24 to 48 hours" being 24 hours
 * to 48 hours, so that "one to two days" states both ends. Only a bare quantity just before the span
 * that starts at `start`, joined to it by a range word, takes the unit (its span of one, {@link SPANS});
 * "3 rooms for 48 hours" does not.
 */
function rangeSpan(facts: FactList, text: string, start: number, unit: number): void {
  const first = facts.count - 2
  if (first < 0 || (facts.flags[first]! & QUANTITY) === 0 || facts.units[first] !== 0) return
  if (!Number.isNaN(facts.aliases[first]!) || !rangeLinked(text, facts.ends[first]!, start)) return
  facts.alias(first, facts.values[first]! * unit)
}

// What readSpan read, when it returns true: the span, the quantity's value (2.5 for "two and a half
// hours"), the last token of "and a half" and the token to read next.
let spanAlias = 0
let spanValue = 0
let spanLast = 0
let spanNext = 0
// Whether the span readSpan read last continues the one before it ("2 hours 30 minutes").
let spanCompound = false

/**
 * Reads the span of time said by the quantity of `value` whose next token is `next` ("24 hours",
 * "two and a half hours", "twice a year", "three times per week"), and whether it says one.
 */
function readSpan(
  tokens: TokenList,
  facts: FactList,
  next: number,
  value: number,
  ordinal: boolean,
  text: string,
  codes: Uint16Array,
  start: number,
): boolean {
  let word = wordAt(tokens, next)
  spanValue = value
  spanNext = next
  spanCompound = false
  const part = word === ID_AND ? andAPart(tokens, next, codes) : 0
  if (part > 0 && spanAt(tokens, next + 3, codes) !== undefined) {
    // "two and a half hours" is 2.5 hours, "two and a quarter hours" 2.25.
    spanValue = value + part
    spanLast = next + 2
    spanNext = next + 3
    word = wordAt(tokens, spanNext)
  }
  const unitSpan = SPAN_OF[word]
  if (unitSpan !== undefined) {
    // "24 hours", "two days": a span, which "a day" or "48 hours" also says. Of the ordinals only
    // "the first hour" is one, the first 60 minutes; "the third day" is no span of days.
    if (ordinal && spanValue !== 1) return false
    spanAlias = spanValue * unitSpan
    if (spanFact >= 0 && spanFact === facts.count - 1 && compoundSpan(unitSpan, text, tokens.ends[spanToken]!, start)) {
      // "2 hours 30 minutes" is one span, "two and a half hours": both parts read as the whole.
      spanAlias += facts.aliases[spanFact]!
      facts.alias(spanFact, spanAlias)
      spanCompound = true
    }
    spanFact = facts.count
    spanUnit = unitSpan
    spanToken = spanNext
    return true
  }
  if (!(value > 0)) return false
  // "twice a year", "three times per week": a rate, whose period "every 6 months" also says.
  const rate = word === ID_TIMES ? next + 1 : next
  const period = isRateWord(wordAt(tokens, rate)) ? spanAt(tokens, rate + 1, codes) : undefined
  if (period === undefined || SINGULAR_SPAN_OF[wordAt(tokens, rate + 1)] === undefined) return false
  spanAlias = period / value
  spanNext = rate + 2
  return true
}

// The last fact read that is a day of the week, and its token.
let weekdayFact = -1
let weekdayToken = -1

// What joins the days of a run: "Monday to Friday", "Mon-Fri", "Monday through Friday".
const DAY_RANGE_LINK = /^\s*(?:[-\u2010-\u2014]|to|through|thru|till|until)\s*$/i
// What joins two days that follow each other into both: "Saturday and Sunday", "Saturdays or Sundays".
const DAY_PAIR_LINK = /^\s*(?:,|and|or|&|\/)\s*$/i

/**
 * Reads the day of the week just pushed and the one before it (whose token spans `[from, dayEnd)`)
 * as a run of days where the data names one ("weekdays" for "Monday to Friday", "weekends" for
 * "Saturdays and Sundays"): a range word joins any two days ("between" before the first day makes
 * "and" one), "and" or "or" only two that follow each other. Both days then get the run's alias.
 */
function dayRun(facts: FactList, text: string, from: number, dayEnd: number, to: number): void {
  const last = facts.count - 1
  const first = last - 1
  const run = DAY_RUNS.get(`${facts.keys[first]}-${facts.keys[last]}`)
  if (run === undefined || to - dayEnd > 12) return
  const link = text.slice(dayEnd, to)
  const adjacent = DAY_ORDER.indexOf(facts.keys[last]!.slice(4)) === DAY_ORDER.indexOf(facts.keys[first]!.slice(4)) + 1
  const between = /between\s+$/i.test(text.slice(Math.max(0, from - 10), from))
  if (DAY_RANGE_LINK.test(link) || ((adjacent || between) && DAY_PAIR_LINK.test(link))) {
    facts.alias(first, run)
    facts.alias(last, run)
  }
}

// The last fact read that is a span in units ("2 hours"), its unit's span and the unit word's token.
let spanFact = -1
let spanUnit = 0
let spanToken = -1

/**
 * Whether a span in the unit `unit` that starts at `to` continues the span read last, whose unit
 * word ends at `from`: a smaller unit of the same scale, after nothing but a space, a comma or
 * "and" ("2 hours 30 minutes", "1 year and 6 months").
 */
function compoundSpan(unit: number, text: string, from: number, to: number): boolean {
  if (unit > 0 ? !(spanUnit > unit) : !(spanUnit < unit)) return false
  return to - from <= 6 && /^\s*(?:,|and)?\s*$/.test(text.slice(from, to))
}

/** Whether the word id is one that makes a rate of the span after it: "a day", "per week", "every year". */
function isRateWord(id: number): boolean {
  return id === ID_A || id === ID_AN || id === ID_PER || id === ID_EVERY || id === ID_EACH
}

/** The span of the unit word at token `k` joined to the token before it (`SPANS`), or undefined. */
function spanAt(tokens: TokenList, k: number, codes: Uint16Array): number | undefined {
  const id = wordAt(tokens, k)
  return id === NOT_A_WORD || !joined(tokens, k, codes) ? undefined : SPAN_OF[id]
}

/** The part "and a half" (0.5) or "and a quarter" (0.25) at word token `k` adds, else 0. */
function andAPart(tokens: TokenList, k: number, codes: Uint16Array): number {
  if (wordAt(tokens, k) !== ID_AND || wordAt(tokens, k + 1) !== ID_A) return 0
  if (!joined(tokens, k + 1, codes) || !joined(tokens, k + 2, codes)) return 0
  const part = wordAt(tokens, k + 2)
  return part === ID_HALF ? 0.5 : part === ID_QUARTER ? 0.25 : 0
}

/**
 * A span said without a number at word token `i`: a period word ("quarterly", "daily"), or one unit
 * after "a", "an", "every", "each" or "per" ("a day", "every week", "an hour and a half"), which the
 * text then states ({@link FactList.state}) for a duration the other text says in numbers. After an
 * amount it is a rate ("£12 a day"), not a span. Returns the index of the last token read.
 */
function spanWithoutNumber(tokens: TokenList, i: number, id: number, codes: Uint16Array, facts: FactList): number {
  const period = PERIOD_OF[id]
  if (period !== undefined) {
    facts.state(period)
    facts.mentionSpan(period, tokens.starts[i]!, tokens.ends[i]!)
    return i
  }
  if (!isRateWord(id)) return i
  const unit = wordAt(tokens, i + 1)
  const span = unit === NOT_A_WORD ? undefined : SINGULAR_SPAN_OF[unit]
  if (span === undefined || !joined(tokens, i + 1, codes)) return i
  const before = i > 0 ? tokens.kinds[i - 1] : 0
  if (before === NUMBER_TOKEN || before === SYMBOL_TOKEN) return i + 1
  // "an hour and a half" is 90 minutes, "an hour and a quarter" 75.
  const part = andAPart(tokens, i + 2, codes)
  if (part > 0) {
    facts.state(span * (1 + part))
    facts.mentionSpan(span * (1 + part), tokens.starts[i]!, tokens.ends[i + 4]!)
    return i + 4
  }
  facts.state(span)
  facts.mentionSpan(span, tokens.starts[i]!, tokens.ends[i + 1]!)
  return i + 1
}

// Whether the date dateFromMonth read last is a month with no day ("March", "March 2026") whose
// key is `date:*-M` or `date:Y-M` with Y in digits (a year too large for that has an exponent).
let monthNoDay = false

/** Reads a date that starts with the month name at token `i`; returns the index of its last token. */
function dateFromMonth(
  tokens: TokenList,
  i: number,
  month: number,
  text: string,
  codes: Uint16Array,
  facts: FactList,
): number {
  const start = tokens.starts[i]!
  const day = i + 1
  const { values, ends } = tokens
  monthNoDay = false
  if (isYear(tokens, day, codes)) {
    facts.push(`date:${values[day]}-${month}`, start, ends[day]!)
    monthNoDay = values[day]! < 1e21
    return i + 1
  }
  if (isDay(tokens, day)) {
    // A range of days in this month: "March 3-5", "March 3 to 5".
    let last = day
    for (const second of [day + 1, day + 2]) {
      if (second === day + 2 && tokens.kinds[day + 1] !== WORD_TOKEN) break
      if (isDay(tokens, second) && rangeLinked(text, ends[day]!, tokens.starts[second]!)) {
        last = second
        break
      }
    }
    const year = last + 1
    const known = isYear(tokens, year, codes)
    const prefix = `date:${known ? values[year] : '*'}-${month}-`
    facts.push(prefix + values[day], start, ends[known && last === day ? year : day]!)
    if (last !== day) facts.push(prefix + values[last], tokens.starts[last]!, ends[known ? year : last]!)
    return known ? year : last
  }
  facts.push(`date:*-${month}`, start, ends[i]!)
  monthNoDay = true
  return i
}

/** An index id's flags: a key whose unit is none. */
const UNITLESS_KEY = 1
/** A value id's flags, per text (shifted by TEXT_SHIFT for the received one): the value is stated, ... */
const STATED = 2
/** ... and stated without a unit once at least. */
const STATED_UNITLESS = 4
const TEXT_SHIFT = 2
/** A key id's flags: reported missing (this bit) or added (the next one), so each key is reported once. */
const REPORTED = 32

// A number's bits, for hashing it.
const BITS = new Float64Array(1)
const BIT_WORDS = new Uint32Array(BITS.buffer)

/**
 * Ids of numbers for one pair, by open addressing in typed arrays: a Map cleared per pair grows
 * its table again on every call, and its set() was the costliest step of the comparison. A stamp
 * per slot empties the table without a fill. Numbers equal as Map keys (SameValueZero: NaN is NaN,
 * -0 is 0) get one id.
 */
class NumberIds {
  private keys = new Float64Array(0)
  private ids = new Int32Array(0)
  private stamps = new Int32Array(0)
  private stamp = 0

  /** Empties the table for up to `count` numbers. */
  reset(count: number): void {
    let size = FIRST_FACTS
    while (size < 2 * count) size *= 2
    const length = this.stamps.length
    if (size > length || (length > KEPT_FACTS && size < length)) {
      this.keys = new Float64Array(size)
      this.ids = new Int32Array(size)
      this.stamps = new Int32Array(size)
      this.stamp = 0
    } else if (this.stamp === 0x7fffffff) {
      this.stamps.fill(0)
      this.stamp = 0
    }
    this.stamp++
  }

  /** The slot holding `x`, or the empty slot where it would go. */
  private slotOf(x: number): number {
    const { keys, stamps, stamp } = this
    const mask = stamps.length - 1
    let slot = 0
    if (!Number.isNaN(x)) {
      BITS[0] = x + 0
      // Whole numbers keep their bits high in the upper word: shifts bring them down before each
      // multiply, so the low bits the mask keeps depend on all of them.
      let h = BIT_WORDS[1]! ^ Math.imul(BIT_WORDS[0]!, 0x27d4eb2d)
      h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
      slot = (h ^ (h >>> 16)) & mask
    }
    for (; stamps[slot] === stamp; slot = (slot + 1) & mask) {
      const key = keys[slot]!
      if (key === x || (Number.isNaN(key) && Number.isNaN(x))) return slot
    }
    return slot
  }

  /** The id of `x`, or -1 if it has none. */
  find(x: number): number {
    const slot = this.slotOf(x)
    return this.stamps[slot] === this.stamp ? this.ids[slot]! : -1
  }

  /** The id of `x`; if it has none, it gets `next`, which is returned. */
  idOf(x: number, next: number): number {
    const slot = this.slotOf(x)
    if (this.stamps[slot] === this.stamp) return this.ids[slot]!
    const { keys, stamps, stamp } = this
    stamps[slot] = stamp
    keys[slot] = x
    this.ids[slot] = next
    return next
  }
}

/**
 * The facts of both texts of a pair by id, in arrays indexed by id: one shared Map interns every
 * distinct key (its number, else its string) and every distinct value, so each fact costs one
 * lookup instead of a set and a map per text. A key id knows its value id; counts, first facts
 * and flags live in typed arrays instead of maps of objects. Reused call after call.
 */
class PairIndex {
  count = 0
  /** How many mentions of the pair were spans the other text says in other numbers. */
  converted = 0
  /** A key's string -> its id, for keys without a number. */
  readonly keyIds = new Map<string, number>()
  /** A key's number -> its id. */
  private readonly keyNumbers = new NumberIds()
  /** A quantity's value (as a number: equal canonical strings are equal numbers) -> its id. */
  private readonly values = new NumberIds()
  /** Per key id, the index of its first fact in the expected and the received text, or -1. */
  firstExpected = new Int32Array(0)
  firstReceived = new Int32Array(0)
  /** Per key id, its value's id, or -1 for a fact without value. */
  valueIdOf = new Int32Array(0)
  flags = new Uint8Array(0)
  /**
   * Per mention id (the value id of a quantity, the key id of any other fact), how often each text
   * states it, weak facts left out, and the index of its first such fact.
   */
  expectedCount = new Int32Array(0)
  receivedCount = new Int32Array(0)
  expectedMention = new Int32Array(0)
  receivedMention = new Int32Array(0)

  /** Empties the index for a pair whose texts have `facts` facts in all. */
  reset(facts: number): void {
    this.count = 0
    this.converted = 0
    this.keyIds.clear()
    this.keyNumbers.reset(facts)
    this.values.reset(facts)
    // Each fact makes at most a key id and a value id.
    const size = 2 * facts
    if (this.flags.length < size || this.flags.length > Math.max(KEPT_FACTS, 2 * size)) {
      const length = Math.max(size, FIRST_FACTS)
      this.firstExpected = new Int32Array(length)
      this.firstReceived = new Int32Array(length)
      this.valueIdOf = new Int32Array(length)
      this.flags = new Uint8Array(length)
      this.expectedCount = new Int32Array(length)
      this.receivedCount = new Int32Array(length)
      this.expectedMention = new Int32Array(length)
      this.receivedMention = new Int32Array(length)
    }
  }

  private made(): number {
    const id = this.count++
    this.firstExpected[id] = -1
    this.firstReceived[id] = -1
    this.valueIdOf[id] = -1
    this.flags[id] = 0
    this.expectedCount[id] = 0
    this.receivedCount[id] = 0
    return id
  }

  /** The id of the value `value`, or -1 if neither text states it. */
  valueId(value: number): number {
    return this.values.find(value)
  }

  /** The key id of fact `i` of `facts`, made on its key's first fact. */
  keyId(facts: FactList, i: number): number {
    const number = facts.numbers[i]!
    let id: number
    if (Number.isNaN(number)) {
      const key = facts.keys[i]!
      const known = this.keyIds.get(key)
      if (known !== undefined) return known
      id = this.made()
      this.keyIds.set(key, id)
    } else {
      id = this.keyNumbers.idOf(number, this.count)
      if (id < this.count) return id
      this.made()
    }
    if ((facts.flags[i]! & QUANTITY) !== 0) {
      const valueId = this.values.idOf(facts.values[i]!, this.count)
      if (valueId === this.count) this.made()
      this.valueIdOf[id] = valueId
      if (facts.units[i] === 0) this.flags[id] = UNITLESS_KEY
    }
    return id
  }
}

const INDEX = new PairIndex()

/**
 * Gives each fact of `facts` its key id, and records per id the text's first fact, the values it
 * states, and its mentions; returns the indexes of the first fact of each key, in order.
 */
function indexText(facts: FactList, expected: boolean, other: FactList): number[] {
  const index = INDEX
  const { ids, flags } = facts
  const first = expected ? index.firstExpected : index.firstReceived
  const counts = expected ? index.expectedCount : index.receivedCount
  const mention = expected ? index.expectedMention : index.receivedMention
  const shift = expected ? 0 : TEXT_SHIFT
  const firsts: number[] = []
  for (let i = 0; i < facts.count; i++) {
    const id = index.keyId(facts, i)
    ids[i] = id
    const value = index.valueIdOf[id]!
    if (first[id]! < 0) {
      first[id] = i
      firsts.push(i)
      if (value >= 0) {
        index.flags[value]! |=
          (index.flags[id]! & UNITLESS_KEY) !== 0 ? (STATED | STATED_UNITLESS) << shift : STATED << shift
      }
    }
    if ((flags[i]! & WEAK_FACT) !== 0) continue
    // A span the other text says in other numbers ("twice a year" for "every 6 months") is no
    // mention of its value there: it neither lost nor gained one.
    const alias = facts.aliases[i]!
    if (!Number.isNaN(alias) && (flags[i]! & QUANTITY) !== 0 && other.converts(alias, facts.values[i]!)) {
      index.converted++
      continue
    }
    const m = value >= 0 ? value : id
    if (counts[m] === 0) mention[m] = i
    counts[m]!++
  }
  return firsts
}

/** The keys of the facts of `facts` that have no value and two readings, as an ambiguous date. */
function alternateReadings(facts: FactList): Set<string> {
  const alternates = new Set<string>()
  for (let i = 0; i < facts.count; i++) {
    const readings = (facts.flags[i]! & QUANTITY) === 0 ? readingsOf(facts.keys[i]!) : null
    if (readings !== null) alternates.add(readings[0]).add(readings[1])
  }
  return alternates
}

/** Whether a whole hour of `facts` may also be the clock time `key` ({@link FactList.hours}). */
function hourReadingOf(facts: FactList, key: string): boolean {
  for (const hour of facts.hours.values()) if (hour === key) return true
  return false
}

/**
 * Whether clock time `i` (`key`) is the other text's in the other half of the day, where one of
 * the two says no half: a bare "6:45" or "quarter to seven" is also 18:45, so it matches the other
 * text's "18:45" or "6:45 pm", and a time with its half matches the other text's bare time.
 */
function halfDayTwin(facts: FactList, i: number, key: string, other: FactList, otherFirst: Int32Array): boolean {
  const hour = Number(key.slice(5, 7))
  if ((facts.flags[i]! & BARE_TIME) !== 0)
    return keyStated(`time:${pad(hour === 12 ? 0 : hour + 12)}${key.slice(7)}`, otherFirst)
  if (hour !== 0 && hour < 13) return false
  const twin = `time:${pad(hour === 0 ? 12 : hour - 12)}${key.slice(7)}`
  for (let j = 0; j < other.count; j++) {
    if ((other.flags[j]! & BARE_TIME) !== 0 && other.keys[j] === twin) return true
  }
  return false
}

/** Whether the other text has a fact with key `key`. */
function keyStated(key: string, otherFirst: Int32Array): boolean {
  const id = INDEX.keyIds.get(key)
  return id !== undefined && otherFirst[id]! >= 0
}

/**
 * Whether the other text (flags shifted by `otherShift`) states `value` in the scales of a label:
 * times a scale for a bare amount of a labelled text, `up`, else divided by it and with no unit.
 */
function scaledStated(value: number, up: boolean, scales: readonly number[], otherShift: number): boolean {
  const { flags } = INDEX
  for (const scale of scales) {
    const id = INDEX.valueId(Number(canonical(up ? value * scale : value / scale)))
    if (id < 0) continue
    const stated = (flags[id]! >> otherShift) & (up ? STATED : STATED_UNITLESS)
    if (stated !== 0) return true
  }
  return false
}

/**
 * The texts of the facts of `facts` (read in `text`) that the other text does not state, one per
 * key. A fact is stated there if the other text has its key, or its value with the same unit or
 * without one ("40%" then "40"; 40% and $40 are not the same), or, for a date, one reading of an
 * ambiguous numeric date matches it: ambiguous dates on both sides match only as written, since
 * both texts then use one convention.
 */
function unmatched(facts: FactList, text: string, other: FactList, otherText: string, expected: boolean): string[] {
  const index = INDEX
  const { ids, flags: factFlags } = facts
  const { flags, valueIdOf } = index
  const otherFirst = expected ? index.firstReceived : index.firstExpected
  const otherShift = expected ? TEXT_SHIFT : 0
  const reported = expected ? REPORTED : REPORTED << 1
  let alternates: Set<string> | undefined
  let ownScales: number[] | undefined
  let otherScales: number[] | undefined
  let readings: Readings | undefined
  const out: string[] = []
  for (let i = 0; i < facts.count; i++) {
    if ((factFlags[i]! & WEAK_FACT) !== 0) continue
    const id = ids[i]!
    if (otherFirst[id]! >= 0) continue
    // "9:30am" against "booked for 9.30": see clockReadings.
    const own = keyOf(facts, i)
    if (own !== undefined) {
      readings ??= new Readings(facts, text, other, otherText)
      if (own.startsWith('time:') && readings.timeAsBare(own)) continue
      // "Monday to Sunday" against "seven days a week".
      if ((own === 'day:monday' || own === 'day:sunday') && wholeWeek(text, facts.starts[i]!) && readings.everyDay()) {
        continue
      }
    }
    const value = valueIdOf[id]!
    if (value >= 0) {
      const stated = (flags[value]! >> otherShift) & (STATED | STATED_UNITLESS)
      if (stated !== 0 && ((flags[id]! & UNITLESS_KEY) !== 0 || (stated & STATED_UNITLESS) !== 0)) continue
      // An amount under a label of its scale is that amount scaled: "1,840" under "Revenue (€m)" is
      // "€1,840m" in the other text, and "€1,840m" is a "1,840" under such a label there.
      const unit = facts.units[i]!
      if (unit !== PERCENT) {
        if (unit === 0) ownScales ??= labelScales(text)
        else otherScales ??= labelScales(otherText)
        const scales = unit === 0 ? ownScales! : otherScales!
        if (scales.length > 0 && scaledStated(facts.values[i]!, unit === 0, scales, otherShift)) continue
      }
      // "7 in the morning" read as 7 is stated by a "7 am" in the other text too.
      const hour = facts.hours.size > 0 ? facts.hours.get(i) : undefined
      if (hour !== undefined && keyStated(hour, otherFirst)) continue
      const days = facts.days.size > 0 ? facts.days.get(i) : undefined
      if (
        days !== undefined &&
        dayStated(days, other, otherFirst, expected ? index.firstExpected : index.firstReceived)
      ) {
        continue
      }
      if (unit === PERCENT && fractionStated(facts.values[i]!, text, facts.starts[i]!, facts.ends[i]!, otherText)) {
        continue
      }
      if (unit === 0 && facts.values[i] === 0 && zeroAsNo(text, facts.starts[i]!, facts.ends[i]!, otherText)) continue
      readings ??= new Readings(facts, text, other, otherText)
      const listed = unit === 0 ? listedDayKey(facts, i, text) : undefined
      if (listed !== undefined && (keyStated(listed, otherFirst) || readings.holidayDated(listed))) continue
      if (unit === 0 && clockReadings(text, facts.starts[i]!, facts.ends[i]!).some((k) => keyStated(k, otherFirst))) {
        continue
      }
      if (unit === 0 && millionAsM(facts.values[i]!, text, facts.starts[i]!, facts.ends[i]!, otherText, otherShift)) {
        continue
      }
      if (unit === 0 && facts.values[i] === 7 && SEVEN_DAYS.test(text.slice(facts.ends[i]!, facts.ends[i]! + 16))) {
        if (readings.everyDay()) continue
      }
      if (unit === 0 && allDay(text, facts.starts[i]!, facts.ends[i]!) && readings.roundTheClock()) continue
      if (unit === 0 && hour === undefined && days === undefined && isCount(facts.values[i]!)) {
        if (readings.laidOut(facts.values[i]!)) continue
      }
    } else {
      const key = facts.keys[i]!
      if (key.startsWith('date:') && other.days.size > 0 && dateReadingOf(other, key)) continue
      readings ??= new Readings(facts, text, other, otherText)
      if (key.startsWith('date:') && readings.dateAsListedDay(key)) continue
      if (key.startsWith('date:') && readings.holidayDated(key)) continue
      if (key.startsWith('date:') && readings.insideStatedRange(key)) continue
      if (key.startsWith('date:')) {
        const readings = readingsOf(key)
        if (readings !== null) {
          if (keyStated(readings[0], otherFirst) || keyStated(readings[1], otherFirst)) continue
        } else {
          alternates ??= alternateReadings(other)
          if (alternates.has(key)) continue
        }
      } else if (key.startsWith('time:')) {
        if (other.hours.size > 0 && hourReadingOf(other, key)) continue
        if (halfDayTwin(facts, i, key, other, otherFirst)) continue
      }
    }
    // A span the other text states in other units: "24 hours" against "a day".
    const alias = facts.aliases[i]!
    if (!Number.isNaN(alias) && other.states(alias)) continue
    // Past that, whether a fact is found depends on its key alone, so a key already reported is one not found.
    if ((flags[id]! & reported) !== 0) continue
    flags[id]! |= reported
    out.push(text.slice(facts.starts[i]!, facts.ends[i]!))
  }
  return out
}

/**
 * A mention that changed into a value the text states elsewhere, which sets cannot see ("two weeks ...
 * twice" became "three weeks ... day 3"): a value both texts state is said fewer times in the received
 * one while another value both state is said more times. Mentions group by value (a fact's key when
 * it has no value), weak facts left out. Returns the two values' texts, or null.
 */
function tradedMention(e: FactList, eText: string, r: FactList, rText: string): [string, string] | null {
  const { expectedCount, receivedCount, expectedMention, receivedMention, valueIdOf } = INDEX
  let fewer = -1
  let more = -1
  // In the order the expected text first mentions each value.
  for (let i = 0; i < e.count && (fewer < 0 || more < 0); i++) {
    if ((e.flags[i]! & WEAK_FACT) !== 0) continue
    const id = e.ids[i]!
    const value = valueIdOf[id]!
    const m = value >= 0 ? value : id
    if (expectedMention[m] !== i) continue
    const count = expectedCount[m]!
    const other = receivedCount[m]!
    if (other === 0) continue
    if (other < count) {
      if (fewer < 0) fewer = i
    } else if (other > count && more < 0) more = receivedMention[m]!
  }
  if (fewer < 0 || more < 0) return null
  return [eText.slice(e.starts[fewer]!, e.ends[fewer]!), rText.slice(r.starts[more]!, r.ends[more]!)]
}

/**
 * {@link tradedMention} for spans of time, where a mention was converted into other units and so
 * left out of its value's count ("7 days ... 7 days" against "a week ... 2 days"): a span both
 * texts say is said fewer times in the received one while another span both say is said more.
 * Returns the two spans' texts, or null.
 */
function tradedSpan(e: FactList, eText: string, r: FactList, rText: string): [string, string] | null {
  const said = (facts: FactList): Map<number, [first: number, count: number]> => {
    const out = new Map<number, [number, number]>()
    for (let k = 0; k < facts.spans.length; k++) {
      const seen = out.get(facts.spans[k]!)
      if (seen === undefined) out.set(facts.spans[k]!, [k, 1])
      else seen[1]++
    }
    return out
  }
  const eSaid = said(e)
  const rSaid = said(r)
  let fewer = -1
  let more = -1
  // In the order the expected text first says each span.
  for (const [span, [first, count]] of eSaid) {
    const other = rSaid.get(span)
    if (other === undefined) continue
    if (other[1] < count) {
      if (fewer < 0) fewer = first
    } else if (other[1] > count && more < 0) more = other[0]
  }
  if (fewer < 0 || more < 0) return null
  return [eText.slice(e.spanStarts[fewer]!, e.spanEnds[fewer]!), rText.slice(r.spanStarts[more]!, r.spanEnds[more]!)]
}

const textsOf = (facts: FactList, text: string, indexes: readonly number[]): string[] =>
  indexes.map((i) => text.slice(facts.starts[i]!, facts.ends[i]!))

/**
 * Checks that two texts state the same numeric facts. The facts of each text are compared as
 * sets: order does not count (a paraphrase may reorder), nor does repetition (a paraphrase may
 * mention a number once or three times), except where one value is said fewer times and another
 * more ({@link tradedMention}). So a changed, added or dropped value fails, while a value moved to
 * another place in the same text, or swapped with another value the text also states (3 apples
 * and 4 pears vs 4 apples and 3 pears), passes.
 *
 * @example
 * checkNumbers('40% faster', '400% faster').message // 'numbers differ: expected 40%, received 400%'
 */
export function checkNumbers(expected: string, received: string): GuardVerdict {
  return compareNumbers(guardText(expected), guardText(received))
}

/** {@link checkNumbers} on texts already folded and classified. */
export function compareNumbers(expected: GuardText, received: GuardText): GuardVerdict {
  const e = numberFacts(expected, EXPECTED_FACTS)
  const r = numberFacts(received, RECEIVED_FACTS)
  INDEX.reset(e.count + r.count)
  const eFirsts = indexText(e, true, r)
  const rFirsts = indexText(r, false, e)
  const missing = unmatched(e, expected.text, r, received.text, true)
  const added = unmatched(r, received.text, e, expected.text, false)
  let traded = missing.length === 0 && added.length === 0 ? tradedMention(e, expected.text, r, received.text) : null
  if (traded === null && missing.length === 0 && added.length === 0 && INDEX.converted > 0)
    traded = tradedSpan(e, expected.text, r, received.text)
  if (traded !== null) {
    missing.push(traded[0])
    added.push(traded[1])
  }
  return {
    kind: 'numbers',
    pass: missing.length === 0 && added.length === 0,
    expected: textsOf(e, expected.text, eFirsts),
    received: textsOf(r, received.text, rFirsts),
    missing,
    added,
    message: differenceMessage('numbers', missing, added),
  }
}
