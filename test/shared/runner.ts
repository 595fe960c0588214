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

/** Runs a failing assertion and returns its message as the runner prints it, colors included. */
export function rawFailureOf(assertion: () => unknown): string {
  try {
    assertion()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the assertion to fail, but it passed')
}

// The runner's own colors: SGR sequences such as ESC[31m.
const COLORS = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g')
// What a terminal acts on instead of printing, besides line feeds: C0/C1 controls, separators, bidi controls.
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu

/**
 * The control and bidi characters a printed message still holds once the runner's colors and its
 * line feeds are set aside, as `\uXXXX` strings: `[]` when every untrusted text was escaped.
 */
export function unsafeCharactersIn(printed: string): string[] {
  return [...printed.replace(COLORS, '').matchAll(UNSAFE)].map(
    ([character]) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** A whole failure message, one argument a line, as a shared body compares it in either runner. */
export function message(...lines: string[]): string {
  return lines.join('\n')
}
