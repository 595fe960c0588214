import '../../src/vitest.js'
import { afterEach, describe, expect, it } from 'vitest'
import { probeLeniency } from '../../src/core/probes.js'
import { lenientField, resolveProbes, setProbes } from '../../src/matchers/leniency.js'
import { parseSimilarityOptions } from '../../src/matchers/options.js'
import { recordProblem } from '../../src/records/validate.js'
import { recordsOf } from './helpers.js'

const APPROVED = 'The payment was approved.'

afterEach(() => setProbes(false))

describe('leniency probes in the matchers', () => {
  it('records nothing extra while probes are off (the default)', ({ task }) => {
    expect(APPROVED).toBeSimilarTo(APPROVED, { min: 0.85 })
    expect(recordsOf(task)[0]).not.toHaveProperty('lenient')
  })

  it('records the strongest accepted probe of a passing assertion, with the min that rejects them all', ({ task }) => {
    setProbes(true)
    expect(APPROVED).toBeSimilarTo(APPROVED, { min: 0.85 })
    const probes = probeLeniency(APPROVED, { min: 0.85 })
    const strongest = probes.probes.find((p) => p.score === probes.highest)!
    const record = recordsOf(task)[0]!
    expect(record.lenient).toEqual({
      probe: 'The payment was not approved.',
      kind: 'negation',
      score: strongest.score,
      rejectingMin: probes.rejectingMin,
      probes: probes.probes.length,
      capped: false,
    })
    expect(strongest.text).toBe('The payment was not approved.')
    expect(record.lenient!.rejectingMin).toBe(0.89)
    expect(recordProblem(record)).toBeNull()
  })

  it('notes on the record that a text too long to probe was not probed', ({ task }) => {
    setProbes(true)
    const long = 'The payment was approved. '.repeat(1000)
    expect(long).toBeSimilarTo(long, { min: 0.5 })
    const record = recordsOf(task)[0]!
    expect(record).not.toHaveProperty('lenient')
    expect(record.probesSkipped).toBe('text too long: 26000 characters, probes stop at 20000')
    expect(recordProblem(record)).toBeNull()
  })

  it('stores no probe when min rejects every probe, nor on a failing or negated assertion', ({ task }) => {
    setProbes(true)
    expect(APPROVED).toBeSimilarTo(APPROVED, { min: 0.95 })
    expect(() => expect('Something else entirely.').toBeSimilarTo(APPROVED, { min: 0.85 })).toThrow()
    expect('Something else entirely.').not.toBeSimilarTo(APPROVED, { min: 0.85 })
    expect(recordsOf(task).map((r) => 'lenient' in r)).toEqual([false, false, false])
  })

  it('probes the best candidate of toBeSimilarToAny and the expected text of expect.similarTo', ({ task }) => {
    setProbes(true)
    expect(APPROVED).toBeSimilarToAny(['Nothing like it.', APPROVED], { min: 0.85 })
    expect({ status: APPROVED }).toEqual({ status: expect.similarTo(APPROVED, { min: 0.85 }) })
    expect(recordsOf(task).map((r) => r.lenient?.probe)).toEqual([
      'The payment was not approved.',
      'The payment was not approved.',
    ])
  })

  it('leaves out the probes its guards catch: a guarded assertion is lenient only about the rest', ({ task }) => {
    setProbes(true)
    const paid = 'The payment of $40 was approved by Alice on Monday.'
    expect(paid).toBeSimilarTo(paid, { min: 0.7 })
    expect(paid).toBeSimilarTo(paid, { min: 0.7, guard: ['numbers', 'negation'] })
    expect(APPROVED).toBeSimilarTo(APPROVED, { min: 0.85, guard: 'negation' })
    const [plain, guarded, caught] = recordsOf(task)
    expect(plain?.lenient).toMatchObject({
      kind: 'number',
      probe: 'The payment of $400 was approved by Alice on Monday.',
    })
    // The names swap keeps the same names, so only it is left; its score 0.902 needs min 0.91.
    expect(guarded?.lenient).toMatchObject({ kind: 'names', rejectingMin: 0.91 })
    expect(caught).not.toHaveProperty('lenient')
  })

  it('gives no rejecting min when the received text scores below every min that rejects the probes', () => {
    setProbes(true)
    const resolved = parseSimilarityOptions({ min: 0.85 })
    // The received text passes at 0.86 but the negation scores 0.889: no min rejects it and passes the text.
    expect(lenientField({ expected: APPROVED, resolved }, 0.86)?.rejectingMin).toBeNull()
    expect(lenientField({ expected: APPROVED, resolved }, 1)?.rejectingMin).toBe(0.89)
  })

  it('cuts a long probe text and says when the text had more probes than the cap', () => {
    setProbes(true)
    const long = Array.from({ length: 80 }, (_, i) => `Item ${i} was approved.`).join(' ')
    const field = lenientField({ expected: long, resolved: parseSimilarityOptions({ min: 0.5 }) }, 1)!
    expect(field.probe?.length).toBe(200)
    expect(field.probe?.endsWith('…')).toBe(true)
    expect(field.probes).toBe(50)
    expect(field.capped).toBe(true)
  })
})

describe('resolveProbes', () => {
  it('takes the provided value first, then the environment variable', () => {
    expect(resolveProbes(true, '0')).toBe(true)
    expect(resolveProbes(false, '1')).toBe(false)
    expect(resolveProbes(undefined, '1')).toBe(true)
    expect(resolveProbes(undefined, 'true')).toBe(true)
    expect(resolveProbes(undefined, '0')).toBe(false)
    expect(resolveProbes(undefined, undefined)).toBe(false)
  })

  it('names the source of a bad value', () => {
    expect(() => resolveProbes(undefined, 'yes')).toThrow(
      'expect-similar: EXPECT_SIMILAR_PROBES must be 1, true, 0 or false, received "yes"',
    )
    expect(() => resolveProbes('on', undefined)).toThrow(
      'expect-similar: the provided probes option must be a boolean, received on',
    )
  })
})

describe('recordProblem on lenient', () => {
  const base = { matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: 1, pass: true, isNot: false }
  it('rejects a malformed lenient field', () => {
    const lenient = { probe: 'x', kind: 'negation', score: 0.9, rejectingMin: null, probes: 3, capped: false }
    expect(recordProblem({ ...base, lenient })).toBeNull()
    expect(recordProblem({ ...base, lenient: { ...lenient, score: 2 } })).toBe(
      'lenient: score must be a number in [0, 1], received number 2',
    )
    expect(recordProblem({ ...base, lenient: { ...lenient, probes: -1 } })).toBe(
      'lenient: probes must be a non-negative integer, received number -1',
    )
  })
})
