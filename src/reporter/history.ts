import type { RunnerInfo } from './types.js'
/** One run in the score history file: a JSON line, no texts. */
export interface HistoryEntry {
  v: 1
  timestamp: string
  commit: string | null
  branch: string | null
  runner: RunnerInfo
  total: HistoryPoint
  files: HistoryFilePoint[]
}
export interface HistoryPoint {
  assertions: number
  /** null when no not-negated assertion */
  mean: number | null
  passRate: number
}
export interface HistoryFilePoint extends HistoryPoint {
  file: string
}
/** What a run knows of its history, on RunOutcome.history. */
export interface RunHistory {
  path: string
  /** oldest first; the last is this run's own entry */
  entries: HistoryEntry[]
  appended: boolean
}
