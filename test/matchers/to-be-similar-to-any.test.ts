import '../../src/vitest.js'
import { describe, expect, it, vi } from 'vitest'
import { toBeSimilarToAnyCases } from '../shared/matchers/to-be-similar-to-any.js'

// The cases are shared with the Jest suite (test/jest/matchers.test.ts), which runs them on Jest's expect.
toBeSimilarToAnyCases({ describe, it, expect, fn: vi.fn })
