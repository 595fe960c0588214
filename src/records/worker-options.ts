import { describeValue, isPlainObject } from '../core/validate.js'
import { DEFAULT_MAX_TEXT_LENGTH, type TextsSetting } from './texts.js'

// The options that change what the test workers record. The reporter provides them to the workers
// (`provide`/`inject`), but a run reported by another reporter (`--reporter=blob` on shard machines)
// has no expect-similar reporter to do so: the Vitest config's `test.provide.expectSimilar` reaches
// the workers however the run is reported, and the reporter of the merged run reads it too.

/** The key of Vitest's `test.provide` that holds {@link WorkerOptions}. */
export const WORKER_OPTIONS_PROVIDE_KEY = 'expectSimilar'

/** Where {@link WorkerOptions} are given, for messages. */
const WHERE = `test.provide.${WORKER_OPTIONS_PROVIDE_KEY}`

/** The reporter options a worker applies, as `test.provide.expectSimilar` gives them. */
export interface WorkerOptions {
  probes?: boolean
  includeTexts?: boolean
  maxTextLength?: number
  annotate?: 'all' | 'failures' | 'none'
}

const WORKER_OPTION_KEYS = ['probes', 'includeTexts', 'maxTextLength', 'annotate'] as const

/**
 * Checks `test.provide.expectSimilar` and returns its options ({} when it is not set); throws a
 * TypeError naming the bad key, what was expected and what was received.
 *
 * @example
 * readWorkerOptions({ probes: true }) // { probes: true }
 */
export function readWorkerOptions(value: unknown): WorkerOptions {
  if (value === undefined) return {}
  const fail = (message: string): never => {
    throw new TypeError(`expect-similar: ${message}`)
  }
  if (!isPlainObject(value)) fail(`${WHERE} must be an object, received ${describeValue(value)}`)
  const o = value as Record<string, unknown>
  const unknown = Object.keys(o).find((key) => !(WORKER_OPTION_KEYS as readonly string[]).includes(key))
  if (unknown !== undefined) {
    fail(
      `unknown option ${JSON.stringify(unknown)} in ${WHERE}; expected one of ${WORKER_OPTION_KEYS.join(', ')} ` +
        '(the other options go to the reporter)',
    )
  }
  const problem = workerOptionsProblem(o, (key) => `${WHERE}.${key}`)
  if (problem !== null) fail(problem)
  return { ...o } as WorkerOptions
}

/**
 * What is wrong with the worker options of `options`, or null: the one rule for them, whether the
 * reporter options or `test.provide.expectSimilar` give them. `nameOf` is the noun a message uses
 * for a key (`option probes`, `test.provide.expectSimilar.probes`).
 *
 * @example
 * workerOptionsProblem({ maxTextLength: 0 }, (key) => `option ${key}`)
 * // 'option maxTextLength must be a positive integer, received number 0'
 */
export function workerOptionsProblem(
  options: Readonly<Record<string, unknown>>,
  nameOf: (key: (typeof WORKER_OPTION_KEYS)[number]) => string,
): string | null {
  for (const key of ['probes', 'includeTexts'] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'boolean')
      return `${nameOf(key)} must be a boolean, received ${describeValue(options[key])}`
  }
  const max = options.maxTextLength
  if (max !== undefined && !(Number.isSafeInteger(max) && (max as number) > 0))
    return `${nameOf('maxTextLength')} must be a positive integer, received ${describeValue(max)}`
  // A cap on texts that are never kept would look like a setting that does something.
  if (max !== undefined && options.includeTexts === false)
    return `${nameOf('maxTextLength')} has no effect with includeTexts: false; remove one`
  const annotate = options.annotate
  if (annotate !== undefined && annotate !== 'all' && annotate !== 'failures' && annotate !== 'none')
    return `${nameOf('annotate')} must be 'all', 'failures' or 'none', received ${describeValue(annotate)}`
  return null
}

/** The texts setting the options ask for, or undefined when they leave it to `EXPECT_SIMILAR_TEXTS`. */
export function workerTexts(options: WorkerOptions): TextsSetting | undefined {
  if (options.includeTexts === false) return false
  if (options.maxTextLength !== undefined) return options.maxTextLength
  return options.includeTexts === true ? DEFAULT_MAX_TEXT_LENGTH : undefined
}

/**
 * The reporter's options with those `test.provide.expectSimilar` gives; throws a TypeError when
 * both give one with different values, since the workers of a run reported otherwise see only the
 * config's.
 *
 * @example
 * withWorkerOptions({ outputFile: 'scores.json' }, { probes: true }) // { probes: true, outputFile: 'scores.json' }
 */
export function withWorkerOptions<T extends WorkerOptions>(options: T, config: WorkerOptions): T {
  for (const key of WORKER_OPTION_KEYS) {
    if (options[key] !== undefined && config[key] !== undefined && options[key] !== config[key]) {
      throw new TypeError(
        `expect-similar: option ${key} is ${JSON.stringify(options[key])} in the reporter options but ` +
          `${JSON.stringify(config[key])} in ${WHERE}; give it in one place (${WHERE} reaches the test workers ` +
          'however the run is reported)',
      )
    }
  }
  return { ...config, ...options }
}
