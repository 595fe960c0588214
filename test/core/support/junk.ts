/** Named isjunk predicates shared with scripts/difflib-fixtures.py (keep the two in step). */
const JUNK = {
  space: (x: string) => x === ' ',
  spaceOrTab: (x: string) => x === ' ' || x === '\t',
  whitespaceToken: (x: string) => /^[ \t\n\r]+$/.test(x),
} as const

export type JunkName = keyof typeof JUNK

export function junkFor(name: JunkName | null): ((x: string) => boolean) | null {
  return name === null ? null : JUNK[name]
}
