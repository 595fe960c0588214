import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  historyEntry,
  historyRefusal,
  parseHistory,
  planHistory,
  withHistory,
} from '../../../src/reporter/store/history.js'
import { appendWholeLines } from '../../../src/reporter/store/write-file.js'
import { RUNNER, SAMPLE, outcomeOf, rec } from '../helpers.js'
import type { HistoryEntry, HistoryFilePoint, HistoryPoint } from '../../../src/reporter/model.js'

const T1 = '2026-11-28T06:00:00.000Z'
const T2 = '2026-11-29T06:00:00.000Z'

/** An entry with one file, as a run scoring `mean` there would write it. */
function entry(timestamp: string, mean: number | null, commit: string | null = 'abc1234'): HistoryEntry {
  const total: HistoryPoint = { assertions: 2, mean, passRate: 1 }
  const file: HistoryFilePoint = { file: 'a.test.ts', ...total }
  return { v: 1, timestamp, commit, branch: 'main', runner: RUNNER, total, files: [file] }
}
const line = (e: unknown): string => `${JSON.stringify(e)}\n`

describe('historyEntry', () => {
  it('holds the run and per-file counts, means and pass rates, the commit and branch, and no texts', () => {
    const outcome = { ...outcomeOf(SAMPLE), git: { commit: 'f00d', branch: 'main' } }
    const e = historyEntry(outcome, T1)
    expect(e).toEqual({
      v: 1,
      timestamp: T1,
      commit: 'f00d',
      branch: 'main',
      runner: RUNNER,
      total: { assertions: 7, mean: outcome.summary.total.mean, passRate: 4 / 7 },
      files: [
        { file: 'test/evals/summary.test.ts', assertions: 3, mean: (0.91 + 0.62 + 0.88) / 3, passRate: 2 / 3 },
        { file: 'test/evals/translate.test.ts', assertions: 4, mean: (0.75 + 0.5 + 0.8 + 0.6) / 4, passRate: 0.5 },
      ],
    })
    expect(e.total.mean).toBeCloseTo((0.91 + 0.62 + 0.88 + 0.75 + 0.5 + 0.8 + 0.6) / 7, 12)
  })

  it('has no mean for a file of only .not assertions, and no commit or branch when none is known', () => {
    const outcome = outcomeOf([rec({ file: 'n.test.ts', test: 't', score: 0.2, isNot: true, pass: true })])
    const e = historyEntry(outcome, T1)
    expect(e.commit).toBeNull()
    expect(e.branch).toBeNull()
    expect(e.total).toEqual({ assertions: 1, mean: null, passRate: 1 })
    expect(e.files).toEqual([{ file: 'n.test.ts', assertions: 1, mean: null, passRate: 1 }])
  })

  it('reads back what it writes', () => {
    const e = historyEntry({ ...outcomeOf(SAMPLE), git: { commit: 'f00d', branch: null } }, T1)
    expect(parseHistory(line(e), 'h.jsonl')).toEqual({ entries: [e], warnings: [], endsWithNewline: true })
  })
})

