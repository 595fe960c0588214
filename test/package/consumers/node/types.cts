// Type-checks the CommonJS declarations (.d.cts) a require() user gets.
import { contentSimilarity, type TextualDifferenceResult } from 'expect-similar'
import { matchers } from 'expect-similar/matchers'
import JestReporter = require('expect-similar/jest-reporter')

const score: number = contentSimilarity('a', 'b').score
const result: TextualDifferenceResult | undefined = undefined
const names: string[] = Object.keys(matchers)
const Reporter: unknown = JestReporter.default
export { score, result, names, Reporter }
