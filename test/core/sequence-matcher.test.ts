import { describe, expect, it } from 'vitest'
import { SequenceMatcher } from '../../src/core/sequence-matcher.js'
import { ScoringBudgetError, defaultBudget } from '../../src/core/budget.js'
import { quadraticPairs } from '../../bench/adversarial.js'

// The cases CPython's Lib/test/test_difflib.py checks for SequenceMatcher, restated here.
// Expected values were read off CPython 3.11.
describe('SequenceMatcher: the b*100 family', () => {
  it('one insertion at the start of b', () => {
    const sm = new SequenceMatcher(null, 'b'.repeat(100), `a${'b'.repeat(100)}`)
    expect(sm.ratio()).toBe(0.9950248756218906)
    expect(sm.getOpcodes()).toStrictEqual([
      ['insert', 0, 0, 0, 1],
      ['equal', 0, 100, 1, 101],
    ])
    expect(sm.bpopular).toStrictEqual(new Set())
  })

  it('one insertion in the middle of b', () => {
    const sm = new SequenceMatcher(null, 'b'.repeat(100), `${'b'.repeat(50)}a${'b'.repeat(50)}`)
    expect(sm.ratio()).toBe(0.9950248756218906)
    expect(sm.getOpcodes()).toStrictEqual([
      ['equal', 0, 50, 0, 50],
      ['insert', 50, 50, 50, 51],
      ['equal', 50, 100, 51, 101],
    ])
  })

  it('one deletion', () => {
    const sm = new SequenceMatcher(null, `${'a'.repeat(40)}c${'b'.repeat(40)}`, 'a'.repeat(40) + 'b'.repeat(40))
    expect(sm.ratio()).toBe(0.9937888198757764)
    expect(sm.getOpcodes()).toStrictEqual([
      ['equal', 0, 40, 0, 40],
      ['delete', 40, 41, 40, 40],
      ['equal', 41, 81, 40, 80],
    ])
  })
})

describe('SequenceMatcher: autojunk', () => {
  it('marks b as popular once b has 200 elements, and finds nothing to match', () => {
    const sm = new SequenceMatcher(null, 'b'.repeat(200), `a${'b'.repeat(200)}`)
    expect(sm.bpopular).toStrictEqual(new Set(['b']))
    expect(sm.ratio()).toBe(0)
    expect(sm.getOpcodes()).toStrictEqual([['replace', 0, 200, 0, 201]])
  })

  it('matches everything when autojunk is off', () => {
    const sm = new SequenceMatcher(null, 'b'.repeat(200), `a${'b'.repeat(200)}`, false)
    expect(sm.bpopular).toStrictEqual(new Set())
    expect(sm.ratio()).toBe(0.9975062344139651)
  })

  it('uses popular elements only to extend a core match', () => {
    const sm = new SequenceMatcher(null, 'dabcd', `${'d'.repeat(100)}abc${'d'.repeat(100)}`)
    expect(sm.bpopular).toStrictEqual(new Set(['d']))
    expect(sm.findLongestMatch(0, 5, 0, 203)).toStrictEqual([0, 99, 5])
  })

  it('applies the rule "more than len(b) // 100 + 1 occurrences" exactly', () => {
    // 250 elements: the limit is 3, so 3 copies stay matchable and 4 become popular.
    const b = `xxxyyyy${'.'.repeat(243)}`
    expect(b).toHaveLength(250)
    const sm = new SequenceMatcher(null, 'xxxyyyy', b)
    expect(sm.bpopular).toStrictEqual(new Set(['y', '.']))
    expect(sm.b2j.get('x')).toStrictEqual([0, 1, 2])
    expect(sm.b2j.has('y')).toBe(false)
    // 199 elements: the heuristic does not apply at all.
    expect(new SequenceMatcher(null, 'a', 'a'.repeat(199)).bpopular).toStrictEqual(new Set())
  })
})

