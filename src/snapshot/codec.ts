import { describeValue } from '../core/validate.js'

/**
 * How a fuzzy snapshot's text is written into a `.snap` entry, and read back.
 *
 * Text without a carriage return is stored exactly as `toMatchSnapshot` stores a string with the
 * runners' default `snapshotFormat` (`escapeString: false`): in double quotes, unescaped, with a
 * line break before and after when it spans lines. So an entry written by `toMatchSnapshot(text)`
 * keeps working after switching to `toMatchSimilarSnapshot`, and snapshot diffs in review read
 * like any other string snapshot.
 *
 * Both runners turn every `\r\n` and `\r` of an entry into `\n` when they save the file, so text
 * with a carriage return would not come back as it went in. That text is stored in the tagged form
 * `escaped "..."`, where `\r` stands for a carriage return and `\\` for a backslash; line feeds stay
 * real line breaks so the entry stays readable. A lone surrogate (half of an emoji cut by a length
 * limit, say) cannot be written to a UTF-8 file at all: the runner would store U+FFFD. Text with one
 * takes the escaped form too, the surrogate written as `\uD800`.
 */

const ESCAPED_TAG = 'escaped '
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const NEEDS_ESCAPING = /\r|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** An entry's text, or why the entry cannot be read as one. */
export type DecodedSnapshot = { ok: true; text: string } | { ok: false; problem: string }

/**
 * The entry for `text`, as the runner stores it (line breaks around multi-line entries included).
 *
 * @example
 * encodeSnapshotText('Hello') // '"Hello"'
 * encodeSnapshotText('a\nb') // '\n"a\nb"\n'
 * encodeSnapshotText('a\r\nb') // '\nescaped "a\\r\nb"\n'
 */
export function encodeSnapshotText(text: string): string {
  return withExtraLineBreaks(encodeSnapshotBody(text))
}

/**
 * The entry for `text` without the line breaks that the runner adds around multi-line values
 * itself (Jest's `SnapshotState.match` does; Vitest's domain snapshots do not).
 *
 * @example
 * encodeSnapshotBody('a\nb') // '"a\nb"'
 */
export function encodeSnapshotBody(text: string): string {
  if (!NEEDS_ESCAPING.test(text)) return `"${text}"`
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/\r/g, '\\r')
    .replace(LONE_SURROGATE, (half) => `\\u${half.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${ESCAPED_TAG}"${escaped}"`
}

/**
 * Reads an entry back. Only the exact form {@link encodeSnapshotText} writes is accepted: an entry
 * that decodes but would be written differently is reported, because the runner could not match it
 * to the same text again without rewriting it.
 *
 * @example
 * decodeSnapshotText('\n"a\nb"\n') // { ok: true, text: 'a\nb' }
 * decodeSnapshotText(42) // { ok: false, problem: 'holds number 42, not a text snapshot' }
 */
export function decodeSnapshotText(stored: unknown): DecodedSnapshot {
  if (typeof stored !== 'string') {
    return { ok: false, problem: `holds ${describeValue(stored)}, not a text snapshot` }
  }
  const body = withoutExtraLineBreaks(stored)
  const text = decodeBody(body)
  if (text === undefined) {
    return {
      ok: false,
      problem: `holds ${describeValue(stored)}, which is not a quoted text ("..." or escaped "...")`,
    }
  }
  if (encodeSnapshotText(text) !== stored) {
    return {
      ok: false,
      problem:
        `holds ${describeValue(stored)}, which is not the form expect-similar writes ` +
        `(check the line breaks around the quotes)`,
    }
  }
  return { ok: true, text }
}

function decodeBody(body: string): string | undefined {
  if (body.length < 2 || !body.endsWith('"')) return undefined
  if (body.startsWith('"')) return body.slice(1, -1)
  if (!body.startsWith(`${ESCAPED_TAG}"`) || body.length < ESCAPED_TAG.length + 2) return undefined
  const inner = body.slice(ESCAPED_TAG.length + 1, -1)
  let text = ''
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i]
    if (char !== '\\') {
      text += char
      continue
    }
    const next = inner[++i]
    if (next === '\\') text += '\\'
    else if (next === 'r') text += '\r'
    else if (next === 'u' && /^[0-9A-F]{4}$/.test(inner.slice(i + 1, i + 5))) {
      text += String.fromCharCode(Number.parseInt(inner.slice(i + 1, i + 5), 16))
      i += 4
    } else return undefined
  }
  return text
}

// The runners' own convention for multi-line snapshots (addExtraLineBreaks/removeExtraLineBreaks).
function withExtraLineBreaks(body: string): string {
  return body.includes('\n') ? `\n${body}\n` : body
}

function withoutExtraLineBreaks(stored: string): string {
  return stored.length > 2 && stored.startsWith('\n') && stored.endsWith('\n') ? stored.slice(1, -1) : stored
}
