import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SRC } from './source-files.js'

const root = resolve(SRC, '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  license: string
  files: string[]
  sideEffects: string[] | boolean
  exports: Record<string, unknown>
}

/** Every file an `exports` subpath resolves to, in any condition (types left out). */
function exportedFiles(subpath: string): string[] {
  const found: string[] = []
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (key !== 'types') found.push(value)
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k)
    }
  }
  walk(pkg.exports[subpath], '')
  return [...new Set(found)].sort()
}

// An entry has side effects when loading it changes something outside it: it extends a runner's
// `expect` at its top level. A bundler that believes `sideEffects: false` drops such an import.
function extendsExpectOnLoad(entry: string): boolean {
  return /^expect\.extend\(/m.test(readFileSync(join(SRC, `${entry}.ts`), 'utf8'))
}

describe('package.json facts', () => {
  it('lists exactly the files of the entries that extend expect on import as having side effects', () => {
    const entries = Object.keys(pkg.exports)
      .filter((subpath) => subpath !== '.' && subpath !== './package.json')
      .map((subpath) => subpath.slice(2))
    const withEffects = entries.filter(extendsExpectOnLoad)
    expect(withEffects).toEqual(['vitest', 'jest'])
    expect(Array.isArray(pkg.sideEffects)).toBe(true)
    expect([...(pkg.sideEffects as string[])].sort()).toEqual(
      withEffects.flatMap((entry) => exportedFiles(`./${entry}`)).sort(),
    )
  })

  it('ships the LICENSE file its license field names', () => {
    expect(pkg.license).toBe('MIT')
    expect(pkg.files).toContain('LICENSE')
    const text = readFileSync(join(root, 'LICENSE'), 'utf8')
    expect(text.split('\n')[0]).toBe('MIT License')
  })

  it('reads the exports map, so the checks above can fail', () => {
    expect(exportedFiles('./jest')).toEqual(['./dist/jest.cjs', './dist/jest.js'])
    expect(existsSync(join(SRC, 'vitest.ts'))).toBe(true)
  })
})
