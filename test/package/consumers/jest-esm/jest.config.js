/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } }, module: { type: 'es6' } }] },
  setupFilesAfterEnv: ['expect-similar/jest'],
  reporters: ['default', ['expect-similar/jest-reporter', { outputFile: 'scores.json' }]],
}
