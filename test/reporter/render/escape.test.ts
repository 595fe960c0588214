import { describe, expect, it } from 'vitest'
import {
  escapeHtml,
  escapeMarkdown,
  escapeTerminal,
  scriptJson,
  stripAnsi,
} from '../../../src/reporter/render/escape.js'

describe('escapeTerminal', () => {
  it.each([
    ['plain text', 'plain text'],
    ['line\nbreak\r\ttab', 'line\\nbreak\\r\\ttab'],
    ['\u001b[2J\u001b]0;title\u0007', '\\x1b[2J\\x1b]0;title\\x07'],
    ['c1 \u009b31m del \u007f', 'c1 \\x9b31m del \\x7f'],
    ['bidi \u202e override', 'bidi \\u202e override'],
    ['ünïcödé ✓ 日本', 'ünïcödé ✓ 日本'],
  ])('%j -> %j', (input, output) => {
    expect(escapeTerminal(input)).toBe(output)
  })
})

describe('escapeMarkdown', () => {
  it.each([
    ['a | b', 'a \\| b'],
    ['`code`', '\\`code\\`'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['one\ntwo\r\nthree', 'one two three'],
    ['\u001b[31mred\u001b[0m', 'red'],
    ['[x](http://evil) *em* _u_ ~s~ \\', '\\[x\\](http://evil) \\*em\\* \\_u\\_ \\~s\\~ \\\\'],
    ['&lt;', '&amp;lt;'],
    // The visible escape's backslash is itself escaped, so GitHub renders `bell\x07`.
    ['bell\u0007', 'bell\\\\x07'],
  ])('%j -> %j', (input, output) => {
    expect(escapeMarkdown(input)).toBe(output)
  })
})

describe('stripAnsi', () => {
  it('removes color and cursor sequences only', () => {
    expect(stripAnsi('\u001b[1m\u001b[32mok\u001b[39m\u001b[22m \u001b[2K done')).toBe('ok  done')
  })
})

describe('escapeHtml and scriptJson', () => {
  it('escapes what would start markup or leave a quoted attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & more`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; more',
    )
  })

  it('writes JSON that cannot close its script element and parses back to the same value', () => {
    const value = { text: '</script><!-- a & b \u2028 c \u2029' }
    const json = scriptJson(value)
    expect(json).toBe('{"text":"\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u2028 c \\u2029"}')
    expect(JSON.parse(json)).toEqual(value)
  })
})
