import NUMBER_WORDS from './data/number-words.json' with { type: 'json' }
import * as chars from './text.js'
import { type GuardText, guardText } from './text.js'
import { differenceMessage, type GuardVerdict } from './verdict.js'
import { WordTable } from './words.js'

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

type Token =
  | { type: 'number'; value: number; start: number; end: number; ordinal: boolean }
  | { type: 'word'; lower: string; capitalized: boolean; start: number; end: number }
  | { type: 'symbol'; symbol: string; start: number; end: number }
  | { type: 'fact'; key: string; start: number; end: number }

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
const WEAK = new Set(NUMBER_WORDS.weak)
const SUFFIX = NUMBER_WORDS.digitSuffixes
const ORDINAL_SUFFIXES = new Set(SUFFIX.ordinal)
const SCALE_SUFFIXES = table<number>(SUFFIX.scale)
const CASED_SCALE_SUFFIXES = table<number>(SUFFIX.caseSensitiveScale)
const UNIT_SUFFIXES = new Set(SUFFIX.units)
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
// Every word some table knows: any other word is skipped without further lookups.
const KNOWN_WORDS = new Set([
  ...UNITS.keys(),
  ...TENS.keys(),
  ...SCALES.keys(),
  ...ORDINALS.keys(),
  ...MULTIPLES.keys(),
  ...CURRENCY_CODES.keys(),
  ...MONTHS.keys(),
  ...WEEKDAYS.keys(),
  ...NAMED_TIMES.keys(),
  ...HOUR_FRACTIONS.keys(),
  ...[...WEEKDAYS.keys()].map((day) => `${day}s`),
  'a',
  'an',
])

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
for (const word of LOOKUP_WORDS) {
  const index = shapeIndex(word.charCodeAt(0), word.charCodeAt(word.length - 1), word.length)
  if (index >= 0) LOOKUP_SHAPES[index] = 1
  else throw new Error(`number-words.json: "${word}" is not a-z: widen the shape filter in numbers.ts`)
}
const PLAIN_NUMBER = /^(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\p{L}*)$/u
const VERSION = /^v?\d+(?:\.\d+)+$/i
const V_VERSION = /^v(\d+(?:\.\d+)*)$/i
const DIGITS_AND_SEPARATORS = /^[\d.,]+$/
const QUARTER = /^[Qq][1-4]$/

function own<T>(map: ReadonlyMap<string, T>, key: string): T | undefined {
  return map.get(key)
}

