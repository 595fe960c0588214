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
 * Raw V8 call sites of the stack, captured where a record starts (see {@link callSites}): the
 * frames from the caller of `callSites` outward, at most `limit` of them.
 */
export interface CallSites {
  sites: readonly NodeJS.CallSite[]
  limit: number
  /** How many frames captures made where this one was read: raised when it was cut before the test file. */
  depth?: CaptureDepth
  /**
   * The same stack, unformatted, for an assertion recorded later than it was made (an async
   * scorer's answer): V8 formats it on first read, so its source-mapped lines are the call's.
   */
  held?: Error
}

/**
 * The realm's `Error`, read once: under Jest a module runs in the test file's sandbox, where every
 * read of a global goes through the context's interceptor, and the stack is read on each assertion.
 */
const ErrorClass = Error
const isArray = Array.isArray

/** How many frames the captures made at one place read first; see {@link callSites}. */
interface CaptureDepth {
  frames: number
}

/**
 * Frames {@link callSites} reads, per place it is called from. From the matcher function the
 * runner called (`'matcher'`), the test file's frame is the 5th for an `expect` in a test's own
 * body (the matcher, Vitest's 3 frames, then the test; Jest has 2: its entry sets 4, see
 * {@link setMatcherFrames}); from `recordScore` (`'record'`, for the matchers that record from
 * deeper), 2 more. A stack cut before the test file's frame raises the place's count (up to
 * {@link MAX_FIRST_FRAMES}), so a suite whose assertions sit deeper (helpers, nested matchers)
 * reads that far from then on. V8 walks and summarizes every frame between the capture and the
 * test, frames skipped to reach a boundary function as dearly as frames kept, and reads each kept
 * one as a call site: 2 to 3 µs a frame under Jest on this machine, on every assertion, so the
 * capture is made as near the test as the matchers get and reads no frame past it.
 */
const DEPTHS = { matcher: { frames: 5 }, record: { frames: 7 } } satisfies Record<string, CaptureDepth>

/**
 * Sets how many frames a matcher's own capture reads first: the runner entry's count of the
 * frames between the matcher and the test, plus the two. Raised again by any stack cut short.
 *
 * @example
 * setMatcherFrames(4) // Jest: the matcher, Jest's 2 frames, the test
 */
export function setMatcherFrames(frames: number): void {
  DEPTHS.matcher.frames = frames
}
const MAX_FIRST_FRAMES = 24

/** The structured call sites, unformatted: no runner's source-map formatter runs. */
function rawSites(_error: Error, sites: NodeJS.CallSite[]): NodeJS.CallSite[] {
  return sites
}

/**
 * The raw call sites of the stack from the caller of this function outward (undefined when the
 * runtime gives none), for {@link callLine}: captured as high on the stack as a record can be (by
 * `runMatcher`, `from` `'matcher'`; else by `recordScore`), so that V8 walks as few frames as it
 * can (the frames between here and the test file are ours, and cost the same as any other).
 *
 * @example
 * const sites = callSites()
 * callLine('/repo/test/answer.test.ts', sites) // 12
 */
export function callSites(from: keyof typeof DEPTHS = 'record'): CallSites | undefined {
  const limit = ErrorClass.stackTraceLimit
  const prepare = ErrorClass.prepareStackTrace
  const depth = DEPTHS[from]
  const frames = depth.frames
  try {
    ErrorClass.prepareStackTrace = rawSites
    ErrorClass.stackTraceLimit = frames
    const holder: { stack?: unknown } = {}
    ErrorClass.captureStackTrace(holder, callSites)
    // Read while prepareStackTrace is ours: V8 calls it on the first read.
    const sites = holder.stack
    return isArray(sites) ? { sites: sites as NodeJS.CallSite[], limit: frames, depth } : undefined
  } catch {
    return undefined
  } finally {
    ErrorClass.stackTraceLimit = limit
    ErrorClass.prepareStackTrace = prepare
  }
}

/**
 * The stack of an assertion whose record is written after it returns (an async scorer): its raw
 * call sites and an unformatted copy for the mapped line, both read now, while the test's frame
 * is still on the stack. {@link callLine} then reads nothing from the stack it runs on.
 */
export function heldCallSites(): CallSites | undefined {
  const limit = ErrorClass.stackTraceLimit
  const prepare = ErrorClass.prepareStackTrace
  try {
    ErrorClass.stackTraceLimit = FRAMES
    const held = new ErrorClass()
    ErrorClass.prepareStackTrace = rawSites
    const holder: { stack?: unknown } = {}
    ErrorClass.captureStackTrace(holder, heldCallSites)
    const sites = holder.stack
    return isArray(sites) ? { sites: sites as NodeJS.CallSite[], limit: FRAMES, held } : undefined
  } catch {
    return undefined
  } finally {
    ErrorClass.stackTraceLimit = limit
    ErrorClass.prepareStackTrace = prepare
  }
}

