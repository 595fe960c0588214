import { describe, expect, it } from 'vitest'
import { globProblem, globToRegExp, matchesGlob } from '../../src/reporter/glob.js'

describe('matchesGlob', () => {
  it.each([
    ['test/a.test.ts', 'test/*.test.ts', true],
    ['test/evals/a.test.ts', 'test/*.test.ts', false],
    ['test/evals/a.test.ts', 'test/**/*.test.ts', true],
    ['test/a.test.ts', 'test/**/*.test.ts', true],
    ['a.test.ts', '**/*.test.ts', true],
    ['deep/er/x.spec.js', '**/*.{test,spec}.{ts,js}', true],
    ['x.spec.py', '**/*.{test,spec}.{ts,js}', false],
    ['test/a1.ts', 'test/a?.ts', true],
    ['test/a/1.ts', 'test/a?.ts', false],
    ['test/evals/anything/here', 'test/evals/**', true],
    ['a+b(c).ts', 'a+b(c).ts', true],
    ['axb.ts', 'a.b.ts', false],
  ])('%s matches %s: %s', (path, glob, expected) => {
    expect(matchesGlob(path, glob)).toBe(expected)
  })

  it('rejects an unclosed brace with the glob in the message', () => {
    expect(() => globToRegExp('a/{b,c')).toThrow('expect-similar: glob "a/{b,c" has an unclosed "{"')
  })
})

describe('globProblem', () => {
  it('names what is wrong with a glob, and nothing for a good one', () => {
    expect(globProblem('a/{b,c')).toBe('it has an unclosed "{"')
    expect(globProblem('a/{b')).toBe('it has an unclosed "{"')
    expect(globProblem('test/**/*.{ts,js}')).toBeNull()
    expect(globProblem('a}b')).toBeNull()
  })
})
