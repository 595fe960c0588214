import '../../src/vitest.js'
import { describe, expect, it, vi } from 'vitest'
import { guardCases } from '../shared/matchers/guard.js'

// The cases are shared with the Jest suite (test/jest/matchers.test.ts), which runs them on Jest's expect.
guardCases({ describe, it, expect, fn: vi.fn })
