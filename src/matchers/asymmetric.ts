import { atCaller } from './run-matcher.js'
import { readText } from '../core/read-text.js'
import type { MatcherName } from '../records/types.js'
import { recordAsymmetricScore } from '../channel/send.js'
import { plural } from '../core/plural.js'
import { formatAgainst } from '../core/format.js'
import type { Verdict } from './message.js'
import { throwProblem } from '../core/validate.js'
import { argumentCountProblem } from './options.js'
import type { LeniencyInput } from './leniency.js'
import { scoreRecord, verdictPasses } from './run-matcher.js'

const ASYMMETRIC_MATCHER = Symbol.for('jest.asymmetricMatcher')

// The matchers the factories built. Both runners evaluate a COPY of a failed assertion's matchers
// while printing its diff (Vitest's deepClone, Jest's deepCyclicCopyReplaceable copy every own
// property, hidden ones included); a copy is not in this set, which is how the channel tells a
// printing re-run from a comparison.
const built = new WeakSet<object>()

// As the assertion matchers' messages show texts (message.ts): a 50 KB expected text must not
// become a 50 KB diff line.
const MAX_SHOWN_TEXT = 160

/**
 * An expected text as a diff shows it: quoted, cut after 160 characters with its length.
 *
 * @example
 * quoteText('x'.repeat(200)) // '"xxx…x…" (200 characters)'
 */
export function quoteText(text: string): string {
  if (text.length <= MAX_SHOWN_TEXT) return JSON.stringify(text)
  return `${JSON.stringify(`${text.slice(0, MAX_SHOWN_TEXT)}…`)} (${text.length} characters)`
}

/**
 * What a matcher's last comparison found, as its diff line ends: `received 0.82`, `received 3 changes`,
 * or the reject text the threshold accepts.
 */
function describeVerdict(verdict: Verdict): string {
  if (verdict.kind === 'changes') return `received ${verdict.changes} ${plural(verdict.changes, 'change')}`
  const accepted = verdict.reject?.accepted[0]
  if (accepted) {
    // The diff line is all an asymmetric matcher can say: name the reject text the threshold accepts.
    const score = formatAgainst(accepted.score, verdict.threshold)[0]
    return `threshold too low: reject[${accepted.index}] scores ${score} against ${accepted.against}`
  }
  const score = `received ${formatAgainst(verdict.details.score, verdict.threshold)[0]}`
  const failed = (verdict.guards ?? []).filter((guard) => !guard.pass)
  return failed.length === 0 ? score : [score, ...failed.map((guard) => guard.message)].join(', ')
}

function formatValue(value: unknown): string {
  // A custom scorer prints as its name, not as its source or [object Object].
  if (typeof value === 'function' || (typeof value === 'object' && value !== null && !Array.isArray(value))) {
    const name = (value as { name?: unknown }).name
    return typeof name === 'string' ? `scorer '${name}'` : String(value)
  }
  // A reject list prints as the array it is, not as its strings joined by commas.
  return typeof value === 'string' || Array.isArray(value) ? JSON.stringify(value) : String(value)
}

/** Prints the options of an asymmetric matcher for diffs: `{ min: 0.8, scorer: "textual-difference" }`, or ''. */
export function formatOptions(options: object | undefined): string {
  if (!options) return ''
  const entries = Object.entries(options).map(([key, value]) => `${key}: ${formatValue(value)}`)
  return entries.length ? `{ ${entries.join(', ')} }` : ''
}

/**
 * Base of the expect-similar asymmetric matchers. Speaks the protocol both runners' `equals`
 * and pretty-format understand (`$$typeof`, `asymmetricMatch`, `toAsymmetricMatcher`), without
 * importing either runner.
 */
