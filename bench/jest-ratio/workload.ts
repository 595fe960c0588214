/**
 * The calls timed by the Jest-vs-Node benchmark. The same module runs in plain Node (imported by
 * bench/index.ts) and inside a Jest test (bench/jest-ratio/ratio.jest.ts), where Jest evaluates it
 * in a `vm` context: there every global lookup (`Math`, `Int32Array`, ...) is much slower, so a
 * global read inside a hot loop shows up as a large ratio.
 */
import { contentSimilarity, textualDifference } from '../../src/core/index.js'
import { compactDiff } from '../../src/core/diff.js'
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

// The fastest of 9 samples: the least disturbed by other processes, which matters because the
// two sides of the ratio run at different times.
function fastest(fn: () => unknown): number {
  fn()
  const times: number[] = []
  for (let s = 0; s < 9; s++) {
    const start = performance.now()
    let calls = 0
    do {
      fn()
      calls++
    } while (performance.now() - start < 20)
    times.push((performance.now() - start) / calls)
  }
  return Math.min(...times)
}

/** Fastest per-call time of each call, in ms. */
export function runWorkload(): WorkloadTiming[] {
  const [a, b] = pair(1000, 1012)
  const [longA, longB] = pair(10_000, 10_012)
  return [
    { name: 'textualDifference, 1 KB, char', ms: fastest(() => textualDifference(a, b)) },
    { name: 'textualDifference, 10 KB, char', ms: fastest(() => textualDifference(longA, longB)) },
    {
      name: 'textualDifference, 10 KB, word',
      ms: fastest(() => textualDifference(longA, longB, { granularity: 'word' })),
    },
    {
      name: 'textualDifference, 10 KB, autojunk on',
      ms: fastest(() => textualDifference(longA, longB, { autojunk: true })),
    },
    { name: 'contentSimilarity, 1 KB', ms: fastest(() => contentSimilarity(a, b)) },
    { name: 'contentSimilarity, 10 KB', ms: fastest(() => contentSimilarity(longA, longB)) },
    { name: 'compactDiff, 10 KB', ms: fastest(() => compactDiff(longA, longB)) },
  ]
}
