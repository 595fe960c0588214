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
  if (Array.isArray(value)) return `array of length ${value.length}`
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

/** Throws a TypeError when `options` is neither undefined nor a plain object, or has keys outside `known`. */
export function assertOptions(name: string, options: unknown, known: readonly string[]): void {
  if (options === undefined) return
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`expect-similar: ${name} must be an object, received ${describeValue(options)}`)
  }
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) {
      throw new TypeError(
        `expect-similar: unknown option ${JSON.stringify(key)} in ${name}; expected one of ${known.join(', ')}`,
      )
    }
  }
}
