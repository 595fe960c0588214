// node:path's matchesGlob is experimental on Node 20 (it prints an ExperimentalWarning and only
// exists from 20.17), so file gates use this small matcher instead.
//
// Globs come from config files, and a backtracking regular expression made from one can take
// exponential time: `**` + `/` ten times against a 25-segment path took 10 s as a RegExp. So a glob is
// compiled into a small automaton (one state per glob character, more or less) that is run on
// the path with every possible position tracked at once: time O(glob length × path length),
// whatever the glob.

/** A state of the automaton: read one character that passes `test`, fork, or accept. */
type State =
  | { kind: 'char'; test: (c: string) => boolean; next: number }
  | { kind: 'fork'; a: number; b: number }
  | { kind: 'match' }

// A parsed glob: literal characters, `?`, `*`, `**`, `**` + `/` (whole segments) and `{a,b}`.
type Item =
  | { t: 'char'; c: string }
  | { t: 'one' }
  | { t: 'star' }
  | { t: 'globstar' }
  | { t: 'segments' }
  | { t: 'alt'; alts: Item[][] }

/** A compiled glob; see {@link compileGlob}. */
export interface GlobMatcher {
  test: (path: string) => boolean
}

/**
 * Whether a `/`-separated relative path matches a glob. Supports `**` (any number of path
 * segments), `*` (anything but `/`), `?` (one character but `/`) and `{a,b}` alternatives;
 * every other character stands for itself.
 */
export function matchesGlob(path: string, glob: string): boolean {
  return compileGlob(glob).test(path)
}

/**
 * Compiles a glob (see {@link matchesGlob}) into a matcher that runs in linear time; throws a
 * TypeError naming the glob when it is not valid.
 */
export function compileGlob(glob: string): GlobMatcher {
  const parsed = parse(glob)
  if (parsed.problem !== undefined)
    throw new TypeError(`expect-similar: glob ${JSON.stringify(glob)} ${parsed.problem}`)
  const states: State[] = [{ kind: 'match' }]
  const start = build(parsed.items, 0, states)
  return { test: (path) => run(states, start, path) }
}

/**
 * What makes `glob` unusable, or null when {@link compileGlob} accepts it. Reporter options
 * call it up front, so a broken glob fails before the tests run instead of after.
 *
 * @example
 * globProblem('a/{b') // 'it has an unclosed "{"'
 */
export function globProblem(glob: string): string | null {
  const { problem } = parse(glob)
  return problem === undefined ? null : `it ${problem}`
}

function parse(glob: string): { items: Item[]; problem?: undefined } | { items?: undefined; problem: string } {
  let i = 0
  // The same rules as always: `}` and `,` are literal outside braces; `**` stands for whole
  // segments only at the start of a segment and before a `/`, and for any text elsewhere.
  const sequence = (depth: number): Item[] => {
    const items: Item[] = []
    while (i < glob.length) {
      const c = glob[i] as string
      if (depth > 0 && (c === ',' || c === '}')) return items
      if (c === '*' && glob[i + 1] === '*') {
        const atSegmentStart = i === 0 || glob[i - 1] === '/'
        i += 2
        if (atSegmentStart && glob[i] === '/') {
          i++
          items.push({ t: 'segments' })
        } else items.push({ t: 'globstar' })
      } else if (c === '*') {
        i++
        items.push({ t: 'star' })
      } else if (c === '?') {
        i++
        items.push({ t: 'one' })
      } else if (c === '{') {
        if (depth >= MAX_BRACE_DEPTH) throw new TooDeep()
        i++
        const alts = [sequence(depth + 1)]
        while (glob[i] === ',') {
          i++
          alts.push(sequence(depth + 1))
        }
        if (glob[i] !== '}') throw new UnclosedBrace()
        i++
        items.push({ t: 'alt', alts })
      } else {
        i++
        items.push({ t: 'char', c })
      }
    }
    return items
  }
  try {
    return { items: sequence(0) }
  } catch (error) {
    if (error instanceof UnclosedBrace) return { problem: 'has an unclosed "{"' }
    if (error instanceof TooDeep) return { problem: `nests "{" more than ${MAX_BRACE_DEPTH} deep` }
    throw error
  }
}

class UnclosedBrace extends Error {}
class TooDeep extends Error {}

/** How deep `{a,b}` alternatives may nest: far past any real glob, and well within the stack the parser recurses on. */
const MAX_BRACE_DEPTH = 32

const notSlash = (c: string): boolean => c !== '/'
const anything = (): boolean => true

/** Adds the states of `items`, ending in state `next`; returns the first state. Built back to front. */
function build(items: readonly Item[], next: number, states: State[]): number {
  const add = (state: State): number => states.push(state) - 1
  let at = next
  for (let k = items.length - 1; k >= 0; k--) {
    const item = items[k] as Item
    if (item.t === 'char') {
      const { c } = item
      at = add({ kind: 'char', test: (x) => x === c, next: at })
    } else if (item.t === 'one') {
      at = add({ kind: 'char', test: notSlash, next: at })
    } else if (item.t === 'star' || item.t === 'globstar') {
      // fork: read one more character and come back, or go on.
      const fork = add({ kind: 'fork', a: -1, b: at })
      const read = add({ kind: 'char', test: item.t === 'star' ? notSlash : anything, next: fork })
      ;(states[fork] as { a: number }).a = read
      at = fork
    } else if (item.t === 'segments') {
      // (?:[^/]*/)*: zero or more whole segments, each ended by its `/`.
      const loop = add({ kind: 'fork', a: -1, b: at })
      const name = add({ kind: 'fork', a: -1, b: -1 })
      const slash = add({ kind: 'char', test: (x) => x === '/', next: loop })
      const char = add({ kind: 'char', test: notSlash, next: name })
      Object.assign(states[loop] as object, { a: name })
      Object.assign(states[name] as object, { a: char, b: slash })
      at = loop
    } else {
      const starts = item.alts.map((alt) => build(alt, at, states))
      at = starts.reduceRight((rest, s) => add({ kind: 'fork', a: s, b: rest }))
    }
  }
  return at
}

/** Runs the automaton on `path`, tracking every state it can be in at once. */
function run(states: readonly State[], start: number, path: string): boolean {
  const seen = new Int32Array(states.length).fill(-1)
  let current: number[] = []
  const enter = (into: number[], state: number, step: number): void => {
    // Follow forks without reading; `seen` keeps each state once per step, so loops end.
    const stack = [state]
    while (stack.length > 0) {
      const s = stack.pop() as number
      if (seen[s] === step) continue
      seen[s] = step
      const st = states[s] as State
      if (st.kind === 'fork') stack.push(st.b, st.a)
      else into.push(s)
    }
  }
  enter(current, start, 0)
  for (let i = 0; i < path.length; i++) {
    const c = path[i] as string
    const next: number[] = []
    for (const s of current) {
      const st = states[s] as State
      if (st.kind === 'char' && st.test(c)) enter(next, st.next, i + 1)
    }
    if (next.length === 0) return false
    current = next
  }
  return current.some((s) => (states[s] as State).kind === 'match')
}
