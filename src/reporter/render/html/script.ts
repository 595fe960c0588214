// The report's only script, inline, plain ES2020, no framework, in two parts. DIFF_SCRIPT is pure
// (tests run it in Node against core): the word tokenizer and difflib's SequenceMatcher as the
// textual-difference scorer runs them (no junk, autojunk off), so the page's char-level diff has
// the scorer's opcodes without the report storing them. UI_SCRIPT filters and sorts the rows the
// page was served with, and fills a row's detail from the JSON data when it is opened; texts go in
// through textContent only, so no text is ever parsed as HTML. Its reading of the data is the
// other half of diff.ts.

/**
 * Defines `tokens(text)`, `opcodes(a, b, budget)` (throws 'budget' past `budget` steps), and the
 * readers of a record's data: `received(d)` and `wordEdits(d)`.
 */
export const DIFF_SCRIPT = String.raw`
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u
let segmenter
const tokens = (text) => {
  const out = []
  for (const t of text.match(/[\p{L}\p{M}\p{N}_]+|\s+|[\s\S]/gu) || []) {
    if (!UNSPACED.test(t)) out.push(t)
    else {
      segmenter = segmenter || new Intl.Segmenter('en', { granularity: 'word' })
      for (const s of segmenter.segment(t)) out.push(s.segment)
    }
  }
  return out
}
const opcodes = (a, b, budget) => {
  const b2j = new Map()
  for (let j = 0; j < b.length; j++) {
    const list = b2j.get(b[j])
    if (list) list.push(j)
    else b2j.set(b[j], [j])
  }
  let steps = 0
  const longest = (alo, ahi, blo, bhi) => {
    let bi = alo, bj = blo, size = 0, j2len = new Map()
    for (let i = alo; i < ahi; i++) {
      const next = new Map()
      for (const j of b2j.get(a[i]) || []) {
        if (j < blo) continue
        if (j >= bhi) break
        const k = (j2len.get(j - 1) || 0) + 1
        next.set(j, k)
        if (k > size) { bi = i - k + 1; bj = j - k + 1; size = k }
      }
      steps += next.size + 1
      if (steps > budget) throw new Error('budget')
      j2len = next
    }
    return [bi, bj, size]
  }
  const blocks = []
  const queue = [[0, a.length, 0, b.length]]
  while (queue.length > 0) {
    const [alo, ahi, blo, bhi] = queue.pop()
    const [i, j, k] = longest(alo, ahi, blo, bhi)
    if (k === 0) continue
    blocks.push([i, j, k])
    if (alo < i && blo < j) queue.push([alo, i, blo, j])
    if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi])
  }
  blocks.sort((x, y) => x[0] - y[0] || x[1] - y[1])
  const merged = []
  for (const block of blocks) {
    const last = merged[merged.length - 1]
    if (last && last[0] + last[2] === block[0] && last[1] + last[2] === block[1]) last[2] += block[2]
    else merged.push(block.slice())
  }
  merged.push([a.length, b.length, 0])
  const ops = []
  let i = 0, j = 0
  for (const [ai, bj, size] of merged) {
    const tag = i < ai && j < bj ? 'replace' : i < ai ? 'delete' : j < bj ? 'insert' : ''
    if (tag) ops.push([tag, i, ai, j, bj])
    i = ai + size; j = bj + size
    if (size) ops.push(['equal', ai, i, bj, j])
  }
  return ops
}
const nums = (s) => (s ? s.split(',').map((n) => parseInt(n, 36)) : [])
// The received text of a record's data (diff.ts), rebuilt from the word-level edits when needed.
const received = (d) => {
  if (d.r !== undefined || d.w === undefined) return d.r
  const n = nums(d.w)
  let out = '', a = 0
  for (let k = 0; k < n.length; k += 2) {
    out += d.e.slice(a, a + n[k]) + d.i[k / 2]
    a += n[k] + n[k + 1]
  }
  return (d.r = out + d.e.slice(a))
}
// [expected from, to, received from, to] of each word-level edit stored in a record's data.
const wordEdits = (d) => {
  const out = []
  const n = nums(d.w)
  let a = 0, b = 0
  for (let k = 0; k < n.length; k += 2) {
    a += n[k]; b += n[k]
    out.push([a, a + n[k + 1], b, b + d.i[k / 2].length])
    a += n[k + 1]; b += d.i[k / 2].length
  }
  return out
}
`

