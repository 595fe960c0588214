import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const MATCHERS_DIR = join(__dirname, '../../src/matchers')

function camelCase(file: string): string {
  return file.replace(/\.ts$/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

// Same rule as test/matchers/entries.test.ts: `to-*.ts` files are assertions; files defining a
// TextAsymmetricMatcher subclass are asymmetric forms; each exports a function named after the file.
const files = readdirSync(MATCHERS_DIR).filter((file) => file.endsWith('.ts'))
const symmetric = files.filter((file) => /^to-/.test(file)).map(camelCase)
const asymmetric = files
  .filter((file) => /^export class \w+ extends TextAsymmetricMatcher\b/m.test(readFileSync(join(MATCHERS_DIR, file), 'utf8')))
  .map(camelCase)

describe('expect-similar/jest', () => {
  it('finds the matcher files', () => {
    expect([...symmetric, ...asymmetric].sort()).toEqual([
      'differingByAtMost',
      'similarTo',
      'toBeSimilarTo',
      'toBeSimilarToAny',
      'toDifferByAtMost',
      'toMatchSimilarSnapshot',
    ])
  })

  it('registers every assertion on expect(...)', () => {
    for (const name of symmetric) {
      expect(typeof (expect('') as unknown as Record<string, unknown>)[name]).toBe('function')
      expect(typeof (expect('').not as unknown as Record<string, unknown>)[name]).toBe('function')
    }
  })

  it('registers every asymmetric form on expect and expect.not', () => {
    for (const name of asymmetric) {
      expect(typeof (expect as unknown as Record<string, unknown>)[name]).toBe('function')
      expect(typeof (expect.not as unknown as Record<string, unknown>)[name]).toBe('function')
    }
  })

  it('exports every matcher from the built expect-similar/matchers', () => {
    const entry = require('../../dist/matchers.cjs') as Record<string, unknown> & { matchers: Record<string, unknown> }
    for (const name of [...symmetric, ...asymmetric]) expect(typeof entry[name]).toBe('function')
    expect(Object.keys(entry.matchers).sort()).toEqual([...symmetric].sort())
  })
})
