import { describe, expect, it } from 'vitest'
import {
  GUARD_CORPUS,
  GUARD_GOALS,
  allKindRates,
  longCatches,
  longFalseAlarmPairs,
  similarityJudge,
  ratesFor,
} from '../../../bench/guards-rates.js'

// The labelled corpus (corpus.json) keeps the guards at their goals: a regression in any guard
// that loses catches or adds false alarms fails here. bench/guards.ts prints the same rates.
describe('guards on the labelled corpus', () => {
  it('has at least 300 pairs, both labels and a hard subset per kind', () => {
    let total = GUARD_CORPUS.long.length
    for (const lists of Object.values(GUARD_CORPUS.kinds)) {
      expect(lists.changed.length).toBeGreaterThanOrEqual(30)
      expect(lists.paraphrase.length).toBeGreaterThanOrEqual(30)
      expect(lists.changedHard.length).toBeGreaterThanOrEqual(10)
      expect(lists.paraphraseHard.length).toBeGreaterThanOrEqual(10)
      total += Object.values(lists).reduce((sum, list) => sum + list.length, 0)
    }
    expect(total).toBeGreaterThanOrEqual(300)
  })

  it.each(allKindRates())('$kind meets the goals', (rates) => {
    expect(rates.caught).toBeGreaterThanOrEqual(GUARD_GOALS.caught)
    expect(rates.falseAlarms).toBeLessThanOrEqual(GUARD_GOALS.falseAlarms)
    expect(rates.caughtHard).toBeGreaterThanOrEqual(GUARD_GOALS.caughtHard)
    expect(rates.falseAlarmsHard).toBeLessThanOrEqual(GUARD_GOALS.falseAlarmsHard)
  })

  it('keeps false alarms of all three guards on long paraphrases where they are measured (goal 10%)', () => {
    // Measured 20 of 65 (31%). Left: "no longer supported" said as "support has ended", "not
    // affected" as "runs as usual", "Q3" for "third quarter", sentence-initial "Seek" or "Made" read
    // as names, and more (docs/guards.md). This bound only stops it getting worse.
    expect(GUARD_CORPUS.long.length).toBeGreaterThanOrEqual(60)
    expect(longFalseAlarmPairs().length).toBeLessThanOrEqual(20)
  })

  it.each([
    ['numbers', 21],
    ['negation', 14],
    ['names', 23],
  ] as const)('catches the long one-fact %s changes where they are measured', (kind, caught) => {
    const catches = longCatches(kind)
    expect(catches.pairs).toBeGreaterThanOrEqual(20)
    expect(catches.caught).toBeGreaterThanOrEqual(caught)
    expect(catches.caughtByKind).toBeGreaterThanOrEqual(caught)
  })

  it('is a corpus content similarity alone cannot sort (so the guards add something)', () => {
    const rates = ratesFor('negation', similarityJudge(0.9))
    expect(rates.caught).toBeLessThan(0.5)
  })
})
