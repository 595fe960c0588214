import { describe, expect, it } from 'vitest'
import {
  cutText,
  DEFAULT_MAX_TEXT_LENGTH,
  keptTexts,
  resolveTextsSetting,
  textsFromEnv,
  wholeTexts,
  withTextsSetting,
} from '../../src/records/texts.js'
import { RECORD_STRINGS, type ScoreRecord } from '../../src/records/types.js'

const FACE = '\u{1F600}' // one code point, two UTF-16 code units

describe('cutText', () => {
  it.each([
    ['a text shorter than the cap', 'Paris', 10, 'Paris'],
    ['a text exactly at the cap', 'Paris', 5, 'Paris'],
    ['a text one over the cap', 'Paris!', 5, 'Paris'],
    ['the empty text', '', 1, ''],
    ['a pair that would be split: the whole pair goes', `ab${FACE}cd`, 3, 'ab'],
    ['a pair that ends right at the cap: kept', `ab${FACE}cd`, 4, `ab${FACE}`],
    ['a pair at the start under a cap of 1', `${FACE}x`, 1, ''],
    ['accents and CJK (one code unit each)', 'café 東京 ok', 6, 'café 東'],
    ['a lone low surrogate is cut like any code unit', `a\uDE00bc`, 2, 'a\uDE00'],
  ])('%s', (_name, text, max, cut) => {
    expect(cutText(text, max)).toBe(cut)
  })

  it('never leaves a lone high surrogate at the end, whatever the cap', () => {
    const text = `${FACE}a${FACE}${FACE}b${FACE}`
    for (let max = 1; max <= text.length; max++) {
      const cut = cutText(text, max)
      expect(text.startsWith(cut)).toBe(true)
      expect(cut.length === max || cut.length === max - 1).toBe(true)
      // encodeURIComponent throws on a lone surrogate.
      expect(() => encodeURIComponent(cut)).not.toThrow()
    }
  })
})

describe('keptTexts and withTextsSetting', () => {
  const record: ScoreRecord = {
    matcher: 'toBeSimilarTo',
    scorer: 'content-similarity',
    score: 0.5,
    pass: true,
    isNot: false,
    texts: wholeTexts('The capital of France is Paris.', 'Paris'),
  }

  it('cuts each text to the cap and keeps the whole lengths', () => {
    expect(keptTexts(record.texts!, 10)).toEqual({
      expected: 'The capita',
      received: 'Paris',
      expectedLength: 31,
      receivedLength: 5,
    })
  })

  it('cuts texts that were already cut, keeping the lengths they came with', () => {
    const once = keptTexts(record.texts!, 10)!
    expect(keptTexts(once, 3)).toEqual({ expected: 'The', received: 'Par', expectedLength: 31, receivedLength: 5 })
    // A larger cap cannot bring back what was cut.
    expect(keptTexts(once, 100)).toEqual(once)
  })

  it('leaves the texts out when off, and a record without texts as it is', () => {
    expect(keptTexts(record.texts!, false)).toBeUndefined()
    const off = withTextsSetting(record, false)
    expect(off).not.toHaveProperty('texts')
    expect(off).toEqual({
      matcher: 'toBeSimilarTo',
      scorer: 'content-similarity',
      score: 0.5,
      pass: true,
      isNot: false,
    })
    expect(withTextsSetting(off, 10)).toBe(off)
    expect(withTextsSetting(record, 10).texts?.expected).toBe('The capita')
  })

  it('keeps the other fields of a placed record', () => {
    const placed = { ...record, file: 'a.test.ts', test: 't', repeat: 0, attempts: 1 }
    expect(withTextsSetting(placed, false)).toEqual({ ...placed, texts: undefined })
    expect(Object.keys(withTextsSetting(placed, false))).not.toContain('texts')
  })

  // A probe is the expected text edited: it is as private as the texts and as long as they may be.
  const probed: ScoreRecord = {
    ...record,
    lenient: {
      probe: 'SECRET-CUSTOMER-420: your refund was not approved by Alice.',
      kind: 'negation',
      score: 0.9,
      rejectingMin: null,
      probes: 12,
      capped: false,
    },
  }

  it('leaves the probe text out when off, keeping what the probe measured', () => {
    const off = withTextsSetting(probed, false)
    expect(off.lenient).toEqual({ kind: 'negation', score: 0.9, rejectingMin: null, probes: 12, capped: false })
    expect(JSON.stringify(off)).not.toContain('SECRET')
    // The record it came from is not changed.
    expect(probed.lenient?.probe).toContain('SECRET')
  })

  it('cuts the probe text at the cap, as it cuts the texts', () => {
    expect(withTextsSetting(probed, 10).lenient?.probe).toBe('SECRET-CUS')
    expect(withTextsSetting(probed, 1000)).toEqual(probed)
  })

  it('strips or cuts every string the record type declares a text, and no other', () => {
    const texts = Object.entries(RECORD_STRINGS).filter(([, kind]) => kind === 'text')
    expect(texts.map(([path]) => path).sort()).toEqual([
      'details.*',
      'guards[].facts.added[]',
      'guards[].facts.message',
      'guards[].facts.missing[]',
      'lenient.probe',
      'texts.expected',
      'texts.received',
    ])
    const off = JSON.stringify(withTextsSetting(probed, false))
    const cut = JSON.stringify(withTextsSetting(probed, 3))
    for (const [path] of texts.filter(([path]) => !path.startsWith('guards') && !path.startsWith('details'))) {
      const [group, field] = path.split('.') as [string, string]
      const value = (probed as unknown as Record<string, Record<string, string>>)[group]?.[field] as string
      expect(off).not.toContain(value)
      expect(cut).not.toContain(value.slice(0, 4))
    }
    expect(withTextsSetting(probed, false)).toMatchObject({ matcher: 'toBeSimilarTo', scorer: 'content-similarity' })
  })
})

