import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import { RECORD_DIR_ENV } from '../../src/records/types.js'
import { recordScore } from '../../src/channel/send.js'
import { jestGlobals } from '../../src/runners/jest-setup.js'

const RECORD = {
  matcher: 'toBeSimilarTo',
  scorer: 'content-similarity',
  score: 1,
  threshold: 0.7,
  pass: true,
  isNot: false,
} as const

describe('jest entry setup', () => {
  it('explains itself when Jest globals are missing', () => {
    expect(() => jestGlobals({})).toThrow(
      "expect-similar/jest must be loaded from Jest's setupFilesAfterEnv with Jest globals injected; global expect is undefined.",
    )
    expect(() => jestGlobals({ expect: () => {}, beforeEach: () => {} })).toThrow('global expect is function')
    // Pointing at the one call that installs everything (the asymmetric forms too), not expect.extend.
    expect(() => jestGlobals({})).toThrow(
      "call installMatchers(expect, { beforeEach, afterEach, afterAll }) from 'expect-similar/matchers'",
    )
  })
})

describe('the JSONL channel', () => {
  const saved = process.env[RECORD_DIR_ENV]
  afterEach(() => {
    if (saved === undefined) delete process.env[RECORD_DIR_ENV]
    else process.env[RECORD_DIR_ENV] = saved
  })

  it('fails loudly when the record directory is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'expect-similar-gone-'))
    rmSync(dir, { recursive: true })
    process.env[RECORD_DIR_ENV] = dir
    expect(() => recordScore({ testPath: '/a.test.ts', currentTestName: 'a' }, RECORD)).toThrow(
      `expect-similar: cannot append a score record to ${join(dir, `${process.pid}-${threadId}.jsonl`)} (${RECORD_DIR_ENV}=${dir}): ENOENT`,
    )
  })

  it('writes nothing without a test path, as outside a Jest test', () => {
    process.env[RECORD_DIR_ENV] = '/nonexistent/never-written'
    expect(() => recordScore({ currentTestName: 'a' }, RECORD)).not.toThrow()
  })
})
