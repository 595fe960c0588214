/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }] },
  // No global expect, describe or hooks: everything comes from @jest/globals, and the setup file
  // installs expect-similar on that expect with installMatchers.
  injectGlobals: false,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  reporters: ['default', ['expect-similar/jest-reporter', { outputFile: 'scores.json', thresholds: { mean: 0.5 } }]],
}
