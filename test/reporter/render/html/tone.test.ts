import { describe, expect, it } from 'vitest'
import { NARROW_MARGIN, scoreTone } from '../../../../src/reporter/render/html/tone.js'
import { rec } from '../../helpers.js'

const at = (score: number, threshold: number, isNot = false) =>
  scoreTone(
    rec({
      file: 'a.test.ts',
      test: 't',
      score,
      threshold,
      isNot,
      pass: isNot ? score < threshold : score >= threshold,
    }),
  )

describe('scoreTone', () => {
  it("colours by the assertion's verdict: a passing 0.462 is not red, a failing 0.732 is red", () => {
    expect(at(0.462, 0.4)).toBe('good')
    expect(at(0.732, 0.8)).toBe('bad')
    expect(at(0.1, 0.05)).toBe('good')
    expect(at(0.99, 0.995)).toBe('bad')
  })

  it('marks a pass by less than the narrow margin, and a .not pass measured below its threshold', () => {
    expect(at(0.8, 0.8)).toBe('mid')
    expect(at(0.8 + NARROW_MARGIN / 2, 0.8)).toBe('mid')
    expect(at(0.8 + NARROW_MARGIN, 0.8)).toBe('good')
    expect(at(0.2, 0.5, true)).toBe('good')
    expect(at(0.48, 0.5, true)).toBe('mid')
    expect(at(0.5, 0.5, true)).toBe('bad')
  })

  it('is red whatever the score when something else failed the assertion (a guard, say)', () => {
    expect(scoreTone(rec({ file: 'a.test.ts', test: 't', score: 0.95, threshold: 0.8, pass: false }))).toBe('bad')
  })

  it('judges a limit of changes by the changes left', () => {
    const changes = (n: number, max: number, pass = n <= max) =>
      scoreTone(
        rec({
          file: 'a',
          test: 't',
          score: 0.9,
          threshold: undefined,
          maxChanges: max,
          changes: n,
          pass,
          scorer: 'textual-difference',
        }),
      )
    expect(changes(1, 3)).toBe('good')
    expect(changes(3, 3)).toBe('mid')
    expect(changes(0, 0)).toBe('good')
    expect(changes(4, 3)).toBe('bad')
  })
})
