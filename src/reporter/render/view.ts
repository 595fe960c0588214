import { guardForProbe } from '../../core/guards/verdict.js'
import { plural } from '../../core/plural.js'
import {
  countsChanges,
  SCORER_NAMES,
  SCORERS,
  scoreKeyLabels,
  scoreKeyOf,
  scorerLabel,
} from '../../core/scorers/index.js'
import { calibrationCounts } from '../summarize/calibrate.js'
import { compareText } from '../summarize/collect.js'
import { lenientAssertions, type LenientAssertion } from '../summarize/lenient.js'
import { formatAgainst, limitDigits, orderedDigits } from '../../core/format.js'
import { MAX_PROBED_LENGTH } from '../../core/probes.js'
import { formatDelta, formatScore, formatThreshold, scoreBand, scoreBar } from './format.js'
import type {
  Aggregate,
  BaselineComparison,
  CollectedRecord,
  GateResult,
  HistoryEntry,
  MastraSummary,
  RunOutcome,
  RunnerInfo,
  ShardInfo,
  TestSummary,
} from '../model.js'

// The one place that decides what a summary shows: which columns, rows and sections exist, and
// their words and numbers. The painters (render-terminal.ts, render-markdown.ts) only escape,
// color and lay this out. Every text here is raw: paths, test names and globs are untrusted and
// are escaped by the painter that prints them.

/** What a cell means, for painters that color: a score band, a pass/fail count, a detail, a new file. */
export type Tone = 'high' | 'mid' | 'low' | 'good' | 'bad' | 'muted' | 'new'

export interface ViewCell {
  text: string
  tone?: Tone
  /** A score bar that goes after the text where there is room for it. */
  bar?: string
  /** The row has no value here (its scorer did not score it); `text` is then '-'. */
  missing?: true
}

export interface ViewColumn {
  header: string
  /** Header for a narrow layout. */
  short?: string
  align: 'left' | 'right'
  /** Cells carry a score bar. */
  bars?: true
  /** A detail (min–max) that a narrow layout may leave out. */
  detail?: true
  /** The sparkline of the last runs' means (with option `history`); a painter may draw its own chart. */
  trend?: true
  /** A count a narrow layout leaves out before it wraps a path (changes, lenient, guard failures). */
  spare?: true
}

interface ViewRow {
  /** The file path, or `Total`. */
  label: string
  total: boolean
  /** One per column. */
  cells: ViewCell[]
}

/** Where a line of a section points: a test in a file. */
export interface TestRef {
  file: string
  test: string
}

interface SpreadLine extends TestRef {
  mean: ViewCell
  spread: string
  range: string
  /** Runs that passed of all runs, e.g. `1/2`; tone good when all passed. */
  runs: ViewCell
  scorer: string
  /** Which assertion of the test, e.g. `toBeSimilarTo #2`. */
  assertion: string
}

interface LowestLine extends TestRef {
  pass: boolean
  score: ViewCell
  /** What the assertion required, e.g. `>= 0.80` or `<= 3 changes (had 4)`. */
  required: string
  matcher: string
}

/** A passing assertion whose min accepted a leniency probe. */
interface LenientLine extends TestRef {
  /** e.g. `toBeSimilarTo >= 0.85`. */
  threshold: string
  /** The strongest accepted probe, quoted and labelled with its kind. */
  probe: string
  /** The probe's text itself, for painters that can show it as text; undefined when texts were not kept. */
  probeText: string | undefined
  kind: string
  score: ViewCell
  /** `min 0.89 rejects every probe` or why no min does. */
  fix: string
}

/** A file whose mean moved since the previous run of the history. */
interface MoverLine {
  file: string
  /** The previous run's mean and this run's, e.g. `0.80` and `0.90`. */
  from: string
  to: string
  /** `▲0.100`, tone good or bad. */
  delta: ViewCell
}

/** A section's first lines, and how many more there are (see {@link SummaryView.moreIn}). */
interface Listed<T> {
  lines: T[]
  more: number
}

/** A per-file table with a total row. */
export interface ViewTable {
  columns: ViewColumn[]
  rows: ViewRow[]
}