describe('SequenceMatcher: isjunk', () => {
  const isSpace = (x: string) => x === ' '

  it('reports the junk elements of b', () => {
    expect(
      new SequenceMatcher(isSpace, 'a'.repeat(40) + 'b'.repeat(40), 'a'.repeat(44) + 'b'.repeat(40)).bjunk,
    ).toStrictEqual(new Set())
    const withSpaces = 'a'.repeat(44) + 'b'.repeat(40) + ' '.repeat(20)
    expect(new SequenceMatcher(isSpace, 'ab', withSpaces).bjunk).toStrictEqual(new Set([' ']))
    expect(new SequenceMatcher((x) => x === ' ' || x === 'b', 'ab', withSpaces).bjunk).toStrictEqual(
      new Set([' ', 'b']),
    )
  })

  it('lets junk extend a match but never start one', () => {
    const sm = new SequenceMatcher(isSpace, 'private Thread currentThread;', 'private volatile Thread currentThread;')
    expect(sm.ratio()).toBe(0.8656716417910447)
    expect(sm.getMatchingBlocks()).toStrictEqual([
      [0, 0, 8],
      [8, 17, 21],
      [29, 38, 0],
    ])
    expect(sm.getOpcodes()).toStrictEqual([
      ['equal', 0, 8, 0, 8],
      ['insert', 8, 8, 8, 17],
      ['equal', 8, 29, 17, 38],
    ])
    expect(sm.isBJunk(' ')).toBe(true)
    expect(sm.isBJunk('p')).toBe(false)
  })

  it('extends over junk on both sides of the core match', () => {
    expect(new SequenceMatcher(isSpace, ' ab ', 'x ab y').findLongestMatch(0, 4, 0, 6)).toStrictEqual([0, 1, 4])
  })
})

describe('SequenceMatcher: findLongestMatch', () => {
  it('defaults to the whole sequences and respects explicit bounds', () => {
    const sm = new SequenceMatcher(null, 'foo bar', 'foo baz bar')
    expect(sm.findLongestMatch()).toStrictEqual([0, 0, 6])
    expect(sm.findLongestMatch(0, 7, 0, 11)).toStrictEqual([0, 0, 6])
    expect(sm.findLongestMatch(2, 7, 4, 11)).toStrictEqual([3, 7, 4])
    expect(sm.findLongestMatch(0, 7, 0, 5)).toStrictEqual([0, 0, 5])
  })

  it('prefers the earliest start in a, then in b, among the longest', () => {
    const sm = new SequenceMatcher(null, 'xabyab', 'abab')
    expect(sm.findLongestMatch()).toStrictEqual([1, 0, 2])
    expect(sm.findLongestMatch(2, 6, 0, 4)).toStrictEqual([4, 0, 2])
    expect(new SequenceMatcher(null, 'ab', 'c').findLongestMatch(0, 2, 0, 1)).toStrictEqual([0, 0, 0])
  })

  it('returns [alo, blo, 0] for empty windows', () => {
    const sm = new SequenceMatcher(null, 'abc', 'abc')
    expect(sm.findLongestMatch(2, 2, 1, 3)).toStrictEqual([2, 1, 0])
    expect(sm.findLongestMatch(1, 3, 3, 3)).toStrictEqual([1, 3, 0])
  })

  it('rejects bounds outside the sequences', () => {
    const sm = new SequenceMatcher(null, 'abc', 'ab')
    expect(() => sm.findLongestMatch(0, 4, 0, 2)).toThrow(
      new RangeError('expect-similar: findLongestMatch ahi must be an integer from 0 to 3, received number 4'),
    )
    expect(() => sm.findLongestMatch(2, 1)).toThrow(/ahi must be an integer from 2 to 3, received number 1/)
    expect(() => sm.findLongestMatch(-1)).toThrow(/alo must be an integer from 0 to 3, received number -1/)
    expect(() => sm.findLongestMatch(0, 3, 0.5, 2)).toThrow(/blo must be an integer from 0 to 2, received number 0.5/)
    expect(() => sm.findLongestMatch(0, 3, 0, '2' as never)).toThrow(
      /bhi must be an integer from 0 to 2, received string "2"/,
    )
  })

  // A value of the wrong type is a TypeError (as docs/scorers.md promises for bad input); a number
  // outside the window stays a RangeError.
  it('rejects bounds of the wrong type with a TypeError naming the bound', () => {
    const sm = new SequenceMatcher(null, 'abc', 'ab')
    expect(() => sm.findLongestMatch('0' as never)).toThrow(
      new TypeError('expect-similar: findLongestMatch alo must be an integer from 0 to 3, received string "0"'),
    )
    expect(() => sm.findLongestMatch(0, 3, 0, '2' as never)).toThrow(
      new TypeError('expect-similar: findLongestMatch bhi must be an integer from 0 to 2, received string "2"'),
    )
    expect(() => sm.findLongestMatch(0, null as never)).toThrow(
      new TypeError('expect-similar: findLongestMatch ahi must be an integer from 0 to 3, received null'),
    )
    expect(() => sm.findLongestMatch(0, 3, 0.5, 2)).toThrow(
      new RangeError('expect-similar: findLongestMatch blo must be an integer from 0 to 2, received number 0.5'),
    )
  })
})

