import { execFileSync } from 'node:child_process'
import * as fs from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_READ_BYTES, readRegularFile } from '../../../src/reporter/store/read-file.js'

describe('readRegularFile', () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(join(tmpdir(), 'expect-similar-read-'))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('reads a regular file as UTF-8, through a symlink too', () => {
    fs.writeFileSync(join(root, 'a.json'), '{"é":1}\n')
    fs.symlinkSync('a.json', join(root, 'link.json'))
    expect(readRegularFile(join(root, 'a.json'))).toBe('{"é":1}\n')
    expect(readRegularFile(join(root, 'link.json'))).toBe('{"é":1}\n')
  })

  it('throws node’s ENOENT for a missing file, so callers can treat it as empty', () => {
    expect(() => readRegularFile(join(root, 'none.json'))).toThrow(expect.objectContaining({ code: 'ENOENT' }))
  })

  it.each([
    ['/dev/zero', 'it is a character device, not a regular file'],
    ['/dev/null', 'it is a character device, not a regular file'],
  ])('refuses %s before reading a byte', (device, message) => {
    expect(() => readRegularFile(device)).toThrow(message)
  })

  it('refuses a FIFO without blocking, and a directory with EISDIR', () => {
    execFileSync('sh', ['-c', 'mkfifo "$1"', 'sh', join(root, 'pipe')])
    expect(() => readRegularFile(join(root, 'pipe'))).toThrow('it is a FIFO (named pipe), not a regular file')
    expect(() => readRegularFile(root)).toThrow(expect.objectContaining({ code: 'EISDIR' }))
  })

  it('refuses a file over the limit by its size, without reading it (a sparse file here)', () => {
    const file = join(root, 'huge.json')
    fs.writeFileSync(file, '')
    fs.truncateSync(file, MAX_READ_BYTES + 1)
    expect(() => readRegularFile(file)).toThrow(
      `it is ${MAX_READ_BYTES + 1} bytes, more than the ${MAX_READ_BYTES} bytes (256 MiB) expect-similar reads`,
    )
    fs.truncateSync(file, 4)
    expect(readRegularFile(file)).toBe('\0\0\0\0')
  })
})
