// Type-checks the ESM declarations (.d.ts) an import user gets.
import { contentSimilarity, createContentSimilarityScorer, textualDifference } from 'expect-similar'
import { matchers } from 'expect-similar/matchers'
import type { ExpectSimilarReporterOptions } from 'expect-similar/jest-reporter'

export const score: number = contentSimilarity('a', 'b').score
export const changes: number = textualDifference('a', 'b', { granularity: 'word' }).changes
export const names: string[] = Object.keys(matchers)
export const options: ExpectSimilarReporterOptions = { thresholds: { mean: 0.8 } }
export const mastra: Promise<{ score: number }> = createContentSimilarityScorer({ ignoreCase: true }).run({ input: 'a', output: { text: 'b' } })
