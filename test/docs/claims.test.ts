// What README.md and docs/ say about the package must be true: every `expect-similar` command and
// flag they name exists (checked against the CLI's command table and each command's option spec),
// every matcher and reporter option in their examples is one the validators accept, every list of
// the CLI's commands is complete, and the fenced commands that are safe to run do run.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { COMMANDS } from '../../src/cli/main.js'
import { DIFFERENCE_KEYS, SIMILARITY_KEYS } from '../../src/matchers/options.js'
import { REPORTER_OPTION_KEYS } from '../../src/reporter/options.js'
import {
  callOptionKeys,
  cliCommandsOf,
  cliProblems,
  fencesOf,
  flagsOf,
  inlineCodeOf,
  parseCliCall,
  proseReporterOptions,
  reporterOptionKeys,
} from './claims.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const COMMAND_NAMES = Object.keys(COMMANDS)

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownUnder(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

const docs = [join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), ...markdownUnder(join(root, 'docs'))].map(
  (path) => ({ name: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }),
)

const SIMILARITY_MATCHERS = ['toBeSimilarTo', 'toBeSimilarToAny', 'toMatchSimilarSnapshot', 'similarTo']
const DIFFERENCE_MATCHERS = ['toDifferByAtMost', 'differingByAtMost']
const CODE_LANGS = new Set(['ts', 'js', 'typescript', 'javascript', 'mjs', 'cjs', 'tsx'])

/** Every problem with the CLI commands a Markdown text names, as `file:line: what`. */
function cliClaimProblems(name: string, markdown: string): string[] {
  return cliCommandsOf(markdown).flatMap((claim) =>
    cliProblems(parseCliCall(claim.text), COMMANDS).map((why) => `${name}:${claim.line}: ${claim.text}: ${why}`),
  )
}

/** The command a `## \`name\`` heading of docs/cli.md is about, line by line. */
function sectionCommands(markdown: string): (string | undefined)[] {
  let current: string | undefined
  return markdown.split('\n').map((line) => {
    const heading = /^##\s+(.*)/.exec(line)?.[1]
    if (heading !== undefined) current = COMMAND_NAMES.find((c) => heading.startsWith(`\`${c}\``))
    return current
  })
}

/**
 * Flags named alone in docs/cli.md's inline code (`--max-probes`): each must be a flag of the
 * command whose section it is in, or of some command outside one.
 */
function loneFlagProblems(name: string, markdown: string): string[] {
  const sections = sectionCommands(markdown)
  const all = new Set(COMMAND_NAMES.flatMap((c) => [...flagsOf(COMMANDS[c]!.args ?? { values: {}, flags: [] })]))
  return inlineCodeOf(markdown).flatMap((span) => {
    const flag = /^(--[a-z][a-z-]*)(?:$|[ =/])/.exec(span.text)?.[1]
    if (flag === undefined) return []
    const command = sections[span.line - 1]
    const known = command === undefined ? all : flagsOf(COMMANDS[command]!.args ?? { values: {}, flags: [] })
    return known.has(flag) ? [] : [`${name}:${span.line}: ${flag}: no such flag of ${command ?? 'any command'}`]
  })
}

function codeOf(markdown: string): { text: string; line: number }[] {
  return fencesOf(markdown).filter((f) => CODE_LANGS.has(f.lang))
}

function matcherOptionProblems(name: string, markdown: string): string[] {
  const similarity = new Set<string>(SIMILARITY_KEYS)
  const difference = new Set<string>(DIFFERENCE_KEYS)
  return codeOf(markdown).flatMap((fence) => [
    ...SIMILARITY_MATCHERS.flatMap((m) =>
      callOptionKeys(fence.text, m)
        .filter((k) => !similarity.has(k.text))
        .map((k) => `${name}:${fence.line + k.line}: ${m} has no option ${k.text}`),
    ),
    ...DIFFERENCE_MATCHERS.flatMap((m) =>
      callOptionKeys(fence.text, m)
        .filter((k) => !difference.has(k.text))
        .map((k) => `${name}:${fence.line + k.line}: ${m} has no option ${k.text}`),
    ),
  ])
}

function reporterOptionProblems(name: string, markdown: string): string[] {
  const known = new Set<string>(REPORTER_OPTION_KEYS)
  return [
    ...codeOf(markdown).flatMap((fence) =>
      reporterOptionKeys(fence.text).map((k) => ({ line: fence.line + k.line, text: k.text })),
    ),
    ...proseReporterOptions(markdown),
  ]
    .filter((k) => !known.has(k.text))
    .map((k) => `${name}:${k.line}: no reporter option ${k.text}`)
}