describe('withTextsSetting on guard facts', () => {
  const guarded: ScoreRecord = {
    matcher: 'toBeSimilarTo',
    scorer: 'content-similarity',
    score: 0.97,
    pass: false,
    isNot: false,
    guards: [
      {
        kind: 'numbers',
        pass: false,
        facts: { missing: ['SECRET-40%'], added: ['SECRET-400%'], message: 'numbers differ: SECRET' },
      },
    ],
  }

  it('drops the facts with texts off, keeping which guard failed', () => {
    expect(withTextsSetting(guarded, false).guards).toEqual([{ kind: 'numbers', pass: false }])
  })

  it('cuts every fact, arrays of them included, to the cap', () => {
    const cut = withTextsSetting(guarded, 3).guards![0]!.facts!
    expect(JSON.stringify(cut)).not.toContain('SECRET')
    expect(cut.missing).toHaveLength(1)
    expect(cut.added).toHaveLength(1)
    expect(cut.missing[0]!.length).toBeLessThanOrEqual(4)
  })
})

describe('textsFromEnv and resolveTextsSetting', () => {
  it.each([
    [undefined, DEFAULT_MAX_TEXT_LENGTH],
    ['', DEFAULT_MAX_TEXT_LENGTH],
    ['0', false],
    ['1', 1],
    ['5000', 5000],
  ])('reads %j as %j', (value, setting) => {
    expect(textsFromEnv(value)).toEqual({ setting })
    expect(resolveTextsSetting(undefined, value)).toBe(setting)
  })

  it.each(['-1', '1.5', '05', 'false', 'off', '1e3', ' 10', '99999999999999999999'])('rejects %j', (value) => {
    const problem =
      'EXPECT_SIMILAR_TEXTS must be 0 (no texts) or a positive integer (the longest text kept), ' +
      `received string ${JSON.stringify(value)}`
    expect(textsFromEnv(value)).toEqual({ problem })
    expect(() => resolveTextsSetting(undefined, value)).toThrow(new TypeError(`expect-similar: ${problem}`))
  })

  it('takes a provided setting over the variable, and names a bad one', () => {
    expect(resolveTextsSetting(false, '5000')).toBe(false)
    expect(resolveTextsSetting(12, '0')).toBe(12)
    expect(() => resolveTextsSetting(0, undefined)).toThrow(
      new TypeError(
        'expect-similar: the provided texts setting must be false or a positive integer, received number 0',
      ),
    )
    expect(() => resolveTextsSetting(true, undefined)).toThrow(/received boolean true/)
  })
})

describe('guard facts follow the texts', () => {
  const facts = { missing: ['40%'], added: ['400%'], message: 'numbers differ: expected 40%, received 400%' }
  const guarded = {
    matcher: 'toBeSimilarTo' as const,
    scorer: 'content-similarity' as const,
    score: 0.97,
    pass: false,
    isNot: false,
    guards: [{ kind: 'numbers' as const, pass: false, facts }],
    texts: { expected: 'The build is 40% faster.', received: 'x', expectedLength: 24, receivedLength: 1 },
  }

  it('drops the facts quoted from the texts when texts are off, keeping which guard failed', () => {
    const off = withTextsSetting(guarded, false)
    expect(off.guards).toEqual([{ kind: 'numbers', pass: false }])
    expect(JSON.stringify(off)).not.toContain('40%')
    const { texts: _, ...noTexts } = guarded
    expect(withTextsSetting(noTexts, false).guards).toEqual([{ kind: 'numbers', pass: false }])
    expect(withTextsSetting(guarded, 100).guards).toEqual(guarded.guards)
  })
})

describe("withTextsSetting on a custom scorer's details", () => {
  const judged: ScoreRecord = {
    matcher: 'toBeSimilarTo',
    scorer: 'judge',
    score: 0.8,
    details: { reason: 'The answer SECRET-REASON names Paris', tokens: 12, grounded: true, note: null },
    pass: true,
    isNot: false,
  }

  it('drops every string detail with texts off and keeps the others', () => {
    const off = withTextsSetting(judged, false)
    expect(off.details).toEqual({ tokens: 12, grounded: true, note: null })
    expect(JSON.stringify(off)).not.toContain('SECRET')
    expect(judged.details?.reason).toContain('SECRET')
  })

  it('cuts string details at the cap', () => {
    expect(withTextsSetting(judged, 10).details).toEqual({
      reason: 'The answer',
      tokens: 12,
      grounded: true,
      note: null,
    })
    expect(withTextsSetting(judged, 1000)).toEqual(judged)
  })
})
