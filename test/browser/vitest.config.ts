import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { pageScriptVitePlugin } from '../../scripts/page-script.js'

// `npm run test:browser`: the HTML report in a real headless Chromium. Kept out of `npm test`
// (the top-level config excludes test/browser) so that `npm test` needs no browser.
export default defineConfig({
  plugins: [pageScriptVitePlugin()],
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/browser/**/*.test.ts'],
    // One browser per file; two cores do not gain from running several at once.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
