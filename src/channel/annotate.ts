import { formatAgainst } from '../core/format.js'
import { scorerLabel } from '../core/scorers/index.js'
import type { ScoreRecord } from '../records/types.js'

/** Which scored assertions become Vitest test annotations. */
export type AnnotateMode = 'all' | 'failures' | 'none'

/** The annotation type: Vitest's UI and HTML report show it, the github-actions reporter uses it as the title. */
export const ANNOTATION_TYPE = 'expect-similar'

/**
 * Environment variable that sets the annotate mode in the workers when no reporter provided one
 * (`EXPECT_SIMILAR_ANNOTATE=none`).
 */
export const ANNOTATE_ENV = 'EXPECT_SIMILAR_ANNOTATE'

/** The key under which the Vitest reporter provides its `annotate` option to the workers (`inject`). */
export const ANNOTATE_PROVIDE_KEY = 'expect-similar:annotate'

const MODES: readonly AnnotateMode[] = ['all', 'failures', 'none']

/**
 * The mode a worker uses: the value the Vitest reporter provided, else `$EXPECT_SIMILAR_ANNOTATE`,
 * else `'failures'`. A bad value is an error naming where it came from.
 */
export function resolveAnnotateMode(provided: unknown, env: string | undefined): AnnotateMode {
  if (provided !== undefined) return checkMode(provided, 'the provided annotate mode')
  if (env !== undefined && env !== '') return checkMode(env, ANNOTATE_ENV)
  return 'failures'
}

function checkMode(value: unknown, name: string): AnnotateMode {
  if (MODES.includes(value as AnnotateMode)) return value as AnnotateMode
  throw new TypeError(
    `expect-similar: ${name} must be 'all', 'failures' or 'none', received ${JSON.stringify(value) ?? String(value)}`,
  )
}

/**
 * One line that says what a scored assertion measured against its limit, in the words of the
 * reporters: `content similarity 0.63 < min 0.80`, `7 changes > max 5`. A failed `.not` says
 * what it found that it should not have: `content similarity 0.93 ≥ min 0.80 (.not)`. A failed
 * meaning guard follows the score: `content similarity 0.97 ≥ min 0.70; numbers differ: expected 40%, ...`.
 *
 * @example
 * scoreLine({ matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: 0.63, threshold: 0.8,
 *   pass: false, isNot: false }) // 'content similarity 0.63 < min 0.80'
 */
export function scoreLine(record: ScoreRecord): string {
  // Whether the measured value reached the limit, before `.not` turned it around.
  const reached = record.pass !== record.isNot
  const not = record.isNot ? ' (.not)' : ''
  if (record.maxChanges !== undefined && record.changes !== undefined) {
    return `${record.changes} changes ${reached ? '≤' : '>'} max ${record.maxChanges}${not}`
  }
  const label = scorerLabel(record.scorer)
  if (record.threshold === undefined) return `${label} ${record.score}`
  // A received text that reached min fails because a reject text reached it too: say that, not a false "<".
  if (!record.pass && !record.isNot && record.rejectMax !== undefined && record.score >= record.threshold) {
    const [reject, limit] = formatAgainst(record.rejectMax, record.threshold)
    const [score] = formatAgainst(record.score, record.threshold)
    return `a reject text scored ${label} ${reject} ≥ min ${limit} (the received text ${score})`
  }
  const [score, limit] = formatAgainst(record.score, record.threshold)
  // A failed guard fails the assertion whatever the score: the line says both, the score as it was.
  const failed = (record.guards ?? []).filter((guard) => !guard.pass)
  if (failed.length === 0) return `${label} ${score} ${reached ? '≥' : '<'} min ${limit}${not}`
  const guards = failed.map((guard) => guard.facts?.message ?? `${guard.kind} guard failed`)
  return `${label} ${score} ${record.score >= record.threshold ? '≥' : '<'} min ${limit}; ${guards.join('; ')}${not}`
}

/** Whether a record becomes an annotation under `mode`. */
export function shouldAnnotate(mode: AnnotateMode, record: ScoreRecord): boolean {
  return mode === 'all' || (mode === 'failures' && !record.pass)
}
