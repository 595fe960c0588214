/**
 * `word`, or `word` + `s` unless `count` is 1: for the regular English nouns in messages and reports.
 *
 * @example
 * `${n} ${plural(n, 'change')}` // '1 change', '0 changes', '3 changes'
 */
export function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`
}
