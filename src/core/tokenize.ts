import { assertGranularity, assertString } from './validate.js'

// Defined beside the other validators, re-exported here where users have always imported them.
export { GRANULARITIES, type Granularity } from './validate.js'

// 'char' is not here: a char "token" is a UTF-16 code unit, and textualDifference compares the string itself.
const TOKEN_GRANULARITIES = Object.freeze(['word', 'line'] as const)

// A word is a run of letters, combining marks, digits and underscores; a run of whitespace is one
// token; every other code point (punctuation, symbols, emoji halves kept together) stands alone.
const WORD_TOKEN = /[\p{L}\p{M}\p{N}_]+|\s+|[\s\S]/gu
// A line keeps its terminator (\r\n, \n or \r); a last line without one is a token too.
const LINE_TOKEN = /[^\r\n]*(?:\r\n|\n|\r)|[^\r\n]+$/g

/**
 * Splits text into tokens whose concatenation is exactly the input. `'word'`: runs of letters,
 * combining marks, digits and `_`; runs of whitespace; any other single code point. `'line'`:
 * each line with its `\r\n`, `\n` or `\r` terminator, plus a final unterminated line.
 *
 * @example
 * tokenize('Hi, there!', 'word') // ['Hi', ',', ' ', 'there', '!']
 */
export function tokenize(text: string, granularity: 'word' | 'line'): string[] {
  assertString('text', text)
  assertGranularity('granularity', granularity, TOKEN_GRANULARITIES)
  const pattern = granularity === 'word' ? WORD_TOKEN : LINE_TOKEN
  return text.match(pattern) ?? []
}
