// Text helpers the three guards share. Everything here is one left-to-right pass over the text.

// Characters that change nothing a reader sees: zero-width spaces and joiners, the BOM, soft hyphens.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g
// Typographic quotes and apostrophes fold to ASCII, so "didn’t" is "didn't".
const APOSTROPHES = /[\u2018\u2019\u02bc\u2032]/g
const NON_ASCII = /[^\u0000-\u007f]/

/**
 * Folds what a reader cannot tell apart: NFKC (full-width digits, ligatures, `％`), invisible
 * characters removed, curly apostrophes made straight. Lone surrogates pass through unchanged.
 * ASCII text is returned as it is: none of that can change it.
 *
 * @example
 * foldText('４０％ didn’t') // "40% didn't"
 */
export function foldText(text: string): string {
  if (!NON_ASCII.test(text)) return text
  const folded = text.normalize('NFKC')
  return folded.replace(INVISIBLE, '').replace(APOSTROPHES, "'")
}

// Character classes, one bit each, so a scanner tests a class with one load and one mask instead of
// a Unicode regex per character.
/** `\p{L}` */
export const LETTER = 1
/** `\p{M}` */
export const MARK = 2
/** An ASCII digit (`\d`). */
export const DIGIT = 4
/** `\p{N}`, ASCII digits included. */
export const NUMBER = 8
/** `\s` */
export const SPACE = 16
/** Upper case: differs from its lower case and equals its upper case (`A`, `É`; not `ǅ`). */
export const UPPER = 32
/** Differs from its lower case (`A`, `ǅ`). */
export const CASED = 64
/** The first half of a surrogate pair whose code point has the classes above; the second half has none. */
export const WIDE = 128

const IS_LETTER = /\p{L}/u
const IS_MARK = /\p{M}/u
const IS_NUMBER = /\p{N}/u
const IS_SPACE = /\s/

function classify(char: string, single: boolean): number {
  let classes = 0
  if (IS_LETTER.test(char)) classes |= LETTER
  if (IS_MARK.test(char)) classes |= MARK
  if (IS_NUMBER.test(char)) classes |= NUMBER
  if (IS_SPACE.test(char)) classes |= SPACE
  if (single && char >= '0' && char <= '9') classes |= DIGIT
  // Case is read per UTF-16 unit, as `raw[0]` reads it: half a surrogate pair has no case.
  if (single) {
    const lower = char.toLowerCase()
    if (char !== lower) classes |= CASED
    if (char !== lower && char === char.toUpperCase()) classes |= UPPER
  }
  return classes
}

const ASCII_CLASSES = new Uint8Array(128)
for (let c = 0; c < 128; c++) ASCII_CLASSES[c] = classify(String.fromCharCode(c), true)
// The classes of two bytes at once (a byte over 127 gets 0): indexed by the two bytes read as one
// 16-bit unit, it holds their two classes as one, in the machine's byte order either way (both are
// read and written through the same views). 128 KB.
const PAIR_CLASSES = new Uint16Array(0x10000)
{
  const bytes = new Uint8Array(2)
  const unit = new Uint16Array(bytes.buffer)
  for (let a = 0; a < 256; a++) {
    for (let b = 0; b < 256; b++) {
      bytes[0] = a
      bytes[1] = b
      const index = unit[0]!
      bytes[0] = a < 128 ? ASCII_CLASSES[a]! : 0
      bytes[1] = b < 128 ? ASCII_CLASSES[b]! : 0
      PAIR_CLASSES[index] = unit[0]!
    }
  }
}

/**
 * Writes the classes of the bytes `bytes[0, length)` to `classes[0, length)` (which may be the same
 * array), 0 for a byte over 127: two at a time through 16-bit views where both arrays start on an
 * even byte, else one at a time.
 */
function asciiClasses(bytes: Uint8Array, classes: Uint8Array, length: number): void {
  let k = 0
  if ((bytes.byteOffset & 1) === 0 && (classes.byteOffset & 1) === 0) {
    const pairs = length >> 1
    const from = new Uint16Array(bytes.buffer, bytes.byteOffset, pairs)
    const to = new Uint16Array(classes.buffer, classes.byteOffset, pairs)
    for (let j = 0; j < pairs; j++) to[j] = PAIR_CLASSES[from[j]!]!
    k = pairs << 1
  }
  for (; k < length; k++) {
    const b = bytes[k]!
    classes[k] = b < 128 ? ASCII_CLASSES[b]! : 0
  }
}

// Classes of the rest of the BMP, filled on first sight (bit 0x100 marks a filled entry): 128 KB at most.
const BMP_CLASSES = new Uint16Array(0x10000)