describe('parseHistory', () => {
  it('reads entries in file order, ignoring blank lines, a byte order mark and CRLF line ends', () => {
    const text = `\uFEFF${line(entry(T1, 0.8))}\n  \n${JSON.stringify(entry(T2, 0.9))}\r\n`
    expect(parseHistory(text, 'h.jsonl')).toEqual({
      entries: [entry(T1, 0.8), entry(T2, 0.9)],
      warnings: [],
      endsWithNewline: true,
    })
    expect(parseHistory('', 'h.jsonl')).toEqual({ entries: [], warnings: [], endsWithNewline: true })
  })

  it('skips a corrupt line with a warning naming it, and keeps the others', () => {
    const text = [line(entry(T1, 0.8)), '{"v":1,"timest\n', line(entry(T2, 0.9))].join('')
    const parsed = parseHistory(text, 'scores/history.jsonl')
    expect(parsed.entries).toEqual([entry(T1, 0.8), entry(T2, 0.9)])
    expect(parsed.warnings).toEqual(['scores/history.jsonl line 2 is not valid JSON; skipped'])
  })

  it('skips a last line cut short (no newline) as an interrupted write, and says an append must start a line', () => {
    const whole = line(entry(T2, 0.9))
    const parsed = parseHistory(line(entry(T1, 0.8)) + whole.slice(0, 40), 'h.jsonl')
    expect(parsed.entries).toEqual([entry(T1, 0.8)])
    expect(parsed.warnings).toEqual([
      'h.jsonl line 2 is cut short (no newline at its end: an interrupted write?); skipped',
    ])
    expect(parsed.endsWithNewline).toBe(false)
    // A whole last line without its newline (a hand edit) is read.
    const edited = parseHistory(whole.trimEnd(), 'h.jsonl')
    expect(edited).toEqual({ entries: [entry(T2, 0.9)], warnings: [], endsWithNewline: false })
  })

  it('names the first three skipped lines and counts the rest in one warning', () => {
    const text = `${line(entry(T1, 0.8))}${'not json\n'.repeat(50_000)}${line(entry(T2, 0.9))}`
    const parsed = parseHistory(text, 'h.jsonl')
    expect(parsed.entries).toEqual([entry(T1, 0.8), entry(T2, 0.9)])
    expect(parsed.warnings).toEqual([
      'h.jsonl line 2 is not valid JSON; skipped',
      'h.jsonl line 3 is not valid JSON; skipped',
      'h.jsonl line 4 is not valid JSON; skipped',
      '… and 49997 more unreadable lines of h.jsonl skipped',
    ])
    expect(parseHistory(`${'x\n'.repeat(4)}`, 'h.jsonl').warnings.at(-1)).toBe(
      '… and 1 more unreadable line of h.jsonl skipped',
    )
  })

  it('skips a line nested 50,000 deep without walking it', () => {
    const deep = `{"v":1,"x":${'['.repeat(50_000)}${']'.repeat(50_000)}}\n`
    const parsed = parseHistory(deep + line(entry(T1, 0.8)), 'h.jsonl')
    expect(parsed.entries).toEqual([entry(T1, 0.8)])
    expect(parsed.warnings).toEqual([
      'h.jsonl line 1 is not a history entry: it nests arrays and objects more than 64 deep (at character 75); skipped',
    ])
  })

  it('skips an entry of another version, saying which', () => {
    const parsed = parseHistory(line({ ...entry(T1, 0.8), v: 2 }) + line(entry(T2, 0.9)), 'h.jsonl')
    expect(parsed.entries).toEqual([entry(T2, 0.9)])
    expect(parsed.warnings).toEqual([
      'h.jsonl line 1 is a version 2 history entry, which this expect-similar does not read; skipped',
    ])
  })

  const good = entry(T1, 0.8)
  it.each([
    [[1, 2], 'it must be an object, received array of length 2'],
    [{ ...good, v: '1' }, 'v must be 1, received string "1"'],
    [{ ...good, timestamp: 'yesterday' }, 'timestamp must be an ISO 8601 time, received string "yesterday"'],
    [{ ...good, commit: 42 }, 'commit must be a string or null, received number 42'],
    [{ ...good, branch: undefined }, 'branch must be a string or null, received undefined'],
    [{ ...good, runner: { name: 'vitest' } }, 'runner must be { name, version } strings, received object'],
    [{ ...good, total: null }, 'total must be an object, received null'],
    [
      { ...good, total: { ...good.total, assertions: 1.5 } },
      'total.assertions must be a non-negative integer, received number 1.5',
    ],
    [
      { ...good, total: { ...good.total, mean: 1.2 } },
      'total.mean must be null or a number in [0, 1], received number 1.2',
    ],
    [{ ...good, total: { ...good.total, passRate: null } }, 'total.passRate must be a number in [0, 1], received null'],
    [{ ...good, files: {} }, 'files must be an array, received object'],
    [{ ...good, files: [{ mean: 0.5 }] }, 'files[0] must have a non-empty string file, received object'],
    [
      { ...good, files: [...good.files, ...good.files] },
      'files[1] repeats file "a.test.ts"; a file has one point per run',
    ],
    [
      { ...good, files: [{ ...good.files[0], mean: -0.1 }] },
      'files[0].mean must be null or a number in [0, 1], received number -0.1',
    ],
  ])('skips %j, naming the field', (bad, problem) => {
    const parsed = parseHistory(line(good) + line(bad), 'h.jsonl')
    expect(parsed.entries).toEqual([good])
    expect(parsed.warnings).toEqual([`h.jsonl line 2 is not a history entry: ${problem}; skipped`])
  })

  it('keeps only the entry fields of a line that carries more', () => {
    const parsed = parseHistory(line({ ...good, note: 'x', total: { ...good.total, extra: 1 } }), 'h.jsonl')
    expect(parsed.entries).toEqual([good])
  })
})

describe('historyRefusal', () => {
  const outcome = outcomeOf(SAMPLE)
  it('records a complete run, also one whose gates failed', () => {
    const failed = outcomeOf(SAMPLE, { thresholds: { mean: 0.99 } })
    expect(failed.gates.passed).toBe(false)
    expect(historyRefusal(failed)).toBeNull()
    expect(historyRefusal(outcome, { filters: [], incomplete: [], filesRun: ['x'] })).toBeNull()
  })

  it('refuses a shard, a partial merge, and a filtered or unfinished run, saying why', () => {
    expect(historyRefusal({ ...outcome, shard: { index: 1, count: 3 } })).toBe(
      'this run is shard 1/3; the merge of the shard reports appends the whole run',
    )
    expect(historyRefusal({ ...outcome, partial: { count: 3, shards: [1], missing: [2, 3] } })).toBe(
      'this merge is missing shard 2/3, 3/3',
    )
    expect(historyRefusal(outcome, { filters: ['-t'], incomplete: ['interrupted'], filesRun: [] })).toBe(
      'this run did not cover the whole suite (interrupted; -t)',
    )
  })
})

