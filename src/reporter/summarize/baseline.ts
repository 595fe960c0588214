import { isMastraRecord } from '../runner/mastra-eval.js'
import { compareText, scoredAssertions } from './collect.js'
import { placeRecords } from './identity.js'
import type {
  AssertionDelta,
  BaselineComparison,
  CollectedRecord,
  FileDelta,
  FileSummary,
  ScoreReport,
  ScoreSummary,
} from '../model.js'

/**
 * Compares a run with a baseline. Each file's mean is judged against the spread of that file's mean
 * over the baseline's runs; with a baseline of several runs, each assertion made in both is judged
 * against the scores it had there. New and removed files are listed, never treated as regressions.
 *
 * A `partial` run (filtered or unfinished) is compared on what it ran only: a file's means, on both
 * sides, are over the assertions made in both ({@link placeRecords}: file, test, position, matcher,
 * score key), and baseline files it did not score are listed as not run instead of removed.
 *
 * Mastra's records are on neither side: they are no assertions of ours (see `isMastraRecord`), so a
 * baseline saved with or without them compares the same, and a file of Mastra records only is
 * neither compared, added nor removed.
 *
 * @example
 * compareWithBaseline(summary, parseReport(text, 'baseline.json'), 'baseline.json').files[0]?.delta
 */
export function compareWithBaseline(
  summary: ScoreSummary,
  baseline: ScoreReport,
  path: string,
  partial = false,
): BaselineComparison {
  const old = placed(baseline.records)
  const now = placed(summary.records)
  const runs = countRuns(old)
  // A partial run is compared only on the assertions it made that the baseline also has.
  const oldKeys = new Set(old.map((p) => p.key))
  const nowKeys = new Set(now.map((p) => p.key))
  const oldUsed = partial ? old.filter((p) => nowKeys.has(p.key)) : old
  const nowUsed = partial ? now.filter((p) => oldKeys.has(p.key)) : now
  // A file whose every assertion is negated has no mean (see Aggregate), so it is compared on neither side.
  const hasMean = (f: FileSummary): boolean => scoredAssertions(f) > 0
  const before = byFile(partial ? oldUsed : old)
  const meansBefore = baselineMeans(baseline, old, hasMean)
  const current = byFile(nowUsed)
  const files: FileDelta[] = []
  const added: string[] = []
  for (const f of summary.files.filter(hasMean)) {
    const mine = current.get(f.file) ?? []
    const theirs = before.get(f.file) ?? []
    const wholeMean = meansBefore.get(f.file)
    if (partial ? theirs.length === 0 : wholeMean === undefined) {
      // A file the baseline has but no assertion of which ran now was not compared, not added.
      if (!meansBefore.has(f.file)) added.push(f.file)
      continue
    }
    // A full run keeps the file means as saved (a hand-edited or old baseline may have no records).
    const b = partial ? mean(theirs.map((p) => p.record.score)) : (wholeMean as number)
    const c = partial ? mean(mine.map((p) => p.record.score)) : f.mean
    const perRun = runMeans(theirs)
    const low = perRun.length === 0 ? b : Math.min(...perRun)
    const high = perRun.length === 0 ? b : Math.max(...perRun)
    const delta: FileDelta = { file: f.file, baseline: b, current: c, delta: c - b }
    if (perRun.length > 1) Object.assign(delta, { low, high, runs: perRun.length })
    if (partial) delta.assertions = new Set(mine.map((p) => p.key)).size
    files.push(delta)
  }
  const scored = new Set(files.map((f) => f.file))
  const missing = [...meansBefore.keys()].filter((file) => !scored.has(file)).sort(compareText)
  const comparison: BaselineComparison = partial
    ? { path, files, added, removed: [], notRun: missing }
    : { path, files, added, removed: missing }
  if (runs > 1) Object.assign(comparison, { runs, assertions: assertionDeltas(old, now) })
  return comparison
}

/** A record with its identity ({@link placeRecords}); `run` tells a test's runs apart: its repeat. */
interface Placed {
  key: string
  file: string
  test: string
  index: number
  run: number
  record: CollectedRecord
}

