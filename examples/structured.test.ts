// Structured output: exact fields stay exact, and only the free-text field is compared fuzzily,
// with expect.similarTo inside an ordinary toEqual.
import { askStructured, RUNS } from './assistant.js'

describe('structured answer', () => {
  it.each(Array.from({ length: RUNS }, (_, run) => run))('run %i has the right fields', (run) => {
    expect(askStructured(run)).toEqual({
      answer: expect.similarTo('Paris is the capital of France.', { min: 0.8 }),
      country: 'France',
      confidence: expect.any(Number),
      sources: ['encyclopedia'],
    })
  })
})
