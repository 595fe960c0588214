import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const FIXTURE = fileURLToPath(new URL('./fixtures/blob/', import.meta.url))
const VITEST = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'expect-similar-blob-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function vitest(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [VITEST, ...args], {
    cwd: FIXTURE,
    env: { ...process.env, ...env, CI: 'true', NO_COLOR: '1' },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`vitest ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
}

describe('records in blob reports', () => {
  it('survive --reporter=blob and --merge-reports, readable through TestCase.meta()', () => {
    if (!existsSync(new URL('../../dist/vitest.js', import.meta.url)))
      throw new Error('dist/vitest.js is missing: run `npm run build` first')
    const blobs = join(work, 'blobs')
    const metaOut = join(work, 'meta.json')
    vitest([
      'run',
      '--config',
      join(FIXTURE, 'vitest.config.ts'),
      '--reporter=blob',
      `--outputFile=${join(blobs, 'blob-1.json')}`,
    ])
    vitest(
      [
        '--config',
        join(FIXTURE, 'vitest.config.ts'),
        `--merge-reports=${blobs}`,
        `--reporter=${join(FIXTURE, 'meta-reporter.ts')}`,
      ],
      {
        META_OUT: metaOut,
      },
    )
    expect(JSON.parse(readFileSync(metaOut, 'utf8'))).toEqual({
      similar: [
        {
          matcher: 'toBeSimilarTo',
          scorer: 'content-similarity',
          score: 0.7761194029850746,
          threshold: 0.7,
          pass: true,
          isNot: false,
          line: 6,
          texts: {
            expected: 'The quick brown fox jumps over the lazy dog.',
            received: 'A quick brown fox jumped over a lazy dog.',
            expectedLength: 44,
            receivedLength: 41,
          },
          attempt: 0,
          repeat: 0,
        },
        {
          matcher: 'differingByAtMost',
          scorer: 'textual-difference',
          score: 6 / 7,
          maxChanges: 1,
          changes: 1,
          pass: true,
          isNot: false,
          line: 7,
          texts: {
            expected: 'The quick brown fox',
            received: 'The quick brown cat',
            expectedLength: 19,
            receivedLength: 19,
          },
          attempt: 0,
          repeat: 0,
        },
      ],
      flaky: [
        {
          matcher: 'toBeSimilarTo',
          scorer: 'content-similarity',
          score: 0,
          threshold: 0.7,
          pass: false,
          isNot: false,
          line: 15,
          texts: {
            expected: 'The quick brown fox jumps over the lazy dog.',
            received: 'xyz',
            expectedLength: 44,
            receivedLength: 3,
          },
          attempt: 0,
          repeat: 0,
        },
        {
          matcher: 'toBeSimilarTo',
          scorer: 'content-similarity',
          score: 1,
          threshold: 0.7,
          pass: true,
          isNot: false,
          line: 15,
          texts: {
            expected: 'The quick brown fox jumps over the lazy dog.',
            received: 'The quick brown fox jumps over the lazy dog.',
            expectedLength: 44,
            receivedLength: 44,
          },
          attempt: 1,
          repeat: 0,
        },
      ],
    })
  })
})
