// Numbers as every output shows them. Scores are always in [0, 1], never percentages; limits
// follow core's rule (core/format.ts), the one the matchers' messages follow.
import { limitDigits } from '../../core/format.js'

/** Score bands for colors: high >= 0.85, mid >= 0.6, low below. */
export type Band = 'high' | 'mid' | 'low'

/** The color band of a score. */
export function scoreBand(score: number): Band {
  return score >= 0.85 ? 'high' : score >= 0.6 ? 'mid' : 'low'
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉']

/**
 * A bar of `width` cells for a score in [0, 1], in eighths of a cell.
 *
 * @example
 * scoreBar(0.5, 4) // '██░░'
 */
export function scoreBar(score: number, width = 8): string {
  const eighths = Math.round(Math.min(1, Math.max(0, score)) * width * 8)
  const full = Math.floor(eighths / 8)
  const part = EIGHTHS[eighths % 8] as string
  const used = full + (part ? 1 : 0)
  return '█'.repeat(full) + part + '░'.repeat(width - used)
}

/** A score, mean, rate or count average with fixed decimals: the one number formatter. */
export function formatScore(n: number, digits = 2): string {
  return n.toFixed(digits)
}

/** A threshold or limit, shown exactly with at least `min` decimals. */
export function formatThreshold(threshold: number, min = 2): string {
  return formatScore(threshold, limitDigits(threshold, min))
}

/**
 * A signed change with an arrow: ▲ better, ▼ worse, = unchanged at the shown precision.
 *
 * @example
 * formatDelta(-0.05) // '▼0.050'
 */
export function formatDelta(delta: number): string {
  const shown = formatScore(Math.abs(delta), 3)
  if (Number(shown) === 0) return `=${shown}`
  return `${delta > 0 ? '▲' : '▼'}${shown}`
}
