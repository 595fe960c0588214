/**
 * Meaning guards: deterministic checks that two texts agree on the facts a lexical score is blind
 * to. "The payment was not approved." scores 0.89 against "The payment was approved." and "400%
 * faster" 0.99 against "40% faster"; the guards fail both. Each guard is one module:
 *
 * - numbers: quantities, money, percentages, ranges, dates, times, versions, identifiers
 * - negation: the polarity of each statement
 * - names: proper names of people, places, organisations and products
 *
 * English first: number words, negators and the common-word list are English. Digits, dates in
 * ISO form, currency symbols, versions and identifiers work in any language; the negation guard
 * passes text with no English negators as affirmative throughout (so it only sees flips spelled in
 * English), and the names guard relies on capitalisation, so it works for languages that
 * capitalise names (most European ones, with more sentence-start noise) and finds nothing in
 * scripts without case (Chinese, Japanese, Arabic, ...).
 */
import { describeValue, throwProblem } from '../validate.js'
import { compareNames } from './names.js'
import { compareNegation } from './negation.js'
import { compareNumbers } from './numbers.js'
import { type GuardText, guardText, TextScratch } from './text.js'
import type { GuardKind, GuardVerdict } from './verdict.js'

export type { GuardKind, GuardVerdict } from './verdict.js'

/** What a matcher's `guards` option accepts: one kind, several, or `true` for all three. */
export type GuardOption = GuardKind | readonly GuardKind[] | true

/**
 * Every guard kind, in the order {@link checkGuards} runs them for `true`. Frozen, so no caller can
 * widen what the validator accepts.
 */
export const GUARD_KINDS: readonly GuardKind[] = Object.freeze(['numbers', 'negation', 'names'] as const)

const CHECKS: Record<GuardKind, (expected: GuardText, received: GuardText) => GuardVerdict> = {
  numbers: compareNumbers,
  negation: compareNegation,
  names: compareNames,
}

// Texts longer than this are not checked: a guard is linear, but a matcher call should never spend
// seconds on one assertion. 4 MB is well past any answer a test compares.
const MAX_GUARD_CHARS = 4_000_000

const { isArray } = Array

const SCRATCH = [new TextScratch(), new TextScratch()] as const

function isGuardKind(value: unknown): value is GuardKind {
  return (GUARD_KINDS as readonly unknown[]).includes(value)
}

const EXPECTED = `'numbers', 'negation', 'names', an array of them, or true`

/**
 * What is wrong with `value` as a guard option named `name` (e.g. `'option guards'`), or null.
 *
 * @example
 * guardOptionProblem('option guards', 'number')
 * // `option guards must be 'numbers', 'negation', 'names', an array of them, or true, received string "number"`
 */
export function guardOptionProblem(name: string, value: unknown): string | null {
  if (value === true || isGuardKind(value)) return null
  if (!isArray(value)) return `${name} must be ${EXPECTED}, received ${describeValue(value)}`
  if (value.length === 0) return `${name} must name at least one guard (${EXPECTED}), received an empty array`
  for (let i = 0; i < value.length; i++) {
    if (!isGuardKind(value[i])) {
      return `${name}[${i}] must be 'numbers', 'negation' or 'names', received ${describeValue(value[i])}`
    }
  }
  return null
}

/**
 * Validates a guard option and returns the kinds it selects, each once, in {@link GUARD_KINDS}
 * order. Throws a TypeError naming `name`, what it accepts and what it received.
 *
 * @example
 * parseGuardOption(true, 'option guards') // ['numbers', 'negation', 'names']
 * parseGuardOption(['names', 'numbers'], 'option guards') // ['numbers', 'names']
 */
export function parseGuardOption(value: unknown, name: string): GuardKind[] {
  throwProblem(guardOptionProblem(name, value))
  const picked = value === true ? GUARD_KINDS : isArray(value) ? (value as GuardKind[]) : [value as GuardKind]
  return GUARD_KINDS.filter((kind) => picked.includes(kind))
}

/**
 * Runs the guards `kinds` on a pair of texts and returns one verdict per kind, in the order given.
 * Throws a TypeError when a text is not a string or `kinds` holds something other than a guard
 * kind. A text over 4 MB fails every guard with a message saying so, rather than being checked.
 *
 * @example
 * checkGuards('40% faster', '400% faster', ['numbers'])[0]!.message
 * // 'numbers differ: expected 40%, received 400%'
 */
export function checkGuards(expected: string, received: string, kinds: readonly GuardKind[]): GuardVerdict[] {
  if (typeof expected !== 'string') throwProblem(`expected must be a string, received ${describeValue(expected)}`)
  if (typeof received !== 'string') throwProblem(`received must be a string, received ${describeValue(received)}`)
  if (!isArray(kinds)) throwProblem(`kinds must be an array of guard kinds, received ${describeValue(kinds)}`)
  kinds.forEach((kind, i) => {
    if (!isGuardKind(kind)) {
      throwProblem(`kinds[${i}] must be 'numbers', 'negation' or 'names', received ${describeValue(kind)}`)
    }
  })
  const longest = Math.max(expected.length, received.length)
  if (longest > MAX_GUARD_CHARS) {
    return kinds.map((kind) => {
      const message = `${kind} not checked: a text of ${longest} characters is over the guards' ${MAX_GUARD_CHARS}`
      return { kind, pass: false, expected: [], received: [], missing: [], added: [], message }
    })
  }
  // Folded and classified once, whichever guards read them, into arrays reused call after call: no
  // verdict keeps a reference to them.
  const e = guardText(expected, SCRATCH[0])
  const r = guardText(received, SCRATCH[1])
  return kinds.map((kind) => CHECKS[kind](e, r))
}
