/**
 * Benchmarks ours against the upstream packages, in one process, on the same inputs.
 *
 *   npm run bench                    the default sections (about 5.5 minutes on a shared 2-core VM)
 *   npm run bench -- --quick         1 KB and 5 KB only, the documents, the repetitive inputs and
 *                                    the Jest/Node ratio; no 1 MB rows and no memory
 *   npm run bench -- --huge          also the peak memory of a 10 MB comparison (about 2 minutes)
 *   npm run bench -- --no-jest       without the Jest/Node ratio (it runs Jest in a child process)
 *   npm run bench -- --autojunk-note the ratios behind "Why autojunk is off by default"
 *   npm run bench -- --assertion-only one passing toBeSimilarTo in real Vitest/Jest runs against its score
 *   npm run bench -- --message-only  a failing toBeSimilarTo (with its message) against a passing one, 1 and 10 MB
 *   npm run bench -- --html-only     only the HTML report's render time and size
 *   npm run bench -- --lcs-only      only the Mastra 1.x LCS rows: ours against the O(m*n) table,
 *                                    and their peak memory (about 2 minutes)
 *   npm run bench -- --guards-only   only the meaning guards: corpus rates and cost (bench/guards.ts)
 *   npm run bench -- --jest-only     only the Jest/Node ratio, over 5 rounds
 *   npm run bench -- --budget-only   only the work budget against the exact answer (a few minutes)
 *   npm run bench -- --large-only    only the 1 MB rows, and 1 MB against one automaton pass (about a minute)
 *
 * Every timed pair is checked for identical results first; any difference aborts the run.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import difflib from 'difflib'
import stringSimilarity from 'string-similarity'
import { SequenceMatcher, diceCoefficient, probeLeniency, textualDifference, tokenize } from '../src/index.js'
import { SCORERS } from '../src/core/scorers/index.js'
import { adversarialPairs } from './adversarial.js'
import { budgetTable } from './budget.js'
import { HTML_BUDGET_BYTES, htmlMemoryTable, htmlTable } from './html.js'
import { englishWords, prng, replaceWords } from './english.js'
import { jestRatioTable } from './jest-ratio/table.js'
import { htmlOpenTable } from './html-open.js'
import { lcsMemoryTable, lcsTable } from './lcs.js'
import { guardsTables } from './guards.js'
import { assertionCostTable } from './assertion-cost.js'
import { messageCostTable } from './message-cost.js'
import { automatonPassTable, largeTable } from './large.js'

type Sequence = string | string[]
interface Row {
  input: string
  scorer: string
  upstreamMs: number | null
  oursMs: number
  ratio: number
}

const args = new Set(process.argv.slice(2))
const quick = args.has('--quick')
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
const Upstream = difflib.SequenceMatcher as unknown as new (
  isjunk: null,
  a: Sequence,
  b: Sequence,
  autojunk: boolean,
) => { ratio(): number; getMatchingBlocks(): Array<[number, number, number]> }

/** Median per-call time in ms. Fast calls are batched so each sample lasts at least ~20 ms. */
function timeIt(fn: () => unknown, samples: number): number {
  gc()
  let start = performance.now()
  fn()
  const first = performance.now() - start
  if (samples <= 1) return first
  const batch = Math.max(1, Math.ceil(20 / Math.max(first, 0.001)))
  const times: number[] = []
  for (let s = 0; s < samples; s++) {
    gc()
    start = performance.now()
    for (let k = 0; k < batch; k++) fn()
    times.push((performance.now() - start) / batch)
  }
  times.sort((x, y) => x - y)
  return times[Math.floor(times.length / 2)]!
}

function fail(what: string, ours: unknown, upstream: unknown): never {
  console.error(
    `\nRESULTS DIFFER on ${what}\n  ours:     ${JSON.stringify(ours).slice(0, 400)}\n  upstream: ${JSON.stringify(upstream).slice(0, 400)}`,
  )
  process.exit(1)
}

