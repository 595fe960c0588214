import { describe, expect, it } from 'vitest'
import { decodeSnapshotText } from '../../src/snapshot/codec.js'
import { excerpt, Project } from './snapshot-harness.js'
import { DISSIMILAR, FIRST, SIMILAR, expectedEntries, readEntries } from './snapshot-texts.js'

const TEST_FILE = 'chat.spec.ts'
const KEYS = {
  greeting: 'chat > greets 1',
  farewell: 'chat > greets > farewell 1',
  tricky: 'chat > greets > tricky 1',
  capital: 'chat > greets 2',
}

const CHAT_TEST = `import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const replies = JSON.parse(readFileSync(new URL('./replies.json', import.meta.url), 'utf8'))

describe('chat', () => {
  test('greets', () => {
    expect(replies.greeting).toMatchSimilarSnapshot()
    expect({ text: replies.farewell }).toMatchSimilarSnapshot('farewell', { min: 0.8 })
    expect(replies.tricky).toMatchSimilarSnapshot({ min: 0.8 }, 'tricky')
    expect(replies.capital).toMatchSimilarSnapshot({ min: 0.85 })
  })
})
`

describe('toMatchSimilarSnapshot in Vitest (real runner)', { timeout: 60_000 }, () => {
  const project = new Project('vitest', 'lifecycle', { [TEST_FILE]: CHAT_TEST })
  const answer = (texts: object) => project.write('replies.json', JSON.stringify(texts))

  it('writes on the first run under the usual keys, with separate counters and hints', () => {
    answer(FIRST)
    const { code, output } = project.run()
    expect(code, output).toBe(0)
    expect(output).toContain('4 written')
    const snap = project.snap(TEST_FILE)!
    for (const entry of expectedEntries(KEYS)) expect(snap).toContain(entry)
    expect(Object.keys(readEntries(snap)).sort()).toEqual(Object.values(KEYS).sort())
    expect(decodeSnapshotText(readEntries(snap)[KEYS.tricky])).toEqual({ ok: true, text: FIRST.tricky })
  })

  it('passes on similar text and leaves the .snap file byte for byte as it was', () => {
    const before = project.snap(TEST_FILE)
    answer(SIMILAR)
    const { code, output } = project.run()
    expect(code, output).toBe(0)
    expect(output).not.toMatch(/written|updated|obsolete|failed/)
    expect(project.snap(TEST_FILE)).toBe(before)
  })

  it('fails on dissimilar text with the score breakdown, the diff and the -u advice', () => {
    const before = project.snap(TEST_FILE)
    answer(DISSIMILAR)
    const { code, output } = project.run()
    expect(code).toBe(1)
    expect(excerpt(output, 'Error: expect(received).toMatchSimilarSnapshot()', 12)).toMatchInlineSnapshot(`
      "Error: expect(received).toMatchSimilarSnapshot()

      Expected content similarity ≥ 0.70, received 0.04 (snapshot \`chat > greets 1\`)

      Snapshot: "Hello! How can I help you today?"
      Received: "Sorry, the service is unavailable."

      Difference ([-expected-]{+received+}):
        [-Hello! How can I help you today?-]{+Sorry, the service is unavailable.+}

      If the new text is right, run \`vitest -u\` to store it as the snapshot.
       ❯ chat.spec.ts:8:30"
    `)
    expect(project.snap(TEST_FILE)).toBe(before)
  })

  it('-u rewrites the dissimilar entry and keeps the similar ones', () => {
    const before = readEntries(project.snap(TEST_FILE)!)
    answer(DISSIMILAR)
    const { code, output } = project.run('update')
    expect(code, output).toBe(0)
    expect(output).toContain('1 updated')
    const after = readEntries(project.snap(TEST_FILE)!)
    expect(after).toEqual({ ...before, [KEYS.greeting]: `"${DISSIMILAR.greeting}"` })
  })

  it('reports unused entries as obsolete, and never the entries that matched', () => {
    answer(DISSIMILAR)
    project.write(`__snapshots__/${TEST_FILE}.snap`, `${project.snap(TEST_FILE)}\nexports[\`chat > gone 1\`] = \`"old"\`;\n`)
    const { code, output } = project.run()
    expect(code, output).toBe(0)
    expect(excerpt(output, 'obsolete', 3)).toMatchInlineSnapshot(`
      "  Snapshots  1 obsolete
                   ↳ ./chat.spec.ts
                     · chat > gone 1"
    `)
  })

  it('in CI (CI=true) refuses to write, and a missing snapshot fails', () => {
    project.removeSnap(TEST_FILE)
    answer(FIRST)
    const { code, output } = project.run('ci-env')
    expect(code).toBe(1)
    expect(project.snap(TEST_FILE)).toBeUndefined()
    expect(excerpt(output, 'Error: expect(received).toMatchSimilarSnapshot()', 5)).toMatchInlineSnapshot(`
      "Error: expect(received).toMatchSimilarSnapshot()

      Snapshot \`chat > greets 1\` was not written: in CI (CI=true) new snapshots are written only with -u.

      Received: "Hello! How can I help you today?""
    `)
  })
})

