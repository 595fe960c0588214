import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
  type Stats,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Jest's workers send records as JSONL files into one directory owned by the reporter in the
// parent process. Every reporter instance of the process (say one for JSON, one for Markdown)
// shares it and the last to read it empties it, so each sees every record. A run that never
// reaches onRunComplete (Ctrl-C, process.exit in an in-band test) removes it on exit or
// SIGINT/SIGTERM; directories left by dead processes (SIGKILL, a crash) go at a later start,
// once they have not been touched for a day.
//
// The directory lives in a shared tmp: it stays the private 0700 directory `mkdtemp` made and is
// never recreated by name (another user could take the name in between); a file in it is read
// only when it is a regular file of this user that no one else can read or write.

/** `expect-similar-<pid>-XXXXXX`: the pid says whose it is, for the stale-directory sweep. */
const PREFIX = 'expect-similar-'
const OURS = /^expect-similar-(\d+)-[A-Za-z0-9]{6}$/
/** Touched by the live reporter: a run whose pid is invisible (another PID namespace) is not dead. */
const HEARTBEAT = 'heartbeat'
/** How often the live reporter touches its heartbeat. */
const HEARTBEAT_MS = 10 * 60 * 1000
/** A directory whose process is not visible is swept only when untouched for this long. */
const STALE_MS = 24 * 60 * 60 * 1000

/** One record directory shared by every reporter instance of this process. */
export interface RecordChannel {
  /** Changes only when the directory vanished and a fresh one was made for the next run. */
  dir: string
  /** Reporter instances that read it. */
  instances: number
  /** Instances that read it in the current run; when all have, it is emptied. */
  read: number
  /** Set by the first read of a run that found the directory gone or not private. */
  lost?: string
}

/** What one reporter instance read from the channel. */
export interface ChannelRead {
  files: { file: string; text: string }[]
  /** Entries refused (a symlink, someone else's file, a file others can read) and why. */
  warnings: string[]
  /** Set when the records of the run are lost: the directory vanished or was not ours. */
  lost?: string
}

const SHARED = Symbol.for('expect-similar.jest-record-channel')
const SIGNALS = ['SIGINT', 'SIGTERM'] as const
const handlers = {} as Record<(typeof SIGNALS)[number], () => void>

