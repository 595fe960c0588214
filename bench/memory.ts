/**
 * Peak memory of one textualDifference call, run in a child process by bench/index.ts:
 *   node --expose-gc --import tsx bench/memory.ts <chars> <granularity> <autojunk>
 * Prints JSON: the peak resident set size above the RSS measured just before the call (after
 * the texts were built and garbage collected), per input character (reference + output).
 */
import { textualDifference } from '../src/core/index.js'
import { englishWords, prng, replaceWords } from './english.js'

const [size = '1000000', granularity = 'char', autojunk = 'false'] = process.argv.slice(2)
const random = prng(Number(size) + 17)
const words = englishWords(random, Number(size))
const a = words.join(' ')
const b = replaceWords(random, words, 0.1).join(' ')
words.length = 0
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
gc()
gc()
const before = process.memoryUsage().rss
const start = performance.now()
textualDifference(a, b, { granularity: granularity as 'char', autojunk: autojunk === 'true' })
const ms = performance.now() - start
// maxRSS (KiB) is the peak of the whole process; if building the texts peaked higher than the
// call, this over-states the call's share, never under-states it.
const peak = process.resourceUsage().maxRSS * 1024
const chars = a.length + b.length
const bytesPerChar = (peak - before) / chars
console.log(JSON.stringify({ chars, ms, rssBefore: before, peak, bytesPerChar, totalBytesPerChar: peak / chars }))
