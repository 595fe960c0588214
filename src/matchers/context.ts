import type { TestState } from '../channel/send.js'

/** A coloring function of the runner; the identity when the runner turns colors off. */
type Color = (text: string) => string

/** The subset of `matcherHint` options both runners accept. */
interface HintOptions {
  isNot?: boolean
  promise?: string
  secondArgument?: string
  comment?: string
}

/**
 * The part of `this` in a custom matcher that expect-similar uses. Both Vitest's and Jest's
 * matcher state satisfy it; the fields that name the running test come from {@link TestState}.
 *
 * @example
 * function toBeShort(this: MatcherContext, received: string) {
 *   return { pass: received.length < 10, message: () => this.utils.matcherHint('toBeShort') }
 * }
 */
export interface MatcherContext extends TestState {
  isNot?: boolean
  promise?: string
  utils: {
    matcherHint(matcherName: string, received?: string, expected?: string, options?: HintOptions): string
    EXPECTED_COLOR: Color
    RECEIVED_COLOR: Color
  }
}

/**
 * What a custom matcher returns to either runner.
 *
 * @example
 * const result: MatcherResult = { pass: true, message: () => 'never shown' }
 */
export interface MatcherResult {
  pass: boolean
  message: () => string
}
