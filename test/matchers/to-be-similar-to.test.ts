import '../../src/vitest.js'
import { describe, expect, it, vi } from 'vitest'
import { toBeSimilarToCases } from '../shared/matchers/to-be-similar-to.js'

// The cases are shared with the Jest suite (test/jest/matchers.test.ts), which runs them on Jest's expect.
toBeSimilarToCases({ describe, it, expect, fn: vi.fn })
