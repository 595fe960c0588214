import { fileURLToPath } from 'node:url'

/** Frames read from the stack: enough to get past the runner's and expect-similar's own frames. */
const FRAMES = 100
/**
 * Frames read first: the test file's frame is within them for an `expect` in the test's own body
 * (8 to 11 frames of the runner and of expect-similar sit above it); only a deeper call looks
 * again with {@link FRAMES}. Each frame read costs, on every assertion.
 */
const FIRST_FRAMES = 12

/** `at fn (path:line:col)` or `at path:line:col`: the path, then the line. */
const FRAME = /^\s*at (?:.*?\()?(.+?):(\d+):\d+\)?$/

/** Normalized paths of the file names frames had, by name: a stack holds a handful of files. */
const normalized = new Map<string, string>()

function cachedPath(path: string): string {
  let known = normalized.get(path)
  if (known === undefined) {
    // Bounded: a process that loads many files (a long watch session) starts over.
    if (normalized.size >= 1000) normalized.clear()
    known = normalizePath(path)
    normalized.set(path, known)
  }
  return known
}

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
  const target = cachedPath(testFile)
  // The cheap way first: raw call sites, no stack text and no source-map lookup. The line of a raw
  // position in the transformed code is then looked up once per call site with the runner's
  // source-mapped stack, so an assertion in a loop pays for it once.
  const site = rawSite(target)
  if (site === undefined) return mappedLine(target)
  let byFile = lines.get(target)
  if (!byFile) {
    byFile = new Map()
    lines.set(target, byFile)
  }
  if (byFile.has(site)) return byFile.get(site)
  const line = mappedLine(target)
  byFile.set(site, line)
  return line
}

/** Per test file: the mapped line of each raw `line:column` seen there. */
const lines = new Map<string, Map<string, number | undefined>>()

/** `line:column` of the innermost raw frame in `target`, or undefined when none is there. */
function rawSite(target: string): string | undefined {
  const limit = Error.stackTraceLimit
  const prepare = Error.prepareStackTrace
  try {
    Error.prepareStackTrace = (_error, sites) => sites
    const found = siteIn(target, FIRST_FRAMES)
    return found === false ? siteIn(target, FRAMES) || undefined : found
  } catch {
    return undefined
  } finally {
    Error.stackTraceLimit = limit
    Error.prepareStackTrace = prepare
  }
}

/**
 * `line:column` of the innermost of `frames` raw frames in `target`; undefined when the stack is
 * not raw call sites; false when the stack was cut at `frames` before reaching the file.
 */
function siteIn(target: string, frames: number): string | undefined | false {
  Error.stackTraceLimit = frames
  const holder: { stack?: unknown } = {}
  Error.captureStackTrace(holder, callLine)
  // Read while prepareStackTrace is ours: V8 calls it on the first read.
  const sites = holder.stack
  if (!Array.isArray(sites)) return undefined
  for (const site of sites as NodeJS.CallSite[]) {
    const file = site.getFileName?.() ?? site.getScriptNameOrSourceURL?.()
    if (file && cachedPath(file) === target) return `${site.getLineNumber()}:${site.getColumnNumber()}`
  }
  return sites.length < frames ? undefined : false
}

/** The line of the innermost frame in `target` as the runner's (source-mapped) stack shows it. */
function mappedLine(target: string): number | undefined {
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
    if (match && cachedPath(match[1] as string) === target) {
      const line = Number(match[2])
      return line > 0 ? line : undefined
    }
  }
  return undefined
}
