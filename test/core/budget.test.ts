import { describe, expect, it } from 'vitest'
import { BudgetMeter, ScoringBudgetError } from '../../src/core/budget.js'

/**
 * Drives a meter through a synthetic recursion over `total` elements: each search costs its
 * window's extent and resolves `resolved` elements; `peel` keeps one child (the rest of the
 * window), otherwise the rest is split in two halves. Returns the work at the refusal, or null.
 */
function drive(meter: BudgetMeter, total: number, resolved: number, peel: boolean): number | null {
  const windows = [total]
  let work = 0
  while (windows.length) {
    const extent = windows.pop()!
    work += extent
    const rest = Math.max(0, extent - resolved)
    const left = peel ? 0 : Math.floor(rest / 2)
    const right = rest - left
    if (left) windows.push(left)
    if (right) windows.push(right)
    if (meter.record(work, extent, extent, left, right) !== null) return work
  }
  return null
}

describe('BudgetMeter', () => {
  // Peeling 20 of 200,000 elements per search: about 10^9 steps in all.
  const total = 200_000
  const cost = (total * total) / (2 * 20)

  it('refuses a peeling recursion at a tenth of the budget when it would exceed the budget', () => {
    const budget = Math.round(cost / 2)
    const refusedAt = drive(new BudgetMeter(budget, total), total, 20, true)
    expect(refusedAt).not.toBeNull()
    expect(refusedAt!).toBeLessThan(budget / 9)
  })

  it('lets a peeling recursion that fits in its budget finish', () => {
    expect(drive(new BudgetMeter(Math.round(1.5 * cost), total), total, 20, true)).toBeNull()
  })

  it('refuses other shapes only past the budget, and small budgets only past them', () => {
    // Balanced splits resolving 2 elements per search: many searches, no peeling.
    const budget = 20_000_000
    const refusedAt = drive(new BudgetMeter(budget, 2_000_000), 2_000_000, 2, false)
    expect(refusedAt).toBeGreaterThan(budget)
    expect(drive(new BudgetMeter(1_000_000, 20_000), 20_000, 1, true)).toBeGreaterThan(1_000_000)
  })

  it('says in the error how long the exact answer is expected to take', () => {
    expect(new ScoringBudgetError(5, { expectedMs: 40_000 }).message).toBe(
      "expect-similar: texts too repetitive to score exactly within budget 5: use granularity 'word' or 'line', " +
        "or raise `budget` (the exact answer would take about 40 s at this machine's pace: an estimate from the " +
        'work counted so far)',
    )
    expect(new ScoringBudgetError(5, { expectedMs: 200_000, predicted: false }).message).toMatch(
      /would take at least 3 min /,
    )
    expect(new ScoringBudgetError(5, { expectedMs: 40 }).message).toMatch(/would take under 0\.1 s /)
    expect(new ScoringBudgetError(5).message).toMatch(/raise `budget`$/)
  })
})