const UI_SCRIPT = String.raw`
const BUDGET = 20000000
const $ = (id) => document.getElementById(id)
const data = JSON.parse($('records-data').textContent)
const tbody = document.querySelector('#assertions tbody')
const rows = Array.from(tbody.querySelectorAll('tr.assertion'))
const failing = $('filter-failing'), sort = $('sort'), byFile = $('filter-file'), byScorer = $('filter-scorer')
const search = $('filter-search'), level = $('diff-level'), shown = $('shown-count')
const en = (n) => n.toLocaleString('en-US')
const el = (tag, cls, text) => {
  const node = document.createElement(tag)
  if (cls) node.className = cls
  if (text !== undefined) node.textContent = text
  return node
}
// [expected from, to, received from, to] of each non-equal opcode, or null past the budget.
const edits = (d, char) => {
  const key = char ? '_c' : '_w'
  if (d[key] !== undefined) return d[key]
  let out = []
  if (!char && d.w !== undefined) out = wordEdits(d)
  else {
    try {
      const [a, b] = char ? [d.e, received(d)] : [tokens(d.e), tokens(received(d))]
      const at = (list) => list.reduce((acc, t) => (acc.push(acc[acc.length - 1] + t.length), acc), [0])
      const [x, y] = char ? [null, null] : [at(a), at(b)]
      for (const [tag, i1, i2, j1, j2] of opcodes(a, b, BUDGET)) {
        if (tag !== 'equal') out.push(char ? [i1, i2, j1, j2] : [x[i1], x[i2], y[j1], y[j2]])
      }
    } catch (error) {
      if (error.message !== 'budget') throw error
      out = null
    }
  }
  return (d[key] = out)
}
const paint = (text, spans, tag, cls) => {
  const pre = el('pre', 'text ' + cls)
  let at = 0
  for (const [from, to] of spans || []) {
    if (from > at) pre.append(text.slice(at, from))
    if (to > from) pre.append(el(tag, '', text.slice(from, to)))
    at = Math.max(at, to)
  }
  pre.append(text.slice(at))
  return pre
}
const side = (name, text, length, spans, tag, cls) => {
  const box = el('div')
  box.append(el('h3', '', name))
  if (length !== undefined) {
    box.append(el('p', 'truncated', name + ' text cut at ' + en(text.length) + ' of ' + en(length) + ' characters'))
  }
  box.append(paint(text, spans, tag, cls))
  return box
}
const fill = (row) => {
  const d = data[row.dataset.index] || {}
  const cell = row.nextElementSibling.firstElementChild
  cell.textContent = ''
  if (d.e === undefined) cell.append(el('p', 'no-texts', 'No texts were recorded for this assertion.'))
  else {
    const ops = edits(d, level.value === 'char')
    if (ops === null) {
      cell.append(el('p', 'diff-note', 'No ' + level.value + '-level diff: the texts are too repetitive ' +
        'to compare within the budget.'))
    }
    const texts = el('div', 'texts')
    texts.append(side('Expected', d.e, d.el, ops && ops.map((o) => [o[0], o[1]]), 'del', 'expected'))
    texts.append(side('Received', received(d), d.rl, ops && ops.map((o) => [o[2], o[3]]), 'ins', 'received'))
    cell.append(texts)
  }
  const set = row.dataset
  const items = [['matcher', (d.o ? '.not.' : '') + set.matcher], ['scorer', set.scorer], ['score', set.score]]
  if (d.t !== undefined) items.push(['threshold', (d.o ? '< ' : '>= ') + d.t])
  if (d.m !== undefined) items.push(['maxChanges', (d.o ? '> ' : '<= ') + d.m])
  if (d.n !== undefined) items.push(['changes', d.n])
  items.push(['pass', set.pass === 'true' ? 'yes' : 'no'], ['.not', d.o ? 'yes' : 'no'])
  if (d.l !== undefined) items.push(['line', d.l])
  items.push(['attempts', d.a || 1])
  for (const [key, name] of [['p', 'repeat'], ['j', 'reject'], ['k', 'lenient']]) {
    if (d[key] !== undefined) items.push([name, d[key]])
  }
  const dl = el('dl', 'breakdown')
  for (const [k, v] of items) dl.append(el('dt', '', k), el('dd', '', String(v)))
  cell.append(dl)
}
const toggle = (row) => {
  const detail = row.nextElementSibling
  const open = detail.hidden
  if (open) fill(row)
  detail.hidden = !open
  const button = row.querySelector('button.expand')
  button.setAttribute('aria-expanded', String(open))
  button.textContent = open ? '−' : '+'
}
const haystack = (row) => {
  if (row._text === undefined) {
    const d = data[row.dataset.index] || {}
    row._text = [row.dataset.file, row.dataset.test, d.e || '', received(d) || ''].join('\n').toLowerCase()
  }
  return row._text
}
const apply = () => {
  const q = search.value.trim().toLowerCase()
  let count = 0
  for (const row of rows) {
    const show = (!failing.checked || row.dataset.pass === 'false') &&
      (!byFile.value || row.dataset.file === byFile.value) &&
      (!byScorer.value || row.dataset.scorer === byScorer.value) && (!q || haystack(row).includes(q))
    if (!show && !row.nextElementSibling.hidden) toggle(row)
    row.hidden = !show
    if (show) count++
  }
  shown.textContent = en(count) + ' of ' + en(rows.length) + ' assertions shown'
}
const order = () => {
  const sorted = rows.slice()
  const score = (row) => Number(row.dataset.score)
  if (sort.value === 'lowest') sorted.sort((x, y) => score(x) - score(y) || x.dataset.index - y.dataset.index)
  for (const row of sorted) tbody.append(row, row.nextElementSibling)
}
// The buttons and detail rows are made here, not served: without script they do nothing, and
// 2,000 of them are a tenth of the size budget. So is the matcher column (its name is on each
// row's data-matcher already): served, it would cost 2,000 copies of a name.
tbody.parentElement.tHead.rows[0].cells[2].after(el('th', '', 'Matcher'))
for (const row of rows) {
  const negated = (data[row.dataset.index] || {}).o
  row.cells[2].after(el('td', '', (negated ? '.not.' : '') + row.dataset.matcher))
  const button = el('button', 'expand', '+')
  button.type = 'button'
  button.setAttribute('aria-expanded', 'false')
  button.setAttribute('aria-label', 'Show texts and score breakdown')
  row.firstElementChild.append(button)
  const detail = el('tr', 'detail')
  detail.hidden = true
  detail.append(el('td'))
  detail.firstElementChild.colSpan = 8
  row.after(detail)
}
tbody.addEventListener('click', (event) => {
  const button = event.target.closest('button.expand')
  if (button) toggle(button.closest('tr'))
})
for (const input of [failing, byFile, byScorer]) input.addEventListener('change', apply)
search.addEventListener('input', apply)
sort.addEventListener('change', order)
level.addEventListener('change', () => {
  for (const row of rows) if (!row.nextElementSibling.hidden) fill(row)
})
// A reload may restore a choice of order; the page is served in file order.
if (sort.value !== 'file') order()
apply()
`

/** The page's script: both parts in one function scope, run once the page is parsed. */
export const SCRIPT = `(() => {\n'use strict'\n${DIFF_SCRIPT}${UI_SCRIPT}})()\n`