describe('SequenceMatcher: the rest of the API', () => {
  it('documents its own examples correctly', () => {
    const sm = new SequenceMatcher(null, 'abcd', 'bcde')
    expect(sm.ratio()).toBe(0.75)
    expect(sm.quickRatio()).toBe(0.75)
    expect(sm.realQuickRatio()).toBe(1)
    expect(sm.getOpcodes()).toStrictEqual([
      ['delete', 0, 1, 0, 0],
      ['equal', 1, 4, 0, 3],
      ['insert', 4, 4, 3, 4],
    ])
    expect(new SequenceMatcher(null, 'qabxcd', 'abycdf').getOpcodes()).toStrictEqual([
      ['delete', 0, 1, 0, 0],
      ['equal', 1, 3, 0, 2],
      ['replace', 3, 4, 2, 3],
      ['equal', 4, 6, 3, 5],
      ['insert', 6, 6, 5, 6],
    ])
  })

  it('scores empty sequences as identical', () => {
    const sm = new SequenceMatcher(null, [], [])
    expect(sm.ratio()).toBe(1)
    expect(sm.quickRatio()).toBe(1)
    expect(sm.getMatchingBlocks()).toStrictEqual([[0, 0, 0]])
    expect(sm.getOpcodes()).toStrictEqual([])
    expect(sm.getGroupedOpcodes()).toStrictEqual([])
  })

  it('groups opcodes with n elements of context', () => {
    const a = Array.from({ length: 39 }, (_, k) => String(k + 1))
    const b = [...a]
    b.splice(8, 0, 'i')
    b[20] += 'x'
    b.splice(23, 5)
    b[30] += 'y'
    expect(new SequenceMatcher(null, a, b).getGroupedOpcodes()).toStrictEqual([
      [
        ['equal', 5, 8, 5, 8],
        ['insert', 8, 8, 8, 9],
        ['equal', 8, 11, 9, 12],
      ],
      [
        ['equal', 16, 19, 17, 20],
        ['replace', 19, 20, 20, 21],
        ['equal', 20, 22, 21, 23],
        ['delete', 22, 27, 23, 23],
        ['equal', 27, 30, 23, 26],
      ],
      [
        ['equal', 31, 34, 27, 30],
        ['replace', 34, 35, 30, 31],
        ['equal', 35, 38, 31, 34],
      ],
    ])
  })

  // Unchecked, NaN gave null bounds, -1 reversed ranges and '2' concatenated strings into the hunks.
  it.each([
    [NaN, RangeError, 'number NaN'],
    [-1, RangeError, 'number -1'],
    [1.5, RangeError, 'number 1.5'],
    [Infinity, RangeError, 'number Infinity'],
    ['2', TypeError, 'string "2"'],
    [null, TypeError, 'null'],
  ])('getGroupedOpcodes rejects n = %s', (n, ErrorClass, shown) => {
    const sm = new SequenceMatcher(null, 'abcdefghij', 'abcXefghij')
    expect(() => sm.getGroupedOpcodes(n as never)).toThrow(
      new ErrorClass(`expect-similar: getGroupedOpcodes n must be a non-negative integer, received ${shown}`),
    )
  })

  it('getGroupedOpcodes accepts n = 0 (no context)', () => {
    const sm = new SequenceMatcher(null, 'abcdefghij', 'abcXefghij')
    expect(sm.getGroupedOpcodes(0)).toStrictEqual([
      [
        ['equal', 3, 3, 3, 3],
        ['replace', 3, 4, 3, 4],
        ['equal', 4, 4, 4, 4],
      ],
    ])
  })

  it('recomputes after setSeq1/setSeq2 and keeps results when the same sequence is set again', () => {
    const sm = new SequenceMatcher(null, 'abcd', 'bcde')
    const blocks = sm.getMatchingBlocks()
    sm.setSeq1('abcd')
    expect(sm.getMatchingBlocks()).toBe(blocks)
    sm.setSeq1('bcde')
    expect(sm.ratio()).toBe(1)
    sm.setSeq2('abcd')
    expect(sm.ratio()).toBe(0.75)
    sm.setSeqs('abcd', 'abcd')
    expect(sm.ratio()).toBe(1)
  })

  it('indexes strings by UTF-16 code units', () => {
    const sm = new SequenceMatcher(null, 'a😀b', 'a😁b')
    // The two emoji share their high surrogate, so only the low surrogates differ.
    expect(sm.getOpcodes()).toStrictEqual([
      ['equal', 0, 2, 0, 2],
      ['replace', 2, 3, 2, 3],
      ['equal', 3, 4, 3, 4],
    ])
    expect(sm.ratio()).toBe(0.75)
  })

  it('exposes b2j like difflib', () => {
    const sm = new SequenceMatcher((x) => x === ' ', 'x', 'ab a')
    expect(sm.b2j).toStrictEqual(
      new Map([
        ['a', [0, 3]],
        ['b', [1]],
      ]),
    )
  })

  it('rejects sequences and flags of the wrong type', () => {
    expect(() => new SequenceMatcher(null, 42 as never, 'b')).toThrow(
      new TypeError('expect-similar: SequenceMatcher a must be a string or an array of strings, received number 42'),
    )
    expect(() => new SequenceMatcher(null, 'a', ['x', 3] as never)).toThrow(
      /SequenceMatcher b must be a string or an array of strings, received number 3 at index 1/,
    )
    expect(() => new SequenceMatcher('junk' as never, 'a', 'b')).toThrow(
      /isjunk must be a function, null or undefined, received string "junk"/,
    )
    expect(() => new SequenceMatcher(null, 'a', 'b', 1 as never)).toThrow(
      /autojunk must be a boolean, received number 1/,
    )
    const sm = new SequenceMatcher(null, 'a', 'b')
    expect(() => sm.setSeq2(null as never)).toThrow(/b must be a string or an array of strings, received null/)
  })
})

