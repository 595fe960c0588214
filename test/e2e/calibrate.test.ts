import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportValidator } from '../reporter/schema.js'
import { makeProject, removeProject, run, VITEST_MATCHERS_CONFIG, JEST_MATCHERS_CONFIG } from './harness.js'

// Real runs: records carry the line of their expect call (Vitest through its source maps, Jest
// plain), and calibrate, fed a Vitest report of 6 runs per test (repeats: 5), gives the verdicts.
const REFERENCE = 'The invoice was paid on Monday by bank transfer.'
const OTHER = 'Completely unrelated text about the weather forecast.'

// Line numbers matter: the records must point at lines 7, 10 and 11.
const VITEST_TEST = `import { expect, it } from 'vitest'
const REFERENCE = ${JSON.stringify(REFERENCE)}
const OTHER = ${JSON.stringify(OTHER)}
it('answers', { repeats: 5 }, ({ task }) => {
  // Every other run answers something else: a min of 0.8 fails those runs.
  const text = (task.result?.repeatCount ?? 0) % 2 === 0 ? REFERENCE : OTHER
  expect(text).toBeSimilarTo(REFERENCE, { min: 0.8 })
})
it('summarizes', { repeats: 5 }, () => {
  expect(REFERENCE).toBeSimilarTo(REFERENCE, { min: 0.3 })
  expect({ text: REFERENCE }).toEqual({ text: expect.similarTo(REFERENCE, { min: 0.9 }) })
})
`

const JEST_TEST = `const REFERENCE = ${JSON.stringify(REFERENCE)}
test('summarizes', () => {
  expect(REFERENCE).toBeSimilarTo(REFERENCE, { min: 0.3 })
  expect({ text: REFERENCE }).toEqual({ text: expect.similarTo(REFERENCE, { min: 0.9 }) })
})
`

// With probes on, a min of 0.5 accepts a meaning-changing edit: calibrate's suggestion, even with a
// wide margin, never goes below the min that rejects the probes.
const PROBED_TEST = `import { expect, it } from 'vitest'
it('approves', { repeats: 2 }, () => {
  expect('The payment was approved!').toBeSimilarTo('The payment was approved.', { min: 0.5 })
})
`

// Answers that vary from run to run (scores about 0.6 to 1 against the reference) and a min of 0.5
// that accepts the reference with "not" in it (about 0.9): no min passes every run and rejects that
// probe, so calibrate must suggest none and point at the negation guard.
const VARYING = ['The refund was approved on Monday.', 'Your refund got approved Monday.', 'Refund: approved (Monday).']
const CONFLICT_VITEST = `import { expect, it } from 'vitest'
const ANSWERS = ${JSON.stringify(VARYING)}
it('refund', { repeats: 2 }, ({ task }) => {
  const answer = ANSWERS[task.result?.repeatCount ?? 0]
  expect(answer).toBeSimilarTo('The refund was approved on Monday.', { min: 0.5 })
})
`
const CONFLICT_JEST = `test('refund', () => {
  expect(${JSON.stringify(VARYING[2])}).toBeSimilarTo('The refund was approved on Monday.', { min: 0.5 })
})
`

function reportRecords(dir: string): Record<string, unknown>[] {
  const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  expect(reportValidator()(report)).toEqual({ valid: true, errors: 'No errors' })
  return report.records
}

const options = { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) }

