// Text helpers the three guards share. Everything here is one left-to-right pass over the text.

// Characters that change nothing a reader sees: zero-width spaces and joiners, the BOM, soft hyphens.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g
// Typographic quotes and apostrophes fold to ASCII, so "didn’t" is "didn't".
const APOSTROPHES = /[\u2018\u2019\u02bc\u2032]/g

/**
 * Folds what a reader cannot tell apart: NFKC (full-width digits, ligatures, `％`), invisible
 * characters removed, curly apostrophes made straight. Lone surrogates pass through unchanged.
 *
 * @example
 * foldText('４０％ didn’t') // "40% didn't"
 */
export function foldText(text: string): string {
  const folded = text.normalize('NFKC')
  return folded.replace(INVISIBLE, '').replace(APOSTROPHES, "'")
}

/**
 * Cheap English stem for matching the same word in two texts: `approved`, `approves` and
 * `approving` all become `approv`. Not a linguistic stemmer; it only has to map inflections of one
 * word together more often than it maps different words together.
 *
 * @example
 * stem('deliveries') // 'delivery'
 */
export function stem(word: string): string {
  let w = word.endsWith("'s") ? word.slice(0, -2) : word
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3)
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2)
  else if (w.length > 4 && /(?:s|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2)
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1)
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1)
  return w
}

/** Truncates `text` for a message, at most `max` characters, marking the cut with `...`. */
export function clip(text: string, max = 60): string {
  const trimmed = text.trim()
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 3).trimEnd()}...`
}
