/** Seeded English-like text for the benchmarks: Zipf-weighted common words in sentences. */

// Roughly ordered by frequency, so a Zipf weight by rank gives a plausible letter distribution.
const VOCABULARY = `the of and to a in is that it for was on are as with be at by this have from or
one had not but what all were when we there can an your which their said if do will each about how
up out them then she many some so these would other into has more her two like him see time could no
make than first been its who now people my made over did down only way find use may water long little
very after words called just where most know get through back much before go good new write our used me
man too any day same right look think also around another came come work three word must because does
part even place well such here take why things help put years different away again off went old number
great tell men say small every found still between name should home big give air line set own under read
last never us left end along while might next sound below saw something thought both few those always
looked show large often together asked house world going want school important until form food keep
children feet land side without boy once animals life enough took sometimes four head above kind began
almost live page got earth need far hand high year mother light parts country father let night following
picture being study second eyes soon times story boys since white days ever paper hard near sentence
better best across during today others however sure means knew try told young miles sun ways thing whole
hear example heard several change answer room sea against top turned learn point city play toward five
using himself usually model output prompt reply token cache latency request server client release
version feature review design budget deadline`.split(/\s+/)

const WEIGHTS = VOCABULARY.map((_, rank) => 1 / (rank + 2))
const TOTAL = WEIGHTS.reduce((sum, w) => sum + w, 0)

/** mulberry32. */
export function prng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pickWord(random: () => number): string {
  let r = random() * TOTAL
  for (let k = 0; k < VOCABULARY.length; k++) {
    r -= WEIGHTS[k]!
    if (r <= 0) return VOCABULARY[k]!
  }
  return VOCABULARY[VOCABULARY.length - 1]!
}

/**
 * Words of an English-like text of about `chars` UTF-16 code units. Punctuation is attached to
 * the words, so `words.join(' ')` is the text and replacing a word never touches the spacing.
 */
export function englishWords(random: () => number, chars: number): string[] {
  const words: string[] = []
  let length = 0
  while (length < chars) {
    const sentence = 6 + Math.floor(random() * 16)
    for (let k = 0; k < sentence && length < chars; k++) {
      let word = pickWord(random)
      if (k === 0) word = word[0]!.toUpperCase() + word.slice(1)
      if (k === sentence - 1) word += random() < 0.1 ? '?' : '.'
      else if (random() < 0.08) word += ','
      if (k === sentence - 1 && random() < 0.15) word += '\n'
      words.push(word)
      length += word.length + 1
    }
  }
  return words
}

/** Replaces `rate` of the words (chosen at random) with a different vocabulary word. */
export function replaceWords(random: () => number, words: readonly string[], rate: number): string[] {
  return words.map((word) => {
    if (random() >= rate) return word
    let next = pickWord(random)
    while (next === word) next = pickWord(random)
    return next
  })
}