function canonical(value: number): string {
  if (Number.isInteger(value) && value < 1e12 && value > -1e12) return String(value)
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
function digitToken(raw: string, start: number, end: number, tokens: Token[]): void {
  const m = PLAIN_NUMBER.exec(raw)
  if (m === null) {
    if (VERSION.test(raw)) tokens.push({ type: 'fact', key: `version:${raw.toLowerCase()}`, start, end })
    else if (DIGITS_AND_SEPARATORS.test(raw)) {
      // A list such as 1,2,3 or a European decimal; each part counts as written.
      for (const part of raw.split(','))
        tokens.push({ type: 'number', value: Number(part), start, end, ordinal: false })
    } else tokens.push({ type: 'fact', key: `id:${raw.toLowerCase()}`, start, end })
    return
  }
  const value = Number(m[1]!.replace(/,/g, '') + (m[2] ?? ''))
  const suffix = m[3]!
  const lower = suffix.toLowerCase()
  let token: Token
  if (suffix === '') token = { type: 'number', value, start, end, ordinal: false }
  else if (ORDINAL_SUFFIXES.has(lower) && m[2] === undefined)
    token = { type: 'number', value, start, end, ordinal: true }
  else {
    const scale = own(CASED_SCALE_SUFFIXES, suffix) ?? own(SCALE_SUFFIXES, lower)
    if (scale !== undefined) token = { type: 'number', value: value * scale, start, end, ordinal: false }
    else if (UNIT_SUFFIXES.has(lower)) token = { type: 'number', value, start, end, ordinal: false }
    else token = { type: 'fact', key: `id:${raw.toLowerCase()}`, start, end }
  }
  tokens.push(token)
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

const num = (text: string, from: number, to: number): number => Number(text.slice(from, to))

/**
 * Reads the token that starts with a digit at `p` and returns where it ends. Alternatives in order:
 * ISO date, clock time, numeric date, "3 pm", a run of digits and letters with inner `.`/`,` before a digit.
 */
function digitStart(g: GuardText, p: number, tokens: Token[]): number {
  const { text, codes } = g
  const d = digitsAt(g, p)
  const q = p + d
  const next = codes[q]!
  if (d === 4 && next === 0x2d) {
    const d2 = digitsAt(g, q + 1)
    const r = q + 1 + d2
    if (d2 >= 1 && d2 <= 2 && codes[r]! === 0x2d) {
      const d3 = digitsAt(g, r + 1)
      if (d3 >= 1 && d3 <= 2) {
        const end = r + 1 + d3
        const key = `date:${num(text, p, q)}-${num(text, q + 1, r)}-${num(text, r + 1, end)}`
        tokens.push({ type: 'fact', key, start: p, end })
        return end
      }
    }
  }
  if (d <= 2) {
    if (next === 0x3a && digitsAt(g, q + 1) >= 2) {
      let end = q + 3
      if (codes[end]! === 0x3a && digitsAt(g, end + 1) >= 2) end += 3
      const marked = meridiemEnd(g, end)
      const key = clock(num(text, p, q), num(text, q + 1, q + 3), marked < 0 ? 0 : half)
      if (marked >= 0) end = marked
      tokens.push({ type: 'fact', key, start: p, end })
      return end
    }
    if (next === 0x2f) {
      const d2 = digitsAt(g, q + 1)
      const r = q + 1 + d2
      if (d2 >= 1 && d2 <= 2 && codes[r]! === 0x2f) {
        const d3 = digitsAt(g, r + 1)
        if (d3 >= 2 && d3 <= 4) {
          const end = r + 1 + d3
          const key = `date:${num(text, p, q)}/${num(text, q + 1, r)}/${num(text, r + 1, end)}`
          tokens.push({ type: 'fact', key, start: p, end })
          return end
        }
      }
    }
    const marked = meridiemEnd(g, q)
    if (marked >= 0) {
      tokens.push({ type: 'fact', key: clock(num(text, p, q), 0, half), start: p, end: marked })
      return marked
    }
  }
  let end = lettersOrDigits(g, p)
  if (end === q && d <= 15 && codes[end]! !== 0x2e && codes[end]! !== 0x2c) {
    // Digits alone, the most common case: the value PLAIN_NUMBER and Number would read, without them.
    let value = 0
    for (let k = p; k < q; k++) value = value * 10 + (codes[k]! - 0x30)
    tokens.push({ type: 'number', value, start: p, end, ordinal: false })
    return end
  }
  for (;;) {
    const c = codes[end]!
    if ((c !== 0x2e && c !== 0x2c) || end + 1 >= g.text.length || (g.classes[end + 1]! & DIGIT) === 0) break
    end = lettersOrDigits(g, end + 1)
  }
  digitToken(text.slice(p, end), p, end, tokens)
  return end
}

/** Reads the word at `p` (`\p{L}[\p{L}\p{M}\d']*(?:\.\d[\p{L}\d]*)*`) and returns where it ends. */
function wordStart(g: GuardText, p: number, tokens: Token[]): number {
  const { text, classes, codes } = g
  const n = text.length
  let end = p + widthAt(classes, p)
  let digits = false
  for (;;) {
    if (end >= n) break
    const cls = classes[end]!
    if ((cls & DIGIT) !== 0) digits = true
    else if ((cls & (LETTER | MARK)) === 0 && codes[end]! !== 0x27) break
    end += widthAt(classes, end)
  }
  while (end + 1 < n && codes[end]! === 0x2e && (classes[end + 1]! & DIGIT) !== 0) {
    digits = true
    end = lettersOrDigits(g, end + 1)
  }
  if (digits) {
    const raw = text.slice(p, end)
    const version = V_VERSION.exec(raw)
    if (version !== null) {
      const parts = version[1]!.split('.').length
      tokens.push(
        parts >= 3
          ? { type: 'fact', key: `version:${version[1]}`, start: p, end }
          : { type: 'number', value: Number(version[1]), start: p, end, ordinal: false },
      )
    } else if (QUARTER.test(raw)) {
      // Q3 is the third quarter: the ordinal 3, as "third quarter" and "3rd quarter" read.
      tokens.push({ type: 'number', value: raw.charCodeAt(1) - 0x30, start: p, end, ordinal: true })
    } else tokens.push({ type: 'fact', key: `id:${raw.toLowerCase()}`, start: p, end })
    return end
  }
  let last = end
  const possessive = end - p >= 2 && codes[end - 2]! === 0x27 && (codes[end - 1]! | 0x20) === 0x73
  if (possessive) last -= 2
  const first = codes[p]!
  const final = codes[last - 1]!
  const capitalized = (classes[p]! & CASED) !== 0
  let lower = ''
  // ASCII letters lower-cased by their bit: a shape no lookup word has skips the slice.
  const shape = shapeIndex(first | 0x20, final | 0x20, last - p)
  if (first >= 128 || final >= 128 || (shape >= 0 && LOOKUP_SHAPES[shape] === 1)) {
    const id = LOOKUP_TABLE.lookupAt(text, codes, p, last)
    if (id >= 0) lower = LOOKUP_TABLE.word(id)
  }
  const previous = tokens[tokens.length - 1]
  if (lower === '' && previous !== undefined && previous.type === 'word' && previous.lower === '') {
    previous.end = end
    return end
  }
  tokens.push({ type: 'word', lower, capitalized, start: p, end })
  return end
}

// Currency and percent signs, marked by UTF-16 code: one array read per character that is no digit or letter.
const SYMBOLS = new Uint8Array(0x10000)
for (const symbol of ['$', '€', '£', '¥', '₹', '%']) SYMBOLS[symbol.charCodeAt(0)] = 1

/** Scans `[from, to)` token by token (a token may run past `to`); returns where the last one ends. */
function scanRange(g: GuardText, from: number, to: number, tokens: Token[]): number {
  const { text, classes, codes } = g
  let p = from
  while (p < to) {
    const cls = classes[p]!
    if ((cls & DIGIT) !== 0) p = digitStart(g, p, tokens)
    else if ((cls & LETTER) !== 0) p = wordStart(g, p, tokens)
    else {
      const c = codes[p]!
      if (SYMBOLS[c] === 1) tokens.push({ type: 'symbol', symbol: text[p]!, start: p, end: p + 1 })
      p += widthAt(classes, p)
    }
  }
  return p
}

function tokenize(g: GuardText): Token[] {
  const tokens: Token[] = []
  scanRange(g, 0, g.text.length, tokens)
  return tokens
}

interface Parsed {
  value: number
  next: number
  weak: boolean
  ordinal: boolean
}

function wordAt(tokens: readonly Token[], i: number): string | undefined {
  const token = tokens[i]
  return token !== undefined && token.type === 'word' ? token.lower : undefined
}

// Whether token j continues the phrase of token j - 1: only spaces or a hyphen between them.
function joined(tokens: readonly Token[], j: number, text: string): boolean {
  const from = tokens[j - 1]!.end
  const to = tokens[j]!.start
  if (to - from > 3) return false
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k)
    if (c !== 0x20 && c !== 0x09 && c !== 0x2d && c !== 0x2010 && c !== 0x2011) return false
  }
  return true
}

