// Test names, paths and LLM text are untrusted: they must not be able to move the cursor,
// recolor the terminal, or inject Markdown/HTML into a CI summary page or the HTML report.

// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \), and two-byte ESC sequences.
const ANSI_SEQUENCE =
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-_]|\u009b[0-?]*[ -/]*[@-~]/g
// C0 controls, DEL and C1 controls, plus the Unicode line/paragraph separators and bidi overrides.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/**
 * Makes text safe to print in a terminal: every control character becomes a visible escape
 * such as `\n` or `\x1b`, so an ANSI sequence shows up as text instead of being executed.
 */
export function escapeTerminal(text: string): string {
  return text.replace(CONTROL, visibleEscape)
}

/**
 * {@link escapeTerminal} for multi-line messages (CLI errors, stack traces): every line is
 * escaped, the line breaks between them are kept.
 */
export function escapeMessage(text: string): string {
  return text.split('\n').map(escapeTerminal).join('\n')
}

// What JSON.stringify leaves raw that a terminal acts on: DEL, C1 controls, line separators, bidi.
const JSON_UNSAFE = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/**
 * Makes JSON text safe to print: the characters JSON.stringify leaves raw (C1 controls, bidi
 * overrides, line separators) become `\uXXXX` escapes, which parse back to the same value.
 */
export function escapeJson(json: string): string {
  return json.replace(JSON_UNSAFE, unicodeEscape)
}

/** `\uXXXX` for one UTF-16 code unit: inside a JSON string it parses back to the same character. */
function unicodeEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
}

const HTML_SPECIAL = /[&<>"']/g
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Makes text safe as HTML text content and as a quoted attribute value (the HTML report).
 *
 * @example
 * escapeHtml('<img src=x onerror=alert(1)>') // '&lt;img src=x onerror=alert(1)&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(HTML_SPECIAL, (c) => ENTITIES[c] as string)
}

// Inside <script>, `</script` or `<!--` would end or change the script element, and U+2028/2029
// end a line in older JavaScript parsers; as \u escapes they parse back to the same value.
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g

/**
 * JSON for a `<script type="application/json">` element: `<`, `>`, `&`, U+2028 and U+2029 become
 * `\uXXXX` escapes, so no string in it can close the element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, unicodeEscape)
}

/**
 * Makes text safe inside a GitHub-flavoured Markdown table cell: drops ANSI sequences, turns
 * newlines into spaces, shows other control characters as escapes, backslash-escapes Markdown
 * punctuation (`|`, backticks, `*`, `_`, `[`, `]`, `~`, `\`) and writes `<`, `>`, `&` as entities.
 *
 * @example
 * escapeMarkdown('a|b <script>') // 'a\\|b &lt;script&gt;'
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(ANSI_SEQUENCE, '')
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, ' ')
    .replace(CONTROL, visibleEscape)
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`)
    .replace(/[&<>]/g, (c) => ENTITIES[c] as string)
}

/**
 * Removes ANSI sequences, e.g. to measure or compare rendered terminal output.
 */
export function stripAnsi(text: string): string {
  return text.replace(ANSI_SEQUENCE, '')
}

function visibleEscape(c: string): string {
  switch (c) {
    case '\n':
      return '\\n'
    case '\r':
      return '\\r'
    case '\t':
      return '\\t'
    default: {
      const code = c.charCodeAt(0)
      return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
    }
  }
}
