import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import '../../src/vitest.js'
import { describe, expect, it } from 'vitest'
import * as entry from '../../src/matchers.js'
import { TextAsymmetricMatcher } from '../../src/matchers/asymmetric.js'

const MATCHERS_DIR = fileURLToPath(new URL('../../src/matchers/', import.meta.url))

function camelCase(file: string): string {
  return file.replace(/\.ts$/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

function isAsymmetricMatcherClass(value: unknown): boolean {
  return typeof value === 'function' && value.prototype instanceof TextAsymmetricMatcher
}

// A matcher file exports a function named after the file (to-be-similar-to.ts -> toBeSimilarTo):
// `to...` for an assertion, or next to a TextAsymmetricMatcher subclass for an asymmetric form.
async function matcherFiles(): Promise<{ file: string; name: string; symmetric: boolean }[]> {
  const found = []
  for (const file of readdirSync(MATCHERS_DIR).filter((name) => name.endsWith('.ts'))) {
    const name = camelCase(file)
    const module = (await import(`../../src/matchers/${file.replace(/\.ts$/, '')}.ts`)) as Record<string, unknown>
    if (typeof module[name] !== 'function') continue
    const symmetric = /^to[A-Z]/.test(name)
    if (symmetric || Object.values(module).some(isAsymmetricMatcherClass)) found.push({ file, name, symmetric })
  }
  return found
}

describe('entries', () => {
  it('finds the six matcher files', async () => {
    expect((await matcherFiles()).map(({ name }) => name).sort()).toEqual([
      'differingByAtMost',
      'similarTo',
      'toBeSimilarTo',
      'toBeSimilarToAny',
      'toDifferByAtMost',
      'toMatchSimilarSnapshot',
    ])
  })

  it('exports every matcher from expect-similar/matchers, and the symmetric ones in `matchers`', async () => {
    for (const { name, symmetric } of await matcherFiles()) {
      expect(entry, name).toHaveProperty(name, expect.any(Function))
      if (symmetric) expect(entry.matchers, name).toHaveProperty(name, expect.any(Function))
      else {
        expect(entry.asymmetricMatchers, name).toHaveProperty(name, expect.any(Function))
        expect(entry.inverseAsymmetricMatchers, name).toHaveProperty(name, expect.any(Function))
      }
    }
  })

  it('registers every matcher with Vitest, on the global and the test-context expect', async ({ expect: local }) => {
    for (const { name, symmetric } of await matcherFiles()) {
      for (const runnerExpect of [expect, local]) {
        if (symmetric) expect(typeof (runnerExpect('') as unknown as Record<string, unknown>)[name], name).toBe('function')
        else {
          expect(typeof (runnerExpect as unknown as Record<string, unknown>)[name], name).toBe('function')
          expect(typeof (runnerExpect.not as unknown as Record<string, unknown>)[name], `not.${name}`).toBe('function')
        }
      }
    }
  })
})