/**
 * The line of the innermost stack frame in the test file: where the test (or a helper defined in
 * that file) called `expect`. Taking the test file's own frame, not merely the first frame outside
 * expect-similar and the runner, keeps the line meaningful for `file:line`: a helper in another
 * file has no line in the test file, and the record then gets none. The runners map stack
 * frames through source maps, so the line is the one in the TypeScript source.
 *
 * `captured`: the call sites read by {@link callSites} where the record started, searched first;
 * when they were cut before the test file's frame, the stack is read here again, in full.
 *
 * @example
 * callLine('/repo/test/answer.test.ts') // 12
 */
export function callLine(testFile: string | undefined, captured?: CallSites): number | undefined {
  if (!testFile) return undefined
  const target = cachedPath(testFile)
  // The cheap way first: raw call sites, no stack text and no source-map lookup. The line of a raw
  // position in the transformed code is then looked up once per call site with the runner's
  // source-mapped stack, so an assertion in a loop pays for it once.
  let found = captured ? siteAmong(captured.sites, captured.limit, target) : false
  // A held stack is the call's whole stack: what it lacks, the stack of the moment lacks too.
  if (captured?.held && found === false) found = undefined
  if (found === false) {
    const depth = captured?.depth
    if (depth && depth.frames < MAX_FIRST_FRAMES) depth.frames = Math.min(depth.frames * 2, MAX_FIRST_FRAMES)
    found = rawSite(target)
  }
  if (found === undefined) return captured?.held ? undefined : mappedLine(target)
  let byFile = lines.get(target)
  if (!byFile) {
    byFile = new Map()
    lines.set(target, byFile)
  }
  let byLine = byFile.get(found.line)
  if (!byLine) {
    byLine = new Map()
    byFile.set(found.line, byLine)
  }
  if (byLine.has(found.column)) return byLine.get(found.column)
  const line = mappedLine(target, captured?.held)
  byLine.set(found.column, line)
  return line
}

/** Per test file, per raw line, per raw column: the mapped line of that position. */
const lines = new Map<string, Map<number, Map<number, number | undefined>>>()

/** A raw position in the code the runtime ran (a transformed test file's, before source maps). */
interface RawPosition {
  line: number
  column: number
}

/** The raw position of the innermost frame in `target`, or undefined when none is there. */
function rawSite(target: string): RawPosition | undefined {
  const limit = ErrorClass.stackTraceLimit
  const prepare = ErrorClass.prepareStackTrace
  try {
    ErrorClass.prepareStackTrace = rawSites
    const found = siteIn(target, FIRST_FRAMES)
    return found === false ? siteIn(target, FRAMES) || undefined : found
  } catch {
    return undefined
  } finally {
    ErrorClass.stackTraceLimit = limit
    ErrorClass.prepareStackTrace = prepare
  }
}

/**
 * The raw position of the innermost of `frames` raw frames in `target`; undefined when the stack
 * is not raw call sites; false when the stack was cut at `frames` before reaching the file.
 */
function siteIn(target: string, frames: number): RawPosition | undefined | false {
  ErrorClass.stackTraceLimit = frames
  const holder: { stack?: unknown } = {}
  ErrorClass.captureStackTrace(holder, callLine)
  const sites = holder.stack
  if (!isArray(sites)) return undefined
  return siteAmong(sites as NodeJS.CallSite[], frames, target)
}

/**
 * The raw position of the innermost of `sites` in `target`; undefined when none is and the stack
 * ended within `limit` frames; false when it was cut at `limit` before reaching the file.
 */
function siteAmong(sites: readonly NodeJS.CallSite[], limit: number, target: string): RawPosition | undefined | false {
  for (const site of sites) {
    const file = site.getFileName?.() ?? site.getScriptNameOrSourceURL?.()
    if (file && cachedPath(file) === target)
      return { line: site.getLineNumber() ?? 0, column: site.getColumnNumber() ?? 0 }
  }
  return sites.length < limit ? undefined : false
}

/** The line of the innermost frame in `target` as the runner's (source-mapped) stack shows it. */
function mappedLine(target: string, held?: Error): number | undefined {
  const limit = ErrorClass.stackTraceLimit
  let stack: string | undefined
  try {
    ErrorClass.stackTraceLimit = FRAMES
    stack = (held ?? new ErrorClass()).stack
  } finally {
    ErrorClass.stackTraceLimit = limit
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