/** Everything a summary shows, as plain data. */
export interface SummaryView {
  runner: RunnerInfo
  shard: ShardInfo | null
  /** For a merge of some shards only: which are missing, e.g. `Partial merge: shard 2/3 missing`. */
  partial: string | null
  /**
   * For a run of part of the suite: why, e.g.
   * `Filtered run (-t greeting): every number and gate covers only what ran`.
   */
  scope: string | null
  /** The per-file table with a total row; null when nothing of ours was scored. */
  table: ViewTable | null
  /**
   * Mastra's scores and gates (`expectEval`), per file with a total row: never in {@link table}'s
   * numbers; null when the run has none. A score without a verdict counts in neither Pass nor Fail.
   */
  mastra: ViewTable | null
  baseline: {
    path: string
    compared: string
    added: string[]
    removed: string[]
    /** `3 baseline files not run (partial run)`, or null. */
    notRun: string | null
  } | null
  /**
   * The files whose mean moved most since the previous run of the history (`more`: how many others
   * moved); null without a history, a previous run, or a file scored in both.
   */
  movers: (Listed<MoverLine> & { text: string }) | null
  /** `pass^k 0.40` and its sentence; null when no test ran or scored more than once. */
  passK: { heading: string; text: string } | null
  spread: Listed<SpreadLine>
  /**
   * How many repeated assertions look flaky or slack (see `expect-similar calibrate`); null when no
   * test ran more than once.
   */
  calibrate: string | null
  retries: (Listed<TestRef & { attempts: string }> & { text: string }) | null
  /** Assertions whose min accepted a leniency probe; null when none did. */
  lenient: (Listed<LenientLine> & { text: string }) | null
  /** The lowest scores, only when verbose and something was scored. */
  lowest: LowestLine[] | null
  gates: { failed: string[]; passed: string | null; unmatched: string[] }
  errors: string[]
  warnings: string[]
  notes: string[]
  /**
   * What follows `… N more` under a cut section: where the rest is (`in the JSON report scores.json`),
   * or how to get it when this run writes no such output.
   */
  moreIn: string
}

export interface ViewOptions {
  /** List the lowest-scoring assertions. */
  verbose: boolean
  /**
   * Where the sections cut at 10 lines are whole, e.g. `the JSON report scores.json` (an output
   * this run writes); absent when it writes none, and the cut line then says how to get one.
   */
  complete?: string
  /**
   * A JSON or HTML report that is configured but that this filtered run did not write
   * (`filteredRuns: 'skip'`): the cut line then says where the whole lists are to be had.
   */
  withheld?: string
}

/** How many lowest-scoring assertions `verbose` lists. */
const LOWEST_COUNT = 10
/** How many lines the repeats and retries sections list before pointing at the JSON report. */
const TEST_ROWS = 10

/**
 * Builds the view of a run's outcome that every painter draws.
 */
