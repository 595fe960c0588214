import { fileURLToPath } from 'node:url'
import { expect as jestExpect } from 'expect'
import { describe, expect, it, vi } from 'vitest'
import { installMatchers } from '../../src/matchers.js'
import { snapshotTextSerializer } from '../../src/snapshot/jest-snapshot.js'
import { matcherFiles, unregistered } from '../shared/matchers/entries.js'

const MATCHERS_DIR = fileURLToPath(new URL('../../src/matchers/', import.meta.url))
const load = (file: string) => import(`../../src/matchers/${file.replace(/\.ts$/, '')}.ts`)

// A Jest expect no entry has touched (the `expect` package), as `@jest/globals` hands it out under
// injectGlobals: false. Its own file: installing the Jest runner adapter is global to the realm.
describe('installMatchers', () => {
  const addSnapshotSerializer = vi.fn()
  const hooks = { beforeEach: vi.fn(), afterEach: vi.fn(), afterAll: vi.fn() }
  const target = Object.assign(jestExpect, { addSnapshotSerializer })

  it('installs every matcher, the asymmetric forms on expect and expect.not, the serializer and the hooks', async () => {
    const files = await matcherFiles(MATCHERS_DIR, load)
    expect(unregistered(target as never, files)).toEqual(
      files.flatMap(({ name, symmetric }) =>
        symmetric ? [`expect(...).${name}`, `expect(...).not.${name}`] : [`expect.${name}`, `expect.not.${name}`],
      ),
    )
    installMatchers(target, hooks)
    expect(unregistered(target as never, files)).toEqual([])
    expect(addSnapshotSerializer.mock.calls).toEqual([[snapshotTextSerializer]])
    for (const hook of Object.values(hooks)) expect(hook).toHaveBeenCalledTimes(1)
  })

  it('makes the installed forms work on that expect', () => {
    const similarTo = (target as unknown as { similarTo: (expected: string) => unknown }).similarTo
    const not = target.not as unknown as { similarTo: (expected: string) => unknown }
    jestExpect({ answer: 'Paris is the capital' }).toEqual({ answer: similarTo('Paris is the capital!') })
    jestExpect({ answer: 'Bananas' }).toEqual({ answer: not.similarTo('Paris is the capital') })
    expect(() => jestExpect('Bananas').toEqual(similarTo('Paris is the capital'))).toThrow('SimilarTo<')
  })
})
