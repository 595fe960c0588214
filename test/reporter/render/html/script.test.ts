import { describe, expect, it } from 'vitest'
import { SequenceMatcher } from '../../../../src/core/sequence-matcher.js'
import { tokenize } from '../../../../src/core/tokenize.js'
import { SCRIPT } from '../../../../src/reporter/render/html/script.js'
import { englishWords, prng, replaceWords } from '../../../../bench/english.js'
import { loadPageDiff } from './load-script.js'

const page = loadPageDiff()

// Pairs with the shapes the diffs meet: edits, reorderings, repetition, empty texts, Unicode.
function pairs(): [string, string][] {
  const random = prng(7)
  const out: [string, string][] = [
    ['', ''],
    ['', 'abc'],
    ['abc', ''],
    ['The quick brown fox', 'The quick brown cat'],
    ['aaaa bbbb aaaa', 'bbbb aaaa bbbb aaaa'],
    ['日本語のテキストです。', '日本語の文章です。'],
    ['naïve café 😀 done', 'naive cafe 😃 done!'],
    ['line one\nline two\r\n', 'line one\nline 2\r\n'],
  ]
  for (let k = 0; k < 40; k++) {
    const words = englishWords(random, 50 + Math.floor(random() * 400))
    out.push([words.join(' '), replaceWords(random, words, random() * 0.6).join(' ')])
  }
  return out
}

describe('the page script', () => {
  it('tokenizes as core does', () => {
    for (const [a, b] of pairs()) {
      expect(page.tokens(a)).toEqual(tokenize(a, 'word'))
      expect(page.tokens(b)).toEqual(tokenize(b, 'word'))
    }
  })

  it("computes the scorer's opcodes at char and word level (core's SequenceMatcher, autojunk off)", () => {
    for (const [a, b] of pairs()) {
      expect(page.opcodes(a, b, Infinity)).toEqual(new SequenceMatcher(null, a, b, false).getOpcodes())
      const [ta, tb] = [tokenize(a, 'word'), tokenize(b, 'word')]
      expect(page.opcodes(ta, tb, Infinity)).toEqual(new SequenceMatcher(null, ta, tb, false).getOpcodes())
    }
  })

  it('stops past its budget instead of freezing the page', () => {
    expect(() => page.opcodes('ab'.repeat(2000), 'ba'.repeat(2000), 10_000)).toThrow('budget')
  })

  it('never closes its own script element and reads texts only as text', () => {
    expect(SCRIPT).not.toMatch(/<\/|<!--/)
    expect(SCRIPT).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/)
  })

  it('parses as plain JavaScript', () => {
    expect(() => new Function(SCRIPT)).not.toThrow()
  })
})
