// Run by bench/jest-ratio/table.ts through bench/jest-ratio/jest.config.cjs; writes its timings as JSON.
import { writeFileSync } from 'node:fs'
import { runWorkload } from './workload.js'

test('workload timings under Jest', () => {
  const timings = runWorkload(process.env.JEST_RATIO_ONLY)
  writeFileSync(process.env.JEST_RATIO_OUT ?? 'jest-ratio.json', JSON.stringify(timings))
})