export function buildView(outcome: RunOutcome, options: ViewOptions): SummaryView {
  const { summary, gates } = outcome
  const spread = spreadLines(summary.tests)
  const k = summary.passK
  const retried = summary.tests.filter((t) => t.attempts > 1)
  const failed = gates.results.filter((g) => !g.passed)
  const passed = gates.results.length - failed.length
  return {
    runner: { ...summary.runner },
    shard: outcome.shard,
    partial: outcome.partial
      ? `Partial merge: shard ${outcome.partial.missing.map((i) => `${i}/${outcome.partial?.count}`).join(', ')} ` +
        `missing; every number and gate covers only the shards merged`
      : null,
    scope: scopeLine(outcome.scope),
    table: summary.files.length === 0 ? null : table(outcome),
    mastra: summary.mastra === undefined ? null : mastraTable(summary.mastra),
    baseline: outcome.baseline && {
      path: outcome.baseline.path,
      compared: comparedLine(outcome.baseline, gates.maxRegression !== null),
      added: outcome.baseline.added,
      removed: outcome.baseline.removed,
      notRun: notRunLine(outcome.baseline.notRun?.length ?? 0),
    },
    movers: moversSection(outcome.history?.entries ?? []),
    passK:
      spread.length === 0 && k.maxRuns < 2
        ? null
        : {
            heading: `pass^k ${formatScore(k.rate)}`,
            text:
              `${k.allRunsPassed} of ${k.tests} scored ${plural(k.tests, 'test')} ` +
              `passed every run (k up to ${k.maxRuns})`,
          },
    spread: listed(spread),
    calibrate: k.maxRuns < 2 ? null : calibrateLine(summary.records),
    retries:
      retried.length === 0
        ? null
        : {
            text:
              `Retries: ${retried.length} ${plural(retried.length, 'test')} needed more than one attempt; ` +
              `only the deciding attempt is scored`,
            ...listed(retried.map((t) => ({ file: t.file, test: t.test, attempts: `${t.attempts} attempts` }))),
          },
    lenient: lenientSection(summary.records),
    lowest:
      options.verbose && summary.records.length > 0
        ? lowestRecords(
            summary.records.filter((r) => !r.isNot),
            LOWEST_COUNT,
          ).map(lowestLine)
        : null,
    gates: {
      failed: failed.map((g) => describeGate(g) + (g.partial ? ' (partial)' : '')),
      passed:
        passed > 0
          ? `${passed} ${plural(passed, 'gate')} passed${gates.results.some((g) => g.partial) ? ' (partial)' : ''}`
          : null,
      unmatched: [
        ...gates.unmatchedGlobs.map(
          (glob) =>
            `thresholds.files ${JSON.stringify(glob)} matched no file with scored assertions` +
            ((outcome.scope?.filters.length ?? 0) > 0 ? ' that ran (filtered run), so it checked nothing' : ''),
        ),
        ...(gates.unmatchedMastraGlobs ?? []).map(
          (glob) =>
            `thresholds.mastra.files ${JSON.stringify(glob)} matched no file with Mastra scores` +
            ((outcome.scope?.filters.length ?? 0) > 0 ? ' that ran (filtered run), so it checked nothing' : ''),
        ),
      ],
    },
    errors: outcome.errors,
    warnings: summary.warnings,
    notes: [...outcome.notes, ...cacheNote(summary.total.cacheHits)],
    moreIn:
      options.complete !== undefined
        ? `in ${options.complete}`
        : options.withheld !== undefined
          ? `not shown (this filtered run did not write ${options.withheld}, which keeps the last complete run; ` +
            `option filteredRuns: 'write' writes it)`
          : 'not shown (reporter option outputFile writes a JSON report that lists them all)',
  }
}

// Whether a rerun paid for its custom scores: only when some came from a scorer's disk cache.
function cacheNote(hits: number | undefined): string[] {
  return hits === undefined ? [] : [`Cache: ${hits} ${plural(hits, 'score')} came from a custom scorer's disk cache`]
}

