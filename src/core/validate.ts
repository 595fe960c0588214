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

// Each check comes twice: `xProblem` returns what is wrong (or null) for callers that collect or
// reword problems; `assertX` throws it, with the `expect-similar: ` prefix, at an API boundary.

/**
 * Throws a TypeError carrying `problem`, prefixed with `expect-similar: `, unless it is null.
 *
 * @example
 * throwProblem(unitIntervalProblem('option min', 1.5))
 */
export function throwProblem(problem: string | null): void {
  if (problem !== null) throw new TypeError(`expect-similar: ${problem}`)
}

/** What is wrong with `value` as a string named `name`, or null. */
export function stringProblem(name: string, value: unknown): string | null {
  return typeof value === 'string' ? null : `${name} must be a string, received ${describeValue(value)}`
}

/** Throws a TypeError naming the argument when `value` is not a string. */
export function assertString(name: string, value: unknown): asserts value is string {
  throwProblem(stringProblem(name, value))
}

/** What is wrong with `value` as a boolean named `name`, or null. */
export function booleanProblem(name: string, value: unknown): string | null {
  return typeof value === 'boolean' ? null : `${name} must be a boolean, received ${describeValue(value)}`
}

/** Throws a TypeError naming the option when `value` is neither undefined nor a boolean. */
export function assertOptionalBoolean(name: string, value: unknown): asserts value is boolean | undefined {
  if (value !== undefined) throwProblem(booleanProblem(`option ${name}`, value))
}

/**
 * Throws a TypeError naming the argument when `value` is not a boolean (for a required flag; an
 * optional one goes through {@link assertOptionalBoolean}).
 */
export function assertBoolean(name: string, value: unknown): asserts value is boolean {
  throwProblem(booleanProblem(name, value))
}

/**
 * Whether `value` is a plain object: an object literal or `Object.create(null)`. Any realm's
 * `Object.prototype` counts, so options built in a Jest test context (another vm realm) pass.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto: unknown = getPrototypeOf(value)
  return proto === null || getPrototypeOf(proto) === null
}

/**
 * What is wrong with `options` as an options object named `name`, or null: neither undefined nor
 * a plain object (a Map, a Date or a class instance would have its entries silently ignored), or
 * a key outside `known`.
 */
export function optionsProblem(name: string, options: unknown, known: readonly string[]): string | null {
  if (options === undefined) return null
  if (options === null || typeof options !== 'object' || isArray(options)) {
    return `${name} must be an object, received ${describeValue(options)}`
  }
  if (!isPlainObject(options)) return `${name} must be a plain object, received ${describeValue(options)}`
  const unknown = keys(options).find((key) => !known.includes(key))
  return unknown === undefined
    ? null
    : `unknown option ${JSON.stringify(unknown)} in ${name}; expected one of ${known.join(', ')}`
}

/** Throws a TypeError for the problem {@link optionsProblem} finds. */
export function assertOptions(name: string, options: unknown, known: readonly string[]): void {
  throwProblem(optionsProblem(name, options, known))
}

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

/** Whether `value` is a number in [0, 1]; NaN and infinities are not. */
export function isUnitInterval(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= 1
}

/**
 * What is wrong with `value` as a number in [0, 1] (NaN is not), or null. `name` is the whole noun
 * of the message, e.g. `'option min'`.
 *
 * @example
 * unitIntervalProblem('option min', 1.5) // 'option min must be a number in [0, 1], received number 1.5'
 */
export function unitIntervalProblem(name: string, value: unknown): string | null {
  return isUnitInterval(value) ? null : `${name} must be a number in [0, 1], received ${describeValue(value)}`
}

/** Throws a TypeError for the problem {@link unitIntervalProblem} finds. */
export function assertUnitInterval(name: string, value: unknown): asserts value is number {
  throwProblem(unitIntervalProblem(name, value))
}

/** Whether `value` is one of {@link GRANULARITIES}. */
export function isGranularity(value: unknown): value is Granularity {
  return (GRANULARITIES as readonly unknown[]).includes(value)
}

/**
 * What is wrong with `value` as one of `allowed` (by default every granularity; `tokenize` passes
 * only the ones it splits by), or null.
 */
export function granularityProblem(
  name: string,
  value: unknown,
  allowed: readonly Granularity[] = GRANULARITIES,
): string | null {
  return (allowed as readonly unknown[]).includes(value)
    ? null
    : `${name} must be one of ${quoted(allowed)}, received ${describeValue(value)}`
}

/** Throws a TypeError for the problem {@link granularityProblem} finds. */
export function assertGranularity<G extends Granularity = Granularity>(
  name: string,
  value: unknown,
  allowed: readonly G[] = GRANULARITIES as readonly G[],
): asserts value is G {
  throwProblem(granularityProblem(name, value, allowed))
}

/** A Unicode normalization form the scorers can apply first: canonical (NFC) or compatibility (NFKC) composition. */
export type NormalizationForm = 'NFC' | 'NFKC'

/**
 * Every accepted `normalize` form. Frozen, so no caller can widen what the validators accept.
 *
 * @example
 * NORMALIZATION_FORMS.includes('NFC') // true
 */
export const NORMALIZATION_FORMS: readonly NormalizationForm[] = Object.freeze(['NFC', 'NFKC'] as const)

/**
 * What is wrong with `value` as an optional `normalize` option (undefined, or one of
 * {@link NORMALIZATION_FORMS}), or null.
 *
 * @example
 * normalizationProblem('option normalize', 'NFD')
 * // "option normalize must be one of 'NFC', 'NFKC' (or left out), received string \"NFD\""
 */
function normalizationProblem(name: string, value: unknown): string | null {
  return value === undefined || (NORMALIZATION_FORMS as readonly unknown[]).includes(value)
    ? null
    : `${name} must be one of ${quoted(NORMALIZATION_FORMS)} (or left out), received ${describeValue(value)}`
}

/** Throws a TypeError for the problem {@link normalizationProblem} finds. */
export function assertNormalization(name: string, value: unknown): asserts value is NormalizationForm | undefined {
  throwProblem(normalizationProblem(name, value))
}
