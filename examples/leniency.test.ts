// Leniency probes: is a threshold strict enough to fail a wrong answer? With the reporter option
// `probes: true` (set in vitest.config.ts and jest.config.cjs), each passing assertion also scores
// meaning-changing edits of its expected text. "The payment was not approved." scores 0.89 against
// "The payment was approved.", so min 0.85 would pass the opposite answer: the report lists that
// assertion as lenient, with the lowest min that rejects every probe (0.89). min 0.90 is tight.
// A meaning guard is the other fix: at the same min 0.85, `guard: 'negation'` fails "not approved"
// whatever it scores, so that probe is caught and the assertion is not lenient (see docs/guards.md).
const EXPECTED = 'The payment was approved.'
const REPLY = 'The payment was approved!' // scores 0.95

describe('payment status', () => {
  it('lenient: min 0.85 would also accept "not approved"', () => {
    expect(REPLY).toBeSimilarTo(EXPECTED, { min: 0.85 })
  })

  it('tight: min 0.90 rejects every probe', () => {
    expect(REPLY).toBeSimilarTo(EXPECTED, { min: 0.9 })
  })

  it('guarded: min 0.85 with the negation guard catches "not approved"', () => {
    expect(REPLY).toBeSimilarTo(EXPECTED, { min: 0.85, guard: 'negation' })
  })

  it('guarded: the numbers and negation guards catch "$400" and "was not issued"', () => {
    expect('The $40 refund was issued!').toBeSimilarTo('The $40 refund was issued.', {
      min: 0.85,
      guard: ['numbers', 'negation'],
    })
  })
})
