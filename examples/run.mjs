// `npm run demo` (Vitest) and `npm run demo:jest` (Jest): builds the package when dist/ is missing
// or older than src/, then runs the example suites with the score reporter. Extra arguments go to
// the runner, e.g. `npm run demo -- summarize`.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const [runner, ...rest] = process.argv.slice(2)
const commands = {
  vitest: [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', join(root, 'examples/vitest.config.ts')],
  jest: [join(root, 'node_modules/jest/bin/jest.js'), '--config', join(root, 'examples/jest.config.cjs')],
}
if (!Object.hasOwn(commands, runner)) {
  console.error(`usage: node examples/run.mjs vitest|jest [runner arguments], received ${JSON.stringify(runner)}`)
  process.exit(2)
}

function newest(dir) {
  let time = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return time
}

const built = ['vitest.js', 'vitest-reporter.js', 'jest.cjs', 'jest-reporter.cjs'].map((name) =>
  join(root, 'dist', name),
)
const stale =
  built.some((file) => !existsSync(file)) ||
  Math.min(...built.map((file) => statSync(file).mtimeMs)) < newest(join(root, 'src'))
if (stale) {
  console.log('Building expect-similar (dist/ is missing or older than src/)...')
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const result = spawnSync(process.execPath, [...commands[runner], ...rest], { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
