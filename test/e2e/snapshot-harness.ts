import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Fixture projects for the fuzzy-snapshot end-to-end tests: real Vitest and Jest processes on
 * throw-away projects under test/e2e/.tmp-snapshot (git-ignored), using the built entries in dist.
 * Fixture tests are named *.spec.ts (Vitest) and *.test.cjs (Jest) so this repo's own test
 * run, which takes every *.test.ts under test/, never picks them up.
 */

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TMP = join(REPO, 'test/e2e/.tmp-snapshot')
const BIN = join(REPO, 'node_modules/.bin')

export type Runner = 'vitest' | 'jest'

/** The snapshot mode of one run: the default local mode, `-u`, or CI (by flag or by variable). */
export type Mode = 'local' | 'update' | 'ci-flag' | 'ci-env'

export interface RunResult {
  code: number | null
  /** stdout + stderr, without ANSI codes, timings or the project path. */
  output: string
}

function requireBuild(runner: Runner): string {
  const entry = join(REPO, 'dist', runner === 'vitest' ? 'vitest.js' : 'jest.cjs')
  if (!existsSync(entry)) throw new Error(`missing ${entry}: run \`npm run build\` first (npm test does)`)
  return entry
}

/** One fixture project; `files` are written relative to its directory. */
export class Project {
  readonly dir: string

  constructor(
    readonly runner: Runner,
    name: string,
    files: Record<string, string>,
  ) {
    this.dir = join(TMP, `${runner}-${name}`)
    rmSync(this.dir, { recursive: true, force: true })
    mkdirSync(this.dir, { recursive: true })
    const entry = requireBuild(runner)
    if (runner === 'vitest') {
      this.write(
        'vitest.config.mjs',
        `export default { test: { include: ['*.spec.ts'], setupFiles: [${JSON.stringify(entry)}], pool: 'threads' } }\n`,
      )
    } else {
      this.write(
        'jest.config.cjs',
        `module.exports = { rootDir: __dirname, testMatch: ['<rootDir>/*.test.cjs'], transform: {}, setupFilesAfterEnv: [${JSON.stringify(entry)}] }\n`,
      )
    }
    for (const [path, content] of Object.entries(files)) this.write(path, content)
  }

  write(path: string, content: string): void {
    mkdirSync(dirname(join(this.dir, path)), { recursive: true })
    writeFileSync(join(this.dir, path), content)
  }

  /** The test file's .snap file, or undefined when there is none. */
  snap(testFile: string): string | undefined {
    const path = this.snapPath(testFile)
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined
  }

  snapPath(testFile: string): string {
    return join(this.dir, '__snapshots__', `${testFile}.snap`)
  }

  removeSnap(testFile: string): void {
    rmSync(this.snapPath(testFile), { force: true })
  }

  run(mode: Mode = 'local', env: Record<string, string> = {}): RunResult {
    const args =
      this.runner === 'vitest'
        ? ['run', '--root', this.dir, ...(mode === 'update' ? ['-u'] : mode === 'local' ? ['--update=new'] : [])]
        : [
            '-c',
            join(this.dir, 'jest.config.cjs'),
            '--no-watchman',
            ...(mode === 'update' ? ['-u'] : mode === 'ci-flag' ? ['--ci'] : mode === 'local' ? ['--ci=false'] : []),
          ]
    // A clean environment: the suite itself may run in CI or under npm (Jest then words its advice
    // as `npm test -- -u`), and colors would garble the output.
    const base: Record<string, string> = {}
    for (const [key, value] of Object.entries(process.env)) {
      if (value === undefined || /^(CI|GITHUB_ACTIONS|VITEST.*|JEST.*|FORCE_COLOR|NODE_OPTIONS|npm_.*)$/.test(key))
        continue
      base[key] = value
    }
    const result = spawnSync(join(BIN, this.runner), args, {
      cwd: this.dir,
      encoding: 'utf8',
      env: { ...base, NO_COLOR: '1', ...(mode === 'ci-env' ? { CI: 'true' } : {}), ...env },
      timeout: 60_000,
    })
    return { code: result.status, output: normalize(`${result.stdout}\n${result.stderr}`, this.dir) }
  }
}

/** Strips what changes from run to run: colors, durations, paths. */
function normalize(output: string, dir: string): string {
  return output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split(dir)
    .join('<dir>')
    .split(REPO)
    .join('<repo>')
    .replace(/\d+(\.\d+)? ?m?s\b/g, '<time>')
    .replace(/[ \t]+$/gm, '')
}

/** The lines of `output` from the first line containing `start`, for `count` lines. */
export function excerpt(output: string, start: string, count: number): string {
  const lines = output.split('\n')
  const index = lines.findIndex((line) => line.includes(start))
  if (index === -1) throw new Error(`"${start}" not found in output:\n${output}`)
  return lines.slice(index, index + count).join('\n')
}
