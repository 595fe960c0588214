import { describe, expect, it } from 'vitest'
// The real snapshot state of the Jest this project pins, driven without a Jest process.
import { SnapshotState, addSerializer } from 'jest-snapshot'
import type { JestSnapshotState } from '../../src/snapshot/jest-internals.js'
import { matchJestSnapshot, registerSnapshotSerializer, skipJestSnapshot } from '../../src/snapshot/jest-snapshot.js'
import { JEST_SNAP_HEADER, useSnapDir } from './snap-dir.js'
import { snapshotStateCases } from './state-cases.js'

type Update = 'all' | 'new' | 'none'

const snap = useSnapDir('expect-similar-jest-', JEST_SNAP_HEADER)

registerSnapshotSerializer({ addSnapshotSerializer: addSerializer })

function load(updateSnapshot: Update = 'new'): SnapshotState {
  return new SnapshotState(snap.snapPath, {
    updateSnapshot,
    rootDir: snap.dir,
    snapshotFormat: { escapeString: false, printBasicPrototype: false },
  })
}

// Jest names a test by its describe blocks and its own name: `describe('chat') > test('greets')`
// would be 'chat greets'; these contexts name the test 'greets' alone.
function context(state: SnapshotState, currentTestName = 'greets') {
  return { snapshotState: state as unknown as JestSnapshotState, currentTestName }
}

// The cases matchVitestSnapshot passes too (test/snapshot/vitest-snapshot.test.ts).
snapshotStateCases<SnapshotState>({
  name: 'matchJestSnapshot',
  snap,
  load,
  context,
  // jest-snapshot joins a hint with ': '.
  key: (hint, count = 1) => `greets${hint ? `: ${hint}` : ''} ${count}`,
  match: (current, received, hint, judge) => matchJestSnapshot(current, received, hint, judge),
  skip: (current, hint) => skipJestSnapshot(current, hint, 42),
  save: async (state) => state.save(),
  counts: ({ matched, unmatched, added, updated }) => ({ matched, unmatched, added, updated }),
  unchecked: (state) => state.getUncheckedKeys(),
  resavesUnchanged: false,
  corrupt: {
    source: '42',
    message:
      'expect-similar: snapshot `greets 1` holds number 42, not a text snapshot. Fix the entry in the .snap file, or delete it and run the test again to record the received text.',
  },
  outsideTest: /needs Jest snapshot state \(this.snapshotState\)/,
})

describe('matchJestSnapshot', () => {
  it('throws clearly when the serializer was never added and there is no global expect', () => {
    const flag = Symbol.for('expect-similar.snapshot-serializer-added')
    const scope = globalThis as { [flag]?: boolean }
    delete scope[flag]
    try {
      expect(() => matchJestSnapshot(context(load()), 'x', undefined, () => ({ pass: true }))).toThrow(
        "expect-similar: toMatchSimilarSnapshot needs its snapshot serializer, and there is no global expect to add it to. Call registerSnapshotSerializer(expect) from 'expect-similar/matchers' after expect.extend(matchers).",
      )
    } finally {
      scope[flag] = true
    }
  })
})