function scopeLine(scope: RunOutcome['scope']): string | null {
  if (!scope || scope.filters.length + scope.incomplete.length === 0) return null
  const parts = [
    ...(scope.filters.length > 0 ? [`Filtered run (${scope.filters.join('; ')})`] : []),
    ...(scope.incomplete.length > 0 ? [`unfinished run (${scope.incomplete.join('; ')})`] : []),
  ]
  const said = parts.join(', ')
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}: every number and gate covers only what ran`
}

function listed<T>(items: T[]): Listed<T> {
  return { lines: items.slice(0, TEST_ROWS), more: Math.max(0, items.length - TEST_ROWS) }
}

const MISSING: ViewCell = { text: '-', tone: 'muted', missing: true }

function table(outcome: RunOutcome): NonNullable<SummaryView['table']> {
  const { summary, baseline } = outcome
  const columns: ViewColumn[] = [
    { header: 'Scored', short: 'N', align: 'right' },
    { header: 'Pass', short: '✓', align: 'right' },
    { header: 'Fail', short: '✗', align: 'right' },
  ]
  for (const key of summary.scorers) {
    const { title, short, scorer } = scoreKeyLabels(key)
    columns.push({ header: title, short, align: 'left', bars: true })
    columns.push({ header: 'min–max', align: 'left', detail: true })
    if (countsChanges(scorer)) columns.push({ header: 'Changes', short: 'Chg', align: 'right', spare: true })
  }
  // Negated assertions have their own count, since their scores are in no mean.
  const negated = summary.total.negated.assertions > 0
  if (negated) columns.push({ header: '.not ✓/✗', short: '.not', align: 'right' })
  // Only with probes on and some min accepting a probe, so runs without probes keep their table.
  const lenient = (summary.total.lenient ?? 0) > 0
  if (lenient) columns.push({ header: 'Lenient', short: 'Len', align: 'right', spare: true })
  // Only when a meaning guard failed an assertion, so runs without guard failures keep their table.
  const guarded = (summary.total.guardFailures ?? 0) > 0
  if (guarded) columns.push({ header: 'Guards ✗', short: 'G✗', align: 'right', spare: true })
  if (baseline) columns.push({ header: 'Δ mean', short: 'Δ', align: 'right' })
  // Newest run last, so the column's right edge is this run in every row. One run is no trend.
  const history = outcome.history?.entries.slice(-TREND_RUNS)
  const runs = history !== undefined && history.length > 1 ? history : undefined
  if (runs) columns.push({ header: 'Trend', align: 'right', detail: true, trend: true })
  const means = runs?.map((e) => new Map(e.files.map((f) => [f.file, f.mean])))

  const deltas = new Map(baseline?.files.map((f) => [f.file, f.delta]))
  const added = new Set(baseline?.added)
  const count = (n: number, tone: Tone): ViewCell => ({ text: String(n), tone: n > 0 ? tone : 'muted' })
  const row = (agg: Aggregate, file?: string): ViewRow => {
    const cells = [{ text: String(agg.assertions) }, count(agg.passed, 'good'), count(agg.failed, 'bad')]
    for (const key of summary.scorers) {
      const s = agg.scorers[key]
      const { scorer } = scoreKeyLabels(key)
      cells.push(s ? { text: formatScore(s.mean), tone: scoreBand(s.mean), bar: scoreBar(s.mean) } : MISSING)
      cells.push(s ? { text: `${formatScore(s.min)}–${formatScore(s.max)}`, tone: 'muted' } : MISSING)
      if (countsChanges(scorer))
        cells.push(s?.meanChanges === undefined ? MISSING : { text: formatScore(s.meanChanges, 1) })
    }
    if (negated) {
      const n = agg.negated
      const tone: Tone = n.assertions === 0 ? 'muted' : n.failed > 0 ? 'bad' : 'good'
      cells.push(n.assertions === 0 ? MISSING : { text: `${n.passed}/${n.failed}`, tone })
    }
    if (lenient) cells.push(count(agg.lenient ?? 0, 'bad'))
    if (guarded) cells.push(count(agg.guardFailures ?? 0, 'bad'))
    if (baseline) cells.push(deltaCell(file === undefined ? undefined : added.has(file) ? 'new' : deltas.get(file)))
    if (runs && means) {
      const series = file === undefined ? runs.map((e) => e.total.mean) : means.map((m) => m.get(file) ?? null)
      // A file with a mean in one run only has no trend yet either.
      const line = series.filter((mean) => mean !== null).length > 1 ? sparkline(series) : ''
      cells.push(line === '' ? MISSING : { text: line })
    }
    return { label: file ?? 'Total', total: file === undefined, cells }
  }
  return { columns, rows: [...summary.files.map((f) => row(f, f.file)), row(summary.total)] }
}

/** Mastra's own table: counts and one column per Mastra score or gate, nothing of ours. */
function mastraTable(mastra: MastraSummary): ViewTable {
  const columns: ViewColumn[] = [
    { header: 'Scored', short: 'N', align: 'right' },
    { header: 'Pass', short: '✓', align: 'right' },
    { header: 'Fail', short: '✗', align: 'right' },
  ]
  for (const key of mastra.scorers) {
    columns.push({ header: key, align: 'left', bars: true })
    columns.push({ header: 'min–max', align: 'left', detail: true })
  }
  const count = (n: number, tone: Tone): ViewCell => ({ text: String(n), tone: n > 0 ? tone : 'muted' })
  const row = (agg: Aggregate, file?: string): ViewRow => {
    const cells = [{ text: String(agg.assertions) }, count(agg.passed, 'good'), count(agg.failed, 'bad')]
    for (const key of mastra.scorers) {
      const s = agg.scorers[key]
      cells.push(s ? { text: formatScore(s.mean), tone: scoreBand(s.mean), bar: scoreBar(s.mean) } : MISSING)
      cells.push(s ? { text: `${formatScore(s.min)}–${formatScore(s.max)}`, tone: 'muted' } : MISSING)
    }
    return { label: file ?? 'Total', total: file === undefined, cells }
  }
  return { columns, rows: [...mastra.files.map((f) => row(f, f.file)), row(mastra.total)] }
}

/** How many runs, this one included, the trend column draws. */
const TREND_RUNS = 8
const SPARKS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█']
/** The narrowest range a sparkline is drawn over, so that a change of 0.01 does not fill its height. */
const MIN_SPAN = 0.1

/**
 * A sparkline of means, oldest first, each scaled from the lowest to the highest of the series. A
 * range under 0.1 is widened to 0.1 around its middle (kept inside [0, 1]), so noise stays small and
 * a flat or single-point series is drawn at mid height (▅; near 0 or 1, at the bottom or top). Runs
 * before the first mean are left out, a run without a mean later is `·`; no mean at all is ''.
 *
 * @example
 * sparkline([0.5, 0.6, null, 0.9]) // '▁▃·█'
 */
export function sparkline(values: readonly (number | null)[]): string {
  const first = values.findIndex((v) => v !== null)
  if (first === -1) return ''
  const present = values.filter((v): v is number => v !== null)
  let lo = Math.min(...present)
  let hi = Math.max(...present)
  if (hi - lo < MIN_SPAN) {
    lo = Math.min(Math.max(0, (lo + hi - MIN_SPAN) / 2), 1 - MIN_SPAN)
    hi = lo + MIN_SPAN
  }
  // To 6 decimals before rounding, so that a value halfway up rounds the same whatever the float error.
  const step = (v: number): string =>
    SPARKS[Math.min(7, Math.max(0, Math.round(Number((((v - lo) / (hi - lo)) * 7).toFixed(6)))))] as string
  return values
    .slice(first)
    .map((v) => (v === null ? '·' : step(v)))
    .join('')
}

/** How many movers the Markdown summary lists. */
const MOVERS = 5

function moversSection(entries: readonly HistoryEntry[]): SummaryView['movers'] {
  const [previous, current] = entries.slice(-2)
  if (entries.length < 2 || previous === undefined || current === undefined) return null
  const before = new Map(previous.files.map((f) => [f.file, f.mean]))
  const both = current.files.flatMap((f) => {
    const from = before.get(f.file)
    return f.mean === null || from === undefined || from === null ? [] : [{ file: f.file, from, to: f.mean }]
  })
  if (both.length === 0) return null
  // Moved at the precision shown: a change that prints as =0.000 is no move.
  const moved = both
    .filter((m) => !formatDelta(m.to - m.from).startsWith('='))
    .sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from) || compareText(a.file, b.file))
  const when = `${previous.timestamp}${previous.commit === null ? '' : `, ${previous.commit.slice(0, 7)}`}`
  const lines = moved.slice(0, MOVERS).map((m) => ({
    file: m.file,
    from: formatScore(m.from),
    to: formatScore(m.to),
    delta: deltaCell(m.to - m.from),
  }))
  return {
    text:
      moved.length === 0
        ? `No file's mean moved since the previous run (${when})`
        : `Biggest movers since the previous run (${when})`,
    lines,
    more: Math.max(0, moved.length - MOVERS),
  }
}

