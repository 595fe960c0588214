import { describe, expect, it } from 'vitest'
import { assertNoPendingAssertions, trackPending } from '../../src/matchers/pending.js'
import { setupVitest } from '../../src/runners/vitest-setup.js'

// What the Vitest entry registers, driven by hand with Vitest's hook functions replaced.
type Around = (runTest: () => Promise<void>, context: { task: unknown }) => Promise<void>

function parts(aroundEach: unknown, currentTest: unknown = undefined) {
  return {
    expect: { not: {} },
    beforeAll: () => {},
    beforeEach: () => {},
    getCurrentTest: () => currentTest,
    aroundEach,
  }
}

describe('setupVitest', () => {
  it('refuses a Vitest without aroundEach (below the peer range), naming the Vitest it needs', () => {
    expect(() => setupVitest(parts(undefined))).toThrowError(
      "expect-similar/vitest needs Vitest >= 4.1.4, whose aroundEach hook keeps each test's async context; " +
        'this Vitest exports aroundEach as undefined',
    )
  })

  it("ties an async assertion to the test aroundEach runs it in, not to Vitest's current test", async () => {
    let around: Around | undefined
    const current = { type: 'test', meta: {}, name: 'started last' }
    setupVitest(parts((fn: Around) => (around = fn), current))
    const task = { type: 'test', meta: {}, name: 'own' }
    let finish: () => void = () => {}
    await around!(
      async () => {
        trackPending(new Promise<void>((resolve) => (finish = resolve)), 'an assertion')
      },
      { task },
    )
    expect(() => assertNoPendingAssertions(current)).not.toThrow()
    expect(() => assertNoPendingAssertions(task)).toThrowError('an assertion was still running when the test ended')
    finish()
  })
})