/** Reads number words from `i`: `twenty-five`, `one hundred and five`, `a dozen`, `third`, `twice`. */
function numberWords(tokens: readonly Token[], i: number, text: string): Parsed | null {
  const first = wordAt(tokens, i)
  if (first === undefined) return null
  const multiple = own(MULTIPLES, first)
  if (multiple !== undefined) return { value: multiple, next: i + 1, weak: WEAK.has(first), ordinal: false }
  let j = i
  if (first === 'a' || first === 'an') {
    const after = wordAt(tokens, i + 1)
    if (after === undefined || own(SCALES, after) === undefined) return null
    j = i + 1
  }
  let total = 0
  let current = first === 'a' || first === 'an' ? 1 : 0
  let last: 'none' | 'unit' | 'tens' | 'scale' = first === 'a' || first === 'an' ? 'unit' : 'none'
  let words = 0
  let ordinal = false
  for (; j < tokens.length; j++) {
    const word = wordAt(tokens, j)
    if (word === undefined || (j > i && !joined(tokens, j, text))) break
    const unit = own(UNITS, word)
    const tens = own(TENS, word)
    const scale = own(SCALES, word)
    const ord = own(ORDINALS, word)
    if (unit !== undefined && last !== 'unit' && (last !== 'tens' || unit < 10)) {
      current += unit
      last = 'unit'
    } else if (tens !== undefined && last !== 'unit' && last !== 'tens') {
      current += tens
      last = 'tens'
    } else if (scale !== undefined && last !== 'none') {
      if (word === 'dozen') {
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
      if (ord >= 100 && last !== 'none') current *= ord
      else current += ord
      ordinal = true
      words++
      j++
      break
    } else if (word === 'and' && last === 'scale' && j + 1 < tokens.length) {
      const after = wordAt(tokens, j + 1)
      if (after === undefined || (own(UNITS, after) === undefined && own(TENS, after) === undefined)) break
      continue
    } else break
    words++
  }
  if (words === 0) return null
  const weak = words === 1 && WEAK.has(first)
  return { value: total + current, next: j, weak, ordinal }
}

function isCapitalized(token: Token): boolean {
  return token.type === 'word' && token.capitalized
}

/** The month a word names, or undefined; ambiguous words (`may`, `mar`, `march`) need a number next to them. */
function monthOf(tokens: readonly Token[], i: number): number | undefined {
  const token = tokens[i]!
  if (token.type !== 'word') return undefined
  const month = own(MONTHS, token.lower)
  if (month === undefined) return undefined
  const prev = tokens[i - 1]
  const next = tokens[i + 1]
  const besideNumber =
    next?.type === 'number' || prev?.type === 'number' || (prev?.type === 'word' && prev.lower === 'of')
  if (besideNumber) return month
  if (!isCapitalized(token) || token.lower === 'may' || token.lower.length <= 3) return undefined
  return AMBIGUOUS_MONTHS.has(token.lower) && token.lower !== 'march' ? undefined : month
}

function isDay(token: Token | undefined): token is Extract<Token, { type: 'number' }> {
  return token?.type === 'number' && Number.isInteger(token.value) && token.value >= 1 && token.value <= 31
}

function isYear(token: Token | undefined): token is Extract<Token, { type: 'number' }> {
  return token?.type === 'number' && !token.ordinal && Number.isInteger(token.value) && token.value >= 1000
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
  return numberFacts(guardText(text))
}

/** The index of "hour" in "(of) (a|an) hour" from `k`, or -1: what makes "half" or "quarter" minutes. */
function hourAt(tokens: readonly Token[], k: number): number {
  let j = k
  if (wordAt(tokens, j) === 'of') j++
  if (wordAt(tokens, j) === 'a' || wordAt(tokens, j) === 'an') j++
  return wordAt(tokens, j) === 'hour' ? j : -1
}

function scaleAt(tokens: readonly Token[], k: number, text: string): number | undefined {
  return k < tokens.length && joined(tokens, k, text) ? own(SCALES, wordAt(tokens, k) ?? '') : undefined
}

/** The numeric facts of a folded text, as {@link extractNumbers} returns them. */
function numberFacts(g: GuardText): NumberFact[] {
  const folded = g.text
  const tokens = tokenize(g)
  const facts: NumberFact[] = []
  const emit = (key: string, start: number, end: number, value = '', unit = '', weak = false): void => {
    facts.push({ key, text: folded.slice(start, end), value, unit, weak })
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    if (token.type === 'fact') {
      emit(token.key, token.start, token.end)
      continue
    }
    if (token.type === 'word' && !KNOWN_WORDS.has(token.lower)) continue
    const minutes = token.type === 'word' ? own(HOUR_FRACTIONS, token.lower) : undefined
    const hour = minutes === undefined ? -1 : hourAt(tokens, i + 1)
    if (hour >= 0) {
      emit(`n:${minutes}`, token.start, tokens[hour]!.end, String(minutes))
      i = hour
      continue
    }
    let start = token.start
    let currency: string | undefined
    let j = i
    if (token.type === 'symbol') {
      currency = own(CURRENCY_SYMBOLS, token.symbol)
      if (currency === undefined) continue
      j = i + 1
    } else if (token.type === 'word') {
      const code = own(CURRENCY_CODES, token.lower)
      if (code !== undefined && tokens[i + 1]?.type === 'number') {
        currency = code
        j = i + 1
      }
    }
    // A quantity: digits or number words, then scale words, then a unit or a month.
    let parsed: Parsed | null = null
    const at = tokens[j]
    if (at?.type === 'number') parsed = { value: at.value, next: j + 1, weak: false, ordinal: at.ordinal }
    else if (at !== undefined) parsed = numberWords(tokens, j, folded)
    if (parsed === null) {
      if (token.type === 'word') {
        const month = monthOf(tokens, i)
        if (month !== undefined) {
          i = dateFromMonth(tokens, i, month, folded, facts)
          continue
        }
        const day = own(WEEKDAYS, token.lower.endsWith('s') ? token.lower.slice(0, -1) : token.lower)
        if (day !== undefined && (token.lower.length > 4 || isCapitalized(token))) {
          emit(`day:${day}`, token.start, token.end)
          continue
        }
        const named = own(NAMED_TIMES, token.lower)
        if (named !== undefined) emit(`time:${named}`, token.start, token.end)
      }
      continue
    }
    let { value, next } = parsed
    const { weak } = parsed
    for (let scale = scaleAt(tokens, next, folded); scale !== undefined; ) {
      value *= scale
      next++
      scale = scaleAt(tokens, next, folded)
    }
    // Day then month: 4 March 2026, the 4th of March.
    const ofSkip = wordAt(tokens, next) === 'of' ? 1 : 0
    const monthIndex = next + ofSkip
    const monthToken = tokens[monthIndex]
    if (currency === undefined && monthToken?.type === 'word' && Number.isInteger(value) && value >= 1 && value <= 31) {
      const month = own(MONTHS, monthToken.lower)
      const clear =
        isCapitalized(monthToken) || (monthToken.lower.length > 3 && !AMBIGUOUS_MONTHS.has(monthToken.lower))
      if (month !== undefined && clear) {
        const year = tokens[monthIndex + 1]
        if (isYear(year)) {
          emit(`date:${year.value}-${month}-${value}`, start, year.end)
          i = monthIndex + 1
        } else {
          emit(`date:*-${month}-${value}`, start, tokens[monthIndex]!.end)
          i = monthIndex
        }
        continue
      }
    }
    let unit = currency ?? ''
    let end = tokens[next - 1]!.end
    const after = next < tokens.length && joined(tokens, next, folded) ? tokens[next] : undefined
    if (after?.type === 'symbol' && after.symbol === '%') {
      unit = '%'
      end = after.end
      next++
    } else if (after?.type === 'word') {
      const word = after.lower
      const cent = own(CENT_WORDS, word)
      if (PERCENT_WORDS.has(word) || (word === 'per' && wordAt(tokens, next + 1) === 'cent')) {
        unit = '%'
        next += word === 'per' || wordAt(tokens, next + 1) === 'points' ? 2 : 1
        end = tokens[next - 1]!.end
      } else if (cent !== undefined && currency === undefined) {
        value /= 100
        unit = cent
        end = after.end
        next++
      } else if (currency === undefined) {
        const named = own(CURRENCY_WORDS, word) ?? own(CURRENCY_CODES, word)
        if (named !== undefined) {
          unit = named
          end = after.end
          next++
        }
      }
    }
    if (token.type === 'word' && currency !== undefined) start = token.start
    const number = canonical(value)
    emit(`n:${number}${unit}`, start, end, number, unit, weak && unit === '')
    i = next - 1
  }
  return facts
}

/** Reads a date that starts with a month name at `i`; returns the index of its last token. */
function dateFromMonth(tokens: readonly Token[], i: number, month: number, text: string, facts: NumberFact[]): number {
  const token = tokens[i]!
  const day = tokens[i + 1]
  const push = (key: string, end: number): void => {
    facts.push({ key, text: text.slice(token.start, end), value: '', unit: '', weak: false })
  }
  if (isYear(day) && !day.ordinal) {
    push(`date:${day.value}-${month}`, day.end)
    return i + 1
  }
  if (isDay(day)) {
    const year = tokens[i + 2]
    if (isYear(year)) {
      push(`date:${year.value}-${month}-${day.value}`, year.end)
      return i + 2
    }
    push(`date:*-${month}-${day.value}`, day.end)
    return i + 1
  }
  push(`date:*-${month}`, token.end)
  return i
}

interface FactIndex {
  keys: Set<string>
  /** Canonical value -> the units it appears with, for plain quantities. */
  units: Map<string, Set<string>>
}

function indexFacts(facts: readonly NumberFact[]): FactIndex {
  const keys = new Set<string>()
  const units = new Map<string, Set<string>>()
  for (const fact of facts) {
    keys.add(fact.key)
    if (fact.value === '') continue
    const set = units.get(fact.value)
    if (set === undefined) units.set(fact.value, new Set([fact.unit]))
    else set.add(fact.unit)
  }
  return { keys, units }
}

function found(fact: NumberFact, other: FactIndex): boolean {
  if (other.keys.has(fact.key)) return true
  if (fact.value === '') return false
  const units = other.units.get(fact.value)
  if (units === undefined) return false
  // A unit said in one text and left out in the other is the same fact ("40%" then "40"); two
  // different units (40% and $40) are not.
  return fact.unit === '' || units.has('')
}

function unmatched(facts: readonly NumberFact[], other: FactIndex): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const fact of facts) {
    if (fact.weak || seen.has(fact.key) || found(fact, other)) continue
    seen.add(fact.key)
    out.push(fact.text)
  }
  return out
}

