// A script reading the JSON report, a baseline and the score history with the root entry's types,
// and reporter options typed for a config: what docs/score-records.md and docs/reporters.md show.
import { readFileSync } from 'node:fs'
import type { BaselineComparison, CollectedRecord, HistoryEntry, ScoreReport } from 'expect-similar'
import type { ExpectSimilarReporterOptions } from 'expect-similar/vitest-reporter'
import type { ExpectSimilarReporterOptions as JestReporterOptions } from 'expect-similar/jest-reporter'

const report = JSON.parse(readFileSync('scores.json', 'utf8')) as ScoreReport
const failed: CollectedRecord[] = report.records.filter((r) => !r.pass)
const lowest: number | undefined = report.files.map((f) => f.mean).sort((a, b) => a - b)[0]
const regressions: BaselineComparison | null = report.baseline
const history: HistoryEntry[] = readFileSync('scores/history.jsonl', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as HistoryEntry)
const means: (number | null)[] = history.map((entry) => entry.total.mean)
console.log(failed.length, lowest, regressions?.files.length, means, report.gates.passed)

// @ts-expect-error the report's schema version is a literal
const wrongVersion: ScoreReport['schemaVersion'] = 2

const vitestOptions: ExpectSimilarReporterOptions = { outputFile: 'scores.json', thresholds: { mean: 0.8 } }
const jestOptions: JestReporterOptions = { outputFile: 'scores.json', history: 'scores/history.jsonl' }
// @ts-expect-error no such reporter option
const misspelled: ExpectSimilarReporterOptions = { outputfile: 'scores.json' }
console.log(wrongVersion, vitestOptions, jestOptions, misspelled)
