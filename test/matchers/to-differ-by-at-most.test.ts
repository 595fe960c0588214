import '../../src/vitest.js'
import { describe, expect, it, vi } from 'vitest'
import { toDifferByAtMostCases } from '../shared/matchers/to-differ-by-at-most.js'

// The cases are shared with the Jest suite (test/jest/matchers.test.ts), which runs them on Jest's expect.
toDifferByAtMostCases({ describe, it, expect, fn: vi.fn })
