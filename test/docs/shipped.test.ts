// Messages, help texts and the JSDoc of the shipped types point people to pages under docs/: each
// page named in src/ must exist and be in the package a user installs, so the pointer works from
// node_modules/expect-similar/ and not only in a clone of the repository.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { SRC, sourceFiles } from '../source-files.js'

const root = join(SRC, '..')

/** Every `docs/<page>.md` a source file names, with where. */
function docsNamed(): { page: string; at: string }[] {
  return sourceFiles().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(/\bdocs\/([\w-]+\.md)\b/g)].map((m) => ({
          page: `docs/${m[1]}`,
          at: `${relative(root, file).split(sep).join('/')}:${i + 1}`,
        })),
      ),
  )
}

describe('docs pages named in src/', () => {
  let packed: Set<string>
  beforeAll(() => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    packed = new Set((JSON.parse(out) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path))
  }, 120_000)

  test('are found', () => {
    expect(docsNamed().map((d) => d.page)).toContain('docs/thresholds.md')
  })

  test('exist and are in the package', () => {
    const problems = docsNamed().flatMap(({ page, at }) => {
      if (!existsSync(join(root, page))) return [`${at}: ${page} does not exist`]
      return packed.has(page) ? [] : [`${at}: ${page} is not in the package (package.json "files")`]
    })
    expect(problems).toEqual([])
  })

  test('a message printed in a terminal names the page where the package installs it', () => {
    // In a string (not a comment), a bare "docs/x.md" reads as a path in the user's own project.
    const bare = sourceFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const code = line.replace(/^\s*(?:\/\/|\/?\*).*$/, '').replace(/\/\/.*$|\/\*.*?\*\//g, '')
          return /(?<!expect-similar\/)\bdocs\/[\w-]+\.md/.test(code) ? [`${relative(root, file)}:${i + 1}`] : []
        }),
    )
    expect(bare).toEqual([])
  })
})
