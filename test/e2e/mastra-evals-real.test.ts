import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { checks } from '@mastra/evals/checks'
import {
  createContentSimilarityScorer,
  createKeywordCoverageScorer,
  createTextualDifferenceScorer,
} from '@mastra/evals/scorers/prebuilt'
import { createAgentTestRun, createTestMessage } from '@mastra/evals/scorers/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSimilarity } from '../../src/core/content-similarity.js'
import { makeProject, ourBlock, REPO, removeProject, run } from './harness.js'
import { fixedAnswerAgent, UNKNOWN } from './mastra-agent.js'

// A real Vitest 4.1.12 run of a Mastra suite with the real @mastra/evals 1.10.2 and @mastra/core
// 1.71.0: expectEval / expectEvals over a real agent whose model is a fixed table of answers (no
// LLM, no network: every process of the run refuses connections), scored by Mastra's code scorers,
// a gate and thresholds, beside one of our own matchers, with Mastra's reporter and ours. Every
// value asserted is computed here by calling the same Mastra scorers on the same texts.

const FRANCE = 'What is the capital of France?'
const JAPAN = 'What is the capital of Japan?'
// Our own assertion's question, answered alike in both runs.
const ITALY = 'What is the capital of Italy?'
const REFERENCE = 'Rome is the capital of Italy.'
// The second run answers Mastra's questions in other words: its scores drop, every test still passes.
const FIRST = {
  [FRANCE]: 'Paris is the capital of France.',
  [JAPAN]: 'The capital of Japan is Tokyo.',
  [ITALY]: REFERENCE,
}
const SECOND = {
  [FRANCE]: 'The capital is Paris.',
  [JAPAN]: 'Japan has Tokyo as its capital city.',
  [ITALY]: REFERENCE,
}
const FILE = 'evals/capitals.test.ts'
// Each run loads @mastra/core in its main process and in each worker: allow for a loaded machine.
const RUN_TIMEOUT = 120_000

const AGENT = `import { readFileSync } from 'node:fs'
import { fixedAnswerAgent } from ${JSON.stringify(join(REPO, 'test/e2e/mastra-agent.ts'))}
export const FRANCE = ${JSON.stringify(FRANCE)}
export const JAPAN = ${JSON.stringify(JAPAN)}
export const ITALY = ${JSON.stringify(ITALY)}
export const agent = fixedAnswerAgent(JSON.parse(readFileSync(new URL('../answers.json', import.meta.url), 'utf8')))
`

const CAPITALS = `import { createScorer } from '@mastra/core/evals'
import { checks } from '@mastra/evals/checks'
import {
  createContentSimilarityScorer,
  createKeywordCoverageScorer,
  createTextualDifferenceScorer,
} from '@mastra/evals/scorers/prebuilt'
import { getTextContentFromMastraDBMessage } from '@mastra/evals/scorers/utils'
import { EvalPassRateError, expectEval, expectEvals } from '@mastra/evals/vitest'
import { describe, expect, it } from 'vitest'
import { FRANCE, JAPAN, agent } from './agent.js'

const containsGroundTruth = createScorer({
  id: 'contains-ground-truth',
  description: 'The answer names the expected city',
  type: 'agent',
}).generateScore(({ run }) =>
  run.output.map(getTextContentFromMastraDBMessage).join(' ').includes(run.groundTruth) ? 1 : 0,
)

describe('capitals agent', () => {
  it('answers both capitals', async () => {
    await expectEvals({
      target: agent,
      data: [
        { input: FRANCE, groundTruth: 'Paris' },
        { input: JAPAN, groundTruth: 'Tokyo' },
      ],
      scorers: [
        createContentSimilarityScorer(),
        { scorer: createKeywordCoverageScorer(), threshold: 0.5 },
        createTextualDifferenceScorer(),
      ],
      gates: [containsGroundTruth],
    }).toPass()
  })

  // Mastra attaches the run to the test before judging it: a missed threshold is still reported.
  it('misses a 0.9 similarity threshold, as it should', async () => {
    const evaluation = expectEval({
      target: agent,
      data: { input: JAPAN },
      scorers: [{ scorer: createContentSimilarityScorer(), threshold: 0.9 }],
    })
    await expect(evaluation.toPass()).rejects.toThrow(EvalPassRateError)
  })

  // Two gates of one id (check-includes): Mastra averages them together.
  it('names its words in most answers', async () => {
    await expectEvals({
      target: agent,
      data: [{ input: FRANCE }, { input: JAPAN }],
      gates: [checks.includes('Paris'), checks.includes('capital')],
    }).toPass(0.5)
  })
})
`

