/**
 * Peak memory of one LCS computation, run in a child process by bench/lcs.ts:
 *   node --expose-gc --import tsx bench/lcs-memory.ts <chars> <bit-parallel|mastra-table>
 * Prints JSON: the peak RSS above the RSS just before the call, per input character (both texts).
 */
import { lcsLength } from '../src/core/lcs.js'
import { lcsPair } from './lcs.js'
import { mastraTableLcsLength } from './lcs-table.js'

const [size = '100000', algorithm = 'bit-parallel'] = process.argv.slice(2)
const [a, b] = lcsPair(Number(size))
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
gc()
gc()
const before = process.memoryUsage().rss
const start = performance.now()
// The default budget would refuse 1 MB: this measures the algorithm, not the limit.
if (algorithm === 'mastra-table') mastraTableLcsLength(a, b)
else lcsLength(a, b, Infinity)
const ms = performance.now() - start
// maxRSS is the whole process's peak; if building the texts peaked higher, this over-states the call.
const added = process.resourceUsage().maxRSS * 1024 - before
console.log(JSON.stringify({ ms, added, bytesPerChar: added / (a.length + b.length) }))