function unitClasses(c: number): number {
  let classes = BMP_CLASSES[c]!
  if (classes === 0) {
    classes = 0x100 | classify(String.fromCharCode(c), true)
    BMP_CLASSES[c] = classes
  }
  return classes & 0xff
}

/**
 * The classes of the character at `i` of `text`: a table read for ASCII, a cached lookup for the
 * rest of the BMP, a surrogate pair classified as one code point (with {@link WIDE} set).
 *
 * @example
 * classesAt('A1', 0) & UPPER // 32
 */
function classesAt(text: string, i: number): number {
  if (i >= text.length) return 0
  const c = text.charCodeAt(i)
  if (c < 128) return ASCII_CLASSES[c]!
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const low = text.charCodeAt(i + 1)
    if (low >= 0xdc00 && low <= 0xdfff) {
      const pair = classify(text.slice(i, i + 2), false)
      return pair === 0 ? 0 : pair | WIDE
    }
  }
  return unitClasses(c)
}

/** A folded text, its UTF-16 codes and the classes of each: what every guard scans, built once. */
export interface GuardText {
  text: string
  codes: Uint16Array
  /** {@link classesAt} of each unit; the second half of a surrogate pair gets 0. */
  classes: Uint8Array
}

/**
 * Typed arrays a caller lends {@link guardText} for a text it is done with before it passes the
 * same scratch again, so checking many pairs does not allocate (and collect) four arrays a pair.
 */
export class TextScratch {
  codes = new Uint16Array(256)
  classes = new Uint8Array(256)
}

// A scratch grows to the longest text it has held up to this; longer texts get arrays of their own.
const SCRATCH_MAX = 1 << 18

/**
 * Folds a text ({@link foldText}) and reads its codes and character classes once, for every guard
 * that checks it: the scanners index typed arrays instead of calling `charCodeAt` on a string
 * that may be a slice or a concatenation. With `scratch`, the arrays are views of its storage and
 * hold this text only until the scratch is passed again.
 *
 * @example
 * guardText('４０％').text // '40%'
 */
export function guardText(raw: string, scratch?: TextScratch): GuardText {
  const stable = stableText(raw, scratch)
  if (stable !== null) return stable
  const ascii = asciiText(raw, scratch)
  if (ascii !== null) return ascii
  const text = foldText(raw)
  const length = text.length
  const { codes, classes } = buffers(length, scratch)
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i)
    codes[i] = c
    if (c < 128) classes[i] = ASCII_CLASSES[c]!
    else if (c >= 0xd800 && c <= 0xdbff) {
      classes[i] = classesAt(text, i)
      if ((classes[i]! & WIDE) !== 0) {
        i++
        codes[i] = text.charCodeAt(i)
        classes[i] = 0
      }
    } else classes[i] = unitClasses(c)
  }
  return { text, codes, classes }
}

/**
 * Arrays for the codes and classes of a text of `length` units: views of the scratch's (grown when
 * short), or new ones when there is no scratch or the text is longer than a scratch keeps.
 */
function buffers(length: number, scratch: TextScratch | undefined): { codes: Uint16Array; classes: Uint8Array } {
  if (scratch === undefined || length > SCRATCH_MAX)
    return { codes: new Uint16Array(length), classes: new Uint8Array(length) }
  grow(scratch, length)
  return { codes: scratch.codes.subarray(0, length), classes: scratch.classes.subarray(0, length) }
}

/** Makes `scratch` hold at least `length` codes and classes (never more than SCRATCH_MAX). */
function grow(scratch: TextScratch, length: number): void {
  if (scratch.codes.length >= length) return
  const size = Math.min(SCRATCH_MAX, Math.max(length, scratch.codes.length * 2))
  scratch.codes = new Uint16Array(size)
  scratch.classes = new Uint8Array(size)
}

// Reads ASCII text natively: encoding it as UTF-8 gives its codes, and tells whether it is ASCII.
// Some sandboxes lack the encoder (older jsdom): the loop then reads every text.
const ENCODER = typeof TextEncoder === 'function' ? new TextEncoder() : undefined

/**
 * {@link guardText} of an ASCII text (which {@link foldText} leaves as it is), or null for any other
 * text: the UTF-8 encoder writes the codes into the classes array, which a table then turns into
 * classes, instead of one `charCodeAt` per character.
 */
function asciiText(text: string, scratch: TextScratch | undefined): GuardText | null {
  const length = text.length
  if (ENCODER === undefined || (scratch !== undefined && length > SCRATCH_MAX)) return null
  if (scratch !== undefined) grow(scratch, length)
  const classes = scratch === undefined ? new Uint8Array(length) : scratch.classes.subarray(0, length)
  const { read, written } = ENCODER.encodeInto(text, classes)
  if (read !== length || written !== length) return null
  const codes = scratch === undefined ? new Uint16Array(length) : scratch.codes.subarray(0, length)
  codes.set(classes)
  asciiClasses(classes, classes, length)
  return { text, codes, classes }
}

