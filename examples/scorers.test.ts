import { describe, expect, it } from 'vitest'
import { SequenceMatcher } from '../src/index.js'

describe('textual difference of two drafts', () => {
  it('stays close to the reference', () => {
    const reference = 'The capital of France is Paris.'
    const output = 'Paris is the capital of France.'
    const ratio = new SequenceMatcher(null, reference, output, false).ratio()
    console.log(`ratio: ${ratio.toFixed(3)}`)
    expect(ratio).toBeGreaterThan(0.5)
  })
})
