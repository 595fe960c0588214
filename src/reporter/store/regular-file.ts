import type { Stats } from 'node:fs'

// expect-similar reads and writes regular files only (read-file.ts, write-file.ts): a device, a
// pipe or a socket could block, never end, or swallow what is written.

/** What a file is, for a message saying why it is not written or read: "a character device". */
function fileKind(stats: Stats): string {
  if (stats.isFile()) return 'a regular file'
  if (stats.isDirectory()) return 'a directory'
  if (stats.isCharacterDevice()) return 'a character device'
  if (stats.isBlockDevice()) return 'a block device'
  if (stats.isFIFO()) return 'a FIFO (named pipe)'
  if (stats.isSocket()) return 'a socket'
  return 'not a regular file'
}

/** The error for a file that is not a regular one: expect-similar reads and writes regular files only. */
export function notRegularFile(stats: Stats): Error {
  // With node's code for a directory, which callers and users already know.
  if (stats.isDirectory()) return Object.assign(new Error('EISDIR: it is a directory, not a file'), { code: 'EISDIR' })
  return new Error(
    `it is ${fileKind(stats)}, not a regular file (only regular files are read and written; ` +
      `for standard output the CLI takes -)`,
  )
}
