import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripAnsi } from '../../src/reporter/render/escape.js'

/**
 * Fixture projects live under the repo (test/e2e/fixtures/.tmp, git-ignored) rather than in
 * os.tmpdir(): from there `vitest`, `jest` and the package's own name `expect-similar/...`
 * resolve through the repo's node_modules and package.json `exports` (self-reference), exactly
 * as in a user's project, without symlinks. The repo's own Vitest config excludes fixtures/.
 */
export const REPO = fileURLToPath(new URL('../..', import.meta.url))
const TMP = join(REPO, 'test/e2e/fixtures/.tmp')
/** The one helper through which fixtures write score records (see the file for why). */
export const CHANNEL = join(REPO, 'test/e2e/fixtures/record-channel.cjs')

const BIN = {
  vitest: join(REPO, 'node_modules/vitest/vitest.mjs'),
  jest: join(REPO, 'node_modules/jest/bin/jest.js'),
  cli: join(REPO, 'dist/cli.js'),
} as const

/** Creates a fixture project from `files` (paths relative to it) and returns its directory. */
export function makeProject(name: string, files: Record<string, string>): string {
  mkdirSync(TMP, { recursive: true })
  const dir = mkdtempSync(join(TMP, `${name}-`))
  for (const [path, content] of Object.entries(files)) writeProjectFile(dir, path, content)
  return dir
}

function writeProjectFile(dir: string, path: string, content: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), content)
}

export function removeProject(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
}

export interface RunResult {
  code: number | null
  stdout: string
  stderr: string
  /** stdout + stderr, ANSI-free, with the project path replaced by <root>. */
  output: string
}

/**
 * Runs a real vitest/jest/expect-similar process. The environment is cleaned of everything that
 * would change the output (the parent Vitest's own variables, color and CI settings).
 */
export function run(
  bin: keyof typeof BIN | 'node',
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<RunResult> {
  const clean: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) {
    if (
      v === undefined ||
      /^(VITEST|JEST|NODE_ENV$|TEST$|CI$|GITHUB_|NO_COLOR$|FORCE_COLOR$|COLUMNS$|EXPECT_SIMILAR_|TAP)/.test(k)
    )
      continue
    clean[k] = v
  }
  return new Promise((resolve, reject) => {
    // 'node' runs a script of the fixture project itself (args[0]), e.g. one that drives Vitest's API.
    const command = bin === 'node' ? args : [BIN[bin], ...args]
    const child = spawn(process.execPath, command, { cwd, env: { ...clean, COLUMNS: '120', ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr, output: normalize(`${stdout}\n${stderr}`, cwd) }))
  })
}

/** Strips colors and replaces the project directory, so outputs compare across machines. */
export function normalize(text: string, root: string): string {
  return stripAnsi(text).split(root).join('<root>').replace(/\r\n/g, '\n')
}

/**
 * Our block of a runner's output: from the "expect-similar scores" title to the end of our
 * text. Runner timings live outside it, so no further normalizing is needed.
 */
export function ourBlock(output: string): string {
  const start = output.indexOf(' expect-similar scores by file')
  if (start === -1) throw new Error(`no expect-similar summary in the output:\n${output}`)
  const rest = output.slice(start)
  // Vitest prints nothing after us; Jest may print a trailing newline or a "Ran all" line before.
  return rest.replace(/\n\s*$/, '\n')
}

/**
 * Our block of a runner's raw stdout, colors kept: from the (possibly bold) "expect-similar"
 * title on. Throws when the title is missing, so a color check can never pass on an empty string.
 */
