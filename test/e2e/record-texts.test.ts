import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportValidator } from '../reporter/schema.js'
import { JEST_MATCHERS_CONFIG, VITEST_MATCHERS_CONFIG, makeProject, removeProject, run } from './harness.js'
import { pageDataOf, pageTextsOf } from '../reporter/render/html/page-blocks.js'

// Real runs whose JSON report carries the texts of each kind of record (issue 14): one assertion per
// test, so the order is the same in both runners. The snapshot is written by a first run and compared
// by the next ones, which receive a slightly different text (SECOND=1).
const PARIS = 'Paris is the capital of France.'
const CASES = {
  similar: { expected: PARIS, received: 'The capital of France is Paris.' },
  differ: { expected: 'sitting', received: 'kitten' },
  asymmetric: { expected: PARIS, received: 'Paris is the capital.' },
  // The best candidate, not the first: that is what the score was measured against.
  any: { expected: 'Lyon is a large city in France.', received: 'Lyon is a city in France.' },
  snapshot: { expected: 'The stored reply about Paris.', received: 'The stored reply about Paris!' },
}

const body = (test: string) => `${test}('a similar', () => {
  expect(${JSON.stringify(CASES.similar.received)}).toBeSimilarTo(${JSON.stringify(PARIS)})
})
${test}('b differ', () => {
  expect('kitten').toDifferByAtMost('sitting', 3)
})
${test}('c asymmetric', () => {
  expect({ answer: ${JSON.stringify(CASES.asymmetric.received)} }).toEqual({
    answer: expect.similarTo(${JSON.stringify(PARIS)}, { min: 0.5 }),
  })
})
${test}('d any', () => {
  expect(${JSON.stringify(CASES.any.received)}).toBeSimilarToAny(['Cats sleep a lot.', ${JSON.stringify(CASES.any.expected)}])
})
${test}('e snapshot', () => {
  expect(process.env.SECOND ? ${JSON.stringify(CASES.snapshot.received)} : ${JSON.stringify(CASES.snapshot.expected)}).toMatchSimilarSnapshot()
})
`

// Vitest: a second reporter keeps what the workers sent (task meta), as the Jest copy below does.
const META_REPORTER = `import { writeFileSync } from 'node:fs'
export default class {
  onTestRunEnd(modules) {
    const meta = modules.flatMap((m) => [...m.children.allTests()].map((t) => t.meta()))
    writeFileSync('record-dir.txt', JSON.stringify(meta))
  }
}
`
const VITEST_CONFIG_WITH_META = VITEST_MATCHERS_CONFIG.replace(
  "JSON.parse(process.env.ES_OPTIONS ?? '{}')]]",
  "JSON.parse(process.env.ES_OPTIONS ?? '{}')], './meta-reporter.js']",
)

// Jest: copies what the worker wrote to the record directory (the reporter removes it at the end),
// from a root afterAll: it runs after the entry's, which writes the file's records.
const COPY_RECORD_DIR = `afterAll(() => {
  const { readdirSync, readFileSync, writeFileSync } = require('node:fs')
  const dir = process.env.EXPECT_SIMILAR_RECORD_DIR
  const lines = readdirSync(dir).map((file) => readFileSync(require('node:path').join(dir, file), 'utf8'))
  writeFileSync(require('node:path').join(__dirname, 'record-dir.txt'), lines.join(''))
})
`

const options = (extra: object) => ({
  ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json', markdownFile: 'scores.md', githubSummary: false, ...extra }),
  SECOND: '1',
})

interface Row {
  test: string
  texts?: unknown
}

function report(dir: string): Row[] {
  const data = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  expect(reportValidator()(data)).toEqual({ valid: true, errors: 'No errors' })
  return data.records
}

const whole = ({ expected, received }: { expected: string; received: string }) => ({
  expected,
  received,
  expectedLength: expected.length,
  receivedLength: received.length,
})

const cut = ({ expected, received }: { expected: string; received: string }) => ({
  expected: expected.slice(0, 10),
  received: received.slice(0, 10),
  expectedLength: expected.length,
  receivedLength: received.length,
})

/** The per-assertion data of an HTML report, where the page keeps the texts it diffs (`e` the expected one). */
async function pageData(page: string): Promise<Record<string, unknown>[]> {
  const { records } = await pageDataOf(page)
  const texts = await pageTextsOf(page)
  return records.map((d, k) => ({ ...d, ...texts[k] }))
}

const TESTS = ['a similar', 'b differ', 'c asymmetric', 'd any', 'e snapshot']

