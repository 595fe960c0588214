import { createRequire } from 'node:module'
import { join } from 'node:path'
import { PROBES_ENV, RECORD_DIR_ENV } from './records/types.js'
import { TEXTS_ENV, type TextsSetting } from './records/texts.js'
import {
  colorsEnabled,
  finishRun,
  jestRunScope,
  terminalWidth,
  textsSetting,
  validateOptions,
  type ExpectSimilarReporterOptions,
  type JestScopeConfig,
  type JestScopeResults,
} from './reporter/index.js'
import { parseRecordLines, selectJestRecords, type JestTestOutcome } from './channel/jest/read.js'
import {
  joinRecordChannel,
  readRecordChannel,
  resetRecordChannel,
  type RecordChannel,
} from './channel/jest/record-dir.js'

export type { ExpectSimilarReporterOptions } from './reporter/index.js'

/** The parts of Jest's global config this reporter reads. */
interface JestGlobalConfigLike extends JestScopeConfig {
  rootDir: string
  shard?: { shardIndex: number; shardCount: number } | null
}

/** The parts of Jest's AggregatedResult this reporter reads. */
interface JestAggregatedResultLike extends JestScopeResults {
  numFailedTests?: number
  testResults: {
    testFilePath: string
    testExecError?: unknown
    testResults: { fullName: string; invocations?: number; status?: string }[]
  }[]
}

/**
 * Jest reporter. It owns the record channel: the constructor runs in the parent process before
 * any worker starts, creates a fresh record directory and puts it in `EXPECT_SIMILAR_RECORD_DIR`
 * for the workers to inherit; `onRunComplete` reads every `*.jsonl` file there. Several instances
 * (say one for JSON, one for Markdown) share the directory, and each sees every record.
 *
 * @example
 * // jest.config.js
 * module.exports = { reporters: ['default', ['expect-similar/jest-reporter', { outputFile: 'scores.json' }]] }
 */
export default class ExpectSimilarJestReporter {
  private readonly options: ExpectSimilarReporterOptions
  private readonly texts: TextsSetting
  private readonly globalConfig: JestGlobalConfigLike
  private readonly channel: RecordChannel
  private lastError: Error | undefined
  private pending: string | undefined
  /** Test files in which a `.only` test started this run. */
  private readonly focused = new Set<string>()

  constructor(globalConfig: JestGlobalConfigLike, options?: ExpectSimilarReporterOptions) {
    this.options = validateOptions(options)
    if (this.options.annotate !== undefined) {
      throw new TypeError(
        `expect-similar: option annotate is for the Vitest reporter: Jest has no test annotations, ` +
          `received annotate ${JSON.stringify(this.options.annotate)}`,
      )
    }
    this.globalConfig = globalConfig
    this.channel = joinRecordChannel()
    process.env[RECORD_DIR_ENV] = this.channel.dir
    // Workers inherit the environment: the `probes` option reaches them as $EXPECT_SIMILAR_PROBES.
    if (this.options.probes !== undefined) process.env[PROBES_ENV] = this.options.probes ? '1' : '0'
    // The texts setting goes down the same way ($EXPECT_SIMILAR_TEXTS: 0 off, else the cap), so the
    // workers cut texts before writing a line, and write none when texts are off.
    this.texts = textsSetting(this.options, process.env)
    process.env[TEXTS_ENV] = this.texts === false ? '0' : String(this.texts)
  }

  onRunStart(): void {
    // In watch mode the same instance sees several runs; each starts from an empty directory.
    resetRecordChannel(this.channel)
    // The same directory unless it vanished since the last run: then a fresh one, for new workers.
    process.env[RECORD_DIR_ENV] = this.channel.dir
    this.lastError = undefined
    this.focused.clear()
  }

  /**
   * Jest reports the tests `.only` left out as pending, as it does `it.skip`'s: the start of a test
   * whose mode is "only" (its own or its describe.only's) is what tells a focused file.
   */
  onTestCaseStart(test: { path?: unknown }, info: { mode?: unknown } | undefined): void {
    if (info?.mode === 'only' && typeof test.path === 'string') this.focused.add(test.path)
  }

  onRunComplete(_contexts: unknown, results: JestAggregatedResultLike): void {
    const read = readRecordChannel(this.channel)
    const parsed = parseRecordLines(read.files)
    const tests: JestTestOutcome[] = results.testResults.flatMap((suite) =>
      suite.testResults.map((t) => ({
        testPath: suite.testFilePath,
        fullName: t.fullName,
        invocations: t.invocations,
      })),
    )
    const rootDir = this.globalConfig.rootDir
    const shard = this.globalConfig.shard
    // Applied again here, whatever the workers wrote (say a worker that ignored the variable).
    const selected = selectJestRecords(parsed.lines, tests, rootDir, this.texts)
    const result = finishRun({
      records: selected.records,
      warnings: [...(read.lost ? [read.lost] : []), ...read.warnings, ...parsed.warnings, ...selected.warnings],
      runner: { name: 'jest', version: jestVersion(rootDir) },
      rootDir,
      options: this.options,
      env: process.env,
      shard: shard && shard.shardCount > 1 ? { index: shard.shardIndex, count: shard.shardCount } : null,
      scope: jestRunScope(this.globalConfig, results, rootDir, this.focused),
      colors: colorsEnabled(process.env, process.stderr.isTTY === true),
      width: terminalWidth(process.stderr, process.env),
      now: new Date(),
    })
    // Lost records never make a green run: whatever the gates say of the records left, exit non-zero.
    this.lastError = read.lost
      ? new Error(`expect-similar: ${read.lost}`)
      : result.failed
        ? new Error('expect-similar: a score gate failed or a report file could not be read or written (see above)')
        : undefined
    // Jest adds its summary reporter after every configured reporter, so printing now would put
    // our table above "Tests: ..." instead of after it. Jest asks every reporter for
    // getLastError() right after the last onRunComplete, which is where we print; the timer and
    // the exit hook are fallbacks.
    this.pending = result.text
    const bail = this.globalConfig.bail ?? 0
    // On --bail Jest exits right after onRunComplete and silences stdout/stderr first: print now.
    if (bail > 0 && (results.numFailedTests ?? 0) >= bail) {
      this.flush()
      return
    }
    setImmediate(this.flush)
    process.once('exit', this.flush)
  }

  /** Jest exits non-zero when a reporter returns an error here. */
  getLastError(): Error | undefined {
    this.flush()
    return this.lastError
  }

  private readonly flush = (): void => {
    process.removeListener('exit', this.flush)
    if (this.pending === undefined) return
    // Jest prints its own summary on stderr; ours follows it there.
    process.stderr.write(`${this.pending}\n`)
    this.pending = undefined
  }
}

function jestVersion(rootDir: string): string {
  try {
    const version = (createRequire(join(rootDir, 'package.json'))('jest/package.json') as { version?: unknown }).version
    return typeof version === 'string' ? version : 'unknown'
  } catch {
    return 'unknown'
  }
}
