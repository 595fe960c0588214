import { describe, expect, it } from 'vitest'
import { CALIBRATE_DEFAULTS, calibrate, calibrationCounts } from '../../../src/reporter/summarize/calibrate.js'
import type { CollectedRecord } from '../../../src/reporter/model.js'
import { rec } from '../helpers.js'
import { resolveScorerOptions, scorerOf } from '../../../src/core/scorers/index.js'

/** One assertion of test `t` scored over repeats. */
function repeats(scores: number[], extra: Partial<CollectedRecord> = {}): CollectedRecord[] {
  return scores.map((score, repeat) => rec({ file: 'a.test.ts', test: 't', score, repeat, ...extra }))
}

const run = (records: CollectedRecord[]) => calibrate([records], CALIBRATE_DEFAULTS)

describe('calibrate', () => {
  it('flags a min above the lowest score as flaky and suggests lowest - margin, rounded down', () => {
    const [c] = run(repeats([0.9, 0.68, 0.8, 0.85, 0.95], { threshold: 0.7, line: 12 }))
    expect(c).toEqual({
      file: 'a.test.ts',
      test: 't',
      index: 1,
      matcher: 'toBeSimilarTo',
      scorer: 'content-similarity',
      line: 12,
      runs: 5,
      failedRuns: 1,
      kind: 'score',
      min: 0.68,
      p10: expect.closeTo(0.728, 9),
      median: 0.85,
      max: 0.95,
      current: 0.7,
      verdict: 'flaky',
      slackBy: 0,
      suggested: 0.63,
      conflict: false,
    })
  })

  it('flags a min within 0.01 of the 10th percentile as flaky even when no run failed yet', () => {
    // p10 of 0.72, 0.9, 0.9, 0.9, 0.9 is 0.792: a min of 0.79 sits inside the spread.
    expect(run(repeats([0.72, 0.9, 0.9, 0.9, 0.9], { threshold: 0.79 }))[0]?.verdict).toBe('flaky')
    expect(run(repeats([0.72, 0.9, 0.9, 0.9, 0.9], { threshold: 0.7 }))[0]?.verdict).toBe('ok')
    // Identical scores have no spread: a min just under them is tight, not flaky.
    expect(run(repeats([0.9, 0.9, 0.9], { threshold: 0.895 }))[0]?.verdict).toBe('ok')
  })

  it('flags a min far below every score as slack and says by how much', () => {
    const [c] = run(repeats([0.9, 0.92, 0.95], { threshold: 0.5 }))
    expect(c).toMatchObject({ verdict: 'slack', slackBy: expect.closeTo(0.4, 9), suggested: 0.85 })
    // Exactly the gap (0.15) below is still ok.
    expect(run(repeats([0.9, 0.92], { threshold: 0.75 }))[0]?.verdict).toBe('ok')
  })

  it('applies the options: margin and slack gap', () => {
    const [c] = calibrate([repeats([0.9, 0.92], { threshold: 0.8 })], {
      ...CALIBRATE_DEFAULTS,
      margin: 0.2,
      slackGap: 0.05,
    })
    expect(c).toMatchObject({ verdict: 'slack', suggested: 0.7 })
  })

  it('never suggests a min that accepts a reject text, nor one that fails an observed run', () => {
    const [c] = run(repeats([0.95, 0.97], { threshold: 0.7, rejectChecked: 1, rejectMax: 0.912 }))
    expect(c).toMatchObject({ suggested: 0.92, rejectingMin: 0.92, conflict: false, verdict: 'slack' })
    // 0.94 would reject the reject text and fail the run that scored 0.9: no min is suggested.
    const [d] = run(repeats([0.9, 0.95], { threshold: 0.7, rejectChecked: 1, rejectMax: 0.93 }))
    expect(d).toMatchObject({ suggested: null, rejectingMin: 0.94, conflict: true })
    expect(d?.unseparated).toEqual([{ source: 'reject', score: 0.93, guards: [], scorers: [] }])
    // A reject text scoring 1 is accepted by every min.
    const [e] = run(repeats([1, 1], { threshold: 0.7, rejectChecked: 1, rejectMax: 1 }))
    expect(e).toMatchObject({ suggested: null, conflict: true })
    expect(e).not.toHaveProperty('rejectingMin')
  })

  it('never suggests a min that a recorded leniency probe would call lenient, nor one that fails a run', () => {
    const lenient = (score: number, rejectingMin: number | null) =>
      ({ probe: 'x', kind: 'negation', score, rejectingMin, probes: 3, capped: false }) as const
    const [c] = run([
      ...repeats([0.97], { threshold: 0.85 }),
      {
        ...rec({ file: 'a.test.ts', test: 't', score: 0.96, repeat: 1, threshold: 0.85 }),
        lenient: lenient(0.9, 0.904),
      },
    ] as unknown as CollectedRecord[])
    expect(c).toMatchObject({ suggested: 0.91, rejectingMin: 0.91, conflict: false })
    // The probe (0.9) outscores the lowest run (0.88): the probe's floor, 0.91, would fail that run.
    const [d] = run([
      ...repeats([0.97], { threshold: 0.85 }),
      {
        ...rec({ file: 'a.test.ts', test: 't', score: 0.88, repeat: 1, threshold: 0.85 }),
        lenient: lenient(0.9, null),
      },
    ] as unknown as CollectedRecord[])
    expect(d).toMatchObject({ suggested: null, rejectingMin: 0.91, conflict: true })
    expect(d?.unseparated).toEqual([
      { source: 'probe', kind: 'negation', score: 0.9, probe: 'x', guards: ['negation'], scorers: [] },
    ])
  })

  it('names the guards that fail an unseparated probe, and the scorers that separate it, from the kept texts', () => {
    const expected = 'Paris is the capital of France. Sync is 40% faster.'
    const texts = (received: string) => ({
      expected,
      received,
      expectedLength: expected.length,
      receivedLength: received.length,
    })
    const probe = (kind: 'number' | 'names', text: string, score: number) => ({
      probe: text,
      kind,
      score,
      rejectingMin: null,
      probes: 9,
      capped: false,
    })
    const base = { file: 'a.test.ts', test: 't', threshold: 0.5 }
    const [c] = run([
      {
        ...rec({ ...base, score: 0.7, repeat: 0 }),
        texts: texts('Sync is 40% faster. Paris is the capital of France.'),
      },
      {
        ...rec({ ...base, score: 0.8, repeat: 1 }),
        texts: texts('Paris is the capital of France; sync is 40% faster.'),
        lenient: probe('number', 'Paris is the capital of France. Sync is 400% faster.', 0.99),
      },
      {
        ...rec({ ...base, score: 0.75, repeat: 2 }),
        texts: texts(expected),
        lenient: probe('names', 'France is the capital of Paris. Sync is 40% faster.', 0.98),
      },
    ] as unknown as CollectedRecord[])
    expect(c).toMatchObject({ suggested: null, conflict: true })
    const [number, names] = c?.unseparated ?? []
    expect(number).toMatchObject({ source: 'probe', kind: 'number', guards: ['numbers'] })
    // A swap keeps the same set of names: no guard fails it.
    expect(names).toMatchObject({ source: 'probe', kind: 'names', guards: [] })
    // Reordered sentences score low under textual difference: it separates nothing here.
    expect(names?.scorers).toEqual([])
    // Runs that repeat the expected text: textual difference tells the swap apart from them.
    const [d] = run(
      [0, 1].map((repeat) => ({
        ...rec({ ...base, score: 0.9, repeat }),
        texts: texts(expected),
        lenient: probe('names', 'France is the capital of Paris. Sync is 40% faster.', 0.98),
      })) as unknown as CollectedRecord[],
    )
    expect(d?.unseparated?.[0]?.scorers.map((a) => [a.scorer, a.options])).toEqual([
      ['textual-difference', {}],
      ['textual-difference', { granularity: 'word' }],
    ])
    // Every listed scoring really passes every run and rejects the probe.
    for (const u of d?.unseparated ?? []) {
      for (const a of u.scorers) {
        const definition = scorerOf(a.scorer)
        const options = resolveScorerOptions(a.scorer, a.options)
        const s = (x: string) => definition.score(expected, x, options).score
        expect(s(u.probe as string)).toBeLessThan(a.min)
        expect(s(expected)).toBeGreaterThanOrEqual(a.min)
      }
    }
  })

  it('leaves a guard the assertion already has out of the remedies', () => {
    const [c] = run([
      {
        ...rec({ file: 'a.test.ts', test: 't', score: 0.8, threshold: 0.5 }),
        guards: [{ kind: 'numbers', pass: true }],
        lenient: { probe: 'p', kind: 'number', score: 0.9, rejectingMin: null, probes: 2, capped: false },
      },
    ] as unknown as CollectedRecord[])
    expect(c?.unseparated).toEqual([
      { source: 'probe', kind: 'number', score: 0.9, probe: 'p', guards: [], scorers: [] },
    ])
  })

  it('judges change counts by changes: flaky over the maximum, slack far under it, suggests max + margin', () => {
    const changes = (counts: number[], maxChanges: number) =>
      counts.map((n, repeat) =>
        rec({
          file: 'a.test.ts',
          test: 't',
          score: 0.9,
          repeat,
          matcher: 'toDifferByAtMost',
          scorer: 'textual-difference',
          threshold: undefined,
          maxChanges,
          changes: n,
          pass: n <= maxChanges,
        }),
      )
    expect(run(changes([2, 5, 3], 4))[0]).toMatchObject({
      kind: 'changes',
      min: 2,
      median: 3,
      max: 5,
      current: 4,
      verdict: 'flaky',
      suggested: 6,
    })
    expect(run(changes([2, 3], 10))[0]).toMatchObject({ verdict: 'slack', slackBy: 7, suggested: 4 })
    expect(run(changes([2, 3], 6))[0]).toMatchObject({ verdict: 'ok' })
  })

  it('keeps assertions apart by position, leaves negated ones out, and joins the same one across reports', () => {
    const first = [
      rec({ file: 'a.test.ts', test: 't', score: 0.9 }),
      rec({ file: 'a.test.ts', test: 't', score: 0.2, isNot: true, pass: true }),
      rec({ file: 'a.test.ts', test: 't', score: 0.5, threshold: 0.3 }),
    ]
    const second = [
      rec({ file: 'a.test.ts', test: 't', score: 0.6 }),
      rec({ file: 'a.test.ts', test: 't', score: 0.1, isNot: true, pass: true }),
      rec({ file: 'a.test.ts', test: 't', score: 0.55, threshold: 0.3 }),
    ]
    const out = calibrate([first, second], CALIBRATE_DEFAULTS)
    expect(out.map((c) => [c.index, c.runs, c.min, c.verdict])).toEqual([
      [1, 2, 0.6, 'flaky'],
      [3, 2, 0.5, 'slack'],
    ])
  })

  it("leaves Mastra's expectEval records out, and places our assertions as if they were not there", () => {
    const mastra = (score: number, repeat: number) =>
      rec({ file: 'a.test.ts', test: 't', score, repeat, matcher: 'expectEval', scorer: 'mastra:tone', threshold: 0.9 })
    // Mastra's flaky-looking tone score comes first in each repeat: it neither shows nor shifts #1.
    const records = [mastra(0.5, 0), ...repeats([0.95], { threshold: 0.5 }), mastra(0.95, 1)]
    records.push(rec({ file: 'a.test.ts', test: 't', score: 0.96, repeat: 1, threshold: 0.5 }))
    const out = run(records)
    expect(out.map((c) => [c.index, c.matcher, c.scorer, c.runs, c.verdict])).toEqual([
      [1, 'toBeSimilarTo', 'content-similarity', 2, 'slack'],
    ])
    expect(calibrationCounts(records)).toEqual({ flaky: 0, slack: 1 })
  })

  it('counts only repeated assertions for the summary line', () => {
    const records = [
      ...repeats([0.6, 0.8], { threshold: 0.7 }),
      ...repeats([0.95, 0.96], { test: 'u', threshold: 0.5 }),
      rec({ file: 'a.test.ts', test: 'once', score: 0.99, threshold: 0.3 }),
    ]
    expect(calibrationCounts(records)).toEqual({ flaky: 1, slack: 1 })
  })
})