const OURS = `import { expect, it } from 'vitest'
import { ITALY, agent } from './agent.js'

it('answers like the reference', async () => {
  expect(globalThis.networkGuard).toBe('on')
  const { text } = await agent.generate(ITALY)
  expect(text).toBeSimilarTo(${JSON.stringify(REFERENCE)}, { min: 0.8 })
})
`

// Loaded into every process of the run (NODE_OPTIONS): it logs that it is there, then refuses
// and logs every connection and name lookup, so a run that needed the network fails and says so.
const GUARD = `import dns from 'node:dns'
import { appendFileSync } from 'node:fs'
import net from 'node:net'
const log = new URL('./network.log', import.meta.url)
appendFileSync(log, 'loaded\\n')
globalThis.networkGuard = 'on'
const refuse = (what) => {
  appendFileSync(log, what + '\\n')
  throw new Error('network refused in this test: ' + what)
}
net.Socket.prototype.connect = function (...args) { refuse('connect ' + JSON.stringify(args[0])) }
dns.lookup = (host) => refuse('lookup ' + host)
dns.promises.lookup = async (host) => refuse('lookup ' + host)
`

const CONFIG = `import { MastraEvalsReporter } from '@mastra/evals/vitest'
import { defineConfig } from 'vitest/config'
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    setupFiles: ['expect-similar/vitest'],
    reporters: [
      'default',
      new MastraEvalsReporter({ color: false }),
      ['expect-similar/vitest-reporter', JSON.parse(process.env.ES_OPTIONS ?? '{}')],
    ],
  },
})
`

type Answers = Record<string, string>

// A Mastra scorer run on one answer, in the shape an agent run gives it (the question as the user
// message, the answer as the assistant's).
interface AgentScorer {
  id: string
  run(run: ReturnType<typeof createAgentTestRun>): Promise<{ score?: number }>
}
async function scoreOf(scorer: AgentScorer, question: string, answers: Answers): Promise<number> {
  const agentRun = createAgentTestRun({
    inputMessages: [createTestMessage({ content: question, role: 'user' })],
    output: [createTestMessage({ content: answers[question] as string, role: 'assistant' })],
  })
  const { score } = await scorer.run(agentRun)
  if (typeof score !== 'number') throw new Error(`${scorer.id} gave no score for ${JSON.stringify(question)}`)
  return score
}

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length

interface Expected {
  /** Per record of the Mastra file: [test, scorer, score, threshold, pass, totalItems]. */
  rows: [string, string, number, number | undefined, boolean, number][]
  /** Each score as the scorers give it: the averages of the tests' items. */
  content: number
  keywords: number
  difference: number
  named: number
  japan: number
  includes: number
  ours: number
}

