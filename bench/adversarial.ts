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

/** Runs `unit × k` for k = K..1 joined by `sepA` (in `a`), and by `sepB` in `b`, `b` in `order`. */
function shorteningRuns(chars: number, unit: string, order: 'same' | 'reverse', sepA: string, sepB: string): string[] {
  let runs = 1
  while (((runs * (runs + 1)) / 2) * unit.length + runs * sepA.length < chars) runs++
  const lengths = Array.from({ length: runs }, (_, i) => runs - i)
  const a = lengths.map((k) => unit.repeat(k)).join(sepA)
  const b = (order === 'same' ? lengths : [...lengths].reverse()).map((k) => unit.repeat(k)).join(sepB)
  return [a, b]
}

/**
 * Inputs that stay quadratic for difflib's recursion whatever the search: runs that shorten by
 * one element, so each longest match sits at its window's edge and the next window is one run
 * shorter. They need about `0.5 * sqrt(len(a) + len(b))` search steps per element (about 150 at
 * 100 KB), and reach the work budget as they grow. The reversed one is the cheap control.
 */
export function quadraticPairs(chars: number): AdversarialPair[] {
  const pair = (name: string, [a, b]: string[]): AdversarialPair => ({ name, a: a!, b: b! })
  return [
    pair("runs of 'x' shortening by one", shorteningRuns(chars, 'x', 'same', 'y', 'z')),
    pair("lines of 'the '× shortening by one", shorteningRuns(chars, 'the ', 'same', '\n', '.\n')),
    pair("runs of 'ab' shortening by one", shorteningRuns(chars, 'ab', 'same', 'c', 'd')),
    pair("runs of 'x' shortening vs growing", shorteningRuns(chars, 'x', 'reverse', 'y', 'z')),
  ]
}
