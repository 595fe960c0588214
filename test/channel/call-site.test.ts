import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { callLine } from '../../src/channel/call-site.js'

const THIS_FILE = fileURLToPath(import.meta.url)

function nested(file: string | undefined): number | undefined {
  return [1].map(() => callLine(file))[0]
}

describe('callLine', () => {
  it('gives the line of the innermost frame in the given file', () => {
    const line = callLine(THIS_FILE)
    expect(line).toBe(13)
    // Through a helper of the same file: the helper's own call is the innermost frame.
    expect(nested(THIS_FILE)).toBe(8)
  })

  it('accepts the file as a file URL and gives none for a file not on the stack', () => {
    expect(callLine(import.meta.url)).toBe(20)
    expect(callLine('/nowhere/else.test.ts')).toBeUndefined()
    expect(callLine(undefined)).toBeUndefined()
  })

  it('reads past a low Error.stackTraceLimit and restores it', () => {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 1
    try {
      expect(callLine(THIS_FILE)).toBe(29)
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
