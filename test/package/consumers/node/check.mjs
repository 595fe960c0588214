// Plain Node, ESM: the same entries through import, and the CLI through npx.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { contentSimilarity, createTextualDifferenceScorer, SequenceMatcher } from 'expect-similar'
import { matchers } from 'expect-similar/matchers'

assert.equal(contentSimilarity('The capital of France is Paris.', 'Paris is the capital of France.').score.toFixed(4), '0.8800')
assert.equal(new SequenceMatcher(null, 'abcd', 'bcde').ratio(), 0.75)
const mastra = await createTextualDifferenceScorer().run({ input: 'hello world', output: 'hello there world' })
assert.equal(mastra.analyzeStepResult.changes, 1)
for (const name of ['toBeSimilarTo', 'toBeSimilarToAny', 'toDifferByAtMost']) assert.equal(typeof matchers[name], 'function', name)

const out = execFileSync('npx', ['--no-install', 'expect-similar', 'compare', 'The quick brown fox', 'The quick brown cat', '--json'], {
  encoding: 'utf8',
})
const report = JSON.parse(out)
assert.equal(report.textualDifference.changes, 1)
assert.ok(report.contentSimilarity.score > 0.5 && report.contentSimilarity.score < 1)
console.log('import + npx compare: ok')
