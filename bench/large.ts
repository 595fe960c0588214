/**
 * 1 MB of edited prose (`npm run bench -- --large-only`): textualDifference in the four
 * configurations the 1 MB goals name, and, char level with autojunk off, against one pass of the
 * suffix automaton over the same texts in the same run. The pass is one longest-match search of
 * the whole texts: the automaton of b built, a streamed through it. A comparison is a recursion of
 * such searches over nested windows, so the pass is what one level of it costs when nothing is
 * shared between windows; the goal is a comparison within 4x of it.
 *
 * The comparison's matching blocks are checked first against a recursion of fresh
 * `findLongestMatch` searches (each one alone: no automaton, chain or bound shared between
 * windows), which is difflib's definition; any difference aborts the run.
 */
import { type IndexedPair, LongestMatchFinder } from '../src/core/longest-match.js'
import { type MatchingBlock, SequenceMatcher, textualDifference } from '../src/index.js'
import { indexedPair } from '../test/core/support/indexed-pair.js'
import { blocksOfRecursion } from '../test/core/support/reference-matcher.js'
import { englishWords, prng, replaceWords } from './english.js'

type Format = (ms: number) => string

const GOAL_RATIO = 4

/** The 1 MB pair of bench/index.ts: seeded English, 10% of the words replaced. */
function largePair(): [string, string] {
  const random = prng(1000 * 1000 + 10)
  const words = englishWords(random, 1000 * 1000)
  return [words.join(' '), replaceWords(random, words, 0.1).join(' ')]
}

/** Both texts as symbols (one per UTF-16 code unit value, every position matchable). */
function indexChars(a: string, b: string): IndexedPair {
  const ids = new Map<number, number>()
  const intern = (text: string) => {
    const out = new Int32Array(text.length)
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      let id = ids.get(code)
      if (id === undefined) {
        id = ids.size
        ids.set(code, id)
      }
      out[i] = id
    }
    return out
  }
  const bIds = intern(b)
  const aIds = intern(a)
  return indexedPair(aIds, bIds, ids.size)
}

/** difflib's get_matching_blocks from one fresh `findLongestMatch` per window. */
function freshBlocks(a: string, b: string): MatchingBlock[] {
  const matcher = new SequenceMatcher(null, a, b, false)
  return blocksOfRecursion((alo, ahi, blo, bhi) => matcher.findLongestMatch(alo, ahi, blo, bhi), a.length, b.length)
}

function cpuMs(): number {
  const used = process.cpuUsage()
  return (used.user + used.system) / 1000
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.floor(sorted.length / 2)]!
}

/**
 * The comparison against one automaton pass, `rounds` rounds of one each, alternating which goes
 * first: medians of CPU time (this process's, GC and compiler threads included), the comparison's
 * wall-clock median beside it, and the median of the per-round ratios.
 */
export function automatonPassTable(formatMs: Format, rounds = 5): string {
  const [a, b] = largePair()
  const ours = new SequenceMatcher(null, a, b, false)
  const fresh = freshBlocks(a, b)
  if (JSON.stringify(ours.getMatchingBlocks()) !== JSON.stringify(fresh)) {
    throw new Error('1 MB: matching blocks differ from a recursion of fresh searches')
  }
  const matches = fresh.reduce((sum, block) => sum + block[2], 0)
  if (!Object.is(ours.ratio(), (2 * matches) / (a.length + b.length))) throw new Error('1 MB: ratio differs')
  const pair = indexChars(a, b)
  const pass = () => new LongestMatchFinder(0).find(pair, 0, a.length, 0, b.length)
  const compare = () => textualDifference(a, b)
  const passMs: number[] = []
  const compareMs: number[] = []
  const wallMs: number[] = []
  const ratios: number[] = []
  for (let round = 0; round < rounds; round++) {
    let passTime = 0
    let compareTime = 0
    for (const first of round % 2 ? [false, true] : [true, false]) {
      const start = cpuMs()
      if (first) {
        pass()
        passTime = cpuMs() - start
      } else {
        const wall = performance.now()
        compare()
        wallMs.push(performance.now() - wall)
        compareTime = cpuMs() - start
      }
    }
    passMs.push(passTime)
    compareMs.push(compareTime)
    ratios.push(compareTime / passTime)
  }
  const ratio = median(ratios)
  return [
    '| Input | One automaton pass | textualDifference | textualDifference, wall clock | Ratio | Goal |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    `| English 1 MB, 10% words replaced, char level, autojunk off | ${formatMs(median(passMs))} | ` +
      `${formatMs(median(compareMs))} | ${formatMs(median(wallMs))} | ${ratio.toFixed(2)}× | ` +
      `within ${GOAL_RATIO}× the pass: ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'} |`,
  ].join('\n')
}

/**
 * 1 MB of edited prose in the four configurations the 1 MB goals name: medians of `samples` calls
 * in CPU time (the goals compare against fixed times, and the machine's other processes slow the
 * wall clock), the wall-clock median beside it.
 */
export function largeTable(formatMs: Format, samples = 3): string {
  const [a, b] = largePair()
  const lines = [
    '| Input | Granularity | autojunk | Ours | Ours, wall clock | Goal |',
    '| --- | --- | --- | ---: | ---: | --- |',
  ]
  const times = new Map<string, number>()
  for (const granularity of ['char', 'word'] as const) {
    for (const autojunk of [false, true]) {
      const cpu: number[] = []
      const wall: number[] = []
      for (let s = 0; s < samples; s++) {
        const start = cpuMs()
        const wallStart = performance.now()
        textualDifference(a, b, { granularity, autojunk })
        wall.push(performance.now() - wallStart)
        cpu.push(cpuMs() - start)
      }
      times.set(`${granularity} ${autojunk}`, median(cpu))
      times.set(`${granularity} ${autojunk} wall`, median(wall))
      console.error(`  done: 1 MB ${granularity} autojunk ${autojunk} (${formatMs(median(cpu))})`)
    }
  }
  for (const granularity of ['char', 'word'] as const) {
    for (const autojunk of [false, true]) {
      const ms = times.get(`${granularity} ${autojunk}`)!
      const goal =
        granularity === 'char' && !autojunk
          ? `under 3 s: ${ms < 3000 ? 'met' : 'MISSED'}`
          : autojunk
            ? `not slower than autojunk off: ${ms <= times.get(`${granularity} false`)! ? 'met' : 'MISSED'}`
            : `not slower than char: ${ms <= times.get('char false')! ? 'met' : 'MISSED'}`
      const input = `English 1 MB, 10% words replaced | ${granularity} | ${autojunk ? 'on' : 'off'}`
      lines.push(
        `| ${input} | ${formatMs(ms)} | ${formatMs(times.get(`${granularity} ${autojunk} wall`)!)} | ${goal} |`,
      )
    }
  }
  return lines.join('\n')
}
