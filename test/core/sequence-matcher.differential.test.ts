import { describe, expect, it } from 'vitest'
import { UpstreamSequenceMatcher } from './support/upstream.js'
import { SequenceMatcher } from '../../src/core/sequence-matcher.js'
import { corpus, englishWords, Gen, prng, type Pair } from './support/corpus.js'
import { junkFor } from './support/junk.js'
import { QuadraticMatcher } from './support/reference-matcher.js'
import { tokenize } from '../../src/core/tokenize.js'
import { adversarialPairs } from '../../bench/adversarial.js'

const PAIRS = corpus(0x5eed, 400)
const families = [...new Set(PAIRS.map((p) => p.label.split(' #')[0]!))]

function boundsFor(g: Gen, la: number, lb: number): [number, number, number, number] {
  const alo = g.int(0, la)
  const blo = g.int(0, lb)
  return [alo, g.int(alo, la), blo, g.int(blo, lb)]
}

function compareWithUpstream(pair: Pair, g: Gen): void {
  const junk = junkFor(pair.isjunk)
  const ours = new SequenceMatcher(junk, pair.a, pair.b, pair.autojunk)
  const upstream = new UpstreamSequenceMatcher(junk, pair.a, pair.b, pair.autojunk)
  const label = `${pair.label} ${JSON.stringify(pair)}`
  expect(ours.getMatchingBlocks(), label).toStrictEqual(upstream.getMatchingBlocks())
  // Copy first: upstream's getGroupedOpcodes trims its cached opcodes in place.
  expect(ours.getOpcodes(), label).toStrictEqual(structuredClone(upstream.getOpcodes()))
  expect(ours.getGroupedOpcodes(), label).toStrictEqual(upstream.getGroupedOpcodes())
  expect(ours.getGroupedOpcodes(0), label).toStrictEqual(upstream.getGroupedOpcodes(0))
  expect(ours.ratio(), label).toBe(upstream.ratio())
  expect(ours.quickRatio(), label).toBe(upstream.quickRatio())
  expect(ours.realQuickRatio(), label).toBe(upstream.realQuickRatio())
  for (let t = 0; t < 3; t++) {
    const bounds = boundsFor(g, pair.a.length, pair.b.length)
    expect(ours.findLongestMatch(...bounds), `${label} bounds ${bounds}`).toStrictEqual(
      upstream.findLongestMatch(...bounds),
    )
  }
}

describe('SequenceMatcher against npm difflib@0.2.4 on a seeded corpus', () => {
  it(`covers ${PAIRS.length} pairs in ${families.length} families`, () => {
    expect(PAIRS.length).toBeGreaterThan(2500)
    expect(families).toStrictEqual([
      'small alphabet',
      'autojunk threshold',
      'prose',
      'unicode',
      'lone surrogates',
      'word tokens',
      'line tokens',
      'empty',
      'empty tokens',
    ])
    // The corpus really exercises both sides of the autojunk rule and the isjunk hook.
    const threshold = PAIRS.filter((p) => p.label.startsWith('autojunk threshold'))
    expect(threshold.some((p) => p.b.length < 200) && threshold.some((p) => p.b.length >= 200)).toBe(true)
    expect(
      PAIRS.some((p) => p.isjunk !== null) && PAIRS.some((p) => p.autojunk) && PAIRS.some((p) => !p.autojunk),
    ).toBe(true)
    expect(PAIRS.some((p) => typeof p.a === 'string' && /[\ud800-\udbff](?![\udc00-\udfff])/.test(p.a))).toBe(true)
  })

  it.each(families)('%s', (family) => {
    const g = new Gen(prng(family.length))
    for (const pair of PAIRS.filter((p) => p.label.split(' #')[0] === family)) compareWithUpstream(pair, g)
  })

  it('mixes string and token sequences the way upstream does', () => {
    const g = new Gen(prng(99))
    for (let k = 0; k < 200; k++) {
      const text = g.chars('ab c', g.int(0, 20))
      const tokens = Array.from({ length: g.int(0, 20) }, () => g.pick(['a', 'b', ' ', 'ab', 'c']))
      compareWithUpstream({ label: `mixed #${k}`, a: text, b: tokens, isjunk: null, autojunk: false }, g)
      compareWithUpstream({ label: `mixed reversed #${k}`, a: tokens, b: text, isjunk: null, autojunk: true }, g)
    }
  })

  it('keeps agreeing after setSeq1/setSeq2 swap one side', () => {
    const g = new Gen(prng(7))
    const ours = new SequenceMatcher(null, '', '', false)
    const upstream = new UpstreamSequenceMatcher(null, '', '', false)
    for (let k = 0; k < 100; k++) {
      const next = g.chars('abc d', g.int(0, 60))
      if (k % 2) {
        ours.setSeq1(next)
        upstream.setSeq1(next)
      } else {
        ours.setSeq2(next)
        upstream.setSeq2(next)
      }
      expect(ours.getOpcodes()).toStrictEqual(upstream.getOpcodes())
      expect(ours.quickRatio()).toBe(upstream.quickRatio())
    }
  })
})

