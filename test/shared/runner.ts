import { stripVTControlCharacters } from 'node:util'
import type { ExpectStatic } from 'vitest'

/**
 * What a test body shared by the Vitest and the Jest suites needs from the runner it runs in: that
 * runner's own globals, so the same assertions exercise each runner's `expect` with the matchers it
 * registered. `expect` is typed as Vitest's; Jest's has the same shape for everything the bodies use.
 */
export interface RunnerGlobals {
  describe: (name: string, body: () => void) => void
  // Bodies take no argument: Jest would read one as a `done` callback.
  it: (name: string, body: () => void | Promise<void>) => void
  expect: ExpectStatic
  /** A mock function (vi.fn, jest.fn), for toHaveBeenCalledWith. */
  fn: () => (...args: unknown[]) => unknown
}

/** Runs a failing assertion and returns its message without colors (as with colors off). */
export function failureOf(assertion: () => unknown): string {
  try {
    assertion()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  throw new Error('expected the assertion to fail, but it passed')
}

/** A whole failure message, one argument a line, as a shared body compares it in either runner. */
export function message(...lines: string[]): string {
  return lines.join('\n')
}