export function ourRawBlock(stdout: string): string {
  const start = stdout.search(
    / (?:\u001b\[[\d;]*m)*expect-similar(?:\u001b\[[\d;]*m)* (?:\u001b\[[\d;]*m)*scores by file/,
  )
  if (start === -1) throw new Error(`no expect-similar summary in the output:\n${stdout}`)
  return stdout.slice(start)
}

/** The vitest config of a fixture project: our reporter with options from ES_OPTIONS. */
export const VITEST_CONFIG = `import { defineConfig } from 'vitest/config'
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    reporters: ['default', ['expect-similar/vitest-reporter', JSON.parse(process.env.ES_OPTIONS ?? '{}')]],
  },
})
`

/** The jest config of a fixture project: plain CommonJS tests, 2 worker threads, our reporter. */
export const JEST_CONFIG = `module.exports = {
  testMatch: ['**/*.test.js'],
  transform: {},
  workerThreads: true,
  maxWorkers: 2,
  // A fresh cache has no timings, so Jest cannot decide to run a small suite in band.
  cacheDirectory: '<rootDir>/.jest-cache',
  reporters: ['default', ['expect-similar/jest-reporter', JSON.parse(process.env.ES_OPTIONS ?? '{}')]],
}
`

/** {@link VITEST_CONFIG} with the real matchers installed (`expect-similar/vitest` in setupFiles). */
export const VITEST_MATCHERS_CONFIG = VITEST_CONFIG.replace(
  "include: ['**/*.test.ts'],",
  "include: ['**/*.test.ts'], setupFiles: ['expect-similar/vitest'],",
)

/**
 * {@link VITEST_MATCHERS_CONFIG} with Vitest's json reporter beside ours, writing results.json: the
 * same shape as Jest's `--json`, so one test can read both runners' verdicts per test.
 */
export const VITEST_MATCHERS_JSON_CONFIG = VITEST_MATCHERS_CONFIG.replace(
  "reporters: ['default',",
  "outputFile: { json: 'results.json' },\n    reporters: ['default', 'json',",
)

/**
 * Test-file source that defines `judge`, an async custom scorer answering after as many milliseconds
 * as the received text says (1 for equal texts, else 0), and `answer(ms)`, a text that says so.
 */
export const SLOW_JUDGE = `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
// Answers after as many milliseconds as the received text says: 1 for equal texts, else 0.
const judge = {
  name: 'judge',
  async score(received, expected) {
    await sleep(Number(/\\d+/.exec(received)[0]))
    return received === expected ? 1 : 0
  },
}
const answer = (ms) => 'the answer after ' + ms + ' ms'
`

/** The results.json both runners write (Jest `--json`, Vitest's json reporter): what each test did. */
export interface JsonResults {
  testResults: {
    name: string
    status: string
    message: string
    assertionResults: { title: string; status: string; failureMessages: string[] }[]
  }[]
}

/**
 * One run of a project's `evals/*.test.*` files with JSON results (Vitest with
 * {@link VITEST_MATCHERS_JSON_CONFIG}, Jest with `--json`), made on first use and shared by every
 * check that reads it: the run, one file's result and its tests' statuses by title.
 */
export function jsonResultsRun(runner: 'vitest' | 'jest', dir: () => string) {
  const ext = runner === 'vitest' ? 'ts' : 'js'
  let outcome: Promise<{ code: number | null; output: string; results: JsonResults }> | undefined
  const runOnce = () => {
    outcome ??= (async () => {
      const args = runner === 'vitest' ? ['run'] : ['--ci=false', '--json', '--outputFile=results.json']
      const r = await run(runner, args, dir())
      const results = JSON.parse(readFileSync(join(dir(), 'results.json'), 'utf8')) as JsonResults
      return { code: r.code, output: r.output, results }
    })()
    return outcome
  }
  const file = async (name: string) => {
    const { output, results } = await runOnce()
    const found = results.testResults.find((result) => result.name.endsWith(`evals/${name}.test.${ext}`))
    if (!found) throw new Error(`no result for ${name} in:\n${output}`)
    return found
  }
  const statuses = async (name: string) =>
    Object.fromEntries((await file(name)).assertionResults.map((test) => [test.title, test.status]))
  return { runOnce, file, statuses }
}

/** {@link JEST_CONFIG} with the real matchers installed (`expect-similar/jest` in setupFilesAfterEnv). */
export const JEST_MATCHERS_CONFIG = JEST_CONFIG.replace(
  'transform: {},',
  "transform: {},\n  setupFilesAfterEnv: ['expect-similar/jest'],",
)
