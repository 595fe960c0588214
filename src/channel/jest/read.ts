import { namedFirst } from '../../core/named-first.js'
import { plural } from '../../core/plural.js'
import { describeValue } from '../../core/validate.js'
import { relativePath } from '../../records/paths.js'
import { withTextsSetting, type TextsSetting } from '../../records/texts.js'
import { RECORD_VERSION, type CollectedRecord, type JestScoreLine } from '../../records/types.js'
import { pickScoreRecord, recordProblem } from '../../records/validate.js'

/** One test as Jest reports it (`testResults[].testResults[]`): its full name and attempts. */
export interface JestTestOutcome {
  testPath: string
  fullName: string
  /** Jest's `invocations`: 1 + retries. */
  invocations?: number
}

/** How many bad lines are named one by one before the rest is only counted. */
const NAMED_PROBLEMS = 10

/**
 * Parses JSONL record files. Every line that cannot be used is reported with its file and line
 * number; a truncated last line (a worker killed mid-write) is reported like any other.
 *
 * @example
 * parseRecordLines([{ file: '/tmp/x/1.jsonl', text: '{"v":1,...}\n' }]).lines.length
 */
export function parseRecordLines(files: readonly { file: string; text: string }[]): {
  lines: JestScoreLine[]
  warnings: string[]
} {
  const lines: JestScoreLine[] = []
  const problems: string[] = []
  let total = 0
  for (const { file, text } of files) {
    text.split('\n').forEach((line, i) => {
      if (line.trim() === '') return
      total++
      const problem = lineProblem(line)
      if (problem) problems.push(`${file}:${i + 1}: ${problem}`)
      else lines.push(JSON.parse(line) as JestScoreLine)
    })
  }
  const named = problems.slice(0, NAMED_PROBLEMS + 1).map((p) => `skipped unreadable score record at ${p}`)
  const more = problems.length - NAMED_PROBLEMS
  const warnings = namedFirst(named, NAMED_PROBLEMS, () => `… and ${more} more unreadable score records`)
  if (problems.length > 0)
    warnings.push(`${problems.length} of ${total} score records could not be read and are not counted`)
  return { lines, warnings }
}

function lineProblem(line: string): string | null {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return (
      `not valid JSON (truncated or corrupt): ` +
      `${JSON.stringify(line.length > 60 ? `${line.slice(0, 57)}...` : line)}`
    )
  }
  const problem = recordProblem(value)
  if (problem) return problem
  const r = value as Record<string, unknown>
  if (r.v !== RECORD_VERSION) return `v must be ${RECORD_VERSION}, received ${describeValue(r.v)}`
  if (typeof r.testPath !== 'string' || r.testPath === '')
    return `testPath must be a non-empty string, received ${describeValue(r.testPath)}`
  if (typeof r.testName !== 'string') return `testName must be a string, received ${describeValue(r.testName)}`
  if (!Number.isInteger(r.attempt) || (r.attempt as number) < 1)
    return `attempt must be a positive integer, received ${describeValue(r.attempt)}`
  return null
}

/**
 * Keeps, per (testPath, testName), only the lines of the deciding attempt: the last one Jest ran
 * (its `invocations`) when Jest reports the test, else the highest attempt recorded. Texts are
 * kept as the reporter's `texts` setting allows, whatever the workers wrote.
 *
 * @example
 * selectJestRecords(lines, [{ testPath: '/repo/a.test.js', fullName: 'x', invocations: 2 }], '/repo', 20000).records
 */
export function selectJestRecords(
  lines: readonly JestScoreLine[],
  tests: readonly JestTestOutcome[],
  rootDir: string,
  texts: TextsSetting,
): { records: CollectedRecord[]; warnings: string[] } {
  const key = (path: string, name: string): string => `${path}\u0000${name}`
  const invocations = new Map<string, number>()
  for (const t of tests) {
    const k = key(t.testPath, t.fullName)
    if (t.invocations !== undefined) invocations.set(k, Math.max(invocations.get(k) ?? 0, t.invocations))
  }
  const highest = new Map<string, number>()
  const count = new Map<string, number>()
  for (const l of lines) {
    const k = key(l.testPath, l.testName)
    highest.set(k, Math.max(highest.get(k) ?? 0, l.attempt))
    count.set(k, (count.get(k) ?? 0) + 1)
  }
  const warnings: string[] = []
  const deciding = new Map<string, number>()
  for (const [k, h] of highest) {
    const last = invocations.get(k)
    deciding.set(k, last !== undefined && last > h ? last : h)
    if (last !== undefined && last > h) {
      const [path, name] = k.split('\u0000') as [string, string]
      const earlier = count.get(k) as number
      warnings.push(
        `${relativePath(rootDir, path)} › ${name}: its deciding attempt recorded no scores; ` +
          `${earlier} ${plural(earlier, 'score')} from earlier attempts are not counted`,
      )
    }
  }
  const records: CollectedRecord[] = []
  for (const l of lines) {
    const k = key(l.testPath, l.testName)
    const decidingAttempt = deciding.get(k) as number
    if (l.attempt !== decidingAttempt) continue
    records.push({
      ...withTextsSetting(pickScoreRecord(l), texts),
      file: relativePath(rootDir, l.testPath),
      test: l.testName,
      repeat: 0,
      attempts: Math.max(invocations.get(k) ?? decidingAttempt, decidingAttempt),
    })
  }
  return { records, warnings }
}
