/**
 * Repetitive inputs that drive difflib's recursion to its worst case (issue 12): every longest
 * match sits at the edge of its window, so the windows shrink by a few elements per call. Each
 * pair is `[reference, output]` of about `chars` UTF-16 code units on each side.
 */
export interface AdversarialPair {
  name: string
  a: string
  b: string
}

function repeatTo(unit: string, chars: number): string {
  return unit.repeat(Math.max(1, Math.round(chars / unit.length)))
}

function logLines(chars: number, inserted: string | null): string {
  const lines: string[] = []
  let length = 0
  for (let i = 0; length < chars; i++) {
    const line = `${String(i).padStart(5, '0')} INFO ok\n`
    lines.push(line)
    length += line.length
    if (inserted !== null) lines.push(inserted)
  }
  return lines.join('')
}

export function adversarialPairs(chars: number): AdversarialPair[] {
  return [
    { name: "'the '× vs 'the cat '×", a: repeatTo('the ', chars), b: repeatTo('the cat ', chars) },
    { name: "'ab'× vs 'abb'×", a: repeatTo('ab', chars), b: repeatTo('abb', chars) },
    {
      name: 'refusal loop vs variant',
      a: repeatTo('I am sorry, I cannot help with that. ', chars),
      b: repeatTo('I am sorry, but I cannot help with that! ', chars),
    },
    { name: 'log lines vs a line inserted after each', a: logLines(chars, null), b: logLines(chars, 'DEBUG tick\n') },
  ]
}
