import { isAbsolute, relative, sep } from 'node:path'

/**
 * A test file path relative to the root with `/` separators, so reports match across machines
 * and operating systems. Paths outside the root stay as they are.
 *
 * @example
 * relativePath('/repo', '/repo/test/a.test.ts') // 'test/a.test.ts'
 */
export function relativePath(root: string, file: string): string {
  if (!isAbsolute(file)) return file.split(sep).join('/')
  const rel = relative(root, file)
  const shown = rel === '' || rel.startsWith('..') || isAbsolute(rel) ? file : rel
  return shown.split(sep).join('/')
}
