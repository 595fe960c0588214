import type { HistoryEntry, HistoryPoint } from '../../model.js'
import { formatScore, scoreBand } from '../format.js'
import { escapeHtml } from '../escape.js'

// Inline SVG only: the report makes no request, so no chart library and no image file. Every
// chart has a <title> (its accessible name) and every bar or point a <title> of its own numbers.

const BINS = 10

/**
 * A horizontal score bar for a table cell: its width is the score, its color the score band. An
 * SVG rect, not a styled element: the page's Content-Security-Policy allows no style attribute.
 *
 * @example
 * scoreBarHtml(0.5, 'mid') // '<svg class="bar mid" aria-hidden="true" viewBox="0 0 100 10" … width="50" …'
 */
export function scoreBarHtml(score: number, band: string): string {
  const width = Math.round(Math.min(1, Math.max(0, score)) * 1000) / 10
  return (
    `<svg class="bar ${escapeHtml(band)}" aria-hidden="true" viewBox="0 0 100 10" preserveAspectRatio="none">` +
    `<rect width="${width}" height="10"/></svg>`
  )
}

/** How many scores fall in each tenth of [0, 1]; a score of 1 is in the last bin. */
function histogramBins(scores: readonly number[]): number[] {
  const bins = new Array<number>(BINS).fill(0)
  for (const s of scores) {
    const k = Math.min(BINS - 1, Math.max(0, Math.floor(s * BINS)))
    bins[k] = (bins[k] as number) + 1
  }
  return bins
}

/** A 10-bin histogram of scores over [0, 1] as inline SVG; `attrs` are trusted attribute text. */
export function histogramSvg(title: string, scores: readonly number[], attrs: string): string {
  const bins = histogramBins(scores)
  const top = Math.max(1, ...bins)
  const [w, h, pad] = [320, 140, 20]
  const barW = (w - 2 * pad) / BINS
  const bars = bins.map((n, k) => {
    const bh = (n / top) * (h - 2 * pad)
    const x = pad + k * barW
    const range = `${formatScore(k / BINS, 1)}–${formatScore((k + 1) / BINS, 1)}`
    const label = `${range}: ${n} ${n === 1 ? 'assertion' : 'assertions'}`
    return (
      `<rect class="${scoreBand((k + 0.5) / BINS)}" x="${x + 1}" y="${h - pad - bh}" ` +
      `width="${barW - 2}" height="${bh}"><title>${label}</title></rect>` +
      (n > 0 ? `<text x="${x + barW / 2}" y="${h - pad - bh - 3}" class="n">${n}</text>` : '')
    )
  })
  return (
    `<svg ${attrs} role="img" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><title>${escapeHtml(title)}</title>` +
    `<line class="axis" x1="${pad}" y1="${h - pad}" x2="${w - pad}" y2="${h - pad}"/>${bars.join('')}` +
    `<text x="${pad}" y="${h - 5}" class="t">0</text><text x="${w / 2}" y="${h - 5}" class="t">0.5</text>` +
    `<text x="${w - pad}" y="${h - 5}" class="t">1</text></svg>`
  )
}

/**
 * A line chart of the mean (solid) and pass rate (dashed) over runs, oldest left; a run without a
 * point (the file did not run, or had no mean) leaves a gap.
 */
export function trendSvg(
  title: string,
  entries: readonly HistoryEntry[],
  point: (e: HistoryEntry) => HistoryPoint | undefined,
  attrs: string,
): string {
  const [w, h, pad] = [320, 120, 16]
  const step = entries.length > 1 ? (w - 2 * pad) / (entries.length - 1) : 0
  const x = (k: number): number => (entries.length > 1 ? pad + k * step : w / 2)
  const y = (v: number): number => pad + (1 - v) * (h - 2 * pad)
  const line = (value: (p: HistoryPoint) => number | null, cls: string): string => {
    const parts: string[] = []
    let run: string[] = []
    entries.forEach((e, k) => {
      const p = point(e)
      const v = p === undefined ? null : value(p)
      if (v === null) {
        if (run.length > 0) parts.push(run.join(' '))
        run = []
      } else run.push(`${round(x(k))},${round(y(v))}`)
    })
    if (run.length > 0) parts.push(run.join(' '))
    return parts.map((pts) => `<polyline class="${cls}" points="${pts}"/>`).join('')
  }
  const dots = entries.map((e, k) => {
    const p = point(e)
    if (p === undefined || p.mean === null) return ''
    const when = [e.timestamp, e.commit?.slice(0, 12), e.branch].filter(Boolean).join(' ')
    const rate = formatScore(p.passRate, 3)
    const label = `${when}: mean ${formatScore(p.mean, 3)}, pass rate ${rate}, ${p.assertions} scored`
    return `<circle cx="${round(x(k))}" cy="${round(y(p.mean))}" r="3"><title>${escapeHtml(label)}</title></circle>`
  })
  return (
    `<svg ${attrs} role="img" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><title>${escapeHtml(title)}</title>` +
    `<line class="axis" x1="${pad}" y1="${y(0)}" x2="${w - pad}" y2="${y(0)}"/>` +
    `<line class="grid" x1="${pad}" y1="${y(1)}" x2="${w - pad}" y2="${y(1)}"/>` +
    `<text x="${pad / 2}" y="${y(0) + 3}" class="t">0</text><text x="${pad / 2}" y="${y(1) + 3}" class="t">1</text>` +
    `${line((p) => p.passRate, 'rate')}${line((p) => p.mean, 'mean')}${dots.join('')}</svg>`
  )
}

function round(n: number): number {
  return Math.round(n * 10) / 10
}
