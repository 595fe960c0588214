/**
 * Runs real @mastra/evals 1.x scorers through `fromMastra` (from dist/: run `npm run build` first)
 * and writes what each one was given and returned to test/core/fixtures/from-mastra-1.x.json.
 * test/core/scorers/from-mastra.test.ts replays every entry: a stand-in scorer returns the recorded
 * result only when `fromMastra` hands it exactly the run the real scorer was given, so the test
 * proves the run shape and the reading of `score` and `reason` without Mastra installed.
 *
 * The oracle lives outside the repository (see scripts/mastra-fixtures.mjs for the install):
 *
 *   node scripts/from-mastra-fixtures.mjs [--v1 /work/oracle/v1]
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const argv = process.argv.slice(2)
const at = argv.indexOf('--v1')
const oracle = at >= 0 && argv[at + 1] ? argv[at + 1] : '/work/oracle/v1'
const load = (path) => import(pathToFileURL(join(oracle, 'node_modules', path)).href)
const prebuilt = await load('@mastra/evals/dist/scorers/prebuilt/index.js')
const { fromMastra } = await import(new URL('../dist/index.js', import.meta.url).href)

const pairs = [
  ['The capital of France is Paris.', 'Paris is the capital of France.'],
  ['Refunds take 5 business days.', 'Refunds are processed within five business days.'],
  ['The payment was approved.', 'The payment was not approved.'],
  ['Restart the router, then wait two minutes.', 'Restart the router and wait 2 minutes before retrying.'],
]
const scorers = {
  'keyword-coverage': () => prebuilt.createKeywordCoverageScorer(),
  completeness: () => prebuilt.createCompletenessScorer(),
  'content-similarity': () => prebuilt.createContentSimilarityScorer(),
  'textual-difference': () => prebuilt.createTextualDifferenceScorer(),
}
const entries = []
for (const [scorer, make] of Object.entries(scorers)) {
  for (const expectedAs of ['groundTruth', 'input']) {
    for (const [received, expected] of pairs) {
      const real = make()
      let given
      const run = (args) => {
        given = args
        return real.run(args)
      }
      const spy = { id: real.id, name: real.name, run }
      const adapted = fromMastra(spy, { expectedAs })
      const outcome = await adapted.score(received, expected)
      const { runId: _runId, ...args } = given
      const result = await real.run(given)
      entries.push({
        scorer,
        name: adapted.name,
        expectedAs,
        received,
        expected,
        args,
        result: { score: result.score, ...(typeof result.reason === 'string' ? { reason: result.reason } : {}) },
        outcome,
      })
    }
  }
}
const out = new URL('../test/core/fixtures/from-mastra-1.x.json', import.meta.url)
const generator = 'scripts/from-mastra-fixtures.mjs'
writeFileSync(out, `${JSON.stringify({ generator, mastra: { evals: '1.10.2' }, entries }, null, 2)}\n`)
console.log(`${entries.length} entries written to ${out.pathname}`)