describe('planHistory', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'expect-similar-history-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))
  const at = (name: string): string => join(root, name)

  it('takes a missing file for the first run, and appends one line', () => {
    const own = entry(T1, 0.8)
    expect(planHistory('h.jsonl', at('h.jsonl'), own, null)).toEqual({
      history: { path: 'h.jsonl', entries: [own], appended: true },
      append: line(own),
      warnings: [],
      notes: [],
      error: null,
    })
  })

  it('ends the entries with this run, after the file’s, and warns of the lines it skipped', () => {
    writeFileSync(at('h.jsonl'), `${line(entry(T1, 0.8))}oops\n`)
    const own = entry(T2, 0.9)
    const plan = planHistory('h.jsonl', at('h.jsonl'), own, null)
    expect(plan.history?.entries).toEqual([entry(T1, 0.8), own])
    expect(plan.warnings).toEqual(['h.jsonl line 2 is not valid JSON; skipped'])
    expect(plan.append).toBe(line(own))
  })

  it('starts a new line first when the file does not end with one, so the cut line stays apart', () => {
    writeFileSync(at('h.jsonl'), line(entry(T1, 0.8)) + line(entry(T1, 0.8)).slice(0, 30))
    const own = entry(T2, 0.9)
    const plan = planHistory('h.jsonl', at('h.jsonl'), own, null)
    expect(plan.append).toBe(`\n${line(own)}`)
    appendWholeLines(at('h.jsonl'), plan.append as string)
    const after = parseHistory(readFileSync(at('h.jsonl'), 'utf8'), 'h.jsonl')
    expect(after.entries).toEqual([entry(T1, 0.8), own])
    expect(after.warnings).toEqual(['h.jsonl line 2 is not valid JSON; skipped'])
  })

  it('does not append a run it already holds (same timestamp and commit); its trend ends at that run', () => {
    const text = line(entry(T1, 0.7)) + line(entry(T2, 0.8)) + line(entry('2026-11-30T06:00:00.000Z', 0.9))
    writeFileSync(at('h.jsonl'), text)
    const plan = planHistory('h.jsonl', at('h.jsonl'), entry(T2, 0.8), null)
    expect(plan.append).toBeNull()
    expect(plan.history).toEqual({ path: 'h.jsonl', entries: [entry(T1, 0.7), entry(T2, 0.8)], appended: false })
    expect(plan.notes).toEqual([`History h.jsonl not appended: it already holds this run (${T2}).`])
    // Another commit at the same time is another run.
    expect(planHistory('h.jsonl', at('h.jsonl'), entry(T2, 0.8, 'def5678'), null).append).not.toBeNull()
  })

  it('does not append a refused run, but still ends its entries with it', () => {
    writeFileSync(at('h.jsonl'), line(entry(T1, 0.7)))
    const plan = planHistory('h.jsonl', at('h.jsonl'), entry(T2, 0.8), 'this run is shard 1/2')
    expect(plan.append).toBeNull()
    expect(plan.history).toEqual({ path: 'h.jsonl', entries: [entry(T1, 0.7), entry(T2, 0.8)], appended: false })
    expect(plan.notes).toEqual(['History h.jsonl not appended: this run is shard 1/2.'])
  })

  it('cannot read a directory: an error, no history and nothing to append', () => {
    mkdirSync(at('dir.jsonl'))
    const plan = planHistory('dir.jsonl', at('dir.jsonl'), entry(T1, 0.8), null)
    expect(plan.history).toBeNull()
    expect(plan.append).toBeNull()
    expect(plan.error).toMatch(/^cannot read history dir\.jsonl: EISDIR/)
  })

  it('keeps whole lines when several runs append in turn', () => {
    const file = at('h.jsonl')
    const runs = Array.from({ length: 20 }, (_, i) => entry(new Date(Date.UTC(2026, 0, 1, i)).toISOString(), i / 20))
    // Each run reads, then appends: interleaved, as runs finishing together would.
    const plans = runs.map((own) => planHistory('h.jsonl', file, own, null))
    for (const plan of plans) appendWholeLines(file, plan.append as string)
    const parsed = parseHistory(readFileSync(file, 'utf8'), 'h.jsonl')
    expect(parsed.warnings).toEqual([])
    expect(parsed.entries).toEqual(runs)
  })
})

describe('withHistory', () => {
  it('puts the history on the outcome, adds its notes and each of its warnings once', () => {
    const outcome = outcomeOf(SAMPLE, {}, null, ['h.jsonl line 2 is not valid JSON; skipped'])
    const plan = {
      history: { path: 'h.jsonl', entries: [entry(T1, 0.8)], appended: true },
      append: null,
      warnings: ['h.jsonl line 2 is not valid JSON; skipped', 'h.jsonl line 3 is not valid JSON; skipped'],
      notes: ['a note'],
      error: null,
    }
    const result = withHistory(outcome, plan)
    expect(result.history).toBe(plan.history)
    expect(result.summary.warnings).toEqual([
      'h.jsonl line 2 is not valid JSON; skipped',
      'h.jsonl line 3 is not valid JSON; skipped',
    ])
    expect(result.notes).toEqual(['a note'])
    expect(outcome.summary.warnings).toHaveLength(1)
  })
})
