import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SRC as src, sourceFiles } from './source-files.js'

// The folders of src/ and the folders each may import from. Data flows one way: a folder never
// imports one that is higher up, so this map has no cycle and every edge below must be in it.
const ALLOWED: Record<string, readonly string[]> = {
  core: [],
  records: ['core'],
  channel: ['core', 'records'],
  snapshot: ['core'],
  matchers: ['core', 'records', 'channel', 'snapshot'],
  runners: ['core', 'records', 'channel', 'matchers'],
  reporter: ['core', 'records', 'channel'],
  cli: ['core', 'records', 'matchers', 'reporter'],
}

// Runner and I/O modules the pure core must not import.
const IMPURE = /^(node:|vitest|jest|expect|@jest\/|picocolors)/

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!)
}

/** The top folder under src/ of a path, or '' for the entry files directly in src/. */
function folderOf(file: string): string {
  const rel = relative(src, file)
  return rel.includes('/') ? rel.split('/')[0]! : ''
}

const files = sourceFiles()

describe('src/ layering', () => {
  it('names every folder of src/ in the map', () => {
    const folders = [...new Set(files.map(folderOf).filter((f) => f !== ''))].sort()
    expect(folders).toEqual(Object.keys(ALLOWED).sort())
  })

  it('has no import from a folder to one above it', () => {
    const violations: string[] = []
    for (const file of files) {
      const from = folderOf(file)
      if (from === '') continue
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue
        const target = resolve(dirname(file), spec)
        if (relative(src, target).startsWith('..')) continue
        const to = folderOf(target)
        if (to !== from && !ALLOWED[from]!.includes(to)) {
          violations.push(`${relative(src, file)} imports ${spec} (${from} -> ${to || 'an entry file'})`)
        }
      }
    }
    expect(violations).toEqual([])
  })

  it('keeps the core free of runner, terminal and I/O imports', () => {
    const impure = files
      .filter((file) => folderOf(file) === 'core')
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => IMPURE.test(spec))
          .map((spec) => `${relative(src, file)}: ${spec}`),
      )
    expect(impure).toEqual([])
  })

  it('finds imports, so the checks above can fail', () => {
    const send = files.find((file) => relative(src, file) === join('channel', 'send.ts'))!
    expect(importsOf(send)).toContain('../records/types.js')
  })
})
