import type { Reporter, TestModule, Vitest } from 'vitest/node'
import { HOOKS_TEST_NAME } from './channel/send.js'
import { colorsEnabled } from './reporter/colors.js'
import { finishRun } from './reporter/finish.js'
import { validateOptions, type ExpectSimilarReporterOptions } from './reporter/options.js'
import { relativePath } from './reporter/paths.js'
import { terminalWidth } from './reporter/terminal.js'
import { selectVitestRecords, type VitestTestEntry } from './reporter/vitest-tasks.js'

export type { ExpectSimilarReporterOptions } from './reporter/options.js'

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
  private readonly options: ExpectSimilarReporterOptions
  private vitest: Vitest | undefined

  constructor(options?: ExpectSimilarReporterOptions) {
    this.options = validateOptions(options)
  }

  onInit(vitest: Vitest): void {
    this.vitest = vitest
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const vitest = this.vitest
    if (!vitest) throw new Error('expect-similar: the Vitest reporter ended a run it was never initialized for')
    const root = vitest.config.root
    const entries: VitestTestEntry[] = []
    for (const module of testModules) {
      const file = relativePath(root, module.moduleId)
      // beforeAll/afterAll assertions are recorded on the file; they show as its "(hooks)" test.
      const hooks = (module.meta() as Record<string, unknown>).expectSimilar
      if (hooks !== undefined) entries.push({ file, test: HOOKS_TEST_NAME, records: hooks })
      for (const testCase of module.children.allTests()) {
        const diagnostic = testCase.diagnostic()
        const entry: VitestTestEntry = {
          file,
          test: testCase.fullName,
          records: (testCase.meta() as Record<string, unknown>).expectSimilar,
        }
        if (diagnostic) {
          entry.retryCount = diagnostic.retryCount
          entry.repeatCount = diagnostic.repeatCount
        }
        entries.push(entry)
      }
    }
    const { records, warnings } = selectVitestRecords(entries)
    const stream = vitest.logger.outputStream as { columns?: number; isTTY?: boolean }
    const result = finishRun({
      records,
      warnings,
      runner: { name: 'vitest', version: vitest.version },
      rootDir: root,
      options: this.options,
      env: process.env,
      shard: vitest.config.shard ? { index: vitest.config.shard.index, count: vitest.config.shard.count } : null,
      colors: colorsEnabled(process.env, stream.isTTY === true),
      width: terminalWidth(stream, process.env),
      now: new Date(),
    })
    vitest.logger.log(result.text)
    // Vitest exits with process.exitCode once the run closes; tests passing does not reset it.
    if (result.failed) process.exitCode = 1
  }
}
