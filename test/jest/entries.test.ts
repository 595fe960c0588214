import { describe, expect, it, jest } from '@jest/globals'
import { join } from 'node:path'
import type { RunnerGlobals } from '../shared/runner.js'
import { entriesCases } from '../shared/matchers/entries.js'

const MATCHERS_DIR = join(__dirname, '../../src/matchers')

// The entry cases of the Vitest suite (test/matchers/entries.test.ts), on Jest's expect as the built
// expect-similar/jest registered it, and on the built CommonJS expect-similar/matchers.
entriesCases(
  { describe, it, expect: expect as unknown as RunnerGlobals['expect'], fn: jest.fn },
  {
    matchersDir: MATCHERS_DIR,
    load: (file) => require(join(MATCHERS_DIR, file)) as unknown,
    entry: require('../../dist/matchers.cjs') as Record<string, unknown>,
  },
)
