import type { Edit } from '../../../../core/diff.js'
import {
  decodePageData,
  decodeTextChunk,
  type PageData,
  RECORDS_BLOCK_ID,
  type RecordData,
  receivedText,
  type TextsData,
  textBlockId,
  textChunkOf,
} from '../data.js'
import {
  breakdown,
  cutNote,
  matcherLabel,
  noDiffNote,
  pageEdits,
  repeatLabel,
  searchText,
  shownLine,
} from './detail.js'

// The report's only script, bundled into one inline IIFE at build time. It draws the assertion
// rows from the records data, a page at a time as they scroll into view, filters and sorts them,
// and fills a row's detail when it is opened, reading and inflating only the data block of that
// row's text chunk. Texts go in through textContent only, so no text is ever parsed as HTML.

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T
let page: PageData = { files: [], scorers: {}, records: [] }
let data: RecordData[] = []
const tbody = document.querySelector('#assertions tbody') as HTMLTableSectionElement
const failing = $<HTMLInputElement>('filter-failing')
const sort = $<HTMLSelectElement>('sort')
const byFile = $<HTMLSelectElement>('filter-file')
const byScorer = $<HTMLSelectElement>('filter-scorer')
const search = $<HTMLInputElement>('filter-search')
const level = $<HTMLSelectElement>('diff-level')
const shown = $('shown-count')
const more = $('more-rows')
const earlier = $('earlier-rows')

/**
 * Rows drawn per page: a screen and more, few enough that laying out a page stays well under the
 * 100 ms a row may take to open (200 rows took several times that on a busy machine).
 */
const PAGE = 50
/**
 * Rows drawn when the filters change (and on load): a screen of them. Laying them out is most of
 * the page's load past its texts; the rest follow as the table's end nears the view.
 */
const FIRST = 25

const chunkCache = new Map<number, Promise<Partial<TextsData>[]>>()
const receivedCache = new Map<number, string | undefined>()
const editsCache = new Map<number, { char?: Edit[] | null; word?: Edit[] | null }>()
const searchCache: (string | undefined)[] = []

const fileOf = (d: RecordData): string => page.files[d.f] ?? ''

function chunk(k: number): Promise<Partial<TextsData>[]> {
  let texts = chunkCache.get(k)
  if (texts === undefined) {
    const encoded = document.getElementById(textBlockId(k))?.textContent
    texts = encoded ? decodeTextChunk(encoded) : Promise.resolve([])
    chunkCache.set(k, texts)
  }
  return texts
}

/** A record with its texts. */
async function full(index: number): Promise<RecordData> {
  const { chunk: k, at } = textChunkOf(index)
  const texts = (await chunk(k))[at]
  return { ...(data[index] as RecordData), ...texts }
}

function received(index: number, d: RecordData): string | undefined {
  if (!receivedCache.has(index)) receivedCache.set(index, receivedText(d))
  return receivedCache.get(index)
}