/**
 * Cheap English stem for matching the same word in two texts: `approved`, `approves` and
 * `approving` all become `approv`. Not a linguistic stemmer; it only has to map inflections of one
 * word together more often than it maps different words together.
 *
 * @example
 * stem('deliveries') // 'delivery'
 */
export function stem(word: string): string {
  let n = word.length
  if (ends2(word, n, 39, 115)) n -= 2 // 's
  // A three-letter verb in a silent e that opens with a vowel ("use", "age", "owe", "ice"): its -ed
  // and -ing forms are too short for the rules below, so "used" and "using" would not meet "use".
  if (n === 4 && ends2(word, n, 101, 100) && isVowel(word.charCodeAt(0))) return word.slice(0, 3)
  if (n === 5 && ends3(word, n, 105, 110, 103) && isVowel(word.charCodeAt(0))) return `${word.slice(0, 2)}e`
  if (n > 4 && ends3(word, n, 105, 101, 115)) return `${word.slice(0, n - 3)}y` // ies
  if (n > 5 && ends3(word, n, 105, 110, 103))
    n -= 3 // ing
  else if (n > 4 && ends2(word, n, 101, 100))
    n -= 2 // ed
  else if (n > 4 && ends2(word, n, 101, 115) && sibilantBefore(word, n - 2))
    n -= 2 // (s|x|z|ch|sh)es
  else if (n > 3 && word.charCodeAt(n - 1) === 115 && word.charCodeAt(n - 2) !== 115) n -= 1 // s, not ss
  if (n > 4 && word.charCodeAt(n - 1) === 101) n -= 1 // e
  return n === word.length ? word : word.slice(0, n)
}

const isVowel = (c: number): boolean => c === 97 || c === 101 || c === 105 || c === 111 || c === 117

// Whether word[0, n) ends with the two (three) character codes given.
function ends2(word: string, n: number, a: number, b: number): boolean {
  return n >= 2 && word.charCodeAt(n - 2) === a && word.charCodeAt(n - 1) === b
}

function ends3(word: string, n: number, a: number, b: number, c: number): boolean {
  return n >= 3 && word.charCodeAt(n - 3) === a && word.charCodeAt(n - 2) === b && word.charCodeAt(n - 1) === c
}

// Whether the `es` at `end` follows s, x, z, ch or sh.
function sibilantBefore(word: string, end: number): boolean {
  const c = word.charCodeAt(end - 1)
  if (c === 115 || c === 120 || c === 122) return true
  if (c !== 104 || end < 2) return false
  const b = word.charCodeAt(end - 2)
  return b === 99 || b === 115
}

