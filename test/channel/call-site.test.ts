import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runInThisContext } from 'node:vm'
import { callLine, callSites, setMatcherFrames } from '../../src/channel/call-site.js'

const THIS_FILE = fileURLToPath(import.meta.url)

function nested(file: string | undefined): number | undefined {
  return [1].map(() => callLine(file))[0]
}

describe('callLine', () => {
  it('gives the line of the innermost frame in the given file', () => {
    const line = callLine(THIS_FILE)
    expect(line).toBe(14)
    // Through a helper of the same file: the helper's own call is the innermost frame.
    expect(nested(THIS_FILE)).toBe(9)
  })

  it('accepts the file as a file URL and gives none for a file not on the stack', () => {
    expect(callLine(import.meta.url)).toBe(21)
    expect(callLine('/nowhere/else.test.ts')).toBeUndefined()
    expect(callLine(undefined)).toBeUndefined()
  })

  it('reads past a low Error.stackTraceLimit and restores it', () => {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 1
    try {
      expect(callLine(THIS_FILE)).toBe(30)
      expect(Error.stackTraceLimit).toBe(1)
    } finally {
      Error.stackTraceLimit = limit
    }
  })
})

describe('callLine cost', () => {
  it('formats the source-mapped stack once per call site, not once per assertion', () => {
    const prepare = Error.prepareStackTrace
    let formatted = 0
    Error.prepareStackTrace = (error, sites) => {
      formatted++
      return `${String(error)}\n${sites.map((site) => `    at ${String(site)}`).join('\n')}`
    }
    try {
      const lines = Array.from({ length: 50 }, () => callLine(THIS_FILE))
      // This prepareStackTrace does not map through source maps: only the count is checked here.
      expect(new Set(lines).size).toBe(1)
      expect(formatted).toBe(1)
    } finally {
      Error.prepareStackTrace = prepare
    }
  })
})

/** A raw call site in `file` at `line:column`, as V8 gives one to Error.prepareStackTrace. */
function fakeSite(file: string, line: number, column: number): NodeJS.CallSite {
  return {
    getFileName: () => file,
    getScriptNameOrSourceURL: () => file,
    getLineNumber: () => line,
    getColumnNumber: () => column,
  } as NodeJS.CallSite
}

const OTHER_FILE = '/virtual/expect-similar/other.test.js'

describe('callLine with the call sites captured where the record started', () => {
  it('gives the line of the innermost captured frame in the file', () => {
    // Captured and looked up in one synchronous call, as a record is: the frame is where it was.
    expect(callSites()?.sites.length).toBeGreaterThan(0)
    expect(callLine(THIS_FILE, callSites())).toBe(73)
    // Through a helper of the same file: the helper's frame is the innermost one.
    const inHelper = () => callLine(THIS_FILE, callSites())
    expect([1].map(() => inHelper())[0]).toBe(75)
  })

  it('caches the mapped line per raw position: two call sites on one raw line stay apart', () => {
    const at = (column: number) => ({ sites: [fakeSite(THIS_FILE, 90_001, column)], limit: 8 })
    // First sight of a position: its line is read from the stack the runner formats, here and now.
    expect(callLine(THIS_FILE, at(7))).toBe(82)
    // The same raw position again: the cached line, wherever the lookup is made from.
    expect(callLine(THIS_FILE, at(7))).toBe(82)
    // Another column of the same raw line is another call site, with its own line.
    expect(callLine(THIS_FILE, at(8))).toBe(86)
    expect(callLine(THIS_FILE, at(7))).toBe(82)
  })

  it('keeps the same raw position in two files apart', () => {
    const run = (code: string) => runInThisContext(code, { filename: OTHER_FILE }) as (f: () => unknown) => unknown
    // The other file's frame is on the stack when its own lookup is made: lines 1, then 2 of it.
    const inOther = run('(f) =>\n  f()')
    const position = (file: string) => ({ sites: [fakeSite(file, 90_002, 1)], limit: 8 })
    expect(inOther(() => callLine(OTHER_FILE, position(OTHER_FILE)))).toBe(2)
    expect(callLine(THIS_FILE, position(THIS_FILE))).toBe(96)
    expect(inOther(() => callLine(OTHER_FILE, position(OTHER_FILE)))).toBe(2)
    expect(callLine(THIS_FILE, position(THIS_FILE))).toBe(96)
  })

  it('gives the line the runner maps a position to, not the raw one', () => {
    type Caller = (f: (sites: unknown) => unknown) => unknown
    const run = (code: string) => runInThisContext(code, { filename: OTHER_FILE }) as Caller
    const prepare = Error.prepareStackTrace
    // A runner's source-map-aware formatter: lines of the other file are 100 further in its source.
    Error.prepareStackTrace = (error, sites) =>
      `${String(error)}\n${sites
        .map((site) => {
          const mapped = site.getFileName() === OTHER_FILE ? (site.getLineNumber() ?? 0) + 100 : site.getLineNumber()
          return `    at ${site.getFileName()}:${mapped}:${site.getColumnNumber()}`
        })
        .join('\n')}`
    try {
      const inOther = run('\n\n(f) => f(globalThis.captureForTest())')
      ;(globalThis as { captureForTest?: unknown }).captureForTest = callSites
      // The raw frame is line 3 of the other file; the runner maps it to 103, and the record says 103.
      expect(inOther((sites) => callLine(OTHER_FILE, sites as ReturnType<typeof callSites>))).toBe(103)
      expect(inOther((sites) => callLine(OTHER_FILE, sites as ReturnType<typeof callSites>))).toBe(103)
    } finally {
      Error.prepareStackTrace = prepare
      delete (globalThis as { captureForTest?: unknown }).captureForTest
    }
  })

  it('reads the stack again, in full, when the captured sites were cut before the file', () => {
    const cut = { sites: [fakeSite('/elsewhere/a.js', 1, 1), fakeSite('/elsewhere/b.js', 1, 1)], limit: 2 }
    expect(callLine(THIS_FILE, cut)).toBe(127)
    // Sites that ended before the limit without the file: the file is not on that stack.
    const ended = { sites: [fakeSite('/elsewhere/a.js', 1, 1)], limit: 8 }
    expect(callLine('/nowhere/else.test.ts', ended)).toBeUndefined()
  })

  it("reads the runner's count of frames from a matcher, and twice as many once a stack was cut short", () => {
    setMatcherFrames(2)
    try {
      // A matcher's capture reads exactly the frames its runner entry set, however deep the stack.
      const first = [1].map(() => callSites('matcher'))[0]
      expect(first?.sites.length).toBe(2)
      // Those sites cut short before this file: the line is read in full, and the count doubled.
      const cut = { ...(first as NonNullable<typeof first>), sites: [fakeSite('/elsewhere/a.js', 1, 1)], limit: 1 }
      expect(callLine(THIS_FILE, cut)).toBe(141)
      expect([1].map(() => callSites('matcher'))[0]?.sites.length).toBe(4)
    } finally {
      setMatcherFrames(5)
    }
  })

  it('restores Error.stackTraceLimit and Error.prepareStackTrace', () => {
    const prepare = Error.prepareStackTrace
    const limit = Error.stackTraceLimit
    callSites()
    expect(Error.prepareStackTrace).toBe(prepare)
    expect(Error.stackTraceLimit).toBe(limit)
  })
})