function deltaCell(delta: number | 'new' | undefined): ViewCell {
  if (delta === undefined) return { text: '' }
  if (delta === 'new') return { text: 'new', tone: 'new' }
  const text = formatDelta(delta)
  return { text, tone: text.startsWith('▲') ? 'good' : text.startsWith('▼') ? 'bad' : 'muted' }
}

// "50 (content-similarity), 16 (textual-difference)": the run-time cap of each scorer's probes.
const PROBE_CAPS = SCORER_NAMES.map((scorer) => `${SCORERS[scorer].probe.cap} (${scorer})`).join(', ')

function lenientSection(records: readonly CollectedRecord[]): SummaryView['lenient'] {
  // One entry per assertion: a repeated test's runs accept the same probes.
  const lenient = lenientAssertions(records)
  const skipped = records.filter((r) => r.probesSkipped !== undefined).length
  if (lenient.length === 0 && skipped === 0) return null
  const capped = lenient.filter((a) => a.lenient.capped).length
  const n = lenient.length
  const repeated = lenient.some((a) => a.runs > 1)
  const skipNote =
    skipped > 0
      ? `; ${skipped} passing ${plural(skipped, 'assertion')} not probed: expected text longer than ` +
        `${MAX_PROBED_LENGTH} characters`
      : ''
  const text =
    `Lenient thresholds: ${n} passing ${plural(n, 'assertion')} accepted a leniency probe, a meaning-changing ` +
    `edit of the expected text (at most ${PROBE_CAPS} probes per assertion` +
    `${capped > 0 ? `; ${capped} had more, not scored` : ''}${repeated ? '; each listed once over its runs' : ''})` +
    skipNote
  return { text, ...listed(lenient.map(lenientLine)) }
}

