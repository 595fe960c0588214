import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['expect-similar/vitest'],
    reporters: ['default', ['expect-similar/vitest-reporter', { outputFile: 'scores.json', thresholds: { mean: 0.5 } }]],
  },
})
