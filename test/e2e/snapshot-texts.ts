/** Texts the fuzzy-snapshot fixtures answer with, run after run. */

export const FIRST = {
  greeting: 'Hello! How can I help you today?',
  farewell: 'Goodbye, and thanks for chatting with us.',
  // Template-literal syntax, quotes, a CRLF, an astral emoji and a literal backslash-n.
  tricky: 'Use `npm test` with "quotes" and ${HOME}\r\nthen 👋🏽 done\\n',
  capital: 'The capital of France is Paris.',
}

/** Each text a little different: content similarity 0.79, 0.91, 1 and 0.89. */
export const SIMILAR = {
  ...FIRST,
  greeting: 'Hello! How can I help you now?',
  farewell: 'Goodbye, and thank you for chatting with us.',
  capital: 'The capital city of France is Paris.',
}

/** The greeting replaced by something else entirely (content similarity 0.04). */
export const DISSIMILAR = { ...SIMILAR, greeting: 'Sorry, the service is unavailable.' }

/** The stored entries as they must appear in the .snap file, for a runner's keys. */
export function expectedEntries(
  keys: { greeting: string; farewell: string; tricky: string; capital: string },
  texts = FIRST,
) {
  return [
    `exports[\`${keys.greeting}\`] = \`"${texts.greeting}"\`;`,
    `exports[\`${keys.farewell}\`] = \`"${texts.farewell}"\`;`,
    // Backticks, backslashes and `${` escaped by the runner; the CR written as \r by expect-similar.
    `exports[\`${keys.tricky}\`] = \`\nescaped "Use \\\`npm test\\\` with "quotes" and \\\${HOME}\\\\r\nthen 👋🏽 done\\\\\\\\n"\n\`;`,
    `exports[\`${keys.capital}\`] = \`"${texts.capital}"\`;`,
  ]
}

/** Evaluates a .snap file the way both runners read it. */
export function readEntries(snap: string): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  new Function('exports', snap)(data)
  return data
}
