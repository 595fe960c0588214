import { namedFirst } from '../../core/named-first.js'
import { plural } from '../../core/plural.js'
import { describeValue, isUnitInterval } from '../../core/validate.js'
import { isCount, jsonDepthProblem } from '../../records/validate.js'
import { scoredAssertions } from '../summarize/collect.js'
import { readRegularFile } from './read-file.js'
import type { Aggregate, HistoryEntry, HistoryPoint, RunHistory, RunOutcome, RunScope } from '../model.js'

// The score history (option `history`, CLI `--history`): one JSON line per recorded run, appended
// in one write, so a file carried between CI runs (committed, cached or passed as an artifact)
// grows by whole lines. It holds numbers only, never texts: it is meant to be committed.

/**
 * The history entry of a run. Pure: the timestamp is passed in (the report's own).
 *
 * @example
 * JSON.stringify(historyEntry(outcome, '2026-11-30T06:00:00.000Z'))
 */
export function historyEntry(outcome: RunOutcome, timestamp: string): HistoryEntry {
  const { summary } = outcome
  return {
    v: 1,
    timestamp,
    commit: outcome.git?.commit ?? null,
    branch: outcome.git?.branch ?? null,
    runner: { name: summary.runner.name, version: summary.runner.version },
    total: point(summary.total),
    files: summary.files.map((f) => ({ file: f.file, ...point(f) })),
  }
}

function point(agg: Aggregate): HistoryPoint {
  // A negated score is in no mean (see Aggregate), so a file of only .not checks has none to plot.
  return { assertions: agg.assertions, mean: scoredAssertions(agg) > 0 ? agg.mean : null, passRate: agg.passRate }
}

/** How many skipped lines of a history file are named one by one before the rest is only counted. */
const NAMED_LINES = 3

/** A history file read: its usable entries in file order, and warnings naming the first lines skipped. */
export interface ParsedHistory {
  entries: HistoryEntry[]
  warnings: string[]
  /** Whether the text ends with a newline (or is empty): if not, an append must start a new line first. */
  endsWithNewline: boolean
}

/**
 * Reads the text of a history file. A line that is not a valid entry is skipped, never fatal: one
 * bad line must not cost the whole trend. The first {@link NAMED_LINES} skipped lines are named
 * (`source`, line number, why), the rest counted in one more warning. Blank lines are ignored.
 *
 * @example
 * parseHistory('{"v":1,...}\nnot json\n', 'scores/history.jsonl').warnings
 * // ['scores/history.jsonl line 2 is not valid JSON; skipped']
 */
export function parseHistory(text: string, source: string): ParsedHistory {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  const lines = body.split('\n')
  const entries: HistoryEntry[] = []
  const skipped: string[] = []
  lines.forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    if (line.trim() === '') return
    const where = `${source} line ${i + 1}`
    let data: unknown
    const deep = jsonDepthProblem(line)
    if (deep !== null) {
      skipped.push(`${where} is not a history entry: ${deep}; skipped`)
      return
    }
    try {
      data = JSON.parse(line)
    } catch {
      // Only the last line can be cut short: every append writes whole lines.
      const cut = i === lines.length - 1
      skipped.push(
        cut
          ? `${where} is cut short (no newline at its end: an interrupted write?); skipped`
          : `${where} is not valid JSON; skipped`,
      )
      return
    }
    const v = (data as { v?: unknown } | null)?.v
    if (typeof v === 'number' && v !== 1) {
      skipped.push(`${where} is a version ${v} history entry, which this expect-similar does not read; skipped`)
      return
    }
    const problem = entryProblem(data)
    if (problem === null) entries.push(pickEntry(data as HistoryEntry))
    else skipped.push(`${where} is not a history entry: ${problem}; skipped`)
  })
  const more = (n: number): string => `… and ${n} more unreadable ${plural(n, 'line')} of ${source} skipped`
  const warnings = namedFirst(skipped, NAMED_LINES, more)
  return { entries, warnings, endsWithNewline: body === '' || body.endsWith('\n') }
}

/** What makes a parsed line not a history entry, or null. Fields other than the entry's are ignored. */
function entryProblem(data: unknown): string | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return `it must be an object, received ${describeValue(data)}`
  const e = data as Record<string, unknown>
  if (e.v !== 1) return `v must be 1, received ${describeValue(e.v)}`
  if (typeof e.timestamp !== 'string' || Number.isNaN(Date.parse(e.timestamp)))
    return `timestamp must be an ISO 8601 time, received ${describeValue(e.timestamp)}`
  for (const key of ['commit', 'branch'] as const) {
    if (e[key] !== null && typeof e[key] !== 'string')
      return `${key} must be a string or null, received ${describeValue(e[key])}`
  }
  const runner = e.runner as Record<string, unknown> | null
  if (typeof runner?.name !== 'string' || typeof runner.version !== 'string')
    return `runner must be { name, version } strings, received ${describeValue(e.runner)}`
  const total = pointProblem(e.total, 'total')
  if (total !== null) return total
  if (!Array.isArray(e.files)) return `files must be an array, received ${describeValue(e.files)}`
  const seen = new Set<string>()
  for (const [i, f] of e.files.entries()) {
    const file = (f as { file?: unknown } | null)?.file
    if (typeof file !== 'string' || file === '')
      return `files[${i}] must have a non-empty string file, received ${describeValue(f)}`
    // Two points for one file would plot whichever came last, unremarked.
    if (seen.has(file)) return `files[${i}] repeats file ${JSON.stringify(file)}; a file has one point per run`
    seen.add(file)
    const problem = pointProblem(f, `files[${i}]`)
    if (problem !== null) return problem
  }
  return null
}

