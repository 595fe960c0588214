/** The placeholder in `outputFile` and `markdownFile` that names the shard, so one config serves every shard. */
const SHARD_PLACEHOLDER = '[shard]'

/**
 * Fills every `[shard]` in an output path: `1-of-3` for shard 1 of 3, `all` for a run that is not
 * sharded (so the unsharded report of the same config sits beside the shard reports, not over one).
 *
 * @example
 * shardPath('scores-[shard].json', { index: 1, count: 3 }) // 'scores-1-of-3.json'
 */
export function shardPath(path: string, shard: { index: number; count: number } | null): string {
  return path.split(SHARD_PLACEHOLDER).join(shard ? `${shard.index}-of-${shard.count}` : 'all')
}
