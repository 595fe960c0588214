import {
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeFileSync,
} from 'node:fs'
import { randomBytes } from 'node:crypto'
import { basename, dirname, join, resolve } from 'node:path'
import { notRegularFile } from './regular-file.js'

// A report or baseline written in place and cut short (a full disk, a killed process) leaves a
// truncated file that the next run fails on. Writing a temporary file beside it and renaming it
// over the target replaces the file whole or not at all: rename is atomic within a directory.

/** The one device written as it is: writing to it discards the text, as its user asked. */
const NULL_DEVICE = '/dev/null'

/** Where a write to `path` lands: the file at the end of its symlinks, and that file's stats if it exists. */
interface WriteTarget {
  file: string
  stats: Stats | undefined
  /** Whether `path` was a symlink: then a missing target's directory is not created. */
  linked: boolean
}

/** As many links as Linux follows before ELOOP. */
const MAX_LINKS = 40

// Symlinks are followed by hand, not by realpath: a dangling link has no real path, yet names the
// file to write. A process's descriptor links (/dev/stdout -> /proc/self/fd/1 -> a pipe or the
// file the shell redirected to) are refused: replacing that file would cut a log another writer holds open.
function writeTarget(path: string): WriteTarget {
  let file = resolve(path)
  for (let hop = 0; hop <= MAX_LINKS; hop++) {
    if (/^\/(proc\/[^/]+|dev)\/fd\//.test(file)) {
      throw new Error(
        `it leads to ${file}, an open file descriptor of this process, not a file ` +
          `(for standard output the CLI takes -)`,
      )
    }
    const link = lstatSync(file, { throwIfNoEntry: false })
    if (!link?.isSymbolicLink()) return { file, stats: link, linked: hop > 0 }
    file = resolve(dirname(file), readlinkSync(file))
  }
  throw Object.assign(new Error(`ELOOP: more than ${MAX_LINKS} symbolic links, ${path}`), { code: 'ELOOP' })
}

/**
 * Where a write or append to `path` goes, or the error saying why it is refused: a device (other
 * than /dev/null), pipe, socket or directory, or a dangling symlink whose target's directory is
 * missing. Null for /dev/null. A plain path's directory is created.
 */
function prepareTarget(path: string): WriteTarget | null {
  const target = writeTarget(path)
  if (target.stats !== undefined && !target.stats.isFile()) {
    if (target.file === NULL_DEVICE) return null
    throw notRegularFile(target.stats)
  }
  const dir = dirname(target.file)
  if (target.stats === undefined && target.linked) {
    // The link names the file: writing it somewhere else, or making directories it did not name, would surprise.
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
      throw new Error(`it is a symbolic link to ${target.file}, whose directory does not exist`)
  } else mkdirSync(dir, { recursive: true })
  return target
}

/**
 * Replaces `file` with `content` atomically, creating its directory. Through a symlink (even a
 * dangling one) the file it names is replaced, and the link stays a link. Refuses what is not a
 * regular file (see {@link prepareTarget}). On any failure the old file is untouched, the
 * temporary file is removed, and what node:fs threw is rethrown.
 */
export function writeFileAtomic(path: string, content: string): void {
  const target = prepareTarget(path)
  if (target === null) {
    writeFileSync(NULL_DEVICE, content)
    return
  }
  const { file, stats } = target
  const dir = dirname(file)
  // Hidden, unique per process and call, in the same directory (a rename across devices is a copy).
  const temp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  try {
    // 'wx': never write through a file (or a planted symlink) that is already there.
    const fd = openSync(temp, 'wx', stats ? stats.mode & 0o7777 : 0o666)
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

// O_NONBLOCK: a FIFO made between the check and the open fails the open instead of hanging the run.
const APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK

/**
 * Appends whole lines to `file` (for `$GITHUB_STEP_SUMMARY` and line-based history files): if the
 * write fails part way, the file is cut back to its old length, so no half line is ever left for
 * a reader. `text` must end with a newline. Refuses what is not a regular file, as
 * {@link writeFileAtomic} does. Concurrent appenders are not coordinated.
 */
export function appendWholeLines(file: string, text: string): void {
  if (!text.endsWith('\n')) {
    throw new TypeError(
      `expect-similar: appended text must end with a newline, received ${JSON.stringify(text.slice(-20))}`,
    )
  }
  const target = prepareTarget(file)
  if (target === null) return
  const fd = openSync(target.file, APPEND_FLAGS, 0o666)
  try {
    const stats = fstatSync(fd)
    if (!stats.isFile()) throw notRegularFile(stats)
    const before = stats.size
    try {
      writeFileSync(fd, text)
    } catch (error) {
      throw withRollback(error as NodeJS.ErrnoException, () => ftruncateSync(fd, before))
    }
  } finally {
    closeSync(fd)
  }
}

/**
 * Runs `rollback` after `error`; if that fails too, the error thrown is still `error` first (its
 * code and message: ENOSPC, not the EINVAL of the truncate), with the rollback's failure after it.
 */
function withRollback(error: NodeJS.ErrnoException, rollback: () => void): Error {
  try {
    rollback()
    return error
  } catch (failure) {
    const message =
      `${error.message}; cutting the file back to its old length failed too ` +
      `(${(failure as Error).message}), so part of the text may be left at its end`
    return Object.assign(new Error(message, { cause: error }), { code: error.code })
  }
}
