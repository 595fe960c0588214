import { describe, expect, it } from 'vitest'
import { decodeSnapshotText, encodeSnapshotBody, encodeSnapshotText } from '../../src/snapshot/codec.js'

// Texts that trip up snapshot files: template-literal syntax, quotes, backslashes, carriage returns,
// astral characters, and line breaks at the edges.
const TRICKY = [
  '',
  'plain',
  'The "quoted" and \'single\' words',
  'back`tick`s and ${template} and $ { not } and \\` escaped',
  'C:\\path\\to\\file and \\n literal',
  'line one\nline two\n',
  '\nstarts and ends with a line feed\n',
  '\n',
  'windows\r\nline\r\nendings',
  'old mac\rline',
  'mixed\r\nand\nand\r',
  'backslash before cr \\\r\n and \\r literal',
  'emoji 👋🏽 and 🇫🇷, CJK 漢字, combining é',
  '"',
  '""',
  'escaped "looks like a tag"',
  'cut emoji \ud83d',
  '\udc4b starts with a low half',
  'lone \ud800 and pair 👋 and \\u0041 literal',
  'cr and lone\r\n\udfff',
]

describe('encodeSnapshotText', () => {
  it('stores text without a carriage return as toMatchSnapshot stores a string', () => {
    expect(encodeSnapshotText('Hello "you"')).toBe('"Hello "you""')
    expect(encodeSnapshotText('a\nb')).toBe('\n"a\nb"\n')
    expect(encodeSnapshotText('')).toBe('""')
  })

  it('stores text with a carriage return in the escaped form, keeping line feeds as line breaks', () => {
    expect(encodeSnapshotText('a\r\nb')).toBe('\nescaped "a\\r\nb"\n')
    expect(encodeSnapshotText('a\\b\rc')).toBe('escaped "a\\\\b\\rc"')
  })

  it('never puts a carriage return into the entry (the runners would turn it into a line feed)', () => {
    for (const text of TRICKY) expect(encodeSnapshotText(text)).not.toContain('\r')
  })

  // A UTF-8 .snap file cannot hold a lone surrogate: the runner would store U+FFFD, and the next
  // run would compare against that.
  it('stores a lone surrogate in the escaped form as \\uXXXX, so the entry is valid UTF-8', () => {
    expect(encodeSnapshotText('cut \ud83d')).toBe('escaped "cut \\uD83D"')
    expect(encodeSnapshotText('a\\b \udc4b')).toBe('escaped "a\\\\b \\uDC4B"')
    expect(encodeSnapshotText('pair 👋')).toBe('"pair 👋"')
    for (const text of TRICKY)
      expect(Buffer.from(encodeSnapshotText(text), 'utf8').toString('utf8')).toBe(encodeSnapshotText(text))
  })

  it('adds the surrounding line breaks only for multi-line entries', () => {
    expect(encodeSnapshotBody('a\nb')).toBe('"a\nb"')
    expect(encodeSnapshotBody('ab')).toBe('"ab"')
  })
})

describe('decodeSnapshotText', () => {
  it.each(TRICKY.map((text) => [JSON.stringify(text), text]))('round-trips %s exactly', (_, text) => {
    expect(decodeSnapshotText(encodeSnapshotText(text))).toEqual({ ok: true, text })
  })

  it('reads an entry that toMatchSnapshot wrote for a string', () => {
    expect(decodeSnapshotText('\n"Dear user,\nthanks!"\n')).toEqual({ ok: true, text: 'Dear user,\nthanks!' })
    expect(decodeSnapshotText('"one line"')).toEqual({ ok: true, text: 'one line' })
  })

  it.each([
    [42, 'holds number 42, not a text snapshot'],
    [null, 'holds null, not a text snapshot'],
    [{ text: 'x' }, 'holds object, not a text snapshot'],
    [
      'Object {\n  "a": 1,\n}',
      'holds string "Object {\\n  \\"a\\": 1,\\n}", which is not a quoted text ("..." or escaped "...")',
    ],
    ['"unterminated', 'holds string "\\"unterminated", which is not a quoted text ("..." or escaped "...")'],
    ['', 'holds string "", which is not a quoted text ("..." or escaped "...")'],
    [
      'escaped "bad \\x escape"',
      'holds string "escaped \\"bad \\\\x escape\\"", which is not a quoted text ("..." or escaped "...")',
    ],
    [
      'escaped "\\ud800 lower-case hex"',
      'holds string "escaped \\"\\\\ud800 lower-case hex\\"", which is not a quoted text ("..." or escaped "...")',
    ],
    [
      'escaped "\\u0041 not a surrogate"',
      'holds string "escaped \\"\\\\u0041 not a surrogate\\"", which is not the form expect-similar writes (check the line breaks around the quotes)',
    ],
    [
      '"a\nb"',
      'holds string "\\"a\\nb\\"", which is not the form expect-similar writes (check the line breaks around the quotes)',
    ],
    [
      'escaped "no carriage return"',
      'holds string "escaped \\"no carriage return\\"", which is not the form expect-similar writes (check the line breaks around the quotes)',
    ],
  ])('rejects %j with a reason', (stored, problem) => {
    expect(decodeSnapshotText(stored)).toEqual({ ok: false, problem })
  })
})
