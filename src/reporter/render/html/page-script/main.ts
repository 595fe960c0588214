import type { Edit } from '../../../../core/diff.js'
import { type RecordData, receivedText } from '../data.js'
import { breakdown, cutNote, matcherLabel, noDiffNote, pageEdits, searchText, shownLine } from './detail.js'

// The report's only script, bundled into one inline IIFE at build time. It filters and sorts the
// rows the page was served with, and fills a row's detail from the JSON data when it is opened.
// Texts go in through textContent only, so no text is ever parsed as HTML.

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T
const data = JSON.parse($('records-data').textContent ?? '[]') as RecordData[]
const tbody = document.querySelector('#assertions tbody') as HTMLTableSectionElement
const rows = Array.from(tbody.querySelectorAll<HTMLTableRowElement>('tr.assertion'))
const failing = $<HTMLInputElement>('filter-failing')
const sort = $<HTMLSelectElement>('sort')
const byFile = $<HTMLSelectElement>('filter-file')
const byScorer = $<HTMLSelectElement>('filter-scorer')
const search = $<HTMLInputElement>('filter-search')
const level = $<HTMLSelectElement>('diff-level')
const shown = $('shown-count')

// Decoded and diffed once per record, when first needed.
const receivedCache = new WeakMap<RecordData, string | undefined>()
const editsCache = new WeakMap<RecordData, { char?: Edit[] | null; word?: Edit[] | null }>()
const searchCache = new WeakMap<HTMLTableRowElement, string>()

const dataOf = (row: HTMLTableRowElement): RecordData => data[Number(row.dataset.index)] || {}
const detailOf = (row: HTMLTableRowElement): HTMLTableRowElement => row.nextElementSibling as HTMLTableRowElement

function received(d: RecordData): string | undefined {
  if (!receivedCache.has(d)) receivedCache.set(d, receivedText(d))
  return receivedCache.get(d)
}

function edits(d: RecordData, char: boolean): Edit[] | null {
  const cached = editsCache.get(d) ?? {}
  editsCache.set(d, cached)
  const key = char ? 'char' : 'word'
  if (cached[key] === undefined) cached[key] = pageEdits({ ...d, r: received(d) }, char)
  return cached[key]
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (cls) node.className = cls
  if (text !== undefined) node.textContent = text
  return node
}

function paint(text: string, spans: [number, number][] | undefined, tag: 'del' | 'ins', cls: string): HTMLPreElement {
  const pre = el('pre', `text ${cls}`)
  let at = 0
  for (const [from, to] of spans || []) {
    if (from > at) pre.append(text.slice(at, from))
    if (to > from) pre.append(el(tag, '', text.slice(from, to)))
    at = Math.max(at, to)
  }
  pre.append(text.slice(at))
  return pre
}

function side(
  name: string,
  text: string,
  length: number | undefined,
  spans: [number, number][] | undefined,
  tag: 'del' | 'ins',
  cls: string,
): HTMLDivElement {
  const box = el('div')
  box.append(el('h3', '', name))
  if (length !== undefined) box.append(el('p', 'truncated', cutNote(name, text.length, length)))
  box.append(paint(text, spans, tag, cls))
  return box
}

function fill(row: HTMLTableRowElement): void {
  const d = dataOf(row)
  const cell = detailOf(row).firstElementChild as HTMLTableCellElement
  cell.textContent = ''
  if (d.e === undefined) cell.append(el('p', 'no-texts', 'No texts were recorded for this assertion.'))
  else {
    const ops = edits(d, level.value === 'char')
    if (ops === null) cell.append(el('p', 'diff-note', noDiffNote(level.value)))
    const texts = el('div', 'texts')
    texts.append(
      side(
        'Expected',
        d.e,
        d.el,
        ops?.map((o) => [o[0], o[1]]),
        'del',
        'expected',
      ),
    )
    texts.append(
      side(
        'Received',
        received(d) ?? '',
        d.rl,
        ops?.map((o) => [o[2], o[3]]),
        'ins',
        'received',
      ),
    )
    cell.append(texts)
  }
  const dl = el('dl', 'breakdown')
  for (const [term, value] of breakdown(d, row.dataset)) dl.append(el('dt', '', term), el('dd', '', value))
  cell.append(dl)
}

function toggle(row: HTMLTableRowElement): void {
  const detail = detailOf(row)
  const open = detail.hidden
  if (open) fill(row)
  detail.hidden = !open
  const button = row.querySelector('button.expand') as HTMLButtonElement
  button.setAttribute('aria-expanded', String(open))
  button.textContent = open ? '−' : '+'
}

function haystack(row: HTMLTableRowElement): string {
  let text = searchCache.get(row)
  if (text === undefined) {
    const d = dataOf(row)
    text = searchText(row.dataset.file, row.dataset.test, { ...d, r: received(d) })
    searchCache.set(row, text)
  }
  return text
}

function apply(): void {
  const q = search.value.trim().toLowerCase()
  let count = 0
  for (const row of rows) {
    const show =
      (!failing.checked || row.dataset.pass === 'false') &&
      (!byFile.value || row.dataset.file === byFile.value) &&
      (!byScorer.value || row.dataset.scorer === byScorer.value) &&
      (!q || haystack(row).includes(q))
    if (!show && !detailOf(row).hidden) toggle(row)
    row.hidden = !show
    if (show) count++
  }
  shown.textContent = shownLine(count, rows.length)
}

function order(): void {
  const sorted = rows.slice()
  const score = (row: HTMLTableRowElement): number => Number(row.dataset.score)
  const index = (row: HTMLTableRowElement): number => Number(row.dataset.index)
  if (sort.value === 'lowest') sorted.sort((x, y) => score(x) - score(y) || index(x) - index(y))
  for (const row of sorted) tbody.append(row, detailOf(row))
}

// The buttons and detail rows are made here, not served: without script they do nothing, and
// 2,000 of them are a tenth of the size budget. So is the matcher column (its name is on each
// row's data-matcher already): served, it would cost 2,000 copies of a name.
const head = (tbody.parentElement as HTMLTableElement).tHead
head?.rows[0]?.cells[2]?.after(el('th', '', 'Matcher'))
for (const row of rows) {
  row.cells[2]?.after(el('td', '', matcherLabel(dataOf(row), row.dataset.matcher)))
  const button = el('button', 'expand', '+')
  button.type = 'button'
  button.setAttribute('aria-expanded', 'false')
  button.setAttribute('aria-label', 'Show texts and score breakdown')
  row.firstElementChild?.append(button)
  const detail = el('tr', 'detail')
  detail.hidden = true
  const cell = el('td')
  cell.colSpan = 8
  detail.append(cell)
  row.after(detail)
}
tbody.addEventListener('click', (event) => {
  const button = (event.target as Element).closest('button.expand')
  if (button) toggle(button.closest('tr') as HTMLTableRowElement)
})
for (const input of [failing, byFile, byScorer]) input.addEventListener('change', apply)
search.addEventListener('input', apply)
sort.addEventListener('change', order)
level.addEventListener('change', () => {
  for (const row of rows) if (!detailOf(row).hidden) fill(row)
})
// A reload may restore a choice of order; the page is served in file order.
if (sort.value !== 'file') order()
apply()
