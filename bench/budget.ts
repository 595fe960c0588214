/**
 * The work budget against the exact answer: for each input, the time of the exact answer (budget
 * Infinity) and, when the default budget refuses it, the time until the refusal, and their ratio.
 * The budget is meant to refuse only inputs whose exact answer takes far longer than the refusal
 * (goal: at least 7x), and no input whose exact answer takes under about a second.
 * CPU time of this process, one run per cell (the large cells take seconds).
 */
import { ScoringBudgetError, textualDifference } from '../src/index.js'
import { adversarialPairs, quadraticPairs } from './adversarial.js'
import { englishWords, prng, replaceWords } from './english.js'

function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`
  if (ms >= 10) return `${ms.toFixed(0)} ms`
  return `${ms.toFixed(1)} ms`
}

/** ms of one call, and the error it threw (if a ScoringBudgetError). */
function run(a: string, b: string, budget?: number): { ms: number; error: ScoringBudgetError | null } {
  const start = cpuMs()
  try {
    textualDifference(a, b, budget === undefined ? undefined : { budget })
    return { ms: cpuMs() - start, error: null }
  } catch (error) {
    if (!(error instanceof ScoringBudgetError)) throw error
    return { ms: cpuMs() - start, error }
  }
}

/** `sizes` in UTF-16 code units per side. */
export function budgetTable(sizes: readonly number[] = [20_000, 100_000, 200_000, 300_000, 500_000]): string {
  const lines = [
    '| Input | Size | Exact answer | Default budget | Exact / refusal | Estimate in the message |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ]
  // Warm up the JIT on a mid-size input, so the first row is not slower than the rest.
  for (const pair of quadraticPairs(20_000)) run(pair.a, pair.b, Number.POSITIVE_INFINITY)
  let worst = Number.POSITIVE_INFINITY
  let slowestAnswered = 0
  let fastestRefused = Number.POSITIVE_INFINITY
  for (const size of sizes) {
    const random = prng(size + 7)
    const words = englishWords(random, size)
    const prose = {
      name: 'English, 50% words replaced',
      a: words.join(' '),
      b: replaceWords(random, words, 0.5).join(' '),
    }
    const shapes = [...quadraticPairs(size), ...(size <= 100_000 ? adversarialPairs(size) : []), prose]
    for (const { name, a, b } of shapes) {
      const exact = run(a, b, Number.POSITIVE_INFINITY)
      const bounded = run(a, b)
      const cells = [name, `${size / 1000} KB`, formatMs(exact.ms)]
      if (bounded.error === null) {
        slowestAnswered = Math.max(slowestAnswered, exact.ms)
        cells.push('answered', '—', '—')
      } else {
        const ratio = exact.ms / bounded.ms
        worst = Math.min(worst, ratio)
        fastestRefused = Math.min(fastestRefused, exact.ms)
        const expected = bounded.error.expectedMs ?? 0
        cells.push(`refused after ${formatMs(bounded.ms)}`, `${ratio.toFixed(1)}×`, formatMs(expected))
      }
      lines.push(`| ${cells.join(' | ')} |`)
      console.error(`  done: budget ${name} ${size}`)
    }
  }
  const none = (value: number, text: string): string => (value === Number.POSITIVE_INFINITY ? '—' : text)
  lines.push(
    `\nSmallest exact / refusal ratio: ${none(worst, `${worst.toFixed(1)}×`)}; ` +
      `fastest refused exact answer: ${none(fastestRefused, formatMs(fastestRefused))}; ` +
      `slowest answered: ${formatMs(slowestAnswered)}. CPU time, one run per cell.`,
  )
  return lines.join('\n')
}
