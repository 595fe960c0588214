import { type Edit, PAGE_DIFF_BUDGET, textEdits } from '../../../../core/diff.js'
import { formatCount as en, limitDigits } from '../../../../core/format.js'
import { plural } from '../../../../core/plural.js'
import { type RecordData, receivedText, storedWordEdits, type TextsData } from '../data.js'

// What the page shows of one assertion, as plain values: main.ts puts them in the DOM.

/** The matcher as written in the test: `.not.toBeSimilarTo` for a negated one. */
export const matcherLabel = (d: Pick<RecordData, 'o' | 'x'>): string => (d.o ? '.not.' : '') + d.x

/**
 * The changes to mark, or null past `budget`: the stored word edits, else the core diff of the
 * two texts at char or word level (word level too when the received text was stored whole).
 */
export function pageEdits(d: Partial<TextsData>, char: boolean, budget = PAGE_DIFF_BUDGET): Edit[] | null {
  if (!char && d.w !== undefined) return storedWordEdits(d)
  return textEdits(d.e ?? '', receivedText(d) ?? '', char ? 'char' : 'word', budget)
}

/** The note shown instead of a diff past the budget. */
export const noDiffNote = (level: string): string =>
  `No ${level}-level diff: the texts are too repetitive to compare within the budget.`

/** The note above a text that was cut before it was recorded. */
export const cutNote = (name: string, shown: number, whole: number): string =>
  `${name} text cut at ${en(shown)} of ${en(whole)} characters`

/** The line under the filters. */
export const shownLine = (shown: number, total: number): string =>
  `${en(shown)} of ${en(total)} ${plural(total, 'assertion')} shown`

/** Which repeat of its test made a record (`repeat 2 of 3`), when the test made more than one. */
export const repeatLabel = (d: Pick<RecordData, 'p' | 'z'>): string | undefined =>
  d.z === undefined ? undefined : `repeat ${(d.p ?? 0) + 1} of ${d.z}`

/**
 * The score breakdown of an opened row, as `[term, value]` pairs in display order: the score as
 * the row shows it (digits enough never to read as its threshold), the threshold as the reports
 * write it.
 */
export function breakdown(d: RecordData): [string, string][] {
  const items: [string, unknown][] = [
    ['matcher', matcherLabel(d)],
    ['scorer', d.c],
    ['score', d.d],
  ]
  if (d.t !== undefined) items.push(['threshold', (d.o ? '< ' : '>= ') + d.t.toFixed(limitDigits(d.t, 2))])
  if (d.m !== undefined) items.push(['maxChanges', (d.o ? '> ' : '<= ') + d.m])
  if (d.n !== undefined) items.push(['changes', d.n])
  items.push(['pass', d.u ? 'not judged (no threshold or verdict)' : d.y ? 'yes' : 'no'], ['.not', d.o ? 'yes' : 'no'])
  if (d.l !== undefined) items.push(['line', d.l])
  items.push(['attempts', d.a || 1])
  const repeat = repeatLabel(d)
  if (repeat !== undefined) items.push(['repeat', repeat])
  else if (d.p !== undefined) items.push(['repeat', d.p])
  if (d.j !== undefined) items.push(['reject', d.j])
  if (d.k !== undefined) items.push(['lenient', d.k])
  if (d.g !== undefined) items.push(['guards', d.g])
  return items.map(([term, value]) => [term, String(value)])
}

/** What the search box matches against, lower-cased: file, test and both texts. */
export const searchText = (file: string | undefined, test: string | undefined, d: Partial<TextsData>): string =>
  [file, test, d.e || '', receivedText(d) || ''].join('\n').toLowerCase()
