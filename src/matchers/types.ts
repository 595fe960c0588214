import type {
  CustomScorerMatcherOptions,
  DifferenceOptions,
  ScorerArgument,
  SimilarityOptions,
  SyncSimilarityOptions,
} from './options.js'

/** The arguments of `toMatchSimilarSnapshot`: an optional hint and optional options, in either order. */
type SnapshotArguments = [hint?: string, options?: SimilarityOptions] | [options?: SimilarityOptions, hint?: string]

/** The same, with a custom scorer `S` in the options. */
type CustomSnapshotArguments<S extends ScorerArgument> =
  | [hint: string, options: CustomScorerMatcherOptions<S>]
  | [options: CustomScorerMatcherOptions<S>, hint?: string]

/** What a custom scorer's score function returns. */
type ScoreReturn<S> = S extends (...args: never[]) => infer Ret
  ? Ret
  : S extends { score(...args: never[]): infer Ret }
    ? Ret
    : never

/**
 * What a matcher returns with custom scorer `S`: a Promise to await whenever `S` may answer with
 * one (a method typed `number | Promise<number>` included), else the runner's usual `R`.
 *
 * @example
 * type T = ScorerResult<{ name: 'judge'; score(): Promise<number> }, void> // Promise<void>
 */
type ScorerResult<S, R> = [Extract<ScoreReturn<S>, PromiseLike<unknown>>] extends [never] ? R : Promise<Awaited<R>>

/**
 * The expect-similar assertions, as the runner entries add them to `expect(received)`.
 * `R` is the runner's return type (`void`, or a promise under `.resolves`/`.rejects`).
 *
 * @example
 * interface Assertion extends SimilarityMatchers<void> {}
 */
export interface SimilarityMatchers<R = void> {
  /**
   * Passes when the received text (a string or `{ text: string }`) scores at least `min` (0.7) against `expected`.
   *
   * @example
   * expect(reply).toBeSimilarTo('Paris is the capital of France', { min: 0.8 })
   */
  toBeSimilarTo<S extends ScorerArgument>(expected: string, options: CustomScorerMatcherOptions<S>): ScorerResult<S, R>
  // The general signature comes last: the runners' promisified types (`.resolves`) keep only the last overload.
  toBeSimilarTo(expected: string, options?: SimilarityOptions): R
  /**
   * Passes when the received text differs from `expected` by at most `changes` difflib opcodes.
   *
   * @example
   * expect('The quick brown cat').toDifferByAtMost('The quick brown fox', 1, { granularity: 'word' })
   */
  toDifferByAtMost(expected: string, changes: number, options?: DifferenceOptions): R
  /**
   * Passes when the best of `candidates` scores at least `min` against the received text.
   *
   * @example
   * expect(reply).toBeSimilarToAny(['Paris.', 'The capital is Paris.'])
   */
  toBeSimilarToAny<S extends ScorerArgument>(
    candidates: readonly string[],
    options: CustomScorerMatcherOptions<S>,
  ): ScorerResult<S, R>
  toBeSimilarToAny(candidates: readonly string[], options?: SimilarityOptions): R
  /**
   * Fuzzy snapshot: stores the received text in the `.snap` file on the first run, then passes while
   * the text scores at least `min` (0.7) against the stored one. A hint may come first or last.
   *
   * @example
   * expect(reply).toMatchSimilarSnapshot({ min: 0.8 })
   * expect(reply).toMatchSimilarSnapshot('greeting', { min: 0.8 })
   */
  // The general signature last: the runners' promisified assertion types keep only the last
  // overload. Its rest tuples allow a hint and options in either order, but never two hints.
  toMatchSimilarSnapshot<S extends ScorerArgument>(...args: CustomSnapshotArguments<S>): ScorerResult<S, R>
  toMatchSimilarSnapshot(...args: SnapshotArguments): R
}

/**
 * The asymmetric forms, on `expect` and `expect.not`.
 *
 * @example
 * expect(reply).toEqual({ answer: expect.similarTo('Paris is the capital of France') })
 */
export interface SimilarityAsymmetricMatchers {
  /**
   * Matches text scoring at least `min` against `expected`.
   *
   * @example
   * expect(call).toEqual({ text: expect.similarTo('Hello there', { min: 0.8 }) })
   */
  // `any`, as the runners type their own asymmetric matchers, so they fit inside any expected object.
  // An asymmetric matcher is checked synchronously inside an equality: async scorers are a type error.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  similarTo(expected: string, options?: SyncSimilarityOptions): any
  /**
   * Matches text differing from `expected` by at most `changes` difflib opcodes.
   *
   * @example
   * expect(log).toHaveBeenCalledWith(expect.differingByAtMost('Saved 3 files', 1, { granularity: 'word' }))
   */
  // biome-ignore lint/suspicious/noExplicitAny: as similarTo, it must fit inside any expected object
  differingByAtMost(expected: string, changes: number, options?: DifferenceOptions): any
}
