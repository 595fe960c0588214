/**
 * Width to render for: the stream's columns on a TTY, else `COLUMNS`, else 120 (CI logs are wide).
 */
export function terminalWidth(
  stream: { columns?: number; isTTY?: boolean } | undefined,
  env: Record<string, string | undefined>,
): number {
  if (stream?.isTTY && stream.columns) return stream.columns
  const fromEnv = Number(env.COLUMNS)
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv
  return 120
}