// What each test's records must hold, from the scorers themselves: averages over the items.
async function expected(answers: Answers): Promise<Expected> {
  const both = [FRANCE, JAPAN]
  const average = async (make: () => AgentScorer, questions = both) =>
    mean(await Promise.all(questions.map((q) => scoreOf(make(), q, answers))))
  const truths = { [FRANCE]: 'Paris', [JAPAN]: 'Tokyo' } as Answers
  const content = await average(createContentSimilarityScorer)
  const keywords = await average(createKeywordCoverageScorer)
  const difference = await average(createTextualDifferenceScorer)
  const named = mean(both.map((q) => ((answers[q] as string).includes(truths[q] as string) ? 1 : 0)))
  const japan = await average(createContentSimilarityScorer, [JAPAN])
  const includes = mean([
    ...(await Promise.all(both.map((q) => scoreOf(checks.includes('Paris'), q, answers)))),
    ...(await Promise.all(both.map((q) => scoreOf(checks.includes('capital'), q, answers)))),
  ])
  // The fixture's claims must hold for these texts, or the verdicts below would test nothing.
  expect(keywords).toBeGreaterThanOrEqual(0.5)
  expect(named).toBe(1)
  expect(japan).toBeLessThan(0.9)
  expect(includes).toBeGreaterThanOrEqual(0.5)
  expect(includes).toBeLessThan(1)
  const a = 'capitals agent > answers both capitals'
  const b = 'capitals agent > misses a 0.9 similarity threshold, as it should'
  const c = 'capitals agent > names its words in most answers'
  return {
    rows: [
      [a, 'mastra:content-similarity-scorer', content, undefined, true, 2],
      [a, 'mastra:gate.contains-ground-truth', named, 1, true, 2],
      [a, 'mastra:keyword-coverage-scorer', keywords, 0.5, true, 2],
      [a, 'mastra:textual-difference-scorer', difference, undefined, true, 2],
      [b, 'mastra:content-similarity-scorer', japan, 0.9, false, 1],
      [c, 'mastra:gate.check-includes', includes, 1, false, 2],
    ],
    content,
    keywords,
    difference,
    named,
    japan,
    includes,
    ours: contentSimilarity(REFERENCE, answers[ITALY] as string, { ignoreCase: true, ignoreWhitespace: true }).score,
  }
}

interface JsonRecord {
  file: string
  test: string
  matcher: string
  scorer: string
  score: number
  pass: boolean
  threshold?: number
  details?: { totalItems?: number }
}

const MASTRA_HEADING = "Mastra evals (Mastra's own scores and verdicts; in none of the numbers above)"
const fileMean = (e: Expected): number => mean(e.rows.map((row) => row[2]))
// Mastra's reporter prints a score with at most three decimals, trailing zeros dropped.
const mastraScore = (n: number): string =>
  (Number.isInteger(n) ? n.toFixed(1) : n.toFixed(3).replace(/0+$/, '')).replace('.', '\\.')
const two = (n: number): string => n.toFixed(2).replace('.', '\\.')

