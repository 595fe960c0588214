import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'

/** The first line of a .snap file Jest writes. */
export const JEST_SNAP_HEADER = '// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing'

/** A fresh temporary project for each test: a test file `a.test.ts` and its .snap file. */
export interface SnapDir {
  readonly dir: string
  readonly testFile: string
  readonly snapPath: string
  /** Writes the .snap file with these entries (key -> source of the value), under the runner's header. */
  writeSnap(entries: Record<string, string>): void
}

/** Registers the beforeEach/afterEach that create and remove the directory; `header` opens a .snap file. */
export function useSnapDir(prefix: string, header: string): SnapDir {
  let dir = ''
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  return {
    get dir() {
      return dir
    },
    get testFile() {
      return join(dir, 'a.test.ts')
    },
    get snapPath() {
      return join(dir, '__snapshots__', 'a.test.ts.snap')
    },
    writeSnap(entries) {
      const body = Object.entries(entries)
        .map(([key, value]) => `exports[\`${key}\`] = ${value};`)
        .join('\n\n')
      mkdirSync(join(dir, '__snapshots__'), { recursive: true })
      writeFileSync(this.snapPath, `${header}\n\n${body}\n`)
    },
  }
}
