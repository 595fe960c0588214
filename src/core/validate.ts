// Globals read once per module: every call validates its arguments, and in a Jest test file's vm
// context each global lookup is an interceptor call.
const { isArray } = Array
const { getPrototypeOf, keys } = Object

/**
 * Short, human description of any value for error messages.
 *
 * @example
 * describeValue(42) // 'number 42'
 * describeValue(['a']) // 'array of length 1'
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (isArray(value)) return `array of length ${value.length}`
  switch (typeof value) {
    case 'string': {
      const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value
      return `string ${JSON.stringify(shown)}`
    }
    case 'number':
    case 'bigint':
    case 'boolean':
      return `${typeof value} ${String(value)}`
    case 'symbol':
      return `symbol ${String(value)}`
    case 'function':
      return 'function'
    default: {
      const name = (value as object).constructor?.name
      return name && name !== 'Object' ? `${name} instance` : 'object'
    }
  }
}

/** Throws a TypeError naming the argument when `value` is not a string. */
export function assertString(name: string, value: unknown): asserts value is string {
  if (typeof value !== 'string') {
    throw new TypeError(`expect-similar: ${name} must be a string, received ${describeValue(value)}`)
  }
}

/** Throws a TypeError naming the option when `value` is neither undefined nor a boolean. */
export function assertOptionalBoolean(name: string, value: unknown): asserts value is boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean') {
    throw new TypeError(`expect-similar: option ${name} must be a boolean, received ${describeValue(value)}`)
  }
}

/**
 * Throws a TypeError naming the argument when `value` is not a boolean (for a required flag; an
 * optional one goes through {@link assertOptionalBoolean}).
 *
 * @example
 * assertBoolean('ignoreCase', 'no') // TypeError: expect-similar: ignoreCase must be a boolean, received string "no"
 */
export function assertBoolean(name: string, value: unknown): asserts value is boolean {
  if (typeof value !== 'boolean') {
    throw new TypeError(`expect-similar: ${name} must be a boolean, received ${describeValue(value)}`)
  }
}

/**
 * Whether `value` is a plain object: an object literal or `Object.create(null)`. Any realm's
 * `Object.prototype` counts, so options built in a Jest test context (another vm realm) pass.
 *
 * @example
 * isPlainObject({ min: 0.8 }) // true
 * isPlainObject(new Map()) // false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto: unknown = getPrototypeOf(value)
  return proto === null || getPrototypeOf(proto) === null
}

/**
 * Throws a TypeError when `options` is neither undefined nor a plain object (a Map, a Date or a
 * class instance would have its entries silently ignored), or has keys outside `known`.
 */
export function assertOptions(name: string, options: unknown, known: readonly string[]): void {
  if (options === undefined) return
  if (options === null || typeof options !== 'object' || isArray(options)) {
    throw new TypeError(`expect-similar: ${name} must be an object, received ${describeValue(options)}`)
  }
  if (!isPlainObject(options)) {
    throw new TypeError(`expect-similar: ${name} must be a plain object, received ${describeValue(options)}`)
  }
  for (const key of keys(options)) {
    if (!known.includes(key)) {
      throw new TypeError(
        `expect-similar: unknown option ${JSON.stringify(key)} in ${name}; expected one of ${known.join(', ')}`,
      )
    }
  }
}

/** The name of a scorer: which score a matcher, a record or a gate is about. */
export type ScorerName = 'content-similarity' | 'textual-difference'

/**
 * Every scorer name, in order. Frozen, so no caller can widen what the validators accept.
 *
 * @example
 * SCORERS.includes('textual-difference') // true
 */
export const SCORERS: readonly ScorerName[] = Object.freeze(['content-similarity', 'textual-difference'] as const)

/** The unit the textual-difference scorer compares. */
export type Granularity = 'char' | 'word' | 'line'

/**
 * Every accepted `granularity`, in order. Frozen, so no caller can widen what the validators accept.
 *
 * @example
 * GRANULARITIES.includes('word') // true
 */
export const GRANULARITIES: readonly Granularity[] = Object.freeze(['char', 'word', 'line'] as const)

function quoted(list: readonly string[]): string {
  return list.map((item) => `'${item}'`).join(', ')
}

/**
 * Whether `value` is a number in [0, 1]; NaN and infinities are not.
 *
 * @example
 * isUnitInterval(0.5) // true
 * isUnitInterval(NaN) // false
 */
export function isUnitInterval(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= 1
}

/**
 * Throws a TypeError naming the argument unless `value` is a number in [0, 1] (NaN is rejected).
 * `name` is the whole noun of the message, e.g. `'option min'`.
 *
 * @example
 * assertUnitInterval('option min', 1.5)
 * // TypeError: expect-similar: option min must be a number in [0, 1], received number 1.5
 */
export function assertUnitInterval(name: string, value: unknown): asserts value is number {
  if (!isUnitInterval(value)) {
    throw new TypeError(`expect-similar: ${name} must be a number in [0, 1], received ${describeValue(value)}`)
  }
}

/**
 * Whether `value` is one of {@link SCORERS}.
 *
 * @example
 * isScorerName('textual-difference') // true
 */
export function isScorerName(value: unknown): value is ScorerName {
  return (SCORERS as readonly unknown[]).includes(value)
}

/**
 * Throws a TypeError naming the argument unless `value` is one of {@link SCORERS}.
 *
 * @example
 * assertScorer('option scorer', 'dice')
 * // TypeError: expect-similar: option scorer must be one of 'content-similarity', 'textual-difference', received string "dice"
 */
export function assertScorer(name: string, value: unknown): asserts value is ScorerName {
  if (!isScorerName(value)) {
    throw new TypeError(`expect-similar: ${name} must be one of ${quoted(SCORERS)}, received ${describeValue(value)}`)
  }
}

/**
 * Whether `value` is one of {@link GRANULARITIES}.
 *
 * @example
 * isGranularity('word') // true
 */
export function isGranularity(value: unknown): value is Granularity {
  return (GRANULARITIES as readonly unknown[]).includes(value)
}

/**
 * Throws a TypeError naming the argument unless `value` is one of `allowed` (by default every
 * granularity; `tokenize` passes only the ones it splits by).
 *
 * @example
 * assertGranularity('option granularity', 'sentence')
 * // TypeError: expect-similar: option granularity must be one of 'char', 'word', 'line', received string "sentence"
 */
export function assertGranularity<G extends Granularity = Granularity>(
  name: string,
  value: unknown,
  allowed: readonly G[] = GRANULARITIES as readonly G[],
): asserts value is G {
  if (!(allowed as readonly unknown[]).includes(value)) {
    throw new TypeError(`expect-similar: ${name} must be one of ${quoted(allowed)}, received ${describeValue(value)}`)
  }
}
