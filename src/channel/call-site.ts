import { fileURLToPath } from 'node:url'

/** Frames read from the stack: enough to get past the runner's and expect-similar's own frames. */
const FRAMES = 100

/** `at fn (path:line:col)` or `at path:line:col`: the path, then the line. */
const FRAME = /^\s*at (?:.*?\()?(.+?):(\d+):\d+\)?$/

function normalizePath(path: string): string {
  let p = path
  if (p.startsWith('file://')) {
    try {
      p = fileURLToPath(p)
    } catch {
      return p
    }
  }
  return p.replaceAll('\\', '/')
}

/**
 * The line of the innermost stack frame in the test file: where the test (or a helper defined in
 * that file) called `expect`. Taking the test file's own frame, not merely the first frame outside
 * expect-similar and the runner, keeps the line meaningful for `file:line`: a helper in another
 * file has no line in the test file, and the record then gets none. The runners map stack
 * frames through source maps, so the line is the one in the TypeScript source.
 *
 * @example
 * callLine('/repo/test/answer.test.ts') // 12
 */
export function callLine(testFile: string | undefined): number | undefined {
  if (!testFile) return undefined
  const target = normalizePath(testFile)
  const limit = Error.stackTraceLimit
  let stack: string | undefined
  try {
    Error.stackTraceLimit = FRAMES
    stack = new Error().stack
  } finally {
    Error.stackTraceLimit = limit
  }
  if (!stack) return undefined
  for (const frame of stack.split('\n')) {
    const match = FRAME.exec(frame)
    if (match && normalizePath(match[1] as string) === target) {
      const line = Number(match[2])
      return line > 0 ? line : undefined
    }
  }
  return undefined
}