describe('SequenceMatcher: isjunk that throws (issue 11.13)', () => {
  it('indexes b again on the next call instead of keeping the old b', () => {
    let calls = 0
    const flaky = (x: string): boolean => {
      calls++
      if (calls === 1) throw new Error('flaky isjunk')
      return x === ' '
    }
    const sm = new SequenceMatcher(null, 'abc', 'abc', false)
    sm.isjunk = flaky
    expect(() => sm.setSeq2('xbz')).toThrow('flaky isjunk')
    // Same value again: must not short-circuit onto the indexes of 'abc'.
    sm.setSeq2('xbz')
    expect(sm.getOpcodes()).toStrictEqual(new SequenceMatcher(null, 'abc', 'xbz', false).getOpcodes())
    expect(sm.ratio()).toBe(new SequenceMatcher(null, 'abc', 'xbz', false).ratio())
  })

  it('recomputes on any next call after the throw', () => {
    let fail = true
    const sm = new SequenceMatcher(null, 'a b', 'a b', false)
    sm.isjunk = (x) => {
      if (fail) throw new Error('once')
      return x === ' '
    }
    expect(() => sm.setSeq2('a c')).toThrow('once')
    fail = false
    const fresh = new SequenceMatcher((x) => x === ' ', 'a b', 'a c', false)
    expect(sm.getMatchingBlocks()).toStrictEqual(fresh.getMatchingBlocks())
    expect(sm.quickRatio()).toBe(fresh.quickRatio())
    expect(sm.isBJunk(' ')).toBe(true)
  })
})

