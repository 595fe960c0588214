import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MAX_PROBED_LENGTH, probeLeniency } from '../../src/core/probes.js'

const SCRIPT = fileURLToPath(new URL('./fixtures/probe-huge.ts', import.meta.url))

describe('probing a long text', () => {
  it('skips a 1 MB text with a note, in a 96 MB heap, for less than scoring it costs', () => {
    const child = spawnSync(process.execPath, ['--max-old-space-size=96', '--expose-gc', '--import', 'tsx', SCRIPT], {
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(child.status, child.stderr).toBe(0)
    const found = JSON.parse(child.stdout)
    expect(found.skipped).toBe('text too long: 1000000 characters, probes stop at 20000')
    expect(found.probes).toBe(0)
    // No copy of the text kept: well under one 1 MB string's worth of heap.
    expect(found.heapDelta).toBeLessThan(1_000_000)
    expect(found.probeMs).toBeLessThan(Math.max(found.scoreMs, 5))
  }, 90_000)

  it('probes a text at the limit, and notes nothing', () => {
    const text = 'The payment was approved. '.repeat(MAX_PROBED_LENGTH / 26 + 1).slice(0, MAX_PROBED_LENGTH)
    const result = probeLeniency(text, { min: 0.5 })
    expect(result.skipped).toBeUndefined()
    expect(result.probes.length).toBe(50)
    expect(probeLeniency(`${text}!`, { min: 0.5 }).skipped).toBe(
      `text too long: ${MAX_PROBED_LENGTH + 1} characters, probes stop at ${MAX_PROBED_LENGTH}`,
    )
  })
})
