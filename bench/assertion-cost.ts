/**
 * What one passing `toBeSimilarTo` on 1 KB costs in real Vitest and Jest runs with the reporter on,
 * against the content-similarity score of the same texts (and, with probes on, against the probes'
 * own scoring). Goals: assertion / score <= 3x; probes on, assertion / (score + probes) <= 2x. A passing
 * `toBe` on the same text is timed too: the runner's own `expect`, which every assertion pays; and a
 * custom matcher that returns `{ pass: true }` at once: what the runner charges any custom matcher.
 *
 *   npm run bench -- --assertion-only
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO = fileURLToPath(new URL('..', import.meta.url))

interface Cost {
  assertionUs: number
  scoreUs: number
  probesUs: number
  /** A passing `toBe` on the same text: what the runner's own `expect` costs, before any matcher of ours. */
  toBeUs: number
  /**
   * A custom matcher that returns `{ pass: true }` at once, registered with `expect.extend` as ours
   * are: what the runner charges any custom matcher call (its `expect`, its matcher wrapper).
   */
  emptyUs: number
}

// The same body in both runners: the texts, a warm-up, then 5 rounds of the timed loops, each loop
// once per round (so a change in the machine's load lands on all of them), in CPU time (the
// process's own: other jobs on the shared cores do not add to it); the median round of each.
const body = (out: string, n: number, probes: boolean): string => `
const text = readFileSync(${JSON.stringify(join(REPO, 'bench/documents/design-doc-v1.md'))}, 'utf8').slice(0, 1024)
const received = text.replace('the', 'a')
const cpu = (fn) => {
  const start = process.cpuUsage()
  for (let i = 0; i < ${n}; i++) fn()
  const spent = process.cpuUsage(start)
  return (spent.user + spent.system) / ${n}
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
expect.extend({ toBeEmptyMatcher: () => ({ pass: true, message: () => '' }) })
test('assertion cost', () => {
  for (let i = 0; i < ${n / 10}; i++) expect(received).toBeSimilarTo(text)
  const loops = {
    assertionUs: () => expect(received).toBeSimilarTo(text),
    scoreUs: () => contentSimilarity(text, received),
    // Probes off, the assertion makes none: the loop is timed only when they are on.
    probesUs: ${probes} ? () => probeLeniency(text, { scorer: 'content-similarity', maxProbes: 50 }) : () => {},
    toBeUs: () => expect(received).toBe(received),
    emptyUs: () => expect(received).toBeEmptyMatcher(text),
  }
  const rounds = Object.fromEntries(Object.keys(loops).map((name) => [name, []]))
  for (let round = 0; round < 5; round++) {
    for (const [name, fn] of Object.entries(loops)) rounds[name].push(cpu(fn))
  }
  const cost = Object.fromEntries(Object.entries(rounds).map(([name, values]) => [name, median(values)]))
  writeFileSync(${JSON.stringify(out)}, JSON.stringify(cost))
}, 600000)
`

function measure(runner: 'vitest' | 'jest', probes: boolean): Cost {
  // Probes on, each assertion makes and scores 50 probes: fewer calls keep the run short.
  const n = probes ? 40 : 2000
  mkdirSync(join(REPO, 'scratch'), { recursive: true })
  const dir = mkdtempSync(join(REPO, 'scratch/assertion-cost-'))
  const out = join(dir, 'cost.json')
  const options = JSON.stringify({ probes })
  try {
    if (runner === 'vitest') {
      writeFileSync(
        join(dir, 'vitest.config.mjs'),
        `export default { test: { include: ['*.test.ts'], setupFiles: ['expect-similar/vitest'],
  reporters: [['expect-similar/vitest-reporter', ${options}]] } }\n`,
      )
      writeFileSync(
        join(dir, 'cost.test.ts'),
        `import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { contentSimilarity, probeLeniency } from 'expect-similar'
${body(out, n, probes)}`,
      )
    } else {
      writeFileSync(
        join(dir, 'jest.config.cjs'),
        `module.exports = { testMatch: ['**/*.test.js'], transform: {}, setupFilesAfterEnv: ['expect-similar/jest'],
  reporters: [['expect-similar/jest-reporter', ${options}]] }\n`,
      )
      writeFileSync(
        join(dir, 'cost.test.js'),
        `const { readFileSync, writeFileSync } = require('node:fs')
const { contentSimilarity, probeLeniency } = require('expect-similar')
${body(out, n, probes)}`,
      )
    }
    const bin = runner === 'vitest' ? 'node_modules/vitest/vitest.mjs' : 'node_modules/jest/bin/jest.js'
    const args = runner === 'vitest' ? ['run', '--root', dir] : ['--ci', '--rootDir', dir]
    const child = spawnSync(process.execPath, [join(REPO, bin), ...args], { cwd: dir, encoding: 'utf8' })
    if (child.status !== 0) throw new Error(`${runner} run failed:\n${child.stdout}\n${child.stderr}`)
    return JSON.parse(readFileSync(out, 'utf8')) as Cost
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The Markdown table of assertion costs; needs `npm run build` (the runs load dist/). Beside the
 * goal, what is the runner's and what is ours: `empty matcher` is what the runner charges a custom
 * matcher that does nothing, so `(empty + score) / score` is the least ratio any scoring custom
 * matcher can have in that runner, and `ours` what expect-similar adds besides its scoring
 * (the matcher's checks, the record, the line of its call).
 */
export function assertionCostTable(): string {
  const lines = [
    '| runner | probes | assertion | score | probes scoring | toBe | empty matcher | ours | ' +
      'toBe / score | (empty + score) / score | assertion / score | goal |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const runner of ['vitest', 'jest'] as const) {
    for (const probes of [false, true]) {
      const c = measure(runner, probes)
      // With probes on, the matcher scores the received text and makes and scores the probes.
      const own = probes ? c.scoreUs + c.probesUs : c.scoreUs
      const ratio = c.assertionUs / own
      const goal = probes ? 2 : 3
      // Probes on, the assertion's own probes and the separately timed ones differ by more than what is ours.
      const ours = probes ? '–' : `${(c.assertionUs - c.emptyUs - own).toFixed(1)} µs`
      lines.push(
        `| ${runner} | ${probes ? 'on' : 'off'} | ${c.assertionUs.toFixed(1)} µs | ${c.scoreUs.toFixed(1)} µs | ` +
          `${probes ? `${c.probesUs.toFixed(1)} µs` : '–'} | ${c.toBeUs.toFixed(1)} µs | ${c.emptyUs.toFixed(1)} µs | ` +
          `${ours} | ${(c.toBeUs / own).toFixed(2)}× | ${((c.emptyUs + own) / own).toFixed(2)}× | ` +
          `${ratio.toFixed(2)}× | ≤ ${goal}×: ${ratio <= goal ? 'met' : 'MISSED'} |`,
      )
    }
  }
  return lines.join('\n')
}
