import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Jest's workers send records as JSONL files into one directory owned by the reporter in the
// parent process. Every reporter instance of the process (say one for JSON, one for Markdown)
// shares it and the last to read it removes it, so each sees every record. A run that never
// reaches onRunComplete (Ctrl-C, process.exit in an in-band test) removes it on exit or
// SIGINT/SIGTERM; directories left by dead processes (SIGKILL, a crash) go at the next start.

/** `expect-similar-<pid>-XXXXXX`: the pid says whose it is, for the stale-directory sweep. */
const PREFIX = 'expect-similar-'
const OURS = /^expect-similar-(\d+)-[A-Za-z0-9]{6}$/

/** One record directory shared by every reporter instance of this process. */
export interface RecordChannel {
  readonly dir: string
  /** Reporter instances that read it. */
  instances: number
  /** Instances that read it in the current run; when all have, it is emptied. */
  read: number
}

const SHARED = Symbol.for('expect-similar.jest-record-channel')
const SIGNALS = ['SIGINT', 'SIGTERM'] as const
const handlers = {} as Record<(typeof SIGNALS)[number], () => void>

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
    channel = { dir: mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`)), instances: 0, read: 0 }
    g[SHARED] = channel
    const dir = channel.dir
    const onExit = (): void => rmSync(dir, { recursive: true, force: true })
    process.once('exit', onExit)
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

/** Empties the channel before a run (in watch mode one instance sees several runs). */
export function resetRecordChannel(channel: RecordChannel): void {
  if (channel.read !== 0) return
  rmSync(channel.dir, { recursive: true, force: true })
  mkdirSync(channel.dir, { recursive: true })
}

/**
 * Reads every JSONL file of the channel for one instance; the last instance to read removes the
 * files, so every instance sees every record.
 */
export function readRecordChannel(channel: RecordChannel): { file: string; text: string }[] {
  let names: string[] = []
  try {
    names = readdirSync(channel.dir)
  } catch {
    // Removed under us (a tmp cleaner): no records, which the summary says.
  }
  const files = names
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => {
      const file = join(channel.dir, name)
      return { file, text: readFileSync(file, 'utf8') }
    })
  channel.read++
  if (channel.read >= channel.instances) {
    channel.read = 0
    rmSync(channel.dir, { recursive: true, force: true })
  }
  return files
}

/**
 * Removes record directories in `dir` that a dead process of this user left behind: named
 * `expect-similar-<pid>-XXXXXX`, owned by this user, holding only `*.jsonl` files, and whose
 * process is gone. Anything else is left alone. Returns the directories removed.
 */
function removeStaleRecordDirs(dir: string): string[] {
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
      if (!readdirSync(path).every((entry) => entry.endsWith('.jsonl'))) continue
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
