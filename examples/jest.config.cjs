// `npm run demo:jest`: the same example files under Jest 30, compiled by @swc/jest.
const path = require('node:path')

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // The examples import './assistant.js' (NodeNext style); the file is assistant.ts.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFilesAfterEnv: ['expect-similar/jest'],
  // probes: leniency probes (docs/thresholds.md#leniency-probes); leniency.test.ts shows what they catch.
  // htmlFile and history: the HTML report, with a trend over the runs kept in the history file.
  reporters: [
    'default',
    [
      'expect-similar/jest-reporter',
      { probes: true, htmlFile: 'output/jest/report.html', history: 'output/jest/history.jsonl' },
    ],
  ],
  // Jest and Vitest write different snapshot headers, so each runner keeps its own .snap files:
  // Jest's in __snapshots__/jest/, and Vitest's (in __snapshots__/) are not Jest's to call obsolete.
  snapshotResolver: path.join(__dirname, 'jest-snapshot-resolver.cjs'),
  modulePathIgnorePatterns: ['<rootDir>/__snapshots__/[^/]+\\.snap$'],
}
