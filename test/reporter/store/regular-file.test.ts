import { statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { notRegularFile } from '../../../src/reporter/store/regular-file.js'

describe('notRegularFile', () => {
  it("names a directory with node's EISDIR code", () => {
    const error = notRegularFile(statSync(tmpdir()))
    expect(error.message).toBe('EISDIR: it is a directory, not a file')
    expect((error as NodeJS.ErrnoException).code).toBe('EISDIR')
  })

  it('says what else a file is, and that only regular files are read and written', () => {
    expect(notRegularFile(statSync('/dev/null')).message).toBe(
      'it is a character device, not a regular file (only regular files are read and written; ' +
        'for standard output the CLI takes -)',
    )
  })
})
