import { describe, expect, it } from 'vitest'
import { checkNegation, statementsOf } from '../../../src/core/guards/negation.js'

describe('statementsOf', () => {
  it.each([
    ['The payment was not approved.', [true]],
    ["The payment wasn't approved.", [true]],
    ['You cannot log in.', [true]],
    ['You are unable to log in.', [true]],
    ['Members cannot access it without a password.', [true, true]],
    ['The refund was issued because the order had not shipped.', [false, true]],
    ['The file is unavailable.', [true]],
    ['The answer is not incorrect.', [false]],
  ])('%s', (text, negative) => {
    expect(statementsOf(text).map((statement) => statement.negative)).toEqual(negative)
  })
})

describe('checkNegation', () => {
  it.each([
    [
      'The payment was approved.',
      'The payment was not approved.',
      'negation differs: "was approved" became "was not approved"',
    ],
    [
      'We will refund the shipping cost.',
      "We won't refund the shipping cost.",
      'negation differs: "We will refund" became "We won\'t refund"',
    ],
    [
      'The refund was issued because the order had shipped.',
      'The refund was issued because the order had not shipped.',
      'negation differs: "had shipped" became "had not shipped"',
    ],
    [
      'It is possible to restore deleted items.',
      'It is impossible to restore deleted items.',
      'negation differs: "is possible to" became "is impossible to"',
    ],
  ])('%s vs %s fails', (expected, received, message) => {
    const verdict = checkNegation(expected, received)
    expect(verdict.pass).toBe(false)
    expect(verdict.message).toBe(message)
    expect(verdict.missing.length + verdict.added.length).toBeGreaterThan(0)
  })

  it.each([
    ['The payment was not approved.', "The payment wasn't approved."],
    ['You cannot change your username.', 'You are unable to change your username.'],
    ['You cannot change your username.', 'You are not able to change your username.'],
    ['The tool never uploads your files.', 'Your files are not ever uploaded by the tool.'],
    ['If the build fails, the deploy does not start.', "The deploy doesn't start if the build fails."],
    ['The endpoint accepts requests without an API key.', 'Requests without an API key are accepted by the endpoint.'],
    ['The file is not available.', 'The file is unavailable.'],
  ])('%s vs %s passes', (expected, received) => {
    expect(checkNegation(expected, received)).toMatchObject({ pass: true, message: 'negation agrees' })
  })

  // A few verbs mean "no longer does" when what follows says so (data/negation-words.json negativeVerbs).
  it.each([
    ['It drops support for Node 16.', 'Node 16 is not supported anymore.'],
    ['The old client stopped working after the update.', 'The old client no longer works after the update.'],
    ['The API stops accepting v1 tokens in May.', 'The API will not accept v1 tokens anymore from May.'],
    ['The plan is discontinued.', 'The plan is not offered anymore.'],
  ])('%s vs %s passes: a negative-meaning verb is a negation', (expected, received) => {
    expect(checkNegation(expected, received)).toMatchObject({ pass: true, message: 'negation agrees' })
  })

  it.each([
    ['Customer churn fell to 3.1%.', 'Churn dropped to 3.1%.'],
    ['The job halted at 3 am.', 'The job stopped at 3 am.'],
  ])('%s vs %s passes: the same verbs used for a quantity or an event are no negation', (expected, received) => {
    expect(checkNegation(expected, received).pass).toBe(true)
  })

  it('fails a flip said with a negative-meaning verb', () => {
    const verdict = checkNegation('The API keeps accepting v1 tokens.', 'The API stops accepting v1 tokens.')
    expect(verdict.pass).toBe(false)
    expect(verdict.added).toEqual(['The API stops accepting v1 tokens'])
  })

  it('lets clauses that share only a number keep their own polarity (the numbers guard checks numbers)', () => {
    const verdict = checkNegation(
      'Check-in closes 45 minutes before departure.',
      'You cannot check in later than 45 minutes before departure.',
    )
    expect(verdict).toMatchObject({ pass: true, message: 'negation agrees' })
  })

  it('lists the negative statements of each text', () => {
    const verdict = checkNegation('It works. It does not crash.', 'It does not crash. It works.')
    expect(verdict.expected).toEqual(['It does not crash'])
    expect(verdict.received).toEqual(['It does not crash'])
  })
})
