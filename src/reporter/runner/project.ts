// Two Vitest projects can run the same test file (say `node` and `browser`). Keyed by path alone
// their records would merge into one test, and one project's pass would hide the other's failure.
// So in a run of several projects a file is named `[project] path` everywhere a file is named
// (tables, gates, baselines, pass^k); records also carry the project on its own.

/** The file key of `path` in `project`, as tables and baselines show it. */
export function projectFileKey(project: string, path: string): string {
  return `[${project}] ${path}`
}

/** The path a glob is matched against too: the key without its `[project] ` prefix. */
export function pathOfKey(key: string, project: string | undefined): string {
  const prefix = project === undefined ? '' : projectFileKey(project, '')
  return prefix !== '' && key.startsWith(prefix) ? key.slice(prefix.length) : key
}
