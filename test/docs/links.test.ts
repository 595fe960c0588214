// Every relative link in README.md, CONTRIBUTING.md and docs/**/*.md must resolve: the target exists
// inside the repository, and a `#anchor` names a heading of the target (GitHub's slug) or an
// <a id>/<a name>. Also keeps the README short enough to read in ten minutes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const README_MAX_LINES = 300

function markdownUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownUnder(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

const files = [join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), ...markdownUnder(join(root, 'docs'))].filter(
  (f) => existsSync(f),
)

/** The lines of a Markdown file with fenced code blocks blanked, so their contents are neither links nor headings. */
function proseLines(text: string): string[] {
  let fence: string | undefined
  return text.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence === undefined && marker) {
      fence = marker
      return ''
    }
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined
      return ''
    }
    return line
  })
}

/** GitHub's heading anchor: the rendered text, lower-cased, punctuation dropped, spaces to hyphens. */
function githubSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images keep their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .trim()
    .toLowerCase()
  return rendered.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-')
}

const anchorCache = new Map<string, Set<string>>()

/** Every anchor a Markdown file offers: heading slugs (with GitHub's -1, -2 for repeats) and HTML ids. */
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file)
  if (cached) return cached
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of proseLines(readFileSync(file, 'utf8'))) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+\s*)?$/.exec(line)?.[1]
    if (heading !== undefined) {
      const base = githubSlug(heading)
      const count = seen.get(base) ?? 0
      seen.set(base, count + 1)
      anchors.add(count === 0 ? base : `${base}-${count}`)
    }
    for (const match of line.matchAll(/<a\s+(?:[^>]*\s)?(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!)
  }
  anchorCache.set(file, anchors)
  return anchors
}

interface Link {
  file: string
  line: number
  text: string
  target: string
}

/** Inline links `[text](target)` and images outside code spans, and reference definitions `[id]: target`. */
function linksOf(file: string): Link[] {
  const links: Link[] = []
  proseLines(readFileSync(file, 'utf8')).forEach((line, index) => {
    const code = [...line.matchAll(/(`+)[^`]*?\1/g)].map((m) => [m.index!, m.index! + m[0].length] as const)
    const inCode = (at: number) => code.some(([start, end]) => at >= start && at < end)
    for (const match of line.matchAll(/!?\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (!inCode(match.index!)) links.push({ file, line: index + 1, text: match[0], target: match[2]! })
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s+<?([^\s>]+)>?/.exec(line)
    if (definition) links.push({ file, line: index + 1, text: definition[0], target: definition[1]! })
  })
  return links
}

/** Why a link does not resolve, or undefined when it does. External links are not fetched. */
function problem(link: Link): string | undefined {
  const { file, target } = link
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)) {
    return /^(?:https?|mailto):/i.test(target) ? undefined : `unexpected scheme in ${target}`
  }
  const hash = target.indexOf('#')
  const path = decodeURIComponent(hash === -1 ? target : target.slice(0, hash))
  const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1))
  if (path.startsWith('/')) return 'absolute path; use a path relative to this file'
  const resolved = path === '' ? file : resolve(dirname(file), path)
  if (resolved !== root.replace(/[\\/]$/, '') && !resolved.startsWith(root)) return `${path} is outside the repository`
  if (!existsSync(resolved)) return `${relative(root, resolved)} does not exist`
  if (anchor === undefined) return undefined
  if (anchor === '') return 'empty anchor'
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return undefined // only Markdown headings are checked
  if (!anchorsOf(resolved).has(anchor))
    return `no heading #${anchor} in ${relative(root, resolved).split(sep).join('/')}`
  return undefined
}

describe('documentation links', () => {
  test('finds the Markdown files and their links', () => {
    const names = files.map((f) => relative(root, f).split(sep).join('/'))
    expect(names).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/README.md']))
    // Guards against a parser that finds nothing and so passes whatever the files say.
    expect(files.flatMap(linksOf).length).toBeGreaterThan(20)
  })

  test('every relative link and anchor resolves', () => {
    const broken = files.flatMap(linksOf).flatMap((link) => {
      const why = problem(link)
      return why === undefined
        ? []
        : [`${relative(root, link.file).split(sep).join('/')}:${link.line}: ${link.text}: ${why}`]
    })
    expect(broken, `${broken.length} broken link(s):\n${broken.join('\n')}\n`).toEqual([])
  })

  test(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length
    expect(lines, `README.md has ${lines} lines; move detail to a page under docs/`).toBeLessThanOrEqual(
      README_MAX_LINES,
    )
  })

  test('githubSlug follows GitHub', () => {
    expect(githubSlug('`toBeSimilarTo(expected, options?)`')).toBe('tobesimilartoexpected-options')
    expect(githubSlug('Retries, repeats and pass^k')).toBe('retries-repeats-and-passk')
    expect(githubSlug('`.not`, `expect.soft`, `expect.poll`')).toBe('not-expectsoft-expectpoll')
    expect(githubSlug('ESM-only Vitest entries')).toBe('esm-only-vitest-entries')
    expect(githubSlug('snake_case and Ünïcode')).toBe('snake_case-and-ünïcode')
  })
})
