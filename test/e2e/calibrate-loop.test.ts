import { chmodSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fencesOf } from '../docs/claims.js'
import { JEST_MATCHERS_CONFIG, makeProject, REPO, removeProject, run, VITEST_MATCHERS_CONFIG } from './harness.js'

// The repeated-runs recipe of docs/thresholds.md, run as written (3 runs instead of 5) with each
// runner, and the documented calibrate command on the reports it leaves.
const PAGE = readFileSync(join(REPO, 'docs/thresholds.md'), 'utf8')
const LOOP = fencesOf(PAGE).find((f) => f.lang === 'sh' && f.text.includes('for i in'))?.text ?? ''

// `npx` of the fixture: the repo's own runners and built CLI, as an installed package would give.
const NPX = `#!/bin/sh
tool="$1"; shift
case "$tool" in
  vitest) exec node ${JSON.stringify(join(REPO, 'node_modules/vitest/vitest.mjs'))} "$@" ;;
  jest) exec node ${JSON.stringify(join(REPO, 'node_modules/jest/bin/jest.js'))} "$@" ;;
  expect-similar) exec node ${JSON.stringify(join(REPO, 'dist/cli.js'))} "$@" ;;
  *) echo "npx: unexpected $tool" >&2; exit 127 ;;
esac
`
const RUN_LOOP = `import { execSync } from 'node:child_process'
execSync(process.env.LOOP, { stdio: 'inherit', shell: '/bin/sh' })
`
const REFERENCE = 'The invoice was paid on Monday by bank transfer.'
const body = (test: string) => `${test}('summarizes', () => {
  expect(${JSON.stringify(REFERENCE)}).toBeSimilarTo(${JSON.stringify(REFERENCE)}, { min: 0.3 })
})
`
const options = { ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) }

function project(name: string, files: Record<string, string>): string {
  const dir = makeProject(name, { ...files, 'bin/npx': NPX, 'loop.mjs': RUN_LOOP })
  chmodSync(join(dir, 'bin/npx'), 0o755)
  return dir
}

async function runLoop(dir: string, loop: string) {
  return run('node', ['loop.mjs'], dir, {
    ...options,
    LOOP: loop,
    PATH: `${join(dir, 'bin')}:${process.env.PATH ?? ''}`,
  })
}

describe('the calibrate recipe of docs/thresholds.md', () => {
  let vitestDir: string
  let jestDir: string
  beforeAll(() => {
    vitestDir = project('calibrate-loop-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/invoice.test.ts': `import { expect, it } from 'vitest'\n${body('it')}`,
    })
    jestDir = project('calibrate-loop-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/invoice.test.js': body('test'),
    })
  })
  afterAll(() => {
    removeProject(vitestDir)
    removeProject(jestDir)
  })

  it('is on the page: a loop of runs, one report each, then calibrate on them all', () => {
    expect(LOOP).toContain('for i in 1 2 3 4 5; do')
    expect(LOOP).toContain('npx vitest run')
    expect(LOOP).toContain('# or: npx jest')
    expect(LOOP).toMatch(/npx expect-similar calibrate runs\/\*\.json$/)
  })

  it.each([
    ['Vitest', () => vitestDir, (loop: string) => loop],
    ['Jest', () => jestDir, (loop: string) => loop.replace(/npx vitest run\s+# or: (npx jest)/, '$1')],
  ])('runs with %s and calibrates the runs', async (_, dir, forRunner) => {
    const loop = forRunner(LOOP.replace('1 2 3 4 5', '1 2 3'))
    const r = await runLoop(dir(), loop)
    expect(r.code, r.output).toBe(0)
    expect(readdirSync(join(dir(), 'runs')).sort()).toEqual(['1.json', '2.json', '3.json'])
    expect(r.output).toMatch(/verdict +runs +min +p10 +median +current +suggested +assertion/)
    // Three runs of the one assertion, its score 1 each time: a min of 0.3 is slack.
    expect(r.output).toMatch(
      /slack \(0\.70 below\) +3 +1\.00 +1\.00 +1\.00 +min 0\.30 +min 0\.95 +evals\/invoice\.test/,
    )
  })
})