export abstract class TextAsymmetricMatcher {
  readonly $$typeof = ASYMMETRIC_MATCHER
  readonly inverse: boolean
  // The object the factory was called on (usually an `expect`): lets the runner adapter find the test.
  declare protected readonly creator: unknown
  // Stamped once at creation. A symbol is a primitive, so the runners' copies carry the very same
  // one: a record keyed by it is one record per matcher, however many copies print it.
  declare private readonly identity: symbol
  // The last comparison's verdict, shown in diffs; undefined before any, or after a value that is not text.
  declare private readonly lastVerdict: Verdict | undefined

  constructor(inverse: boolean, creator: unknown) {
    this.inverse = inverse
    hide(this, 'creator', creator)
    hide(this, 'identity', Symbol('expect-similar asymmetric matcher'))
    built.add(this)
  }

  /** The matcher's name in diffs, e.g. `SimilarTo` (`NotSimilarTo` when inverted). */
  protected abstract readonly baseName: string
  /** The matcher's name in its records, e.g. `similarTo`. */
  protected abstract readonly matcherName: MatcherName
  /** The text the received one is scored against (the record's expected text). */
  abstract readonly expected: string
  /** The arguments shown inside `<...>` in diffs, the expected text cut with {@link quoteText}. */
  protected abstract describeSample(): string
  /** Scores `text`: the same verdict as the assertion form would reach. */
  protected abstract measure(text: string): Verdict
  /** What leniency probes test when the match passes; none unless a form has a threshold to probe. */
  protected leniency(): LeniencyInput | undefined {
    return undefined
  }

  asymmetricMatch(other: unknown): boolean {
    // Not text matches neither a form nor its inverse, and leaves no record.
    const read = readText(other)
    hide(this, 'lastVerdict', undefined)
    if (!read.ok) return false
    const verdict = this.measure(read.text)
    hide(this, 'lastVerdict', verdict)
    const pass = verdictPasses(verdict) !== this.inverse
    const source = { identity: this.identity, copy: !built.has(this) }
    recordAsymmetricScore(
      source,
      this.creator,
      scoreRecord(
        this.matcherName,
        verdict,
        pass,
        this.inverse,
        { expected: this.expected, received: read.text },
        this.leniency(),
      ),
    )
    return pass
  }

  toString(): string {
    return `${this.inverse ? 'Not' : ''}${this.baseName}`
  }

  getExpectedType(): string {
    return 'string'
  }

  /** `SimilarTo<"Paris is the capital of France.", { min: 0.9 }, received 0.82>` (the score once compared). */
  toAsymmetricMatcher(): string {
    const verdict = this.lastVerdict ? `, ${describeVerdict(this.lastVerdict)}` : ''
    return `${this.toString()}<${this.describeSample()}${verdict}>`
  }

  // Vitest prints `expected ... to deeply equal ...` through chai's inspector.
  [Symbol.for('chai/inspect')](): string {
    return this.toAsymmetricMatcher()
  }
}

/**
 * Stores internals as non-enumerable own properties: not `#private` fields, because Jest copies
 * asymmetric matchers (property descriptors onto a new object) while printing a failed diff, and
 * a copy has no private fields; not enumerable, so they stay out of equality and printing.
 */
export function hide(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: false, writable: false, configurable: true })
}

/**
 * Builds `expect.name` (or, `inverse`, `expect.not.name`): checks the argument count, then lets
 * `create` build the matcher with the object the factory was called on (usually an `expect`).
 *
 * @example
 * export const similarTo = asymmetricFactory('similarTo', ['expected', 'options'], false, createSimilarTo)
 */
export function asymmetricFactory<A extends unknown[], M>(
  name: string,
  argumentNames: readonly string[],
  inverse: boolean,
  create: (inverse: boolean, creator: unknown, ...args: A) => M,
): (this: unknown, ...args: A) => M {
  const callee = `expect.${inverse ? 'not.' : ''}${name}`
  const factory = function (this: unknown, ...args: A): M {
    try {
      throwProblem(argumentCountProblem(callee, argumentNames, args))
      return create(inverse, this, ...args)
    } catch (error) {
      return atCaller(error, factory)
    }
  }
  return factory
}