function edits(index: number, d: RecordData, char: boolean): Edit[] | null {
  const cached = editsCache.get(index) ?? {}
  editsCache.set(index, cached)
  const key = char ? 'char' : 'word'
  if (cached[key] === undefined) cached[key] = pageEdits({ ...d, r: received(index, d) }, char)
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

const indexOf = (row: HTMLTableRowElement): number => Number(row.dataset.index)

/** The row's detail row, made when first opened. */
function detailOf(row: HTMLTableRowElement): HTMLTableRowElement | null {
  const next = row.nextElementSibling as HTMLTableRowElement | null
  return next?.classList.contains('detail') ? next : null
}

async function fill(row: HTMLTableRowElement, detail: HTMLTableRowElement): Promise<void> {
  const index = indexOf(row)
  const d = await full(index)
  const cell = detail.firstElementChild as HTMLTableCellElement
  cell.textContent = ''
  if (d.e === undefined) cell.append(el('p', 'no-texts', 'No texts were recorded for this assertion.'))
  else {
    const ops = edits(index, d, level.value === 'char')
    if (ops === null) cell.append(el('p', 'diff-note', noDiffNote(level.value)))
    const texts = el('div', 'texts')
    const expected = ops?.map((o): [number, number] => [o[0], o[1]])
    const inserted = ops?.map((o): [number, number] => [o[2], o[3]])
    texts.append(side('Expected', d.e, d.el, expected, 'del', 'expected'))
    texts.append(side('Received', received(index, d) ?? '', d.rl, inserted, 'ins', 'received'))
    cell.append(texts)
  }
  const dl = el('dl', 'breakdown')
  for (const [term, value] of breakdown(d)) dl.append(el('dt', '', term), el('dd', '', value))
  cell.append(dl)
}

async function toggle(row: HTMLTableRowElement): Promise<void> {
  let detail = detailOf(row)
  const open = detail === null || detail.hidden
  if (open) {
    if (detail === null) {
      detail = el('tr', 'detail')
      detail.hidden = true
      const cell = el('td')
      cell.colSpan = 8
      detail.append(cell)
      row.after(detail)
    }
    await fill(row, detail)
  }
  if (detail === null) return
  detail.hidden = !open
  const button = row.querySelector('button.expand') as HTMLButtonElement
  button.setAttribute('aria-expanded', String(open))
  button.textContent = open ? '−' : '+'
}

function makeRow(index: number): HTMLTableRowElement {
  const d = data[index] as RecordData
  const row = el('tr', 'assertion')
  const file = fileOf(d)
  Object.assign(row.dataset, {
    index: String(index),
    file,
    test: d.s,
    scorer: d.c,
    matcher: d.x,
    pass: String(d.y === true),
    score: String(d.v),
  })
  const button = el('button', 'expand', '+')
  button.type = 'button'
  button.setAttribute('aria-expanded', 'false')
  button.setAttribute('aria-label', 'Show texts and score breakdown')
  const first = el('td')
  first.append(button)
  row.append(
    first,
    el('td', '', file),
    testCell(d),
    el('td', '', matcherLabel(d)),
    el('td', '', page.scorers[d.c] ?? d.c),
    el('td', d.b, d.d),
    el('td', '', d.q),
    d.u ? el('td', 'muted', '–') : el('td', d.y ? 'pass' : 'fail', d.y ? '✓' : '✗'),
  )
  return row
}

/** The test's name, and which repeat of it made the record when the test ran more than once. */
function testCell(d: RecordData): HTMLTableCellElement {
  const cell = el('td', '', d.s)
  const label = repeatLabel(d)
  if (label !== undefined) cell.append(' ', el('span', 'repeat', label))
  return cell
}

/**
 * The indexes the filters keep, in the chosen order; those from `start` to `end` are rows. The
 * window grows down as the table's end scrolls into view, and up on "Show earlier"; opening a
 * record far from it moves it to that record's page instead of drawing every row before it.
 */
let order: number[] = []
let start = 0
let end = 0

function draw(reset: boolean, from = 0, count = PAGE): void {
  if (reset) {
    tbody.textContent = ''
    start = from
    end = from
  }
  const rows = order.slice(end, end + count).map(makeRow)
  tbody.append(...rows)
  end += rows.length
  more.hidden = end >= order.length
  earlier.hidden = start === 0
}

function drawEarlier(): void {
  const from = Math.max(0, start - PAGE)
  tbody.prepend(...order.slice(from, start).map(makeRow))
  start = from
  earlier.hidden = start === 0
}

let allTexts: Promise<unknown> | undefined
function haystack(index: number, d: RecordData): string {
  let text = searchCache[index]
  if (text === undefined) {
    text = searchText(fileOf(d), d.s, { ...d, r: received(index, d) })
    searchCache[index] = text
  }
  return text
}

let generation = 0
async function apply(): Promise<void> {
  const mine = ++generation
  const q = search.value.trim().toLowerCase()
  let withTexts: RecordData[] | undefined
  if (q) {
    allTexts ??= Promise.all(data.map((_, k) => full(k)))
    withTexts = (await allTexts) as RecordData[]
    if (mine !== generation) return
  }
  const keep = data.flatMap((d, k) =>
    (!failing.checked || d.y !== true) &&
    (!byFile.value || fileOf(d) === byFile.value) &&
    (!byScorer.value || d.c === byScorer.value) &&
    (!q || haystack(k, withTexts?.[k] ?? d).includes(q))
      ? [k]
      : [],
  )
  const score = (k: number): number => (data[k] as RecordData).v
  if (sort.value === 'lowest') keep.sort((x, y) => score(x) - score(y) || x - y)
  order = keep
  shown.textContent = shownLine(keep.length, data.length)
  draw(true, 0, FIRST)
}

/**
 * The page's own API, for scripts and tests that cannot scroll: opens the row of record `index`
 * (drawing the pages before it), resolving with its row once its detail is filled, or null when
 * the filters hide it.
 */
async function openRecord(index: number): Promise<HTMLTableRowElement | null> {
  await ready
  // Its texts are inflating while its page is drawn.
  void chunk(textChunkOf(index).chunk)
  const at = order.indexOf(index)
  if (at === -1) return null
  if (at < start || at >= end + PAGE) draw(true, at - (at % PAGE))
  else if (at >= end) draw(false)
  const row = tbody.querySelector<HTMLTableRowElement>(`tr.assertion[data-index="${index}"]`)
  if (row === null) return null
  const detail = detailOf(row)
  if (detail === null || detail.hidden) await toggle(row)
  row.scrollIntoView({ block: 'nearest' })
  return row
}
Object.assign(window, { expectSimilarReport: { open: openRecord } })

tbody.addEventListener('click', (event) => {
  const button = (event.target as Element).closest('button.expand')
  if (button) void toggle(button.closest('tr') as HTMLTableRowElement)
})
for (const input of [failing, byFile, byScorer, sort]) input.addEventListener('change', () => void apply())
search.addEventListener('input', () => void apply())
level.addEventListener('change', () => {
  for (const detail of Array.from(tbody.querySelectorAll<HTMLTableRowElement>('tr.detail:not([hidden])'))) {
    void fill(detail.previousElementSibling as HTMLTableRowElement, detail)
  }
})
$('show-more').addEventListener('click', () => draw(false))
$('show-earlier').addEventListener('click', drawEarlier)
// The next page is drawn before the end of the table scrolls into view; observed afresh after
// each page, so a page that leaves the end still in view draws the next one too.
const watch = new IntersectionObserver(
  (entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    draw(false)
    watch.unobserve(more)
    watch.observe(more)
  },
  { rootMargin: '800px' },
)
watch.observe(more)
// The records are inflated before the first rows are drawn: a few milliseconds for 20,000. The
// section's data-ready says when the rows are there, for scripts and tests.
const section = $('assertions')
const ready = decodePageData($(RECORDS_BLOCK_ID).textContent ?? '""')
  .then(async (decoded) => {
    page = decoded
    data = page.records
    await apply()
    section.dataset.ready = 'true'
    performance.mark('expect-similar:rows')
  })
  .catch((error: unknown) => {
    shown.textContent = `The assertions could not be read: ${String(error)}`
    throw error
  })
