import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JEST_MATCHERS_CONFIG, makeProject, removeProject, run, VITEST_MATCHERS_CONFIG } from './harness.js'

// A mistake in how a matcher is called (a bad option) is the user's: the runner must point at
// their `expect` line, not at a frame inside the package (dist/vitest.js), so expect-similar cuts
// its own frames from the stack of the errors it throws for such mistakes.
const body = (test: string) => `${test}('a bad option', () => {
  expect('Paris').toBeSimilarTo('Paris', { min: 2 })
})
${test}('a bad option of an asymmetric matcher', () => {
  expect({ reply: 'Paris' }).toEqual({ reply: expect.similarTo('Paris', { min: 2 }) })
})
`
const ERROR = 'TypeError: expect-similar: option min must be a number in [0, 1], received number 2'

/** The frames ("at ..." lines, or Vitest's "❯ file:line:column" lines) printed after each error. */
function firstFrames(output: string, marker: RegExp): string[] {
  const lines = output.split('\n')
  return lines.flatMap((line, i) => {
    if (!line.includes(ERROR)) return []
    const frame = lines.slice(i + 1).find((l) => marker.test(l))
    return frame === undefined ? [] : [frame.trim()]
  })
}

describe('errors for a bad matcher call point at the test line', () => {
  let vitestDir: string
  let jestDir: string
  beforeAll(() => {
    vitestDir = makeProject('user-frames-vitest', {
      'vitest.config.ts': VITEST_MATCHERS_CONFIG,
      'evals/bad.test.ts': `import { expect, it } from 'vitest'\n${body('it')}`,
    })
    jestDir = makeProject('user-frames-jest', {
      'jest.config.cjs': JEST_MATCHERS_CONFIG,
      'evals/bad.test.js': body('test'),
    })
  })
  afterAll(() => {
    removeProject(vitestDir)
    removeProject(jestDir)
  })

  it('Vitest shows the code frame of the expect call', async () => {
    const r = await run('vitest', ['run'], vitestDir)
    expect(r.code, r.output).toBe(1)
    expect(r.output).toMatch(/2 failed/)
    expect(firstFrames(r.output, /^\s*❯ /), r.output).toEqual(['❯ evals/bad.test.ts:3:19', '❯ evals/bad.test.ts:6:54'])
    expect(r.output).not.toMatch(/dist[\\/]vitest\.js/)
  })

  it('Jest shows the code frame of the expect call', async () => {
    const r = await run('jest', ['--config', 'jest.config.cjs'], jestDir)
    expect(r.code, r.output).toBe(1)
    expect(r.output).toMatch(/Tests:\s+2 failed, 2 total/)
    // Jest's own frames (its expect package, under node_modules) may come first; the first frame
    // outside node_modules, and so the code frame, is the test's line.
    expect(firstFrames(r.output, /^\s*at (?!.*node_modules)/), r.output).toEqual([
      'at Object.<anonymous> (evals/bad.test.js:2:19)',
      'at Object.<anonymous> (evals/bad.test.js:5:54)',
    ])
    expect(r.output).toContain("    > 2 |   expect('Paris').toBeSimilarTo('Paris', { min: 2 })")
    expect(r.output).not.toMatch(/dist[\\/]jest\.c?js/)
  })
})
