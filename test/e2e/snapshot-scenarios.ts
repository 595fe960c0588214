import { describe, expect, it } from 'vitest'
import { decodeSnapshotText } from '../../src/snapshot/codec.js'
import { excerpt, Project, type Mode, type Runner } from './snapshot-harness.js'
import { DISSIMILAR, FIRST, SIMILAR, expectedEntries, readEntries } from './snapshot-texts.js'

/** Lines of the output, from the first one containing `start`; `lines` is what they must be. */
interface Excerpt {
  start: string
  lines: string[]
}

/** One test file of a fixture project, with the .snap file it starts with, if any. */
interface Fixture {
  testFile: string
  files: Record<string, string>
}

/**
 * What one runner prints and keys where the fuzzy-snapshot scenarios below run the same way in
 * Vitest and in Jest. Each `summary` is a list of texts the run's output must contain.
 */
export interface SnapshotScenarioSpec {
  runner: Runner
  label: 'Jest' | 'Vitest'
  /** The chat fixture (see chatTest) and the keys its four snapshots are stored under. */
  chat: Fixture & { keys: { greeting: string; farewell: string; tricky: string; capital: string } }
  written: string[]
  similar: {
    /** More environment for the run, e.g. where to leave score records. */
    env?: (project: Project) => Record<string, string>
    check: (output: string, project: Project) => void
  }
  dissimilar: { failure: Excerpt; summary: string[] }
  updated: string[]
  obsolete: { key: string; code: number; summary: string[]; listing: Excerpt }
  ci: { modes: [label: string, mode: Mode][]; summary: string[]; failure: Excerpt }
  /** The misuse fixture (see misuseTest), with the failures it must print. */
  misuse: Fixture & { summary: string[]; failures: Excerpt[] }
  /** A test 'flaky' retried twice that takes two snapshots and fails its first attempt. */
  retry: Fixture & { summary: string[] }
}

/**
 * The chat fixture's test file: `preamble` (imports, and `replies` read from replies.json, in four
 * lines) then one test 'greets' in describe 'chat' taking four snapshots, two of them with hints.
 */
export function chatTest(preamble: string): string {
  return `${preamble}

describe('chat', () => {
  test('greets', () => {
    expect(replies.greeting).toMatchSimilarSnapshot()
    expect({ text: replies.farewell }).toMatchSimilarSnapshot('farewell', { min: 0.8 })
    expect(replies.tricky).toMatchSimilarSnapshot({ min: 0.8 }, 'tricky')
    expect(replies.capital).toMatchSimilarSnapshot({ min: 0.85 })
  })
})
`
}

/**
 * The misuse fixture's test file: `preamble` (imports, if the runner needs any), then tests
 * 'negated', 'not text', `corrupt` (whose stored entry the fixture spoils) and 'intact'.
 */
export function misuseTest(preamble: string, corrupt: string): string {
  return `${preamble ? `${preamble}\n\n` : ''}test('negated', () => {
  expect('Hello').not.toMatchSimilarSnapshot()
})

test('not text', () => {
  expect(42).toMatchSimilarSnapshot()
})

test('${corrupt}', () => {
  expect('Hello there').toMatchSimilarSnapshot()
})

test('intact', () => {
  expect('Fine text!').toMatchSimilarSnapshot()
})
`
}

/** The misuse fixture's .snap file: `corrupt 1` holds `source`, the other two entries are good. */
export function misuseSnap(header: string, corrupt: string, source: string): string {
  return `${header}

exports[\`${corrupt} 1\`] = ${source};

exports[\`intact 1\`] = \`"Fine text"\`;

exports[\`not text 1\`] = \`"Some text"\`;
`
}

function expectExcerpt(output: string, { start, lines }: Excerpt): void {
  expect(excerpt(output, start, lines.length)).toBe(lines.join('\n'))
}

function expectSummary(output: string, summary: string[]): void {
  for (const text of summary) expect(output).toContain(text)
}

