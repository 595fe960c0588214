import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CliIo } from '../../src/cli/io.js'
import { main } from '../../src/cli/main.js'

// Issue 11, item 5: file names and file contents reach the CLI's messages; none of their control
// or bidi characters may reach the terminal raw, on either stream.

// Every control character but the newline, plus line separators and bidi overrides.
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

describe('the CLI escapes what it echoes', () => {
  let cwd: string
  beforeAll(() => {
    cwd = mkdtempSync(join(tmpdir(), 'expect-similar-cli-escape-'))
  })
  afterAll(() => rmSync(cwd, { recursive: true, force: true }))

  async function cli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = ''
    let err = ''
    const io: CliIo = {
      out: (text) => {
        out += text
      },
      err: (text) => {
        err += text
      },
      env: {},
      cwd,
      isTTY: false,
      columns: undefined,
      now: () => new Date('2026-11-30T00:00:00.000Z'),
    }
    const code = await main(argv, io)
    return { code, out, err }
  }

  it('report: a file that starts with an escape sequence is named in the parse error, escaped', async () => {
    writeFileSync(join(cwd, 'evil.json'), '\u001b]0;pwned\u0007\u001b[2J{}')
    const r = await cli(['report', 'evil.json'])
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/^expect-similar report: evil\.json is not valid JSON \(.*\\x1b.*\)\n/)
    expect(r.err).not.toMatch(RAW)
  })

  it('compare --file: a file name with escapes and bidi overrides is shown escaped, in text and JSON', async () => {
    const name = 'a\u001b[31m\u202egnp.txt'
    writeFileSync(join(cwd, name), 'the same text\n')
    const text = await cli(['compare', '--file', name, name])
    expect(text.code).toBe(0)
    expect(text.out).toContain('file a\\x1b[31m\\u202egnp.txt')
    expect(text.out).not.toMatch(RAW)

    const json = await cli(['compare', '--json', '--file', name, name])
    expect(json.out).not.toMatch(RAW)
    expect(json.out).toContain('"path": "a\\u001b[31m\\u202egnp.txt"')
    // Still the same value once parsed.
    expect(JSON.parse(json.out).expected.source.path).toBe(name)
  })

  it('compare: diffs the real texts and escapes each piece, so an escape is never split', async () => {
    const lines = await cli(['compare', 'line one\nline two\n', 'line one\nnew line two\n'])
    expect(lines.out).toContain('  line one\\n{+new +}line two\\n\n')
    const tab = await cli(['compare', 'tab\there', 'tab here'])
    expect(tab.out).toContain('  tab[-\\t-]{+ +}here\n')
    const bell = await cli(['compare', 'ring\u0007 now', 'ring now'])
    expect(bell.out).toContain('  ring[-\\x07-] now\n')
    expect(bell.out).not.toMatch(RAW)
  })

  it('compare --file: a file that cannot be read is named escaped', async () => {
    const r = await cli(['compare', '--file', 'no\u001b[2Jsuch\u202e.txt', 'x'])
    expect(r.code).toBe(2)
    expect(r.err).toContain('cannot read no\\x1b[2Jsuch\\u202e.txt: ENOENT')
    expect(r.err).not.toMatch(RAW)
  })

  it('an unknown command and a bad option value are echoed escaped', async () => {
    const command = await cli(['\u202eevil\u0085'])
    expect(command.err).toContain('unknown command "\\u202eevil\\x85"')
    expect(command.err).not.toMatch(RAW)
    const option = await cli(['compare', '--min', '\u009b31m', 'a', 'b'])
    expect(option.err).toContain('received "\\x9b31m"')
    expect(option.err).not.toMatch(RAW)
  })
})
