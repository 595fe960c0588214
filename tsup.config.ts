import { defineConfig } from 'tsup'
import { pageScriptEsbuildPlugin } from './scripts/page-script.js'

// One plugin for both builds, so the page script is bundled once.
const pageScript = pageScriptEsbuildPlugin()

// Vitest cannot be require()d, so its entries are ESM-only; everything else ships ESM + CJS.
export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      jest: 'src/jest.ts',
      matchers: 'src/matchers.ts',
      'jest-reporter': 'src/jest-reporter.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'node20',
    external: ['vitest', 'jest', 'expect', '@jest/globals', '@jest/expect'],
    esbuildPlugins: [pageScript],
  },
  {
    entry: {
      vitest: 'src/vitest.ts',
      'vitest-reporter': 'src/vitest-reporter.ts',
      cli: 'src/cli.ts',
    },
    format: ['esm'],
    dts: true,
    target: 'node20',
    external: ['vitest', 'jest', 'expect', '@jest/globals', '@jest/expect'],
    esbuildPlugins: [pageScript],
  },
])
