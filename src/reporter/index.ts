// The face of the reporter: the runner entries and the CLI import from here only, so the rooms
// behind it (runner/, summarize/, store/, render/) can change without them.

export { finishRun, mergeOutcome, writeRun, type WriteRun } from './finish.js'
export type { PartialMerge, ScoreReport } from './model.js'
export { textsSetting, validateOptions, type ExpectSimilarReporterOptions } from './options.js'
export { OUTPUT_FLAGS, targetsFromFlags } from './outputs.js'
export { colorsEnabled, makeColors, type Colors } from './render/colors.js'
export { escapeJson, escapeMessage, escapeTerminal } from './render/escape.js'
export { formatScore } from './render/format.js'
export { terminalWidth } from './render/width.js'
export {
  jestRunScope,
  vitestRunScope,
  type JestScopeConfig,
  type JestScopeResults,
} from './runner/runner-scope.js'
export { isMastraRecord } from './runner/mastra-eval.js'
export { readTestModules } from './runner/vitest-modules.js'
export { baselineFromReports } from './store/baseline.js'
export { readRegularFile } from './store/read-file.js'
export { GENERATOR, outcomeFromReport, readReportText } from './store/report.js'
export { writeFileAtomic } from './store/write-file.js'
export {
  CALIBRATE_DEFAULTS,
  calibrate,
  type CalibrateOptions,
  type Calibration,
  type Unseparated,
} from './summarize/calibrate.js'
export { compareText } from './summarize/collect.js'
