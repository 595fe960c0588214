/**
 * What {@link readText} found: the text, or the value that was not text and where it was (the
 * value itself, or the `text` property of an object).
 */
export type TextRead = { ok: true; text: string } | { ok: false; where: 'value' | 'text'; found: unknown }

/**
 * Reads a value as text the way every expect-similar entry point accepts it: a string, or an object
 * with a string `text` property (the shape of AI SDK results). Never throws: a matcher turns the
 * problem into a failed assertion, a scorer into a TypeError, each in its own words.
 *
 * @example
 * readText({ text: 'Hi' }) // { ok: true, text: 'Hi' }
 * readText({ text: 42 }) // { ok: false, where: 'text', found: 42 }
 * readText(42) // { ok: false, where: 'value', found: 42 }
 */
export function readText(value: unknown): TextRead {
  if (typeof value === 'string') return { ok: true, text: value }
  if (value !== null && typeof value === 'object' && 'text' in value) {
    const text = (value as { text: unknown }).text
    return typeof text === 'string' ? { ok: true, text } : { ok: false, where: 'text', found: text }
  }
  return { ok: false, where: 'value', found: value }
}