/** No text of the suite anywhere in these outputs. */
function expectNoTexts(outputs: string[]): void {
  for (const output of outputs) {
    // Not '"texts"' alone: the report's git branch may have that name.
    expect(output).not.toMatch(/"texts":\s*\{/)
    for (const { expected, received } of Object.values(CASES)) {
      // The snapshot file and the test file hold them; the outputs checked here must not.
      expect(output).not.toContain(received)
      expect(output).not.toContain(expected)
    }
  }
}

describe.each([
  [
    'vitest',
    () => ({
      'vitest.config.ts': VITEST_CONFIG_WITH_META,
      'meta-reporter.js': META_REPORTER,
      'texts.test.ts': `import { expect, it } from 'vitest'\n${body('it')}`,
    }),
  ],
  ['jest', () => ({ 'jest.config.cjs': JEST_MATCHERS_CONFIG, 'texts.test.js': body('test') + COPY_RECORD_DIR })],
] as const)('%s: record texts in the JSON report', (runner, files) => {
  let dir: string
  const runIn = (env: Record<string, string>) =>
    run(runner, runner === 'jest' ? ['--config', 'jest.config.cjs'] : ['run'], dir, env)

  beforeAll(async () => {
    dir = makeProject(`texts-${runner}`, files())
    // The first run stores the snapshot, so it records no snapshot score.
    const first = await runIn({ ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json' }) })
    expect(first.code, first.output).toBe(0)
    expect(report(dir).map((r) => r.test)).toEqual(TESTS.slice(0, 4))
  })
  afterAll(() => removeProject(dir))

  it('carries the whole texts of every kind of record by default', async () => {
    const r = await runIn(options({ htmlFile: 'scores.html' }))
    expect(r.code, r.output).toBe(0)
    const records = report(dir).filter((row) => TESTS.includes(row.test))
    expect(records.map(({ test, texts }) => [test, texts])).toEqual([
      ['a similar', whole(CASES.similar)],
      ['b differ', whole(CASES.differ)],
      ['c asymmetric', whole(CASES.asymmetric)],
      ['d any', whole(CASES.any)],
      ['e snapshot', whole(CASES.snapshot)],
    ])
    // The page carries them for its diffs, and `report --html` on the saved JSON report makes the same page.
    const page = readFileSync(join(dir, 'scores.html'), 'utf8')
    expect((await pageData(page)).map((d) => d.e)).toEqual(Object.values(CASES).map((c) => c.expected))
    const again = await run('cli', ['report', 'scores.json', '--html', 'again.html'], dir)
    expect(again.code, again.output).toBe(0)
    expect(readFileSync(join(dir, 'again.html'), 'utf8')).toBe(page)
  })

  it('cuts every text at maxTextLength, keeping the whole lengths', async () => {
    const r = await runIn(options({ maxTextLength: 10 }))
    expect(r.code, r.output).toBe(0)
    expect(report(dir).map(({ test, texts }) => [test, texts])).toEqual([
      ['a similar', cut(CASES.similar)],
      ['b differ', whole(CASES.differ)],
      ['c asymmetric', cut(CASES.asymmetric)],
      ['d any', cut(CASES.any)],
      ['e snapshot', cut(CASES.snapshot)],
    ])
    // Cut in the worker: the task meta and the JSONL lines hold no more than the cap.
    const sent = readFileSync(join(dir, 'record-dir.txt'), 'utf8')
    expect(sent).toContain('"expected":"Paris is t","received":"The capita"')
    expect(sent).not.toContain(PARIS)
  })

  it('leaves every text out of every output with includeTexts: false', async () => {
    const r = await runIn(options({ includeTexts: false, htmlFile: 'scores.html' }))
    expect(r.code, r.output).toBe(0)
    const records = report(dir)
    expect(records.map((row) => row.test)).toEqual(TESTS)
    const outputs = ['scores.json', 'scores.md', 'scores.html'].map((file) => readFileSync(join(dir, file), 'utf8'))
    // The page has a row for every assertion, and no text for any of them to diff.
    const data = await pageData(outputs[2] as string)
    expect(data.map((d) => d.t ?? d.m)).toEqual([0.7, 3, 0.5, 0.7, 0.7])
    expect(data.flatMap((d) => Object.keys(d).filter((key) => ['e', 'r', 'w', 'i'].includes(key)))).toEqual([])
    // Never sent by the workers: the task meta and the Jest lines hold none either.
    outputs.push(readFileSync(join(dir, 'record-dir.txt'), 'utf8'))
    expectNoTexts(outputs)
  })

  it('honours EXPECT_SIMILAR_TEXTS=0 set by hand, without the option', async () => {
    const r = await runIn({ ...options({}), EXPECT_SIMILAR_TEXTS: '0' })
    expect(r.code, r.output).toBe(0)
    const outputs = [readFileSync(join(dir, 'scores.json'), 'utf8'), readFileSync(join(dir, 'record-dir.txt'), 'utf8')]
    expectNoTexts(outputs)
  })

  it('stops the run on a bad maxTextLength, naming it', async () => {
    const r = await runIn(options({ maxTextLength: 0 }))
    expect(r.code).not.toBe(0)
    expect(r.output).toContain('expect-similar: option maxTextLength must be a positive integer, received number 0')
  })
})
