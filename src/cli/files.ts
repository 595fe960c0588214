import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { readReportText, type ScoreReport } from '../reporter/report.js'
import { UsageError, type CliIo } from './io.js'

/** Reads and checks a report named on the command line; any problem is a {@link UsageError}. */
export function readReport(io: CliIo, path: string): ScoreReport {
  let text: string
  try {
    text = readFileSync(resolve(io.cwd, path), 'utf8')
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  const read = readReportText(text, path)
  if (read.problem !== undefined) throw new UsageError(read.problem)
  return read.report
}

/** Writes (or appends to) an output file, creating its directory. */
export function writeOutput(io: CliIo, path: string, content: string, append = false): void {
  const file = resolve(io.cwd, path)
  try {
    mkdirSync(dirname(file), { recursive: true })
    if (append) appendFileSync(file, content)
    else writeFileSync(file, content)
  } catch (error) {
    throw new UsageError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
}
