import { describe, expect, it } from 'vitest'
import { guardText, stem } from '../../../src/core/guards/text.js'
import { WordTable } from '../../../src/core/guards/words.js'

/** The id of every word of `text` (runs of non-space characters), found where it lies. */
function idsIn(table: WordTable, text: string): number[] {
  const g = guardText(text)
  const ids: number[] = []
  for (const match of g.text.matchAll(/\S+/g)) {
    ids.push(table.idAt(g.text, g.codes, match.index, match.index + match[0].length))
  }
  return ids
}

describe('WordTable', () => {
  it('gives one id per lower-cased word, whatever its case, and keeps the seed bits', () => {
    const table = new WordTable([
      ['not', 1],
      ['never', 2],
      ['not', 4],
    ])
    const [a, b, c, d, e] = idsIn(table, 'NOT Not never Payment payment')
    expect(a).toBe(table.idOf('not'))
    expect(b).toBe(a)
    expect(table.flags[a!]).toBe(5)
    expect(table.flags[c!]).toBe(2)
    expect(d).toBe(e)
    expect(table.word(d!)).toBe('payment')
    expect(table.flags[d!]).toBe(0)
    expect(table.count).toBe(3)
  })

  it('tells apart words whose hashes are equal', () => {
    // Pairs with the same 32-bit FNV-1a hash: only comparing the characters separates them.
    const table = new WordTable([['yaczf', 1]])
    const [a, b, c, d, e, f] = idsIn(table, 'yaczf glbpp YZFZF geepp yomzf GVLPP')
    expect(new Set([a, b, c, d, e, f]).size).toBe(6)
    expect([a, b, c, d, e, f].map((id) => table.word(id!))).toEqual([
      'yaczf',
      'glbpp',
      'yzfzf',
      'geepp',
      'yomzf',
      'gvlpp',
    ])
    expect(table.flags[b!]).toBe(0)
    expect(idsIn(table, 'glbpp Yaczf geepp')).toEqual([b, a, d])
    expect([table.idOf('gvlpp'), table.idOf('yzfzf')]).toEqual([f, c])
  })

  it('keeps thousands of words apart as it grows, and finds each again', () => {
    const table = new WordTable([])
    const words = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}x`)
    const ids = idsIn(table, words.join(' '))
    expect(new Set(ids).size).toBe(5000)
    expect(idsIn(table, words.reverse().join(' ').toUpperCase())).toEqual([...ids].reverse())
    expect(words.map((word) => table.idOf(word))).toEqual([...ids].reverse())
  })

  it('lower-cases words with non-ASCII letters as toLowerCase does, also when that changes their length', () => {
    const table = new WordTable([['k', 1]])
    const [ecole, ecoleLower, istanbul, kelvin, sigma] = idsIn(table, 'ÉCOLE école İstanbul \u212a ΣΟΦΊΑ')
    expect(ecole).toBe(ecoleLower)
    expect(table.word(ecole!)).toBe('école')
    // İ lower-cases to i and a combining dot: two code units for one.
    expect(table.word(istanbul!)).toBe('İstanbul'.toLowerCase())
    expect(table.word(istanbul!)).toHaveLength(9)
    // The Kelvin sign lower-cases to an ASCII k: the same entry as the seeded word.
    expect(kelvin).toBe(table.idOf('k'))
    expect(table.flags[kelvin!]).toBe(1)
    expect(table.word(sigma!)).toBe('σοφία')
  })

  it('handles very long words and lone surrogates as words like any other', () => {
    const table = new WordTable([])
    const long = 'a'.repeat(100_000)
    const [x, y, high, low, pair] = idsIn(table, `${long} ${long}b \ud800 \udc00 \ud800\udc00`)
    expect(table.word(x!)).toBe(long)
    expect(table.word(y!)).toBe(`${long}b`)
    expect(new Set([x, y, high, low, pair]).size).toBe(5)
    expect([table.word(high!), table.word(low!), table.word(pair!)]).toEqual(['\ud800', '\udc00', '\ud800\udc00'])
    expect(idsIn(table, `\udc00 ${long.toUpperCase()} \ud800`)).toEqual([low, x, high])
  })

  it('works out each stem once, as stem() does', () => {
    const table = new WordTable([])
    const words = ['approved', 'approves', 'deliveries', 'boxes', 'class', 'a']
    const ids = words.map((word) => table.idOf(word))
    const stems = ids.map((id) => table.stemOf(id))
    expect(stems.map((id) => table.word(id))).toEqual(words.map(stem))
    expect(stems[0]).toBe(stems[1])
    expect(stems[4]).toBe(ids[4])
    expect(ids.map((id) => table.stemOf(id))).toEqual(stems)
  })

  it('drops the words of the texts on reset and keeps the seed', () => {
    const table = new WordTable([
      ['not', 1],
      ['approved', 2],
    ])
    const approved = table.idOf('approved')
    const approv = table.stemOf(approved)
    expect(approv).toBe(2)
    const [payment] = idsIn(table, 'payment')
    expect(table.stemOf(approv)).toBe(approv)
    table.flags[approv] = 8
    table.flags[payment!] = 8
    table.reset()
    expect(table.count).toBe(2)
    // New words take the freed ids, with no bits and no stale stem.
    const [other] = idsIn(table, 'shipments')
    expect(other).toBe(2)
    expect(table.flags[other!]).toBe(0)
    expect(table.word(table.stemOf(other!))).toBe('shipment')
    expect(table.word(table.stemOf(approved))).toBe('approv')
    expect(idsIn(table, 'NOT Approved')).toEqual([0, approved])
    expect(table.flags[0]).toBe(1)
  })

  it('forgets where the dropped words were, also for a word with the same hash', () => {
    const table = new WordTable([])
    for (let round = 0; round < 4; round++) {
      expect(idsIn(table, 'glbpp')).toEqual([0])
      table.reset()
      // yaczf hashes as glbpp did: it must not find glbpp's old slot.
      expect(idsIn(table, 'yaczf')).toEqual([0])
      expect(table.word(0)).toBe('yaczf')
      table.reset()
    }
  })

  it('looks words up without adding them', () => {
    const table = new WordTable([
      ['and', 1],
      ['école', 2],
    ])
    const g = guardText('AND sand ÉCOLE écoles')
    expect(table.lookupAt(g.text, g.codes, 0, 3)).toBe(0)
    expect(table.lookupAt(g.text, g.codes, 4, 8)).toBe(-1)
    expect(table.lookupAt(g.text, g.codes, 9, 14)).toBe(1)
    expect(table.lookupAt(g.text, g.codes, 15, 21)).toBe(-1)
    expect(table.count).toBe(2)
  })

  it('keeps ties between words until reset, also from a seeded word to a new one', () => {
    const table = new WordTable([['alice', 0]])
    const alice = table.idOf('alice')
    expect(table.tied(alice)).toBe(-1)
    const [possessive, bob] = idsIn(table, "Alice's bob")
    table.tie(possessive!, alice)
    table.tie(alice, bob!)
    expect([table.tied(possessive!), table.tied(alice), table.tied(bob!)]).toEqual([alice, bob, -1])
    table.reset()
    expect(table.tied(alice)).toBe(-1)
    const [carol] = idsIn(table, 'carol')
    expect(table.tied(carol!)).toBe(-1)
  })

  it('shrinks back after a huge text and still finds the seed', () => {
    const table = new WordTable([['never', 3]])
    const words = Array.from({ length: 70_000 }, (_, i) => `n${i}`)
    idsIn(table, words.join(' '))
    expect(table.count).toBe(70_001)
    table.reset()
    expect(table.count).toBe(1)
    expect(idsIn(table, 'NEVER n5 n5')).toEqual([0, 1, 1])
    expect(table.flags[0]).toBe(3)
  })
})
