import { afterAll, describe, expect, it, jest } from '@jest/globals'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { JestScoreLine } from '../../src/records/types.js'
import type { RunnerGlobals } from '../shared/runner.js'
import { recordTextsCases } from '../shared/matchers/record-texts.js'
import { writeBufferedRecords } from '../../src/channel/jest/write.js'

// What the Jest reporter does: name a directory; the worker appends its records there.
const RECORD_DIR = mkdtempSync(join(tmpdir(), 'expect-similar-texts-'))
process.env.EXPECT_SIMILAR_RECORD_DIR = RECORD_DIR
afterAll(() => {
  delete process.env.EXPECT_SIMILAR_RECORD_DIR
  rmSync(RECORD_DIR, { recursive: true, force: true })
})

/** The lines the running test wrote, once the asymmetric ones buffered until the next microtask are out. */
async function recorded(): Promise<JestScoreLine[]> {
  await new Promise((resolve) => setImmediate(resolve))
  const name = expect.getState().currentTestName
  // The worker writes its records at the end of the test file: here, before reading them back.
  writeBufferedRecords()
  return readdirSync(RECORD_DIR)
    .flatMap((file) => readFileSync(join(RECORD_DIR, file), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as JestScoreLine)
    .filter((line) => line.testPath === __filename && line.testName === name)
}

// The cases of the Vitest suite (test/matchers/record-texts.test.ts), on Jest's JSONL lines.
recordTextsCases({
  describe,
  it,
  expect: expect as unknown as RunnerGlobals['expect'],
  fn: jest.fn,
  recorded,
})