const report = (problems: string[]) => `${problems.length} false claim(s):\n${problems.join('\n')}\n`

describe('the checks find false claims', () => {
  test('a flag no command has', () => {
    const text = '```sh\nnpx expect-similar compare "a" "b" --no-such-flag\n```\n'
    expect(cliClaimProblems('fixture.md', text)).toEqual([
      'fixture.md:2: npx expect-similar compare "a" "b" --no-such-flag: compare has no flag --no-such-flag',
    ])
  })

  test('a flag of another command, a missing command, continued lines and inline code', () => {
    const text = [
      '```sh',
      'npx expect-similar probe "a" \\',
      '  --margin 0.1',
      'npx expect-similar frobnicate x',
      '```',
      '',
      'Run `npx expect-similar calibrate runs/*.json --max-probes 3` or `expect-similar merge --json x.json`.',
    ].join('\n')
    expect(cliClaimProblems('fixture.md', text)).toEqual([
      'fixture.md:2: npx expect-similar probe "a" --margin 0.1: probe has no flag --margin',
      'fixture.md:4: npx expect-similar frobnicate x: no command "frobnicate"',
      'fixture.md:7: npx expect-similar calibrate runs/*.json --max-probes 3: calibrate has no flag --max-probes',
    ])
  })

  test('a lone flag in the wrong section of the CLI page', () => {
    const text = '## `calibrate`: x\n\n`--max-probes` and `--margin <n>`\n'
    expect(loneFlagProblems('cli.md', text)).toEqual(['cli.md:3: --max-probes: no such flag of calibrate'])
  })

  test('a matcher option and a reporter option that do not exist', () => {
    const text = [
      '```ts',
      "expect(a).toBeSimilarTo('b', { min: 0.8, minimum: 0.9 })",
      "expect(a).toDifferByAtMost('b', 2, { granularity: 'word', ignoreCase: true })",
      "reporters: [['expect-similar/vitest-reporter', { outputFile: 'x.json', thresholds: { mean: 1 }, out: 'y' }]]",
      '```',
      'Set reporter option `verbos`.',
    ].join('\n')
    expect(matcherOptionProblems('fixture.md', text)).toEqual([
      'fixture.md:2: toBeSimilarTo has no option minimum',
      'fixture.md:3: toDifferByAtMost has no option ignoreCase',
    ])
    expect(reporterOptionProblems('fixture.md', text)).toEqual([
      'fixture.md:4: no reporter option out',
      'fixture.md:6: no reporter option verbos',
    ])
  })
})

describe('what the documentation claims', () => {
  test('finds the claims it checks', () => {
    // Guards against a parser that finds nothing and so passes whatever the pages say.
    const all = docs.map((d) => d.text).join('\n')
    expect(cliCommandsOf(all).length).toBeGreaterThan(15)
    const code = codeOf(all).map((f) => f.text)
    expect(code.flatMap((c) => callOptionKeys(c, 'toBeSimilarTo')).length).toBeGreaterThan(5)
    expect(code.flatMap((c) => reporterOptionKeys(c)).length).toBeGreaterThan(5)
  })

  test('every command has an option spec in the command table', () => {
    expect(COMMAND_NAMES.filter((name) => COMMANDS[name]!.args === undefined)).toEqual([])
  })

  test('every expect-similar command and flag named exists', () => {
    const problems = docs.flatMap((d) => cliClaimProblems(d.name, d.text))
    expect(problems, report(problems)).toEqual([])
  })

  test('every flag named alone on the CLI page belongs to its section', () => {
    const cli = docs.find((d) => d.name === 'docs/cli.md')!
    const problems = loneFlagProblems(cli.name, cli.text)
    expect(problems, report(problems)).toEqual([])
  })

  test('every matcher option in an example is one the matcher accepts', () => {
    const problems = docs.flatMap((d) => matcherOptionProblems(d.name, d.text))
    expect(problems, report(problems)).toEqual([])
  })

  test('every reporter option named is one the reporters accept', () => {
    const problems = docs.flatMap((d) => reporterOptionProblems(d.name, d.text))
    expect(problems, report(problems)).toEqual([])
  })
})