/**
 * Our scored (not negated) records with their identity. Positions count every record of a run
 * except Mastra's, so an assertion keeps its position whether or not a run read Mastra's records.
 */
function placed(records: readonly CollectedRecord[]): Placed[] {
  return placeRecords(records.filter((r) => !isMastraRecord(r)))
    .filter((p) => !p.record.isNot)
    .map(({ record: r, index, key }) => ({ key, file: r.file, test: r.test, index, run: r.repeat, record: r }))
}

/**
 * The baseline's file means that count: as saved, except for a file with Mastra records, whose
 * mean is taken again over our own records (none: no file of ours). A file the baseline has no
 * record of (an old or hand-edited baseline) keeps its saved mean.
 */
function baselineMeans(
  baseline: ScoreReport,
  ours: readonly Placed[],
  hasMean: (f: FileSummary) => boolean,
): Map<string, number> {
  const withMastra = new Set(baseline.records.filter(isMastraRecord).map((r) => r.file))
  const own = byFile(ours)
  const means = new Map<string, number>()
  for (const f of baseline.files.filter(hasMean)) {
    if (!withMastra.has(f.file)) means.set(f.file, f.mean)
    else {
      const scores = (own.get(f.file) ?? []).map((p) => p.record.score)
      if (scores.length > 0) means.set(f.file, mean(scores))
    }
  }
  return means
}

/** How many runs a baseline holds: the most repeats any test of it was scored in. */
function countRuns(records: readonly Placed[]): number {
  const runs = new Map<string, Set<number>>()
  for (const p of records) {
    const test = `${p.file}\u0000${p.test}`
    const seen = runs.get(test) ?? new Set<number>()
    seen.add(p.run)
    runs.set(test, seen)
  }
  let most = records.length === 0 ? 1 : 0
  for (const seen of runs.values()) most = Math.max(most, seen.size)
  return most
}

/** The file's mean in each run (repeat) of the baseline, over the records given. */
function runMeans(records: readonly Placed[]): number[] {
  const byRun = new Map<string, Placed[]>()
  for (const p of records) push(byRun, String(p.run), p)
  // Means of runs that scored different assertions (a run with repeats repeats only some tests) are
  // not samples of one mean: the file has no observed range then, and its saved mean judges it.
  const keysOf = (run: readonly Placed[]): string => [...new Set(run.map((p) => p.key))].sort().join('\n')
  const runs = [...byRun.values()]
  const first = runs[0] === undefined ? '' : keysOf(runs[0])
  if (runs.some((run) => keysOf(run) !== first)) return []
  return runs.map((run) => mean(run.map((p) => p.record.score)))
}

/** Each assertion made in both: its score now (the mean over this run's repeats) and its observed range. */
function assertionDeltas(old: readonly Placed[], now: readonly Placed[]): AssertionDelta[] {
  const observed = new Map<string, number[]>()
  for (const p of old) push(observed, p.key, p.record.score)
  const made = new Map<string, Placed[]>()
  for (const p of now) push(made, p.key, p)
  const out: AssertionDelta[] = []
  for (const [key, ps] of made) {
    const scores = observed.get(key)
    if (scores === undefined) continue
    const first = ps[0] as Placed
    const entry: AssertionDelta = {
      file: first.file,
      test: first.test,
      index: first.index,
      matcher: first.record.matcher,
      scorer: first.record.scorer,
      ...(first.record.algorithm === undefined ? {} : { algorithm: first.record.algorithm }),
      current: mean(ps.map((p) => p.record.score)),
      min: Math.min(...scores),
      max: Math.max(...scores),
      runs: scores.length,
    }
    if (first.record.line !== undefined) entry.line = first.record.line
    out.push(entry)
  }
  return out
}

function byFile(records: readonly Placed[]): Map<string, Placed[]> {
  const out = new Map<string, Placed[]>()
  for (const p of records) push(out, p.file, p)
  return out
}

function push<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key)
  if (list) list.push(item)
  else map.set(key, [item])
}

function mean(values: readonly number[]): number {
  if (values.length === 0) return 0
  let sum = 0
  for (const v of values) sum += v
  return sum / values.length
}
