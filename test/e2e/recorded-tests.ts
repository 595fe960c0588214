import { CHANNEL, JEST_CONFIG, VITEST_CONFIG } from './harness.js'

// Test files that record fixed scores through the channel, for e2e runs that judge reports and
// gates rather than scorers: each [name, score] pair is one test with one passing record.

const record = (runner: 'vitest' | 'jest', score: number): string =>
  runner === 'vitest'
    ? `recordVitest(task, { matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: ${score}, threshold: 0.5, pass: true, isNot: false })`
    : `recordJest({ matcher: 'toBeSimilarTo', scorer: 'content-similarity', score: ${score}, threshold: 0.5, pass: true, isNot: false })`

/** A Vitest test file with one recording test per pair. */
const vitestFile = (tests: [string, number][]): string =>
  `import { it } from 'vitest'
import { recordVitest } from ${JSON.stringify(CHANNEL)}
${tests.map(([name, score]) => `it(${JSON.stringify(name)}, ({ task }) => { ${record('vitest', score)} })`).join('\n')}
`

/** A Jest test file with one recording test per pair. */
const jestFile = (tests: [string, number][]): string =>
  `const { recordJest } = require(${JSON.stringify(CHANNEL)})
${tests.map(([name, score]) => `test(${JSON.stringify(name)}, () => { ${record('jest', score)} })`).join('\n')}
`

/**
 * Both runners as the report e2e tests drive them: the config file, the test-file maker and
 * extension, and the arguments of a complete run (`all`) and of one filtered by test name (`byName`).
 */
export const RECORDING_RUNNERS = [
  {
    runner: 'vitest' as const,
    config: { 'vitest.config.ts': VITEST_CONFIG } as Record<string, string>,
    make: vitestFile,
    ext: 'ts',
    all: ['run'],
    byName: ['run', '-t', 'greeting'],
  },
  {
    runner: 'jest' as const,
    config: { 'jest.config.cjs': JEST_CONFIG } as Record<string, string>,
    make: jestFile,
    ext: 'js',
    all: ['--ci'],
    byName: ['--ci', '-t', 'greeting'],
  },
]
