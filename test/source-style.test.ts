import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The widest a line of src/ may be: Biome's lineWidth. Biome wraps code but leaves long string
// literals and comments alone, so this test is what keeps them in bounds.
const MAX_LINE = 120

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('source style', () => {
  it(`has no line in src/**/*.ts longer than ${MAX_LINE} characters`, () => {
    const files = sourceFiles(join(root, 'src'))
    expect(files.length).toBeGreaterThan(0)
    const long = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .flatMap((line, i) => {
          // Characters as Biome counts them (code points), not UTF-16 units or bytes.
          const length = [...line].length
          return length > MAX_LINE ? [`${relative(root, file)}:${i + 1} (${length})`] : []
        }),
    )
    expect(long).toEqual([])
  })
})
