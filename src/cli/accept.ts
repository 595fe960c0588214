import { readFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { decodeSnapshotText, encodeSnapshotText } from '../snapshot/codec.js'
import type { CollectedRecord } from '../records/types.js'
import { writeFileAtomic } from '../reporter/index.js'
import { readReport } from './files.js'
import { UsageError, parseArgs, type ArgSpec, type CliIo } from './io.js'

/** The flags `accept` takes. */
export const ACCEPT_ARGS: ArgSpec = { values: { test: 'a regular expression', root: 'a directory' }, flags: [] }

export const ACCEPT_HELP = `Usage: expect-similar accept <report.json> [--test <pattern>] [--root <dir>]

Stores the received texts of the failing fuzzy snapshots (toMatchSimilarSnapshot) of a saved
JSON report as their new snapshots, in the .snap files next to the test files
(__snapshots__/<file>.snap, as Vitest and Jest keep them), without running the tests again: for
a CI run whose new answer a person decided is right. Prints each entry it changed (file, key,
score before and after). The report must carry the texts (includeTexts, the default), uncut.
Nothing is written when any snapshot cannot be accepted.

Options:
  --test <pattern>   only tests whose full name matches this regular expression
  --root <dir>       the runner's root, where the report's file paths start (default: .)
`

/** One .snap entry: its key and stored value as the runner wrote them, and where the value is. */
interface SnapEntry {
  key: string
  value: string
  /** Offsets of the value's text between its backticks, in the file. */
  start: number
  end: number
}

/** What one accepted snapshot changes. */
interface Change {
  snap: string
  entry: SnapEntry
  record: CollectedRecord
  text: string
}

// `exports[`key`] = `value`;`, both in backticks with \, ` and ${ escaped by a backslash.
const ENTRY = /^exports\[`((?:[^`\\]|\\[\s\S])*)`\] = `((?:[^`\\]|\\[\s\S])*)`;$/gm

/** A template literal's text as the runners write it into a .snap file. */
function escapeBackticks(text: string): string {
  return text.replace(/`|\\|\$\{/g, '\\$&')
}

function unescapeBackticks(text: string): string {
  return text.replace(/\\([\s\S])/g, '$1')
}

function readEntries(text: string): SnapEntry[] {
  const entries: SnapEntry[] = []
  for (const m of text.matchAll(ENTRY)) {
    const raw = m[2] as string
    const start = (m.index as number) + m[0].length - raw.length - 2
    entries.push({
      key: unescapeBackticks(m[1] as string),
      value: unescapeBackticks(raw),
      start,
      end: start + raw.length,
    })
  }
  return entries
}

/**
 * Whether a snapshot key belongs to `test`: `test 1`, or with a hint `test: hint 1` (Jest) or
 * `test > hint 1` (Vitest).
 */
function keyOfTest(key: string, test: string): boolean {
  if (!key.startsWith(test)) return false
  const rest = key.slice(test.length)
  return / \d+$/.test(rest) && (/^ \d+$/.test(rest) || rest.startsWith(': ') || rest.startsWith(' > '))
}

/** Whether an entry stores the text a record was scored against (its start, when the record's copy was cut). */
function storesExpected(entry: SnapEntry, record: CollectedRecord): boolean {
  const texts = record.texts
  if (texts === undefined) return false
  const decoded = decodeSnapshotText(entry.value)
  if (!decoded.ok) return false
  return texts.expectedLength > texts.expected.length
    ? decoded.text.length === texts.expectedLength && decoded.text.startsWith(texts.expected)
    : decoded.text === texts.expected
}

/**
 * `expect-similar accept`: exit code 0 when every selected failing snapshot was stored (or there
 * was none), 2 when one cannot be (no texts, cut texts, no matching entry), with nothing written.
 *
 * @example
 * await acceptCommand(['scores.json', '--test', 'greets'], io)
 */
export async function acceptCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, ACCEPT_ARGS)
  if (args.positionals.length !== 1) {
    throw new UsageError(`accept needs exactly one report file, received ${args.positionals.length}`)
  }
  const path = args.positionals[0] as string
  let pattern: RegExp | undefined
  if (args.values.test !== undefined) {
    try {
      pattern = new RegExp(args.values.test)
    } catch (error) {
      throw new UsageError(
        `--test ${JSON.stringify(args.values.test)} is not a regular expression: ${(error as Error).message}`,
      )
    }
  }
  const root = resolve(io.cwd, args.values.root ?? '.')
  const report = readReport(io, path)
  const failing = report.records.filter((r) => r.matcher === 'toMatchSimilarSnapshot' && !r.pass && !r.isNot)
  const selected = pattern === undefined ? failing : failing.filter((r) => pattern.test(r.test))
  if (selected.length === 0) {
    const why =
      failing.length === 0
        ? `${path} has no failing fuzzy snapshot (toMatchSimilarSnapshot)`
        : `--test ${args.values.test} matches none of the ${failing.length} failing fuzzy snapshots of ${path}`
    io.out(`Nothing accepted: ${why}.\n`)
    return failing.length === 0 ? 0 : 2
  }
  for (const r of selected) {
    const name = `${r.file} › ${r.test}`
    if (r.texts === undefined) {
      throw new UsageError(
        `${path} holds no texts (saved with includeTexts: false or --no-texts), so it has no received text ` +
          `to store for ${name}; save the report with its texts`,
      )
    }
    if (r.texts.receivedLength > r.texts.received.length) {
      throw new UsageError(
        `the received text of ${name} was cut to ${r.texts.received.length} of ${r.texts.receivedLength} characters ` +
          `(maxTextLength); storing the cut text would change the snapshot: raise maxTextLength and run again`,
      )
    }
  }
  const files = new Map<string, { text: string; entries: SnapEntry[]; used: Set<SnapEntry> }>()
  const changes: Change[] = []
  for (const r of selected) {
    const absolute = resolve(root, r.file)
    const snap = join(dirname(absolute), '__snapshots__', `${basename(absolute)}.snap`)
    const shown = relative(io.cwd, snap) || snap
    let file = files.get(snap)
    if (file === undefined) {
      let text: string
      try {
        text = readFileSync(snap, 'utf8')
      } catch (error) {
        throw new UsageError(
          `cannot read ${shown}, the snapshot file of ${r.file}: ` +
            `${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` +
            ' (is --root the runner root?)',
        )
      }
      file = { text, entries: readEntries(text), used: new Set() }
      files.set(snap, file)
    }
    const received = r.texts?.received as string
    // A snapshot failing in several repeats is one entry: it is accepted once, with one text.
    const same = changes.find((c) => c.snap === snap && c.record.test === r.test && storesExpected(c.entry, r))
    if (same !== undefined) {
      if (same.text !== received) {
        throw new UsageError(
          `${r.file} › ${r.test} received different texts in its repeats; there is no one text to store`,
        )
      }
      continue
    }
    const entry = file.entries.find((e) => !file.used.has(e) && keyOfTest(e.key, r.test) && storesExpected(e, r))
    if (entry === undefined) {
      throw new UsageError(
        `no entry of ${shown} for ${JSON.stringify(r.test)} stores the text the report scored against; ` +
          'the snapshot changed since the run, or the report is of another checkout',
      )
    }
    file.used.add(entry)
    changes.push({ snap, entry, record: r, text: received })
  }
  for (const [snap, file] of files) {
    let text = file.text
    const mine = changes.filter((c) => c.snap === snap).sort((a, b) => b.entry.start - a.entry.start)
    for (const c of mine)
      text = text.slice(0, c.entry.start) + escapeBackticks(encodeSnapshotText(c.text)) + text.slice(c.entry.end)
    try {
      writeFileAtomic(snap, text)
    } catch (error) {
      throw new UsageError(`cannot write ${relative(io.cwd, snap)}: ${(error as Error).message}`)
    }
  }
  for (const c of changes) {
    io.out(`${relative(io.cwd, c.snap)}: ${c.entry.key}  ${c.record.score.toFixed(2)} → 1.00 (the received text)\n`)
  }
  const n = changes.length
  io.out(
    `Accepted ${n} ${n === 1 ? 'snapshot' : 'snapshots'} in ${files.size} ${files.size === 1 ? 'file' : 'files'}; ` +
      'run the tests to check them.\n',
  )
  return 0
}
