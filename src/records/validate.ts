import { isScorerName, SCORER_NAMES, scorerOf } from '../core/scorers/index.js'
import { isCustomScorerName } from '../core/scorers/custom.js'
import { describeValue, isUnitInterval } from '../core/validate.js'
import type { MatcherName, ScoreRecord } from './types.js'
import type { ProbeKind } from '../core/mutations.js'

// Every name a record may carry, as records with an exhaustive key set so a new matcher or probe
// kind cannot be forgotten here: a record read from outside with any other name is rejected,
// since the reports write these names into pages and summaries.
const MATCHERS: Record<MatcherName, true> = {
  toBeSimilarTo: true,
  toBeSimilarToAny: true,
  toDifferByAtMost: true,
  similarTo: true,
  differingByAtMost: true,
  toMatchSimilarSnapshot: true,
  expectEval: true,
}
const PROBE_KINDS: Record<ProbeKind, true> = {
  negation: true,
  number: true,
  names: true,
  antonym: true,
  'drop-sentence': true,
}
const isKey = <K extends string>(table: Record<K, true>, value: unknown): value is K =>
  typeof value === 'string' && Object.hasOwn(table, value)

/**
 * Checks the {@link ScoreRecord} fields of a value read from outside (task meta, a JSONL line,
 * a saved report). Returns what is wrong, or null when the value is a usable record.
 *
 * @example
 * recordProblem({ matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: 2, pass: true, isNot: false })
 * // 'score must be a number in [0, 1], received number 2'
 */
export function recordProblem(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `expected an object, received ${describeValue(value)}`
  }
  const r = value as Record<string, unknown>
  if (!isKey(MATCHERS, r.matcher))
    return `matcher must be one of ${Object.keys(MATCHERS).join(', ')}, received ${describeValue(r.matcher)}`
  if (!isScorerName(r.scorer) && !isCustomKey(r.scorer)) {
    return (
      `scorer must be one of ${SCORER_NAMES.join(', ')} or a custom scorer name (letters, digits, '.', '_', '-'; ` +
      `'mastra:' before one for a Mastra eval), received ${describeValue(r.scorer)}`
    )
  }
  if (r.algorithm !== undefined && !isScorerName(r.scorer)) {
    return `algorithm must be absent for custom scorer ${r.scorer}, received ${describeValue(r.algorithm)}`
  }
  if (r.algorithm !== undefined && isScorerName(r.scorer)) {
    const algorithms = Object.keys(scorerOf(r.scorer).algorithms ?? {})
    if (!algorithms.includes(r.algorithm as string)) {
      const allowed = algorithms.length === 0 ? `none for scorer ${r.scorer}` : `one of ${algorithms.join(', ')}`
      return `algorithm must be absent (the default) or ${allowed}, received ${describeValue(r.algorithm)}`
    }
  }
  if (!isUnitInterval(r.score)) return `score must be a number in [0, 1], received ${describeValue(r.score)}`
  if (typeof r.pass !== 'boolean') return `pass must be a boolean, received ${describeValue(r.pass)}`
  if (typeof r.isNot !== 'boolean') return `isNot must be a boolean, received ${describeValue(r.isNot)}`
  if (r.threshold !== undefined && !isUnitInterval(r.threshold)) {
    return `threshold must be a number in [0, 1], received ${describeValue(r.threshold)}`
  }
  if (r.rejectMax !== undefined && !isUnitInterval(r.rejectMax)) {
    return `rejectMax must be a number in [0, 1], received ${describeValue(r.rejectMax)}`
  }
  if ((r.rejectChecked === undefined) !== (r.rejectMax === undefined)) {
    return 'rejectChecked and rejectMax come together: one is missing'
  }
  if (r.lenient !== undefined) {
    const problem = lenientProblem(r.lenient)
    if (problem !== null) return `lenient: ${problem}`
  }
  if (r.scorerVersion !== undefined && typeof r.scorerVersion !== 'string') {
    return `scorerVersion must be a string, received ${describeValue(r.scorerVersion)}`
  }
  if (r.cached !== undefined && typeof r.cached !== 'boolean') {
    return `cached must be a boolean, received ${describeValue(r.cached)}`
  }
  if (r.details !== undefined) {
    const d = r.details
    if (d === null || typeof d !== 'object' || Array.isArray(d)) {
      return `details must be an object, received ${describeValue(d)}`
    }
    for (const [key, value] of Object.entries(d)) {
      if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
        return `details.${key} must be a string, number, boolean or null, received ${describeValue(value)}`
      }
    }
  }
  if (r.probesSkipped !== undefined && typeof r.probesSkipped !== 'string') {
    return `probesSkipped must be a string, received ${describeValue(r.probesSkipped)}`
  }
  for (const key of ['maxChanges', 'changes', 'rejectChecked'] as const) {
    if (r[key] !== undefined && !isCount(r[key])) {
      return `${key} must be a non-negative integer, received ${describeValue(r[key])}`
    }
  }
  if (r.line !== undefined && !(isCount(r.line) && r.line > 0)) {
    return `line must be a positive integer, received ${describeValue(r.line)}`
  }
  if (r.texts !== undefined) {
    const problem = textsProblem(r.texts)
    if (problem !== null) return `texts: ${problem}`
  }
  if (r.guards !== undefined) {
    if (!Array.isArray(r.guards)) return `guards must be an array, received ${describeValue(r.guards)}`
    for (let i = 0; i < r.guards.length; i++) {
      const problem = guardProblem(r.guards[i])
      if (problem !== null) return `guards[${i}]: ${problem}`
    }
  }
  return null
}