/** A probe as the reports quote it; a record kept without texts has none to quote. */
function probeText(probe: string | undefined): string {
  return probe === undefined ? '(text not kept)' : JSON.stringify(probe)
}

function lenientLine(a: LenientAssertion): LenientLine {
  const r = a.record
  const l = a.lenient
  const threshold = r.threshold ?? 0
  // Where no min separates the probe from the received text, a guard of its kind can.
  const guard = guardForProbe(l.kind)
  const runs = a.runs > 1 ? `; in ${a.lenientRuns} of ${a.runs} runs` : ''
  const fix =
    (l.rejectingMin === null
      ? `no min rejects every probe and still passes the received text` +
        (guard === undefined ? '' : `; add \`guard: '${guard}'\``)
      : `min ${formatThreshold(l.rejectingMin)} rejects every probe`) + runs
  return {
    file: r.file,
    test: r.test,
    threshold: `${r.matcher} >= ${formatThreshold(threshold)}`,
    probe: probeText(l.probe),
    probeText: l.probe,
    kind: l.kind,
    // Enough digits that an accepted probe never reads as below min.
    score: { text: formatAgainst(l.score, threshold)[0], tone: 'bad' },
    fix,
  }
}

/**
 * One line per assertion made more than once (in several repeats). A single score has no spread,
 * so it is left to the file table; different assertions of one test are never mixed.
 */
function spreadLines(tests: readonly TestSummary[]): SpreadLine[] {
  const lines: SpreadLine[] = []
  for (const t of tests) {
    for (const a of t.assertions) {
      if (a.runs < 2) continue
      lines.push({
        file: t.file,
        test: t.test,
        mean: { text: formatScore(a.mean), tone: scoreBand(a.mean) },
        spread: formatScore(a.spread),
        range: `${formatScore(a.min)}–${formatScore(a.max)}`,
        runs: { text: `${a.passedRuns}/${a.runs}`, tone: a.passedRuns === a.runs ? 'good' : 'bad' },
        scorer: scoreKeyLabels(scoreKeyOf(a)).title,
        assertion: `${a.matcher} #${a.index}`,
      })
    }
  }
  return lines
}

/** Records from the lowest score; equal scores by file, then test. At most `count`. */
export function lowestRecords(records: readonly CollectedRecord[], count: number): CollectedRecord[] {
  return [...records]
    .sort((a, b) => a.score - b.score || compareText(a.file, b.file) || compareText(a.test, b.test))
    .slice(0, count)
}

