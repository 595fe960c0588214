import { readdirSync } from 'node:fs'
import type { ExpectStatic } from 'vitest'
import { TextAsymmetricMatcher } from '../../../src/matchers/asymmetric.js'
import type { RunnerGlobals } from '../runner.js'

export interface MatcherFile {
  file: string
  name: string
  symmetric: boolean
}

function camelCase(file: string): string {
  return file.replace(/\.ts$/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

function isAsymmetricMatcherClass(value: unknown): boolean {
  return typeof value === 'function' && value.prototype instanceof TextAsymmetricMatcher
}

/**
 * The matcher files in `dir`. A matcher file exports a function named after the file
 * (to-be-similar-to.ts -> toBeSimilarTo): `to...` for an assertion, or next to a
 * TextAsymmetricMatcher subclass for an asymmetric form. `load` imports a file the runner's way.
 */
export async function matcherFiles(dir: string, load: (file: string) => unknown): Promise<MatcherFile[]> {
  const found = []
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const name = camelCase(file)
    const module = (await load(file)) as Record<string, unknown>
    if (typeof module[name] !== 'function') continue
    const symmetric = /^to[A-Z]/.test(name)
    if (symmetric || Object.values(module).some(isAsymmetricMatcherClass)) found.push({ file, name, symmetric })
  }
  return found
}

/** The matchers a runner's `expect` lacks: assertions on expect(...) and expect(...).not, asymmetric forms on expect and expect.not. */
export function unregistered(runnerExpect: ExpectStatic, files: MatcherFile[]): string[] {
  const has = (holder: unknown, name: string) => typeof (holder as Record<string, unknown>)[name] === 'function'
  return files.flatMap(({ name, symmetric }) => {
    const holders: [string, unknown][] = symmetric
      ? [
          ['expect(...)', runnerExpect('')],
          ['expect(...).not', runnerExpect('').not],
        ]
      : [
          ['expect', runnerExpect],
          ['expect.not', runnerExpect.not],
        ]
    return holders.filter(([, holder]) => !has(holder, name)).map(([where]) => `${where}.${name}`)
  })
}

export interface EntrySetup {
  /** The src/matchers directory, and how this runner imports one of its files. */
  matchersDir: string
  load: (file: string) => unknown
  /** The expect-similar/matchers entry as this suite loads it. */
  entry: Record<string, unknown>
}

/** Every matcher file is exported from expect-similar/matchers and registered on the runner's expect. */
export function entriesCases({ describe, it, expect }: RunnerGlobals, { matchersDir, load, entry }: EntrySetup): void {
  const files = () => matcherFiles(matchersDir, load)

  describe('entries', () => {
    it('finds the six matcher files', async () => {
      expect((await files()).map(({ name }) => name).sort()).toEqual([
        'differingByAtMost',
        'similarTo',
        'toBeSimilarTo',
        'toBeSimilarToAny',
        'toDifferByAtMost',
        'toMatchSimilarSnapshot',
      ])
    })

    it('exports every matcher from expect-similar/matchers, and the symmetric ones in `matchers`', async () => {
      const found = await files()
      const typeIn = (holder: unknown, name: string) => ({
        name,
        type: typeof (holder as Record<string, unknown>)[name],
      })
      for (const { name, symmetric } of found) {
        expect(typeIn(entry, name)).toEqual({ name, type: 'function' })
        if (symmetric) expect(typeIn(entry.matchers, name)).toEqual({ name, type: 'function' })
        else {
          expect(typeIn(entry.asymmetricMatchers, name)).toEqual({ name, type: 'function' })
          expect(typeIn(entry.inverseAsymmetricMatchers, name)).toEqual({ name, type: 'function' })
        }
      }
      const symmetricNames = found.filter(({ symmetric }) => symmetric).map(({ name }) => name)
      expect(Object.keys(entry.matchers as object).sort()).toEqual(symmetricNames.sort())
    })

    it('registers every matcher on the global expect', async () => {
      expect(unregistered(expect, await files())).toEqual([])
    })
  })
}
