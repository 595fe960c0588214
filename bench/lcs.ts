/**
 * The Mastra 1.x LCS ratio (src/core/lcs.ts, bit-parallel) against the plain O(m * n) table in the
 * same run: `npm run bench -- --lcs-only`. Goals: at least 100x faster than the table at 4 KB,
 * under 1 s at 100 KB, memory linear in the input (bench/lcs-memory.ts, one child process per size).
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

/** Times are medians (bench/index.ts timeIt): of 7 samples, of 5 at 100 KB. */
export function lcsTable(timeIt: Time, formatMs: Format): string {
  const lines = [
    '| Input | Mastra table (number[][]) | Rolling-row table | Ours (bit-parallel, median) | Table / ours | Goal |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const size of [1000, 4000, 20_000, 100_000]) {
    const [a, b] = lcsPair(size)
    const ours = lcsLength(a, b)
    const oursMs = timeIt(() => lcsLength(a, b), size >= 100_000 ? 5 : 7)
    // The tables are quadratic: run them where that takes seconds, not minutes.
    const tableMs =
      size <= 20_000 ? timeIt(() => check(`${size}`, ours, tableLcsLength(a, b)), size > 4000 ? 1 : 3) : null
    const mastraMs = size <= 4000 ? timeIt(() => check(`${size}`, ours, mastraTableLcsLength(a, b)), 1) : null
    const ratio = tableMs === null ? null : tableMs / oursMs
    const goal =
      size === 4000
        ? `>= 100x the rolling table: ${ratio! >= 100 ? 'met' : 'MISSED'}`
        : size === 100_000
          ? `median < 1 s: ${oursMs < 1000 ? 'met' : 'MISSED'}`
          : ''
    lines.push(
      `| English ${size / 1000} KB vs 10% words replaced | ${mastraMs === null ? '—' : formatMs(mastraMs)} | ` +
        `${tableMs === null ? '—' : formatMs(tableMs)} | ${formatMs(oursMs)} | ` +
        `${ratio === null ? '—' : `${ratio.toFixed(0)}×`} | ${goal} |`,
    )
    console.error(`  done: LCS ${size}`)
  }
  // The worst case of the band: unrelated texts, where the pass covers (about) every word of V.
  const [a] = lcsPair(100_000)
  const unrelated = englishWords(prng(5), 100_000).join(' ')
  lcsLength(a, unrelated)
  lines.push(
    `| English 100 KB vs unrelated English 100 KB | — | — | ${formatMs(timeIt(() => lcsLength(a, unrelated), 5))} | — | |`,
  )
  console.error('  done: LCS 100 KB unrelated')
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
