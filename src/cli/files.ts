import { resolve } from 'node:path'
import { readRegularFile, readReportText, type ScoreReport } from '../reporter/index.js'
import { UsageError, type CliIo } from './io.js'

/** Reads and checks a report named on the command line; any problem is a {@link UsageError}. */
export function readReport(io: CliIo, path: string): ScoreReport {
  let text: string
  try {
    text = readRegularFile(resolve(io.cwd, path))
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  const read = readReportText(text, path)
  if (read.problem !== undefined) throw new UsageError(read.problem)
  return read.report
}
