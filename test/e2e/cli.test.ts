import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildReport } from '../../src/reporter/store/report.js'
import { outcomeOf, rec } from '../reporter/helpers.js'
import { makeProject, removeProject, run } from './harness.js'

const report = (file: string, runner = 'jest'): string => {
  const outcome = outcomeOf([rec({ file, test: 't', score: 0.8 })])
  outcome.summary.runner = { name: runner, version: '1.0.0' }
  return JSON.stringify(buildReport(outcome, '2026-11-30T00:00:00.000Z'))
}

describe('expect-similar CLI', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('cli', {
      'a.json': report('a.test.js'),
      'b.json': report('b.test.js'),
      'vitest.json': report('c.test.ts', 'vitest'),
      'corrupt.json': '{"schemaVersion": 1,',
      'old.json': JSON.stringify({ ...JSON.parse(report('a.test.js')), schemaVersion: 0 }),
      // Hand-edited: a gate result whose number became a string (report used to crash on toFixed).
      'edited.json': JSON.stringify({
        ...JSON.parse(report('a.test.js')),
        gates: {
          thresholds: { mean: 0.9 },
          maxRegression: null,
          passed: false,
          unmatchedGlobs: [],
          results: [{ gate: 'mean', scope: 'run', actual: '0.8', limit: 0.9, passed: false, by: 0.1, assertions: 1 }],
        },
      }),
      'bad-glob.json': JSON.stringify({
        ...JSON.parse(report('b.test.js')),
        gates: {
          thresholds: { files: { 'a/{b': { mean: 0.5 } } },
          maxRegression: null,
          passed: true,
          unmatchedGlobs: [],
          results: [],
        },
      }),
    })
  })
  afterAll(() => removeProject(dir))

  it('prints help with exit code 0, and usage with exit code 2 when called without a command', async () => {
    const help = await run('cli', ['--help'], dir)
    expect(help.code).toBe(0)
    expect(help.stdout).toMatchInlineSnapshot(`
      "Usage: expect-similar <command> [options]

      Commands:
        compare    score two texts, show the diff and which options change the result
        probe      score meaning-changing edits of a text: does a --min let wrong answers pass?
        merge      merge the JSON reports of a sharded run into one summary
        report     print a saved JSON report as the score table
        calibrate  read reports of repeated runs: which thresholds are flaky or slack, and what min to use
        baseline   build a baseline from the reports of several runs, so the regression gate knows their noise
        accept     store the received texts of failing fuzzy snapshots from a saved report, without rerunning

      Run expect-similar <command> --help for a command's options.
      Exit codes: 0 success, 1 a gate failed, 2 bad arguments or unreadable input,
      3 internal error (a bug in expect-similar; please report it).
      "
    `)
    const mergeHelp = await run('cli', ['merge', '--help'], dir)
    expect(mergeHelp.code).toBe(0)
    expect(mergeHelp.stdout).toContain('Usage: expect-similar merge <report.json>... [options]')
    const bare = await run('cli', [], dir)
    expect(bare.code).toBe(2)
    expect(bare.stderr).toContain('Usage: expect-similar <command> [options]')
  })

  it('merges reports and writes the merged files', async () => {
    const r = await run('cli', ['merge', 'a.json', 'b.json', '--json', 'out/m.json', '--markdown=out/m.md'], dir)
    expect(r.code, r.output).toBe(0)
    expect(r.stdout).toMatch(/a\.test\.js +1 +1 +0 /)
    expect(r.stdout).toMatch(/b\.test\.js +1 +1 +0 /)
    const merged = JSON.parse(readFileSync(join(dir, 'out/m.json'), 'utf8'))
    expect(merged.records.map((x: { file: string }) => x.file)).toEqual(['a.test.js', 'b.test.js'])
    expect(readFileSync(join(dir, 'out/m.md'), 'utf8')).toContain('| **Total** | 2 | 2 | 0 |')
  })

  it('appends to GITHUB_STEP_SUMMARY unless --no-github-summary', async () => {
    writeFileSync(join(dir, 'step.md'), '')
    const on = await run('cli', ['merge', 'a.json'], dir, { GITHUB_STEP_SUMMARY: join(dir, 'step.md') })
    expect(on.code, on.output).toBe(0)
    expect(readFileSync(join(dir, 'step.md'), 'utf8')).toContain('| a.test.js | 1 | 1 | 0 |')
    writeFileSync(join(dir, 'step.md'), '')
    const off = await run('cli', ['merge', 'a.json', '--no-github-summary'], dir, {
      GITHUB_STEP_SUMMARY: join(dir, 'step.md'),
    })
    expect(off.code, off.output).toBe(0)
    expect(readFileSync(join(dir, 'step.md'), 'utf8')).toBe('')
  })

  it('compares a merge with --baseline', async () => {
    const r = await run('cli', ['merge', 'a.json', '--baseline', 'b.json'], dir)
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/a\.test\.js .* new/)
    expect(r.stdout).toContain('removed: b.test.js')
  })

  it.each([
    [['frobnicate'], 'expect-similar: unknown command "frobnicate"'],
    [['merge'], 'expect-similar merge: merge needs at least one report file'],
    [['merge', 'a.json', '--jsn', 'x'], 'expect-similar merge: unknown option "--jsn"'],
    [['merge', 'a.json', '-j'], 'expect-similar merge: unknown option "-j"'],
    [['merge', 'a.json', '--json'], 'expect-similar merge: option --json needs a file path (or - for standard output)'],
    [['merge', 'missing.json'], 'expect-similar merge: cannot read missing.json: ENOENT'],
    [['merge', 'a.json', 'corrupt.json'], 'expect-similar merge: corrupt.json is not valid JSON ('],
    [
      ['merge', 'old.json'],
      'expect-similar merge: old.json is not an expect-similar report: schemaVersion must be 1, 2 or 3, received number 0',
    ],
    [
      ['merge', 'a.json', 'a.json'],
      'expect-similar merge: a.test.js appears in both a.json and a.json; shard reports must not overlap',
    ],
    [
      ['merge', 'a.json', 'vitest.json'],
      'expect-similar merge: cannot merge a vitest report (vitest.json) with a jest report (a.json)',
    ],
    [['merge', 'a.json', '--baseline', 'corrupt.json'], 'expect-similar merge: corrupt.json is not valid JSON ('],
    [['report', 'a.json', 'b.json'], 'expect-similar report: report needs exactly one report file, received 2'],
    [['report', 'a.json', '--baseline', 'b.json'], 'expect-similar report: unknown option "--baseline"'],
    [
      ['report', 'edited.json'],
      'expect-similar report: edited.json is not an expect-similar report: gates.results[0].actual must be a number, received string "0.8"',
    ],
    [
      ['merge', 'bad-glob.json'],
      'expect-similar merge: bad-glob.json is not an expect-similar report: gates.thresholds.files["a/{b"] is not a valid glob: it has an unclosed "{"',
    ],
  ])('exits 2 with a clear message for %j', async (args, message) => {
    const r = await run('cli', args, dir)
    expect(r.stderr).toContain(message)
    expect(r.stderr).not.toContain('internal error, please report')
    expect(r.code).toBe(2)
  })
})
