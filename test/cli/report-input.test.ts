import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildReport } from '../../src/reporter/store/report.js'
import { SAMPLE, outcomeOf } from '../reporter/helpers.js'
import { runCli } from './run-cli.js'

// A saved report is input from outside: a field the pages or the history would write out as it
// is must be refused as an invalid report (exit 2) before anything is written.

let cwd: string
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'expect-similar-report-input-'))
})
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

function saved(name: string, edit: (report: any) => void): string {
  const report = JSON.parse(JSON.stringify(buildReport(outcomeOf(SAMPLE), '2026-01-01T00:00:00.000Z')))
  edit(report)
  // "DEEP" stands for a 50,000-deep array, which JSON.stringify itself could not write.
  const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
  writeFileSync(join(cwd, name), JSON.stringify(report).replace('"DEEP"', deep))
  return name
}

describe('report --html and --history on a report with a bad git field', () => {
  it.each([
    ['a number commit', { commit: 42, branch: 'main' }, 'git.commit must be null or a string'],
    ['an array', ['main'], 'git must be null or { commit, branch }'],
  ])('exits 2 for %s, as an invalid report, not a write error, and appends no history', async (_n, git, problem) => {
    const file = saved('git.json', (r) => (r.git = git))
    const r = await runCli(['report', file, '--html', 'git.html', '--history', 'git.jsonl'], { cwd })
    expect(r.code).toBe(2)
    expect(r.err).toContain(`expect-similar report: git.json is not an expect-similar report: ${problem}`)
    expect(existsSync(join(cwd, 'git.html'))).toBe(false)
    expect(existsSync(join(cwd, 'git.jsonl'))).toBe(false)
  })

  it('accepts a null git, and null commit or branch', async () => {
    for (const git of [null, { commit: null, branch: null }, { commit: 'abc', branch: null }]) {
      const r = await runCli(['report', saved('git-ok.json', (x) => (x.git = git)), '--html', 'g.html'], { cwd })
      expect(r.err).toBe('')
      expect(r.code).toBe(0)
    }
  })
})

describe('report --html on a hand-edited report', () => {
  it('renders an untouched report', async () => {
    const r = await runCli(['report', saved('ok.json', () => {}), '--html', 'ok.html'], { cwd })
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(existsSync(join(cwd, 'ok.html'))).toBe(true)
  })

  it.each([
    ['a matcher that is no matcher name', (r: any) => (r.records[0].matcher = 'x" onmouseover="alert(1)'), 'matcher'],
    ['a scorer that is no scorer name', (r: any) => (r.records[0].scorer = '<script>'), 'scorer'],
  ])('exits 2 with "not an expect-similar report" for %s, and writes no page', async (_name, edit, field) => {
    const file = saved(`${field}.json`, edit)
    const r = await runCli(['report', file, '--html', `${field}.html`], { cwd })
    expect(r.code).toBe(2)
    expect(r.err).toMatch(
      new RegExp(`^expect-similar report: ${field}\\.json is not an expect-similar report: records\\[0\\]: ${field} `),
    )
    expect(existsSync(join(cwd, `${field}.html`))).toBe(false)
  })
})

describe('files that are not regular, or too large to read', () => {
  it('refuses a report over 256 MiB by its size, before reading it', async () => {
    writeFileSync(join(cwd, 'huge.json'), '')
    truncateSync(join(cwd, 'huge.json'), 256 * 2 ** 20 + 1)
    const r = await runCli(['report', 'huge.json'], { cwd })
    expect(r.code).toBe(2)
    expect(r.err).toContain(
      'expect-similar report: cannot read huge.json: it is 268435457 bytes, ' +
        'more than the 268435456 bytes (256 MiB) expect-similar reads',
    )
  })

  it.each([
    ['--history', '/dev/zero', 'cannot read history /dev/zero: it is a character device, not a regular file'],
    ['--json', '/dev/zero', 'cannot write /dev/zero: it is a character device, not a regular file'],
    [
      '--markdown',
      '/dev/stdout',
      'an open file descriptor of this process, not a file (for standard output the CLI takes -)',
    ],
  ])('report %s %s exits 2 with a clear error', async (flag, device, message) => {
    const r = await runCli(['report', saved('device.json', () => {}), flag, device], { cwd })
    expect(r.code).toBe(2)
    expect(r.err).toContain(message)
  })
})

