import { afterAll, beforeAll, expect, it } from 'vitest'
import { makeProject, removeProject, run } from './harness.js'

// A reject failure's annotation (and so GitHub's PR notice) names the reject text's score, never a
// false "received < min". Jest has no test annotations; its failure message already says it.

const CONFIG = `import { defineConfig } from 'vitest/config'
export default defineConfig({
  test: { include: ['**/*.test.ts'], setupFiles: ['expect-similar/vitest'], reporters: ['github-actions'] },
})
`
const TEST = `import { expect, it } from 'vitest'
it('payment', () => {
  expect('The payment was approved!').toBeSimilarTo('The payment was approved.', {
    min: 0.7,
    reject: ['The payment was not approved.'],
  })
})
`
let dir: string
beforeAll(() => {
  dir = makeProject('reject-annotation', { 'vitest.config.ts': CONFIG, 'test/pay.test.ts': TEST })
})
afterAll(() => removeProject(dir))

it('annotates a reject failure with the reject text score', async () => {
  const r = await run('vitest', ['run'], dir, { GITHUB_ACTIONS: 'true' })
  expect(r.code).toBe(1)
  expect(r.output).toMatch(/::notice [^\n]*a reject text scored content similarity 0\.\d+ ≥ min 0\.70/)
  expect(r.output).not.toMatch(/::notice [^\n]*content similarity 0\.\d+ < min 0\.70/)
}, 60_000)
