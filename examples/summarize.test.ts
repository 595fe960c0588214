// A summarization check: every answer must keep the facts of the reference summary, however it
// is worded. Content similarity ignores case and whitespace and does not care about word order.
import { ask, RUNS } from './assistant.js'

const REFERENCE = 'Version 2.0 adds an offline mode, makes sync about 40% faster and drops support for Node 16.'

describe('release summary', () => {
  it.each(Array.from({ length: RUNS }, (_, run) => run))('run %i keeps the facts of the reference', (run) => {
    // 0.5, not 0.8: one run adds a harmless closing sentence ("Upgrade when you can."), which
    // costs about 0.2. Pick the minimum from scores you have seen (`npx expect-similar compare`).
    expect(ask('summarize-release', run)).toBeSimilarTo(REFERENCE, { min: 0.5 })
  })

  it('does not drift to another topic', () => {
    expect(ask('summarize-release')).not.toBeSimilarTo(ask('refund-policy'), { min: 0.5 })
  })
})