describe('toMatchSimilarSnapshot in Vitest: misuse and bad input', { timeout: 60_000 }, () => {
  const project = new Project('vitest', 'errors', {
    'misuse.spec.ts': `import { expect, test } from 'vitest'

test('negated', () => {
  expect('Hello').not.toMatchSimilarSnapshot()
})

test('not text', () => {
  expect(42).toMatchSimilarSnapshot()
})

test('hand-edited', () => {
  expect('Hello there').toMatchSimilarSnapshot()
})

test('intact', () => {
  expect('Fine text!').toMatchSimilarSnapshot()
})
`,
    // The 'hand-edited' entry lost its quotes.
    '__snapshots__/misuse.spec.ts.snap': `// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html

exports[\`hand-edited 1\`] = \`Hello there\`;

exports[\`intact 1\`] = \`"Fine text"\`;

exports[\`not text 1\`] = \`"Some text"\`;
`,
  })

  it('rejects .not, fails on non-text, names a corrupt entry and leaves the file intact', () => {
    const before = project.snap('misuse.spec.ts')
    const { code, output } = project.run()
    expect(code).toBe(1)
    expect(output).toContain('3 failed | 1 passed')
    expect(excerpt(output, 'FAIL  misuse.spec.ts > negated', 2)).toMatchInlineSnapshot(`
      " FAIL  misuse.spec.ts > negated
      Error: expect-similar: toMatchSimilarSnapshot cannot be used with .not: a snapshot is a reference to stay close to. To assert that text differs from a reference, use expect(text).not.toBeSimilarTo(reference)."
    `)
    expect(excerpt(output, 'FAIL  misuse.spec.ts > not text', 5)).toMatchInlineSnapshot(`
      " FAIL  misuse.spec.ts > not text
      Error: expect(received).toMatchSimilarSnapshot()

      received value must be a string or { text: string }, got number 42
       ❯ misuse.spec.ts:8:14"
    `)
    expect(excerpt(output, 'FAIL  misuse.spec.ts > hand-edited', 2)).toMatchInlineSnapshot(`
      " FAIL  misuse.spec.ts > hand-edited
      SnapshotEntryError: expect-similar: snapshot \`hand-edited 1\` holds string "Hello there", which is not a quoted text ("..." or escaped "..."). Fix the entry in the .snap file, or delete it and run the test again to record the received text."
    `)
    expect(output).not.toContain('obsolete')
    expect(project.snap('misuse.spec.ts')).toBe(before)
  })
})

describe('toMatchSimilarSnapshot in Vitest: retries', { timeout: 60_000 }, () => {
  const project = new Project('vitest', 'retry', {
    'retry.spec.ts': `import { expect, test } from 'vitest'

let attempt = 0
test('flaky', { retry: 2 }, () => {
  attempt++
  expect('Hello there').toMatchSimilarSnapshot()
  expect('Second one').toMatchSimilarSnapshot()
  if (attempt < 2) throw new Error('flaky')
})
`,
  })

  it('starts the counters afresh on each attempt, so a retried test keeps its keys', () => {
    const { code, output } = project.run()
    expect(code, output).toBe(0)
    expect(output).toContain('2 written')
    expect(Object.keys(readEntries(project.snap('retry.spec.ts')!))).toEqual(['flaky 1', 'flaky 2'])
  })
})
