import { describe, expect, it, jest } from '@jest/globals'
import { failureOf, message, type RunnerGlobals } from '../shared/runner.js'
import { algorithmLcsCases } from '../shared/matchers/algorithm-lcs.js'
import { differingByAtMostCases } from '../shared/matchers/differing-by-at-most.js'
import { guardCases } from '../shared/matchers/guard.js'
import { rejectCases } from '../shared/matchers/reject.js'
import { similarToCases } from '../shared/matchers/similar-to.js'
import { toBeSimilarToAnyCases } from '../shared/matchers/to-be-similar-to-any.js'
import { toBeSimilarToCases } from '../shared/matchers/to-be-similar-to.js'
import { toDifferByAtMostCases } from '../shared/matchers/to-differ-by-at-most.js'

// The matcher cases of the Vitest suite (test/matchers/), run on Jest's expect as the built
// expect-similar/jest registered it. Jest's expect has Vitest's shape for all the cases use.
const jestGlobals: RunnerGlobals = { describe, it, expect: expect as unknown as RunnerGlobals['expect'], fn: jest.fn }

toBeSimilarToCases(jestGlobals)
toDifferByAtMostCases(jestGlobals)
toBeSimilarToAnyCases(jestGlobals)
similarToCases(jestGlobals)
differingByAtMostCases(jestGlobals)
rejectCases(jestGlobals)
algorithmLcsCases(jestGlobals)
guardCases(jestGlobals)

// How Jest prints the asymmetric form in the diff of a failed toEqual.
describe('asymmetric forms', () => {
  it('print as SimilarTo<...> in the diff of a failed toEqual', () => {
    expect(
      failureOf(() => expect({ answer: 'zzz' }).toEqual({ answer: expect.similarTo('Paris', { min: 0.8 }) })),
    ).toBe(
      message(
        'expect(received).toEqual(expected) // deep equality',
        '',
        '- Expected  - 1',
        '+ Received  + 1',
        '',
        '  Object {',
        '-   "answer": SimilarTo<"Paris", { min: 0.8 }, received 0.00>,',
        '+   "answer": "zzz",',
        '  }',
      ),
    )
  })

  it('print a long expected text cut, with the score that failed', () => {
    const expected = `${'Paris is the capital of France. '.repeat(1600)}`.trim()
    const failure = failureOf(() =>
      expect({ answer: 'Lyon is the capital of France.' }).toEqual({
        answer: expect.similarTo(expected, { min: 0.9 }),
      }),
    )
    const line = failure.split('\n').find((l) => l.includes('SimilarTo<')) ?? ''
    expect(line).toBe(
      `-   "answer": SimilarTo<${JSON.stringify(`${expected.slice(0, 160)}…`)} (${expected.length} characters), { min: 0.9 }, received 0.00>,`,
    )
    expect(failure.length).toBeLessThan(600)
  })

  it('print the changes that failed', () => {
    expect(failureOf(() => expect(['kitten']).toEqual([expect.differingByAtMost('sitting', 2)]))).toContain(
      '-   DifferingByAtMost<"sitting", 2, received 3 changes>,',
    )
  })
})
