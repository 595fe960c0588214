import { describe, expect, it } from 'vitest'
// The real snapshot state of the Vitest this project pins, driven without a Vitest process.
import { SnapshotState } from '@vitest/snapshot'
import { NodeSnapshotEnvironment } from '@vitest/snapshot/environment'
import { matchVitestSnapshot, skipVitestSnapshot } from '../../src/snapshot/vitest-snapshot.js'
import { useSnapDir } from './snap-dir.js'
import { snapshotStateCases } from './state-cases.js'

type Update = 'all' | 'new' | 'none'

// NodeSnapshotEnvironment's header; Vitest re-saves a file whose content would change.
const snap = useSnapDir('expect-similar-vitest-', '// Snapshot v1')

function load(updateSnapshot: Update = 'new'): Promise<SnapshotState> {
  return SnapshotState.create(snap.testFile, { updateSnapshot, snapshotEnvironment: new NodeSnapshotEnvironment() })
}

// A test task as Vitest hands it to a matcher: `describe('chat') > test('greets')` in a file.
const file = { id: 'f', name: 'a.test.ts' }
const suite = { id: 's', name: 'chat', suite: file, file }
function context(state: SnapshotState, name = 'greets') {
  return { snapshotState: state, currentTestName: `chat > ${name}`, task: { id: `t-${name}`, name, suite, file } }
}

// The cases matchJestSnapshot passes too (test/snapshot/jest-snapshot.test.ts).
snapshotStateCases<SnapshotState>({
  name: 'matchVitestSnapshot',
  snap,
  load,
  context,
  // Vitest joins a hint with ' > ', as it joins the describe and test names.
  key: (hint, count = 1) => `chat > greets${hint ? ` > ${hint}` : ''} ${count}`,
  match: (current, received, hint, judge) => matchVitestSnapshot(current, received, hint, judge),
  skip: (current, hint) => skipVitestSnapshot(current, hint),
  save: (state) => state.save(),
  counts: (state) => ({
    matched: state.matched.total(),
    unmatched: state.unmatched.total(),
    added: state.added.total(),
    updated: state.updated.total(),
  }),
  unchecked: (state) => state.getUncheckedKeys(),
  resavesUnchanged: true,
  // Hand-edited: the quotes the codec writes are gone.
  corrupt: {
    source: '`Hello without quotes`',
    message:
      'expect-similar: snapshot `chat > greets 1` holds string "Hello without quotes", which is not a quoted text ("..." or escaped "..."). Fix the entry in the .snap file, or delete it and run the test again to record the received text.',
  },
  outsideTest: /needs Vitest snapshot state/,
})

describe('matchVitestSnapshot', () => {
  it('fails with the Vitest version when the state lacks the 4.1 domain-snapshot methods', () => {
    const old = { match: () => ({}) }
    expect(() =>
      matchVitestSnapshot({ snapshotState: old, currentTestName: 't' }, 'x', undefined, () => ({ pass: true })),
    ).toThrow(
      /needs Vitest >= 4\.1\.4 \(SnapshotState\.probeExpectedSnapshot and processDomainSnapshot\), which Vitest 4\.1\.12 does not have/,
    )
  })
})
