import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageDataOf } from '../reporter/render/html/page-blocks.js'
import { reportValidator } from '../reporter/schema.js'
import { makeProject, ourBlock, removeProject, run, VITEST_MATCHERS_CONFIG, JEST_MATCHERS_CONFIG } from './harness.js'

// Real runs with leniency probes on: of two passing assertions, the one whose min 0.85 accepts
// "The payment was not approved." (0.89) is listed as lenient in the table, the JSON and the
// Markdown, and fails the lenient gate; the tight one (min 0.90) is not listed.
const APPROVED = 'The payment was approved.'
const REPLY = 'The payment was approved!'

const body = (test: string) => `${test}('lenient', () => {
  expect(${JSON.stringify(REPLY)}).toBeSimilarTo(${JSON.stringify(APPROVED)}, { min: 0.85 })
})
${test}('tight', () => {
  expect(${JSON.stringify(REPLY)}).toBeSimilarTo(${JSON.stringify(APPROVED)}, { min: 0.9 })
})
`

const LENIENT = {
  probe: 'The payment was not approved.',
  kind: 'negation',
  score: 0.8888888888888888,
  rejectingMin: 0.89,
  probes: 2,
  capped: false,
}

const GATE =
  'Gate failed: run has 1 lenient assertion (a min accepting a leniency probe), more than thresholds.lenient 0 by 1'

function report(dir: string) {
  const data = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
  expect(reportValidator()(data)).toEqual({ valid: true, errors: 'No errors' })
  return data
}

function expectLenientOutputs(dir: string, output: string, file: string) {
  const block = ourBlock(output)
  expect(block).toMatch(new RegExp(`^ ${file.replace('.', '\\.')} +2 +2 +0 .* 1$`, 'm'))
  expect(block).toContain(`${file} › lenient (toBeSimilarTo >= 0.85)`)
  expect(block).toContain('accepts negation "The payment was not approved."')
  expect(block).toContain('scoring 0.89; min 0.89 rejects every probe')
  expect(block).not.toContain('tight (toBeSimilarTo')
  expect(block).toContain(GATE)
  const data = report(dir)
  expect(data.files[0].lenient).toBe(1)
  expect(data.records.map((r: { test: string; lenient?: unknown }) => [r.test, r.lenient])).toEqual([
    ['lenient', LENIENT],
    ['tight', undefined],
  ])
  expect(data.gates.results).toEqual([{ gate: 'lenient', scope: 'run', actual: 1, limit: 0, passed: false, by: 1 }])
  const markdown = readFileSync(join(dir, 'scores.md'), 'utf8')
  expect(markdown).toContain(
    `| ${file} › lenient | toBeSimilarTo &gt;= 0.85 | negation: “The payment was not approved.” | 0.89 | ` +
      'min 0.89 rejects every probe |',
  )
  expect(markdown).toContain(`- ❌ ${GATE}`)
}

const options = (extra: object) => ({
  ES_OPTIONS: JSON.stringify({ outputFile: 'scores.json', markdownFile: 'scores.md', githubSummary: false, ...extra }),
})

