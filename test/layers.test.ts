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
  // accept writes fuzzy snapshots in the form the matchers read them (snapshot/codec).
  cli: ['core', 'records', 'matchers', 'snapshot', 'reporter'],
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

/** The `src/` files a file imports: relative specifiers resolved, type-only imports included. */
function fileImports(file: string, known: ReadonlySet<string>): string[] {
  return importsOf(file)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(dirname(file), spec).replace(/\.js$/, '.ts'))
    .filter((target) => known.has(target))
}

/** Every import cycle of a graph, each as the sorted files on it (Tarjan's strongly connected components). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string): void => {
    index.set(node, next)
    low.set(node, next)
    next++
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)!.includes(node)) cycles.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}

// The reporter's rooms in flow order (docs/architecture.md): a file may import its own room or an
// earlier one, never a later one, so a new file cannot quietly turn the flow around.
const REPORTER_ROOMS = ['model', 'runner', 'summarize', 'options', 'store', 'render', 'outputs', 'finish', 'index']
const reporterRoot = join(src, 'reporter')

function reporterRoom(file: string): string {
  return relative(reporterRoot, file).split('/')[0]!.replace(/\.ts$/, '')
}

describe('src/ files', () => {
  const known = new Set(files)
  const graph = new Map(files.map((file) => [file, fileImports(file, known)]))

  it('import each other in no cycle, type-only imports included', () => {
    expect(importCycles(graph).map((cycle) => cycle.map((file) => relative(src, file)))).toEqual([])
  })

  it('finds a cycle, so the check above can fail', () => {
    const planted = new Map<string, string[]>([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ])
    expect(importCycles(planted)).toEqual([['a', 'b', 'c'], ['e']])
  })

  it("keep the reporter's rooms in flow order", () => {
    const reporterFiles = files.filter((file) => !relative(reporterRoot, file).startsWith('..'))
    const rooms = [...new Set(reporterFiles.map(reporterRoom))].sort()
    expect(rooms).toEqual([...REPORTER_ROOMS].sort())
    const backwards: string[] = []
    for (const file of reporterFiles) {
      const from = REPORTER_ROOMS.indexOf(reporterRoom(file))
      for (const target of graph.get(file)!) {
        if (relative(reporterRoot, target).startsWith('..')) continue
        if (REPORTER_ROOMS.indexOf(reporterRoom(target)) > from) {
          backwards.push(`${relative(src, file)} imports ${relative(src, target)}`)
        }
      }
    }
    expect(backwards).toEqual([])
  })
})
