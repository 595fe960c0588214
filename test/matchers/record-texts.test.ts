import '../../src/vitest.js'
import { describe, expect, it, TestRunner, vi } from 'vitest'
import { recordTextsCases } from '../shared/matchers/record-texts.js'
import { recordsOf } from './helpers.js'

// The cases are shared with the Jest suite (test/jest/record-texts.test.ts), which reads its JSONL lines.
recordTextsCases({
  describe,
  it,
  expect,
  fn: vi.fn,
  recorded: async () => recordsOf(TestRunner.getCurrentTest() as Parameters<typeof recordsOf>[0]),
})
