import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL, JEST_CONFIG, VITEST_CONFIG, makeProject, ourBlock, removeProject, run } from './harness.js'

// A CI log (no terminal, COLUMNS unset: 120 wide) shows every file's path whole: columns go first.

const FILES = [
  'test/evals/customer-support/escalations/refund-policy-answers.test',
  'test/evals/customer-support/escalations/shipping-delay-answers.test',
]
const records = (runner: 'vitest' | 'jest'): string[] => {
  const call = runner === 'vitest' ? 'recordVitest(task, ' : 'recordJest('
  return [
    `${call}{ matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: 0.81, threshold: 0.5, pass: true, isNot: false })`,
    `${call}{ matcher: 'toDifferByAtMost', scorer: 'textual-difference', score: 0.7, maxChanges: 5, changes: 3, pass: true, isNot: false })`,
  ]
}
const vitestFile = `import { it } from 'vitest'
import { recordVitest } from ${JSON.stringify(CHANNEL)}
it('answers', ({ task }) => { ${records('vitest').join('; ')} })
`
const jestFile = `const { recordJest } = require(${JSON.stringify(CHANNEL)})
test('answers', () => { ${records('jest').join('; ')} })
`

describe.each([
  {
    runner: 'vitest' as const,
    config: { 'vitest.config.ts': VITEST_CONFIG } as Record<string, string>,
    file: vitestFile,
    ext: 'ts',
    args: ['run'],
  },
  {
    runner: 'jest' as const,
    config: { 'jest.config.cjs': JEST_CONFIG } as Record<string, string>,
    file: jestFile,
    ext: 'js',
    args: ['--ci'],
  },
])('$runner: the table in a 120-column CI log', ({ runner, config, file, ext, args }) => {
  let dir: string
  beforeAll(() => {
    dir = makeProject(`terminal-width-${runner}`, {
      ...config,
      ...Object.fromEntries(FILES.map((f) => [`${f}.${ext}`, file])),
    })
  })
  afterAll(() => removeProject(dir))

  it('keeps every path whole, with its numbers on its row, dropping columns instead (Trend included)', async () => {
    const env = { ES_OPTIONS: JSON.stringify({ history: 'history.jsonl' }), COLUMNS: '120' }
    for (const i of [1, 2]) {
      const r = await run(runner, args, dir, env)
      expect(r.code, `run ${i}\n${r.output}`).toBe(0)
    }
    const r = await run(runner, args, dir, env)
    const block = ourBlock(r.output)
    for (const f of FILES) expect(block).toMatch(new RegExp(`^ ${f.replace(/[./]/g, '\\$&')}\\.${ext} +2 +2 +0 `, 'm'))
    expect(block).not.toContain('…')
    for (const line of block.split('\n')) expect([...line].length).toBeLessThanOrEqual(120)
  })
})
