import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { HTML_BUDGET_BYTES, syntheticOutcome } from '../../../../bench/html.js'
import type { HistoryEntry, RunOutcome } from '../../../../src/reporter/model.js'
import { buildReport } from '../../../../src/reporter/store/report.js'
import { historyEntry } from '../../../../src/reporter/store/history.js'
import { renderHtml } from '../../../../src/reporter/render/html/page.js'
import { SAMPLE, outcomeOf, rec } from '../../helpers.js'
import { repeatLabel } from '../../../../src/reporter/render/html/page-script/detail.js'
import { type RecordData, receivedText, TEXT_CHUNK } from '../../../../src/reporter/render/html/data.js'
import { pageDataOf, pageTextsOf, textBlocksOf } from './page-blocks.js'

const TIME = '2025-03-04T05:06:07.000Z'
const SAMPLE_FILES = ['test/evals/summary.test.ts', 'test/evals/translate.test.ts']
const render = (outcome: RunOutcome): string => renderHtml(outcome, { timestamp: TIME })

/** Every tag with this attribute (and value, if given), as raw start tags. */
function tags(html: string, attr: string, value?: string): string[] {
  const v = value === undefined ? '(?:="[^"]*")?' : `="${value}"`
  return html.match(new RegExp(`<[a-z]+\\b[^>]*\\s${attr}${v}[^>]*>`, 'g')) ?? []
}

function attrOf(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
}

function section(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}">`)
  if (start === -1) return ''
  return html.slice(start, html.indexOf('</section>', start) + '</section>'.length)
}

/** The records of the page's data, each with its file name instead of its file index. */
async function pageData(html: string): Promise<Record<string, unknown>[]> {
  const { files, records } = await pageDataOf(html)
  return records.map((d) => ({ ...d, f: files[d.f as number] }))
}

// The keys of a record's row (see RecordData), apart from its breakdown.
const ROW_KEYS = ['f', 's', 'c', 'x', 'v', 'd', 'b', 'y', 'q']
const breakdownOf = (d: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(d).filter(([key]) => !ROW_KEYS.includes(key)))

function withTexts(expected: string, received: string, expectedLength = expected.length) {
  return { texts: { expected, received, expectedLength, receivedLength: received.length } }
}

