import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { probeLeniency } from '../../src/core/probes.js'
import { REPO } from './harness.js'

const CLI = `${REPO}dist/cli.js`

// The real built CLI, colors off unless a test asks.
function probe(args: string[], input = ''): { code: number | null; stdout: string; stderr: string } {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(NO_COLOR|FORCE_COLOR|CI)$/.test(k)) env[k] = v
  const r = spawnSync(process.execPath, [CLI, 'probe', ...args], { cwd: REPO, input, encoding: 'utf8', env })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('expect-similar probe (built CLI)', () => {
  it('exits 1 when --min accepts a probe, 0 when it rejects them all', () => {
    const lenient = probe(['Your refund of $40 has been issued.', '--min', '0.9'])
    expect(lenient.code, lenient.stderr).toBe(1)
    expect(lenient.stdout).toContain('  ✗ accepted  0.98  number    "40" → "400" at character 16')
    expect(lenient.stdout).toContain('Lowest min that rejects every probe: 0.99')
    const strict = probe(['Your refund of $40 has been issued.', '--min', '0.99'])
    expect(strict.code, strict.stderr).toBe(0)
    expect(strict.stdout).toContain('min 0.99 rejects every probe.')
  })

  it('--json prints the API result, read from stdin with -', () => {
    const text = 'Alice sent the report to Bob.'
    const r = probe(['-', '--json', '--min', '0.85'], text)
    expect(r.code, r.stderr).toBe(1)
    expect(JSON.parse(r.stdout)).toStrictEqual({ expected: { length: 29 }, ...probeLeniency(text, { min: 0.85 }) })
  })

  it('--help prints the usage with exit 0; bad arguments exit 2', () => {
    const help = probe(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: expect-similar probe <expected> \[options\]/)
    expect(help.stdout).toContain('Exit codes: 0 --min rejects every probe, 1 it accepts at least one, 2 bad')
    const bad = probe(['a', '--min', 'high'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toBe(
      'expect-similar probe: option --min must be a number in [0, 1], received "high"\n' +
        'Run expect-similar probe --help for usage.\n',
    )
  })
})
