import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildReport } from '../../src/reporter/store/report.js'
import type { CollectedRecord } from '../../src/reporter/model.js'
import { outcomeOf, rec } from '../reporter/helpers.js'
import { runCli } from './run-cli.js'

let dir: string
function cli(argv: string[]): ReturnType<typeof runCli> {
  return runCli(argv, { cwd: dir, columns: 120 })
}

function report(records: CollectedRecord[]): string {
  return JSON.stringify(buildReport(outcomeOf(records), '2026-11-30T00:00:00.000Z'))
}

const answer = (score: number, repeat: number) =>
  rec({ file: 'evals/a.test.ts', test: 'answers', score, repeat, threshold: 0.8, line: 7 })
const summary = (score: number, repeat: number) =>
  rec({ file: 'evals/a.test.ts', test: 'sums \u001b[31mup', score, repeat, threshold: 0.4, line: 12 })

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'expect-similar-calibrate-'))
  writeFileSync(join(dir, 'run1.json'), report([answer(0.9, 0), answer(0.78, 1), summary(0.9, 0), summary(0.95, 1)]))
  writeFileSync(join(dir, 'run2.json'), report([answer(0.85, 0), summary(0.92, 0)]))
  writeFileSync(join(dir, 'bad.json'), '{"schemaVersion": 2}')
  const mastra = (score: number, repeat: number) =>
    rec({ file: 'evals/m.test.ts', test: 'tone', score, repeat, matcher: 'expectEval', scorer: 'mastra:tone' })
  writeFileSync(join(dir, 'mastra.json'), report([answer(0.9, 0), answer(0.92, 1), mastra(0.3, 0), mastra(0.9, 1)]))
  writeFileSync(join(dir, 'mastra-only.json'), report([mastra(0.3, 0)]))
  const probed = (score: number, repeat: number) => ({
    ...rec({ file: 'evals/b.test.ts', test: 'status', score, repeat, threshold: 0.5, line: 3 }),
    lenient: { probe: 'It was not paid.', kind: 'negation', score: 0.9, rejectingMin: null, probes: 4, capped: false },
  })
  const rejected = rec({ file: 'evals/b.test.ts', test: 'reply', score: 0.8, threshold: 0.5, line: 9 })
  writeFileSync(
    join(dir, 'probed.json'),
    report([
      probed(0.74, 0),
      probed(0.95, 1),
      { ...rejected, rejectChecked: 1, rejectMax: 0.85 } as CollectedRecord,
    ] as CollectedRecord[]),
  )
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('expect-similar calibrate', () => {
  it('prints one row per assertion over every report, flaky first, with file:line', async () => {
    const r = await cli(['calibrate', 'run1.json', 'run2.json'])
    expect(r).toEqual({
      code: 0,
      err: '',
      out: [
        'expect-similar calibrate: 2 assertions from 2 report(s): 1 flaky, 1 slack, 0 ok ' +
          '(margin 0.05, slack gap 0.15, margin changes 1)',
        '',
        'verdict             runs  min   p10   median  current   suggested  assertion',
        'flaky               3     0.78  0.79  0.85    min 0.80  min 0.73   evals/a.test.ts:7  answers ' +
          '(#1 toBeSimilarTo, content-similarity)',
        'slack (0.50 below)  3     0.90  0.90  0.92    min 0.40  min 0.85   evals/a.test.ts:12  sums \\x1b[31mup ' +
          '(#1 toBeSimilarTo, content-similarity)',
        '',
      ].join('\n'),
    })
  })

  it('prints JSON with --json and takes --margin', async () => {
    const r = await cli(['calibrate', 'run1.json', '--json', '--margin', '0.1'])
    expect(r.code).toBe(0)
    const parsed = JSON.parse(r.out)
    expect(parsed.options).toEqual({ margin: 0.1, slackGap: 0.15, marginChanges: 1 })
    expect(parsed.assertions.map((c: Record<string, unknown>) => [c.test, c.verdict, c.suggested, c.line])).toEqual([
      ['answers', 'flaky', 0.68, 7],
      ['sums \u001b[31mup', 'slack', 0.8, 12],
    ])
  })

  it('prints no min where none separates the runs from a probe or reject text, says what would, and warns of one run', async () => {
    const r = await cli(['calibrate', 'probed.json'])
    expect(r.code).toBe(0)
    expect(r.out).toContain(
      [
        'verdict             runs  min   p10   median  current   suggested   assertion',
        'slack (0.30 below)  1     0.80  0.80  0.80    min 0.50  no min (1)  evals/b.test.ts:9  reply ' +
          '(#1 toBeSimilarTo, content-similarity)',
        'slack (0.24 below)  2     0.74  0.76  0.84    min 0.50  no min (2)  evals/b.test.ts:3  status ' +
          '(#1 toBeSimilarTo, content-similarity)',
        '',
        '(1) evals/b.test.ts:9  reply (#1 toBeSimilarTo, content-similarity):',
        '    a reject text scores 0.85, not below the lowest observed score 0.80: no min passes every run and ' +
          'rejects it. If it differs from the expected text by a number, a negation or a name, add that guard ' +
          "(`guard: 'numbers'`, `'negation'` or `'names'`); else compare it under another scorer " +
          '(npx expect-similar compare <expected> <reject text>)',
        '(2) evals/b.test.ts:3  status (#1 toBeSimilarTo, content-similarity):',
        '    the negation probe "It was not paid." scores 0.90, not below the lowest observed score 0.74: no min ' +
          "passes every run and rejects it; add `guard: 'negation'` (it fails this probe whatever it scores)",
        'warning: 1 of 2 assertions were seen in one run only: one run cannot tell whether a threshold is flaky ' +
          '(a min just under one score may fail the next run); calibrate from several runs (Vitest repeats, or ' +
          'the reports of several runs)',
        '',
      ].join('\n'),
    )
    // Nowhere a min that the lowest run (0.74) would fail, nor the old footnote about reject texts.
    expect(r.out).not.toMatch(/min 0\.9\d|\(!\)/)
    const json = JSON.parse((await cli(['calibrate', 'probed.json', '--json'])).out)
    expect(json.assertions.map((c: Record<string, unknown>) => [c.test, c.suggested, c.conflict])).toEqual([
      ['reply', null, true],
      ['status', null, true],
    ])
    expect(json.warnings).toHaveLength(1)
  })

  it("leaves Mastra's expectEval records out and says how many", async () => {
    const r = await cli(['calibrate', 'mastra.json'])
    expect(r.code).toBe(0)
    expect(r.out).toContain('expect-similar calibrate: 1 assertions from 1 report(s): 0 flaky, 0 slack, 1 ok')
    expect(r.out).not.toContain('evals/m.test.ts')
    expect(r.out).toContain(
      "note: 2 Mastra expectEval records left out: calibrate judges expect-similar assertions; Mastra's thresholds " +
        'are set in its eval config (its scores are shown and gated apart, thresholds.mastra)\n',
    )
    const json = JSON.parse((await cli(['calibrate', 'mastra.json', '--json'])).out)
    expect(json.assertions.map((c: Record<string, unknown>) => c.test)).toEqual(['answers'])
    expect(json.leftOut).toEqual({ mastra: 2 })
    expect(JSON.parse((await cli(['calibrate', 'run1.json', '--json'])).out).leftOut).toEqual({ mastra: 0 })
    const only = await cli(['calibrate', 'mastra-only.json'])
    expect(only.out).toMatch(/No scored assertion in the reports\.\nnote: 1 Mastra expectEval record left out: /)
  })

  it.each([
    [['calibrate'], 'calibrate needs at least one report file'],
    [['calibrate', 'run1.json', '--margin', '2'], 'option --margin must be a number in [0, 1], received "2"'],
    [['calibrate', 'run1.json', '--margin', 'x'], 'option --margin must be a number in [0, 1], received "x"'],
    [
      ['calibrate', 'run1.json', '--margin-changes', '1.5'],
      'option --margin-changes must be a non-negative integer, received "1.5"',
    ],
    [['calibrate', 'missing.json'], 'cannot read missing.json: ENOENT'],
  ])('exits 2 on %j: %s', async (argv, message) => {
    const r = await cli(argv)
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toContain(`expect-similar calibrate: ${message}\n`)
  })

  it('exits 2 naming the file when a report is not valid', async () => {
    const r = await cli(['calibrate', 'bad.json'])
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/^expect-similar calibrate: .*bad\.json/)
  })
})
