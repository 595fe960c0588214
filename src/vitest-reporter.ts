import type { Reporter, SerializedError, TestModule, Vitest } from 'vitest/node'
import { ANNOTATE_PROVIDE_KEY, type AnnotateMode } from './channel/annotate.js'
import { selectVitestRecords } from './channel/vitest/read.js'
import { PROBES_PROVIDE_KEY } from './records/types.js'
import { TEXTS_PROVIDE_KEY, type TextsSetting } from './records/texts.js'
import { readWorkerOptions, WORKER_OPTIONS_PROVIDE_KEY, withWorkerOptions } from './records/worker-options.js'
import {
  colorsEnabled,
  finishRun,
  readTestModules,
  terminalWidth,
  textsSetting,
  validateOptions,
  vitestRunScope,
  type ExpectSimilarReporterOptions,
} from './reporter/index.js'

export type { ExpectSimilarReporterOptions } from './reporter/index.js'

/**
 * Vitest reporter: prints the per-file score table after Vitest's summary and writes the
 * configured JSON/Markdown reports. A failed gate sets the exit code to 1.
 *
 * @example
 * // vitest.config.ts
 * export default defineConfig({
 *   test: { reporters: ['default', ['expect-similar/vitest-reporter', { thresholds: { mean: 0.8 } }]] },
 * })
 */
export default class ExpectSimilarVitestReporter implements Reporter {
  private options: ExpectSimilarReporterOptions
  private texts: TextsSetting
  private vitest: Vitest | undefined
  /** Watch mode: whether the run now ending is a rerun, and the most test files any run of this process ran. */
  private rerun = false
  private mostFiles = 0

  constructor(options?: ExpectSimilarReporterOptions) {
    this.options = validateOptions(options)
    this.texts = textsSetting(this.options, process.env)
  }

  onInit(vitest: Vitest): void {
    this.vitest = vitest
    // What workers record may also be set in the config (test.provide.expectSimilar), which reaches them
    // when another reporter reports the run (shards with --reporter=blob): the merged run reads it too.
    const provided = (vitest.config as { provide?: Record<string, unknown> }).provide
    this.options = withWorkerOptions(this.options, readWorkerOptions(provided?.[WORKER_OPTIONS_PROVIDE_KEY]))
    this.texts = textsSetting(this.options, process.env)
    // Annotations are made in the workers, which cannot see reporter options: the mode goes to
    // them as a provided value (`inject` in the Vitest entry), set before any test file runs.
    const mode: AnnotateMode = this.options.annotate ?? 'failures'
    const provide = vitest.provide as (key: string, value: unknown) => void
    provide(ANNOTATE_PROVIDE_KEY, mode)
    // Given or not, the option wins over $EXPECT_SIMILAR_PROBES; without it the workers read the variable.
    if (this.options.probes !== undefined) provide(PROBES_PROVIDE_KEY, this.options.probes)
    // Texts are cut, or left out, in the workers: private texts never leave them when off.
    provide(TEXTS_PROVIDE_KEY, this.texts)
  }

  onWatcherRerun(): void {
    this.rerun = true
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError> = [],
    reason?: 'passed' | 'failed' | 'interrupted',
  ): void {
    const vitest = this.vitest
    if (!vitest) throw new Error('expect-similar: the Vitest reporter ended a run it was never initialized for')
    const root = vitest.config.root
    const read = readTestModules(testModules, root, vitest.projects.length > 1)
    const { entries, modules } = read
    // Applied again here, whatever the workers sent (a worker with another setting, a merged blob report).
    const selected = selectVitestRecords(entries, this.texts)
    const { records } = selected
    const warnings = [...read.warnings, ...selected.warnings]
    const config = vitest.config
    const scope = vitestRunScope({
      reason,
      bail: config.bail,
      unhandledErrors: unhandledErrors.length,
      // Not in Vitest's typed API: the file filters given on the command line, set before the run.
      filenamePattern: (vitest as unknown as { filenamePattern?: string[] }).filenamePattern,
      testNamePattern: config.testNamePattern,
      changed: (config as { changed?: boolean | string }).changed,
      related: config.related,
      projectFilter: (config as { project?: string[] }).project,
      watchRerun: this.rerun
        ? { files: testModules.length, of: Math.max(this.mostFiles, testModules.length) }
        : undefined,
      modules,
    })
    this.mostFiles = Math.max(this.mostFiles, testModules.length)
    this.rerun = false
    const stream = vitest.logger.outputStream as { columns?: number; isTTY?: boolean }
    const result = finishRun({
      records,
      warnings,
      runner: { name: 'vitest', version: vitest.version },
      rootDir: root,
      options: this.options,
      env: process.env,
      shard: config.shard ? { index: config.shard.index, count: config.shard.count } : null,
      scope,
      colors: colorsEnabled(process.env, stream.isTTY === true),
      width: terminalWidth(stream, process.env),
      now: new Date(),
    })
    vitest.logger.log(result.text)
    // Vitest exits with process.exitCode once the run closes; tests passing does not reset it.
    if (result.failed) process.exitCode = 1
  }
}