function lowestLine(r: CollectedRecord): LowestLine {
  return {
    file: r.file,
    test: r.test,
    pass: r.pass,
    score: { text: formatScore(r.score, 3), tone: scoreBand(r.score) },
    required: requirement(r),
    matcher: r.matcher,
  }
}

/**
 * What an assertion required, e.g. `>= 0.80`, `<= 3 changes (had 4)`, `>= 0.70 (reject 2, max 0.89)`
 * or `>= 0.70 (guard numbers failed)`.
 */
export function requirement(r: CollectedRecord): string {
  const parts: string[] = []
  if (r.threshold !== undefined) parts.push(`${r.isNot ? '<' : '>='} ${formatThreshold(r.threshold)}`)
  if (r.maxChanges !== undefined) parts.push(`${r.isNot ? '>' : '<='} ${r.maxChanges} changes`)
  if (r.changes !== undefined && r.maxChanges !== undefined) parts.push(`(had ${r.changes})`)
  // Reject examples: how many, and the highest, printed so that one at or above min never reads as below it.
  if (r.rejectChecked !== undefined && r.rejectMax !== undefined) {
    const max = r.threshold === undefined ? formatScore(r.rejectMax) : formatAgainst(r.rejectMax, r.threshold)[0]
    parts.push(`(reject ${r.rejectChecked}, max ${max})`)
  }
  const failed = (r.guards ?? []).filter((guard) => !guard.pass).map((guard) => guard.kind)
  if (failed.length > 0) parts.push(`(guard ${failed.join(', ')} failed)`)
  return parts.length > 0 ? parts.join(' ') : '-'
}

/**
 * One sentence for a gate result, e.g. `run mean 0.700 is below 0.800 by 0.100`. Limits are shown
 * exactly, and a missed one with enough digits that the numbers never read as reached.
 */
export function describeGate(g: GateResult): string {
  const option = g.mastra === true ? 'thresholds.mastra.files' : 'thresholds.files'
  const scope =
    (g.mastra === true ? 'Mastra evals: ' : '') +
    (g.scope === 'run' ? 'run' : `${g.scope}${g.glob === undefined ? '' : ` (${option} ${JSON.stringify(g.glob)})`}`)
  // A missed gate gets as many decimals as it takes never to look reached.
  const digits = (g.passed ? undefined : orderedDigits(g.actual, g.limit, 3)) ?? limitDigits(g.limit, 3)
  const [actual, limit, by] = [g.actual, g.limit, g.by].map((n) => formatScore(n, digits))
  if (g.gate === 'lenient') {
    const n = g.actual
    const what = `${n} lenient ${plural(n, 'assertion')} (a min accepting a leniency probe)`
    return g.passed
      ? `${scope} has ${what}, within thresholds.lenient ${g.limit}`
      : `${scope} has ${what}, more than thresholds.lenient ${g.limit} by ${g.by}`
  }
  if (g.gate === 'guards') {
    const what = `${g.actual} ${plural(g.actual, 'assertion')} failed by a meaning guard`
    return g.passed
      ? `${scope} has ${what}, within thresholds.guards ${g.limit}`
      : `${scope} has ${what}, more than thresholds.guards ${g.limit} by ${g.by}`
  }
  if (g.gate === 'maxRegression' && g.assertion !== undefined) {
    const a = g.assertion
    const [score, low, high] = [a.current, a.min, a.max].map((n) => formatScore(n, digits))
    const at = a.line === undefined ? '' : ` (line ${a.line})`
    return (
      `${scope} > ${a.test} assertion ${a.index}${at} (${a.matcher}, ${scorerLabel(a.scorer)}) scored ` +
      `${score}, ${actual} below its observed range ${low}–${high} over ${a.runs} baseline ${plural(a.runs, 'run')}, ` +
      `more than maxRegression ${limit} by ${by}`
    )
  }
  if (g.gate === 'maxRegression' && g.range !== undefined) {
    const [low, high] = [g.range.low, g.range.high].map((n) => formatScore(n, digits))
    const range = `its range ${low}–${high} over ${g.range.runs} baseline runs`
    return g.passed
      ? `${scope} mean is within maxRegression ${limit} of ${range}`
      : `${scope} mean fell ${actual} below ${range}, more than maxRegression ${limit} by ${by}`
  }
  if (g.gate === 'maxRegression') {
    return g.passed
      ? `${scope} mean is within maxRegression ${limit} of the baseline`
      : `${scope} mean dropped ${actual} below the baseline, more than maxRegression ${limit} by ${by}`
  }
  const what = g.gate === 'mean' ? 'mean' : 'pass rate'
  if (g.assertions === 0) {
    // A mean gate counts no negated assertion, so a scope of only .not checks has nothing to average.
    const none =
      g.mastra === true
        ? g.gate === 'mean'
          ? 'no Mastra scores'
          : 'no Mastra scores with a verdict'
        : g.gate === 'mean'
          ? 'no scored assertions to average (.not ones are not averaged)'
          : 'no scored assertions'
    return `${scope} has ${none}, so its ${what} cannot reach ${formatThreshold(g.limit, 3)}`
  }
  return g.passed
    ? `${scope} ${what} ${actual} reaches ${limit}`
    : `${scope} ${what} ${actual} is below ${limit} by ${by}`
}

