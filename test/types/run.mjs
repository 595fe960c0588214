// Type tests: `tsc --noEmit -p` on small consumer-like projects. Each project resolves
// `expect-similar/*` the way a user's does: through node_modules and the package's exports to dist/.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '../..')
const link = join(here, 'node_modules/expect-similar')
mkdirSync(dirname(link), { recursive: true })
rmSync(link, { force: true, recursive: true })
symlinkSync(root, link, 'dir')

const tsc = join(root, 'node_modules/typescript/bin/tsc')
let failed = 0
for (const project of ['vitest', 'jest-globals', 'jest-imports']) {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', join(here, project)], { stdio: 'inherit' })
  console.log(`type test ${project}: ${result.status === 0 ? 'ok' : 'FAILED'}`)
  if (result.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
