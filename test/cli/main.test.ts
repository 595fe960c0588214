import { describe, expect, it } from 'vitest'
import type { CliIo } from '../../src/cli/io.js'
import { EXIT_INTERNAL_ERROR } from '../../src/cli/main.js'
import { runCli } from './run-cli.js'

// In-process runs of the CLI, reading 'from stdin' when a command asks for standard input.
function cli(argv: string[], overrides: Partial<CliIo> = {}): ReturnType<typeof runCli> {
  return runCli(argv, { readStdin: () => 'from stdin', ...overrides })
}

describe('main', () => {
  it('turns an unexpected error into exit code 3 with a report-it line and the stack', async () => {
    const r = await cli(['compare', '--text', 'a', 'b'], {
      out: () => {
        throw new Error('stdout went away')
      },
    })
    expect(EXIT_INTERNAL_ERROR).toBe(3)
    expect(r.code).toBe(3)
    const lines = r.err.split('\n')
    expect(lines[0]).toBe('expect-similar compare: internal error, please report it with the output below')
    // Where to report it: a place that exists without a repository URL in package.json.
    expect(lines[1]).toBe(
      '(a bug in expect-similar: send the command you ran and this output to its maintainers; ' +
        "`npm bugs expect-similar` opens the package's page)",
    )
    expect(lines[2]).toBe('Error: stdout went away')
    // The stack follows, so the report says where it happened.
    expect(lines[3]).toMatch(/^ {4}at .*main\.test\.ts:\d+:\d+/)
  })

  it('documents exit code 3 in --help', async () => {
    const r = await cli(['--help'])
    expect(r.code).toBe(0)
    expect(r.out).toContain(
      'Exit codes: 0 success, 1 a gate failed, 2 bad arguments or unreadable input,\n3 internal error (a bug in expect-similar; please report it).\n',
    )
    const compare = await cli(['compare', '--help'])
    expect(compare.out).toContain('3 internal error (a bug in expect-similar; please report it).')
  })

  it('treats -h and --help after -- as texts, not as a request for help', async () => {
    const r = await cli(['compare', '--json', '--', '-h', '--help'])
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    const json = JSON.parse(r.out)
    expect(json.expected).toEqual({ source: { kind: 'text' }, length: 2 })
    expect(json.received).toEqual({ source: { kind: 'text' }, length: 6 })
    // Before "--" it still asks for help.
    const help = await cli(['compare', '-h', '--', 'x'])
    expect(help.code).toBe(0)
    expect(help.out).toContain('Usage: expect-similar compare')
  })
})

describe('argument rules, the same for every command', () => {
  it.each([
    [['compare', 'a', 'b', '--text', '--text'], 'compare', 'option --text was given twice'],
    [['compare', 'a', 'b', '--json', '--json'], 'compare', 'option --json was given twice'],
    [['compare', 'a', 'b', '--min', '0.5', '--min=0.6'], 'compare', 'option --min was given twice'],
    [['compare', 'a', 'b', '--color', '--color'], 'compare', 'option --color was given twice'],
    [['compare', 'a', 'b', '--file', '--text'], 'compare', 'options --file and --text exclude each other'],
    [['compare', 'a', 'b', '--no-color', '--color'], 'compare', 'options --no-color and --color exclude each other'],
    [['compare', 'a', 'b', '--min', '--json'], 'compare', 'option --min needs a value'],
    [['compare', 'a', 'b', '--min='], 'compare', 'option --min needs a value'],
    [['merge', 'a.json', '--json', 'x.json', '--json', 'y.json'], 'merge', 'option --json was given twice'],
    [['merge', 'a.json', '--json=x.json', '--json', 'y.json'], 'merge', 'option --json was given twice'],
    [['merge', 'a.json', '--verbose', '--verbose'], 'merge', 'option --verbose was given twice'],
    [['merge', 'a.json', '--verbose=yes'], 'merge', 'option --verbose takes no value, received "--verbose=yes"'],
    [['merge', 'a.json', '--json='], 'merge', 'option --json needs a file path (or - for standard output)'],
    [['report', 'a.json', '--markdown', 'x.md', '--markdown=y.md'], 'report', 'option --markdown was given twice'],
    [['report', 'a.json', '--toString'], 'report', 'unknown option "--toString"'],
  ])('%j is a usage error', async (argv, command, message) => {
    const r = await cli(argv)
    expect(r.out).toBe('')
    expect(r.err).toBe(`expect-similar ${command}: ${message}\nRun expect-similar ${command} --help for usage.\n`)
    expect(r.code).toBe(2)
  })

  it('with --text, "-" is the text "-", so both sides may be "-"', async () => {
    const r = await cli(['compare', '--json', '--text', '-', '-'])
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    const json = JSON.parse(r.out)
    expect(json.expected).toEqual({ source: { kind: 'text' }, length: 1 })
    expect(json.received).toEqual({ source: { kind: 'text' }, length: 1 })
    expect(json.contentSimilarity.score).toBe(1)
  })
})
