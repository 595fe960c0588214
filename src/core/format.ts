// How every output prints a score against its limit (the matchers' messages and the reporters'
// tables alike). Scores are in [0, 1], never percentages. A limit such as 0.995 is shown exactly,
// never rounded to 0.99, which would read as another requirement; and a miss is never printed as
// if it had reached its limit.

// Read once: a global lookup per call is slow in Jest's vm context.
const { max, min, sign } = Math

/** Decimals that show `limit` exactly: as many as it has, at least `atLeast`, at most 10. */
export function limitDigits(limit: number, atLeast = 2): number {
  return max(atLeast, min(10, (String(limit).split('.')[1] ?? '').length))
}

/**
 * Decimals, from {@link limitDigits} up, at which `value` and `limit` print in the order they
 * really have (a 0.699 below 0.7 is not "0.70 below 0.70"); undefined when no precision below 20
 * decimals tells them apart.
 */
export function orderedDigits(value: number, limit: number, atLeast = 2): number | undefined {
  const truth = sign(value - limit)
  for (let digits = limitDigits(limit, atLeast); digits < 20; digits++) {
    if (sign(Number(value.toFixed(digits)) - Number(limit.toFixed(digits))) === truth) return digits
  }
  return undefined
}

/**
 * `value` and `limit` printed with the decimals of {@link orderedDigits}, or in full when no fixed
 * precision tells them apart.
 *
 * @example
 * formatAgainst(0.62, 0.8) // ['0.62', '0.80']
 * formatAgainst(0.699, 0.7) // ['0.699', '0.700']
 * formatAgainst(1, 0.995) // ['1.000', '0.995']
 */
export function formatAgainst(value: number, limit: number, atLeast = 2): [value: string, limit: string] {
  const digits = orderedDigits(value, limit, atLeast)
  return digits === undefined ? [String(value), String(limit)] : [value.toFixed(digits), limit.toFixed(digits)]
}

/**
 * A count as the reports write it: `12,345`, the digits grouped by hand rather than with
 * `toLocaleString`, whose first call in a browser loads its locale data (70 ms of a 2,000-row HTML
 * page's load on a busy machine) and whose output follows the runtime's ICU build.
 *
 * @example
 * formatCount(20000) // '20,000'
 */
export function formatCount(n: number): string {
  const [whole = '', fraction] = String(Math.abs(n)).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return (n < 0 ? '-' : '') + grouped + (fraction === undefined ? '' : `.${fraction}`)
}
