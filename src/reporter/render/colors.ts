import pc from 'picocolors'

/** picocolors' color functions, as returned by `createColors`. */
export type Colors = ReturnType<typeof pc.createColors>

/**
 * Whether to color output: `NO_COLOR` (non-empty) turns colors off, `FORCE_COLOR` turns them on
 * (`0` or `false` turns them off), otherwise color only a TTY whose TERM is not `dumb`.
 *
 * @example
 * colorsEnabled({ NO_COLOR: '1' }, true) // false
 */
export function colorsEnabled(env: Record<string, string | undefined>, isTTY: boolean): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  const force = env.FORCE_COLOR
  if (force !== undefined) return force !== '0' && force !== 'false'
  return isTTY && env.TERM !== 'dumb'
}

/**
 * picocolors functions that color only when `enabled`, so renderers stay pure.
 */
export function makeColors(enabled: boolean): Colors {
  return pc.createColors(enabled)
}
