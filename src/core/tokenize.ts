import { assertGranularity, assertString } from './validate.js'

// Defined beside the other validators, re-exported here where users have always imported them.
export { GRANULARITIES, type Granularity } from './validate.js'

// 'char' is not here: a char "token" is a UTF-16 code unit, and textualDifference compares the string itself.
const TOKEN_GRANULARITIES = Object.freeze(['word', 'line'] as const)

// A word is a run of letters, combining marks, digits and underscores; a run of whitespace is one
// token; every other code point (punctuation, symbols, emoji halves kept together) stands alone.
const WORD_TOKEN = /[\p{L}\p{M}\p{N}_]+|\s+|[\s\S]/gu
// Scripts written without spaces between words: a run of their letters is a whole clause, so it is
// split again by the dictionary-based word breaker built into Node's ICU (no dependency).
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u
let segmenter: Intl.Segmenter | undefined
// Read once: a global lookup per call is slow in Jest's vm context.
const { Segmenter } = Intl

// A fixed locale, so the tokens do not depend on the machine's default locale; ICU's dictionaries
// for Chinese, Japanese and Thai apply whatever the locale.
function splitUnspaced(run: string, into: string[]): void {
  segmenter ??= new Segmenter('en', { granularity: 'word' })
  for (const { segment } of segmenter.segment(run)) into.push(segment)
}

function wordTokens(text: string): string[] {
  const tokens: string[] = []
  for (const token of text.match(WORD_TOKEN) ?? []) {
    if (UNSPACED.test(token)) splitUnspaced(token, tokens)
    else tokens.push(token)
  }
  return tokens
}
// A line keeps its terminator (\r\n, \n or \r); a last line without one is a token too.
const LINE_TOKEN = /[^\r\n]*(?:\r\n|\n|\r)|[^\r\n]+$/g

/**
 * Splits text into tokens whose concatenation is exactly the input. `'word'`: runs of letters,
 * combining marks, digits and `_`, where a run holding Chinese, Japanese, Thai, Lao, Khmer or
 * Myanmar letters is split into words by `Intl.Segmenter`; runs of whitespace; any other single
 * code point. `'line'`:
 * each line with its `\r\n`, `\n` or `\r` terminator, plus a final unterminated line.
 *
 * @example
 * tokenize('Hi, there!', 'word') // ['Hi', ',', ' ', 'there', '!']
 */
export function tokenize(text: string, granularity: 'word' | 'line'): string[] {
  assertString('text', text)
  assertGranularity('granularity', granularity, TOKEN_GRANULARITIES)
  return granularity === 'word' ? wordTokens(text) : (text.match(LINE_TOKEN) ?? [])
}
