import type { TestModule } from 'vitest/node'
import type { VitestTestEntry } from '../../channel/vitest/read.js'
import { relativePath } from '../../records/paths.js'
import { FOCUS_META_KEY, HOOKS_TEST_NAME } from '../../records/types.js'
import { mastraEvalRecords } from './mastra-eval.js'
import { projectFileKey } from './project.js'
import type { VitestModuleScope } from './runner-scope.js'

/**
 * Reads Vitest's finished test modules: one entry per test (and one per file whose hooks recorded
 * scores) for the channel's reader, and per file what the run scope needs. A test's Mastra eval
 * run (`meta.mastraEval`, see mastra-eval.ts) becomes one more entry of records; a malformed one a
 * warning.
 *
 * @example
 * const { entries, modules, warnings } = readTestModules(testModules, vitest.config.root, false)
 */
export function readTestModules(
  testModules: ReadonlyArray<TestModule>,
  root: string,
  severalProjects: boolean,
): { entries: VitestTestEntry[]; modules: VitestModuleScope[]; warnings: string[] } {
  const entries: VitestTestEntry[] = []
  const modules: VitestModuleScope[] = []
  const warnings: string[] = []
  for (const module of testModules) {
    const name = module.project.name
    // With several projects the same file can run in each: keep them apart (see reporter/project.ts).
    const project = severalProjects && name !== '' ? name : undefined
    const path = relativePath(root, module.moduleId)
    const file = project === undefined ? path : projectFileKey(project, path)
    let testsRun = 0
    // beforeAll/afterAll assertions are recorded on the file; they show as its "(hooks)" test.
    const moduleMeta = module.meta() as Record<string, unknown>
    const hooks = moduleMeta.expectSimilar
    if (hooks !== undefined) {
      entries.push({ file, test: HOOKS_TEST_NAME, records: hooks, ...(project === undefined ? {} : { project }) })
    }
    for (const testCase of module.children.allTests()) {
      const state = testCase.result().state
      if (state === 'passed' || state === 'failed') testsRun++
      const diagnostic = testCase.diagnostic()
      const entry: VitestTestEntry = {
        file,
        test: testCase.fullName,
        ...(project === undefined ? {} : { project }),
        records: (testCase.meta() as Record<string, unknown>).expectSimilar,
      }
      if (diagnostic) {
        entry.retryCount = diagnostic.retryCount
        entry.repeatCount = diagnostic.repeatCount
      }
      entries.push(entry)
      const mastra = (testCase.meta() as Record<string, unknown>).mastraEval
      if (mastra !== undefined) {
        const { records, problem } = mastraEvalRecords(mastra)
        if (problem !== null)
          warnings.push(`ignored task.meta.mastraEval of ${file} › ${testCase.fullName}: ${problem}`)
        // Mastra keeps one result per task, the last attempt's: it is the deciding one.
        const placed = { attempt: diagnostic?.retryCount ?? 0, repeat: diagnostic?.repeatCount ?? 0 }
        const extra = { ...(project === undefined ? {} : { project }) }
        entries.push({ file, test: testCase.fullName, ...extra, records: records.map((r) => ({ ...r, ...placed })) })
      }
    }
    // Set by the setup file when the file has `.only` (see runners/vitest-focus.ts).
    const focused = moduleMeta[FOCUS_META_KEY] === true
    modules.push({ file, errors: module.errors().length, testsRun, ...(focused ? { focused } : {}) })
  }
  return { entries, modules, warnings }
}