describe('a history of many bad lines', () => {
  it('warns of the first three and counts the rest, in the terminal and the JSON report', async () => {
    writeFileSync(join(cwd, 'bad.jsonl'), 'not json\n'.repeat(5_000))
    const file = saved('for-history.json', () => {})
    const r = await runCli(['report', file, '--history', 'bad.jsonl', '--json', 'again.json'], { cwd })
    expect(r.code).toBe(0)
    const shown = `${r.out}${r.err}`
    expect(shown).toContain('bad.jsonl line 3 is not valid JSON; skipped')
    expect(shown).not.toContain('bad.jsonl line 4 ')
    expect(shown).toContain('… and 4997 more unreadable lines of bad.jsonl skipped')
    expect(shown.split('\n').length).toBeLessThan(60)
    const again = JSON.parse(readFileSync(join(cwd, 'again.json'), 'utf8'))
    expect(again.warnings.filter((w: string) => w.includes('bad.jsonl'))).toEqual([
      'bad.jsonl line 1 is not valid JSON; skipped',
      'bad.jsonl line 2 is not valid JSON; skipped',
      'bad.jsonl line 3 is not valid JSON; skipped',
      '… and 4997 more unreadable lines of bad.jsonl skipped',
    ])
  })
})

describe('out-of-range numbers and over-deep values in a saved report', () => {
  it.each([
    [
      'a shard count of 1e308',
      { index: 1, count: 1e308 },
      'shard.count: expected an integer in 1..10000, received number 1e+308',
    ],
    [
      'a shard count of 30,000,000',
      { index: 1, count: 30_000_000 },
      'shard.count: expected an integer in 1..10000, received number 30000000',
    ],
  ])('merge exits 2 at once on %s, naming the field', async (_name, shard, problem) => {
    const file = saved('shard-count.json', (r) => (r.shard = shard))
    const r = await runCli(['merge', file, '--json', 'merged.json'], { cwd })
    expect(r.code).toBe(2)
    expect(r.err).toContain(`expect-similar merge: shard-count.json is not an expect-similar report: ${problem}`)
    expect(r.err.length).toBeLessThan(400)
  })

  it.each([
    [
      'a repeat of 1e308',
      (r: any) => (r.records[0].repeat = 1e308),
      'records[0].repeat must be a non-negative integer, received number 1e+308',
    ],
    [
      'a partial count of 1e308',
      (r: any) => (r.partial = { count: 1e308, shards: [1], missing: [2] }),
      'partial.count: expected an integer in 1..10000, received number 1e+308',
    ],
    [
      'a shard listed twice in partial',
      (r: any) => (r.partial = { count: 3, shards: [1, 1], missing: [2] }),
      'partial.shards: expected each shard index once, received array of length 2 with repeats',
    ],
    [
      'a 50,000-deep value',
      (r: any) => (r.gates.results = [{ ...r.gates.results[0], extra: 'DEEP' }]),
      'it nests arrays and objects more than 64 deep (at character',
    ],
    [
      'a 50,000-deep glob',
      (r: any) =>
        (r.gates.thresholds = { files: { [`${'{a,'.repeat(50_000)}b${'}'.repeat(50_000)}`]: { mean: 0.5 } } }),
      'is not a valid glob: it nests "{" more than 32 deep',
    ],
  ])('report exits 2 on %s', async (_name, edit, problem) => {
    const file = saved('out-of-range.json', edit)
    const r = await runCli(['report', file, '--json', 'again.json'], { cwd })
    expect(r.code).toBe(2)
    expect(r.err).toContain('expect-similar report: out-of-range.json is not an expect-similar report: ')
    expect(r.err).toContain(problem)
  })
})
