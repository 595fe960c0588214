/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }] },
  setupFilesAfterEnv: ['expect-similar/jest'],
  reporters: ['default', ['expect-similar/jest-reporter', { outputFile: 'scores.json', thresholds: { mean: 0.5 } }]],
}
