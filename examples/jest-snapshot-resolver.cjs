// Jest's snapshots go to __snapshots__/jest/, beside Vitest's in __snapshots__/ (only the demo
// needs this, because it runs the same files under both runners).
const path = require('node:path')

module.exports = {
  resolveSnapshotPath: (testPath, extension) =>
    path.join(path.dirname(testPath), '__snapshots__', 'jest', path.basename(testPath) + extension),
  resolveTestPath: (snapshotPath, extension) =>
    path.join(path.dirname(snapshotPath), '..', '..', path.basename(snapshotPath, extension)),
  testPathForConsistencyCheck: path.join(__dirname, 'summarize.test.ts'),
}
