import { spawn } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { REPO, normalize, ourBlock } from './harness.js'

// `npm run demo` and `npm run demo:jest` are `node examples/run.mjs <runner>`; this runs that
// script as a real process, in an environment cleaned of the parent Vitest's own variables.
function demo(runner: 'vitest' | 'jest'): Promise<{ code: number | null; output: string }> {
  // Wide enough for every column, the Lenient one included, without cutting a path.
  const env: Record<string, string> = { COLUMNS: '140' }
  for (const [k, v] of Object.entries(process.env)) {
    if (
      v !== undefined &&
      !/^(VITEST|JEST|NODE_ENV$|TEST$|CI$|NO_COLOR$|FORCE_COLOR$|COLUMNS$|EXPECT_SIMILAR_|DEMO_RUN$)/.test(k)
    )
      env[k] = v
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['examples/run.mjs', runner], { cwd: REPO, env })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output: normalize(output, REPO) }))
  })
}

// The first score column with a value in each file row: the similarity mean, else the difference
// mean, else (past the "-" of the built-in columns) the first custom scorer's mean.
function meansByFile(block: string): Map<string, number> {
  const means = new Map<string, number>()
  for (const match of block.matchAll(/^ (\S+\.test\.ts) +\d+ +\d+ +\d+ +(?:- +)*(\d\.\d\d)/gm)) {
    means.set(match[1] as string, Number(match[2]))
  }
  return means
}

// Each runner keeps its own committed snapshot; the demo must compare with it, never rewrite it.
const SNAPSHOT = {
  vitest: 'examples/__snapshots__/snapshot.test.ts.snap',
  jest: 'examples/__snapshots__/jest/snapshot.test.ts.snap',
}

describe.each(['vitest', 'jest'] as const)('the %s demo', (runner) => {
  it('passes, and its score table shows a spread of scores', async () => {
    const snapshot = readFileSync(join(REPO, SNAPSHOT[runner]), 'utf8')
    const started = Date.now()
    const { code, output } = await demo(runner)
    expect(code, output).toBe(0)
    const block = ourBlock(output)
    expect(block).toContain(`expect-similar scores by file (${runner} `)
    const means = meansByFile(block)
    expect([...means.keys()].sort()).toEqual([
      'custom-scorer.test.ts',
      'leniency.test.ts',
      'release-notes.test.ts',
      'snapshot.test.ts',
      'structured.test.ts',
      'summarize.test.ts',
      'support.test.ts',
    ])
    expect(new Set(means.values()).size).toBeGreaterThan(1)
    expect([...means.values()].some((mean) => mean < 1)).toBe(true)
    // 18 assertions before the leniency example, which adds 4, and the custom scorer example 5.
    expect(block).toMatch(/^ Total +27 +27 +0 /m)
    // Each custom scorer is its own column, after the built-in ones; the example's two scorers are
    // its only scores, a sync one (three runs, reordered words cost nothing) and an async one.
    expect(block).toMatch(/^ File +Scored .* Changes +bag-of-words +embedding +\.not /m)
    expect(block).toMatch(/^ custom-scorer\.test\.ts +5 +5 +0 +- +- +- +0\.98 +0\.60 +1\/0 +0$/m)
    // The demo runs with probes on: the lenient example is listed, the tight one is not.
    expect(block).toContain('Lenient thresholds: ')
    // Vitest joins describe and test names with ' > ', Jest with a space.
    expect(block).toMatch(
      /leniency\.test\.ts › payment status (> )?lenient: min 0\.85 would also accept "not approved"/,
    )
    expect(block).toContain('accepts negation "The payment was not approved."')
    expect(block).toContain('scoring 0.89; min 0.89 rejects every probe')
    expect(block).not.toContain('tight: min 0.90 rejects every probe (')
    // The same min with guards: the guards catch the negation and number probes, so neither is lenient.
    expect(block).not.toContain('guarded:')
    // A matched fuzzy snapshot is probed against its stored text.
    expect(block).toMatch(
      /snapshot\.test\.ts › welcome email (> )?stays close to the reviewed text \(toMatchSimilarSnapshot >= 0\.75\)/,
    )
    // The fuzzy snapshot compared an answer that differs from the stored one, and stored nothing.
    expect(means.get('snapshot.test.ts')).toBeLessThan(1)
    expect(readFileSync(join(REPO, SNAPSHOT[runner]), 'utf8')).toBe(snapshot)
    // The reporter names the HTML report it wrote (htmlFile in the demo's config) under its table.
    const printed = /^ HTML report: (file:\/\/\S+)$/m.exec(output)?.[1]
    expect(printed, output).toBe(`file://<root>examples/output/${runner}/report.html`)
    const report = fileURLToPath((printed as string).replace('<root>', REPO))
    expect(statSync(report).mtimeMs).toBeGreaterThanOrEqual(started - 1000)
    expect(readFileSync(report, 'utf8')).toMatch(/<section id="summary"[ >]/)
    // The run was appended to the demo's score history, which the report's trends are drawn from.
    const history = readFileSync(join(REPO, 'examples/output', runner, 'history.jsonl'), 'utf8')
    expect(JSON.parse(history.trimEnd().split('\n').at(-1) as string).total.assertions).toBe(27)
  }, 120_000)
})
