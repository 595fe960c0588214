import { describe, expect, it } from 'vitest'
import { readText } from '../../src/core/read-text.js'

describe('readText', () => {
  it.each([
    ['plain', { ok: true, text: 'plain' }],
    ['', { ok: true, text: '' }],
    [
      { text: 'from sdk', finishReason: 'stop' },
      { ok: true, text: 'from sdk' },
    ],
    [Object.create({ text: 'inherited' }), { ok: true, text: 'inherited' }],
    [{ text: 42 }, { ok: false, where: 'text', found: 42 }],
    [{ text: undefined }, { ok: false, where: 'text', found: undefined }],
    [42, { ok: false, where: 'value', found: 42 }],
    [null, { ok: false, where: 'value', found: null }],
    [['a'], { ok: false, where: 'value', found: ['a'] }],
    [{ content: 'x' }, { ok: false, where: 'value', found: { content: 'x' } }],
  ])('reads %o', (value, expected) => {
    expect(readText(value)).toStrictEqual(expected)
  })
})
