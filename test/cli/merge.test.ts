import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildReport } from '../../src/reporter/store/report.js'
import { finishRun } from '../../src/reporter/finish.js'
import { RUNNER, outcomeOf, rec } from '../reporter/helpers.js'
import { reportValidator } from '../reporter/schema.js'
import { runCli } from './run-cli.js'
import type { ShardInfo } from '../../src/reporter/model.js'

// In-process runs of merge and report against report files in a temporary directory.
let dir: string
function cli(argv: string[]): ReturnType<typeof runCli> {
  return runCli(argv, { cwd: dir, columns: 120 })
}

/** A shard report as a reporter writes it: its gates deferred, the baseline option kept. */
function shardReport(file: string, score: number, shard: ShardInfo | null, baseline?: string): string {
  const outcome = outcomeOf([rec({ file, test: 't', score })], { thresholds: { mean: 0.5 }, baseline })
  const deferred = { ...outcome, shard, gates: { ...outcome.gates, results: [], passed: true } }
  return JSON.stringify(buildReport(deferred, '2026-11-30T00:00:00.000Z'))
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'expect-similar-merge-'))
  const files: Record<string, string> = {
    's1.json': shardReport('a.test.js', 0.9, { index: 1, count: 3 }, 'base.json'),
    's2.json': shardReport('b.test.js', 0.8, { index: 2, count: 3 }, 'base.json'),
    's3.json': shardReport('c.test.js', 0.7, { index: 3, count: 3 }, 'base.json'),
    'other-count.json': shardReport('d.test.js', 0.7, { index: 2, count: 2 }),
    'whole.json': shardReport('e.test.js', 0.7, null),
    'base.json': shardReport('a.test.js', 0.95, null),
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('merge of shard reports', () => {
  it('refuses, exit 2, shard reports of different commits, naming each; --allow-mixed-commits says so', async () => {
    const withCommit = (name: string, commit: string | null): string => {
      const report = JSON.parse(readFileSync(join(dir, name), 'utf8'))
      report.git = { commit, branch: 'main' }
      const file = `${name.replace('.json', '')}-${commit}.json`
      writeFileSync(join(dir, file), JSON.stringify(report))
      return file
    }
    const shards = [withCommit('s1.json', 'aaa111'), withCommit('s2.json', 'bbb222'), withCommit('s3.json', 'aaa111')]
    const refused = await cli(['merge', ...shards, '--json', 'mixed.json'])
    expect(refused.code).toBe(2)
    expect(refused.err).toContain(
      'expect-similar merge: the reports tested different commits: s1-aaa111.json aaa111, s2-bbb222.json bbb222, ' +
        's3-aaa111.json aaa111; merge the reports of one run, or pass --allow-mixed-commits to merge them ' +
        'and say so in the merged report',
    )
    expect(existsSync(join(dir, 'mixed.json'))).toBe(false)

    const allowed = await cli(['merge', ...shards, '--allow-mixed-commits', '--json', 'mixed.json'])
    expect(allowed.code, allowed.err).toBe(0)
    const note =
      'The merged reports tested 2 different commits (s1-aaa111.json aaa111, s2-bbb222.json bbb222, ' +
      's3-aaa111.json aaa111); the report names the first.'
    const merged = JSON.parse(readFileSync(join(dir, 'mixed.json'), 'utf8'))
    expect(merged.notes).toContain(note)
    expect(merged.git).toEqual({ commit: 'aaa111', branch: 'main' })
    expect(allowed.out.replace(/\s+/g, ' ')).toContain(note)

    // One commit, or reports that name none beside it, merge as before.
    const same = [withCommit('s1.json', 'ccc333'), withCommit('s2.json', 'ccc333'), withCommit('s3.json', null)]
    const one = await cli(['merge', ...same, '--json', 'one.json'])
    expect(one.code, one.err).toBe(0)
    expect(JSON.parse(readFileSync(join(dir, 'one.json'), 'utf8')).notes.join(' ')).not.toContain('commits')
  })

  it('refuses, exit 2, when a shard is missing, naming it', async () => {
    const r = await cli(['merge', 's1.json', 's3.json', '--json', 'm.json'])
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toBe(
      'expect-similar merge: missing shard 2/3: 2 of 3 shard reports given; merge all of them, or pass --allow-partial to merge these and mark the result partial\nRun expect-similar merge --help for usage.\n',
    )
  })

  it.each([
    [
      ['s1.json', 'other-count.json'],
      'the shard counts differ: s1.json is shard 1/3 but other-count.json is shard 2/2',
    ],
    [['s1.json', 'whole.json'], 'whole.json is not a shard report but s1.json is (shard 1/3)'],
    [['s1.json', 's1.json'], 'a.test.js appears in both s1.json and s1.json; shard reports must not overlap'],
  ])('refuses %j, exit 2', async (files, message) => {
    const r = await cli(['merge', ...files])
    expect(r.code).toBe(2)
    expect(r.err).toContain(`expect-similar merge: ${message}`)
  })

  it('with --allow-partial merges what it has and marks the report and every gate verdict partial', async () => {
    const r = await cli(['merge', 's3.json', 's1.json', '--allow-partial', '--json', 'partial.json'])
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(r.out).toContain('! Partial merge: shard 2/3 missing; every number and gate covers only the shards merged')
    expect(r.out).toContain('✓ 1 gate passed (partial)')
    const report = JSON.parse(readFileSync(join(dir, 'partial.json'), 'utf8'))
    expect(reportValidator()(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(report.partial).toEqual({ count: 3, shards: [1, 3], missing: [2] })
    expect(report.shard).toBeNull()
    expect(
      report.gates.results.map((g: { gate: string; actual: number; partial: boolean }) => [
        g.gate,
        g.actual,
        g.partial,
      ]),
    ).toEqual([['mean', 0.8, true]])
    expect(readFileSync(join(dir, 'partial.json'), 'utf8')).not.toContain('"missing": []')
  })

  it('merges a complete set, not partial, and compares with the baseline stored in the reports', async () => {
    const r = await cli(['merge', 's2.json', 's3.json', 's1.json', '--json', 'all.json'])
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    const report = JSON.parse(readFileSync(join(dir, 'all.json'), 'utf8'))
    expect(report.partial).toBeNull()
    expect(report.baseline).toEqual({
      path: 'base.json',
      files: [{ file: 'a.test.js', baseline: 0.95, current: 0.9, delta: expect.closeTo(-0.05, 12) }],
      added: ['b.test.js', 'c.test.js'],
      removed: [],
    })
    // --baseline overrides the stored path.
    const over = await cli(['merge', 's2.json', 's3.json', 's1.json', '--baseline', 'whole.json', '--json', 'o.json'])
    expect(over.code).toBe(0)
    expect(JSON.parse(readFileSync(join(dir, 'o.json'), 'utf8')).baseline.removed).toEqual(['e.test.js'])
  })
})

describe('- for standard output', () => {
  it('report --markdown - writes the Markdown to stdout and the table to stderr', async () => {
    const r = await cli(['report', 'whole.json', '--markdown', '-'])
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^### expect-similar scores \(vitest 4\.1\.12\)\n/)
    expect(r.out).toContain('| e.test.js | 1 | 1 | 0 |')
    expect(r.err).toContain(' expect-similar scores by file')
  })

  it('merge --json - writes the JSON report, and only it, to stdout', async () => {
    const r = await cli(['merge', 'whole.json', '--json=-'])
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out).records).toHaveLength(1)
    expect(r.err).toContain(' expect-similar scores by file')
  })

  it('report --html writes the HTML report; merge --html - sends it, and only it, to stdout', async () => {
    const r = await cli(['report', 'whole.json', '--html', 'out/whole.html'])
    expect(r.code).toBe(0)
    const html = readFileSync(join(dir, 'out/whole.html'), 'utf8')
    expect(html).toContain('<tr class="assertion" data-index="0" data-file="e.test.js" data-test="t"')
    expect(r.out).toContain(`HTML report: file://${join(dir, 'out/whole.html')}`)
    const m = await cli(['merge', 's1.json', 's2.json', 's3.json', '--html', '-'])
    expect(m.out).toMatch(/^<!doctype html>[\s\S]*<\/html>\n$/)
    expect(m.out.match(/<tr class="assertion"/g)).toHaveLength(3)
    expect(m.err).toContain(' expect-similar scores by file')
  })

  it('refuses more than one on stdout', async () => {
    const r = await cli(['report', 'whole.json', '--json', '-', '--markdown', '-', '--html', '-'])
    expect(r.code).toBe(2)
    expect(r.err).toContain('--json, --markdown and --html cannot all be - (standard output)')
  })

  it('refuses both on stdout', async () => {
    const r = await cli(['report', 'whole.json', '--json', '-', '--markdown', '-'])
    expect(r.code).toBe(2)
    expect(r.err).toContain('--json and --markdown cannot both be - (standard output)')
  })

  it('says so in --help', async () => {
    for (const command of ['report', 'merge']) {
      const r = await cli([command, '--help'])
      expect(r.out).toContain('--json <file|->')
      expect(r.out).toContain('--markdown <file|->    write the')
      expect(r.out).toContain('--html <file|->        write the')
      expect(r.out).toContain('(- for standard output)')
    }
  })
})

describe('texts', () => {
  const PRIVATE = 'The private answer, word for word.'
  const texts = { expected: 'The expected answer.', received: PRIVATE, expectedLength: 20, receivedLength: 34 }

  /** A shard report whose one record carries texts. */
  function withTexts(file: string, shard: ShardInfo): string {
    const outcome = outcomeOf([rec({ file, test: 't', score: 0.9, texts })])
    return JSON.stringify(buildReport({ ...outcome, shard }, '2026-11-30T00:00:00.000Z'))
  }

  beforeAll(() => {
    writeFileSync(join(dir, 't1.json'), withTexts('t1.test.js', { index: 1, count: 2 }))
    writeFileSync(join(dir, 't2.json'), withTexts('t2.test.js', { index: 2, count: 2 }))
  })

  it('merge keeps the records texts; --no-texts leaves them out of every file it writes', async () => {
    const kept = await cli(['merge', 't1.json', 't2.json', '--json', '-'])
    expect(kept.code).toBe(0)
    const report = JSON.parse(kept.out)
    expect(reportValidator()(report)).toEqual({ valid: true, errors: 'No errors' })
    expect(report.records.map((r: { texts?: unknown }) => r.texts)).toEqual([texts, texts])

    const stripped = await cli([
      'merge',
      't1.json',
      't2.json',
      '--no-texts',
      '--json',
      'nt.json',
      '--markdown',
      'nt.md',
    ])
    expect(stripped.code).toBe(0)
    const json = readFileSync(join(dir, 'nt.json'), 'utf8')
    expect(JSON.parse(json).records).toHaveLength(2)
    expect(json).not.toContain('"texts"')
    expect(json).not.toContain(PRIVATE)
    expect(readFileSync(join(dir, 'nt.md'), 'utf8')).not.toContain(PRIVATE)
  })

  it('report writes the texts again; --no-texts leaves them out', async () => {
    const kept = await cli(['report', 't1.json', '--json', '-'])
    expect(kept.code).toBe(0)
    expect(JSON.parse(kept.out)).toEqual(JSON.parse(readFileSync(join(dir, 't1.json'), 'utf8')))
    const stripped = await cli(['report', 't1.json', '--no-texts', '--json', '-'])
    expect(stripped.code).toBe(0)
    expect(JSON.parse(stripped.out).records).toEqual([
      {
        file: 't1.test.js',
        test: 't',
        matcher: 'toBeSimilarTo',
        scorer: 'content-similarity',
        score: 0.9,
        threshold: 0.7,
        pass: true,
        isNot: false,
        repeat: 0,
        attempts: 1,
      },
    ])
    expect(stripped.out).not.toContain(PRIVATE)
    expect(stripped.err).toContain(' expect-similar scores by file')
  })

  it('lists --no-texts in --help', async () => {
    for (const command of ['report', 'merge']) {
      const r = await cli([command, '--help'])
      expect(r.out).toContain(
        "--no-texts             leave the records' expected and received texts out of every file written",
      )
    }
  })
})

describe('--history', () => {
  const history = (name: string): string[] => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean)

  it('report appends the saved run once, however often it is printed, and shows its trend', async () => {
    const first = await cli(['report', 'whole.json', '--history', 'report-history.jsonl'])
    expect(first.err).toBe('')
    expect(first.code).toBe(0)
    expect(history('report-history.jsonl').map((l) => JSON.parse(l))).toEqual([
      {
        v: 1,
        timestamp: '2026-11-30T00:00:00.000Z',
        commit: null,
        branch: null,
        runner: { name: 'vitest', version: '4.1.12' },
        total: { assertions: 1, mean: 0.7, passRate: 1 },
        files: [{ file: 'e.test.js', assertions: 1, mean: 0.7, passRate: 1 }],
      },
    ])
    expect(first.out).toMatch(/ Trend\n/)
    expect(first.out).toMatch(/ e\.test\.js .* {2}▅\n/)
    const again = await cli(['report', 'whole.json', '--history', 'report-history.jsonl'])
    expect(again.code).toBe(0)
    expect(history('report-history.jsonl')).toHaveLength(1)
    expect(again.out).toContain(
      'History report-history.jsonl not appended: it already holds this run (2026-11-30T00:00:00.000Z).',
    )
  })

  it('merge appends the merged run, each merge once; the Markdown shows the trend and the movers', async () => {
    const args = ['merge', 's1.json', 's2.json', 's3.json', '--history', 'merge-history.jsonl']
    expect((await cli(args)).code).toBe(0)
    const later = () => new Date('2026-12-01T00:00:00.000Z')
    const second = await runCli([...args, '--markdown', '-'], { cwd: dir, columns: 120, now: later })
    expect(second.code).toBe(0)
    const lines = history('merge-history.jsonl').map((l) => JSON.parse(l))
    expect(lines.map((l) => [l.timestamp, l.files.map((f: { file: string }) => f.file)])).toEqual([
      ['2026-11-30T00:00:00.000Z', ['a.test.js', 'b.test.js', 'c.test.js']],
      ['2026-12-01T00:00:00.000Z', ['a.test.js', 'b.test.js', 'c.test.js']],
    ])
    expect(second.out).toContain('| File | Scored | Pass | Fail | Similarity | min–max | Δ mean | Trend |')
    expect(second.out).toContain('| a.test.js | 1 | 1 | 0 | 0.90 ███████▎ | 0.90–0.90 | ▼0.050 | ▅▅ |')
    expect(second.out).toContain("No file's mean moved since the previous run (2026-11-30T00:00:00.000Z).")
  })

  it('does not append a partial merge or a shard report, and says why', async () => {
    const partial = await cli(['merge', 's1.json', '--allow-partial', '--history', 'partial-history.jsonl'])
    expect(partial.code).toBe(0)
    expect(partial.out).toContain('History partial-history.jsonl not appended: this merge is missing shard 2/3, 3/3.')
    const shard = await runCli(['report', 's1.json', '--history', 'partial-history.jsonl'], {
      cwd: dir,
      env: { COLUMNS: '200' },
    })
    expect(shard.out).toContain(
      'History partial-history.jsonl not appended: this run is shard 1/3; the merge of the shard reports appends the whole run.',
    )
    expect(existsSync(join(dir, 'partial-history.jsonl'))).toBe(false)
  })

  it('report does not append again a run its reporter already appended', async () => {
    const options = { outputFile: 'run.json', history: 'run-history.jsonl' }
    const now = new Date('2026-11-29T00:00:00.000Z')
    const base = { warnings: [], runner: RUNNER, rootDir: dir, env: {}, shard: null, colors: false, width: 200, now }
    finishRun({ ...base, records: [rec({ file: 'r.test.js', test: 't', score: 0.6 })], options })
    const r = await cli(['report', 'run.json', '--history', 'run-history.jsonl'])
    expect(r.code).toBe(0)
    expect(history('run-history.jsonl')).toHaveLength(1)
    expect(r.out).toContain('not appended: it already holds this run (2026-11-29T00:00:00.000Z)')
  })

  it('warns of a corrupt line and goes on; exits 2 on a history it cannot read or on -', async () => {
    writeFileSync(join(dir, 'bad-history.jsonl'), '{"v":1}\n')
    const bad = await cli(['report', 'whole.json', '--history', 'bad-history.jsonl'])
    expect(bad.code).toBe(0)
    expect(bad.out).toContain('! bad-history.jsonl line 1 is not a history entry: timestamp must be an ISO 8601 time')
    expect(history('bad-history.jsonl')).toHaveLength(2)

    mkdirSync(join(dir, 'dir-history.jsonl'))
    const unreadable = await cli(['report', 'whole.json', '--history', 'dir-history.jsonl', '--json', 'never.json'])
    expect(unreadable.code).toBe(2)
    expect(unreadable.err).toMatch(/^expect-similar report: cannot read history dir-history\.jsonl: EISDIR/)
    expect(existsSync(join(dir, 'never.json'))).toBe(false)
    const dash = await cli(['merge', 'whole.json', '--history', '-'])
    expect(dash.code).toBe(2)
    expect(dash.err).toContain('--history needs a file path: the history is read, then appended to')
  })

  it('says so in --help', async () => {
    for (const command of ['report', 'merge'])
      expect((await cli([command, '--help'])).out).toContain('--history <file>')
  })
})