// A custom scorer's name as the matchers allow it, or `mastra:` and a name for a Mastra eval's score.
const MASTRA_PREFIX = 'mastra:'

function isCustomKey(value: unknown): value is string {
  if (typeof value !== 'string') return false
  return isCustomScorerName(value.startsWith(MASTRA_PREFIX) ? value.slice(MASTRA_PREFIX.length) : value)
}

const GUARD_KIND_NAMES: readonly unknown[] = ['numbers', 'negation', 'names']

function guardProblem(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `expected an object, received ${describeValue(value)}`
  }
  const g = value as Record<string, unknown>
  if (!GUARD_KIND_NAMES.includes(g.kind)) {
    return `kind must be one of numbers, negation, names, received ${describeValue(g.kind)}`
  }
  if (typeof g.pass !== 'boolean') return `pass must be a boolean, received ${describeValue(g.pass)}`
  if (g.facts === undefined) return null
  const f = g.facts as Record<string, unknown> | null
  if (f === null || typeof f !== 'object') return `facts must be an object, received ${describeValue(g.facts)}`
  for (const key of ['missing', 'added'] as const) {
    const list = f[key]
    if (!Array.isArray(list) || !list.every((fact) => typeof fact === 'string')) {
      return `facts.${key} must be an array of strings, received ${describeValue(list)}`
    }
  }
  if (typeof f.message !== 'string') return `facts.message must be a string, received ${describeValue(f.message)}`
  return null
}

function textsProblem(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `expected an object, received ${describeValue(value)}`
  }
  const t = value as Record<string, unknown>
  for (const which of ['expected', 'received'] as const) {
    const text = t[which]
    const length = t[`${which}Length`]
    if (typeof text !== 'string') return `${which} must be a string, received ${describeValue(text)}`
    if (!isCount(length)) return `${which}Length must be a non-negative integer, received ${describeValue(length)}`
    // A cut text is a prefix of the whole one, so it can be shorter than the length, never longer.
    if (text.length > length) {
      return `${which} has ${text.length} characters, more than its ${which}Length ${length}`
    }
  }
  return null
}

