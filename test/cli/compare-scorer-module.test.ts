import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSimilarity } from '../../src/core/content-similarity.js'
import { runCli } from './run-cli.js'

const EXPECTED = 'The capital of France is Paris.'
const RECEIVED = 'Paris is the capital of France.'

// The share of the expected text's words the received text has: what the module scorers below compute.
function coverage(received: string, expected: string): number {
  const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? []
  const have = new Set(words(received))
  const want = words(expected)
  return want.filter((w) => have.has(w)).length / want.length
}
const COVERAGE_SOURCE = `function coverage(received, expected) {
  const words = (text) => text.toLowerCase().match(/[a-z]+/g) ?? []
  const have = new Set(words(received))
  const want = words(expected)
  return want.filter((w) => have.has(w)).length / want.length
}`

let dir: string
const cli = (argv: string[]) => runCli(argv, { cwd: dir })

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'expect-similar-scorer-module-'))
  const files: Record<string, string> = {
    'coverage.mjs': `${COVERAGE_SOURCE}\nexport default { name: 'coverage', version: 'v2', score: coverage }\n`,
    'judge.mjs':
      `${COVERAGE_SOURCE}\nexport async function judge(received, expected) {\n` +
      `  await new Promise((r) => setTimeout(r, 5))\n` +
      `  return { score: coverage(received, expected), reason: 'covers \\u001b[31mthe words', model: 'stand-in' }\n}\n` +
      `export const notAScorer = 42\n`,
    'broken.mjs':
      `export const throws = { name: 'throws', score() { throw new Error('quota exceeded') } }\n` +
      `export const tooHigh = { name: 'too-high', score: () => 2 }\n` +
      `export const rejects = { name: 'rejects', score: async () => { throw new Error('timeout') } }\n`,
    'syntax.mjs': 'export default {\n',
    'texts.cjs': `module.exports = function lengthRatio(r, e) { return Math.min(r.length, e.length) / Math.max(r.length, e.length) }\n`,
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('compare --scorer-module', () => {
  it('scores with the module default export beside the built-in scorers, and --min checks it', async () => {
    const score = coverage(RECEIVED, EXPECTED)
    expect(score).toBe(1)
    const pass = await cli(['compare', '--text', EXPECTED, RECEIVED, '--scorer-module', './coverage.mjs', '--min', '1'])
    expect(pass.err).toBe('')
    expect(pass.code).toBe(0)
    expect(pass.out).toContain('coverage  score 1.0000   (custom scorer from ./coverage.mjs, version v2)\n')
    expect(pass.out).toContain('✓ coverage 1.0000 ≥ min 1\n')
    // The built-in scores are still all there.
    expect(pass.out).toContain(`content similarity  ${contentSimilarity(EXPECTED, RECEIVED).score.toFixed(4)}`)

    const received = 'Paris is lovely.'
    const below = coverage(received, EXPECTED)
    const fail = await cli([
      'compare',
      '--text',
      EXPECTED,
      received,
      '--scorer-module',
      './coverage.mjs',
      '--min',
      '0.5',
    ])
    expect(fail.code).toBe(1)
    expect(fail.out).toContain(`✗ coverage ${below.toFixed(4)} < min 0.5 (exit code 1)`)
  })

  it('awaits an async named export, keeps its details in --json and escapes them in text', async () => {
    const received = 'Paris is in France.'
    const json = await cli(['compare', '--json', '--text', EXPECTED, received, '--scorer-module', './judge.mjs#judge'])
    expect(json.code).toBe(0)
    const parsed = JSON.parse(json.out)
    expect(parsed.custom).toEqual({
      name: 'judge',
      module: './judge.mjs#judge',
      score: coverage(received, EXPECTED),
      details: { reason: 'covers \u001b[31mthe words', model: 'stand-in' },
    })
    expect(parsed.gate).toBeNull()
    const text = await cli(['compare', '--text', EXPECTED, received, '--scorer-module', './judge.mjs#judge'])
    expect(text.out).toContain('  reason: covers \\x1b[31mthe words\n')
    expect(text.out).toContain('  model: stand-in\n')
    expect(text.out).not.toContain('\u001b')
  })

  it('lets --scorer keep --min on a built-in scorer, and names every choice when it is wrong', async () => {
    const sim = contentSimilarity(EXPECTED, 'Paris is in France.').score
    const r = await cli([
      'compare',
      '--text',
      EXPECTED,
      'Paris is in France.',
      '--scorer-module',
      './judge.mjs#judge',
      '--scorer',
      'content-similarity',
      '--min',
      '0.1',
    ])
    expect(r.code).toBe(0)
    expect(r.out).toContain(`✓ content-similarity ${sim.toFixed(4)} ≥ min 0.1`)
    const wrong = await cli([
      'compare',
      '--text',
      'a',
      'b',
      '--scorer-module',
      './judge.mjs#judge',
      '--scorer',
      'jduge',
      '--min',
      '0.1',
    ])
    expect(wrong.code).toBe(2)
    expect(wrong.err).toContain(
      'option --scorer must be one of content-similarity, textual-difference, judge, received "jduge"',
    )
  })

  it('reads a CommonJS named function', async () => {
    const r = await cli(['compare', '--json', '--text', 'abcd', 'ab', '--scorer-module', './texts.cjs'])
    expect(r.err).toBe('')
    expect(JSON.parse(r.out).custom).toMatchObject({ name: 'lengthRatio', score: 0.5 })
  })

  it.each([
    [['./missing.mjs'], 'option --scorer-module "./missing.mjs": no file "./missing.mjs"'],
    [['./syntax.mjs'], 'option --scorer-module "./syntax.mjs": importing it failed:'],
    [['./judge.mjs#cosine'], 'the module has no export "cosine"; its exports: judge, notAScorer'],
    [['./judge.mjs'], 'the module has no export "default"; its exports: judge, notAScorer'],
    [['./judge.mjs#notAScorer'], 'export notAScorer must be a built-in scorer name, an object { name, score'],
    [['./judge.mjs#'], 'expected <file> or <file>#<export>, received an empty export'],
    [['./broken.mjs#throws'], "scorer 'throws' threw: quota exceeded (loaded from ./broken.mjs#throws)"],
    [['./broken.mjs#rejects'], "scorer 'rejects' threw: timeout (loaded from ./broken.mjs#rejects)"],
    [['./broken.mjs#tooHigh'], "scorer 'too-high' returned score 2; expected a number in [0, 1]"],
  ])('exits 2 naming the problem: %j', async ([module], message) => {
    const r = await cli(['compare', '--text', 'a b', 'a c', '--scorer-module', module as string])
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toContain(message)
  })
})
