// Test names, file paths, globs and LLM texts are untrusted: in the HTML report they must render
// as text, never as markup or script, whatever characters they hold.

const HTML_SPECIAL = /[&<>"']/g
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Makes text safe as HTML text content and as a quoted attribute value.
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
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
