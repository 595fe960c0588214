import type { RunScope, ShardInfo } from '../model.js'

/** The scope of a run that covered everything: what a caller that cannot tell passes. */
export const FULL_RUN: RunScope = { filters: [], incomplete: [], filesRun: [] }

/** How a run may write its baseline: replace it whole, or update only the files that ran. */
export type UpdateMode = 'replace' | 'merge'

/** Environment variable that makes a run write its report as the new baseline. */
export const UPDATE_BASELINE_ENV = 'EXPECT_SIMILAR_UPDATE_BASELINE'

/**
 * The update the option and the environment ask for. The environment wins over the option so a
 * one-off `EXPECT_SIMILAR_UPDATE_BASELINE=merge` works without editing the config. An unknown
 * value is a problem to show, never a silent "no".
 */
export function requestedUpdate(
  option: boolean | 'merge' | undefined,
  env: Record<string, string | undefined>,
): { mode: UpdateMode | null; problem?: string } {
  const raw = env[UPDATE_BASELINE_ENV]
  const value = raw?.trim().toLowerCase()
  if (value === '1' || value === 'true') return { mode: 'replace' }
  if (value === 'merge') return { mode: 'merge' }
  const fromOption: UpdateMode | null = option === 'merge' ? 'merge' : option === true ? 'replace' : null
  if (value === undefined || value === '' || value === '0' || value === 'false') return { mode: fromOption }
  return {
    mode: fromOption,
    problem: `${UPDATE_BASELINE_ENV}=${JSON.stringify(raw)} is not one of 1, true, merge, 0, false; it is ignored.`,
  }
}

/**
 * Whether a run may write its baseline in `mode`, and the sentence that says why not. A
 * replace needs a complete, unfiltered, unsharded run; a merge takes whatever ran.
 */
export function updateRefusal(mode: UpdateMode, scope: RunScope, shard: ShardInfo | null): string | null {
  if (mode === 'merge') return null
  const reasons = [...scope.incomplete, ...scope.filters]
  if (shard) reasons.push(`it is shard ${shard.index}/${shard.count}`)
  if (reasons.length === 0) return null
  return (
    `not updated: this run did not cover the whole suite (${reasons.join('; ')}). ` +
    `Update it from a complete run, or set ${UPDATE_BASELINE_ENV}=merge (or updateBaseline: 'merge') ` +
    `to update only the files that ran and keep the others.`
  )
}
