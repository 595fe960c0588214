import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JEST_MATCHERS_CONFIG, VITEST_MATCHERS_CONFIG, makeProject, removeProject, run } from './harness.js'

// A private suite: includeTexts false, probes on, a reject text, a fuzzy snapshot, annotations on and
// the lowest scores listed. Every text of it carries a marker; no file the run writes or the workers
// send (task meta, the Vitest blob, the Jest record directory), and nothing printed, may hold it.
const SECRET = 'SECRET-CUSTOMER-420'
const EXPECTED = `${SECRET}: your refund was approved by Alice.`
const RECEIVED = `${SECRET}: your refund was approved by Alice!`

const body = (test: string) => `${test}('refund reply', () => {
  expect(${JSON.stringify(RECEIVED)}).toBeSimilarTo(${JSON.stringify(EXPECTED)}, {
    min: 0.6,
    reject: [${JSON.stringify(`${SECRET} asked about the weather in a completely different city today`)}],
  })
})
${test}('stored reply', () => {
  const reply = process.env.SECOND ? ${JSON.stringify(`${RECEIVED} Thanks`)} : ${JSON.stringify(`${EXPECTED} Thanks`)}
  expect(reply).toMatchSimilarSnapshot({ min: 0.6 })
})
`

// Vitest: a second reporter keeps what the workers sent (task meta); BLOB=1 adds the blob reporter.
const META_REPORTER = `import { writeFileSync } from 'node:fs'
export default class {
  onTestRunEnd(modules) {
    const meta = modules.flatMap((m) => [...m.children.allTests()].map((t) => t.meta()))
    writeFileSync('sent/meta.json', JSON.stringify(meta))
  }
}
`
const VITEST_CONFIG = VITEST_MATCHERS_CONFIG.replace(
  "JSON.parse(process.env.ES_OPTIONS ?? '{}')]]",
  "JSON.parse(process.env.ES_OPTIONS ?? '{}')], './meta-reporter.js', " +
    "...(process.env.BLOB ? [['blob', { outputFile: '.vitest-reports/blob.json' }]] : [])]",
)

// Jest: copies what the worker wrote to the record directory (the reporter removes it at the end),
// from a root afterAll: it runs after the entry's, which writes the file's records.
const COPY_RECORD_DIR = `afterAll(() => {
  const { readdirSync, readFileSync, writeFileSync } = require('node:fs')
  const { join } = require('node:path')
  const dir = process.env.EXPECT_SIMILAR_RECORD_DIR
  const lines = readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8'))
  writeFileSync(join(__dirname, 'sent', 'lines.jsonl'), lines.join(''))
})
`

const PRIVATE = {
  includeTexts: false,
  probes: true,
  verbose: true,
  outputFile: 'out/scores.json',
  markdownFile: 'out/scores.md',
  htmlFile: 'out/scores.html',
}

/** Every file under `dir`, as text. */
function filesUnder(dir: string): Map<string, string> {
  const found = new Map<string, string>()
  if (!existsSync(dir)) return found
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name)
    if (statSync(path).isFile()) found.set(path, readFileSync(path, 'utf8'))
  }
  return found
}

describe.each([
  [
    'vitest',
    () => ({
      'vitest.config.ts': VITEST_CONFIG,
      'meta-reporter.js': META_REPORTER,
      'private.test.ts': `import { expect, it } from 'vitest'\n${body('it')}`,
      'sent/.keep': '',
      'out/.keep': '',
    }),
  ],
  [
    'jest',
    () => ({
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'private.test.js': body('test') + COPY_RECORD_DIR,
      'sent/.keep': '',
      'out/.keep': '',
    }),
  ],
] as const)('%s: a private suite with probes on', (runner, files) => {
  let dir: string
  const runIn = (env: Record<string, string>, extra: string[] = []) =>
    run(runner, [...(runner === 'jest' ? ['--config', 'jest.config.cjs'] : ['run']), ...extra], dir, env)

  beforeAll(async () => {
    dir = makeProject(`private-${runner}`, files())
    // The first run stores the snapshot.
    const first = await runIn({ ES_OPTIONS: JSON.stringify({ githubSummary: false }) })
    expect(first.code, first.output).toBe(0)
  }, 120_000)
  afterAll(() => removeProject(dir))

  it('sends, writes and prints no text of it, probes included', async () => {
    const step = join(dir, 'out', 'step.md')
    const options = runner === 'vitest' ? { ...PRIVATE, annotate: 'all' } : PRIVATE
    const env = { ES_OPTIONS: JSON.stringify(options), SECOND: '1', GITHUB_STEP_SUMMARY: step, BLOB: '1' }
    const r = await runIn(env)
    expect(r.code, r.output).toBe(0)
    const outputs = new Map([['printed', r.output], ...filesUnder(join(dir, 'out')), ...filesUnder(join(dir, 'sent'))])
    if (runner === 'vitest') {
      for (const [path, text] of filesUnder(join(dir, '.vitest-reports'))) outputs.set(path, text)
      const merged = await run('vitest', ['run', '--merge-reports'], dir, {
        ES_OPTIONS: JSON.stringify({ ...PRIVATE, outputFile: 'out/merged.json', markdownFile: 'out/merged.md' }),
      })
      expect(merged.code, merged.output).toBe(0)
      outputs.set('merged', merged.output)
      for (const file of ['merged.json', 'merged.md']) outputs.set(file, readFileSync(join(dir, 'out', file), 'utf8'))
    }
    const calibrate = await run('cli', ['calibrate', 'out/scores.json'], dir)
    outputs.set('calibrate', calibrate.output)
    // Not vacuous: each output was written, the probe was recorded and its kind listed.
    expect([...outputs.keys()].map((path) => path.replace(`${dir}/`, '')).sort()).toEqual(
      [
        'calibrate',
        'printed',
        'out/.keep',
        'out/scores.json',
        'out/scores.md',
        'out/scores.html',
        'out/step.md',
        ...(runner === 'vitest'
          ? ['.vitest-reports/blob.json', 'merged', 'merged.json', 'merged.md', 'sent/.keep', 'sent/meta.json']
          : ['sent/.keep', 'sent/lines.jsonl']),
      ].sort(),
    )
    const report = JSON.parse(outputs.get(join(dir, 'out/scores.json')) as string)
    expect(report.records.find((x: { test: string }) => x.test.endsWith('refund reply'))?.lenient).toMatchObject({
      kind: expect.any(String),
    })
    expect(outputs.get(join(dir, 'out/scores.md'))).toContain('(text not kept)')
    for (const [path, text] of outputs) expect({ path, found: text.includes(SECRET) }).toEqual({ path, found: false })
  }, 240_000)

  it('keeps the probe text, cut, when texts are on with a cap', async () => {
    const env = { ES_OPTIONS: JSON.stringify({ probes: true, maxTextLength: 10, outputFile: 'out/cut.json' }) }
    const r = await runIn({ ...env, SECOND: '1' })
    expect(r.code, r.output).toBe(0)
    const report = JSON.parse(readFileSync(join(dir, 'out/cut.json'), 'utf8'))
    const lenient = report.records.find((x: { test: string }) => x.test.endsWith('refund reply'))?.lenient
    expect(lenient.probe).toBe(EXPECTED.slice(0, 10))
  }, 120_000)
})