function distinctTexts(facts: readonly NumberFact[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const fact of facts) {
    if (seen.has(fact.key)) continue
    seen.add(fact.key)
    out.push(fact.text)
  }
  return out
}

/**
 * Checks that two texts state the same numeric facts. The facts of each text are compared as
 * sets: order does not count (a paraphrase may reorder), nor does repetition (a paraphrase may
 * mention a number once or three times). So a changed, added or dropped value fails, while a
 * value moved to another place in the same text, or swapped with another value the text also
 * states (3 apples and 4 pears vs 4 apples and 3 pears), passes.
 *
 * @example
 * checkNumbers('40% faster', '400% faster').message // 'numbers differ: expected 40%, received 400%'
 */
export function checkNumbers(expected: string, received: string): GuardVerdict {
  return compareNumbers(guardText(expected), guardText(received))
}

/** {@link checkNumbers} on texts already folded and classified. */
export function compareNumbers(expected: GuardText, received: GuardText): GuardVerdict {
  const e = numberFacts(expected)
  const r = numberFacts(received)
  const missing = unmatched(e, indexFacts(r))
  const added = unmatched(r, indexFacts(e))
  return {
    kind: 'numbers',
    pass: missing.length === 0 && added.length === 0,
    expected: distinctTexts(e),
    received: distinctTexts(r),
    missing,
    added,
    message: differenceMessage('numbers', missing, added),
  }
}
