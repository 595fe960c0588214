// A guard looks at every word of both texts, and most words are ones it has seen a moment ago
// ("the", "payment", "approved"). Slicing each word out, lower-casing it and looking the copy up in a
// Map or Set costs a few allocations per word, several times what a content-similarity score spends
// per character. A word table hashes the word's character codes where they lie in the text, finds
// the one entry per distinct word, and keeps there what the guard needs to know about it: the
// lower-cased string (made once), bits for the data lists it is on, its stem.

import { stem } from './text.js'

// Read once: a global read on a path a loop takes is slow inside Jest's vm context.
const { imul, max, min } = Math
const Int32 = Int32Array
const FIRST_SLOTS = 1 << 10
// A table grown past this by one long text goes back to its first size on the next reset.
const KEPT_SLOTS = 1 << 16

// FNV-1a over UTF-16 code units.
function hashString(word: string): number {
  let h = 0x811c9dc5
  for (let k = 0; k < word.length; k++) h = imul(h ^ word.charCodeAt(k), 0x01000193)
  return h
}

/**
 * Lower-cased words, one entry (an id from 0) per distinct word, found from their character codes
 * in a text without slicing them out. The entries made from the data lists (`seed`) stay with
 * their bits; the words of the texts checked since the last {@link WordTable.reset} are added after
 * them and dropped by it. Bits are the caller's: one per list a word is on, plus whatever it caches.
 *
 * @example
 * const table = new WordTable([['not', 1]])
 * const g = guardText('NOT now')
 * table.flags[table.idAt(g.text, g.codes, 0, 3)] // 1
 */
export class WordTable {
  /** Per id: the caller's bits; the list bits of a seeded word, 0 for a word of a text until set. */
  flags: Int32Array
  private words: string[] = []
  private links: Int32Array
  private hashes: Int32Array
  private stems: Int32Array
  /** Per slot: id + 1, or 0 for an empty slot. */
  private slots: Int32Array
  private mask: number
  private size = 0
  private seeded = 0
  private seedSlots = FIRST_SLOTS
  /** Seeded ids whose stem or link is a word added since the last reset. */
  private dirty: number[] = []

  constructor(seed: Iterable<readonly [string, number]>) {
    this.slots = new Int32(FIRST_SLOTS)
    this.mask = FIRST_SLOTS - 1
    this.flags = new Int32(FIRST_SLOTS >> 1)
    this.hashes = new Int32(FIRST_SLOTS >> 1)
    this.stems = new Int32(FIRST_SLOTS >> 1)
    this.links = new Int32(FIRST_SLOTS >> 1)
    for (const [word, bits] of seed) {
      const id = this.idOf(word)
      this.flags[id]! |= bits
    }
    this.seeded = this.size
    this.seedSlots = this.slots.length
  }

  /** The number of entries: ids run from 0 to this, exclusive. */
  get count(): number {
    return this.size
  }

  /** Whether `id` is a seeded entry, one that {@link WordTable.reset} keeps. */
  isSeeded(id: number): boolean {
    return id >= 0 && id < this.seeded
  }

  /** The lower-cased word of an id. */
  word(id: number): string {
    return this.words[id]!
  }

  /**
   * The id of `text.slice(start, end).toLowerCase()`, adding it if it is new. `codes` are the
   * text's UTF-16 codes (a {@link GuardText}'s): an ASCII word is hashed and compared where it
   * lies, and only sliced out the first time it is seen; a word with other characters is sliced and
   * lower-cased by `toLowerCase`, which may change its length (`İ` becomes two code units).
   */
  idAt(text: string, codes: Uint16Array, start: number, end: number): number {
    return this.find(text, codes, start, end, true)
  }

  /** The id of `text.slice(start, end).toLowerCase()` as {@link WordTable.idAt} finds it, or -1 if it has none. */
  lookupAt(text: string, codes: Uint16Array, start: number, end: number): number {
    return this.find(text, codes, start, end, false)
  }

  private find(text: string, codes: Uint16Array, start: number, end: number, add: boolean): number {
    // FNV-1a as hashString computes it on the lower-cased word.
    let h = 0x811c9dc5
    for (let k = start; k < end; k++) {
      let c = codes[k]!
      if (c >= 128) return this.findString(text.slice(start, end).toLowerCase(), add)
      if (c >= 0x41 && c <= 0x5a) c |= 0x20
      h = imul(h ^ c, 0x01000193)
    }
    return this.probe(text, codes, start, end, h, add)
  }

  /**
   * {@link WordTable.idAt} of an ASCII word whose hash its caller worked out while reading it (FNV-1a
   * over its codes, A-Z lower-cased, from 0x811c9dc5 with the prime 0x01000193), so the word is not
   * read twice.
   */
  idAtHashed(text: string, codes: Uint16Array, start: number, end: number, h: number): number {
    return this.probe(text, codes, start, end, h, true)
  }

