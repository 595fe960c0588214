import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { finishRun, type FinishInput } from '../../src/reporter/finish.js'
import { RUNNER, SAMPLE, rec } from './helpers.js'

describe('finishRun', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'expect-similar-finish-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const input = (over: Partial<FinishInput> = {}): FinishInput => ({
    records: SAMPLE,
    warnings: [],
    runner: RUNNER,
    rootDir: root,
    options: {},
    env: {},
    shard: null,
    colors: false,
    // Wide enough that no note wraps.
    width: 400,
    now: new Date('2026-11-30T06:00:00.000Z'),
    ...over,
  })

  it('writes the JSON report, creating its directory, and does not fail without gates', () => {
    const result = finishRun(input({ options: { outputFile: 'a/b/scores.json' } }))
    expect(result.failed).toBe(false)
    const report = JSON.parse(readFileSync(join(root, 'a/b/scores.json'), 'utf8'))
    expect(report.timestamp).toBe('2026-11-30T06:00:00.000Z')
    expect(report.records).toHaveLength(SAMPLE.length)
  })

  it('notes that thresholds.lenient checks nothing while probes are off, and not once they are on', () => {
    const note =
      'thresholds.lenient checks nothing: leniency probes are off (turn them on with option probes or EXPECT_SIMILAR_PROBES=1)'
    const off = finishRun(input({ options: { thresholds: { lenient: 0 } } }))
    expect(off.failed).toBe(false)
    expect(off.text).toContain(note)
    expect(finishRun(input({ options: { thresholds: { lenient: 0 }, probes: true } })).text).not.toContain(note)
    const env = { EXPECT_SIMILAR_PROBES: '1' }
    expect(finishRun(input({ options: { thresholds: { lenient: 0 } }, env })).text).not.toContain(note)
    expect(finishRun(input({ options: { thresholds: { lenient: 0 }, probes: false }, env })).text).toContain(note)
  })

  it('says how to create a missing baseline instead of failing', () => {
    const result = finishRun(input({ options: { baseline: 'base.json', maxRegression: 0.1 } }))
    expect(result.failed).toBe(false)
    expect(result.text).toContain(
      'Baseline base.json does not exist yet; run with EXPECT_SIMILAR_UPDATE_BASELINE=1 (or updateBaseline: true) to create it.',
    )
  })

  it('fails on a corrupt baseline, naming it, but replaces it (with a note) when updating', () => {
    writeFileSync(join(root, 'base.json'), '{"schemaVersion": 1}')
    const failed = finishRun(
      input({ options: { baseline: 'base.json', outputFile: 'out.json', markdownFile: 'out.md' } }),
    )
    expect(failed.failed).toBe(true)
    const message =
      'expect-similar: base.json is not an expect-similar report: runner must be { name, version } strings, received undefined'
    expect(failed.text).toContain(`✗ ${message}`)
    // The CI files say why the run failed, too.
    expect(JSON.parse(readFileSync(join(root, 'out.json'), 'utf8')).errors).toEqual([message])
    expect(readFileSync(join(root, 'out.md'), 'utf8')).toContain(
      '- ❌ expect-similar: base.json is not an expect-similar report: runner must be { name, version } strings, received undefined',
    )

    const updated = finishRun(
      input({ options: { baseline: 'base.json' }, env: { EXPECT_SIMILAR_UPDATE_BASELINE: '1' } }),
    )
    expect(updated.failed).toBe(false)
    expect(updated.text).toContain(
      'base.json is not an expect-similar report: runner must be { name, version } strings, received undefined; it is replaced by this run.',
    )
    expect(JSON.parse(readFileSync(join(root, 'base.json'), 'utf8')).records).toHaveLength(SAMPLE.length)
  })

  it('fails the run when a report file cannot be written', () => {
    mkdirSync(join(root, 'taken.json'))
    const result = finishRun(input({ options: { outputFile: 'taken.json' } }))
    expect(result.failed).toBe(true)
    expect(result.text).toMatch(/expect-similar: cannot write outputFile .*taken\.json: EISDIR/)
  })

  it('leaves gates and the baseline of a shard to the merge', () => {
    const result = finishRun(
      input({ options: { thresholds: { mean: 0.99 }, baseline: 'base.json' }, shard: { index: 1, count: 3 } }),
    )
    expect(result.failed).toBe(false)
    expect(result.outcome.gates.results).toEqual([])
    expect(result.text).toContain(
      'Shard 1/3: gates and the baseline are checked when the shard reports are merged (expect-similar merge).',
    )
  })

  it('fills [shard] in outputFile and markdownFile: 2-of-3 in a shard, all in an unsharded run', () => {
    const options = { outputFile: 'out/scores-[shard].json', markdownFile: 'out/[shard]/scores.md', baseline: 'b.json' }
    finishRun(input({ options, shard: { index: 2, count: 3 } }))
    const report = JSON.parse(readFileSync(join(root, 'out/scores-2-of-3.json'), 'utf8'))
    expect(report.shard).toEqual({ index: 2, count: 3 })
    // The baseline path is kept for the merge as configured.
    expect(report.gates.baseline).toBe('b.json')
    expect(readFileSync(join(root, 'out/2-of-3/scores.md'), 'utf8')).toContain('Shard 2/3.')
    finishRun(input({ options: { outputFile: 'out/scores-[shard].json' } }))
    expect(JSON.parse(readFileSync(join(root, 'out/scores-all.json'), 'utf8')).shard).toBeNull()
  })

  it('writes htmlFile, [shard] filled, and prints where it is', () => {
    const result = finishRun(input({ options: { htmlFile: 'out/scores-[shard].html' }, shard: { index: 1, count: 2 } }))
    expect(readFileSync(join(root, 'out/scores-1-of-2.html'), 'utf8')).toContain('<header id="run">')
    expect(result.text).toContain('HTML report: file://')
    expect(result.text).toContain('scores-1-of-2.html')
  })

  it('writes baselines without texts, replaced or merged, while the JSON report keeps them', () => {
    const texts = { expected: 'The capital is Paris.', received: 'Paris.', expectedLength: 21, receivedLength: 6 }
    const records = SAMPLE.map((r) => ({ ...r, texts }))
    const options = { baseline: 'base.json', outputFile: 'scores.json' }
    const baselineRecords = () => JSON.parse(readFileSync(join(root, 'base.json'), 'utf8')).records as object[]
    for (const mode of ['1', 'merge']) {
      const result = finishRun(input({ records, options, env: { EXPECT_SIMILAR_UPDATE_BASELINE: mode } }))
      expect(result.failed).toBe(false)
      expect(baselineRecords()).toHaveLength(SAMPLE.length)
      expect(baselineRecords().filter((r) => 'texts' in r)).toEqual([])
      expect(readFileSync(join(root, 'base.json'), 'utf8')).not.toContain('Paris')
      const report = JSON.parse(readFileSync(join(root, 'scores.json'), 'utf8'))
      expect(report.records.map((r: { texts?: unknown }) => r.texts)).toEqual(SAMPLE.map(() => texts))
    }
  })

  describe('a filtered run', () => {
    const filtered = { filters: ['-t greeting'], incomplete: [], filesRun: [] }
    const outputs = { outputFile: 'scores.json', markdownFile: 'scores.md', htmlFile: 'scores.html' }
    const files = (): string[] =>
      ['scores.json', 'scores.md', 'scores.html'].map((f) => readFileSync(join(root, f), 'utf8'))

    it("leaves the complete run's reports as they were and says so in one line, with the run marked", () => {
      finishRun(input({ options: outputs }))
      const complete = files()
      expect(JSON.parse(complete[0] as string).scope).toBeNull()
      const summary = join(root, 'summary.md')
      const r = finishRun(input({ options: outputs, scope: filtered, env: { GITHUB_STEP_SUMMARY: summary } }))
      expect(r.failed).toBe(false)
      expect(files()).toEqual(complete)
      const note =
        'Filtered run (-t greeting): scores.json, scores.md, scores.html not written, so they keep the last ' +
        "complete run; option filteredRuns: 'write' writes them, marked as filtered."
      expect(r.text).toContain(note)
      expect(r.text).toContain(' ! Filtered run (-t greeting): every number and gate covers only what ran')
      // The step summary is appended to, never replaced: it shows the run, marked.
      expect(readFileSync(summary, 'utf8')).toContain(
        '⚠️ Filtered run (-t greeting): every number and gate covers only what ran.',
      )
    })

    it('points a cut section at the report it did not write, not at an option that is already set', () => {
      // Eleven retried tests: the retries section lists ten and says where the eleventh is.
      const retried = Array.from({ length: 11 }, (_, i) =>
        rec({ file: 'a.test.ts', test: `t${i}`, score: 1, attempts: 2 }),
      )
      const r = finishRun(input({ records: retried, options: { outputFile: 'scores.json' }, scope: filtered }))
      expect(r.text).toContain(
        '… 1 more not shown (this filtered run did not write scores.json, which keeps the last complete run; ' +
          "option filteredRuns: 'write' writes it)",
      )
      expect(r.text).not.toContain('reporter option outputFile writes')
      const whole = finishRun(input({ records: retried, options: { outputFile: 'scores.json' } }))
      expect(whole.text).toContain('… 1 more in the JSON report scores.json')
      const none = finishRun(input({ records: retried, scope: filtered }))
      expect(none.text).toContain('… 1 more not shown (reporter option outputFile writes a JSON report')
    })

    it("writes them, marked as filtered, with filteredRuns: 'write'", () => {
      const r = finishRun(input({ options: { ...outputs, filteredRuns: 'write' }, scope: filtered }))
      expect(r.text).not.toContain('not written')
      const [json, markdown, html] = files()
      expect(JSON.parse(json as string).scope).toEqual({ filters: ['-t greeting'], incomplete: [] })
      expect(markdown).toContain('⚠️ Filtered run (-t greeting): every number and gate covers only what ran.')
      expect(html).toContain(
        '<p class="bad">⚠ Filtered run (-t greeting): every number and gate covers only what ran</p>',
      )
    })

    it('writes the reports of a run filtered by path or project only: each file it selected ran whole', () => {
      const byPath = {
        filters: ['file arguments test/evals'],
        wholeFiles: ['file arguments test/evals'],
        incomplete: [],
        filesRun: ['test/evals/summary.test.ts'],
      }
      const evals = SAMPLE.filter((r) => r.file === 'test/evals/summary.test.ts')
      const r = finishRun(input({ records: evals, options: outputs, scope: byPath }))
      expect(r.text).not.toContain('not written')
      const [json, markdown, html] = files()
      const report = JSON.parse(json as string)
      expect(report.scope).toEqual({ filters: ['file arguments test/evals'], incomplete: [] })
      expect(report.records).toHaveLength(evals.length)
      const marked = 'Filtered run (file arguments test/evals): every number and gate covers only what ran'
      expect(markdown).toContain(marked)
      expect(html).toContain(marked)
      // With a test-name filter besides, the files did not run whole: the reports are left alone.
      const both = { ...byPath, filters: [...byPath.filters, '-t facts'] }
      const again = finishRun(input({ records: evals.slice(0, 1), options: outputs, scope: both }))
      expect(again.text).toContain('Filtered run (-t facts): scores.json, scores.md, scores.html not written')
      expect(JSON.parse(files()[0] as string).records).toHaveLength(evals.length)
    })

    it('a path-filtered run compares with the baseline on what it ran: the files it did not select are not run', () => {
      const options = { ...outputs, baseline: 'base.json', maxRegression: 0.05, history: 'h.jsonl' }
      expect(finishRun(input({ options: { ...options, updateBaseline: true } })).failed).toBe(false)
      const historyBefore = readFileSync(join(root, 'h.jsonl'), 'utf8')
      const byPath = {
        filters: ['file arguments test/evals/summary'],
        wholeFiles: ['file arguments test/evals/summary'],
        incomplete: [],
        filesRun: ['test/evals/summary.test.ts'],
      }
      const evals = SAMPLE.filter((r) => r.file === 'test/evals/summary.test.ts')
      const r = finishRun(input({ records: evals, options, scope: byPath }))
      expect(r.failed).toBe(false)
      const report = JSON.parse(files()[0] as string)
      expect(report.baseline.files.map((f: { file: string; delta: number }) => [f.file, f.delta])).toEqual([
        ['test/evals/summary.test.ts', 0],
      ])
      expect(report.baseline.notRun).toEqual(['test/evals/translate.test.ts'])
      expect(report.baseline.removed).toEqual([])
      // The history is the whole suite's: a run of some files appends nothing to it.
      expect(readFileSync(join(root, 'h.jsonl'), 'utf8')).toBe(historyBefore)
      expect(r.text).toContain('History h.jsonl not appended: this run did not cover the whole suite')
    })

    it('writes the reports of a run that did not finish, marked: they record what went wrong', () => {
      const stopped = { filters: [], incomplete: ['stopped by --bail=1'], filesRun: [] }
      const r = finishRun(input({ options: outputs, scope: stopped }))
      expect(r.text).not.toContain('not written')
      expect(JSON.parse(files()[0] as string).scope).toEqual({ filters: [], incomplete: ['stopped by --bail=1'] })
      expect(r.text).toContain(' ! Unfinished run (stopped by --bail=1): every number and gate covers only what ran')
    })
  })

  describe('with a history', () => {
    const withHistory = (over: Partial<FinishInput> = {}): FinishInput =>
      input({ options: { history: 'scores/history.jsonl' }, git: { commit: 'c0ffee', branch: 'main' }, ...over })
    const lines = (): string[] => readFileSync(join(root, 'scores/history.jsonl'), 'utf8').split('\n')

    it('appends one line per run, creating the directory, and puts the runs on the outcome', () => {
      const first = finishRun(withHistory())
      expect(first.failed).toBe(false)
      expect(lines()).toHaveLength(2)
      expect(first.outcome.history).toEqual({
        path: 'scores/history.jsonl',
        entries: [JSON.parse(lines()[0] as string)],
        appended: true,
      })
      expect(JSON.parse(lines()[0] as string)).toMatchObject({
        v: 1,
        timestamp: '2026-11-30T06:00:00.000Z',
        commit: 'c0ffee',
        branch: 'main',
        total: { assertions: 7 },
      })
      const second = finishRun(withHistory({ now: new Date('2026-12-01T06:00:00.000Z') }))
      expect(lines()).toHaveLength(3)
      expect(lines()[2]).toBe('')
      expect(second.outcome.history?.entries.map((e) => e.timestamp)).toEqual([
        '2026-11-30T06:00:00.000Z',
        '2026-12-01T06:00:00.000Z',
      ])
      expect(second.text).toMatch(/ Trend\n/)
      expect(second.text).toMatch(/test\/evals\/summary\.test\.ts .* {2}▅▅\n/)
    })

    it('appends a run whose gates failed: it happened', () => {
      const result = finishRun(withHistory({ options: { history: 'h.jsonl', thresholds: { mean: 0.99 } } }))
      expect(result.failed).toBe(true)
      expect(readFileSync(join(root, 'h.jsonl'), 'utf8').split('\n')).toHaveLength(2)
    })

    it('does not append a shard or a filtered run, and says why', () => {
      const shard = finishRun(withHistory({ shard: { index: 1, count: 2 } }))
      expect(shard.failed).toBe(false)
      expect(existsSync(join(root, 'scores/history.jsonl'))).toBe(false)
      expect(shard.outcome.history?.appended).toBe(false)
      expect(shard.outcome.history?.entries).toHaveLength(1)
      expect(shard.text).toContain(
        'History scores/history.jsonl not appended: this run is shard 1/2; the merge of the shard reports appends the whole run.',
      )
      const filtered = finishRun(withHistory({ scope: { filters: ['file arguments'], incomplete: [], filesRun: [] } }))
      expect(existsSync(join(root, 'scores/history.jsonl'))).toBe(false)
      expect(filtered.text).toContain(
        'History scores/history.jsonl not appended: this run did not cover the whole suite (file arguments).',
      )
    })

    it('skips a corrupt line with a warning in every output, without failing', () => {
      mkdirSync(join(root, 'scores'))
      writeFileSync(join(root, 'scores/history.jsonl'), 'not json\n')
      const result = finishRun(withHistory({ options: { history: 'scores/history.jsonl', outputFile: 'out.json' } }))
      expect(result.failed).toBe(false)
      expect(result.text).toContain('! scores/history.jsonl line 1 is not valid JSON; skipped')
      expect(JSON.parse(readFileSync(join(root, 'out.json'), 'utf8')).warnings).toEqual([
        'scores/history.jsonl line 1 is not valid JSON; skipped',
      ])
      expect(lines()).toHaveLength(3)
    })

    it('fails the run on a history it cannot read, and appends nothing', () => {
      mkdirSync(join(root, 'scores/history.jsonl'), { recursive: true })
      const result = finishRun(withHistory())
      expect(result.failed).toBe(true)
      expect(result.text).toMatch(/✗ expect-similar: cannot read history scores\/history\.jsonl: EISDIR/)
      expect(result.outcome.history).toBeNull()
    })

    it('changes nothing without the option', () => {
      const result = finishRun(withHistory({ options: {} }))
      expect(result.outcome.history).toBeUndefined()
      expect(result.text).not.toContain('Trend')
    })
  })
})