describe('renderHtml', () => {
  const outcome = {
    ...outcomeOf(SAMPLE, { thresholds: { mean: 0.7, passRate: 0.9 } }),
    git: { commit: 'abc1234def', branch: 'feature/x' },
  }
  const html = render(outcome)

  it('is one self-contained page: inline style and script, nothing fetched', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(html).toContain('<style>')
    expect(html).not.toMatch(/https?:|\ssrc=|\shref=|<link|@import|url\(/i)
    expect(html).toContain('prefers-color-scheme:dark')
  })

  it('heads the page with the runner, time, commit and branch', () => {
    const header = html.slice(html.indexOf('<header id="run">'), html.indexOf('</header>'))
    expect(header).toContain('vitest 4.1.12')
    expect(header).toContain(`<time datetime="${TIME}">`)
    expect(header).toMatch(/data-field="commit"[^>]*>abc1234def</)
    expect(header).toMatch(/data-field="branch"[^>]*>feature\/x</)
    expect(render(outcomeOf(SAMPLE))).not.toContain('data-field="commit"')
  })

  it('gives each total its raw number, as the JSON report writes it', () => {
    const totals = buildReport(outcome, TIME).totals
    for (const key of ['assertions', 'passed', 'failed', 'mean', 'passRate'] as const) {
      const [tag] = tags(html, 'data-total', key)
      expect(Number(attrOf(tag as string, 'data-value'))).toBe(totals[key])
    }
    expect(html).toMatch(/data-total="mean" data-value="[^"]+">0\.72</)
  })

  it('lists every gate result with its verdict, in the words of the other summaries', () => {
    const gates = tags(html, 'data-gate')
    expect(gates.map((g) => [attrOf(g, 'data-gate'), attrOf(g, 'data-passed')])).toEqual([
      ['mean', 'true'],
      ['passRate', 'false'],
    ])
    expect(section(html, 'gates')).toContain('✗ run pass rate 0.571 is below 0.900 by 0.329')
    expect(section(render(outcomeOf(SAMPLE)), 'gates')).toContain('No gates configured.')
  })

  it('has a file table row per file and a total row, with raw means and pass rates and score bars', () => {
    const rows = tags(html, 'data-file').filter((t) => t.startsWith('<tr') && !t.includes('assertion'))
    expect(rows.map((r) => attrOf(r, 'data-file'))).toEqual([
      'test/evals/summary.test.ts',
      'test/evals/translate.test.ts',
    ])
    expect(tags(html, 'data-total').filter((t) => t.startsWith('<tr'))).toHaveLength(1)
    const table = html.slice(
      html.indexOf('<table id="files">'),
      html.indexOf('</table>', html.indexOf('<table id="files">')),
    )
    const file = outcome.summary.files[0]
    expect(table).toContain(`data-value="${file?.mean}"`)
    expect(table).toContain(`data-value="${file?.passRate}"`)
    expect(table).toMatch(/class="bar (high|mid|low)"/)
  })

  it('draws one histogram per scorer present, with a title', () => {
    const svgs = tags(section(html, 'histograms'), 'data-scorer')
    expect(svgs.map((s) => attrOf(s, 'data-scorer'))).toEqual(['content-similarity', 'textual-difference'])
    expect(section(html, 'histograms')).toContain('<title>Similarity: scores of 5 assertions</title>')
    expect(section(html, 'histograms')).toContain('<title>0.9–1.0: 1 assertion</title>')
  })

  // The script draws the rows (data-index, data-file, ... as docs/reporters.md lists) from these.
  it('carries every record for an assertion row, in JSON-report order, with its row facts', async () => {
    const data = await pageData(html)
    const records = buildReport(outcome, TIME).records
    expect(data).toHaveLength(records.length)
    data.forEach((d, k) => {
      const r = records[k]
      expect(d.f).toBe(r?.file)
      expect(d.s).toBe(r?.test)
      expect(d.c).toBe(r?.scorer)
      expect(d.x).toBe(r?.matcher)
      expect(d.y).toBe(r?.pass)
      expect(d.v).toBe(r?.score)
    })
    expect(tags(html, 'class', 'assertion')).toHaveLength(0)
  })

  it("colors a score by its assertion's verdict and margin, .not ones too, not by a fixed band", async () => {
    const page = render(
      outcomeOf([
        rec({ file: 'a.test.ts', test: 'passes a low min', score: 0.462, threshold: 0.4 }),
        rec({ file: 'a.test.ts', test: 'fails a high min', score: 0.732, threshold: 0.8 }),
        rec({ file: 'a.test.ts', test: 'passes narrowly', score: 0.82, threshold: 0.8 }),
        rec({ file: 'a.test.ts', test: 'not', score: 0.2, threshold: 0.5, isNot: true, pass: true }),
        rec({ file: 'a.test.ts', test: 'not failed', score: 0.6, threshold: 0.5, isNot: true, pass: false }),
      ]),
    )
    expect((await pageData(page)).map((d) => [d.s, d.b, d.d])).toEqual([
      ['fails a high min', 'bad', '0.732'],
      ['not', 'good', '0.200'],
      ['not failed', 'bad', '0.600'],
      ['passes a low min', 'good', '0.462'],
      ['passes narrowly', 'mid', '0.820'],
    ])
  })

  it('says on each row of a repeated test which repeat made it, and nothing on a test run once', async () => {
    const page = render(
      outcomeOf([
        rec({ file: 'a.test.ts', test: 'flaky', score: 0.9, repeat: 0 }),
        rec({ file: 'a.test.ts', test: 'flaky', score: 0.8, repeat: 1 }),
        rec({ file: 'a.test.ts', test: 'flaky', score: 0.7, repeat: 2 }),
        rec({ file: 'a.test.ts', test: 'once', score: 0.9 }),
      ]),
    )
    const data = await pageData(page)
    expect(data.map((d) => [d.s, d.p, d.z])).toEqual([
      ['flaky', undefined, 3],
      ['flaky', 1, 3],
      ['flaky', 2, 3],
      ['once', undefined, undefined],
    ])
    expect(data.map((d) => repeatLabel(d as Pick<RecordData, 'p' | 'z'>))).toEqual([
      'repeat 1 of 3',
      'repeat 2 of 3',
      'repeat 3 of 3',
      undefined,
    ])
  })

  it('has the filter, sort and diff controls, with the files and scorers to choose from', () => {
    const s = section(html, 'assertions')
    expect(s).toContain('<input type="checkbox" id="filter-failing">')
    expect(s).toMatch(/<select id="sort"><option value="file">[^<]*<\/option><option value="lowest">/)
    expect(s).toMatch(
      /<select id="filter-file"><option value="">all files<\/option><option value="test\/evals\/summary/,
    )
    expect(s).toMatch(
      /<select id="filter-scorer"><option value="">all scorers<\/option><option value="content-similarity">/,
    )
    expect(s).toContain('<input type="search" id="filter-search"')
    expect(s).toMatch(/<select id="diff-level"><option value="word">[^<]*<\/option><option value="char">/)
    expect(s).toContain('<p id="shown-count">7 of 7 assertions shown</p>')
  })

  it('puts each breakdown field a row does not show in the data, defaults left out', async () => {
    const data = (await pageData(html)).map(breakdownOf)
    expect(data).toContainEqual({ t: 0.7 })
    expect(data).toContainEqual({ t: 0.7, a: 2 })
    expect(data).toContainEqual({ m: 4, n: 3 })
    expect(data.some((d) => d.a === 2)).toBe(true)
    expect(data.some((d) => d.p === 1)).toBe(true)
  })

  it('carries the texts for the page to diff, and nothing for a record without texts', async () => {
    const records = [
      rec({ file: 'a.test.ts', test: 'with', score: 0.8, ...withTexts('The quick brown fox', 'The quick red fox') }),
      rec({ file: 'a.test.ts', test: 'without', score: 0.8 }),
    ]
    const data = await pageTextsOf(render(outcomeOf(records)))
    expect(data[0]).toMatchObject({ e: 'The quick brown fox' })
    expect(receivedText(data[0] as never)).toBe('The quick red fox')
    expect(data[1]).not.toHaveProperty('e')
  })

  it('tells the page where a text was cut', async () => {
    const cut = rec({ file: 'a.test.ts', test: 'long', score: 0.8, ...withTexts('abc', 'abd', 54_321) })
    expect((await pageTextsOf(render(outcomeOf([cut]))))[0]).toMatchObject({ e: 'abc', el: 54_321 })
  })

  it('keeps the texts out of the page until a row opens: deflated, in chunks of records', async () => {
    const records = Array.from({ length: TEXT_CHUNK + 1 }, (_, k) =>
      rec({ file: 'a.test.ts', test: `t${k}`, score: 0.8, ...withTexts(`expected words ${k}`, `received words ${k}`) }),
    )
    const outcome = outcomeOf(records)
    const page = render(outcome)
    expect(page).not.toContain('expected words')
    expect(textBlocksOf(page)).toHaveLength(2)
    expect(textBlocksOf(page).every((block) => /^[A-Za-z0-9+/]+=*$/.test(block))).toBe(true)
    const texts = await pageTextsOf(page)
    expect(texts.map((t) => [t.e, receivedText(t)])).toEqual(
      outcome.summary.records.map((r) => [r.texts?.expected, r.texts?.received]),
    )
  })

  it('escapes test names, file paths and texts: they render as text, never as markup or script', async () => {
    const evil = '<img src=x onerror=alert(1)>'
    const file = `test/"quoted" 'file' <b>.test.ts`
    const received = 'ok </script><script>alert(1)</script> <!-- \u2028 \u2029 & done'
    const records = [
      rec({ file, test: evil, score: 0.9, ...withTexts('ok </script> <!--', received) }),
      rec({ file, test: 'plain', score: 0.5, ...withTexts('a', 'b') }),
    ]
    const page = render(outcomeOf(records, { thresholds: { files: { [file]: { mean: 0.9 } } } }))
    expect(page).not.toContain(evil)
    // The rows are drawn from the data through the DOM's text APIs (test/browser/report.test.ts).
    expect(page).not.toContain(file)
    expect(page).toContain('data-file="test/&quot;quoted&quot; &#39;file&#39; &lt;b&gt;.test.ts"')
    // Two script elements for the data and one for the code: no text opened another.
    expect(page.match(/<script/g)).toHaveLength(3)
    expect(page.match(/<\/script>/g)).toHaveLength(3)
    expect(page).not.toMatch(/<!--|\u2028|\u2029/)
    expect((await pageData(page))[0]).toMatchObject({ s: evil, f: file })
    const data = await pageTextsOf(page)
    expect(data[0]).toMatchObject({ e: 'ok </script> <!--' })
    expect(receivedText(data[0] as never)).toBe(received)
    expect(section(page, 'gates')).toContain('&quot;test/\\&quot;quoted\\&quot; &#39;file&#39; &lt;b&gt;.test.ts&quot;')
  })

  it('escapes every attribute made of record data: a matcher or scorer name cannot add an attribute', async () => {
    // What task meta or a hand-edited report could carry if validation were bypassed.
    const hostile = 'x" onmouseover="alert(1)'
    const page = render(outcomeOf([rec({ file: 'a.test.ts', test: 't', score: 0.9, matcher: hostile as never })]))
    expect(page).not.toContain(hostile)
    // An attribute of its own would follow a closing quote.
    expect(page).not.toMatch(/"\s*onmouseover=/)
    // The row's data-matcher is set by the page script through the DOM (test/browser/hostile.test.ts).
    expect((await pageData(page))[0]?.x).toBe(hostile)
  })

  it('has a Content-Security-Policy that allows only its own style and script, by hash, and no request', () => {
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1] ?? ''
    const policy = Object.fromEntries(meta.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]))
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] as string
    const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] as string
    expect(policy).toEqual({
      'default-src': "'none'",
      'script-src': hash(script),
      'style-src': hash(style),
      'connect-src': "'none'",
      'form-action': "'none'",
      'base-uri': "'none'",
    })
    // Before the style and script it governs, and no style attribute it would block.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style>'))
    expect(html).not.toMatch(/\sstyle=/)
  })

  it('shows the baseline deltas only with a baseline comparison', () => {
    expect(section(html, 'baseline')).toBe('')
    const compared: RunOutcome = {
      ...outcome,
      baseline: {
        path: 'base.json',
        files: [{ file: 'test/evals/summary.test.ts', baseline: 0.9, current: 0.803, delta: -0.097 }],
        added: ['test/evals/translate.test.ts'],
        removed: ['test/old.test.ts'],
      },
    }
    const s = section(render(compared), 'baseline')
    expect(s).toContain('1 file compared')
    expect(s).toMatch(/data-file="test\/evals\/summary.test.ts".*class="num bad" data-value="-0.097">▼0.097/)
    expect(s).toContain('New: <span class="mono">test/evals/translate.test.ts</span>')
    expect(s).toContain('Removed: <span class="mono">test/old.test.ts</span>')
  })

  it('draws trends only with a history: the run, and each file with a past run', () => {
    expect(section(html, 'trends')).toBe('')
    const entry = (timestamp: string, files: string[]): HistoryEntry => ({
      v: 1,
      timestamp,
      commit: null,
      branch: null,
      runner: { name: 'vitest', version: '4.1.12' },
      total: { assertions: 7, mean: 0.7, passRate: 0.8 },
      files: files.map((file) => ({ file, assertions: 3, mean: 0.75, passRate: 1 })),
    })
    const history = {
      path: '.scores/history.jsonl',
      appended: true,
      entries: [
        entry('2025-03-01T00:00:00Z', ['test/evals/summary.test.ts']),
        entry(TIME, ['test/evals/summary.test.ts', 'test/evals/translate.test.ts']),
      ],
    }
    const s = section(render({ ...outcome, history }), 'trends')
    expect(tags(s, 'data-trend').map((t) => attrOf(t, 'data-trend'))).toEqual(['run', 'test/evals/summary.test.ts'])
    expect(s).toMatch(/<circle[^>]*><title>2025-03-01T00:00:00Z: mean 0.700, pass rate 0.800, 7 scored<\/title>/)
    expect(s).toContain('<h3 id="movers">No file&#39;s mean moved since the previous run (2025-03-01T00:00:00Z)</h3>')
    // This run's summary.test.ts at 0.85: up 0.100 since the previous run, the biggest mover.
    const [past, now] = history.entries as [HistoryEntry, HistoryEntry]
    const moved = { ...now, files: now.files.map((f, i) => (i === 0 ? { ...f, mean: 0.85 } : f)) }
    const m = section(render({ ...outcome, history: { ...history, entries: [past, moved] } }), 'trends')
    expect(m).toContain('<h3 id="movers">Biggest movers since the previous run (2025-03-01T00:00:00Z)</h3>')
    expect(m).toContain(
      '<tr data-mover="test/evals/summary.test.ts"><td class="mono">test/evals/summary.test.ts</td>' +
        '<td class="num">0.75</td><td class="num">0.85</td><td class="num good">▲0.100</td></tr>',
    )
    // The file table's trend column is the view's sparkline, in the charts' color.
    const table = section(render({ ...outcome, history }), 'by-file')
    expect(table).toContain('<th>Trend</th>')
    expect(table).toMatch(/<tr data-file="test\/evals\/summary.test.ts">.*<td class="num spark">▅▅<\/td><\/tr>/)
  })

  it('draws no trend after a single run: no chart, no sparkline, no Trend column', () => {
    const history = { path: '.scores/history.jsonl', appended: true, entries: [historyEntry(outcome, TIME)] }
    const page = render({ ...outcome, history })
    expect(section(page, 'trends')).toContain('has one run so far: trends are drawn from the second.')
    expect(tags(section(page, 'trends'), 'data-trend')).toEqual([])
    expect(section(page, 'trends')).not.toContain('<svg')
    expect(section(page, 'by-file')).not.toContain('Trend')
    expect(section(page, 'by-file')).not.toContain('spark')
  })

  it('draws the last 100 runs of a long history and says so: the page does not grow with the history', () => {
    const entry = (k: number): HistoryEntry => ({
      v: 1,
      timestamp: new Date(Date.UTC(2025, 0, 1) + k * 60_000).toISOString(),
      commit: 'c'.repeat(40),
      branch: 'main',
      runner: { name: 'vitest', version: '4.1.12' },
      total: { assertions: 7, mean: 0.5 + (k % 7) / 20, passRate: 0.8 },
      files: SAMPLE_FILES.map((file) => ({ file, assertions: 3, mean: 0.5 + (k % 5) / 10, passRate: 1 })),
    })
    const page = (runs: number) =>
      render({
        ...outcome,
        history: { path: 'h.jsonl', appended: true, entries: Array.from({ length: runs }, (_, k) => entry(k)) },
      })
    const [hundred, many] = [page(100), page(20_000)]
    // Only the run count in two captions differs.
    expect(Math.abs(many.length - hundred.length)).toBeLessThan(200)
    const s = section(many, 'trends')
    expect(s).toContain('Drawn: the last 100 of 20,000 runs.')
    expect(s).toContain('Run: mean (solid) and pass rate (dashed) over the last 100 of 20,000 runs, oldest left')
    expect(s.match(/<circle/g)?.length).toBe(100 * (1 + SAMPLE_FILES.length))
    expect(section(hundred, 'trends')).not.toContain('Drawn:')
  })

  it('shows probe and calibration findings where they exist', async () => {
    const lenient = rec({
      file: 'a.test.ts',
      test: 'lenient',
      score: 0.95,
      threshold: 0.8,
      lenient: { probe: 'not <ok>', kind: 'negation', score: 0.9, rejectingMin: 0.93, probes: 12, capped: false },
    })
    const page = render(outcomeOf([lenient]))
    expect(section(page, 'findings')).toContain('Lenient thresholds: 1 passing assertion accepted a leniency probe')
    expect(section(page, 'findings')).toContain('negation: <span class="probe">“not &lt;ok&gt;”</span>')
    expect((await pageData(page))[0]?.k).toBe(
      'accepted negation probe “not <ok>” scored 0.900 (12 probes); min 0.93 rejects every probe',
    )
    expect(section(html, 'findings')).toContain('Calibrate:')
  })

  it('renders a run with nothing scored', async () => {
    const page = render(outcomeOf([]))
    expect(page).toContain('No scored assertions in this run.')
    expect(tags(page, 'class', 'assertion')).toHaveLength(0)
    expect(await pageData(page)).toEqual([])
  })

  // Also when every pair of texts is unrelated, so that both are stored whole: the tight case.
  it.each([0.15, 1])('keeps 2,000 assertions with 1 KB texts under 5 MB (%s of the words replaced)', async (rate) => {
    const page = render(syntheticOutcome(2000, 1024, rate))
    expect(await pageData(page)).toHaveLength(2000)
    expect(Buffer.byteLength(page)).toBeLessThan(HTML_BUDGET_BYTES)
  })

  // 20,000 of them within 15 MB: the page grows by the deflated texts and a row's facts only.
  it('keeps 2,000 assertions with 1 KB texts within 1.5 MB, a tenth of the 15 MB for 20,000', () => {
    expect(Buffer.byteLength(render(syntheticOutcome(2000, 1024, 0.15)))).toBeLessThan(1_500_000)
  })
})
