import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// `npm run demo`. In your project: the same `setupFiles` and `reporters` lines, with your own `include`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.test.ts'],
    // Only so that these files also run unchanged under Jest; import from 'vitest' in your own tests.
    globals: true,
    setupFiles: ['expect-similar/vitest'],
    // probes: leniency probes (docs/thresholds.md#leniency-probes); leniency.test.ts shows what they catch.
    // htmlFile and history: the HTML report, with a trend over the runs kept in the history file.
    reporters: [
      'default',
      [
        'expect-similar/vitest-reporter',
        { probes: true, htmlFile: 'output/vitest/report.html', history: 'output/vitest/history.jsonl' },
      ],
    ],
  },
})
