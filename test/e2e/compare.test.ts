import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSimilarity } from '../../src/core/content-similarity.js'
import { textualDifference } from '../../src/core/textual-difference.js'
import { REPO, makeProject, removeProject } from './harness.js'

const CLI = `${REPO}dist/cli.js`
const EXPECTED = 'The capital of France is Paris.'
const RECEIVED = 'Paris is the capital of France.'

interface Result {
  code: number | null
  stdout: string
  stderr: string
}

// The real built CLI, with stdin when given; color variables are cleared unless a test sets them.
function compare(args: string[], options: { cwd?: string; input?: string; env?: Record<string, string> } = {}): Result {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(NO_COLOR|FORCE_COLOR|CI)$/.test(k)) env[k] = v
  const result = spawnSync(process.execPath, [CLI, 'compare', ...args], {
    cwd: options.cwd ?? REPO,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...env, ...options.env },
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('expect-similar compare', () => {
  let dir: string
  beforeAll(() => {
    dir = makeProject('compare', {
      'expected.txt': `${EXPECTED}\n`,
      'received.txt': `${RECEIVED}\n`,
      'notes.md': '# Notes\n',
    })
  })
  afterAll(() => removeProject(dir))

  it('prints both scores, the diff and what each option would change', () => {
    const r = compare([EXPECTED, RECEIVED])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toBe('')
    expect(r.stdout).toMatchInlineSnapshot(`
      "expected  text, 31 characters
      received  text, 31 characters

      content similarity  0.8800   (ignoreCase true, ignoreWhitespace true)
      textual difference  ratio 0.6774, changes 2, lengthDiff 0.0000, confidence 1.0000   (granularity char, autojunk false)
      guard numbers  ✓ numbers agree
      guard negation  ✓ negation agrees
      guard names  ✓ names agree

      diff (word level; [-only in expected-] {+only in received+})
        [-The-]{+Paris is the+} capital of France[- is Paris-].

      options that change the result (each changed alone)
        --no-ignore-case    content similarity 0.8800 → 0.8400
        --granularity word  ratio 0.6774 → 0.5833, changes 2 (same)
        --granularity line  ratio 0.6774 → 0.0000, changes 2 → 1
        --algorithm lcs     ratio 0.6774 (same), changes 2 → 3
        4 other flags change nothing here: --no-ignore-whitespace (whitespace never counts in content similarity), --autojunk, --normalize NFC, --normalize NFKC
      "
    `)
  })

  it('--json gives the same numbers as the library, and the flags it was given', () => {
    const r = compare([EXPECTED, RECEIVED, '--json', '--granularity=word', '--no-ignore-case', '--autojunk'])
    expect(r.code, r.stderr).toBe(0)
    const json = JSON.parse(r.stdout)
    const textual = textualDifference(EXPECTED, RECEIVED, { granularity: 'word', autojunk: true })
    expect(json.options).toEqual({
      ignoreCase: false,
      ignoreWhitespace: true,
      autojunk: true,
      granularity: 'word',
      normalize: null,
    })
    expect(json.contentSimilarity.score).toBe(contentSimilarity(EXPECTED, RECEIVED, { ignoreCase: false }).score)
    expect(json.textualDifference).toEqual({
      score: textual.ratio,
      ratio: textual.ratio,
      changes: textual.changes,
      lengthDiff: textual.lengthDiff,
      confidence: textual.confidence,
    })
    expect(json.expected).toEqual({ source: { kind: 'text' }, length: 31 })
    expect(json.diff).toBe('[-The-]{+Paris is the+} capital of France[- is Paris-].')
    const flipCase = json.variations.find((v: { flag: string }) => v.flag === '--ignore-case')
    expect(flipCase).toMatchObject({ scorer: 'content-similarity', score: 0.88, changesResult: true })
    expect(json.variations.map((v: { flag: string }) => v.flag)).toEqual([
      '--ignore-case',
      '--no-ignore-whitespace',
      '--no-autojunk',
      '--granularity char',
      '--granularity line',
      '--normalize NFC',
      '--normalize NFC',
      '--normalize NFKC',
      '--normalize NFKC',
    ])
    expect(json.gate).toBeNull()
  })

  it('--normalize makes both scorers compare Unicode-normalized texts, and lists the other forms', () => {
    const composed = 'Café crème brûlée'.normalize('NFC')
    const decomposed = composed.normalize('NFD')
    const plain = JSON.parse(compare([composed, decomposed, '--json']).stdout)
    expect(plain.contentSimilarity.score).toBe(0.375)
    expect(plain.variations.filter((v: { option: string }) => v.option === 'normalize')).toMatchObject([
      { flag: '--normalize NFC', scorer: 'content-similarity', score: 1, changesResult: true },
      { flag: '--normalize NFC', scorer: 'textual-difference', score: 1, changes: 0, changesResult: true },
      { flag: '--normalize NFKC', scorer: 'content-similarity', score: 1, changesResult: true },
      { flag: '--normalize NFKC', scorer: 'textual-difference', score: 1, changes: 0, changesResult: true },
    ])
    const r = compare([composed, decomposed, '--normalize', 'NFC'])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toContain('content similarity  1.0000   (ignoreCase true, ignoreWhitespace true, normalize NFC)')
    expect(r.stdout).toContain('(granularity char, autojunk false, normalize NFC)')
    // The diff shows the texts as compared.
    expect(r.stdout).toContain('  (no differences)\n')
    expect(r.stdout).toContain('\n  --no-normalize  content similarity 1.0000 → 0.3750\n')
  })

  it('reads existing files, says so, and compares them as they are (final newline included)', () => {
    const r = compare(['expected.txt', 'received.txt', '--json'], { cwd: dir })
    expect(r.code, r.stderr).toBe(0)
    const json = JSON.parse(r.stdout)
    expect(json.expected).toEqual({ source: { kind: 'file', path: 'expected.txt' }, length: 32 })
    expect(json.received).toEqual({ source: { kind: 'file', path: 'received.txt' }, length: 32 })
    expect(json.textualDifference.ratio).toBe(textualDifference(`${EXPECTED}\n`, `${RECEIVED}\n`).ratio)
    const text = compare(['expected.txt', 'received.txt'], { cwd: dir })
    expect(text.stdout).toContain('expected  file expected.txt, 32 characters')
  })

  it('reads one side from stdin', () => {
    const r = compare(['-', RECEIVED, '--json'], { input: EXPECTED })
    expect(r.code, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout).expected).toEqual({ source: { kind: 'stdin' }, length: 31 })
    expect(JSON.parse(r.stdout).contentSimilarity.score).toBe(0.88)
  })

  it('--text compares a file name as text; a path-like word that names no file gets a note', () => {
    const forced = compare(['notes.md', '# Notes\n', '--text', '--json'], { cwd: dir })
    expect(JSON.parse(forced.stdout).expected).toEqual({ source: { kind: 'text' }, length: 8 })
    const auto = compare(['notes.md', '# Notes\n', '--json'], { cwd: dir })
    expect(JSON.parse(auto.stdout).textualDifference.ratio).toBe(1)
    const typo = compare(['note.md', '# Notes\n', '--json'], { cwd: dir })
    expect(typo.code).toBe(0)
    expect(typo.stderr).toBe(
      'expect-similar compare: note: no file "note.md" here, so it is compared as text (pass --file to require files)\n',
    )
  })

  it('--min exits 1 below the minimum, 0 at or above it, and marks options that flip the verdict', () => {
    const below = compare([EXPECTED, RECEIVED, '--min', '0.86', '--no-ignore-case'])
    expect(below.code).toBe(1)
    expect(below.stdout).toContain('✗ content-similarity 0.8400 < min 0.86 (exit code 1)')
    expect(below.stdout).toMatch(/\n {2}--ignore-case +content similarity 0\.8400 → 0\.8800 flips the --min verdict/)
    const above = compare([EXPECTED, RECEIVED, '--min', '0.6', '--scorer', 'textual-difference'])
    expect(above.code).toBe(0)
    expect(above.stdout).toContain('✓ textual-difference 0.6774 ≥ min 0.6')
    expect(above.stdout).toMatch(/--granularity line +ratio 0\.6774 → 0\.0000, changes 2 → 1 flips the --min verdict/)
  })

  it('colors the diff only when asked or on a terminal, honoring NO_COLOR and FORCE_COLOR', () => {
    const ansi = /\u001b\[/
    expect(compare([EXPECTED, RECEIVED]).stdout).not.toMatch(ansi)
    const forced = compare([EXPECTED, RECEIVED, '--color'])
    expect(forced.stdout).toContain('\u001b[31m[-The-]\u001b[39m\u001b[32m{+Paris is the+}\u001b[39m')
    expect(compare([EXPECTED, RECEIVED], { env: { FORCE_COLOR: '1' } }).stdout).toMatch(ansi)
    expect(compare([EXPECTED, RECEIVED, '--no-color'], { env: { FORCE_COLOR: '1' } }).stdout).not.toMatch(ansi)
    expect(compare([EXPECTED, RECEIVED], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } }).stdout).not.toMatch(ansi)
  })

  it('shows escape sequences inside the texts instead of running them', () => {
    const r = compare(['plain red', 'pl\u001b[2Jain \u001b[31mred', '--color'])
    expect(r.stdout).toContain('\\x1b[2J')
    expect(r.stdout).toContain('\\x1b[31m')
    expect(r.stdout).not.toContain('\u001b[2J')
    // Our own red always opens a `[-` span; the text's red is shown, not run.
    expect(r.stdout).not.toContain('\u001b[31mred')
  })

  it.each([
    [['a'], 'compare needs exactly two texts, <expected> and <received>, received 1'],
    [['a', 'b', 'c'], 'compare needs exactly two texts, <expected> and <received>, received 3'],
    [['-', '-'], 'only one of <expected> and <received> can be - (stdin)'],
    [['a', 'b', '--wat'], 'unknown option "--wat"'],
    [['a', 'b', '-x'], 'unknown option "-x"'],
    [
      ['a', 'b', '--granularity', 'sentence'],
      'option --granularity must be one of char, word, line, received "sentence"',
    ],
    [['a', 'b', '--granularity'], 'option --granularity needs a value'],
    [['a', 'b', '--min', '1.5'], 'option --min must be a number in [0, 1], received "1.5"'],
    [['a', 'b', '--min', 'high'], 'option --min must be a number in [0, 1], received "high"'],
    [
      ['a', 'b', '--scorer', 'levenshtein'],
      'option --scorer must be one of content-similarity, textual-difference, received "levenshtein"',
    ],
    [['a', 'b', '--ignore-case', '--no-ignore-case'], 'options --ignore-case and --no-ignore-case exclude each other'],
    [['a', 'b', '--normalize', 'NFD'], 'option --normalize must be one of NFC, NFKC, received "NFD"'],
    [['a', 'b', '--normalize=NFC', '--no-normalize'], 'options --normalize and --no-normalize exclude each other'],
    [['a', 'b', '--ignore-case', '--ignore-case'], 'option --ignore-case was given twice'],
    [['a', 'b', '--json=yes'], 'option --json takes no value, received "--json=yes"'],
    [['a', 'b', '--text', '--file'], 'options --text and --file exclude each other'],
    [['a', 'b', '--toString'], 'unknown option "--toString"'],
    [['a', 'b', '--no-constructor'], 'unknown option "--no-constructor"'],
    [['a', 'b', '--scorer', 'textual-difference'], 'option --scorer picks the score --min checks; give --min too'],
    [['missing.txt', 'b', '--file'], 'cannot read missing.txt: ENOENT'],
    [['a', 'b', '--algorithm', 'Lcs'], 'option --algorithm must be one of difflib, lcs, received "Lcs"'],
    [
      ['a', 'b', '--algorithm', 'lcs', '--granularity', 'word'],
      "option granularity must be 'char' with option algorithm 'lcs' (Mastra's LCS compares UTF-16 code units " +
        'and counts word changes), received string "word"',
    ],
    [
      ['a', 'b', '--algorithm', 'lcs', '--autojunk'],
      "option autojunk does not apply with option algorithm 'lcs' (it has no junk heuristic); leave it out",
    ],
  ])('exits 2 with a clear error for %j', (args, message) => {
    const r = compare(args, { cwd: dir })
    expect(r.code).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toBe(`expect-similar compare: ${message}\nRun expect-similar compare --help for usage.\n`)
  })

  it('--scorer-module: the built CLI awaits a module scorer, reads its cache on a rerun, and explains a .ts module', () => {
    const scorerDir = makeProject('compare-scorer-module', {
      // Counts its calls in a file, so a cache hit is seen as a call that did not happen.
      'judge.mjs':
        "import { appendFileSync } from 'node:fs'\n" +
        'export default { name: "judge", version: "1", cache: true, async score(received, expected) {\n' +
        "  appendFileSync('calls.log', 'x')\n" +
        '  return { score: received.length / (received.length + expected.length), reason: "by length" }\n} }\n',
      'judge.ts': 'export default { name: "ts-judge", score: (r: string, e: string): number => (r === e ? 1 : 0) }\n',
    })
    try {
      const args = ['--text', EXPECTED, 'Paris.', '--scorer-module', './judge.mjs', '--min', '0.1']
      const score = 'Paris.'.length / ('Paris.'.length + EXPECTED.length)
      const first = compare(args, { cwd: scorerDir })
      expect(first.stderr).toBe('')
      expect(first.code).toBe(0)
      expect(first.stdout).toContain(`judge  score ${score.toFixed(4)}   (custom scorer from ./judge.mjs, version 1)\n`)
      expect(first.stdout).toContain('  reason: by length\n')
      const second = compare(args, { cwd: scorerDir })
      expect(second.stdout).toContain(
        `judge  score ${score.toFixed(4)}   (custom scorer from ./judge.mjs, version 1, from its cache)`,
      )
      // The cache keeps no strings: the reason is not there on a hit.
      expect(second.stdout).not.toContain('reason: by length')
      expect(readFileSync(join(scorerDir, 'calls.log'), 'utf8')).toBe('x')
      const ts = compare(['--text', 'a', 'b', '--scorer-module', './judge.ts'], { cwd: scorerDir })
      expect(ts.code).toBe(2)
      expect(ts.stderr).toContain(
        'option --scorer-module "./judge.ts": importing it failed: Unknown file extension ".ts"',
      )
      expect(ts.stderr).toContain('compile it to .js/.mjs/.cjs first, or run the CLI through a loader such as tsx')
    } finally {
      removeProject(scorerDir)
    }
  })

  it('--help documents every flag', () => {
    const r = compare(['--help'])
    expect(r.code).toBe(0)
    for (const flag of [
      '--text',
      '--file',
      '--granularity',
      '--ignore-case',
      '--no-ignore-case',
      '--ignore-whitespace',
      '--no-ignore-whitespace',
      '--autojunk',
      '--no-autojunk',
      '--algorithm',
      '--normalize',
      '--no-normalize',
      '--scorer',
      '--scorer-module',
      '--min',
      '--json',
      '--color',
      '--no-color',
      '--help',
    ]) {
      expect(r.stdout).toMatch(new RegExp(`^ {2}${flag}\\b|, ${flag}\\b`, 'm'))
    }
  })

  it("--algorithm lcs scores Mastra 1.x's textual difference and leaves out the options it refuses", () => {
    const lcs = textualDifference(EXPECTED, RECEIVED, { algorithm: 'lcs' })
    const json = JSON.parse(compare([EXPECTED, RECEIVED, '--json', '--algorithm', 'lcs']).stdout)
    expect(json.options).toMatchObject({ algorithm: 'lcs', granularity: 'char', autojunk: false })
    expect(json.textualDifference).toEqual({
      score: lcs.ratio,
      ratio: lcs.ratio,
      changes: lcs.changes,
      lengthDiff: lcs.lengthDiff,
      confidence: lcs.confidence,
    })
    // granularity and autojunk changed alone would be refused with lcs: no variation for them.
    expect(json.variations.map((v: { flag: string }) => v.flag)).toEqual([
      '--no-ignore-case',
      '--no-ignore-whitespace',
      '--algorithm difflib',
      '--normalize NFC',
      '--normalize NFC',
      '--normalize NFKC',
      '--normalize NFKC',
    ])
    const r = compare([EXPECTED, RECEIVED, '--algorithm', 'lcs'])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toContain(`textual difference  ratio ${lcs.ratio.toFixed(4)}, changes ${lcs.changes}`)
    expect(r.stdout).toContain('(algorithm lcs)')
  })

  it('texts after -- may start with a dash', () => {
    const r = compare(['--json', '--', '- item one', '- item two'])
    expect(r.code, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout).diff).toBe('- item [-one-]{+two+}')
  })
})
