// Leniency probes: is a threshold strict enough to fail a wrong answer? With the reporter option
// `probes: true` (set in vitest.config.ts and jest.config.cjs), each passing assertion also scores
// meaning-changing edits of its expected text. "The payment was not approved." scores 0.89 against
// "The payment was approved.", so min 0.85 would pass the opposite answer: the report lists that
// assertion as lenient, with the lowest min that rejects every probe (0.89). min 0.90 is tight.
const EXPECTED = 'The payment was approved.'
const REPLY = 'The payment was approved!' // scores 0.95

describe('payment status', () => {
  it('lenient: min 0.85 would also accept "not approved"', () => {
    expect(REPLY).toBeSimilarTo(EXPECTED, { min: 0.85 })
  })

  it('tight: min 0.90 rejects every probe', () => {
    expect(REPLY).toBeSimilarTo(EXPECTED, { min: 0.9 })
  })
})
