import { defineConfig } from 'vitest/config'
import { pageScriptVitePlugin } from './scripts/page-script.js'

export default defineConfig({
  plugins: [pageScriptVitePlugin()],
  test: {
    include: ['test/**/*.test.ts'],
    // test/jest is a separate Jest project run by `npm run test:jest`; fixtures are run by the e2e tests
    // themselves; package consumers by `npm run test:package`, in their own installs; test/browser by
    // `npm run test:browser`, which needs Chromium.
    exclude: [
      '**/node_modules/**',
      'test/jest/**',
      'test/**/fixtures/**',
      'test/package/consumers/**',
      'test/browser/**',
    ],
    testTimeout: 30_000,
  },
})
