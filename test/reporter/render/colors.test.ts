import { describe, expect, it } from 'vitest'
import { colorsEnabled } from '../../../src/reporter/render/colors.js'
import { terminalWidth } from '../../../src/reporter/render/width.js'

describe('colorsEnabled', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ TERM: 'dumb' }, true, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: 'false' }, true, false],
    [{ NO_COLOR: '1', FORCE_COLOR: '1' }, true, false],
  ])('env %j, TTY %s -> %s', (env, tty, expected) => {
    expect(colorsEnabled(env, tty)).toBe(expected)
  })
})

describe('terminalWidth', () => {
  it('prefers the TTY width, then COLUMNS, then 120', () => {
    expect(terminalWidth({ isTTY: true, columns: 77 }, { COLUMNS: '50' })).toBe(77)
    expect(terminalWidth({ isTTY: false, columns: 77 }, { COLUMNS: '50' })).toBe(50)
    expect(terminalWidth(undefined, { COLUMNS: 'wide' })).toBe(120)
  })
})
