import { describe, expect, it } from 'vitest'
import { checkNames, namesOf } from '../../../src/core/guards/names.js'

describe('namesOf', () => {
  it.each([
    ['Dr. Patel called Alice.', ['Patel', 'Alice']],
    ["Alice's report is ready.", ['Alice']],
    ['Please restart the app. Then click Save.', ['Save']],
    ['Unfortunately, the order was lost.', []],
    ['We use iPhone and macOS builds.', ['iPhone', 'macOS']],
    ['Georgia is hiring.', ['Georgia']],
  ])('%s', (text, names) => {
    expect(namesOf(text)).toEqual(names)
  })
})

describe('checkNames', () => {
  it.each([
    ['Alice Chen will call you.', 'Bob Chen will call you.', 'names differ: expected "Alice", received "Bob"'],
    ['Shipped from Rotterdam.', 'Shipped from Antwerp.', 'names differ: expected "Rotterdam", received "Antwerp"'],
    ['Contact Alice about it.', 'Contact Alice and Omar about it.', 'names differ: received "Omar", not in expected'],
    [
      'Our partners include IBM and SAP.',
      'Our partners include IBM.',
      'names differ: expected "SAP", missing from received',
    ],
    ["Apple's chip is fast.", "Google's chip is fast.", 'names differ: expected "Apple", received "Google"'],
  ])('%s vs %s fails', (expected, received, message) => {
    const verdict = checkNames(expected, received)
    expect(verdict.pass).toBe(false)
    expect(verdict.message).toBe(message)
  })

  it.each([
    ['Dr. Smith will see you.', 'Smith will see you.'],
    ["Alice's report is ready.", 'The report by Alice is ready.'],
    ['Satya Nadella spoke.', 'Nadella spoke.'],
    ['Amazon Web Services hosts the site.', 'AWS hosts the site.'],
    ['The update is live in the US.', 'The update is live in the United States.'],
    ['Visit our Help Center.', 'Visit our help center.'],
    ['Stripe handles payments.', 'Payments are handled by Stripe.'],
    ['Great question! The API returns JSON.', 'By default, the API returns JSON.'],
    ['Click Settings, then open the Billing tab.', 'Open the Billing tab after clicking Settings.'],
  ])('%s vs %s passes', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
  })

  it('compares sets: two names trading places passes (documented)', () => {
    expect(checkNames('Paris approved the Berlin budget.', 'Berlin approved the Paris budget.').pass).toBe(true)
  })
})
