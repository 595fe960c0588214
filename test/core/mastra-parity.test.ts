import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  createContentSimilarityScorer,
  createTextualDifferenceScorer,
  type ScorerRunArgs,
} from '../../src/core/mastra.js'
import type { ContentSimilarityOptions } from '../../src/core/content-similarity.js'

// What the real @mastra/evals scorers returned, recorded by scripts/mastra-fixtures.mjs.
interface Entry {
  scorer: 'textual-difference' | 'content-similarity'
  options: ContentSimilarityOptions | null
  args: ScorerRunArgs & { runId?: string }
  keys: string[]
  result: Record<string, unknown>
}
interface Fixture {
  pairs: number
  mastra: { evals: string; core: string }
  entries: Entry[]
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function load(name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Fixture
}

/** Where `ours` and `theirs` differ (Object.is on every leaf, so 0 and -0 differ), or null. */
function difference(ours: unknown, theirs: unknown, path: string): string | null {
  if (typeof ours !== 'object' || ours === null || typeof theirs !== 'object' || theirs === null) {
    return Object.is(ours, theirs) ? null : `${path}: ours ${JSON.stringify(ours)}, Mastra ${JSON.stringify(theirs)}`
  }
  if (Array.isArray(ours) !== Array.isArray(theirs)) return `${path}: array vs object`
  const keys = Object.keys(ours)
  const theirKeys = Object.keys(theirs)
  if (keys.join() !== theirKeys.join()) return `${path}: keys ${keys.join()} vs Mastra ${theirKeys.join()}`
  for (const key of keys) {
    const found = difference(
      (ours as Record<string, unknown>)[key],
      (theirs as Record<string, unknown>)[key],
      `${path}.${key}`,
    )
    if (found) return found
  }
  return null
}

async function mismatches(fixture: Fixture, textualVersion: '1.x' | '0.14'): Promise<string[]> {
  const found: string[] = []
  const textual = createTextualDifferenceScorer({ mastra: textualVersion })
  for (const [index, entry] of fixture.entries.entries()) {
    const scorer =
      entry.scorer === 'textual-difference' ? textual : createContentSimilarityScorer(entry.options ?? undefined)
    const ours = (await scorer.run(entry.args)) as unknown as Record<string, unknown>
    const where = `entry ${index} (${entry.scorer})`
    const problem =
      difference(Object.keys(ours), entry.keys, `${where} keys`) ??
      (ours.input === entry.args.input && ours.output === entry.args.output
        ? null
        : `${where}: input/output not echoed`)
    if (problem) {
      found.push(problem)
      continue
    }
    for (const key of entry.keys) {
      if (key === 'input' || key === 'output') continue
      let expected = entry.result[key]
      if (key === 'runId' && entry.args.runId === undefined) {
        // Neither side was given one: both generate a random UUID.
        if (!UUID.test(String(ours.runId)) || expected !== '<generated uuid>') found.push(`${where}: runId not a UUID`)
        continue
      }
      if (key === 'analyzeStepResult') {
        // Mastra leaves it undefined; ours keeps the metrics there too, for earlier callers.
        if (expected !== undefined) found.push(`${where}: Mastra's analyzeStepResult is defined`)
        const preprocess = ours.preprocessStepResult as Record<string, unknown>
        expected = entry.scorer === 'textual-difference' ? preprocess : { similarity: ours.score }
      }
      const problem = difference(ours[key], expected, `${where} ${key}`)
      if (problem) found.push(problem)
    }
  }
  return found
}

describe('parity with the real @mastra/evals scorers', () => {
  it('reproduces every result of @mastra/evals 1.x (LCS textual difference) exactly', async () => {
    const fixture = load('mastra-1.x.json')
    expect(fixture.mastra.evals).toMatch(/^1\./)
    expect(fixture.pairs).toBeGreaterThanOrEqual(1000)
    expect(await mismatches(fixture, '1.x')).toStrictEqual([])
  })

  it("reproduces every result of @mastra/evals 0.13 (difflib) with { mastra: '0.14' } exactly", async () => {
    const fixture = load('mastra-0.13.json')
    expect(fixture.mastra.evals).toMatch(/^0\.13\./)
    expect(fixture.pairs).toBeGreaterThanOrEqual(1000)
    expect(await mismatches(fixture, '0.14')).toStrictEqual([])
  })

  it('covers both scorers, several content shapes and a generated runId in each fixture', () => {
    for (const name of ['mastra-1.x.json', 'mastra-0.13.json']) {
      const { entries } = load(name)
      expect(new Set(entries.map((entry) => entry.scorer)).size).toBe(2)
      expect(entries.some((entry) => entry.args.runId === undefined)).toBe(true)
      const shapes = new Set(
        entries.flatMap((entry) =>
          (entry.args.output as { content: unknown }[]).map((message) =>
            Array.isArray(message.content) ? 'array' : typeof message.content,
          ),
        ),
      )
      expect(shapes.has('string')).toBe(true)
      if (name === 'mastra-1.x.json') expect([...shapes].sort()).toStrictEqual(['array', 'object', 'string'])
    }
  })
})
