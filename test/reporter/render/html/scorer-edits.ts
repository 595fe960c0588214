import { SequenceMatcher } from '../../../../src/core/sequence-matcher.js'
import { tokenize } from '../../../../src/core/tokenize.js'

/** A record's texts, uncut. */
export const texts = (expected: string, received: string) => ({
  expected,
  received,
  expectedLength: expected.length,
  receivedLength: received.length,
})

/**
 * The scorer's non-equal opcodes (autojunk off) as code-unit spans of the two texts, at char or
 * word level: what the page's diffs must mark, worked out apart from the page's own diff.
 */
export function scorerEdits(a: string, b: string, char: boolean): number[][] {
  const [ta, tb] = char ? [a, b] : [tokenize(a, 'word'), tokenize(b, 'word')]
  const at = (tokens: string | string[]): number[] => {
    if (typeof tokens === 'string') return Array.from({ length: tokens.length + 1 }, (_, i) => i)
    const out = [0]
    for (const t of tokens) out.push((out.at(-1) as number) + t.length)
    return out
  }
  const [x, y] = [at(ta), at(tb)]
  return new SequenceMatcher(null, ta, tb, false)
    .getOpcodes()
    .filter((op) => op[0] !== 'equal')
    .map(([, i1, i2, j1, j2]) => [x[i1], x[i2], y[j1], y[j2]] as number[])
}
