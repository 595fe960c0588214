import { execFileSync } from 'node:child_process'
import * as fs from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appendWholeLines, writeFileAtomic } from '../../../src/reporter/store/write-file.js'

// A full disk: the write puts part of the data down, then throws ENOSPC.
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>()
  return { ...real, writeFileSync: vi.fn(real.writeFileSync), ftruncateSync: vi.fn(real.ftruncateSync) }
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

  it('reports the failed write first when cutting the file back fails too', () => {
    const file = join(root, 'summary.md')
    appendWholeLines(file, 'old\n')
    diskFullOnce()
    vi.mocked(fs.ftruncateSync).mockImplementationOnce(() => {
      throw Object.assign(new Error('EINVAL: invalid argument, ftruncate'), { code: 'EINVAL' })
    })
    let thrown: NodeJS.ErrnoException | undefined
    try {
      appendWholeLines(file, 'a line that does not fit\n')
    } catch (error) {
      thrown = error as NodeJS.ErrnoException
    }
    expect(thrown?.code).toBe('ENOSPC')
    expect(thrown?.message).toBe(
      'ENOSPC: no space left on device, write; cutting the file back to its old length failed too ' +
        '(EINVAL: invalid argument, ftruncate), so part of the text may be left at its end',
    )
  })

  it.each([
    ['a character device', '/dev/zero', 'it is a character device, not a regular file'],
    ['a full device', '/dev/full', 'it is a character device, not a regular file'],
    ['a process descriptor', '/dev/stdout', 'it leads to /proc/self/fd/1, an open file descriptor of this process'],
  ])('refuses to write or append to %s (%s)', (_kind, device, message) => {
    expect(() => writeFileAtomic(device, 'text\n')).toThrow(message)
    expect(() => appendWholeLines(device, 'text\n')).toThrow(message)
  })

  it('refuses a FIFO at once, with no reader, without blocking', () => {
    const fifo = join(root, 'pipe')
    execFileSync('sh', ['-c', 'mkfifo "$1"', 'sh', fifo])
    expect(() => writeFileAtomic(fifo, 'text\n')).toThrow('it is a FIFO (named pipe), not a regular file')
    expect(() => appendWholeLines(fifo, 'text\n')).toThrow('it is a FIFO (named pipe), not a regular file')
    expect(fs.readdirSync(root)).toEqual(['pipe'])
  })

  it('appends to /dev/null as before, discarding the text', () => {
    expect(() => appendWholeLines('/dev/null', 'discarded\n')).not.toThrow()
  })

  it('writes through a dangling symlink, creating the file it names; the link stays a link', () => {
    fs.mkdirSync(join(root, 'out'))
    fs.symlinkSync('out/report.json', join(root, 'link.json'))
    writeFileAtomic(join(root, 'link.json'), '{"n":1}\n')
    expect(fs.lstatSync(join(root, 'link.json')).isSymbolicLink()).toBe(true)
    expect(fs.readFileSync(join(root, 'out/report.json'), 'utf8')).toBe('{"n":1}\n')
    // A chain of links, and a second write replacing the file the first one made.
    fs.symlinkSync('link.json', join(root, 'chain.json'))
    writeFileAtomic(join(root, 'chain.json'), '{"n":2}\n')
    expect(fs.readFileSync(join(root, 'out/report.json'), 'utf8')).toBe('{"n":2}\n')
    expect(fs.readdirSync(root).sort()).toEqual(['chain.json', 'link.json', 'out'])
    expect(fs.readdirSync(join(root, 'out'))).toEqual(['report.json'])
    // Appends follow a dangling link the same way.
    fs.symlinkSync('out/summary.md', join(root, 'summary-link.md'))
    appendWholeLines(join(root, 'summary-link.md'), 'line\n')
    expect(fs.lstatSync(join(root, 'summary-link.md')).isSymbolicLink()).toBe(true)
    expect(fs.readFileSync(join(root, 'out/summary.md'), 'utf8')).toBe('line\n')
  })

  it('refuses a dangling symlink whose target directory does not exist, creating nothing', () => {
    fs.symlinkSync('missing/report.json', join(root, 'link.json'))
    const message = `it is a symbolic link to ${join(root, 'missing/report.json')}, whose directory does not exist`
    expect(() => writeFileAtomic(join(root, 'link.json'), 'x\n')).toThrow(message)
    expect(() => appendWholeLines(join(root, 'link.json'), 'x\n')).toThrow(message)
    expect(fs.readdirSync(root)).toEqual(['link.json'])
  })

  it('refuses a symlink loop with ELOOP', () => {
    fs.symlinkSync('b', join(root, 'a'))
    fs.symlinkSync('a', join(root, 'b'))
    expect(() => writeFileAtomic(join(root, 'a'), 'x\n')).toThrow('ELOOP')
  })
})
