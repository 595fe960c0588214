import { plural } from '../../core/plural.js'
import { relativePath } from '../../records/paths.js'
import type { RunScope } from '../model.js'

/** What the Vitest adapter reads about one test module to tell the run's scope. */
export interface VitestModuleScope {
  /** Relative, as records name it. */
  file: string
  /** `testModule.errors().length`: errors outside tests, such as a failing import. */
  errors: number
  /** Tests that ran (passed or failed, not skipped or pending). */
  testsRun: number
  /** The file has `.only` tests or suites, so its other tests were skipped (told by the setup file). */
  focused?: boolean
}

/**
 * The filter a `.only` focus makes: a focused file runs only its `.only` tests, so the run is no
 * run of the suite, as under `-t`. Skips alone (`it.skip`) make none: they skip in every run.
 */
function focusFilter(files: readonly string[]): string | undefined {
  return files.length === 0 ? undefined : `.only in ${[...new Set(files)].sort().join(', ')}`
}

/** What Vitest tells a reporter about the run as a whole. */
export interface VitestRunFacts {
  /** `onTestRunEnd`'s reason; `--bail` cancels the run, so it ends as `interrupted` too. */
  reason: 'passed' | 'failed' | 'interrupted' | undefined
  bail: number | undefined
  unhandledErrors: number
  /** File filters from the command line (`vitest run a.test.ts`). */
  filenamePattern: readonly string[] | undefined
  testNamePattern: RegExp | string | undefined
  /** `--changed` / `--related`. */
  changed: boolean | string | undefined
  related: readonly string[] | undefined
  /** `--project` filters. */
  projectFilter: readonly string[] | undefined
  /**
   * Watch mode: a rerun (`onWatcherRerun`) ran this many test files, of the most any run of this
   * process ran; undefined for a run that was no rerun.
   */
  watchRerun?: { files: number; of: number }
  modules: readonly VitestModuleScope[]
}

/**
 * The scope of a Vitest run. A shard is not listed here: it has its own field everywhere.
 *
 * @example
 * vitestRunScope({ ...facts, filenamePattern: ['a.test.ts'] }).filters // ['file arguments a.test.ts']
 */
export function vitestRunScope(f: VitestRunFacts): RunScope {
  const filters: string[] = []
  const wholeFiles: string[] = []
  const select = (filter: string): void => {
    filters.push(filter)
    wholeFiles.push(filter)
  }
  if (f.filenamePattern && f.filenamePattern.length > 0) select(`file arguments ${f.filenamePattern.join(' ')}`)
  if (f.testNamePattern !== undefined && String(f.testNamePattern) !== '')
    filters.push(`-t ${String(f.testNamePattern)}`)
  if (f.changed !== undefined && f.changed !== false) filters.push('--changed')
  else if (f.related && f.related.length > 0) filters.push('--related')
  if (f.projectFilter && f.projectFilter.length > 0) select(`--project ${f.projectFilter.join(' ')}`)
  const focus = focusFilter(f.modules.filter((m) => m.focused === true).map((m) => m.file))
  if (focus !== undefined) filters.push(focus)
  // A rerun of the files a change touched is no run of the suite; a rerun of all of them (`a`) is.
  if (f.watchRerun && f.watchRerun.files < f.watchRerun.of)
    filters.push(`watch mode rerun of ${f.watchRerun.files} of ${f.watchRerun.of} test files`)
  const incomplete: string[] = []
  if (f.reason === 'interrupted') incomplete.push(f.bail ? `stopped by --bail=${f.bail}` : 'the run was interrupted')
  const broken = f.modules.filter((m) => m.errors > 0).length
  if (broken > 0) incomplete.push(`${broken} test ${plural(broken, 'file')} failed to load or errored outside tests`)
  if (f.unhandledErrors > 0) incomplete.push(`${f.unhandledErrors} unhandled ${plural(f.unhandledErrors, 'error')}`)
  const filesRun = f.modules.filter((m) => m.errors === 0 && m.testsRun > 0).map((m) => m.file)
  return { filters, wholeFiles, incomplete, filesRun }
}

/** The parts of Jest's global config that say whether a run was filtered (Jest 29 and 30). */
export interface JestScopeConfig {
  /** Jest 30: a `TestPathPatterns` object with `patterns`. */
  testPathPatterns?: { patterns?: readonly string[] } | null
  /** Jest 29. */
  testPathPattern?: string
  testNamePattern?: string | null
  onlyChanged?: boolean
  changedSince?: string | null
  findRelatedTests?: boolean
  onlyFailures?: boolean
  lastCommit?: boolean
  selectProjects?: readonly string[] | null
  bail?: number
}

/** The parts of Jest's AggregatedResult that say whether a run finished. */
export interface JestScopeResults {
  wasInterrupted?: boolean
  numTotalTestSuites?: number
  numRuntimeErrorTestSuites?: number
  testResults: { testFilePath: string; testExecError?: unknown; testResults: { status?: string }[] }[]
}

/**
 * The scope of a Jest run. A shard is not listed here: it has its own field everywhere. `focused`
 * names the test files (absolute, as Jest gives them) in which a `.only` test started: Jest reports
 * every test it did not run as pending, `.only`'s others as `it.skip`'s, so the reporter learns the
 * focus from `onTestCaseStart`, whose start info keeps each test's mode.
 *
 * @example
 * jestRunScope({ testNamePattern: 'fast' }, results, '/repo').filters // ['-t fast']
 */
export function jestRunScope(
  config: JestScopeConfig,
  results: JestScopeResults,
  rootDir: string,
  focused: Iterable<string> = [],
): RunScope {
  const filters: string[] = []
  const wholeFiles: string[] = []
  const select = (filter: string): void => {
    filters.push(filter)
    wholeFiles.push(filter)
  }
  const paths = config.testPathPatterns?.patterns ?? (config.testPathPattern ? [config.testPathPattern] : [])
  if (paths.length > 0) select(`test path patterns ${paths.join(' ')}`)
  if (config.testNamePattern) filters.push(`-t ${config.testNamePattern}`)
  if (config.onlyChanged || config.changedSince || config.lastCommit) filters.push('--onlyChanged')
  if (config.findRelatedTests) filters.push('--findRelatedTests')
  if (config.onlyFailures) filters.push('--onlyFailures')
  const focus = focusFilter([...focused].map((path) => relativePath(rootDir, path)))
  if (focus !== undefined) filters.push(focus)
  if (config.selectProjects && config.selectProjects.length > 0)
    select(`--selectProjects ${config.selectProjects.join(' ')}`)
  const incomplete: string[] = []
  if (results.wasInterrupted) incomplete.push('the run was interrupted')
  const broken = results.testResults.filter((r) => r.testExecError != null).length
  if (broken > 0) incomplete.push(`${broken} test ${plural(broken, 'file')} failed to load or errored outside tests`)
  const missing = (results.numTotalTestSuites ?? 0) - results.testResults.length
  if (missing > 0) {
    const bail = config.bail ? `stopped by --bail=${config.bail}: ` : ''
    incomplete.push(`${bail}${missing} of ${results.numTotalTestSuites} test files did not run`)
  }
  const filesRun = results.testResults
    .filter((r) => r.testExecError == null && r.testResults.some((t) => t.status === 'passed' || t.status === 'failed'))
    .map((r) => relativePath(rootDir, r.testFilePath))
  return { filters, wholeFiles, incomplete, filesRun }
}
