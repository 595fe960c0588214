import type { CliIo } from '../../src/cli/io.js'
import { main } from '../../src/cli/main.js'

/**
 * Runs the CLI in-process: what it printed on each stream, and its exit code. A fixed clock, no
 * terminal and an empty environment, unless `overrides` says otherwise.
 */
export async function runCli(
  argv: string[],
  overrides: Partial<CliIo> = {},
): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const io: CliIo = {
    out: (text) => void (out += text),
    err: (text) => void (err += text),
    env: {},
    cwd: '/nonexistent-expect-similar-dir',
    isTTY: false,
    columns: undefined,
    now: () => new Date('2026-11-30T00:00:00.000Z'),
    ...overrides,
  }
  const code = await main(argv, io)
  return { code, out, err }
}
