import { readText } from '../core/read-text.js'
import type { MatcherName } from '../records/types.js'
import { recordAsymmetricScore } from '../channel/send.js'
import type { Verdict } from './message.js'
import { throwProblem } from '../core/validate.js'
import { argumentCountProblem } from './options.js'
import { scoreRecord, verdictPasses } from './run-matcher.js'

const ASYMMETRIC_MATCHER = Symbol.for('jest.asymmetricMatcher')

// The matchers the factories built. Both runners evaluate a COPY of a failed assertion's matchers
// while printing its diff (Vitest's deepClone, Jest's deepCyclicCopyReplaceable copy every own
// property, hidden ones included); a copy is not in this set, which is how the channel tells a
// printing re-run from a comparison.
const built = new WeakSet<object>()

function formatValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value)
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
  /** The arguments shown inside `<...>` in diffs. */
  protected abstract describeSample(): string
  /** Scores `text`: the same verdict as the assertion form would reach. */
  protected abstract measure(text: string): Verdict

  asymmetricMatch(other: unknown): boolean {
    // Not text matches neither a form nor its inverse, and leaves no record.
    const read = readText(other)
    if (!read.ok) return false
    const verdict = this.measure(read.text)
    const pass = verdictPasses(verdict) !== this.inverse
    const source = { identity: this.identity, copy: !built.has(this) }
    recordAsymmetricScore(source, this.creator, scoreRecord(this.matcherName, verdict, pass, this.inverse))
    return pass
  }

  toString(): string {
    return `${this.inverse ? 'Not' : ''}${this.baseName}`
  }

  getExpectedType(): string {
    return 'string'
  }

  toAsymmetricMatcher(): string {
    return `${this.toString()}<${this.describeSample()}>`
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
  return function (this: unknown, ...args: A): M {
    throwProblem(argumentCountProblem(callee, argumentNames, args))
    return create(inverse, this, ...args)
  }
}