describe('SequenceMatcher against the quadratic reference matcher on longer text', () => {
  // npm difflib is too slow here for a unit test; the quadratic oracle is the same algorithm.
  it.each([
    [1, 3000, 0.02, false],
    [2, 3000, 0.2, false],
    [3, 6000, 0.5, false],
    [4, 4000, 0.1, true],
    [5, 8000, 0.01, true],
  ])('seed %i, %i chars, %d of words edited, autojunk %s', (seed, chars, rate, autojunk) => {
    const g = new Gen(prng(seed))
    const words = englishWords(g, chars)
    const a = words.join(' ')
    const b = g.editWords(words, rate).join(' ')
    const ours = new SequenceMatcher(null, a, b, autojunk)
    const oracle = new QuadraticMatcher(null, a, b, autojunk)
    expect(ours.getMatchingBlocks()).toStrictEqual(oracle.getMatchingBlocks())
    expect(ours.ratio()).toBe(oracle.ratio())
    const tokensA = a.split(/(\s+)/)
    const tokensB = b.split(/(\s+)/)
    expect(new SequenceMatcher(null, tokensA, tokensB, autojunk).getOpcodes()).toStrictEqual(
      new QuadraticMatcher(null, tokensA, tokensB, autojunk).getOpcodes(),
    )
  })
})

describe('SequenceMatcher against npm difflib on edited documents with repeated passages', () => {
  // Deep recursions over aligned windows, most settled by the bounds of the windows around them;
  // repeated passages put an equal string earlier in b than the aligned one, which must win.
  it.each([
    [21, 1500, 0.05, false, null],
    [22, 2500, 0.1, false, null],
    [23, 2000, 0.3, false, 'space'],
    [24, 2500, 0.1, true, null],
    [25, 1800, 0.02, false, 'space'],
  ] as const)('seed %i, %i chars, %d of words edited, autojunk %s, junk %s', (seed, chars, rate, autojunk, junk) => {
    const g = new Gen(prng(seed))
    const passages = Array.from({ length: 4 }, () => englishWords(g, chars / 8))
    const words = Array.from({ length: 8 }, () => g.pick(passages)).flat()
    const a = words.join(' ')
    const b = g.editWords(words, rate).join(g.pick([' ', '  ']))
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const ours = new SequenceMatcher(junkFor(junk), x, y, autojunk)
      const upstream = new UpstreamSequenceMatcher(junkFor(junk), x, y, autojunk)
      expect(ours.getMatchingBlocks()).toStrictEqual(upstream.getMatchingBlocks())
      expect(ours.ratio()).toBe(upstream.ratio())
    }
  })
})

describe('SequenceMatcher on repetitive inputs (issue 12)', () => {
  // These drive difflib's recursion into long runs of windows that keep the same longest length,
  // which our matcher answers from one index per run (see LongestMatchFinder.indexChain).
  const SIZE = 700

  it.each(adversarialPairs(SIZE).map((p) => [p.name, p] as const))('%s, both orders, chars and words', (_, pair) => {
    for (const [a, b] of [
      [pair.a, pair.b],
      [pair.b, pair.a],
    ] as const) {
      for (const autojunk of [false, true]) {
        const label = `${pair.name} autojunk ${autojunk} ${a.length}/${b.length}`
        const ours = new SequenceMatcher(null, a, b, autojunk)
        const upstream = new UpstreamSequenceMatcher(null, a, b, autojunk)
        expect(ours.getOpcodes(), label).toStrictEqual(upstream.getOpcodes())
        expect(ours.ratio(), label).toBe(upstream.ratio())
        const wordsA = tokenize(a, 'word')
        const wordsB = tokenize(b, 'word')
        expect(new SequenceMatcher(null, wordsA, wordsB, autojunk).getOpcodes(), label).toStrictEqual(
          new UpstreamSequenceMatcher(null, wordsA, wordsB, autojunk).getOpcodes(),
        )
      }
    }
  })

  it('agrees on seeded near-repetitions (runs that end, shrink and restart)', () => {
    const g = new Gen(prng(12))
    for (let k = 0; k < 40; k++) {
      const unit = g.chars('abc d', g.int(1, 6))
      const variant = g.mutate(unit, ['a', 'b', 'c', ' ', 'd', 'e'], 0.7)
      const length = g.int(200, 600)
      const a = g.mutate(unit.repeat(Math.ceil(length / unit.length)), ['a', 'x'], 0.99)
      const b = g.mutate(variant.repeat(Math.ceil(length / Math.max(1, variant.length))), ['b', 'y'], 0.98)
      const junk = k % 5 === 0 ? junkFor('space') : null
      const ours = new SequenceMatcher(junk, a, b, k % 3 === 0)
      const upstream = new UpstreamSequenceMatcher(junk, a, b, k % 3 === 0)
      const label = JSON.stringify({ a, b, k })
      expect(ours.getMatchingBlocks(), label).toStrictEqual(upstream.getMatchingBlocks())
      expect(ours.ratio(), label).toBe(upstream.ratio())
    }
  })
})
