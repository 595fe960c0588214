import { describe, expect, it } from 'vitest'
import { datesDay, holidaysIn } from '../../../src/core/guards/holidays.js'
import { checkNames } from '../../../src/core/guards/names.js'
import { checkNumbers } from '../../../src/core/guards/numbers.js'

describe('holidaysIn', () => {
  it('finds each fixed-date holiday with its month-day, either apostrophe', () => {
    expect(holidaysIn("Closed on Christmas Day, Boxing Day and New Year’s Day; open on New Year's Eve.")).toEqual([
      { at: 10, end: 23, date: '12-25' },
      { at: 25, end: 35, date: '12-26' },
      { at: 40, end: 54, date: '1-1' },
      { at: 64, end: 78, date: '12-31' },
    ])
    expect(holidaysIn('We open on Christmas morning and at New Year.')).toEqual([])
  })
})

describe('datesDay', () => {
  it.each([
    ['We are closed on 25 December.', true],
    ['We are closed on 25 and 26 December.', true],
    ['We are closed on the 24th, 25th and 26th of December.', true],
    ['We are closed on December 25th.', true],
    ['We are closed on 26 December.', false],
    ['We are closed on 25 November.', false],
  ])('%s says 12-25: %s', (text, says) => {
    expect(datesDay(text, '12-25')).toBe(says)
  })
})

describe('a holiday against its date', () => {
  it.each([
    ['We are closed on 25 and 26 December.', 'On Christmas Day and Boxing Day we are shut.'],
    ['The office is closed on New Year’s Day.', 'The office is closed on 1 January.'],
  ])('%s vs %s passes both guards', (expected, received) => {
    for (const [a, b] of [
      [expected, received],
      [received, expected],
    ] as const) {
      expect(checkNumbers(a, b)).toMatchObject({ pass: true, message: 'numbers agree' })
      expect(checkNames(a, b)).toMatchObject({ pass: true, message: 'names agree' })
    }
  })

  it('still fails another day, and another holiday', () => {
    expect(checkNumbers('We are closed on Christmas Day.', 'We are closed on 26 December.').message).toBe(
      'numbers differ: received 26 December, not in expected',
    )
    expect(checkNames('We are closed on Christmas Day.', 'We are closed on 26 December.').pass).toBe(false)
    expect(checkNames('We are closed on Christmas Day.', 'We are closed on Boxing Day.').message).toBe(
      'names differ: expected "Christmas", received "Boxing"',
    )
  })
})