/** The fuzzy-snapshot lifecycle and its misuse, in a real runner on throw-away projects. */
export function snapshotScenarios(spec: SnapshotScenarioSpec): void {
  const { label, chat } = spec

  describe(`toMatchSimilarSnapshot in ${label} (real runner)`, { timeout: 60_000 }, () => {
    const project = new Project(spec.runner, 'lifecycle', chat.files)
    const answer = (texts: object) => project.write('replies.json', JSON.stringify(texts))
    const snap = () => project.snap(chat.testFile)

    it('writes on the first run under the usual keys, with separate counters and hints', () => {
      answer(FIRST)
      const { code, output } = project.run()
      expect(code, output).toBe(0)
      expectSummary(output, spec.written)
      const written = snap()!
      for (const entry of expectedEntries(chat.keys)) expect(written).toContain(entry)
      expect(Object.keys(readEntries(written)).sort()).toEqual(Object.values(chat.keys).sort())
      expect(decodeSnapshotText(readEntries(written)[chat.keys.tricky])).toEqual({ ok: true, text: FIRST.tricky })
    })

    it('passes on similar text and leaves the .snap file byte for byte as it was', () => {
      const before = snap()
      answer(SIMILAR)
      const { code, output } = project.run('local', spec.similar.env?.(project))
      expect(code, output).toBe(0)
      expect(snap()).toBe(before)
      spec.similar.check(output, project)
    })

    it('fails on dissimilar text with the score breakdown, the diff and the -u advice', () => {
      const before = snap()
      answer(DISSIMILAR)
      const { code, output } = project.run()
      expect(code).toBe(1)
      expectExcerpt(output, spec.dissimilar.failure)
      // Like toMatchSnapshot, a failure does not stop the later snapshots of the test from being checked.
      expectSummary(output, spec.dissimilar.summary)
      expect(snap()).toBe(before)
    })

    it('-u rewrites the dissimilar entry and keeps the similar ones', () => {
      const before = readEntries(snap()!)
      answer(DISSIMILAR)
      const { code, output } = project.run('update')
      expect(code, output).toBe(0)
      expectSummary(output, spec.updated)
      expect(readEntries(snap()!)).toEqual({ ...before, [chat.keys.greeting]: `"${DISSIMILAR.greeting}"` })
    })

    it('reports unused entries as obsolete, and never the entries that matched', () => {
      answer(DISSIMILAR)
      project.write(
        `__snapshots__/${chat.testFile}.snap`,
        `${snap()}\nexports[\`${spec.obsolete.key}\`] = \`"old"\`;\n`,
      )
      const { code, output } = project.run()
      expect(code, output).toBe(spec.obsolete.code)
      expectSummary(output, spec.obsolete.summary)
      expectExcerpt(output, spec.obsolete.listing)
    })

    it.each(spec.ci.modes)('in CI (%s) refuses to write, and a missing snapshot fails', (_, mode) => {
      project.removeSnap(chat.testFile)
      answer(FIRST)
      const { code, output } = project.run(mode)
      expect(code).toBe(1)
      expect(snap()).toBeUndefined()
      expectSummary(output, spec.ci.summary)
      expectExcerpt(output, spec.ci.failure)
    })
  })

  describe(`toMatchSimilarSnapshot in ${label}: misuse and bad input`, { timeout: 60_000 }, () => {
    const { misuse } = spec
    const project = new Project(spec.runner, 'errors', misuse.files)

    it('rejects .not, fails on non-text, names a corrupt entry and leaves the file intact', () => {
      const before = project.snap(misuse.testFile)
      const { code, output } = project.run()
      expect(code).toBe(1)
      expectSummary(output, misuse.summary)
      for (const failure of misuse.failures) expectExcerpt(output, failure)
      expect(output).not.toContain('obsolete')
      expect(project.snap(misuse.testFile)).toBe(before)
    })
  })

  describe(`toMatchSimilarSnapshot in ${label}: retries`, { timeout: 60_000 }, () => {
    const { retry } = spec
    const project = new Project(spec.runner, 'retry', retry.files)

    it('starts the counters afresh on each attempt, so a retried test keeps its keys', () => {
      const { code, output } = project.run()
      expect(code, output).toBe(0)
      expectSummary(output, retry.summary)
      expect(Object.keys(readEntries(project.snap(retry.testFile)!))).toEqual(['flaky 1', 'flaky 2'])
    })
  })
}