/**
 * `4 files compared`, and, for a baseline of several runs, what each was judged against: the files
 * with an observed range of means, those judged by the saved mean (their runs scored different
 * assertions, or one run held them), and the assertions judged against their own observed range.
 *
 * @example
 * // '3 files compared; 2 files against their range of means over 5 baseline runs, 1 file against its
 * // saved mean (no observed range); 12 assertions against their observed scores'
 */
function comparedLine(b: BaselineComparison, gated: boolean): string {
  const compared = `${b.files.length} ${plural(b.files.length, 'file')} compared`
  const partial = b.files.some((f) => f.assertions !== undefined) ? ' on the assertions that ran' : ''
  if (!gated || b.runs === undefined || b.runs < 2) return compared + partial
  const ranged = b.files.filter((f) => f.runs !== undefined)
  const saved = b.files.length - ranged.length
  const counts = [...new Set(ranged.map((f) => f.runs as number))].sort((x, y) => x - y)
  const over = counts.length > 1 ? `${counts[0]}–${counts.at(-1)}` : String(counts[0])
  const judged = (b.assertions ?? []).filter((a) => a.runs >= 2).length
  const once = (b.assertions ?? []).length - judged
  const parts = [
    ...(ranged.length > 0
      ? [
          `${ranged.length} ${plural(ranged.length, 'file')} against ${ranged.length === 1 ? 'its' : 'their'} ` +
            `range of means over ${over} baseline runs`,
        ]
      : []),
    ...(saved > 0
      ? [`${saved} ${plural(saved, 'file')} against ${saved === 1 ? 'its' : 'their'} saved mean (no observed range)`]
      : []),
  ]
  const assertions = [
    ...(judged > 0
      ? [`${judged} ${plural(judged, 'assertion')} against ${judged === 1 ? 'its' : 'their'} observed scores`]
      : []),
    ...(once > 0
      ? [`${once} seen in one baseline run judged by ${once === 1 ? 'its' : 'their'} file's mean only`]
      : []),
  ]
  return [compared + partial, parts.join(', '), assertions.join(', ')].filter((x) => x !== '').join('; ')
}

// Counted, not listed: a run filtered to one file would otherwise list the whole suite.
function notRunLine(n: number): string | null {
  return n === 0 ? null : `${n} baseline ${plural(n, 'file')} not run (filtered or unfinished run), not compared`
}

/** The one summary line about thresholds over repeats, pointing to the command that says more. */
function calibrateLine(records: readonly CollectedRecord[]): string {
  const { flaky, slack } = calibrationCounts(records)
  const found =
    flaky + slack === 0
      ? 'no repeated assertion looks flaky or slack'
      : `${flaky} repeated ${plural(flaky, 'assertion')} ${flaky === 1 ? 'looks' : 'look'} flaky, ${slack} slack`
  return `Calibrate: ${found} (npx expect-similar calibrate <report.json>)`
}