function lenientProblem(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `expected an object, received ${describeValue(value)}`
  }
  const l = value as Record<string, unknown>
  if (l.probe !== undefined && typeof l.probe !== 'string') {
    return `probe must be a string when present, received ${describeValue(l.probe)}`
  }
  if (!isKey(PROBE_KINDS, l.kind))
    return `kind must be one of ${Object.keys(PROBE_KINDS).join(', ')}, received ${describeValue(l.kind)}`
  if (!isUnitInterval(l.score)) return `score must be a number in [0, 1], received ${describeValue(l.score)}`
  if (l.rejectingMin !== null && !isUnitInterval(l.rejectingMin)) {
    return `rejectingMin must be a number in [0, 1] or null, received ${describeValue(l.rejectingMin)}`
  }
  if (!isCount(l.probes)) return `probes must be a non-negative integer, received ${describeValue(l.probes)}`
  if (typeof l.capped !== 'boolean') return `capped must be a boolean, received ${describeValue(l.capped)}`
  return null
}

/**
 * Copies only the {@link ScoreRecord} fields, so unknown extras never reach a report.
 *
 * @example
 * pickScoreRecord({ ...record, file: 'a.test.ts' }) // the record without `file`
 */
export function pickScoreRecord(r: ScoreRecord): ScoreRecord {
  const out: ScoreRecord = { matcher: r.matcher, scorer: r.scorer, score: r.score, pass: r.pass, isNot: r.isNot }
  if (r.threshold !== undefined) out.threshold = r.threshold
  if (r.maxChanges !== undefined) out.maxChanges = r.maxChanges
  if (r.changes !== undefined) out.changes = r.changes
  if (r.algorithm !== undefined) out.algorithm = r.algorithm
  if (r.scorerVersion !== undefined) out.scorerVersion = r.scorerVersion
  if (r.details !== undefined) out.details = { ...r.details }
  if (r.cached !== undefined) out.cached = r.cached
  if (r.rejectChecked !== undefined) out.rejectChecked = r.rejectChecked
  if (r.rejectMax !== undefined) out.rejectMax = r.rejectMax
  if (r.line !== undefined) out.line = r.line
  if (r.probesSkipped !== undefined) out.probesSkipped = r.probesSkipped
  if (r.lenient !== undefined) {
    const { probe, kind, score, rejectingMin, probes, capped } = r.lenient
    out.lenient = { kind, score, rejectingMin, probes, capped }
    if (probe !== undefined) out.lenient.probe = probe
  }
  if (r.texts !== undefined) {
    const { expected, received, expectedLength, receivedLength } = r.texts
    out.texts = { expected, received, expectedLength, receivedLength }
  }
  if (r.guards !== undefined) {
    out.guards = r.guards.map(({ kind, pass, facts }) =>
      facts === undefined
        ? { kind, pass }
        : { kind, pass, facts: { missing: [...facts.missing], added: [...facts.added], message: facts.message } },
    )
  }
  return out
}

/**
 * Whether a value is a non-negative integer.
 *
 * @example
 * isCount(3) // true
 */
export function isCount(value: unknown): value is number {
  // Safe integers only: 1e308 is an integer too, and no count of anything.
  return Number.isSafeInteger(value) && (value as number) >= 0
}

/** The deepest nesting of arrays and objects a saved report or history line may have; theirs is under 10. */
const MAX_JSON_DEPTH = 64

/**
 * Where the JSON `text` nests arrays and objects deeper than {@link MAX_JSON_DEPTH}, or null. One
 * pass over the characters, neither parsing nor recursing, so a 50,000-deep value is refused
 * before anything walks it (writing one out again would overflow the stack).
 *
 * @example
 * jsonDepthProblem('['.repeat(100)) // 'it nests arrays and objects more than 64 deep (at character 65)'
 */
export function jsonDepthProblem(text: string): string | null {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH)
        return `it nests arrays and objects more than ${MAX_JSON_DEPTH} deep (at character ${i + 1})`
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return null
}