describe('lists of the CLI commands are complete', () => {
  const named = (line: string) => COMMAND_NAMES.filter((c) => line.includes(`\`${c}\``))

  test.each([
    ['README.md', '[The CLI](docs/cli.md)'],
    ['docs/README.md', '[The CLI](cli.md)'],
  ])('the index entry of the CLI page in %s names every command', (file, entry) => {
    const lines = docs.find((d) => d.name === file)!.text.split('\n')
    const at = lines.findIndex((l) => l.includes(entry))
    expect(at, `${file} has no line with ${entry}`).not.toBe(-1)
    // The list item, with its continuation lines.
    const rest = lines.slice(at + 1)
    const item = [
      lines[at]!,
      ...rest.slice(
        0,
        rest.findIndex((l) => !/^\s+\S/.test(l)),
      ),
    ].join(' ')
    expect(named(item)).toEqual(COMMAND_NAMES)
  })

  test('the CLI page introduces every command and has a section for each', () => {
    const cli = docs.find((d) => d.name === 'docs/cli.md')!.text
    const intro = cli.split(/\n## /)[0]!
    expect(named(intro)).toEqual(COMMAND_NAMES)
    const headings = cli.split('\n').filter((l) => l.startsWith('## '))
    for (const name of COMMAND_NAMES)
      expect(
        headings.some((h) => h.startsWith(`## \`${name}\``)),
        name,
      ).toBe(true)
  })

  test('no page counts the commands wrongly', () => {
    const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
    const problems = docs.flatMap((d) =>
      [...d.text.matchAll(/\b(\w+) subcommands\b/gi)].flatMap((m) => {
        const said = words.indexOf(m[1]!.toLowerCase())
        const n = said === -1 ? Number(m[1]) : said
        return Number.isNaN(n) || n === COMMAND_NAMES.length
          ? []
          : [`${d.name}: "${m[0]}", there are ${COMMAND_NAMES.length}`]
      }),
    )
    expect(problems).toEqual([])
  })
})

describe('the fenced commands that are safe to run', () => {
  const cli = join(root, 'dist/cli.js')
  const cwd = mkdtempSync(join(tmpdir(), 'expect-similar-claims-'))
  afterAll(() => rmSync(cwd, { recursive: true, force: true }))

  /**
   * Fenced commands that read no file: `--help`, `compare` and `probe` on literal texts; each with the
   * output the page shows for it, when a plain fence follows the command's fence.
   */
  const safe = docs.flatMap((d) => {
    const fences = fencesOf(d.text)
    return fences.flatMap((f, i) => {
      if (!['sh', 'bash', 'shell'].includes(f.lang)) return []
      const commands = cliCommandsOf(`\`\`\`sh\n${f.text}\n\`\`\`\n`)
      const next = fences[i + 1]
      const end = f.line + f.text.split('\n').length + 1
      const shown = commands.length === 1 && next?.lang === '' && next.line <= end + 2 ? next.text : undefined
      return commands.filter(({ text }) => isSafe(text)).map((c) => ({ file: d.name, text: c.text, shown }))
    })
  })

  function isSafe(text: string): boolean {
    const call = parseCliCall(text, COMMANDS[parseCliCall(text).command ?? '']?.args)
    if (/[<>|$`*]/.test(text.replace(/"[^"]*"|'[^']*'/g, ''))) return false
    if (call.flags.includes('--help')) return true
    const texts = call.positionals.length === (call.command === 'compare' ? 2 : 1)
    if (call.flags.includes('--file') || !call.positionals.every((p) => p.quoted)) return false
    return (call.command === 'compare' || call.command === 'probe') && texts
  }

  test('there are some', () => {
    expect(safe.length).toBeGreaterThan(0)
  })

  test.each(safe.map((c) => [`${c.file}: ${c.text}`, c] as const))('%s', (_, { text, shown }) => {
    // The shell reads the line as a reader's shell would (quotes, `$`), with the built CLI for npx.
    const command = text.replace(/^npx expect-similar/, `node ${JSON.stringify(cli)}`)
    const result = spawnSync('sh', ['-c', command], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
    expect(result.stderr).toBe('')
    // A --min the texts miss on purpose exits 1, and the page shows that; anything else exits 0.
    const failsGate = /\(exit code 1\)/.test(shown ?? '')
    expect(result.status).toBe(failsGate ? 1 : 0)
    if (shown !== undefined) expect(result.stdout.trimEnd()).toBe(shown.trimEnd())
  })

  test('the built CLI exists (npm run build)', () => {
    expect(existsSync(cli), 'run npm run build first').toBe(true)
    expect(execFileSync('node', [cli, '--version'], { encoding: 'utf8' })).toMatch(/^\d+\.\d+\.\d+/)
  })
})
