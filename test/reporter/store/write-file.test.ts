import * as fs from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appendWholeLines, writeFileAtomic } from '../../../src/reporter/store/write-file.js'

// A full disk: the write puts part of the data down, then throws ENOSPC.
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>()
  return { ...real, writeFileSync: vi.fn(real.writeFileSync) }
})
const realWrite = (await vi.importActual<typeof import('node:fs')>('node:fs')).writeFileSync
function diskFullOnce(): void {
  vi.mocked(fs.writeFileSync).mockImplementationOnce((target, data) => {
    realWrite(target, String(data).slice(0, 10))
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
  })
}

describe('writeFileAtomic and appendWholeLines', () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(join(tmpdir(), 'expect-similar-write-'))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('replaces a file whole, creating its directory and keeping its mode', () => {
    const file = join(root, 'a/b/base.json')
    writeFileAtomic(file, '{"old":true}\n')
    fs.chmodSync(file, 0o640)
    writeFileAtomic(file, '{"new":true}\n')
    expect(fs.readFileSync(file, 'utf8')).toBe('{"new":true}\n')
    expect(fs.statSync(file).mode & 0o777).toBe(0o640)
    expect(fs.readdirSync(join(root, 'a/b'))).toEqual(['base.json'])
  })

  it('leaves the old file untouched and no temporary file behind when the write fails', () => {
    const file = join(root, 'base.json')
    fs.writeFileSync(file, '{"good":"baseline"}\n')
    diskFullOnce()
    expect(() => writeFileAtomic(file, `{"new":"${'x'.repeat(100)}"}\n`)).toThrow('ENOSPC')
    expect(fs.readFileSync(file, 'utf8')).toBe('{"good":"baseline"}\n')
    expect(fs.readdirSync(root)).toEqual(['base.json'])
  })

  it('writes through a symlink to its target and into a device as it is', () => {
    const target = join(root, 'real.json')
    fs.writeFileSync(target, 'old\n')
    fs.symlinkSync(target, join(root, 'link.json'))
    writeFileAtomic(join(root, 'link.json'), 'new\n')
    expect(fs.lstatSync(join(root, 'link.json')).isSymbolicLink()).toBe(true)
    expect(fs.readFileSync(target, 'utf8')).toBe('new\n')
    expect(() => writeFileAtomic('/dev/null', 'discarded\n')).not.toThrow()
  })

  it('appends whole lines, and cuts a failed append back so no half line is left', () => {
    const file = join(root, 'history.jsonl')
    appendWholeLines(file, '{"run":1}\n')
    diskFullOnce()
    expect(() => appendWholeLines(file, '{"run":2,"long":"........................"}\n')).toThrow('ENOSPC')
    expect(fs.readFileSync(file, 'utf8')).toBe('{"run":1}\n')
    appendWholeLines(file, '{"run":3}\n')
    expect(fs.readFileSync(file, 'utf8')).toBe('{"run":1}\n{"run":3}\n')
    expect(() => appendWholeLines(file, 'no newline')).toThrow(
      'expect-similar: appended text must end with a newline, received "no newline"',
    )
  })
})
