import { describe, expect, it } from 'vitest'
import { isCustomScorerName } from '../../src/core/scorers/custom.js'
import type { ScoreRecord } from '../../src/records/types.js'
import { pickScoreRecord, recordProblem } from '../../src/records/validate.js'

const base: ScoreRecord = { matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: 1, pass: true, isNot: false }
const texts = { expected: 'Paris', received: 'Par', expectedLength: 5, receivedLength: 40 }

describe('recordProblem on texts', () => {
  it('accepts whole texts, cut texts and empty texts', () => {
    expect(recordProblem({ ...base, texts })).toBeNull()
    expect(
      recordProblem({ ...base, texts: { expected: '', received: '', expectedLength: 0, receivedLength: 0 } }),
    ).toBe(null)
  })

  it.each([
    [null, 'texts: expected an object, received null'],
    ['Paris', 'texts: expected an object, received string "Paris"'],
    [[], 'texts: expected an object, received array of length 0'],
    [{ ...texts, expected: 3 }, 'texts: expected must be a string, received number 3'],
    [{ ...texts, received: undefined }, 'texts: received must be a string, received undefined'],
    [{ ...texts, expectedLength: -1 }, 'texts: expectedLength must be a non-negative integer, received number -1'],
    [{ ...texts, receivedLength: 2.5 }, 'texts: receivedLength must be a non-negative integer, received number 2.5'],
    [{ ...texts, expectedLength: 4 }, 'texts: expected has 5 characters, more than its expectedLength 4'],
    [{ ...texts, receivedLength: 0 }, 'texts: received has 3 characters, more than its receivedLength 0'],
  ])('rejects texts %j', (value, problem) => {
    expect(recordProblem({ ...base, texts: value })).toBe(problem)
  })
})

describe('recordProblem on names', () => {
  const lenient = { probe: 'p', kind: 'negation', score: 0.9, rejectingMin: null, probes: 3, capped: false }

  it('accepts every matcher name and probe kind the package writes', () => {
    for (const matcher of [
      'toBeSimilarTo',
      'toBeSimilarToAny',
      'toDifferByAtMost',
      'toMatchSimilarSnapshot',
      'expectEval',
    ])
      expect(recordProblem({ ...base, matcher }), matcher).toBeNull()
    for (const kind of ['negation', 'number', 'names', 'antonym', 'drop-sentence'])
      expect(recordProblem({ ...base, lenient: { ...lenient, kind } }), kind).toBeNull()
  })

  it('accepts a scorer name by the rule the matchers check custom scorers with, or mastra: and one', () => {
    const scorer = (name: string): ScoreRecord => ({ ...base, scorer: name })
    const longest = `a${'b'.repeat(63)}`
    for (const name of ['judge', 'e5.small_v2-1', longest, `mastra:${longest}`, 'mastra:gate.tone', 'mastra']) {
      expect(isCustomScorerName(name.replace(/^mastra:/, '')), name).toBe(true)
      expect(recordProblem(scorer(name)), name).toBeNull()
    }
    for (const name of [`${longest}c`, `mastra:${longest}c`, 'mastra:', '-judge', 'my judge', 'mastra:mastra:x', '']) {
      expect(isCustomScorerName(name.replace(/^mastra:/, '')), name).toBe(false)
      expect(recordProblem(scorer(name)), name).toMatch(/^scorer must be one of /)
    }
  })

  // A saved report or task meta can hold any string; the pages write these names out.
  it.each([
    [{ ...base, matcher: 'x" onmouseover="alert(1)' }, /^matcher must be one of toBeSimilarTo, .*, received string/],
    [{ ...base, matcher: 'toString' }, /^matcher must be one of /],
    [{ ...base, scorer: '<script>' }, /^scorer must be one of /],
    [{ ...base, lenient: { ...lenient, kind: '<b>' } }, /^lenient: kind must be one of negation, /],
  ])('rejects the unknown name in %j', (value, problem) => {
    expect(recordProblem(value)).toMatch(problem)
  })
})

describe('pickScoreRecord', () => {
  it('carries the texts, and only their four fields', () => {
    const picked = pickScoreRecord({ ...base, texts: { ...texts, secret: 'x' } as typeof texts })
    expect(picked).toEqual({ ...base, texts })
    expect(Object.keys(picked.texts!)).toEqual(['expected', 'received', 'expectedLength', 'receivedLength'])
  })

  it('copies the texts instead of sharing the object', () => {
    const record = { ...base, texts: { ...texts } }
    const picked = pickScoreRecord(record)
    record.texts.expected = 'changed'
    expect(picked.texts?.expected).toBe('Paris')
  })

  it('adds no texts to a record without them', () => {
    expect(pickScoreRecord(base)).not.toHaveProperty('texts')
  })
})

describe('guard verdicts in records', () => {
  const facts = { missing: ['40%'], added: ['400%'], message: 'numbers differ: expected 40%, received 400%' }
  const guards = [
    { kind: 'numbers' as const, pass: false, facts },
    { kind: 'names' as const, pass: true },
  ]

  it('accepts verdicts with and without their facts, and picks only their fields', () => {
    expect(recordProblem({ ...base, guards })).toBeNull()
    const extra = [{ ...guards[0], secret: 'x' }, guards[1]] as typeof guards
    expect(pickScoreRecord({ ...base, guards: extra })).toEqual({ ...base, guards })
  })

  it.each([
    [{}, 'guards must be an array, received object'],
    [
      [{ kind: 'dates', pass: true }],
      'guards[0]: kind must be one of numbers, negation, names, received string "dates"',
    ],
    [[{ kind: 'names', pass: 1 }], 'guards[0]: pass must be a boolean, received number 1'],
    [
      [{ kind: 'names', pass: true, facts: { ...facts, added: [3] } }],
      'guards[0]: facts.added must be an array of strings',
    ],
    [[{ kind: 'names', pass: true, facts: { ...facts, message: null } }], 'guards[0]: facts.message must be a string'],
  ])('rejects guards %j', (value, problem) => {
    expect(recordProblem({ ...base, guards: value })).toContain(problem)
  })
})
