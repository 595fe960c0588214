/**
 * The calls timed by the Jest-vs-Node benchmark. The same module runs in plain Node
 * (bench/jest-ratio/node-run.ts) and inside a Jest test (bench/jest-ratio/ratio.jest.ts), where
 * Jest evaluates it in a `vm` context: there every global lookup (`Math`, `Infinity`,
 * `Int32Array`, ...) is an interceptor call, so a global read inside a hot loop shows up as a large
 * ratio. test/core/hot-globals.test.ts keeps such reads out of the core.
 */
import { contentSimilarity, textualDifference } from '../../src/core/index.js'
import { compactDiff } from '../../src/core/diff.js'
import { adversarialPairs } from '../adversarial.js'
import { englishWords, prng, replaceWords } from '../english.js'

export interface WorkloadTiming {
  name: string
  ms: number
}

function pair(chars: number, seed: number): [string, string] {
  const random = prng(seed)
  const words = englishWords(random, chars)
  return [words.join(' '), replaceWords(random, words, 0.1).join(' ')]
}

/**
 * CPU time of this process in ms. On a shared machine wall time mostly measures how long the
 * process waited for a core (2-4x the CPU time under load here); CPU time does not.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

// After a warm-up, the fastest of 9 samples of at least 20 ms each: the least disturbed by other processes, which
// matters because the two sides of the ratio run at different times.
function fastest(fn: () => unknown): number {
  // Warm up for 100 ms, so the first call of a process is not timed while still being compiled.
  const warm = cpuMs()
  do fn()
  while (cpuMs() - warm < 100)
  const times: number[] = []
  for (let s = 0; s < 9; s++) {
    const start = cpuMs()
    let calls = 0
    do {
      fn()
      calls++
    } while (cpuMs() - start < 20)
    times.push((cpuMs() - start) / calls)
  }
  return Math.min(...times)
}

/** The calls, by name. Repetitive inputs at 5 KB: 'the '×1250 vs 'the cat '×625 and the others. */
function calls(): Array<[name: string, call: () => unknown]> {
  const [a, b] = pair(1000, 1012)
  const [longA, longB] = pair(10_000, 10_012)
  const list: Array<[string, () => unknown]> = [
    ['textualDifference, 1 KB, char', () => textualDifference(a, b)],
    ['textualDifference, 10 KB, char', () => textualDifference(longA, longB)],
    ['textualDifference, 10 KB, word', () => textualDifference(longA, longB, { granularity: 'word' })],
    ['textualDifference, 10 KB, autojunk on', () => textualDifference(longA, longB, { autojunk: true })],
  ]
  for (const shape of adversarialPairs(5000)) {
    list.push([`textualDifference, 5 KB, ${shape.name}`, () => textualDifference(shape.a, shape.b)])
  }
  for (const shape of adversarialPairs(20_000)) {
    list.push([
      `textualDifference, 20 KB, word, ${shape.name}`,
      () => textualDifference(shape.a, shape.b, { granularity: 'word' }),
    ])
  }
  list.push(
    ['contentSimilarity, 1 KB', () => contentSimilarity(a, b)],
    ['contentSimilarity, 10 KB', () => contentSimilarity(longA, longB)],
    ['compactDiff, 10 KB', () => compactDiff(longA, longB)],
  )
  return list
}

/** Fastest per-call time of each call, in ms; `only` keeps the calls whose name contains it. */
export function runWorkload(only = ''): WorkloadTiming[] {
  return calls()
    .filter(([name]) => name.includes(only))
    .map(([name, call]) => ({ name, ms: fastest(call) }))
}
