import { describe, expect, it } from 'vitest'
import { parseSnapshotArguments } from '../../src/snapshot/arguments.js'

describe('parseSnapshotArguments', () => {
  it.each([
    [[], { hint: undefined, options: undefined }],
    [['intro'], { hint: 'intro', options: undefined }],
    [[{ min: 0.8 }], { hint: undefined, options: { min: 0.8 } }],
    [['intro', { min: 0.8 }], { hint: 'intro', options: { min: 0.8 } }],
    [[{ min: 0.8 }, 'intro'], { hint: 'intro', options: { min: 0.8 } }],
    [[undefined, 'intro'], { hint: 'intro', options: undefined }],
    [[''], { hint: undefined, options: undefined }],
  ])('reads %j', (args, parsed) => {
    expect(parseSnapshotArguments(args)).toEqual(parsed)
  })

  it('leaves a non-object options value to the options validation', () => {
    expect(parseSnapshotArguments([42])).toEqual({ hint: undefined, options: 42 })
  })

  it.each([
    [[{ min: 0.8 }, 3], 'expect-similar: the snapshot hint must be a string, received number 3'],
    [
      ['a', 'b'],
      'expect-similar: toMatchSimilarSnapshot takes one hint string and one options object, received two strings',
    ],
    [['a', {}, 'b'], 'expect-similar: toMatchSimilarSnapshot takes at most 2 arguments (hint and options), received 3'],
  ])('rejects %j', (args, message) => {
    expect(() => parseSnapshotArguments(args)).toThrow(message)
  })
})
