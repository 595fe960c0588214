import { expect } from 'vitest'
import { chatTest, misuseSnap, misuseTest, snapshotScenarios } from './snapshot-scenarios.js'

snapshotScenarios({
  runner: 'vitest',
  label: 'Vitest',
  chat: {
    testFile: 'chat.spec.ts',
    files: {
      'chat.spec.ts': chatTest(`import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const replies = JSON.parse(readFileSync(new URL('./replies.json', import.meta.url), 'utf8'))`),
    },
    // Vitest joins describe and test names, and a hint, with ' > '.
    keys: {
      greeting: 'chat > greets 1',
      farewell: 'chat > greets > farewell 1',
      tricky: 'chat > greets > tricky 1',
      capital: 'chat > greets 2',
    },
  },
  written: ['4 written'],
  similar: {
    // Vitest prints a snapshot summary only when something was written, updated, obsolete or failed.
    check: (output) => expect(output).not.toMatch(/written|updated|obsolete|failed/),
  },
  dissimilar: {
    failure: {
      start: 'Error: expect(received).toMatchSimilarSnapshot()',
      lines: [
        'Error: expect(received).toMatchSimilarSnapshot()',
        '',
        'Expected content similarity ≥ 0.70, received 0.04 (snapshot `chat > greets 1`)',
        '',
        'Snapshot: "Hello! How can I help you today?"',
        'Received: "Sorry, the service is unavailable."',
        '',
        'Difference ([-expected-]{+received+}):',
        '  [-Hello! How can I help you today?-]{+Sorry, the service is unavailable.+}',
        '',
        'If the new text is right, run `vitest -u` to store it as the snapshot.',
        ' ❯ chat.spec.ts:8:30',
      ],
    },
    summary: [],
  },
  updated: ['1 updated'],
  obsolete: {
    key: 'chat > gone 1',
    code: 0,
    summary: [],
    listing: {
      start: 'obsolete',
      lines: ['  Snapshots  1 obsolete', '             ↳ ./chat.spec.ts', '               · chat > gone 1'],
    },
  },
  ci: {
    modes: [['CI=true', 'ci-env']],
    summary: [],
    failure: {
      start: 'Error: expect(received).toMatchSimilarSnapshot()',
      lines: [
        'Error: expect(received).toMatchSimilarSnapshot()',
        '',
        'Snapshot `chat > greets 1` was not written: in CI (CI=true) new snapshots are written only with -u.',
        '',
        'Received: "Hello! How can I help you today?"',
      ],
    },
  },
  misuse: {
    testFile: 'misuse.spec.ts',
    files: {
      'misuse.spec.ts': misuseTest(`import { expect, test } from 'vitest'`, 'hand-edited'),
      // The 'hand-edited' entry lost its quotes.
      '__snapshots__/misuse.spec.ts.snap': misuseSnap(
        '// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html',
        'hand-edited',
        '`Hello there`',
      ),
    },
    summary: ['3 failed | 1 passed'],
    failures: [
      {
        start: 'FAIL  misuse.spec.ts > negated',
        lines: [
          ' FAIL  misuse.spec.ts > negated',
          'Error: expect-similar: toMatchSimilarSnapshot cannot be used with .not: a snapshot is a reference to stay close to. To assert that text differs from a reference, use expect(text).not.toBeSimilarTo(reference).',
        ],
      },
      {
        start: 'FAIL  misuse.spec.ts > not text',
        lines: [
          ' FAIL  misuse.spec.ts > not text',
          'Error: expect(received).toMatchSimilarSnapshot()',
          '',
          'received value must be a string or { text: string }, got number 42',
          ' ❯ misuse.spec.ts:8:14',
        ],
      },
      {
        start: 'FAIL  misuse.spec.ts > hand-edited',
        lines: [
          ' FAIL  misuse.spec.ts > hand-edited',
          'SnapshotEntryError: expect-similar: snapshot `hand-edited 1` holds string "Hello there", which is not a quoted text ("..." or escaped "..."). Fix the entry in the .snap file, or delete it and run the test again to record the received text.',
        ],
      },
    ],
  },
  retry: {
    testFile: 'retry.spec.ts',
    files: {
      'retry.spec.ts': `import { expect, test } from 'vitest'

let attempt = 0
test('flaky', { retry: 2 }, () => {
  attempt++
  expect('Hello there').toMatchSimilarSnapshot()
  expect('Second one').toMatchSimilarSnapshot()
  if (attempt < 2) throw new Error('flaky')
})
`,
    },
    summary: ['2 written'],
  },
})
