import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { CliIo } from '../../src/cli/io.js'
import { probeLeniency } from '../../src/core/probes.js'
import { textualDifference } from '../../src/core/textual-difference.js'
import { runCli } from './run-cli.js'

function cli(argv: string[], overrides: Partial<CliIo> = {}): ReturnType<typeof runCli> {
  return runCli(argv, { readStdin: () => 'Alice paid Bob.', ...overrides })
}

const dir = mkdtempSync(join(tmpdir(), 'expect-similar-probe-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('expect-similar probe', () => {
  it('prints each probe, its score and verdict, the cap and the lowest rejecting min; exit 1 when one passes', async () => {
    const r = await cli(['probe', 'The payment was approved.'])
    expect(r.err).toBe('')
    expect(r.code).toBe(1)
    expect(r.out).toBe(
      [
        'expected  text, 25 characters',
        'scorer    content similarity, min 0.7',
        '',
        '  ✗ accepted  0.889  negation  "was" → "was not" at character 12',
        '      The payment was not approved.',
        '      guards: numbers ✓; negation ✗ negation differs: "was approved" became "was not approved"; names ✓',
        '  ✓ rejected  0.667  antonym   "approved" → "rejected" at character 16',
        '      The payment was rejected.',
        '      guards: numbers ✓; negation ✓; names ✓',
        '',
        '2 probes (cap 50).',
        'min 0.7 accepts 1 of them: those wrong answers would pass (exit code 1).',
        'Lowest min that rejects every probe: 0.89',
        "Guards catch accepted probes whatever min is: add `guard: 'negation'` (see node_modules/expect-similar/docs/guards.md).",
        '',
      ].join('\n'),
    )
  })

  it('exits 0 when --min rejects every probe, and prints scores with the decimals that order them', async () => {
    const r = await cli(['probe', 'The payment was approved.', '--min', '0.889'])
    expect(r.code).toBe(0)
    expect(r.out).toContain('  ✓ rejected  0.8889  negation')
    expect(r.out).toContain('min 0.889 rejects every probe.')
  })

  it('passes the scorer and its options on, as the API scores them', async () => {
    const text = 'Alice sent the report to Bob.'
    const r = await cli(['probe', text, '--scorer', 'textual-difference', '--granularity', 'word', '--json'])
    const json = JSON.parse(r.out)
    expect(json).toStrictEqual({
      expected: { length: text.length },
      ...probeLeniency(text, { scorer: 'textual-difference', granularity: 'word' }),
    })
    expect(json.probes[0].score).toBeCloseTo(0.8333, 4)
    expect(r.code).toBe(1)
  })

  it('reads stdin with -, a file with --file, and says when the cap cut probes', async () => {
    expect((await cli(['probe', '-', '--min', '0.95'])).out).toContain('swap "Alice" and "Bob"')
    const path = join(dir, 'long.txt')
    writeFileSync(path, Array.from({ length: 30 }, (_, i) => `Item ${i} is ready.`).join(' '))
    const r = await cli(['probe', '--file', path, '--max-probes', '4'])
    expect(r.out).toContain(`expected  file ${path}, `)
    expect(r.out).toContain('4 probes, the first 4 (the cap; more were possible).')
    expect(r.out.match(/^ {2}[✗✓]/gmu)).toHaveLength(4)
  })

  it('says so when no edit applies, and exits 0', async () => {
    const r = await cli(['probe', 'Hello there'])
    expect(r.code).toBe(0)
    expect(r.out).toContain('no probes: none of the built-in edits applies to this text')
    expect(r.out).not.toContain('Lowest min')
  })

  it('escapes control characters of the text in every line it prints', async () => {
    const r = await cli(['probe', 'It is \u001b[31mred.'])
    expect(r.out).not.toContain('\u001b')
    expect(r.out).toContain('It is not \\x1b[31mred.')
    const json = await cli(['probe', 'It is \u001b[31mred.', '--json'])
    expect(json.out).not.toContain('\u001b')
  })

  it('probes with the LCS ratio under --algorithm lcs, as the matchers score with it', async () => {
    const text = 'The payment was approved.'
    const r = await cli(['probe', text, '--scorer', 'textual-difference', '--algorithm', 'lcs', '--json'])
    expect(r.code, r.err).toBe(1)
    const lcs = probeLeniency(text, { scorer: 'textual-difference', algorithm: 'lcs' })
    expect(JSON.parse(r.out).probes.map((p: { score: number }) => p.score)).toEqual(lcs.probes.map((p) => p.score))
    for (const probe of lcs.probes) {
      expect(probe.score).toBe(textualDifference(text, probe.text, { algorithm: 'lcs' }).ratio)
    }
  })

  it.each([
    [['probe'], 'probe needs exactly one text, <expected>, received 0'],
    [['probe', 'a', 'b'], 'probe needs exactly one text, <expected>, received 2'],
    [['probe', 'a', '--min', '1.5'], 'option --min must be a number in [0, 1], received "1.5"'],
    [['probe', 'a', '--scorer', 'dice'], 'option --scorer must be one of content-similarity, textual-difference'],
    [['probe', 'a', '--granularity', 'word'], 'option --granularity is for --scorer textual-difference'],
    [['probe', 'a', '--scorer', 'textual-difference', '--no-ignore-case'], 'option --no-ignore-case is for'],
    [['probe', 'a', '--max-probes', '0'], 'option --max-probes must be a positive integer, received "0"'],
    [['probe', 'a', '--normalize', 'NFD'], 'option --normalize must be one of NFC, NFKC, received "NFD"'],
    [['probe', '--file', 'missing.txt'], 'cannot read missing.txt: ENOENT'],
    [['probe', 'a', '--bogus'], 'unknown option "--bogus"'],
    [
      ['probe', 'a', '--scorer', 'textual-difference', '--algorithm', 'lcs', '--granularity', 'word'],
      "option granularity must be 'char' with option algorithm 'lcs'",
    ],
    [['probe', 'a', '--algorithm', 'lcs'], 'option --algorithm is for --scorer textual-difference'],
  ])('%j exits 2 with a message naming the argument', async (argv, message) => {
    const r = await cli(argv)
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toContain(`expect-similar probe: ${message}`)
  })
})

describe('expect-similar compare hint', () => {
  it('adds one line when its --min accepts a probe of the expected text', async () => {
    const text = 'The payment was approved.'
    const lenient = await cli(['compare', '--text', text, text, '--min', '0.8'])
    expect(lenient.out).toContain(
      'hint: min 0.8 also accepts 1 of 2 meaning-changing edits of <expected>; min 0.89 rejects them all ' +
        '(see expect-similar probe)\n',
    )
    const strict = await cli(['compare', '--text', text, text, '--min', '0.9'])
    expect(strict.out).not.toContain('hint:')
    expect((await cli(['compare', '--text', text, text])).out).not.toContain('hint:')
  })
})

describe('expect-similar compare', () => {
  it('prints a line per guard: what option guard would decide, whatever the score', async () => {
    const r = await cli([
      'compare',
      '--no-color',
      'The build is 40% faster, said Alice.',
      'The build is 400% faster, said Alice.',
    ])
    expect(r.out).toContain('guard numbers  ✗ numbers differ: expected 40%, received 400%\n')
    expect(r.out).toContain('guard negation  ✓ negation agrees\n')
    expect(r.out).toContain('guard names  ✓ names agree\n')
  })
})
