import { DIFF_SCRIPT } from '../../../../src/reporter/render/html/script.js'
import type { Opcode } from '../../../../src/core/sequence-matcher.js'
import type { TextsData } from '../../../../src/reporter/render/html/diff.js'

/** The pure part of the page's script, run in Node: what the browser runs, not a copy of it. */
export interface PageDiff {
  tokens: (text: string) => string[]
  opcodes: (a: string | string[], b: string | string[], budget: number) => Opcode[]
  received: (d: TextsData) => string | undefined
  wordEdits: (d: TextsData) => [number, number, number, number][]
}

export function loadPageDiff(): PageDiff {
  return new Function(`${DIFF_SCRIPT}\nreturn { tokens, opcodes, received, wordEdits }`)() as PageDiff
}
