import type { Colors } from './colors.js'
import type { ScorerName } from '../records/types.js'
import type { GateResult } from './gates.js'
import type { CollectedRecord, TestScorerStats, TestSummary } from './types.js'

/** Display names of the scorers, shared by every renderer. */
export const SCORER_LABEL: Record<ScorerName, string> = {
  'content-similarity': 'Similarity',
  'textual-difference': 'Difference',
}

/** Score bands for colors: high >= 0.85, mid >= 0.6, low below. */
export type Band = 'high' | 'mid' | 'low'

/**
 * The color band of a score.
 *
 * @example
 * scoreBand(0.9) // 'high'
 */
export function scoreBand(score: number): Band {
  return score >= 0.85 ? 'high' : score >= 0.6 ? 'mid' : 'low'
}

/** The color function for a score's band: green, yellow or red. */
export function bandColor(colors: Colors, score: number): (s: string) => string {
  const band = scoreBand(score)
  return band === 'high' ? colors.green : band === 'mid' ? colors.yellow : colors.red
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

/**
 * Fixed decimals; scores are always shown in [0, 1], never as percentages.
 *
 * @example
 * fixed(0.8125, 2) // '0.81'
 */
export function fixed(n: number, digits: number): string {
  return n.toFixed(digits)
}

/**
 * A signed change with an arrow: ▲ better, ▼ worse, = unchanged at the shown precision.
 *
 * @example
 * formatDelta(-0.05) // '▼0.050'
 */
export function formatDelta(delta: number): string {
  const shown = Math.abs(delta).toFixed(3)
  if (Number(shown) === 0) return `=${shown}`
  return `${delta > 0 ? '▲' : '▼'}${shown}`
}

/** Wording of what an assertion required, e.g. `>= 0.80` or `<= 3 changes`. */
export function requirement(r: CollectedRecord): string {
  const parts: string[] = []
  if (r.threshold !== undefined) parts.push(`${r.isNot ? '<' : '>='} ${fixed(r.threshold, 2)}`)
  if (r.maxChanges !== undefined) parts.push(`${r.isNot ? '>' : '<='} ${r.maxChanges} changes`)
  if (r.changes !== undefined && r.maxChanges !== undefined) parts.push(`(had ${r.changes})`)
  return parts.length > 0 ? parts.join(' ') : '-'
}

/**
 * One sentence for a gate result, without color or escaping of the scope (the caller escapes).
 *
 * @example
 * describeGate({ gate: 'mean', scope: 'run', actual: 0.7, limit: 0.8, passed: false, by: 0.1 }, (s) => s)
 * // 'run mean 0.700 is below 0.800 by 0.100'
 */
export function describeGate(g: GateResult, escape: (s: string) => string): string {
  const scope = g.scope === 'run' ? 'run' : `${escape(g.scope)}${g.glob === undefined ? '' : ` (thresholds.files ${escape(JSON.stringify(g.glob))})`}`
  if (g.gate === 'maxRegression') {
    return g.passed
      ? `${scope} mean is within maxRegression ${fixed(g.limit, 3)} of the baseline`
      : `${scope} mean dropped ${fixed(g.actual, 3)} below the baseline, more than maxRegression ${fixed(g.limit, 3)} by ${fixed(g.by, 3)}`
  }
  const what = g.gate === 'mean' ? 'mean' : 'pass rate'
  if (g.assertions === 0) return `${scope} has no scored assertions, so its ${what} cannot reach ${fixed(g.limit, 3)}`
  return g.passed
    ? `${scope} ${what} ${fixed(g.actual, 3)} reaches ${fixed(g.limit, 3)}`
    : `${scope} ${what} ${fixed(g.actual, 3)} is below ${fixed(g.limit, 3)} by ${fixed(g.by, 3)}`
}

/** Records sorted from the lowest score, ties by file and test; at most `count`. */
export function lowestRecords(records: readonly CollectedRecord[], count: number): CollectedRecord[] {
  return [...records].sort((a, b) => a.score - b.score).slice(0, count)
}

/** How many lowest-scoring assertions `verbose` lists. */
export const LOWEST_COUNT = 10
/** How many per-test rows the repeats section lists before pointing at the JSON report. */
export const TEST_ROWS = 10

/** One row of the per-test spread section: a test and one scorer it used more than once. */
export interface SpreadRow {
  test: TestSummary
  scorer: ScorerName
  stats: TestScorerStats
}

/**
 * Tests worth a spread row: one row per scorer that scored a test more than once (repeats, or
 * several calls in one test). A single score has no spread, so it is left to the file table.
 *
 * @example
 * spreadRows(summary.tests).length
 */
export function spreadRows(tests: readonly TestSummary[]): SpreadRow[] {
  const rows: SpreadRow[] = []
  for (const test of tests) {
    for (const [scorer, stats] of Object.entries(test.scorers) as [ScorerName, TestScorerStats][]) {
      if (stats.records > 1) rows.push({ test, scorer, stats })
    }
  }
  return rows
}
