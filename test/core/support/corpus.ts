/**
 * A seeded corpus of sequence pairs for the differential tests. Deterministic: the same seed
 * always gives the same pairs, so a failure names a reproducible case.
 */
import type { JunkName } from './junk.js'

// One seeded generator for tests and benchmarks, so a corpus can be reproduced in either.
import { prng } from '../../../bench/english.js'
export { prng }

export interface Pair {
  label: string
  a: string | string[]
  b: string | string[]
  isjunk: JunkName | null
  autojunk: boolean
}

const WORDS =
  'the of and to in a is that for it as was with be by on not this are or from at which but have an they you were one all we can has there been if more when will would who so no model output answer test score prompt token reply user system cache retry stream value error quick brown fox jumps over lazy dog'.split(
    ' ',
  )

export class Gen {
  constructor(readonly random: () => number) {}
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.random() * (hi - lo + 1))
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!
  }
  chars(alphabet: readonly string[] | string, length: number): string {
    let out = ''
    for (let i = 0; i < length; i++) out += this.pick(alphabet as readonly string[])
    return out
  }
  word(): string {
    return this.random() < 0.8 ? this.pick(WORDS) : this.chars('xyzqkjvw', this.int(2, 8))
  }
  words(count: number): string[] {
    return Array.from({ length: count }, () => this.word())
  }
  /** Replaces, deletes or inserts about `rate` of the words. */
  editWords(words: readonly string[], rate: number): string[] {
    const out: string[] = []
    for (const w of words) {
      const r = this.random()
      if (r < rate / 3) continue
      if (r < (2 * rate) / 3) out.push(this.word())
      else if (r < rate) out.push(w, this.word())
      else out.push(w)
    }
    return out
  }
  /** Keeps each element with probability `keep`, else swaps in one from `pool`; may append a few. */
  mutate(text: string, pool: readonly string[], keep: number): string {
    let out = ''
    for (const ch of text) out += this.random() < keep ? ch : this.pick(pool)
    return out + this.chars(pool, this.int(0, 4))
  }
}

const UNICODE_POOL = [
  '\t',
  '\u00a0',
  '\r\n',
  '\n',
  '漢',
  '字',
  '文',
  '本',
  '😀',
  '🎉',
  '👍🏽',
  'é',
  'e\u0301',
  'ß',
  'a',
  'b',
  ' ',
  'x',
]
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff']

/** `count` pairs per family, each family stressing a different part of the matcher. */
export function corpus(seed: number, count: number): Pair[] {
  const g = new Gen(prng(seed))
  const pairs: Pair[] = []
  const flags = (label: string, a: string | string[], b: string | string[], junk: JunkName[] = ['space']) => {
    pairs.push({ label, a, b, isjunk: g.random() < 0.3 ? g.pick(junk) : null, autojunk: g.random() < 0.5 })
  }
  for (let k = 0; k < count; k++) {
    const alphabet = g.pick(['ab', 'abc', 'aab', 'ab ', 'abcd  '])
    flags(`small alphabet #${k}`, g.chars(alphabet, g.int(0, 40)), g.chars(alphabet, g.int(0, 40)))
  }
  for (let k = 0; k < count; k++) {
    const alphabet = g.pick(['abcdefgh ', 'ab', 'abcdefghijklmnopqrstuvwxyz   .,'])
    const b = g.chars(alphabet, g.int(190, 215))
    const a = g.mutate(b.slice(0, g.int(120, b.length)), alphabet.split(''), 0.85)
    flags(`autojunk threshold #${k}`, a, b)
  }
  for (let k = 0; k < count; k++) {
    const words = g.words(g.int(3, 90))
    const edited = g.editWords(words, g.pick([0.01, 0.1, 0.3, 0.5]))
    const sep = g.pick([' ', ' ', '\t', '\u00a0', '\r\n', '  '])
    flags(`prose #${k}`, words.join(' '), edited.join(sep))
  }
  for (let k = 0; k < count; k++) {
    const a = g.chars(UNICODE_POOL, g.int(0, 40))
    flags(`unicode #${k}`, a, g.mutate(a, UNICODE_POOL, 0.7), ['space', 'spaceOrTab'])
  }
  for (let k = 0; k < count; k++) {
    const pool = [...UNICODE_POOL, ...LONE_SURROGATES]
    // Slicing through surrogate pairs leaves lone halves too.
    const a = g.chars(pool, g.int(0, 30)).slice(g.int(0, 1))
    flags(`lone surrogates #${k}`, a, g.mutate(a, pool, 0.6).slice(0, -1))
  }
  for (let k = 0; k < count; k++) {
    const words = g.words(g.int(0, 60))
    const a = words.flatMap((w, i) => (i ? [' ', w] : [w]))
    const edited = g.editWords(words, g.pick([0.05, 0.2, 0.5]))
    const b = edited.flatMap((w, i) => (i ? [g.pick([' ', ' ', ', ', '\n']), w] : [w]))
    flags(`word tokens #${k}`, a, b, ['whitespaceToken'])
  }
  for (let k = 0; k < count; k++) {
    const pool = ['alpha\n', 'beta\n', '\n', '\r\n', 'gamma delta\r\n', '  indented\n', 'x', 'y']
    const a = Array.from({ length: g.int(0, 30) }, () => g.pick(pool))
    const b = a.filter(() => g.random() < 0.8).map((line) => (g.random() < 0.8 ? line : g.pick(pool)))
    flags(`line tokens #${k}`, a, b, ['whitespaceToken'])
  }
  for (let k = 0; k < Math.ceil(count / 10); k++) {
    const b = g.random() < 0.5 ? '' : g.chars('abc ', g.int(0, 5))
    flags(`empty #${k}`, g.random() < 0.5 ? '' : b, g.random() < 0.5 ? '' : b)
    flags(`empty tokens #${k}`, [], g.random() < 0.5 ? [] : ['a', ' '])
  }
  return pairs
}

/** English-like text of about `chars` UTF-16 code units, as words. */
export function englishWords(g: Gen, chars: number): string[] {
  const words: string[] = []
  let length = 0
  while (length < chars) {
    const w = g.word()
    words.push(w)
    length += w.length + 1
  }
  return words
}
