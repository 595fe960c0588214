import { describe, expect, it } from 'vitest'
import { mutations, type NameFinder } from '../../src/core/mutations.js'

// The names these texts have, in text order: which words are names is the names guard's call
// (test/core/probes.test.ts checks what the probes make of it); here only the swapping is under test.
const NAMES = ['Alice', 'Bob', 'Zoë', 'Émile']
const known: NameFinder = (text) =>
  NAMES.filter((name) => text.includes(name)).sort((a, b) => text.indexOf(a) - text.indexOf(b))

const texts = (text: string, cap = 50) => mutations(text, cap, known).probes.map((p) => [p.kind, p.text])

describe('mutations', () => {
  it('toggles negations both ways, keeping case and contractions', () => {
    expect(texts('The payment was approved.').filter(([k]) => k === 'negation')).toStrictEqual([
      ['negation', 'The payment was not approved.'],
    ])
    expect(texts('It is not ready and cannot start.').filter(([k]) => k === 'negation')).toStrictEqual([
      ['negation', 'It is ready and cannot start.'],
      ['negation', 'It is not ready and can start.'],
    ])
    expect(texts("Will it work? It won't, and it isn’t done.").filter(([k]) => k === 'negation')).toStrictEqual([
      ['negation', "Won't it work? It won't, and it isn’t done."],
      ['negation', 'Will it work? It will, and it isn’t done.'],
      ['negation', "Will it work? It won't, and it is done."],
    ])
    expect(mutations('No errors were found.', 50, known).probes.slice(0, 2)).toStrictEqual([
      { kind: 'negation', text: 'Errors were found.', description: 'remove "No" at character 0' },
      { kind: 'negation', text: 'No errors were not found.', description: '"were" → "were not" at character 10' },
    ])
  })

  it('changes each number to another magnitude and another digit', () => {
    expect(texts('Your refund of $40 has been issued.').filter(([k]) => k === 'number')).toStrictEqual([
      ['number', 'Your refund of $400 has been issued.'],
      ['number', 'Your refund of $41 has been issued.'],
    ])
    expect(texts('Pay 1,000 or 0.5 or 9, not v2.').filter(([k]) => k === 'number')).toStrictEqual([
      ['number', 'Pay 10,000 or 0.5 or 9, not v2.'],
      ['number', 'Pay 1,001 or 0.5 or 9, not v2.'],
      ['number', 'Pay 1,000 or 10.5 or 9, not v2.'],
      ['number', 'Pay 1,000 or 0.6 or 9, not v2.'],
      ['number', 'Pay 1,000 or 0.5 or 90, not v2.'],
      ['number', 'Pay 1,000 or 0.5 or 8, not v2.'],
    ])
  })

  it('swaps each pair of known names, leaving common known words alone', () => {
    expect(mutations('Alice sent the report to Bob.', 50, known).probes).toStrictEqual([
      { kind: 'names', text: 'Bob sent the report to Alice.', description: 'swap "Alice" and "Bob"' },
    ])
    expect(texts('The note from Zoë to Émile and Bob.')).toStrictEqual([
      ['names', 'The note from Émile to Zoë and Bob.'],
      ['names', 'The note from Bob to Émile and Zoë.'],
      ['names', 'The note from Zoë to Bob and Émile.'],
    ])
    expect(texts("Alice's report went to Bob.")).toContainEqual(['names', "Bob's report went to Alice."])
  })

  it('flips words of the antonym list, whole words only, in the case they had', () => {
    expect(texts('Approved: access is ENABLED, disapproved never.').filter(([k]) => k === 'antonym')).toStrictEqual([
      ['antonym', 'Rejected: access is ENABLED, disapproved never.'],
      ['antonym', 'Approved: access is DISABLED, disapproved never.'],
      ['antonym', 'Approved: access is ENABLED, disapproved always.'],
    ])
  })

  it('flips an instruction-starting verb to the verb, not to the adjective', () => {
    const antonyms = (text: string) => texts(text).filter(([k]) => k === 'antonym')
    expect(antonyms('Open Settings. The store is open.')).toStrictEqual([
      ['antonym', 'Close Settings. The store is open.'],
      ['antonym', 'Open Settings. The store is closed.'],
    ])
    expect(antonyms('Steps:\n1. Open the app.')).toStrictEqual([['antonym', 'Steps:\n1. Close the app.']])
  })

  it('drops each sentence of a text of two or more', () => {
    expect(texts('It rained. We stayed in!\nThe end?').filter(([k]) => k === 'drop-sentence')).toStrictEqual([
      ['drop-sentence', 'We stayed in!\nThe end?'],
      ['drop-sentence', 'It rained. The end?'],
      ['drop-sentence', 'It rained. We stayed in!'],
    ])
    expect(texts('One sentence only.')).toStrictEqual([])
    // A one-word pleasantry is left in; a one-word answer or number is not.
    expect(texts('Welcome! Your account is ready. Thanks.').filter(([k]) => k === 'drop-sentence')).toStrictEqual([
      ['drop-sentence', 'Welcome! Thanks.'],
    ])
    expect(texts('No. It is closed.').filter(([k]) => k === 'drop-sentence')).toHaveLength(2)
  })

  it('never returns the input or a duplicate, and lists kinds in order', () => {
    const { probes } = mutations('Is it up? It is up. 7 up.', 50, known)
    const all = probes.map((p) => p.text)
    expect(new Set(all).size).toBe(all.length)
    expect(all).not.toContain('Is it up? It is up. 7 up.')
    const kinds = probes.map((p) => p.kind)
    expect(kinds).toStrictEqual([...kinds].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)))
  })

  it('caps the probes, sharing the cap out over the kinds', () => {
    const text = `${Array.from({ length: 200 }, (_, i) => i + 1).join(', ')} were approved. Thanks for waiting.`
    const { probes, capped } = mutations(text, 6, known)
    expect(capped).toBe(true)
    expect(probes.map((p) => p.kind)).toStrictEqual([
      'negation',
      'number',
      'number',
      'antonym',
      'drop-sentence',
      'drop-sentence',
    ])
    expect(mutations('The payment was approved.', 2, known)).toMatchObject({ capped: false })
    expect(mutations('The payment was approved.', 1, known)).toMatchObject({ capped: true })
  })
})

const ORDER = ['negation', 'number', 'names', 'antonym', 'drop-sentence']