function makeDir(): string {
  // mkdtemp makes it 0700 whatever the umask.
  const dir = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`))
  writeFileSync(join(dir, HEARTBEAT), '', { mode: 0o600, flag: 'wx' })
  return dir
}

/**
 * Joins this process's record channel, creating it (and sweeping stale directories) for the first
 * reporter instance. The caller puts `dir` in `EXPECT_SIMILAR_RECORD_DIR` for the workers.
 */
export function joinRecordChannel(): RecordChannel {
  // On globalThis, not in a module variable: the ESM and CJS builds are two modules.
  const g = globalThis as { [SHARED]?: RecordChannel }
  let channel = g[SHARED]
  if (channel === undefined) {
    removeStaleRecordDirs(tmpdir())
    const created: RecordChannel = { dir: makeDir(), instances: 0, read: 0 }
    channel = created
    g[SHARED] = channel
    const onExit = (): void => rmSync(created.dir, { recursive: true, force: true })
    process.once('exit', onExit)
    const heartbeat = setInterval(() => touch(join(created.dir, HEARTBEAT)), HEARTBEAT_MS)
    heartbeat.unref()
    for (const signal of SIGNALS) {
      const onSignal = (): void => {
        onExit()
        for (const s of SIGNALS) process.removeListener(s, handlers[s])
        // Only when no one else handles it: then the signal's default action (ending the
        // process) is what would have happened without us.
        if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
      }
      handlers[signal] = onSignal
      process.once(signal, onSignal)
    }
  }
  channel.instances++
  return channel
}

function touch(file: string): void {
  const now = new Date()
  try {
    utimesSync(file, now, now)
  } catch {
    // Gone: the read at the end of the run says so.
  }
}

/** Why `stat` is not a directory only this user can enter, or undefined when it is (workers check too). */
export function privateDirProblem(stat: Stats): string | undefined {
  if (!stat.isDirectory()) return 'is not a directory'
  if (process.getuid !== undefined && stat.uid !== process.getuid()) return `belongs to uid ${stat.uid}`
  if ((stat.mode & 0o077) !== 0) return `has mode ${(stat.mode & 0o777).toString(8)}, not 700`
  return undefined
}

/**
 * Empties the channel before a run (in watch mode one instance sees several runs), in place. When
 * the directory is gone or not private any more, a fresh one is made: the caller passes
 * `channel.dir` to the workers again.
 */
export function resetRecordChannel(channel: RecordChannel): void {
  if (channel.read !== 0) return
  channel.lost = undefined
  let stat: Stats | undefined
  try {
    stat = lstatSync(channel.dir)
  } catch {
    stat = undefined
  }
  if (stat === undefined || privateDirProblem(stat) !== undefined) {
    channel.dir = makeDir()
    return
  }
  emptyDir(channel.dir)
  writeFileSync(join(channel.dir, HEARTBEAT), '', { mode: 0o600 })
}

function emptyDir(dir: string): void {
  let names: string[] = []
  try {
    names = readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    if (name === HEARTBEAT) continue
    // unlink removes a symlink itself, never its target; anything else (a planted directory) goes too.
    rmSync(join(dir, name), { recursive: true, force: true })
  }
}

/** Reads one record file, refusing a symlink, a hard link, or a file of another user or mode. */
function readOwnFile(file: string): { text: string } | { problem: string } {
  let fd: number
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return { problem: code === 'ELOOP' ? 'it is a symbolic link' : (error as Error).message }
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) return { problem: 'it is not a regular file' }
    if (process.getuid !== undefined && stat.uid !== process.getuid())
      return { problem: `it belongs to uid ${stat.uid}` }
    if ((stat.mode & 0o077) !== 0) return { problem: `it has mode ${(stat.mode & 0o777).toString(8)}, not 600` }
    if (stat.nlink !== 1) return { problem: 'it has other hard links' }
    return { text: readFileSync(fd, 'utf8') }
  } finally {
    closeSync(fd)
  }
}

/**
 * Reads every JSONL file of the channel for one instance; the last instance to read empties the
 * directory, so every instance sees every record. Entries that are not this worker-written kind
 * of file are refused and named in `warnings`.
 */
export function readRecordChannel(channel: RecordChannel): ChannelRead {
  const read = readChannelDir(channel)
  channel.read++
  if (channel.read >= channel.instances) {
    channel.read = 0
    if (channel.lost === undefined) emptyDir(channel.dir)
  }
  return read
}

function readChannelDir(channel: RecordChannel): ChannelRead {
  if (channel.lost !== undefined) return { files: [], warnings: [], lost: channel.lost }
  let problem: string | undefined
  let names: string[] = []
  try {
    problem = privateDirProblem(lstatSync(channel.dir))
    names = readdirSync(channel.dir)
  } catch {
    problem = 'was removed during the run (a tmp cleaner, or a sweep by another run)'
  }
  if (problem === undefined && !names.includes(HEARTBEAT)) problem = 'was emptied during the run'
  if (problem !== undefined) {
    channel.lost = `the record directory ${channel.dir} ${problem}: the workers' score records are lost`
    return { files: [], warnings: [], lost: channel.lost }
  }
  const files: { file: string; text: string }[] = []
  const warnings: string[] = []
  for (const name of names.sort()) {
    if (name === HEARTBEAT) continue
    const file = join(channel.dir, name)
    const got = name.endsWith('.jsonl') ? readOwnFile(file) : { problem: 'it is not a *.jsonl record file' }
    if ('text' in got) files.push({ file, text: got.text })
    else warnings.push(`refused ${file} in the record directory: ${got.problem}`)
  }
  return { files, warnings }
}

/**
 * Removes record directories in `dir` that a dead process of this user left behind: named
 * `expect-similar-<pid>-XXXXXX`, owned by this user, holding only `*.jsonl` files (and a
 * heartbeat), whose process is not visible and which nothing touched for `STALE_MS`: a live run
 * in another PID namespace sharing this tmp keeps its heartbeat fresh. Anything else is left
 * alone. Returns the directories removed.
 */
function removeStaleRecordDirs(dir: string, now = Date.now()): string[] {
  const removed: string[] = []
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return removed
  }
  for (const name of names) {
    const pid = OURS.exec(name)?.[1]
    if (pid === undefined || Number(pid) === process.pid || isAlive(Number(pid))) continue
    const path = join(dir, name)
    try {
      const stat = lstatSync(path)
      if (!stat.isDirectory() || (process.getuid !== undefined && stat.uid !== process.getuid())) continue
      const entries = readdirSync(path)
      if (!entries.every((entry) => entry.endsWith('.jsonl') || entry === HEARTBEAT)) continue
      const touched = Math.max(stat.mtimeMs, ...entries.map((entry) => lstatSync(join(path, entry)).mtimeMs))
      if (now - touched < STALE_MS) continue
      rmSync(path, { recursive: true, force: true })
      removed.push(path)
    } catch {
      // Gone already, or not ours to read: leave it.
    }
  }
  return removed
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
