/**
 * What a failing `toBeSimilarTo` costs against a passing one on the same long texts: the
 * failing assertion also builds its message (and its diff), which must stay a small multiple of
 * the score whatever the length. Goal: failing / passing <= 3x at 1 MB and 10 MB.
 *
 *   npm run bench -- --message-only
 */
import type { MatcherContext } from '../src/matchers/context.js'
import { toBeSimilarTo } from '../src/matchers/to-be-similar-to.js'
import { englishWords, prng, replaceWords } from './english.js'

const GOAL = 3
const plain = (text: string): string => text
const context: MatcherContext = {
  isNot: false,
  utils: { matcherHint: (name) => name, EXPECTED_COLOR: plain, RECEIVED_COLOR: plain },
}

/** Best of `rounds` in ms (one run of a 10 MB pair is long enough to time on its own). */
function best(fn: () => unknown, rounds: number): number {
  let fastest = Number.POSITIVE_INFINITY
  for (let round = 0; round < rounds; round++) {
    const start = performance.now()
    fn()
    fastest = Math.min(fastest, performance.now() - start)
  }
  return fastest
}

function shapes(chars: number): Array<[string, string, string]> {
  const random = prng(chars + 3)
  const words = englishWords(random, chars)
  const expected = words.join(' ')
  const middle = Math.floor(words.length / 2)
  const oneChange = [...words.slice(0, middle), 'inserted', ...words.slice(middle + 1)].join(' ')
  return [
    ['10% words replaced', expected, replaceWords(random, words, 0.1).join(' ')],
    ['one word replaced', expected, oneChange],
  ]
}

/** The Markdown table of failing / passing assertion cost at 1 MB and 10 MB. */
export function messageCostTable(): string {
  const lines = [
    '| input | passing | failing (with message) | failing / passing | goal |',
    '| --- | ---: | ---: | ---: | --- |',
  ]
  for (const chars of [1_000_000, 10_000_000]) {
    for (const [shape, expected, received] of shapes(chars)) {
      const rounds = chars > 1_000_000 ? 2 : 5
      const passing = best(() => toBeSimilarTo.call(context, received, expected, { min: 0 }), rounds)
      const failing = best(() => {
        const result = toBeSimilarTo.call(context, received, expected, { min: 1 })
        if (result instanceof Promise) throw new Error('a built-in scorer answered with a promise')
        if (result.pass) throw new Error('the failing assertion passed')
        return result.message()
      }, rounds)
      const ratio = failing / passing
      lines.push(
        `| ${chars / 1e6} MB, ${shape} | ${passing.toFixed(0)} ms | ${failing.toFixed(0)} ms | ${ratio.toFixed(2)}× | ` +
          `≤ ${GOAL}×: ${ratio <= GOAL ? 'met' : 'MISSED'} |`,
      )
    }
  }
  return lines.join('\n')
}
