// `compare --scorer-module <file>[#export]`: a custom scorer (an embedding similarity, an LLM judge,
// a Mastra scorer through fromMastra) loaded from the user's own module, so its threshold can be
// picked on the command line the way the built-in ones are.

import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describeValue, type NormalizationForm } from '../core/validate.js'
import { SCORER_NAMES } from '../core/scorers/index.js'
import { parseCustomScorer, type ResolvedCustomScorer } from '../core/scorers/custom.js'
import { scoreCustom, type ScoreDetails } from '../matchers/score.js'
import { UsageError } from './io.js'

/** A scorer loaded by `--scorer-module`, with the argument it came from (for messages and output). */
export interface LoadedScorer {
  scorer: ResolvedCustomScorer
  /** The argument as given: `./judge.mjs#cosine`. */
  from: string
}

/**
 * Imports `<file>[#export]` relative to `cwd` and checks its export (`default` unless named) is a
 * custom scorer. Every problem is a {@link UsageError} naming the option and what was received.
 *
 * @example
 * (await loadScorerModule('./scorers.mjs#overlap', process.cwd())).scorer.name // 'overlap'
 */
export async function loadScorerModule(argument: string, cwd: string): Promise<LoadedScorer> {
  const where = `option --scorer-module ${JSON.stringify(argument)}`
  const hash = argument.lastIndexOf('#')
  const file = hash === -1 ? argument : argument.slice(0, hash)
  const exportName = hash === -1 ? 'default' : argument.slice(hash + 1)
  if (file === '' || exportName === '') {
    throw new UsageError(
      `${where}: expected <file> or <file>#<export>, received an empty ${file === '' ? 'file' : 'export'}`,
    )
  }
  const path = resolve(cwd, file)
  let isFile = false
  try {
    isFile = statSync(path).isFile()
  } catch {
    // reported below
  }
  if (!isFile) throw new UsageError(`${where}: no file ${JSON.stringify(file)} (looked at ${path})`)
  let namespace: Record<string, unknown>
  try {
    namespace = (await import(pathToFileURL(path).href)) as Record<string, unknown>
  } catch (error) {
    // Node without a loader refuses .ts: say how to get one rather than only Node's error code.
    const hint =
      (error as NodeJS.ErrnoException).code === 'ERR_UNKNOWN_FILE_EXTENSION'
        ? '; compile it to .js/.mjs/.cjs first, or run the CLI through a loader such as tsx'
        : ''
    throw new UsageError(
      `${where}: importing it failed: ${error instanceof Error ? error.message : String(error)}${hint}`,
    )
  }
  if (!(exportName in namespace)) {
    const names = Object.keys(namespace).sort()
    throw new UsageError(
      `${where}: the module has no export ${JSON.stringify(exportName)}` +
        `; its exports: ${names.length === 0 ? 'none' : names.join(', ')}`,
    )
  }
  const value = namespace[exportName]
  try {
    return { scorer: parseCustomScorer(value, `${where} export ${exportName}`, SCORER_NAMES), from: argument }
  } catch (error) {
    // parseCustomScorer names the export and what it is; for the CLI that is a usage error.
    throw new UsageError(error instanceof Error ? error.message : `${where}: received ${describeValue(value)}`)
  }
}

/**
 * The loaded scorer's score of the texts (awaited when it is async; from its cache when it has one).
 * What it throws or wrongly returns is a {@link UsageError}: the scorer is the user's code, not ours.
 */
export async function scoreWithModule(
  loaded: LoadedScorer,
  expected: string,
  received: string,
  normalize: NormalizationForm | undefined,
): Promise<ScoreDetails> {
  try {
    return await scoreCustom(loaded.scorer, expected, received, normalize)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new UsageError(`${message.replace(/^expect-similar: /, '')} (loaded from ${loaded.from})`)
  }
}
