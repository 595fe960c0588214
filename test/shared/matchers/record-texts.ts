import { setTextsSetting } from '../../../src/channel/sink.js'
import type { ScoreRecord } from '../../../src/records/types.js'
import type { RunnerGlobals } from '../runner.js'

/** A runner suite that can read back the records the running test left. */
export interface RecordingGlobals extends RunnerGlobals {
  /** The score records of the running test so far, in order (after its buffered records were written). */
  recorded: () => Promise<ScoreRecord[]>
}

const PARIS = 'Paris is the capital of France.'
const REPLY = 'The capital of France is Paris.'
const FACE = '\u{1F600}' // two UTF-16 code units

/** The texts of the running test's records, in order. */
async function textsOf(recorded: () => Promise<ScoreRecord[]>) {
  return (await recorded()).map((record) => record.texts)
}

/**
 * The texts every kind of record carries, the same in every runner. The setting lives on
 * `globalThis` (shared by every entry bundle), so a case can change it as a runner entry would.
 */
export function recordTextsCases({ describe, it, expect, fn, recorded }: RecordingGlobals): void {
  // Every case leaves the setting as the entry made it: on, cut at the default length.
  const withSetting = (setting: false | number, body: () => void) => {
    setTextsSetting(setting)
    try {
      body()
    } finally {
      setTextsSetting(20_000)
    }
  }

  describe('record texts', () => {
    it('toBeSimilarTo and toDifferByAtMost record the expected and received texts, whole', async () => {
      expect(REPLY).toBeSimilarTo(PARIS)
      expect({ text: 'kitten' }).toDifferByAtMost('sitting', 3)
      expect(await textsOf(recorded)).toEqual([
        { expected: PARIS, received: REPLY, expectedLength: 31, receivedLength: 31 },
        { expected: 'sitting', received: 'kitten', expectedLength: 7, receivedLength: 6 },
      ])
    })

    it('a failing and a negated assertion record their texts too', async () => {
      expect(() => expect('Berlin').toBeSimilarTo(PARIS, { min: 0.9 })).toThrow()
      expect('Berlin').not.toBeSimilarTo(PARIS)
      expect(await textsOf(recorded)).toEqual([
        { expected: PARIS, received: 'Berlin', expectedLength: 31, receivedLength: 6 },
        { expected: PARIS, received: 'Berlin', expectedLength: 31, receivedLength: 6 },
      ])
    })

    it('toBeSimilarToAny records the best candidate, the one the score was measured against', async () => {
      expect(REPLY).toBeSimilarToAny(['The weather is sunny today.', PARIS, 'France has many cities.'])
      expect(await textsOf(recorded)).toEqual([
        { expected: PARIS, received: REPLY, expectedLength: 31, receivedLength: 31 },
      ])
    })

    it('an asymmetric form records the text of the comparison that decided', async () => {
      const log = fn()
      log('unrelated words')
      log(REPLY)
      expect(log).toHaveBeenCalledWith(expect.similarTo(PARIS))
      expect({ title: 'kitten' }).toEqual({ title: expect.not.differingByAtMost('sitting', 2) })
      expect(await textsOf(recorded)).toEqual([
        { expected: PARIS, received: REPLY, expectedLength: 31, receivedLength: 31 },
        { expected: 'sitting', received: 'kitten', expectedLength: 7, receivedLength: 6 },
      ])
    })

    it('cuts each text at the cap, never inside a surrogate pair, keeping the whole lengths', async () => {
      withSetting(3, () => {
        expect(`ab${FACE}cd`).toBeSimilarTo(`ab${FACE}cd`)
        expect('').toDifferByAtMost('abc', 3)
        // Last: Jest writes an asymmetric record once its assertion is over, after any symmetric one.
        expect({ answer: 'abc' }).toEqual({ answer: expect.similarTo('abcdef', { min: 0 }) })
      })
      expect(await textsOf(recorded)).toEqual([
        { expected: 'ab', received: 'ab', expectedLength: 6, receivedLength: 6 },
        { expected: 'abc', received: '', expectedLength: 3, receivedLength: 0 },
        { expected: 'abc', received: 'abc', expectedLength: 6, receivedLength: 3 },
      ])
    })

    it('keeps texts up to 20000 code units by default and cuts longer ones there', async () => {
      const atCap = 'a'.repeat(20_000)
      expect(atCap).toDifferByAtMost(`${atCap}b`, 1)
      const texts = (await textsOf(recorded))[0]
      expect(texts?.received).toBe(atCap)
      expect(texts?.expected).toBe(atCap)
      expect([texts?.expectedLength, texts?.receivedLength]).toEqual([20_001, 20_000])
    })

    it('records no text at all when texts are off', async () => {
      withSetting(false, () => {
        expect(REPLY).toBeSimilarTo(PARIS)
        expect({ answer: REPLY }).toEqual({ answer: expect.similarTo(PARIS) })
      })
      const records = await recorded()
      expect(records.map((record) => record.matcher)).toEqual(['toBeSimilarTo', 'similarTo'])
      expect(JSON.stringify(records)).not.toContain('capital')
    })
  })
}
