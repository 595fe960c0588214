// Plain Node, CommonJS: the root entry and the runner-free subpaths load through require.
const assert = require('node:assert/strict')
const { contentSimilarity, textualDifference, SequenceMatcher, createContentSimilarityScorer } = require('expect-similar')
const { matchers, similarTo } = require('expect-similar/matchers')
const JestReporter = require('expect-similar/jest-reporter').default

assert.equal(contentSimilarity('The capital of France is Paris.', 'Paris is the capital of France.').score.toFixed(4), '0.8800')
assert.equal(textualDifference('The quick brown fox', 'The quick brown cat', { granularity: 'word' }).changes, 1)
assert.equal(new SequenceMatcher(null, 'abcd', 'bcde').ratio(), 0.75)
for (const name of ['toBeSimilarTo', 'toBeSimilarToAny', 'toDifferByAtMost']) assert.equal(typeof matchers[name], 'function', name)
assert.equal(similarTo('Paris is the capital of France.').asymmetricMatch('The capital of France is Paris.'), true)
assert.equal(typeof JestReporter, 'function')
createContentSimilarityScorer()
  .run({ input: [{ role: 'user', content: 'The capital of France is Paris.' }], output: { text: 'Paris is the capital of France.' } })
  .then((result) => {
    assert.equal(result.score.toFixed(4), '0.8800')
    console.log('require: ok')
  })
