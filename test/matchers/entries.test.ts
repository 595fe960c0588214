import { fileURLToPath } from 'node:url'
import '../../src/vitest.js'
import { describe, expect, it, vi } from 'vitest'
import * as entry from '../../src/matchers.js'
import { entriesCases, matcherFiles, unregistered } from '../shared/matchers/entries.js'

const MATCHERS_DIR = fileURLToPath(new URL('../../src/matchers/', import.meta.url))
const load = (file: string) => import(`../../src/matchers/${file.replace(/\.ts$/, '')}.ts`)

// Shared with the Jest suite (test/jest/entries.test.ts), which checks its built entries.
entriesCases({ describe, it, expect, fn: vi.fn }, { matchersDir: MATCHERS_DIR, load, entry })

describe('entries', () => {
  it('registers every matcher on the test-context expect too', async ({ expect: local }) => {
    expect(unregistered(local, await matcherFiles(MATCHERS_DIR, load))).toEqual([])
  })
})