describe('calibrate from real runs', () => {
  let vitestDir: string
  let jestDir: string
  let probedDir: string
  let conflictVitest: string
  let conflictJest: string
  beforeAll(() => {
    conflictVitest = makeProject('calibrate-conflict-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/refund.test.ts': CONFLICT_VITEST,
    })
    conflictJest = makeProject('calibrate-conflict-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/refund.test.js': CONFLICT_JEST,
    })
    probedDir = makeProject('calibrate-probed', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/payment.test.ts': PROBED_TEST,
    })
    vitestDir = makeProject('calibrate-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/invoice.test.ts': VITEST_TEST,
    })
    jestDir = makeProject('calibrate-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/invoice.test.js': JEST_TEST,
    })
  })
  afterAll(() => {
    removeProject(vitestDir)
    removeProject(jestDir)
    removeProject(probedDir)
    removeProject(conflictVitest)
    removeProject(conflictJest)
  })

  it('Vitest: records carry their line, the summary counts flaky and slack, calibrate gives the verdicts', async () => {
    const r = await run('vitest', ['run'], vitestDir, options)
    expect(r.code, r.output).toBe(1)
    expect(r.output).toContain(
      'Calibrate: 1 repeated assertion looks flaky, 1 slack (npx expect-similar calibrate <report.json>)',
    )
    const records = reportRecords(vitestDir)
    expect(records.map((x) => [x.test, x.matcher, x.repeat, x.line])).toEqual([
      ...[0, 1, 2, 3, 4, 5].map((repeat) => ['answers', 'toBeSimilarTo', repeat, 7]),
      ...[0, 1, 2, 3, 4, 5].flatMap((repeat) => [
        ['summarizes', 'toBeSimilarTo', repeat, 10],
        ['summarizes', 'similarTo', repeat, 11],
      ]),
    ])
    const low = Math.min(...records.filter((x) => x.test === 'answers').map((x) => x.score as number))
    expect(low).toBeLessThan(0.5)

    const json = await run('cli', ['calibrate', 'scores.json', '--json'], vitestDir)
    expect(json.code, json.output).toBe(0)
    const rows = JSON.parse(json.stdout).assertions as Record<string, unknown>[]
    expect(rows.map((c) => [c.test, c.index, c.line, c.runs, c.failedRuns, c.verdict, c.current, c.suggested])).toEqual(
      [
        ['answers', 1, 7, 6, 3, 'flaky', 0.8, Math.max(0, Math.floor((low - 0.05) * 100 + 1e-9) / 100)],
        ['summarizes', 1, 10, 6, 0, 'slack', 0.3, 0.95],
        ['summarizes', 2, 11, 6, 0, 'ok', 0.9, 0.95],
      ],
    )
    expect(rows[1]).toMatchObject({ min: 1, p10: 1, median: 1, slackBy: 0.7 })

    const text = await run('cli', ['calibrate', 'scores.json'], vitestDir)
    expect(text.code, text.output).toBe(0)
    expect(text.stdout).toContain('1 flaky, 1 slack, 1 ok')
    expect(text.stdout).toMatch(/\nflaky +6 .* min 0\.80 .* evals\/invoice\.test\.ts:7 {2}answers \(#1 toBeSimilarTo/)
    expect(text.stdout).toMatch(
      /\nslack \(0\.70 below\) +6 +1\.00 +1\.00 +1\.00 +min 0\.30 +min 0\.95 +evals\/invoice\.test\.ts:10 /,
    )
    expect(text.stdout).toMatch(
      /\nok +6 .* min 0\.90 +min 0\.95 +evals\/invoice\.test\.ts:11 {2}summarizes \(#2 similarTo/,
    )
  })

  it('Jest: records carry the line of their expect call', async () => {
    const r = await run('jest', ['--config', 'jest.config.cjs'], jestDir, options)
    expect(r.code, r.output).toBe(0)
    expect(reportRecords(jestDir).map((x) => [x.matcher, x.line])).toEqual([
      ['toBeSimilarTo', 3],
      ['similarTo', 4],
    ])
    // One run: no repeats, so no calibrate line in the summary.
    expect(r.output).not.toContain('Calibrate:')
  })

  it('Vitest with probes: the suggested min never goes below what rejects the recorded probes', async () => {
    const probed = { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json', probes: true }) }
    const r = await run('vitest', ['run'], probedDir, probed)
    expect(r.code, r.output).toBe(0)
    const records = reportRecords(probedDir)
    const lenient = records[0]?.lenient as { rejectingMin: number }
    expect(lenient.rejectingMin).toBeGreaterThan(0.5)
    const score = records[0]?.score as number
    const json = await run('cli', ['calibrate', 'scores.json', '--json', '--margin', '0.3'], probedDir)
    expect(json.code, json.output).toBe(0)
    const [row] = JSON.parse(json.stdout).assertions
    const floor = Math.ceil(lenient.rejectingMin * 100 - 1e-9) / 100
    // Without the probes the suggestion would be the score minus the margin, below the floor.
    expect(Math.floor((score - 0.3) * 100 + 1e-9) / 100).toBeLessThan(floor)
    expect(row).toMatchObject({ runs: 3, verdict: 'slack', rejectingMin: floor, suggested: floor, conflict: false })
  })

  const probedOptions = { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json', probes: true }) }

  it('Vitest with probes and varying answers: no min that fails an observed run; the guard that would do', async () => {
    const r = await run('vitest', ['run'], conflictVitest, probedOptions)
    expect(r.code, r.output).toBe(0)
    const records = reportRecords(conflictVitest)
    const low = Math.min(...records.map((x) => x.score as number))
    const probe = (records.find((x) => x.lenient !== undefined)?.lenient ?? {}) as { score: number; kind: string }
    // The premise: the strongest accepted probe outscores the lowest run.
    expect(probe.score).toBeGreaterThan(low)
    const json = await run('cli', ['calibrate', 'scores.json', '--json'], conflictVitest)
    expect(json.code, json.output).toBe(0)
    const { assertions, warnings } = JSON.parse(json.stdout)
    expect(warnings).toEqual([])
    expect(assertions).toHaveLength(1)
    expect(assertions[0]).toMatchObject({ runs: 3, failedRuns: 0, suggested: null, conflict: true })
    expect(assertions[0].unseparated).toContainEqual(
      expect.objectContaining({ source: 'probe', kind: 'negation', guards: ['negation'] }),
    )
    const text = await run('cli', ['calibrate', 'scores.json'], conflictVitest)
    expect(text.stdout, text.stdout).toMatch(/min 0\.50 +no min \(1\) +evals\/refund\.test\.ts:5 /)
    expect(text.stdout).toContain("add `guard: 'negation'` (it fails this probe whatever it scores)")
    // Every min printed passes every observed run; the old footnote about reject texts is gone.
    for (const m of text.stdout.matchAll(/min (\d\.\d\d)/g)) expect(Number(m[1])).toBeLessThanOrEqual(low)
    expect(text.stdout).not.toContain('reject texts')
  })

  it('Jest with probes, one run: the same verdict, and a warning that one run cannot judge flakiness', async () => {
    const r = await run('jest', ['--config', 'jest.config.cjs'], conflictJest, probedOptions)
    expect(r.code, r.output).toBe(0)
    const text = await run('cli', ['calibrate', 'scores.json'], conflictJest)
    expect(text.code, text.output).toBe(0)
    expect(text.stdout).toMatch(/no min \(1\) +evals\/refund\.test\.js:2 /)
    expect(text.stdout).toContain("add `guard: 'negation'`")
    expect(text.stdout).toContain(
      'warning: every assertion was seen in one run only: one run cannot tell whether a threshold is flaky',
    )
  })
})