function matcherRow(input: string, a: Sequence, b: Sequence, autojunk: boolean, upstreamRuns: number): Row {
  const scorer = `SequenceMatcher${typeof a === 'string' ? '' : ' (word tokens)'}, autojunk ${autojunk ? 'on' : 'off'}`
  const ours = new SequenceMatcher(null, a, b, autojunk)
  const ratio = ours.ratio()
  let upstreamMs: number | null = null
  if (upstreamRuns > 0) {
    // The first upstream call doubles as the reference result; on big inputs it is the only one.
    const start = performance.now()
    const upstream = new Upstream(null, a, b, autojunk)
    const upstreamRatio = upstream.ratio()
    const single = performance.now() - start
    if (JSON.stringify(upstream.getMatchingBlocks()) !== JSON.stringify(ours.getMatchingBlocks())) {
      fail(`${input} / ${scorer}`, ours.getMatchingBlocks(), upstream.getMatchingBlocks())
    }
    if (!Object.is(upstreamRatio, ratio)) fail(`${input} / ${scorer}`, ratio, upstreamRatio)
    upstreamMs = upstreamRuns === 1 ? single : timeIt(() => new Upstream(null, a, b, autojunk).ratio(), upstreamRuns)
  }
  const oursMs = timeIt(() => new SequenceMatcher(null, a, b, autojunk).ratio(), a.length >= 50_000 ? 5 : 11)
  return { input, scorer, upstreamMs, oursMs, ratio }
}

function diceRow(input: string, a: string, b: string): Row {
  const ours = diceCoefficient(a, b)
  const upstream = stringSimilarity.compareTwoStrings(a, b)
  if (!Object.is(ours, upstream)) fail(`${input} / diceCoefficient`, ours, upstream)
  return {
    input,
    scorer: 'diceCoefficient vs compareTwoStrings',
    upstreamMs: timeIt(() => stringSimilarity.compareTwoStrings(a, b), 11),
    oursMs: timeIt(() => diceCoefficient(a, b), 11),
    ratio: ours,
  }
}