function pointProblem(value: unknown, where: string): string | null {
  if (value === null || typeof value !== 'object') return `${where} must be an object, received ${describeValue(value)}`
  const p = value as Record<string, unknown>
  if (!isCount(p.assertions))
    return `${where}.assertions must be a non-negative integer, received ${describeValue(p.assertions)}`
  if (p.mean !== null && !isUnitInterval(p.mean))
    return `${where}.mean must be null or a number in [0, 1], received ${describeValue(p.mean)}`
  if (!isUnitInterval(p.passRate))
    return `${where}.passRate must be a number in [0, 1], received ${describeValue(p.passRate)}`
  return null
}

// Only the entry's fields, so what a newer version adds to a line is not carried into this run's view.
function pickEntry(e: HistoryEntry): HistoryEntry {
  const pick = (p: HistoryPoint): HistoryPoint => ({ assertions: p.assertions, mean: p.mean, passRate: p.passRate })
  return {
    v: 1,
    timestamp: e.timestamp,
    commit: e.commit,
    branch: e.branch,
    runner: { name: e.runner.name, version: e.runner.version },
    total: pick(e.total),
    files: e.files.map((f) => ({ file: f.file, ...pick(f) })),
  }
}

/**
 * Why a run is not appended to the history, or null when it is. Only whole runs are recorded, so
 * every point of a trend covers the same tests; a run whose gates failed is recorded (it happened).
 */
export function historyRefusal(outcome: Pick<RunOutcome, 'shard' | 'partial'>, scope?: RunScope): string | null {
  const { shard, partial } = outcome
  if (shard)
    return `this run is shard ${shard.index}/${shard.count}; the merge of the shard reports appends the whole run`
  if (partial) return `this merge is missing shard ${partial.missing.map((i) => `${i}/${partial.count}`).join(', ')}`
  const reasons = [...(scope?.incomplete ?? []), ...(scope?.filters ?? [])]
  return reasons.length === 0 ? null : `this run did not cover the whole suite (${reasons.join('; ')})`
}

/** A run's history, and what to append to the file for it. */
export interface HistoryPlan {
  /** Null when the file could not be read. */
  history: RunHistory | null
  /** The text to append (whole lines), or null when the run is not appended. */
  append: string | null
  warnings: string[]
  notes: string[]
  /** Why the file could not be read (a directory, no permission): the run fails and appends nothing. */
  error: string | null
}

/**
 * Reads the history file `file` (shown as `path`) and decides whether `entry` is appended: not when
 * `refusal` says why not, and not when the file already holds a run with the same timestamp and
 * commit (printing a saved report twice records it once). A missing file is an empty history.
 *
 * @example
 * planHistory('scores/history.jsonl', resolve(root, 'scores/history.jsonl'), entry, null).append
 */
export function planHistory(path: string, file: string, entry: HistoryEntry, refusal: string | null): HistoryPlan {
  let text = ''
  try {
    text = readRegularFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      const message = `cannot read history ${path}: ${(error as Error).message}`
      return { history: null, append: null, warnings: [], notes: [], error: message }
    }
  }
  const parsed = parseHistory(text, path)
  const same = parsed.entries.findIndex((e) => e.timestamp === entry.timestamp && e.commit === entry.commit)
  // The trend of a run already recorded ends at that run, as it did when it was recorded.
  const before = same === -1 ? parsed.entries : parsed.entries.slice(0, same)
  const plan = { warnings: parsed.warnings, error: null }
  if (refusal !== null || same !== -1) {
    const why = refusal ?? `it already holds this run (${entry.timestamp})`
    return {
      ...plan,
      history: { path, entries: [...before, entry], appended: false },
      append: null,
      notes: [`History ${path} not appended: ${why}.`],
    }
  }
  const line = `${JSON.stringify(entry)}\n`
  return {
    ...plan,
    history: { path, entries: [...before, entry], appended: true },
    append: parsed.endsWithNewline ? line : `\n${line}`,
    notes: [],
  }
}

/**
 * The outcome with its history, the plan's notes, and the plan's warnings among the run's (each
 * once: a merge also carries the warnings its shard reports saved). Errors are the caller's.
 */
export function withHistory(outcome: RunOutcome, plan: HistoryPlan): RunOutcome {
  const known = outcome.summary.warnings
  const warnings = [...known, ...plan.warnings.filter((w) => !known.includes(w))]
  return {
    ...outcome,
    summary: { ...outcome.summary, warnings },
    notes: [...outcome.notes, ...plan.notes],
    history: plan.history,
  }
}

/** Where a run's history lives: the file as given (`path`), resolved (`file`), and what set it. */
export interface HistoryTarget {
  option: string
  path: string
  file: string
}

/**
 * The one step both reporters and the CLI take: reads the history at `target`, puts it on the
 * outcome (with its notes and warnings) and says what to append, if anything; `error` when the
 * file cannot be read (the caller decides whether that fails the run or stops the command).
 */
export function historyForRun(
  outcome: RunOutcome,
  target: HistoryTarget,
  timestamp: string,
  scope?: RunScope,
): { outcome: RunOutcome; append?: HistoryTarget & { text: string }; error: string | null } {
  const plan = planHistory(target.path, target.file, historyEntry(outcome, timestamp), historyRefusal(outcome, scope))
  const next = withHistory(outcome, plan)
  return plan.append === null
    ? { outcome: next, error: plan.error }
    : { outcome: next, append: { ...target, text: plan.append }, error: plan.error }
}
