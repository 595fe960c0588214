/**
 * The blind sets (blind.json to blind43.json; no blind22, which was written but lost with a session's
 * scratch files before it was ever scored): long pairs written without reading the guard rules.
 * blind31 to blind43 are half sets of 50 pairs on five topics (blind32's writer stopped after 50 of
 * 100; the others were asked for 50).
 * blind.test.ts checks their shape and bench/guards.ts prints the guards' rates on them, so a new set
 * is listed here once.
 */
import blind from './blind.json' with { type: 'json' }
import blind2 from './blind2.json' with { type: 'json' }
import blind3 from './blind3.json' with { type: 'json' }
import blind4 from './blind4.json' with { type: 'json' }
import blind5 from './blind5.json' with { type: 'json' }
import blind6 from './blind6.json' with { type: 'json' }
import blind7 from './blind7.json' with { type: 'json' }
import blind8 from './blind8.json' with { type: 'json' }
import blind9 from './blind9.json' with { type: 'json' }
import blind10 from './blind10.json' with { type: 'json' }
import blind11 from './blind11.json' with { type: 'json' }
import blind12 from './blind12.json' with { type: 'json' }
import blind13 from './blind13.json' with { type: 'json' }
import blind14 from './blind14.json' with { type: 'json' }
import blind15 from './blind15.json' with { type: 'json' }
import blind16 from './blind16.json' with { type: 'json' }
import blind17 from './blind17.json' with { type: 'json' }
import blind18 from './blind18.json' with { type: 'json' }
import blind19 from './blind19.json' with { type: 'json' }
import blind20 from './blind20.json' with { type: 'json' }
import blind21 from './blind21.json' with { type: 'json' }
import blind23 from './blind23.json' with { type: 'json' }
import blind24 from './blind24.json' with { type: 'json' }
import blind25 from './blind25.json' with { type: 'json' }
import blind26 from './blind26.json' with { type: 'json' }
import blind27 from './blind27.json' with { type: 'json' }
import blind28 from './blind28.json' with { type: 'json' }
import blind29 from './blind29.json' with { type: 'json' }
import blind30 from './blind30.json' with { type: 'json' }
import blind31 from './blind31.json' with { type: 'json' }
import blind32 from './blind32.json' with { type: 'json' }
import blind33 from './blind33.json' with { type: 'json' }
import blind34 from './blind34.json' with { type: 'json' }
import blind35 from './blind35.json' with { type: 'json' }
import blind36 from './blind36.json' with { type: 'json' }
import blind37 from './blind37.json' with { type: 'json' }
import blind38 from './blind38.json' with { type: 'json' }
import blind39 from './blind39.json' with { type: 'json' }
import blind40 from './blind40.json' with { type: 'json' }
import blind41 from './blind41.json' with { type: 'json' }
import blind42 from './blind42.json' with { type: 'json' }
import blind43 from './blind43.json' with { type: 'json' }

export interface BlindPair {
  id: string
  kind: 'paraphrase' | 'numbers' | 'negation' | 'names'
  style: string
  change?: string
  expected: string
  received: string
}

export interface BlindSet {
  name: string
  /** What every id in the file starts with. */
  idPrefix: string
  pairs: BlindPair[]
}

const set = (name: string, idPrefix: string, file: unknown): BlindSet => ({
  name,
  idPrefix,
  pairs: (file as { pairs: BlindPair[] }).pairs,
})

/** Every blind set, in the order they were written. */
export const BLIND_SETS: readonly BlindSet[] = [
  set('blind.json', '', blind),
  set('blind2.json', 'b2-', blind2),
  set('blind3.json', 'b3-', blind3),
  set('blind4.json', 'b4-', blind4),
  set('blind5.json', 'b5-', blind5),
  set('blind6.json', 'b6-', blind6),
  set('blind7.json', 'b7-', blind7),
  set('blind8.json', 'b8-', blind8),
  set('blind9.json', 'b9-', blind9),
  set('blind10.json', 'b10-', blind10),
  set('blind11.json', 'b11-', blind11),
  set('blind12.json', 'b12-', blind12),
  set('blind13.json', 'b13-', blind13),
  set('blind14.json', 'b14-', blind14),
  set('blind15.json', 'b15-', blind15),
  set('blind16.json', 'b16-', blind16),
  set('blind17.json', 'b17-', blind17),
  set('blind18.json', 'b18-', blind18),
  set('blind19.json', 'b19-', blind19),
  set('blind20.json', 'b20-', blind20),
  set('blind21.json', 'b21-', blind21),
  set('blind23.json', 'b23-', blind23),
  set('blind24.json', 'b24-', blind24),
  set('blind25.json', 'b25-', blind25),
  set('blind26.json', 'b26-', blind26),
  set('blind27.json', 'b27-', blind27),
  set('blind28.json', 'b28-', blind28),
  set('blind29.json', 'b29-', blind29),
  set('blind30.json', 'b30-', blind30),
  set('blind31.json', 'b31-', blind31),
  set('blind32.json', 'b32-', blind32),
  set('blind33.json', 'b33-', blind33),
  set('blind34.json', 'b34-', blind34),
  set('blind35.json', 'b35-', blind35),
  set('blind36.json', 'b36-', blind36),
  set('blind37.json', 'b37-', blind37),
  set('blind38.json', 'b38-', blind38),
  set('blind39.json', 'b39-', blind39),
  set('blind40.json', 'b40-', blind40),
  set('blind41.json', 'b41-', blind41),
  set('blind42.json', 'b42-', blind42),
  set('blind43.json', 'b43-', blind43),
]
