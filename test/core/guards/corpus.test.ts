import { describe, expect, it } from 'vitest'
import {
  GUARD_CORPUS,
  GUARD_GOALS,
  allKindRates,
  longCatches,
  longFalseAlarmPairs,
  longFalseAlarms,
  longHoldoutCounts,
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

  it('keeps false alarms of all three guards on long paraphrases at most 10%', () => {
    // Measured 4 of 65 (6%; 20 of 65 before the rules for quarters, lexical negation and clause
    // boundaries). Left: a sentence whose subject or object moves into a clause of the other polarity
    // (3) and "still waiting to be" for "has not been" (docs/guards.md).
    expect(GUARD_CORPUS.long.length).toBeGreaterThanOrEqual(60)
    expect(longFalseAlarmPairs().length).toBeLessThanOrEqual(4)
    expect(longFalseAlarms()).toBeLessThanOrEqual(GUARD_GOALS.long)
  })

  // Measured: numbers 21 of 21, negation 18 of 21 (13 before a lone flipped word could decide a
  // negative clause when it is what the negation is about), names 23 of 24. Negation misses a flip
  // said with a synonym ("not billed" / "still charged"), one whose words all occur both ways in a
  // long text, and "cannot be taken" / "can take" (different stems); names misses "the Court of Appeal" became "the High Court" ("appeal" stays in
  // lower case, and "High Court" reads as a longer form of "Court"). These bounds only stop it
  // getting worse.
  it.each([
    ['numbers', 21],
    ['negation', 18],
    ['names', 23],
  ] as const)('catches the long one-fact %s changes where they are measured', (kind, caught) => {
    const catches = longCatches(kind)
    expect(catches.pairs).toBeGreaterThanOrEqual(20)
    expect(catches.caught).toBeGreaterThanOrEqual(caught)
    expect(catches.caughtByKind).toBeGreaterThanOrEqual(caught)
  })

  it('keeps the long pairs written after the long-text rules where they are measured', () => {
    // Scored once at 7 of 12 false alarms and 11 of 12 caught; 3 and 10 after fixing the general
    // causes it showed (see corpus.json longHoldoutDescription); 3 and 11 since a lone flipped word
    // can decide a negative clause.
    const held = longHoldoutCounts()
    expect(held.falseAlarms).toBeLessThanOrEqual(3)
    expect(held.caught).toBeGreaterThanOrEqual(11)
  })

  it('is a corpus content similarity alone cannot sort (so the guards add something)', () => {
    const rates = ratesFor('negation', similarityJudge(0.9))
    expect(rates.caught).toBeLessThan(0.5)
  })
})
