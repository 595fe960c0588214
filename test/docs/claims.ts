// Reads what the documentation claims about the package: the CLI commands and flags it names, the
// matcher and reporter options in its examples, and the shell commands in its fenced examples.
// test/docs/claims.test.ts checks each claim against the package's own tables.
import type { ArgSpec } from '../../src/cli/io.js'

/** A fenced code block: its info string (`sh`, `ts`, ...) and its text, with the line it starts on. */
export interface Fence {
  lang: string
  text: string
  line: number
}

/** Where a claim was found, for the failure message. */
export interface Claim {
  line: number
  text: string
}

/** The fenced code blocks of a Markdown text. */
export function fencesOf(markdown: string): Fence[] {
  const fences: Fence[] = []
  let open: { marker: string; lang: string; line: number; lines: string[] } | undefined
  markdown.split('\n').forEach((line, index) => {
    const match = /^\s{0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(line)
    if (open === undefined) {
      if (match) open = { marker: match[1]!, lang: match[2] ?? '', line: index + 1, lines: [] }
      return
    }
    if (
      match &&
      line.trim() === match[1] &&
      match[1]![0] === open.marker[0] &&
      match[1]!.length >= open.marker.length
    ) {
      fences.push({ lang: open.lang, text: open.lines.join('\n'), line: open.line })
      open = undefined
      return
    }
    open.lines.push(line)
  })
  return fences
}

/** The inline code spans outside fenced blocks, each with its line. */
export function inlineCodeOf(markdown: string): Claim[] {
  const spans: Claim[] = []
  const fenced = new Set<number>()
  for (const fence of fencesOf(markdown)) {
    const count = fence.text.split('\n').length + 2
    for (let i = 0; i < count; i++) fenced.add(fence.line + i)
  }
  // Paragraphs, so a span wrapped over two lines is still one span.
  const lines = markdown.split('\n')
  let paragraph: { start: number; text: string[] } | undefined
  const flush = () => {
    if (!paragraph) return
    const text = paragraph.text.join('\n')
    for (const m of text.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
      const line = paragraph.start + text.slice(0, m.index).split('\n').length - 1
      spans.push({ line, text: m[2]!.replace(/\s*\n\s*/g, ' ').trim() })
    }
    paragraph = undefined
  }
  lines.forEach((line, index) => {
    if (fenced.has(index + 1) || line.trim() === '') {
      flush()
      return
    }
    paragraph ??= { start: index + 1, text: [] }
    paragraph.text.push(line)
  })
  flush()
  return spans
}

const SHELL_LANGS = new Set(['sh', 'bash', 'shell', 'console', 'zsh', 'yaml', 'yml'])

/**
 * Every `expect-similar` command line the text names: in shell fences and YAML steps, each line
 * (backslash continuations joined) from `npx expect-similar` to the end of that command; in inline
 * code, spans that start with `npx expect-similar` or `expect-similar`.
 */
export function cliCommandsOf(markdown: string): Claim[] {
  const found: Claim[] = []
  for (const fence of fencesOf(markdown)) {
    if (!SHELL_LANGS.has(fence.lang)) continue
    const lines = fence.text.split('\n')
    for (let i = 0; i < lines.length; i++) {
      const start = i
      let line = lines[i]!
      while (line.endsWith('\\') && i + 1 < lines.length) line = `${line.slice(0, -1)} ${lines[++i]!.trim()}`
      for (const m of line.matchAll(/\bnpx expect-similar\b[^|;&#\n]*/g)) {
        found.push({ line: fence.line + 1 + start, text: m[0].replace(/\s+/g, ' ').trim() })
      }
    }
  }
  for (const span of inlineCodeOf(markdown)) {
    const m = /^(?:npx )?expect-similar(?:\s[^|;&#]*)?$/.exec(span.text)
    if (m) found.push({ line: span.line, text: m[0].trim() })
  }
  return found
}

/** The shell words of a command line: quotes removed, `$` left as it is. */
function shellWords(command: string): { word: string; quoted: boolean }[] {
  const words: { word: string; quoted: boolean }[] = []
  for (const m of command.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) {
    if (m[3] !== undefined) words.push({ word: m[3], quoted: false })
    else words.push({ word: (m[1] ?? m[2])!, quoted: true })
  }
  return words
}

/** A parsed `expect-similar` command: the subcommand (undefined for `expect-similar --help`), its flags. */
export interface CliCall {
  command: string | undefined
  flags: string[]
  positionals: { word: string; quoted: boolean }[]
}

/** Reads a documented command line; with `spec`, the word after an option that takes a value is that value. */
export function parseCliCall(text: string, spec?: ArgSpec): CliCall {
  const words = shellWords(text).slice(text.startsWith('npx ') ? 2 : 1)
  const first = words[0]?.word
  const command = first === undefined || first.startsWith('-') ? undefined : first
  const rest = command === undefined ? words : words.slice(1)
  const flags: string[] = []
  const positionals: CliCall['positionals'] = []
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i]!
    if (w.word === '--' && !w.quoted) {
      positionals.push(...rest.slice(i + 1))
      break
    }
    if (w.quoted || !/^--[a-z]/.test(w.word)) {
      positionals.push(w)
      continue
    }
    const name = w.word.replace(/=.*$/, '')
    flags.push(name)
    if (!w.word.includes('=') && spec && Object.hasOwn(spec.values, name.slice(2))) i++
  }
  return { command, flags, positionals }
}

/** The flags a command takes, with `--`: its values, its flags, and `--help`. */
export function flagsOf(spec: ArgSpec): Set<string> {
  return new Set([...Object.keys(spec.values), ...spec.flags, 'help'].map((name) => `--${name}`))
}

/** What is wrong with a documented `expect-similar` command, checked against the command table. */
export function cliProblems(call: CliCall, commands: Readonly<Record<string, { args?: ArgSpec }>>): string[] {
  const { command } = call
  if (command === undefined) {
    return call.flags.filter((f) => !['--help', '--version'].includes(f)).map((f) => `expect-similar has no ${f}`)
  }
  if (command.startsWith('<')) return [] // `expect-similar <command> --help`
  if (!Object.hasOwn(commands, command)) return [`no command ${JSON.stringify(command)}`]
  const spec = commands[command]!.args
  if (spec === undefined) return [`command ${command} has no args spec in COMMANDS (src/cli/main.ts)`]
  const known = flagsOf(spec)
  return call.flags.filter((f) => !known.has(f)).map((f) => `${command} has no flag ${f}`)
}

/** The text of the call's arguments starting at `open` (the index of its `(`), without the parentheses. */
function balanced(text: string, open: number): string | undefined {
  let depth = 0
  let quote: string | undefined
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = undefined
      continue
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch
    else if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch) && --depth === 0) return text.slice(open + 1, i)
  }
  return undefined
}