function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`
  if (ms >= 10) return `${ms.toFixed(0)} ms`
  if (ms >= 1) return `${ms.toFixed(1)} ms`
  return `${ms.toFixed(3)} ms`
}

function render(rows: readonly Row[]): string {
  const lines = [
    '| Input | Scorer | Upstream | Ours | Upstream / ours | Score |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ]
  for (const row of rows) {
    const speedup =
      row.upstreamMs === null
        ? '—'
        : `${(row.upstreamMs / row.oursMs).toFixed(row.upstreamMs / row.oursMs >= 100 ? 0 : 1)}×`
    lines.push(
      `| ${row.input} | ${row.scorer} | ${row.upstreamMs === null ? '—' : formatMs(row.upstreamMs)} | ${formatMs(row.oursMs)} | ${speedup} | ${row.ratio.toFixed(4)} |`,
    )
  }
  return lines.join('\n')
}

const KB = 1000
const SIZES = quick ? [1, 5] : [1, 5, 20, 100]
const EDIT_RATES = [0.01, 0.1, 0.5]

/** The pair for a size and edit rate is fixed by its seed, so every run compares the same texts. */
function englishPair(sizeKb: number, rate: number): [string, string] {
  const random = prng(sizeKb * 1000 + Math.round(rate * 100))
  const words = englishWords(random, sizeKb * KB)
  return [words.join(' '), replaceWords(random, words, rate).join(' ')]
}

function upstreamRunsFor(chars: number, autojunk: boolean): number {
  // npm difflib needs 15-25 s per 20 KB pair with autojunk off, and seconds at 100 KB even with
  // it on: run it once on big inputs and not at all at 100 KB.
  if (chars >= 50_000) return 0
  if (!autojunk) return chars >= 15_000 ? 1 : chars >= 4_000 ? 3 : 7
  return chars >= 15_000 ? 3 : 7
}

function autojunkNote(): void {
  console.log('| Input | autojunk on | autojunk off |')
  console.log('| --- | ---: | ---: |')
  for (const size of [1, 20]) {
    const [a, b] = englishPair(size, 0.1)
    const on = new SequenceMatcher(null, a, b, true)
    const upstreamOn = new Upstream(null, a, b, true).ratio()
    if (!Object.is(upstreamOn, on.ratio())) fail(`autojunk note ${size} KB`, on.ratio(), upstreamOn)
    const off = new SequenceMatcher(null, a, b, false).ratio()
    const popular = [...on.bpopular].map((x) => JSON.stringify(x)).join(' ')
    console.log(`| ${size} KB, 10% of words replaced | ${on.ratio().toFixed(3)} | ${off.toFixed(3)} |`)
    console.error(`  ${size} KB: ${on.bpopular.size} popular elements: ${popular}`)
  }
}

// textualDifference (char level, autojunk off) on the repetitive inputs at 20 KB before the work
// on repetitive inputs (commit 4b9959c), measured once on the 2-core machine of the final report. Before
// that work the time grew quadratically (100 KB took minutes), so re-measuring is not practical.
const BEFORE_20KB_MS: Record<string, number> = {
  "'the '× vs 'the cat '×": 1384,
  "'ab'× vs 'abb'×": 3217,
  'refusal loop vs variant': 291,
  'log lines vs a line inserted after each': 889,
}

/** The repetitive inputs: cross-checked against npm difflib at 1 KB, then timed at 20 and 100 KB. */
function adversarialTable(): string {
  const lines = [
    '| Input | npm difflib, 1 KB | Ours, 1 KB | Upstream / ours | Before, 20 KB | Ours, 20 KB | Before / ours | ' +
      'Ours, 100 KB | Ours, 100 KB, words |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  const medium = adversarialPairs(20 * KB)
  const large = adversarialPairs(100 * KB)
  adversarialPairs(KB).forEach((pair, index) => {
    const row = matcherRow(pair.name, pair.a, pair.b, false, 1)
    const mid = medium[index]!
    const big = large[index]!
    const midMs = timeIt(() => textualDifference(mid.a, mid.b), 5)
    const oursMs = timeIt(() => textualDifference(big.a, big.b), 3)
    const wordsMs = timeIt(() => textualDifference(big.a, big.b, { granularity: 'word' }), 3)
    const before = BEFORE_20KB_MS[pair.name]
    lines.push(
      `| ${pair.name} | ${formatMs(row.upstreamMs!)} | ${formatMs(row.oursMs)} | ` +
        `${(row.upstreamMs! / row.oursMs).toFixed(0)}× | ${before === undefined ? '—' : formatMs(before)} | ` +
        `${formatMs(midMs)} | ${before === undefined ? '—' : `${(before / midMs).toFixed(0)}×`} | ` +
        `${formatMs(oursMs)} | ${formatMs(wordsMs)} |`,
    )
    console.error(`  done: ${pair.name}`)
  })
  return lines.join('\n')
}

/** Peak memory of one comparison, each in a fresh child process (see bench/memory.ts). */
function memoryTable(sizes: readonly number[]): string {
  const lines = [
    '| Input | Granularity | Time | Peak RSS added | Bytes per input char | Whole process per char |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ]
  const script = fileURLToPath(new URL('./memory.ts', import.meta.url))
  for (const size of sizes) {
    for (const granularity of ['char', 'word']) {
      const childArgs = ['--expose-gc', '--import', 'tsx', script, String(size), granularity, 'false']
      const child = spawnSync(process.execPath, childArgs, { encoding: 'utf8' })
      if (child.status !== 0) throw new Error(`bench/memory.ts failed: ${child.stderr}`)
      const m = JSON.parse(child.stdout) as {
        ms: number
        peak: number
        rssBefore: number
        bytesPerChar: number
        totalBytesPerChar: number
      }
      lines.push(
        `| English ${size / 1e6} MB, 10% words replaced | ${granularity} | ${formatMs(m.ms)} | ` +
          `${((m.peak - m.rssBefore) / 1e6).toFixed(0)} MB | ` +
          `${m.bytesPerChar.toFixed(0)} | ${m.totalBytesPerChar.toFixed(0)} |`,
      )
      console.error(`  done: memory ${size} ${granularity}`)
    }
  }
  return lines.join('\n')
}

// The cost of probeLeniency on 1 KB: making the probes plus scoring each one.
function probesTable(): string {
  const text = readFileSync(new URL('./documents/design-doc-v1.md', import.meta.url), 'utf8').slice(0, KB)
  const lines = ['| input | scorer | probes | time |', '|---|---|---:|---:|']
  for (const scorer of ['content-similarity', 'textual-difference'] as const) {
    // The run-time cap of the scorer: what one passing assertion costs more with probes on.
    const maxProbes = SCORERS[scorer].probe.cap
    const { probes } = probeLeniency(text, { scorer, maxProbes })
    const ms = timeIt(() => probeLeniency(text, { scorer, maxProbes }), 7)
    lines.push(`| Design doc v1, first 1 KB | ${scorer} | ${probes.length} | ${formatMs(ms)} |`)
  }
  return lines.join('\n')
}

function lcsRows(): string {
  return `${lcsTable(timeIt, formatMs)}\n\nPeak memory of one LCS call:\n\n${lcsMemoryTable(formatMs)}`
}

async function main(): Promise<void> {
  if (args.has('--autojunk-note')) {
    autojunkNote()
    return
  }
  if (args.has('--budget-only')) {
    console.log(budgetTable())
    return
  }
  if (args.has('--large-only')) {
    console.log(largeTable(formatMs))
    console.log('\n### 1 MB against one automaton pass\n')
    console.log(automatonPassTable(formatMs))
    return
  }
  if (args.has('--jest-only')) {
    console.log(jestRatioTable(5))
    return
  }
  if (args.has('--assertion-only')) {
    console.log(assertionCostTable())
    return
  }
  if (args.has('--message-only')) {
    console.log(messageCostTable())
    return
  }
  if (args.has('--html-only')) {
    console.log(htmlTable())
    console.log("\n### The HTML writer's memory\n")
    console.log(htmlMemoryTable())
    console.log('\n### The HTML report opened in Chromium\n')
    console.log(await htmlOpenTable())
    return
  }
  if (args.has('--lcs-only')) {
    console.log(lcsRows())
    return
  }
  if (args.has('--guards-only')) {
    console.log(guardsTables())
    return
  }
  const rows: Row[] = []
  const started = performance.now()
  for (const size of SIZES) {
    for (const rate of EDIT_RATES) {
      const [a, b] = englishPair(size, rate)
      const input = `English ${size} KB, ${rate * 100}% words replaced`
      for (const autojunk of [false, true]) {
        rows.push(matcherRow(input, a, b, autojunk, upstreamRunsFor(a.length, autojunk)))
        console.error(`  done: ${input}, autojunk ${autojunk} (${formatMs(performance.now() - started)})`)
      }
    }
  }
  for (const size of SIZES) {
    const [a, b] = englishPair(size, 0.1)
    rows.push(diceRow(`English ${size} KB, 10% words replaced`, a, b))
  }
  for (const [name, v1, v2] of [
    ['Design doc v1 → v2', 'design-doc-v1.md', 'design-doc-v2.md'],
    ['Changelog v1 → v2', 'changelog-v1.md', 'changelog-v2.md'],
  ] as const) {
    const a = readFileSync(new URL(`./documents/${v1}`, import.meta.url), 'utf8')
    const b = readFileSync(new URL(`./documents/${v2}`, import.meta.url), 'utf8')
    const input = `${name} (${(a.length / KB).toFixed(1)} → ${(b.length / KB).toFixed(1)} KB)`
    rows.push(matcherRow(input, a, b, false, upstreamRunsFor(a.length, false)))
    rows.push(matcherRow(input, a, b, true, upstreamRunsFor(a.length, true)))
    rows.push(matcherRow(input, tokenize(a, 'word'), tokenize(b, 'word'), false, 7))
    rows.push(diceRow(input, a, b))
    console.error(`  done: ${input} (${formatMs(performance.now() - started)})`)
  }
  console.log(render(rows))
  console.log('\n### Repetitive inputs: textualDifference, char level unless noted, autojunk off\n')
  console.log(adversarialTable())
  console.log('\n### Leniency probes: extra cost of one passing 1 KB assertion with probes on\n')
  console.log(probesTable())
  console.log('\n### Mastra 1.x LCS ratio: bit-parallel against the O(m*n) table\n')
  console.log(lcsRows())
  console.log(`\n### HTML report: render time and size against the ${HTML_BUDGET_BYTES / 1e6} MB budget\n`)
  console.log(htmlTable())
  console.log('\n### Meaning guards: corpus rates and cost\n')
  console.log(guardsTables())
  if (!quick) {
    console.log('\n### 1 MB\n')
    console.log(largeTable(formatMs))
    console.log('\n### 1 MB against one automaton pass\n')
    console.log(automatonPassTable(formatMs))
    console.log('\n### Peak memory of one textualDifference call (autojunk off)\n')
    console.log(memoryTable(args.has('--huge') ? [1_000_000, 10_000_000] : [1_000_000]))
  }
  if (!args.has('--no-jest')) {
    console.log('\n### Jest vs plain Node\n')
    console.log(jestRatioTable())
  }
  console.log(
    `\nNode ${process.version}, ${process.platform}/${process.arch}. Medians; upstream = npm difflib@0.2.4 / string-similarity@4.0.4. ` +
      `Upstream runs once on 20 KB with autojunk off and is skipped (—) at 100 KB, where our results are not cross-checked. ` +
      `Every row with an upstream time was checked for identical matching blocks and ratio (or identical Dice score).`,
  )
}

await main()
const ONLY_FLAGS = [
  '--autojunk-note',
  '--jest-only',
  '--budget-only',
  '--large-only',
  '--lcs-only',
  '--guards-only',
  '--assertion-only',
  '--message-only',
  '--html-only',
]
if (!ONLY_FLAGS.some((flag) => args.has(flag))) {
  console.log('\n### The HTML report opened in Chromium\n')
  console.log(await htmlOpenTable())
}
