/**
 * The Mastra 1.x LCS ratio (src/core/lcs.ts, bit-parallel) against the plain O(m * n) table in the
 * same run, in CPU time per call: `npm run bench -- --lcs-only`. Goals: at least 100x faster than
 * the table at 4 KB, under 1 s at 100 KB, memory linear in the input (bench/lcs-memory.ts, one child
 * process per size).
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { lcsLength } from '../src/core/lcs.js'
import { englishWords, prng, replaceWords } from './english.js'
import { mastraTableLcsLength, tableLcsLength } from './lcs-table.js'

type Time = (fn: () => unknown, samples: number) => number
type Format = (ms: number) => string

/** An English pair of about `chars` characters each, 10% of the words replaced, fixed by its seed. */
export function lcsPair(chars: number): [string, string] {
  const random = prng(chars + 41)
  const words = englishWords(random, chars)
  return [words.join(' '), replaceWords(random, words, 0.1).join(' ')]
}

function check(what: string, ours: number, table: number): void {
  if (ours !== table) throw new Error(`LCS DIFFERS on ${what}: ours ${ours}, table ${table}`)
}

/**
 * Median CPU time per call in ms (this process's user + system time), fast calls batched so each
 * sample lasts at least ~50 ms (the batch doubles until it does): other processes on shared cores
 * slow the wall clock, not this. It includes the process's GC and compiler threads.
 */
function cpuTimeIt(fn: () => unknown, samples: number): number {
  const cpu = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since)
    return (used.user + used.system) / 1000
  }
  let start = process.cpuUsage()
  fn()
  const first = cpu(start)
  if (samples <= 1) return first
  let batch = 1
  for (;;) {
    start = process.cpuUsage()
    for (let k = 0; k < batch; k++) fn()
    if (cpu(start) >= 50) break
    batch *= 2
  }
  const times: number[] = []
  for (let s = 0; s < samples; s++) {
    start = process.cpuUsage()
    for (let k = 0; k < batch; k++) fn()
    times.push(cpu(start) / batch)
  }
  times.sort((x, y) => x - y)
  return times[Math.floor(times.length / 2)]!
}

/**
 * Ours against the tables at 1-100 KB, and ours on unrelated 100 KB texts (the band's worst case).
 * Times and ratios are medians of CPU time (7 samples, 5 at 100 KB; the tables once at 20 KB),
 * the wall-clock median beside ours (bench/index.ts timeIt).
 */
export function lcsTable(timeIt: Time, formatMs: Format): string {
  const lines = [
    '| Input | Mastra table (number[][]) | Rolling-row table | Ours (bit-parallel) | Ours, wall clock | ' +
      'Table / ours | Goal |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  const [a100] = lcsPair(100_000)
  const unrelated = englishWords(prng(5), 100_000).join(' ')
  const pairs: Array<[string, string, string, number]> = [1000, 4000, 20_000, 100_000].map((size) => {
    const [a, b] = lcsPair(size)
    return [`English ${size / 1000} KB vs 10% words replaced`, a, b, size]
  })
  pairs.push(['English 100 KB vs unrelated English 100 KB', a100!, unrelated, 0])
  for (const [input, a, b, size] of pairs) {
    const ours = lcsLength(a, b)
    const samples = a.length >= 100_000 ? 5 : 7
    const oursMs = cpuTimeIt(() => lcsLength(a, b), samples)
    const wallMs = timeIt(() => lcsLength(a, b), samples)
    // The tables are quadratic: run them where that takes seconds, not minutes.
    const tableMs =
      size > 0 && size <= 20_000 ? cpuTimeIt(() => check(input, ours, tableLcsLength(a, b)), size > 4000 ? 1 : 3) : null
    const mastraMs =
      size > 0 && size <= 4000 ? cpuTimeIt(() => check(input, ours, mastraTableLcsLength(a, b)), 1) : null
    const ratio = tableMs === null ? null : tableMs / oursMs
    const goal =
      size === 4000
        ? `>= 100x the rolling table: ${ratio! >= 100 ? 'met' : 'MISSED'}`
        : size === 100_000
          ? `< 1 s: ${oursMs < 1000 ? 'met' : 'MISSED'}`
          : ''
    lines.push(
      `| ${input} | ${mastraMs === null ? '—' : formatMs(mastraMs)} | ` +
        `${tableMs === null ? '—' : formatMs(tableMs)} | ${formatMs(oursMs)} | ${formatMs(wallMs)} | ` +
        `${ratio === null ? '—' : `${ratio.toFixed(0)}×`} | ${goal} |`,
    )
    console.error(`  done: LCS ${input}`)
  }
  return lines.join('\n')
}

/** Peak memory of one LCS call per size, each in a fresh child process (see bench/lcs-memory.ts). */
export function lcsMemoryTable(formatMs: Format): string {
  const lines = [
    '| Input | Algorithm | Time | Peak RSS added | Bytes per input char |',
    '| --- | --- | ---: | ---: | ---: |',
  ]
  const script = fileURLToPath(new URL('./lcs-memory.ts', import.meta.url))
  const runs: Array<[number, string]> = [
    [4000, 'mastra-table'],
    [4000, 'bit-parallel'],
    [20_000, 'bit-parallel'],
    [100_000, 'bit-parallel'],
  ]
  for (const [size, algorithm] of runs) {
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, String(size), algorithm], {
      encoding: 'utf8',
    })
    if (child.status !== 0) throw new Error(`bench/lcs-memory.ts failed: ${child.stderr}`)
    const m = JSON.parse(child.stdout) as { ms: number; added: number; bytesPerChar: number }
    lines.push(
      `| English ${size / 1000} KB, 10% words replaced | ${algorithm} | ${formatMs(m.ms)} | ` +
        `${(m.added / 1e6).toFixed(1)} MB | ${m.bytesPerChar.toFixed(1)} |`,
    )
    console.error(`  done: LCS memory ${size} ${algorithm}`)
  }
  return lines.join('\n')
}
