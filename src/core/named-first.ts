/**
 * The first `named` of `problems` as they are, then one line counting the rest (`rest(count)`), so
 * that a file with fifty thousand bad lines warns in a few lines, not fifty thousand. Every reader
 * of line-based files (Jest record files, the score history) caps its warnings with this.
 *
 * @example
 * namedFirst(['a', 'b', 'c'], 2, (n) => `… and ${n} more`) // ['a', 'b', '… and 1 more']
 */
export function namedFirst(problems: readonly string[], named: number, rest: (count: number) => string): string[] {
  if (problems.length <= named) return [...problems]
  return [...problems.slice(0, named), rest(problems.length - named)]
}