/** Truncates `text` for a message, at most `max` characters, marking the cut with `...`. */
export function clip(text: string, max = 60): string {
  const trimmed = text.trim()
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 3).trimEnd()}...`
}

// Per BMP code: 1 when the character is one foldText leaves as it is wherever it stands, 2 when it
// may not be, 0 before it is first seen.
const STABLE = new Uint8Array(0x10000)
const INVISIBLE_CHAR = /[\u00ad\u200b-\u200d\u2060\ufeff]/
const APOSTROPHE_CHAR = /[\u2018\u2019\u02bc\u2032]/

/**
 * Whether foldText leaves the character `c` as it is in any text: NFKC keeps it alone, it is no
 * mark (a mark may compose with the letter before it), no invisible character or curly
 * apostrophe, and it lies where no script composes two starters (Latin, Greek, Cyrillic, Hebrew,
 * Arabic, and the punctuation, currency and symbol blocks): `£`, `€`, `é`, `–`, `“`.
 */
function stableCode(c: number): boolean {
  let known = STABLE[c]!
  if (known === 0) {
    const char = String.fromCharCode(c)
    const inBlocks = (c >= 0x80 && c < 0x0900) || (c >= 0x2000 && c < 0x2c00)
    const stable =
      inBlocks &&
      !IS_MARK.test(char) &&
      char.normalize('NFKC') === char &&
      !INVISIBLE_CHAR.test(char) &&
      !APOSTROPHE_CHAR.test(char)
    known = stable ? 1 : 2
    STABLE[c] = known
  }
  return known === 1
}

// UTF-8 bytes of the text being read by stableText, reused; three bytes per UTF-16 unit at most.
let BYTES = new Uint8Array(3 * 1024)
// The classes of those bytes ({@link asciiClasses}), for a text read by runs.
let BYTE_CLASSES = new Uint8Array(3 * 1024)
// A text whose UTF-8 is longer than it by at most one byte in this many characters (each character
// past ASCII adds one or two) is mostly runs of ASCII, which {@link runsText} copies.
const RUN_SHARE = 64

/**
 * {@link guardText} of an ASCII text or one whose every other character is one {@link stableCode}
 * accepts, which foldText therefore returns as it is, or null for any other text: the UTF-8 encoder reads
 * the string natively, and the codes and classes are decoded from its bytes, instead of folding
 * the text and calling `charCodeAt` per character.
 */
function stableText(text: string, scratch: TextScratch | undefined): GuardText | null {
  const length = text.length
  if (ENCODER === undefined || length > SCRATCH_MAX) return null
  if (BYTES.length < 3 * length) BYTES = new Uint8Array(3 * Math.max(length, BYTES.length))
  const bytes = BYTES
  const { read, written } = ENCODER.encodeInto(text, bytes)
  if (read !== length) return null
  const { codes, classes } = buffers(length, scratch)
  if (written === length) {
    // ASCII: the bytes are the codes.
    codes.set(bytes.subarray(0, length))
    asciiClasses(bytes, classes, length)
    return { text, codes, classes }
  }
  if ((written - length) * RUN_SHARE <= length) return runsText(text, bytes, written, codes, classes)
  let i = 0
  for (let k = 0; k < written; ) {
    const b = bytes[k]!
    if (b < 0x80) {
      codes[i] = b
      classes[i++] = ASCII_CLASSES[b]!
      k++
      continue
    }
    let c: number
    if (b < 0xe0) {
      c = ((b & 0x1f) << 6) | (bytes[k + 1]! & 0x3f)
      k += 2
    } else if (b < 0xf0) {
      c = ((b & 0x0f) << 12) | ((bytes[k + 1]! & 0x3f) << 6) | (bytes[k + 2]! & 0x3f)
      k += 3
    } else return null
    // A lone surrogate arrives as U+FFFD, which is outside the stable blocks.
    if (!stableCode(c)) return null
    codes[i] = c
    classes[i++] = unitClasses(c)
  }
  return i === length ? { text, codes, classes } : null
}

/**
 * {@link stableText} of a text with few characters past ASCII, from its UTF-8 `bytes`: the classes of
 * all bytes are read in one pass ({@link asciiClasses}), then each run of ASCII between two other
 * characters is copied, codes and classes, natively, and each of those characters is decoded,
 * checked and classified as stableText does. Null for a text stableText rejects.
 */
function runsText(
  text: string,
  bytes: Uint8Array,
  written: number,
  codes: Uint16Array,
  classes: Uint8Array,
): GuardText | null {
  if (BYTE_CLASSES.length < written) BYTE_CLASSES = new Uint8Array(Math.max(written, 2 * BYTE_CLASSES.length))
  const byteClasses = BYTE_CLASSES
  asciiClasses(bytes, byteClasses, written)
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, written >> 2)
  let i = 0
  let k = 0
  for (;;) {
    const end = highByte(bytes, words, k, written)
    if (end > k) {
      codes.set(bytes.subarray(k, end), i)
      classes.set(byteClasses.subarray(k, end), i)
      i += end - k
      k = end
    }
    if (k === written) break
    const b = bytes[k]!
    let c: number
    if (b < 0xe0) {
      c = ((b & 0x1f) << 6) | (bytes[k + 1]! & 0x3f)
      k += 2
    } else if (b < 0xf0) {
      c = ((b & 0x0f) << 12) | ((bytes[k + 1]! & 0x3f) << 6) | (bytes[k + 2]! & 0x3f)
      k += 3
    } else return null
    // A lone surrogate arrives as U+FFFD, which is outside the stable blocks.
    if (!stableCode(c)) return null
    codes[i] = c
    classes[i++] = unitClasses(c)
  }
  return i === text.length ? { text, codes, classes } : null
}

/**
 * The index of the first byte over 127 in `bytes[from, end)`, or `end`: four bytes at a time
 * through `words` (a 32-bit view of the same bytes from index 0) where they are aligned.
 */
function highByte(bytes: Uint8Array, words: Uint32Array, from: number, end: number): number {
  let k = from
  for (; k < end && (k & 3) !== 0; k++) if (bytes[k]! >= 0x80) return k
  let w = k >> 2
  const last = end >> 2
  while (w < last && (words[w]! & 0x80808080) === 0) w++
  for (k = w << 2; k < end; k++) if (bytes[k]! >= 0x80) return k
  return end
}
