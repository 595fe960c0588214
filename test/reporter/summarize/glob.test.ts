import { describe, expect, it } from 'vitest'
import { compileGlob, globProblem, matchesGlob } from '../../../src/reporter/summarize/glob.js'

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
    // The edges of the grammar, as the RegExp translation had them.
    ['a/x/y/b', 'a**b', true],
    ['a/b', 'a/**/b', true],
    ['a/x/y/b', 'a/**/b', true],
    ['ab', 'a/**/b', false],
    ['a}b', 'a}b', true],
    ['a,b', 'a,b', true],
    ['ab', 'a{}b', true],
    ['ab', 'a{,x}b', true],
    ['axb', 'a{,x}b', true],
    ['a/c.ts', '{a/{b,c},d}.ts', true],
    ['d.ts', '{a/{b,c},d}.ts', true],
    ['a/d.ts', '{a/{b,c},d}.ts', false],
    ['[id].test.ts', '[id].test.ts', true],
    ['i.test.ts', '[id].test.ts', false],
    ['.hidden/a.ts', '**/*.ts', true],
    ['a/b', 'a/*', true],
    ['a/', 'a/*', true],
    ['a/b/c', 'a/*', false],
    ['', '', true],
    ['', '**', true],
  ])('%s matches %s: %s', (path, glob, expected) => {
    expect(matchesGlob(path, glob)).toBe(expected)
  })

  it('refuses braces nested past 32 levels, instead of overflowing the stack at 50,000', () => {
    const nested = (n: number): string => `${'{a,'.repeat(n)}b${'}'.repeat(n)}`
    expect(compileGlob(nested(32)).test('b')).toBe(true)
    expect(globProblem(nested(33))).toBe('it nests "{" more than 32 deep')
    expect(globProblem(nested(50_000))).toBe('it nests "{" more than 32 deep')
  })

  it('rejects an unclosed brace with the glob in the message', () => {
    expect(() => compileGlob('a/{b,c')).toThrow('expect-similar: glob "a/{b,c" has an unclosed "{"')
    expect(() => compileGlob('{a,{b}')).toThrow('expect-similar: glob "{a,{b}" has an unclosed "{"')
  })

  it('answers globs that made the RegExp translation backtrack for minutes (issue 11)', () => {
    // As a RegExp, `**/` 12 times against 25 segments took 103 s; 40 times would never end.
    const path = `${Array.from({ length: 25 }, (_, i) => `s${i}`).join('/')}/file.ts`
    expect(matchesGlob(path, `${'**/'.repeat(12)}*.js`)).toBe(false)
    expect(matchesGlob(path, `${'**/'.repeat(40)}*.js`)).toBe(false)
    expect(matchesGlob(path, `${'**/'.repeat(40)}*.ts`)).toBe(true)
    expect(matchesGlob('a'.repeat(200), `${'*a'.repeat(30)}b`)).toBe(false)
    expect(matchesGlob(path, `${'{**/,*/}'.repeat(20)}x`)).toBe(false)
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
