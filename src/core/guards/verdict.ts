import type { ProbeKind } from '../mutations.js'

/** What a guard checks: numeric facts, the polarity of statements, or proper names. */
export type GuardKind = 'numbers' | 'negation' | 'names'

/**
 * The outcome of one guard on one pair of texts. `expected` and `received` list the facts the guard
 * found in each text (as written there, first spelling of each); `missing` are facts of `expected`
 * that `received` lacks, `added` facts of `received` that `expected` lacks. For the negation guard
 * a fact is a negative statement, and `missing`/`added` are the statements whose polarity flipped,
 * as `expected` and as `received` say them.
 */
export interface GuardVerdict {
  kind: GuardKind
  pass: boolean
  expected: string[]
  received: string[]
  missing: string[]
  added: string[]
  /** One line naming the fact, e.g. `numbers differ: expected 40%, received 400%`. */
  message: string
}

/**
 * The message of a set-comparing guard: what `expected` has that `received` lacks, and the reverse.
 *
 * @example
 * differenceMessage('numbers', ['40%'], ['400%']) // 'numbers differ: expected 40%, received 400%'
 */
export function differenceMessage(
  kind: GuardKind,
  missing: readonly string[],
  added: readonly string[],
  quote = false,
): string {
  const show = (facts: readonly string[]): string => facts.map((fact) => (quote ? `"${fact}"` : fact)).join(', ')
  if (missing.length === 0 && added.length === 0) return `${kind} agree`
  if (added.length === 0) return `${kind} differ: expected ${show(missing)}, missing from received`
  if (missing.length === 0) return `${kind} differ: received ${show(added)}, not in expected`
  return `${kind} differ: expected ${show(missing)}, received ${show(added)}`
}

/**
 * The guard that fails a leniency probe of this kind whatever its score, where there is one: a
 * negation toggled flips a polarity, a number changed changes a number. (A names swap keeps the
 * same names, which the names guard compares as a set.)
 *
 * @example
 * guardForProbe('number') // 'numbers'
 */
export function guardForProbe(kind: ProbeKind): GuardKind | undefined {
  return kind === 'negation' ? 'negation' : kind === 'number' ? 'numbers' : undefined
}