describe('leniency probes, end to end', () => {
  let vitestDir: string
  let jestDir: string
  beforeAll(() => {
    vitestDir = makeProject('lenient-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'payment.test.ts': `import { expect, it } from 'vitest'\n${body('it')}`,
    })
    jestDir = makeProject('lenient-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'payment.test.js': body('test'),
    })
  })
  afterAll(() => {
    removeProject(vitestDir)
    removeProject(jestDir)
  })

  it('Vitest: the probes option lists the lenient assertion and fails the lenient gate', async () => {
    const r = await run('vitest', ['run'], vitestDir, options({ probes: true, thresholds: { lenient: 0 } }))
    expect(r.code, r.output).toBe(1)
    expect(r.output).toMatch(/2 passed/)
    expectLenientOutputs(vitestDir, r.output, 'payment.test.ts')
  })

  it('Vitest: EXPECT_SIMILAR_PROBES=1 turns probes on without the option; off by default', async () => {
    const on = await run('vitest', ['run'], vitestDir, { ...options({}), EXPECT_SIMILAR_PROBES: '1' })
    expect(on.code, on.output).toBe(0)
    expect(report(vitestDir).records[0].lenient).toEqual(LENIENT)
    const off = await run('vitest', ['run'], vitestDir, options({ thresholds: { lenient: 0 } }))
    expect(off.code, off.output).toBe(0)
    expect(ourBlock(off.output)).not.toContain('Lenient')
    expect(ourBlock(off.output)).toContain('thresholds.lenient checks nothing: leniency probes are off')
    expect(report(vitestDir).records.map((r: object) => 'lenient' in r)).toEqual([false, false])
  })

  it('Jest: the probes option reaches the workers and the same report follows', async () => {
    const r = await run(
      'jest',
      ['--config', 'jest.config.cjs'],
      jestDir,
      options({ probes: true, thresholds: { lenient: 0 } }),
    )
    expect(r.code, r.output).toBe(1)
    expect(r.output).toMatch(/Tests:\s+2 passed, 2 total/)
    expectLenientOutputs(jestDir, r.output, 'payment.test.js')
  })

  // A repeated lenient assertion is one lenient threshold; UI labels and a sentence-initial word are
  // not names to swap, and a one-word "Welcome!" is no sentence to drop: before, these gave 5 entries.
  const LABELS = 'Welcome! Go to Settings > Security, click Save and reload the page.'
  const labelsTest = (test: string, repeats: string) => `${test}('labels'${repeats}, () => {
  expect(${JSON.stringify(LABELS.replace('reload', 'refresh'))}).toBeSimilarTo(${JSON.stringify(LABELS)}, { min: 0.6 })
})
`
  const lenientLines = (output: string) =>
    (ourBlock(output).split('Lenient thresholds')[1] ?? '').split('\n').filter((l) => /› (lenient|labels)/.test(l))

  it('Vitest with repeats: one entry and one count per assertion; no swap of labels or a sentence start', async () => {
    const dir = makeProject('lenient-repeats-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'payment.test.ts':
        `import { expect, it } from 'vitest'\n` +
        body('it').replace("it('lenient', ()", "it('lenient', { repeats: 2 }, ()") +
        labelsTest('it', ', { repeats: 2 }'),
    })
    try {
      const r = await run('vitest', ['run'], dir, options({ probes: true, thresholds: { lenient: 1 } }))
      expect(r.code, r.output).toBe(0)
      const data = report(dir)
      expect(data.records.filter((x: { lenient?: unknown }) => x.lenient !== undefined)).toHaveLength(3)
      expect(data.files[0].lenient).toBe(1)
      expect(data.gates.results).toEqual([{ gate: 'lenient', scope: 'run', actual: 1, limit: 1, passed: true, by: 0 }])
      expect(lenientLines(r.output)).toEqual(['   payment.test.ts › lenient (toBeSimilarTo >= 0.85)'])
      expect(ourBlock(r.output)).toContain('min 0.89 rejects every probe; in 3 of 3 runs')
    } finally {
      removeProject(dir)
    }
  })

  it('Jest: no probe from UI labels, a sentence start or a one-word sentence', async () => {
    const dir = makeProject('lenient-labels-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'labels.test.js': labelsTest('test', ''),
    })
    try {
      const r = await run(
        'jest',
        ['--config', 'jest.config.cjs'],
        dir,
        options({ probes: true, thresholds: { lenient: 0 } }),
      )
      expect(r.code, r.output).toBe(0)
      expect(report(dir).records.map((x: object) => 'lenient' in x)).toEqual([false])
      expect(ourBlock(r.output)).not.toContain('Lenient thresholds')
    } finally {
      removeProject(dir)
    }
  })
})

// The HTML page and the Markdown show an accepted probe as text, its quotes and line break as they
// are (not a JSON string's escapes), and the page names the repeat on each row of a repeated test.
// Jest has no repeats: its run checks the probe text only.
const QUOTED = 'She said "yes".\nThe payment was approved.'
const quotedBody = (test: string, repeats: string) => `${test}('quoted'${repeats}, () => {
  expect(${JSON.stringify(QUOTED.replace('.\n', '!\n'))}).toBeSimilarTo(${JSON.stringify(QUOTED)}, { min: 0.5 })
})
`

async function pageRecords(html: string): Promise<Record<string, unknown>[]> {
  return (await pageDataOf(html)).records as unknown as Record<string, unknown>[]
}

async function expectProbeAsText(dir: string, repeated: boolean) {
  const data = report(dir)
  const probe = data.records[0].lenient.probe as string
  expect(probe).toContain('"yes"')
  expect(probe).toContain('\n')
  const html = readFileSync(join(dir, 'scores.html'), 'utf8')
  const findings = `<span class="probe">“${probe.replaceAll('"', '&quot;')}”</span>`
  expect(html).toContain(findings)
  const records = await pageRecords(html)
  expect(records.every((r) => String(r.k).includes(`probe “${probe}” scored`))).toBe(true)
  expect(records.map((r) => [r.p, r.z])).toEqual(
    repeated
      ? [
          [undefined, 2],
          [1, 2],
        ]
      : [[undefined, undefined]],
  )
  const markdown = readFileSync(join(dir, 'scores.md'), 'utf8')
  expect(markdown).toContain(`negation: “${probe.replace('\n', '<br>')}”`)
  expect(markdown).not.toContain('\\"')
}

describe('an accepted probe with quotes and a line break, in the HTML and Markdown reports', () => {
  let vitestDir: string
  let jestDir: string
  const env = options({ probes: true, htmlFile: 'scores.html' })
  beforeAll(() => {
    vitestDir = makeProject('lenient-quoted-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'quoted.test.ts': `import { expect, it } from 'vitest'\n${quotedBody('it', ', { repeats: 1 }')}`,
    })
    jestDir = makeProject('lenient-quoted-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'quoted.test.js': quotedBody('test', ''),
    })
  })
  afterAll(() => {
    removeProject(vitestDir)
    removeProject(jestDir)
  })

  it('Vitest: shown as text, and each row of the repeated test names its repeat', async () => {
    const r = await run('vitest', ['run'], vitestDir, env)
    expect(r.code, r.output).toBe(0)
    await expectProbeAsText(vitestDir, true)
  })

  it('Jest: shown as text', async () => {
    const r = await run('jest', ['--config', 'jest.config.cjs'], jestDir, env)
    expect(r.code, r.output).toBe(0)
    await expectProbeAsText(jestDir, false)
  })
})