describe('SequenceMatcher: budget', () => {
  const a = 'the '.repeat(1000)
  const b = 'the cat '.repeat(500)

  it('throws ScoringBudgetError with the documented message past the budget', () => {
    const sm = new SequenceMatcher(null, a, b, false, { budget: 1000 })
    expect(() => sm.getOpcodes()).toThrow(ScoringBudgetError)
    expect(() => sm.ratio()).toThrow(
      'expect-similar: texts too repetitive to score exactly within budget 1000: ' +
        "use granularity 'word' or 'line', or raise `budget`",
    )
    // The message ends with how long the exact answer is expected to take, from the work so far.
    expect(() => sm.ratio()).toThrow(/raise `budget` \(the exact answer would take (about |at least )?[\w.]+ /)
    expect(() => sm.ratio()).toThrow(/ at this machine's pace: an estimate from the work counted so far\)$/)
    sm.budget = Infinity
    expect(sm.ratio()).toBe(new SequenceMatcher(null, a, b, false).ratio())
  })

  it('refuses a quadratic input at a tenth of its budget, answers it with a budget above its cost', () => {
    // Runs of 'x' shortening by one: about 30 million steps at 100 KB, 0.3-1 s.
    const [runsA, runsB] = [quadraticPairs(100_000)[0]!.a, quadraticPairs(100_000)[0]!.b]
    let refusal: unknown
    try {
      new SequenceMatcher(null, runsA, runsB, false, { budget: 10_000_000 }).ratio()
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(ScoringBudgetError)
    expect((refusal as ScoringBudgetError).message).toMatch(/would take about /)
    expect((refusal as ScoringBudgetError).expectedMs).toBeGreaterThanOrEqual(0)
    // The default budget (100 million steps here) lets it finish.
    expect(new SequenceMatcher(null, runsA, runsB, false).ratio()).toBe(
      new SequenceMatcher(null, runsA, runsB, false, { budget: Infinity }).ratio(),
    )
  })

  it('defaults to a budget that scales with the inputs', () => {
    expect(defaultBudget(10, 10)).toBe(100_000_000)
    expect(defaultBudget(1_000_000, 1_000_000)).toBe(256_000_000)
    expect(new SequenceMatcher(null, a, b, false).budget).toBeUndefined()
  })

  it('rejects a budget that is not a positive integer, naming the option', () => {
    for (const budget of [0, -1, 1.5, NaN, '10', null]) {
      expect(() => new SequenceMatcher(null, 'a', 'b', false, { budget } as never)).toThrow(
        /SequenceMatcher option budget must be a positive integer or Infinity, received/,
      )
    }
    expect(() => new SequenceMatcher(null, 'a', 'b', false, { budjet: 1 } as never)).toThrow(/unknown option "budjet"/)
  })
})