/** The keys of the object literals at the top level of `args` (strings and nested braces skipped). */
function topLevelObjectKeys(args: string): string[] {
  const keys: string[] = []
  let depth = 0
  let quote: string | undefined
  for (let i = 0; i < args.length; i++) {
    const ch = args[i]!
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = undefined
      continue
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch
    else if ('([{'.includes(ch)) {
      depth++
      if (ch === '{' && depth === 1) {
        const body = balanced(args, i) ?? ''
        keys.push(...objectKeys(body))
      }
    } else if (')]}'.includes(ch)) depth--
  }
  return keys
}

/** The keys of an object literal's body, at its own level: `min: 0.8, scorer: 'x'` -> min, scorer. */
function objectKeys(body: string): string[] {
  const keys: string[] = []
  let depth = 0
  let quote: string | undefined
  let atKey = true
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = undefined
      continue
    }
    if (depth === 0 && atKey) {
      const m = /^\s*(?:([A-Za-z_$][\w$]*)|'([^']*)'|"([^"]*)")\s*:/.exec(body.slice(i))
      if (m) {
        keys.push((m[1] ?? m[2] ?? m[3])!)
        i += m[0].length - 1
        atKey = false
        continue
      }
      // A spread, a shorthand property or a comment: no key to check here.
      atKey = false
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch
    else if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch)) depth--
    else if (ch === ',' && depth === 0) atKey = true
  }
  return keys
}

/** The option keys passed to each call of `name(...)` in a code text (`.toBeSimilarTo(`, `similarTo(`). */
export function callOptionKeys(code: string, name: string): Claim[] {
  const found: Claim[] = []
  const pattern = new RegExp(`\\b${name}\\s*\\(`, 'g')
  for (const m of code.matchAll(pattern)) {
    const args = balanced(code, m.index + m[0].length - 1)
    if (args === undefined) continue
    const line = code.slice(0, m.index).split('\n').length
    for (const key of topLevelObjectKeys(args)) found.push({ line, text: key })
  }
  return found
}

/**
 * The reporter option keys in a code text: the object after `'expect-similar/vitest-reporter'` or
 * `'expect-similar/jest-reporter'` in a reporters entry, and objects typed `ExpectSimilarReporterOptions`.
 */
export function reporterOptionKeys(code: string): Claim[] {
  const found: Claim[] = []
  const starts = [
    ...code.matchAll(/['"]expect-similar\/(?:vitest|jest)-reporter['"]\s*,\s*\{/g),
    ...code.matchAll(/(?::|satisfies)\s*ExpectSimilarReporterOptions\s*=?\s*\{/g),
  ]
  for (const m of starts) {
    const open = m.index + m[0].length - 1
    const body = balanced(code, open)
    if (body === undefined) continue
    const line = code.slice(0, m.index).split('\n').length
    for (const key of objectKeys(body)) found.push({ line, text: key })
  }
  return found
}

/** Every `name` in prose that says "reporter option `name`" or "reporter options `a`, `b`". */
export function proseReporterOptions(markdown: string): Claim[] {
  const found: Claim[] = []
  markdown.split('\n').forEach((line, index) => {
    for (const m of line.matchAll(/reporter options? ((?:`[A-Za-z]+`(?:, | and | or )?)+)/g)) {
      for (const name of m[1]!.matchAll(/`([A-Za-z]+)`/g)) found.push({ line: index + 1, text: name[1]! })
    }
  })
  return found
}
