import { describe, expect, it, vi } from 'vitest'
import { guardText, stem, TextScratch } from '../../../src/core/guards/text.js'

type Read = { text: string; codes: Uint16Array; classes: Uint8Array }
const arrays = (g: Read) => ({ text: g.text, codes: [...g.codes], classes: [...g.classes] })
const plain = (text: string) => arrays(guardText(text))

/** The text module as a platform without `TextEncoder` loads it. */
async function withoutEncoder(use: (bare: typeof import('../../../src/core/guards/text.js')) => void): Promise<void> {
  vi.stubGlobal('TextEncoder', undefined)
  vi.resetModules()
  try {
    use(await import('../../../src/core/guards/text.js'))
  } finally {
    vi.unstubAllGlobals()
    vi.resetModules()
  }
}

describe('guardText with a scratch', () => {
  it('reads each text as a fresh guardText does, whatever the scratch held before', () => {
    const scratch = new TextScratch()
    const texts = [
      'Alice PAID 40%',
      '\ud83d\ude00x\ud835\udc00',
      'ab',
      '４０％ didn’t',
      '\ud800 lone',
      '',
      'A'.repeat(300),
    ]
    for (const text of [...texts, ...texts.reverse()]) {
      const g = guardText(text, scratch)
      expect({ text: g.text, codes: [...g.codes], classes: [...g.classes] }).toEqual(plain(text))
    }
  })

  it('gives the second half of a surrogate pair no classes where the scratch had a letter', () => {
    const scratch = new TextScratch()
    guardText('AB', scratch)
    expect([...guardText('\ud801\udc00', scratch).classes.subarray(1)]).toEqual([0])
  })

  it('gives a text longer than the scratch keeps arrays of its own', () => {
    const scratch = new TextScratch()
    const long = guardText('x'.repeat(300_000), scratch)
    const next = guardText('yy', scratch)
    expect(long.codes.length).toBe(300_000)
    expect(long.codes[0]).toBe(0x78)
    expect([...next.codes]).toEqual([0x79, 0x79])
  })
})

describe('guardText of ASCII text', () => {
  it('reads every ASCII character as the general path does', () => {
    const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).join('')
    // A character past ASCII sends the text down the general path; its first 128 units must agree.
    const general = guardText(`${ascii}\u00e9`)
    for (const g of [guardText(ascii), guardText(ascii, new TextScratch())]) {
      expect(g.text).toBe(ascii)
      expect([...g.codes]).toEqual([...general.codes.subarray(0, 128)])
      expect([...g.classes]).toEqual([...general.classes.subarray(0, 128)])
    }
  })
})

describe('guardText on ASCII text', () => {
  const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).join('')
  const texts = [ascii, 'Dr. Smith paid $40.50 (40%) on 2026-03-04.\nOK?', 'a', ' ', `${ascii}${ascii}`]

  // A non-ASCII character sends a text through the per-character loop; its ASCII part must read the same.
  it('reads codes and classes as the per-character loop does', () => {
    for (const text of texts) {
      const loop = guardText(`${text}é`)
      expect(plain(text)).toEqual({
        text,
        codes: [...loop.codes.subarray(0, text.length)],
        classes: [...loop.classes.subarray(0, text.length)],
      })
    }
  })

  it('reads the same where the platform has no TextEncoder', async () => {
    await withoutEncoder((bare) => {
      for (const text of texts) expect(arrays(bare.guardText(text))).toEqual(plain(text))
    })
  })
})

describe('guardText on text past ASCII', () => {
  // Characters that fold to themselves (£, €, é, dashes, double quotes) are read from the encoder's
  // bytes; the rest (curly apostrophes, marks, compatibility forms, invisibles, surrogates) are folded.
  const texts = [
    'Rent is £1,150 – or €1,340 – for “Café Zoë”.',
    'naïve façade, Ωmega, Жук, שלום, سلام',
    'didn’t ‘quote’',
    'e\u0301 and ﬁ and ½ and ４０％ and x\u00a0y',
    'soft\u00adhyphen zero\u200bwidth',
    '\ud83d\ude00 and \ud800 lone',
    '가\u1100\u1161 \u0915\u093e',
    'ends with …',
  ]

  it('reads codes and classes as the general path does where the platform has no TextEncoder', async () => {
    await withoutEncoder((bare) => {
      for (const text of texts) {
        const general = arrays(bare.guardText(text))
        expect(plain(text), text).toEqual(general)
        expect(arrays(guardText(text, new TextScratch())), text).toEqual(general)
      }
    })
  })

  it('keeps a text whose characters fold to themselves as it is, and folds the others', () => {
    expect(guardText(texts[0]!).text).toBe(texts[0])
    expect(guardText('didn’t').text).toBe("didn't")
    expect(guardText('ﬁ ４０％').text).toBe('fi 40%')
  })
})

describe('stem', () => {
  it('meets the -ed and -ing forms of a short vowel-initial verb in a silent e with the verb', () => {
    expect(['use', 'uses', 'used', 'using'].map(stem)).toEqual(['use', 'use', 'use', 'use'])
    expect(['owe', 'owed', 'owing', 'age', 'aged', 'aging'].map(stem)).toEqual([
      'owe',
      'owe',
      'owe',
      'age',
      'age',
      'age',
    ])
  })

  it('leaves other short -ed and -ing words as they were', () => {
    expect(['need', 'feed', 'shed', 'thing', 'bring', 'acted'].map(stem)).toEqual([
      'need',
      'feed',
      'shed',
      'thing',
      'bring',
      'act',
    ])
  })
})
