import { assertString } from './validate.js'

/**
 * Dice's coefficient on character bigrams, returning the same double as
 * `string-similarity@4.0.4`'s `compareTwoStrings`: all JS whitespace (`\s`) is removed first,
 * equal strings score 1, a string shorter than two code units scores 0, and bigrams are
 * counted as a multiset over UTF-16 code units.
 *
 * @example
 * diceCoefficient('healed', 'sealed') // 0.8
 */
export function diceCoefficient(a: string, b: string): number {
  assertString('a', a)
  assertString('b', b)
  const first = withoutWhitespace(a)
  const second = withoutWhitespace(b)
  if (sameCodes(first, second)) return 1
  if (first.length < 2 || second.length < 2) return 0
  return (2.0 * sharedBigrams(first, second)) / (first.length + second.length - 2)
}

/** True for exactly the code units that JS regular expressions match with `\s`. */
export function isJsWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d)
  if (code < 0xa0) return false
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

// Read once: a global lookup inside the hash loops is slow in Jest's vm context.
const imul = Math.imul
const Int32 = Int32Array
const Uint16 = Uint16Array

// Removing whitespace by hand into a typed array avoids building two new strings per call.
function withoutWhitespace(text: string): Uint16Array {
  const codes = new Uint16(text.length)
  let length = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (!isJsWhitespace(code)) codes[length++] = code
  }
  return codes.subarray(0, length)
}

function sameCodes(x: Uint16Array, y: Uint16Array): boolean {
  if (x.length !== y.length) return false
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false
  return true
}

// Open-addressing multiset of bigrams (two code units packed in one int). A slot holds
// 1 + the remaining count of its bigram, or 0 when empty. The table starts small and doubles when
// half full: natural text has a few hundred distinct bigrams however long it is, and a small
// table stays in cache.
let slotKey = new Int32(1024)
let slotValue = new Int32(1024)
const LARGEST_KEPT = 1 << 16

/** Size of the multiset intersection of the bigrams of `x` and `y`. */
function sharedBigrams(x: Uint16Array, y: Uint16Array): number {
  let bits = 10
  let mask = (1 << bits) - 1
  let keys = slotKey
  let values = slotValue
  values.fill(0, 0, mask + 1)
  let used = 0
  for (let i = 1; i < x.length; i++) {
    const key = (x[i - 1]! << 16) | x[i]!
    let slot = imul(key, 0x9e3779b1) >>> (32 - bits)
    while (values[slot] !== 0 && keys[slot] !== key) slot = (slot + 1) & mask
    if (values[slot] !== 0) {
      values[slot]!++
      continue
    }
    keys[slot] = key
    values[slot] = 2
    if (++used * 2 > mask + 1) {
      const oldKeys = keys
      const oldValues = values
      // The reused table may be longer than the part this call uses; the rest is stale.
      const oldSize = mask + 1
      bits++
      mask = (1 << bits) - 1
      keys = new Int32(mask + 1)
      values = new Int32(mask + 1)
      for (let s = 0; s < oldSize; s++) {
        if (oldValues[s] === 0) continue
        let t = imul(oldKeys[s]!, 0x9e3779b1) >>> (32 - bits)
        while (values[t] !== 0) t = (t + 1) & mask
        keys[t] = oldKeys[s]!
        values[t] = oldValues[s]!
      }
    }
  }
  if (keys.length > slotKey.length && keys.length <= LARGEST_KEPT) {
    slotKey = keys
    slotValue = values
  }
  let shared = 0
  for (let j = 1; j < y.length; j++) {
    const key = (y[j - 1]! << 16) | y[j]!
    let slot = imul(key, 0x9e3779b1) >>> (32 - bits)
    while (values[slot] !== 0 && keys[slot] !== key) slot = (slot + 1) & mask
    if (values[slot]! > 1) {
      values[slot]!--
      shared++
    }
  }
  return shared
}
