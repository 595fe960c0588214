import { describe, expect, it } from 'vitest'
import {
  GUARD_CORPUS,
  GUARD_GOALS,
  guardJudge,
  allKindRates,
  longFalseAlarms,
  similarityJudge,
  ratesFor,
} from '../../../bench/guards-rates.js'
import { GUARD_KINDS } from '../../../src/core/guards/index.js'

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
    // Measured 4 of 26 (15%); 1 of the first 20 (5%). Left: a company name dropped with a greeting
    // ("Thanks for contacting Acme support"), "no longer supported" said as "support has ended", "not
    // affected" said as "runs as usual" or with the subject in the other clause, and "third quarter"
    // said as "Q3". This bound only stops it getting worse.
    expect(longFalseAlarms()).toBeLessThanOrEqual(4 / 26)
    const firstTwenty = GUARD_CORPUS.long.slice(0, 20)
    const judge = guardJudge(GUARD_KINDS)
    expect(firstTwenty.filter(([expected, received]) => judge(expected, received)).length).toBe(1)
  })

  it('is a corpus content similarity alone cannot sort (so the guards add something)', () => {
    const rates = ratesFor('negation', similarityJudge(0.9))
    expect(rates.caught).toBeLessThan(0.5)
  })
})
