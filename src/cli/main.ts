import { GENERATOR, escapeMessage } from '../reporter/index.js'
import { UsageError, type ArgSpec, type CliIo } from './io.js'
import { ACCEPT_ARGS, ACCEPT_HELP, acceptCommand } from './accept.js'
import { BASELINE_ARGS, BASELINE_HELP, baselineCommand } from './baseline.js'
import { CALIBRATE_ARGS, CALIBRATE_HELP, calibrateCommand } from './calibrate.js'
import { COMPARE_ARGS, COMPARE_HELP, compareCommand } from './compare.js'
import { MERGE_ARGS, MERGE_HELP, mergeCommand } from './merge.js'
import { PROBE_ARGS, PROBE_HELP, probeCommand } from './probe.js'
import { OUTPUT_OPTIONS } from './render.js'
import { REPORT_HELP, reportCommand } from './report.js'

interface Command {
  summary: string
  help: string
  /**
   * The options the command parses with, so the documentation test can check every flag the docs
   * name (test/docs/claims.test.ts asks every command for it).
   */
  args?: ArgSpec
  run: (argv: readonly string[], io: CliIo) => Promise<number>
}

/** Every subcommand; a new one is a new module plus one line here. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  compare: {
    summary: 'score two texts, show the diff and which options change the result',
    help: COMPARE_HELP,
    args: COMPARE_ARGS,
    run: compareCommand,
  },
  probe: {
    summary: 'score meaning-changing edits of a text: does a --min let wrong answers pass?',
    help: PROBE_HELP,
    args: PROBE_ARGS,
    run: probeCommand,
  },
  merge: {
    summary: 'merge the JSON reports of a sharded run into one summary',
    help: MERGE_HELP,
    args: MERGE_ARGS,
    run: mergeCommand,
  },
  report: {
    summary: 'print a saved JSON report as the score table',
    help: REPORT_HELP,
    args: OUTPUT_OPTIONS,
    run: reportCommand,
  },
  calibrate: {
    summary: 'read reports of repeated runs: which thresholds are flaky or slack, and what min to use',
    help: CALIBRATE_HELP,
    args: CALIBRATE_ARGS,
    run: calibrateCommand,
  },
  baseline: {
    summary: 'build a baseline from the reports of several runs, so the regression gate knows their noise',
    help: BASELINE_HELP,
    args: BASELINE_ARGS,
    run: baselineCommand,
  },
  accept: {
    summary: 'store the received texts of failing fuzzy snapshots from a saved report, without rerunning',
    help: ACCEPT_HELP,
    args: ACCEPT_ARGS,
    run: acceptCommand,
  },
}

function mainHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length))
  return `Usage: expect-similar <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`)
  .join('\n')}

Run expect-similar <command> --help for a command's options.
Exit codes: 0 success, 1 a gate failed, 2 bad arguments or unreadable input,
${EXIT_INTERNAL_ERROR} internal error (a bug in expect-similar; please report it).
`
}

/** Exit code for an unexpected error inside the CLI, distinct from 1 (gate failed) and 2 (usage). */
export const EXIT_INTERNAL_ERROR = 3

/**
 * Runs the CLI and returns its exit code: 0 success, 1 a gate failed, 2 usage or input error,
 * 3 ({@link EXIT_INTERNAL_ERROR}) an internal error, printed with its stack.
 *
 * @example
 * process.exitCode = await main(process.argv.slice(2), io)
 */
export async function main(argv: readonly string[], given: CliIo): Promise<number> {
  // File names, file contents and arguments reach error messages: no control or bidi character
  // in them may act on the terminal, whichever command printed it.
  const io: CliIo = { ...given, err: (text) => given.err(escapeMessage(text)) }
  const [name, ...rest] = argv
  if (name === undefined) {
    io.err(mainHelp())
    return 2
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.out(mainHelp())
    return 0
  }
  if (name === '--version' || name === '-v') {
    io.out(`${GENERATOR.version}\n`)
    return 0
  }
  const command = COMMANDS[name]
  if (!command || !Object.hasOwn(COMMANDS, name)) {
    io.err(`expect-similar: unknown command ${JSON.stringify(name)}\n\n${mainHelp()}`)
    return 2
  }
  // After "--" everything is a text or a path, so "-h" there is not a request for help.
  const end = rest.indexOf('--')
  const options = end === -1 ? rest : rest.slice(0, end)
  if (options.includes('--help') || options.includes('-h')) {
    io.out(command.help)
    return 0
  }
  try {
    return await command.run(rest, io)
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`expect-similar ${name}: ${error.message}\nRun expect-similar ${name} --help for usage.\n`)
      return 2
    }
    // A bug of ours, not a failed gate: exit 1 would read as "a gate failed" in CI.
    const detail = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
    io.err(
      `expect-similar ${name}: internal error, please report it with the output below\n` +
        `(a bug in expect-similar: send the command you ran and this output to its maintainers; ` +
        `\`npm bugs expect-similar\` opens the package's page)\n${detail}\n`,
    )
    return EXIT_INTERNAL_ERROR
  }
}
