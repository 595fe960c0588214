import { readFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SRC, sourceFiles } from './source-files.js'

// The widest a line of src/ may be: Biome's lineWidth. Biome wraps code but leaves long string
// literals and comments alone, so this test is what keeps them in bounds.
const MAX_LINE = 120

const root = dirname(SRC)

describe('source style', () => {
  it(`has no line in src/**/*.ts longer than ${MAX_LINE} characters`, () => {
    const files = sourceFiles()
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
