import { isAbsolute, relative, sep } from 'node:path'

/**
 * A test file path relative to the root with `/` separators, so reports match across machines
 * and operating systems. Paths outside the root stay as they are.
 *
 * @example
 * relativePath('/repo', '/repo/test/a.test.ts') // 'test/a.test.ts'
 */
export function relativePath(root: string, file: string): string {
  if (!isAbsolute(file)) return file.split(sep).join('/')
  const rel = relative(root, file)
  const shown = rel === '' || rel.startsWith('..') || isAbsolute(rel) ? file : rel
  return shown.split(sep).join('/')
}

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
