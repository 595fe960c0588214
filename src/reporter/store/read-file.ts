import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs'
import { notRegularFile } from './regular-file.js'

/**
 * The largest file expect-similar reads as a report, baseline or history: 256 MiB. A report of
 * ten thousand assertions with their texts cut at the default 20,000 characters stays below it;
 * past it, parsing would take gigabytes.
 */
export const MAX_READ_BYTES = 256 * 1024 * 1024

/**
 * Reads a regular file of at most {@link MAX_READ_BYTES} as UTF-8. A device (`/dev/zero`), pipe, socket or
 * directory is refused before a byte is read, and so is a larger file, with an error
 * saying which; a missing file throws node's ENOENT error. Only the size the file had when opened
 * is read, so a file that grows meanwhile cannot exhaust memory.
 *
 * @example
 * readRegularFile('scores/history.jsonl') // the text, or throws
 */
export function readRegularFile(file: string): string {
  const max = MAX_READ_BYTES
  // Checked before the open too: opening a FIFO or a socket could block or fail obscurely.
  const before = statSync(file)
  if (!before.isFile()) throw notRegularFile(before)
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    const stats = fstatSync(fd)
    if (!stats.isFile()) throw notRegularFile(stats)
    if (stats.size > max) {
      throw new Error(
        `it is ${stats.size} bytes, more than the ${max} bytes (${max / 2 ** 20} MiB) expect-similar reads`,
      )
    }
    const buffer = Buffer.alloc(stats.size)
    let length = 0
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, null)
      if (n === 0) break
      length += n
    }
    return buffer.toString('utf8', 0, length)
  } finally {
    closeSync(fd)
  }
}