describe('a real @mastra/evals suite in the Vitest report', () => {
  let dir: string
  let first: Expected
  let second: Expected
  let gate: number
  beforeAll(async () => {
    dir = makeProject('mastra-evals-real', {
      'vitest.config.ts': CONFIG,
      'network-guard.mjs': GUARD,
      'evals/agent.ts': AGENT,
      [FILE]: CAPITALS,
      'evals/ours.test.ts': OURS,
    })
    first = await expected(FIRST)
    second = await expected(SECOND)
    // A gate on the Mastra file's mean that the first answers reach and the second do not.
    gate = (fileMean(first) + fileMean(second)) / 2
    expect(fileMean(second)).toBeLessThan(gate - 0.05)
  }, RUN_TIMEOUT)
  afterAll(() => removeProject(dir))

  const options = {
    outputFile: 'scores.json',
    markdownFile: 'scores.md',
    htmlFile: 'report.html',
    history: 'history.jsonl',
    baseline: 'baseline.json',
  }
  const runWith = (answers: Answers, extra: object) => {
    writeFileSync(join(dir, 'answers.json'), JSON.stringify(answers))
    // Mastra's scores are gated by thresholds.mastra only: no gate or baseline of ours counts them.
    const es = { ...options, thresholds: { mastra: { files: { [FILE]: { mean: gate } } } }, ...extra }
    const guard = pathToFileURL(join(dir, 'network-guard.mjs')).href
    const env = { ES_OPTIONS: JSON.stringify(es), COLUMNS: '250', NODE_OPTIONS: `--import ${guard}` }
    return run('vitest', ['run'], dir, env)
  }
  const records = (): JsonRecord[] => JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8')).records

  it('answers from its table, and says it does not know otherwise', async () => {
    const agent = fixedAnswerAgent(FIRST)
    expect((await agent.generate(JAPAN)).text).toBe(FIRST[JAPAN])
    expect((await agent.generate('What is the capital of Peru?')).text).toBe(UNKNOWN)
  })

  it('shows the scores, gates and verdicts of expectEval runs beside ours, offline', {
    timeout: RUN_TIMEOUT,
  }, async () => {
    const result = await runWith(FIRST, { updateBaseline: true })
    // Every test passed, and Mastra's gate on its file's mean was reached.
    expect(result.code, result.output).toBe(0)
    const log = readFileSync(join(dir, 'network.log'), 'utf8').trimEnd().split('\n')
    // The main process and at least one worker loaded the guard, and nothing asked for the network.
    expect(log.length).toBeGreaterThanOrEqual(2)
    expect(
      log.every((line) => line === 'loaded'),
      log.join('\n'),
    ).toBe(true)

    const mastra = records()
      .filter((r) => r.matcher === 'expectEval')
      .map((r) => [r.test, r.scorer, r.score, r.threshold, r.pass, r.details?.totalItems])
      .sort((x, y) => `${x[0]} ${x[1]}`.localeCompare(`${y[0]} ${y[1]}`))
    expect(mastra).toHaveLength(first.rows.length)
    for (const [i, row] of first.rows.entries()) {
      const [test, scorer, score, threshold, pass, items] = mastra[i] as Expected['rows'][number]
      expect([test, scorer, threshold, pass, items]).toEqual([row[0], row[1], row[3], row[4], row[5]])
      expect(score).toBeCloseTo(row[2], 12)
    }
    const ours = records().filter((r) => r.matcher === 'toBeSimilarTo')
    expect(ours.map((r) => [r.file, r.scorer, r.pass])).toEqual([['evals/ours.test.ts', 'content-similarity', true]])
    expect(ours[0]?.score).toBeCloseTo(first.ours, 12)

    // Our table holds our file only; Mastra's records have a table of their own under it, a column
    // per Mastra score and gate, each the mean over the tests' averages.
    const block = ourBlock(result.output)
    const [own, theirs] = block.split(MASTRA_HEADING)
    expect(theirs, block).toBeDefined()
    expect(own).toMatch(/^ evals\/ours\.test\.ts +1 +1 +0 +1\.00\b/m)
    expect(own).not.toContain('capitals')
    expect(own).not.toContain('mastra:')
    expect(own).toMatch(/^ Total +1 +1 +0 +1\.00\b/m)
    const contentColumn = (first.content + first.japan) / 2
    // Columns by name: content similarity, the two gates, keyword coverage, textual difference.
    const columns = [contentColumn, first.includes, first.named, first.keywords, first.difference]
    const row = `^ evals/capitals\\.test\\.ts +6 +4 +2 +${columns.map((c) => `${two(c)}\\b.*`).join(' +')}$`
    expect(theirs).toMatch(new RegExp(row, 'm'))
    expect(theirs).not.toContain('ours.test.ts')
    const markdown = readFileSync(join(dir, 'scores.md'), 'utf8')
    for (const column of [
      'mastra:content-similarity-scorer',
      'mastra:gate.check-includes',
      'mastra:gate.contains-ground-truth',
    ])
      expect(markdown).toContain(column)
    const [ownMarkdown, mastraMarkdown] = markdown.split('**Mastra evals**')
    expect(ownMarkdown).not.toContain('capitals')
    expect(mastraMarkdown).toMatch(new RegExp(`evals/capitals\\.test\\.ts.*\\| ${two(contentColumn)} `))
    // The page: Mastra's table in a section of its own, after the Files table of ours.
    const html = readFileSync(join(dir, 'report.html'), 'utf8')
    const ownFiles = html.slice(html.indexOf('<section id="by-file">'), html.indexOf('<section id="mastra">'))
    expect(ownFiles).toContain('evals/ours.test.ts')
    expect(ownFiles).not.toContain('capitals')
    const mastraSection = html.slice(html.indexOf('<section id="mastra">'))
    expect(mastraSection).toContain('mastra:gate.contains-ground-truth')
    expect(mastraSection).toContain(`<span class="mono">${FILE}</span>`)

    // The JSON report: totals and files are ours; Mastra's file, its pass rate and mean are apart.
    const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
    expect(report.files.map((f: { file: string }) => f.file)).toEqual(['evals/ours.test.ts'])
    expect(report.totals).toMatchObject({ assertions: 1, passed: 1, passRate: 1 })
    expect(report.totals.mean).toBeCloseTo(first.ours, 12)
    const capitals = report.mastra.files.find((f: { file: string }) => f.file === FILE)
    expect(capitals).toMatchObject({ assertions: 6, passed: 4, failed: 2, passRate: 4 / 6 })
    expect(capitals.mean).toBeCloseTo(fileMean(first), 12)
    expect(report.gates.results).toMatchObject([{ gate: 'mean', scope: FILE, passed: true, mastra: true }])
    // History: our means only, never moved by Mastra's scores.
    const history = JSON.parse(readFileSync(join(dir, 'history.jsonl'), 'utf8').trimEnd().split('\n').at(-1) as string)
    expect(history.files.map((f: { file: string }) => f.file)).toEqual(['evals/ours.test.ts'])
    expect(history.total.assertions).toBe(1)
    expect(history.total.mean).toBeCloseTo(first.ours, 12)

    // Mastra's own reporter, in the same run, shows the same runs and verdicts.
    expect(result.output).toContain(' Mastra Evals ')
    expect(result.output).toMatch(/^✓ capitals agent > answers both capitals \(2 items\)$/m)
    expect(result.output).toMatch(/^• capitals agent > misses a 0\.9 similarity threshold, as it should \(1 item\)$/m)
    expect(result.output).toMatch(/^✗ capitals agent > names its words in most answers \(2 items\)$/m)
    const gateLine = `^ +check-includes \\(gate\\) +${mastraScore(first.includes)} +✗$`
    expect(result.output).toMatch(new RegExp(gateLine, 'm'))
  })

  it("fails the run on Mastra's own gate when its scores drop; our means and maxRegression do not move", {
    timeout: RUN_TIMEOUT,
  }, async () => {
    const result = await runWith(SECOND, { maxRegression: 0.05 })
    expect(result.code, result.output).toBe(1)
    expect(result.output).toMatch(/Tests +4 passed \(4\)/)
    expect(
      readFileSync(join(dir, 'network.log'), 'utf8')
        .trimEnd()
        .split('\n')
        .every((l) => l === 'loaded'),
    ).toBe(true)
    const report = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'))
    const failed = report.gates.results.filter((g: { passed: boolean }) => !g.passed)
    // Only Mastra's gate failed: maxRegression compares our file, which scored the same.
    expect(failed.map((g: { gate: string; scope: string; mastra?: true }) => [g.gate, g.scope, g.mastra])).toEqual([
      ['mean', FILE, true],
    ])
    expect(failed[0].actual).toBeCloseTo(fileMean(second), 12)
    expect(failed[0].limit).toBe(gate)
    const regressions = report.gates.results.filter((g: { gate: string }) => g.gate === 'maxRegression')
    expect(regressions.map((g: { scope: string; passed: boolean }) => [g.scope, g.passed])).toEqual([
      ['evals/ours.test.ts', true],
    ])
    expect(report.baseline.files.map((f: { file: string; delta: number }) => [f.file, f.delta])).toEqual([
      ['evals/ours.test.ts', 0],
    ])
    // Mastra's file is neither compared nor called removed: it is no file of ours.
    expect(report.baseline.removed).toEqual([])
    expect(report.baseline.added).toEqual([])
    expect(result.output).toMatch(/Mastra evals: evals\/capitals\.test\.ts \(thresholds\.mastra\.files .*\) mean/)
    // The failing run left the baseline as the first run wrote it, and added its own history line.
    const saved = JSON.parse(readFileSync(join(dir, 'baseline.json'), 'utf8'))
    expect(saved.mastra.files.find((f: { file: string }) => f.file === FILE).mean).toBeCloseTo(fileMean(first), 12)
    const lines = readFileSync(join(dir, 'history.jsonl'), 'utf8').trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    const last = JSON.parse(lines[1] as string)
    expect(last.files.map((f: { file: string }) => f.file)).toEqual(['evals/ours.test.ts'])
    expect(last.total.mean).toBeCloseTo(second.ours, 12)
  })
})
