/** A coloring function of the runner; the identity when the runner turns colors off. */
export type Color = (text: string) => string

/** The subset of `matcherHint` options both runners accept. */
export interface HintOptions {
  isNot?: boolean
  promise?: string
  secondArgument?: string
  comment?: string
}

/**
 * The part of `this` in a custom matcher that expect-similar uses. Both Vitest's and Jest's
 * matcher state satisfy it; the runner-specific fields are optional.
 *
 * @example
 * function toBeShort(this: MatcherContext, received: string) {
 *   return { pass: received.length < 10, message: () => this.utils.matcherHint('toBeShort') }
 * }
 */
export interface MatcherContext {
  isNot?: boolean
  promise?: string
  utils: {
    matcherHint(matcherName: string, received?: string, expected?: string, options?: HintOptions): string
    EXPECTED_COLOR: Color
    RECEIVED_COLOR: Color
  }
  /** Jest: absolute path of the running test file. */
  testPath?: string
  /** Both runners: full name of the running test (not reliable under `test.concurrent`). */
  currentTestName?: string
  /** Jest 29.7+: the test of the current async context, right under `test.concurrent`. */
  currentConcurrentTestName?: () => string | undefined
  /** Jest 30.5+: the running test's own object (its `invocations` count starts, retries included). */
  currentTestIdentity?: () => unknown
  /** Vitest: the test this `expect` belongs to (the test-context `expect`'s own task). */
  task?: unknown
  /** Vitest: set while `expect.poll` runs the matcher. */
  poll?: boolean
  /** Vitest: the chai assertion; the same object on every `expect.poll` attempt. */
  assertion?: object
}