  /** The id of the ASCII word `start`..`end` whose hash is `h`: found by probing, else added (with `add`) or -1. */
  private probe(text: string, codes: Uint16Array, start: number, end: number, h: number, add: boolean): number {
    const length = end - start
    const { slots, mask, words, hashes } = this
    let slot = h & mask
    for (;;) {
      const entry = slots[slot]!
      if (entry === 0) break
      const id = entry - 1
      if (hashes[id] === h) {
        const word = words[id]!
        if (word.length === length && sameLower(word, codes, start)) return id
      }
      slot = (slot + 1) & mask
    }
    return add ? this.add(text.slice(start, end).toLowerCase(), h) : -1
  }

  /** The id of `word` (already lower case, as `toLowerCase` leaves it), adding it if it is new. */
  idOf(word: string): number {
    return this.findString(word, true)
  }

  private findString(word: string, add: boolean): number {
    const h = hashString(word)
    const { slots, mask, words, hashes } = this
    let slot = h & mask
    for (;;) {
      const entry = slots[slot]!
      if (entry === 0) break
      if (hashes[entry - 1] === h && words[entry - 1] === word) return entry - 1
      slot = (slot + 1) & mask
    }
    return add ? this.add(word, h) : -1
  }

  /** The id of {@link stem} of the word `id`, worked out once per entry. */
  stemOf(id: number): number {
    let s = this.stems[id]!
    if (s === 0) {
      const word = this.words[id]!
      const stemmed = stem(word)
      s = (stemmed === word ? id : this.idOf(stemmed)) + 1
      this.stems[id] = s
      if (id < this.seeded && s > this.seeded) this.dirty.push(id)
    }
    return s - 1
  }

  /** The id the caller tied to `id` with {@link WordTable.tie}, or -1. */
  tied(id: number): number {
    return this.links[id]! - 1
  }

  /** Ties the word `to` to the word `id` (e.g. the word without its possessive), until reset. */
  tie(id: number, to: number): void {
    this.links[id] = to + 1
    if (id < this.seeded && to >= this.seeded) this.dirty.push(id)
  }

  /** Drops every entry added since the seed, with its bits. Call it before checking a new pair. */
  reset(): void {
    const { seeded } = this
    if (this.slots.length > max(KEPT_SLOTS, this.seedSlots)) {
      this.resize(this.seedSlots, seeded)
    } else {
      // Seeded entries were all placed before any other, so no probe for one passes a later slot:
      // emptying the later entries' slots leaves the table as the seed built it.
      for (let id = seeded; id < this.size; id++) {
        let slot = this.hashes[id]! & this.mask
        while (this.slots[slot] !== id + 1) slot = (slot + 1) & this.mask
        this.slots[slot] = 0
      }
    }
    this.words.length = seeded
    this.flags.fill(0, seeded, this.size)
    this.stems.fill(0, seeded, this.size)
    this.links.fill(0, seeded, this.size)
    // A seeded word's stem or link may be a word added since: forget it too.
    for (const id of this.dirty) {
      if (this.stems[id]! > seeded) this.stems[id] = 0
      if (this.links[id]! > seeded) this.links[id] = 0
    }
    this.dirty.length = 0
    this.size = seeded
  }

  private add(word: string, h: number): number {
    const id = this.size
    // Filled at most half, so a probe meets an empty slot soon.
    if ((id + 1) * 2 > this.slots.length) this.resize(this.slots.length * 2, id)
    this.size = id + 1
    this.words.push(word)
    this.hashes[id] = h
    let slot = h & this.mask
    while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask
    this.slots[slot] = id + 1
    return id
  }

  // New slot and entry arrays of `slotCount` slots, with the first `keep` entries placed again.
  private resize(slotCount: number, keep: number): void {
    const grow = (old: Int32Array): Int32Array => {
      const next = new Int32(slotCount >> 1)
      next.set(old.subarray(0, min(keep, next.length)))
      return next
    }
    this.flags = grow(this.flags)
    this.hashes = grow(this.hashes)
    this.stems = grow(this.stems)
    this.links = grow(this.links)
    this.slots = new Int32(slotCount)
    this.mask = slotCount - 1
    for (let id = 0; id < keep; id++) {
      let slot = this.hashes[id]! & this.mask
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask
      this.slots[slot] = id + 1
    }
  }
}

/** Whether the ASCII codes from `start`, A-Z lower-cased, spell `word`. */
export function sameLower(word: string, codes: Uint16Array, start: number): boolean {
  for (let k = 0; k < word.length; k++) {
    let c = codes[start + k]!
    if (c >= 0x41 && c <= 0x5a) c |= 0x20
    if (c !== word.charCodeAt(k)) return false
  }
  return true
}
