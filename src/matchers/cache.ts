// The disk cache of custom scorers (`cache: true` or a directory): an LLM judge or an embedding
// costs money and time on every rerun, and the same two texts get the same score. One JSON file
// per score, named by a SHA-256 of the scorer's name, its version and the exact texts; a file
// holds the score and the details that are not strings, never a text (a judge's reason quotes the
// answer). A corrupt entry is a miss with one warning, never an error.

import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { CustomOutcome, DetailValue, ResolvedCustomScorer } from '../core/scorers/custom.js'

/** The directory `cache: true` means, relative to the working directory. */
const DEFAULT_CACHE_DIR = '.expect-similar/cache'

const CACHE_FORMAT = 1

/** Where a scorer's entry for two texts lives, or undefined when the scorer has no cache. */
export function cachePath(scorer: ResolvedCustomScorer, expected: string, received: string): string | undefined {
  if (scorer.cache === undefined) return undefined
  const dir = resolve(scorer.cache === true ? DEFAULT_CACHE_DIR : scorer.cache)
  // Lengths first, so no pair of texts can collide by moving a boundary between them.
  const key = createHash('sha256')
    .update(JSON.stringify([scorer.name, scorer.version ?? '', expected.length, received.length]))
    .update(expected)
    .update('\u0000')
    .update(received)
    .digest('hex')
  return join(dir, scorer.name, `${key}.json`)
}

const warned = new Set<string>()

function warnOnce(path: string, problem: string): void {
  if (warned.has(path)) return
  warned.add(path)
  console.warn(`expect-similar: ignoring cache entry ${path}: ${problem}; the scorer runs and the entry is rewritten`)
}

/**
 * The cached outcome at `path`, or undefined when there is none. A file that is not a valid entry
 * (corrupt, hand-edited, another format) is a miss with a warning.
 */
export function readCached(path: string): CustomOutcome | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
  let entry: unknown
  try {
    entry = JSON.parse(text)
  } catch {
    warnOnce(path, 'not JSON')
    return undefined
  }
  const e = entry as { v?: unknown; score?: unknown; details?: unknown } | null
  if (e === null || typeof e !== 'object' || e.v !== CACHE_FORMAT) {
    warnOnce(path, `not a format ${CACHE_FORMAT} entry`)
    return undefined
  }
  if (typeof e.score !== 'number' || !(e.score >= 0 && e.score <= 1)) {
    warnOnce(path, 'score is not a number in [0, 1]')
    return undefined
  }
  const details = e.details
  if (details === undefined) return { score: e.score }
  const valid =
    details !== null &&
    typeof details === 'object' &&
    !Array.isArray(details) &&
    Object.values(details).every((v) => v === null || typeof v === 'number' || typeof v === 'boolean')
  if (!valid) {
    warnOnce(path, 'details are not numbers, booleans or null')
    return undefined
  }
  return { score: e.score, details: Object.freeze({ ...(details as Record<string, DetailValue>) }) }
}

/**
 * Stores an outcome at `path` (written to a temporary file, then renamed, so a reader never sees
 * half an entry). String details are left out: they are texts. A failed write only warns.
 */
export function writeCached(path: string, outcome: CustomOutcome): void {
  const kept = Object.entries(outcome.details ?? {}).filter(([, value]) => typeof value !== 'string')
  const entry = { v: CACHE_FORMAT, score: outcome.score, ...(kept.length ? { details: Object.fromEntries(kept) } : {}) }
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  try {
    mkdirSync(join(path, '..'), { recursive: true })
    writeFileSync(temporary, `${JSON.stringify(entry)}\n`, { mode: 0o644 })
    renameSync(temporary, path)
  } catch (error) {
    warnOnce(path, `could not be written (${(error as Error).message})`)
  }
}
