import { UsageError } from './io.js'
import type { PartialMerge, ScoreReport } from '../reporter/index.js'

/**
 * Checks that the reports given to `merge` make up a whole sharded run: when any names a shard,
 * all must, with the same count, each index once, and none missing. Returns null for reports of
 * unsharded runs, and the partial merge `--allow-partial` accepted when shards are missing.
 * Everything else is a {@link UsageError} naming the reports and the shards.
 */
export function checkShards(
  reports: readonly { path: string; report: ScoreReport }[],
  allowPartial: boolean,
): PartialMerge | null {
  const sharded = reports.filter(({ report }) => report.shard)
  if (sharded.length === 0) return null
  const unsharded = reports.find(({ report }) => !report.shard)
  if (unsharded) {
    throw new UsageError(
      `${unsharded.path} is not a shard report but ${sharded[0]?.path} is ` +
        `(shard ${describe(sharded[0]?.report)}); merge the reports of one sharded run`,
    )
  }
  const first = sharded[0] as { path: string; report: ScoreReport }
  const count = first.report.shard?.count as number
  const other = sharded.find(({ report }) => report.shard?.count !== count)
  if (other) {
    throw new UsageError(
      `the shard counts differ: ${first.path} is shard ${describe(first.report)} ` +
        `but ${other.path} is shard ${describe(other.report)}`,
    )
  }
  const byIndex = new Map<number, string>()
  for (const { path, report } of sharded) {
    const index = report.shard?.index as number
    const seen = byIndex.get(index)
    if (seen !== undefined) throw new UsageError(`${seen} and ${path} are both shard ${index}/${count}`)
    byIndex.set(index, path)
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i))
  if (missing.length === 0) return null
  if (!allowPartial) {
    const names = missing.map((i) => `${i}/${count}`).join(', ')
    throw new UsageError(
      `missing shard ${names}: ${byIndex.size} of ${count} shard reports given; ` +
        `merge all of them, or pass --allow-partial to merge these and mark the result partial`,
    )
  }
  return { count, shards: [...byIndex.keys()].sort((a, b) => a - b), missing }
}

/**
 * Checks that the reports tested one commit: reports naming different commits are refused (a
 * {@link UsageError} naming each report and its commit) unless `allowMixed`, since the merged run
 * would claim one commit for scores of several. A report without a commit names none.
 */
export function checkCommits(reports: readonly { path: string; report: ScoreReport }[], allowMixed: boolean): void {
  if (allowMixed || commitsOf(reports).length < 2) return
  const named = reports.flatMap(({ path, report }) => (report.git?.commit ? [`${path} ${report.git.commit}`] : []))
  throw new UsageError(
    `the reports tested different commits: ${named.join(', ')}; ` +
      'merge the reports of one run, or pass --allow-mixed-commits to merge them and say so in the merged report',
  )
}

/** The distinct commits the reports name, in report order. */
function commitsOf(reports: readonly { report: ScoreReport }[]): string[] {
  return [...new Set(reports.flatMap(({ report }) => (report.git?.commit ? [report.git.commit] : [])))]
}

function describe(report: ScoreReport | undefined): string {
  return report?.shard ? `${report.shard.index}/${report.shard.count}` : 'none'
}
