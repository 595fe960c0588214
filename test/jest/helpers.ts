import { stripVTControlCharacters } from 'node:util'

/** Runs a failing assertion and returns its message without colors (as with colors off). */
export function failureOf(assertion: () => unknown): string {
  try {
    assertion()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  throw new Error('expected the assertion to fail, but it passed')
}
