import {
  closeSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { randomBytes } from 'node:crypto'
import { basename, dirname, join } from 'node:path'

// A report or baseline written in place and cut short (a full disk, a killed process) leaves a
// truncated file that the next run fails on. Writing a temporary file beside it and renaming it
// over the target replaces the file whole or not at all: rename is atomic within a directory.

/**
 * Replaces `file` with `content` atomically, creating its directory. On any failure the old file
 * is untouched, the temporary file is removed, and what node:fs threw is rethrown.
 */
export function writeFileAtomic(path: string, content: string): void {
  const existing = statSync(path, { throwIfNoEntry: false })
  // A device or pipe (`/dev/stdout`, a FIFO) cannot be replaced by a rename: write to it as it is.
  if (existing && !existing.isFile() && !existing.isDirectory()) {
    writeFileSync(path, content)
    return
  }
  // Through a symlink to the file it names, so the link stays a link.
  const file = existing ? realpathSync(path) : path
  const dir = dirname(file)
  mkdirSync(dir, { recursive: true })
  // Hidden, unique per process and call, in the same directory (a rename across devices is a copy).
  const temp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  try {
    // 'wx': never write through a file (or a planted symlink) that is already there.
    const fd = openSync(temp, 'wx', existing?.isFile() ? existing.mode & 0o7777 : 0o666)
    try {
      writeFileSync(fd, content)
      // On disk before the rename, so a crash cannot leave the new name on empty blocks.
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, file)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}

/**
 * Appends whole lines to `file` (for `$GITHUB_STEP_SUMMARY` and line-based history files): if the
 * write fails part way, the file is cut back to its old length, so no half line is ever left for
 * a reader. `text` must end with a newline. Concurrent appenders are not coordinated.
 */
export function appendWholeLines(file: string, text: string): void {
  if (!text.endsWith('\n')) {
    throw new TypeError(
      `expect-similar: appended text must end with a newline, received ${JSON.stringify(text.slice(-20))}`,
    )
  }
  mkdirSync(dirname(file), { recursive: true })
  const fd = openSync(file, 'a')
  try {
    const before = fstatSync(fd).size
    try {
      writeFileSync(fd, text)
    } catch (error) {
      ftruncateSync(fd, before)
      throw error
    }
  } finally {
    closeSync(fd)
  }
}
