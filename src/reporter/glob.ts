// node:path's matchesGlob is experimental on Node 20 (it prints an ExperimentalWarning and only
// exists from 20.17), so file gates use this small matcher instead.

/**
 * Whether a `/`-separated relative path matches a glob. Supports `**` (any number of path
 * segments), `*` (anything but `/`), `?` (one character but `/`) and `{a,b}` alternatives.
 */
export function matchesGlob(path: string, glob: string): boolean {
  return globToRegExp(glob).test(path)
}

/**
 * Compiles a glob (see {@link matchesGlob}) into an anchored regular expression.
 */
export function globToRegExp(glob: string): RegExp {
  const compiled = translate(glob)
  if (compiled.problem !== undefined)
    throw new TypeError(`expect-similar: glob ${JSON.stringify(glob)} ${compiled.problem}`)
  return new RegExp(`^${compiled.source}$`)
}

/**
 * What makes `glob` unusable, or null when {@link globToRegExp} accepts it. Reporter options
 * call it up front, so a broken glob fails before the tests run instead of after.
 *
 * @example
 * globProblem('a/{b') // 'it has an unclosed "{"'
 */
export function globProblem(glob: string): string | null {
  const { problem } = translate(glob)
  return problem === undefined ? null : `it ${problem}`
}

function translate(glob: string): { source: string; problem?: undefined } | { source?: undefined; problem: string } {
  let source = ''
  let braces = 0
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const atSegmentStart = i === 0 || glob[i - 1] === '/'
        i++
        if (atSegmentStart && glob[i + 1] === '/') {
          // `**/` matches zero or more whole segments.
          i++
          source += '(?:[^/]*/)*'
        } else {
          source += '.*'
        }
      } else {
        source += '[^/]*'
      }
    } else if (c === '?') {
      source += '[^/]'
    } else if (c === '{') {
      braces++
      source += '(?:'
    } else if (c === '}' && braces > 0) {
      braces--
      source += ')'
    } else if (c === ',' && braces > 0) {
      source += '|'
    } else {
      source += c.replace(/[.+^$()|[\]\\{}]/g, '\\$&')
    }
  }
  return braces > 0 ? { problem: 'has an unclosed "{"' } : { source }
}
