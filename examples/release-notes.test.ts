// Generated Markdown: the structure must stay as it is, so count changed lines instead of scoring
// similarity. A reworded bullet is 1 change; two swapped bullets are 2 (one line moves).
import { ask, RUNS } from './assistant.js'

const EXPECTED = `# Release 2.0

## Added
- Offline mode
- Sync progress bar

## Changed
- Sync is about 40% faster

## Removed
- Node 16 support
`

describe('release notes', () => {
  it.each(Array.from({ length: RUNS }, (_, run) => run))('run %i changes at most 2 lines', (run) => {
    expect(ask('release-notes-markdown', run)).toDifferByAtMost(EXPECTED, 2, { granularity: 'line' })
  })

  it('keeps every heading', () => {
    const headings = ask('release-notes-markdown')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .join('\n')
    expect(headings).toDifferByAtMost('# Release 2.0\n## Added\n## Changed\n## Removed', 0, { granularity: 'line' })
  })
})
