import { installAsymmetricMatchers } from '../matchers/registry.js'
import { installRunnerAdapter, isVitestTask, type VitestTaskLike } from '../channel/send.js'
import { vitestAdapter } from './vitest-adapter.js'

// Vitest copies the asymmetric matchers on this object onto every test-context `expect`.
const ASYMMETRIC_MATCHERS_OBJECT = Symbol.for('asymmetric-matchers-object')

interface VitestParts {
  expect: { not: object }
  beforeEach(fn: (context: { task: unknown }) => () => void): void
  getCurrentTest(): unknown
}

/**
 * Everything the Vitest entry does besides `expect.extend`: installs the asymmetric matchers on
 * the global and every test-context `expect`, and the adapter that lets them find their test.
 *
 * @example
 * setupVitest({ expect, beforeEach, getCurrentTest })
 */
export function setupVitest({ expect, beforeEach, getCurrentTest }: VitestParts): void {
  const shared = (globalThis as Record<symbol, unknown>)[ASYMMETRIC_MATCHERS_OBJECT]
  installAsymmetricMatchers(expect, ...(typeof shared === 'object' && shared !== null ? [shared] : []))
  const running = new Set<VitestTaskLike>()
  beforeEach(({ task }) => {
    if (isVitestTask(task)) running.add(task)
    return () => {
      if (isVitestTask(task)) running.delete(task)
    }
  })
  installRunnerAdapter(vitestAdapter({ globalExpect: expect, getCurrentTest, running }))
}
