import COMMON_WORDS from './data/common-words.json' with { type: 'json' }
import NEGATION_WORDS from './data/negation-words.json' with { type: 'json' }
import NUMBER_WORDS from './data/number-words.json' with { type: 'json' }
import * as chars from './text.js'
import { clip, type GuardText, guardText, stem } from './text.js'
import { WordTable } from './words.js'
import type { GuardVerdict } from './verdict.js'

/** One clause of a text with its polarity: `negative` when it holds an odd number of negators. */
export interface Statement {
  /** The clause as written (folded), for messages. */
  text: string
  negative: boolean
  /** Stems of its content words: what aligns it with a clause of the other text. */
  words: string[]
}

const NEGATORS = new Set(NEGATION_WORDS.negators)
const NEGATIVE_VERBS = new Map<string, readonly string[]>(
  Object.entries({ ...NEGATION_WORDS.negativeVerbs, ...NEGATION_WORDS.contrasts }),
)
const NEGATIVE_AFTER = new Map<string, readonly string[]>(
  Object.entries(NEGATION_WORDS.negativeAfter).map(([verb, named]) => [verb, named.map(stem)]),
)
const CONTRACTIONS = new Set(Object.keys(NEGATION_WORDS.contractions))
const NEGATIVE_FORMS = new Map<string, string>(Object.entries(NEGATION_WORDS.negativeForms))
const NEUTRAL = new Set([...NEGATION_WORDS.neutral, ...COMMON_WORDS.function])
// Words that open a new clause: a flipped subordinate clause ("because the order had not
// shipped") is then a statement of its own instead of hiding inside the main one.
// "whose" too: "Never accept cash from a customer whose account is marked prepaid" denies the
// acceptance, not the marking ("if their account shows as prepaid").
const CLAUSE_OPENERS = new Set([
  'and',
  'but',
  'because',
  'although',
  'though',
  'while',
  'whereas',
  'unless',
  'if',
  'when',
  'whenever',
  'since',
  'so',
  'once',
  'after',
  'before',
  'until',
  'however',
  'whether',
  'as',
  'whose',
])

// Openers of a subordinate clause: the fragment after its comma is the main clause ("If you have a
// fever, do not get vaccinated"), so a short negative one does not join it.
const SUBORDINATORS = new Set(['if', 'when', 'whenever', 'while', 'unless', 'although', 'though', 'because', 'once'])

// Openers that are prepositions before a number ("keys created before 2021", "after 5 pm"): a time,
// not a new clause.
const TIME_PREPOSITIONS = new Set(['before', 'after', 'until', 'since'])

// What each listed word does, as bits of its entry in the word table, so a word costs one lookup
// whatever it is. The bits from READ on are worked out the first time a text has the word.
const OPENER = 1
const NEGATING = 2
const NEUTRAL_WORD = 4
const CONTRACTION = 8
const NEGATIVE_VERB = 16
const TIME_PREPOSITION = 32
const NEGATIVE_FORM = 64
const NEGATIVE_AFTER_WORD = 128
const READ = 256
/** Ends in n't. */
const ENDS_NT = 512
/** Ends in 's. */
const POSSESSIVE = 1024
/** A negator that is also an adjective ("failed"): see {@link describesNoun}. */
const ATTRIBUTIVE = 2048
/** A word after which an attributive negator still negates (data: attributive.notBefore). */
const NOT_DESCRIBED = 4096
/** A word of data contrasts ("instead" of, "rather" than): see {@link Fragment.contrast}. */
const CONTRAST = 16384
/** A determiner that may start the second noun of a subject ("and your files"): data subjectDeterminers. */
const SUBJECT_DETERMINER = 8192
/** A word of data alternatives ("otherwise"): opening a fragment, it makes it a contrast. */
const ALTERNATIVE = 65536
/** A comparative of data bounds: before "than" a content word, and "no later than" negates it alone. */
const BOUND = 32768
/** A negator that is a noun before "of" ("a lack of"): data nounsBeforeOf. */
const NOUN_BEFORE_OF = 131072
/** A pronoun of data pronouns ("it", "them"): see {@link holdsPronoun}. */
const PRONOUN = 262144
/** A word of data exceptions ("except"): before a condition's opener it opens a clause as "unless" does. */
const EXCEPTION = 524288
/** A verb of data preventions ("prevent", "stop"): see {@link preventsFrom}. */
const PREVENTION = 1048576
/** A word of data noneAfterWith ("zero"): after "with" or "at" it negates its phrase as "no" does. */
const NONE_WORD = 2097152
/** A word of data offStates.words ("off"): after a word of offStates.after it negates, see fragmentsOf. */
const OFF_STATE = 4194304
/** A word of data absences ("out", "free"): where its entry says so it negates its phrase. */
const ABSENCE = 8388608
const seed: [string, number][] = []
for (const word of CLAUSE_OPENERS) seed.push([word, OPENER])
for (const word of NEGATION_WORDS.reportingVerbs) seed.push([word, OPENER | NEUTRAL_WORD])
for (const word of TIME_PREPOSITIONS) seed.push([word, TIME_PREPOSITION])
for (const word of NEGATORS) seed.push([word, NEGATING])
for (const word of NEUTRAL) seed.push([word, NEUTRAL_WORD])
for (const word of CONTRACTIONS) seed.push([word, CONTRACTION])
for (const word of NEGATIVE_VERBS.keys()) seed.push([word, NEGATIVE_VERB])
for (const [word, positive] of NEGATIVE_FORMS) seed.push([word, NEGATIVE_FORM], [positive, 0])
// The stems a clause must already hold for the verb to negate it are seeded too, so their ids last.
for (const [verb, named] of NEGATIVE_AFTER)
  seed.push([verb, NEGATIVE_AFTER_WORD], ...named.map((s): [string, number] => [s, 0]))
for (const word of NEGATION_WORDS.attributive.words) seed.push([word, ATTRIBUTIVE])
for (const word of NEGATION_WORDS.attributive.notBefore) seed.push([word, NOT_DESCRIBED])
for (const word of Object.keys(NEGATION_WORDS.contrasts)) seed.push([word, NEGATIVE_VERB | CONTRAST])
for (const word of NEGATION_WORDS.subjectDeterminers) seed.push([word, SUBJECT_DETERMINER])
for (const word of NEGATION_WORDS.bounds) seed.push([word, BOUND])
for (const word of NEGATION_WORDS.alternatives) seed.push([word, ALTERNATIVE])
for (const word of NEGATION_WORDS.nounsBeforeOf) seed.push([word, NOUN_BEFORE_OF])
for (const word of NEGATION_WORDS.pronouns) seed.push([word, PRONOUN])
for (const word of [...NEGATION_WORDS.exceptions, ...Object.keys(NEGATION_WORDS.exceptionsBefore)]) {
  seed.push([word, EXCEPTION])
}
for (const word of Object.values(NEGATION_WORDS.exceptionsBefore)) seed.push([word, 0])
for (const word of NEGATION_WORDS.preventions) seed.push([word, PREVENTION])
for (const word of NEGATION_WORDS.noneAfterWith) seed.push([word, NONE_WORD])
for (const word of NEGATION_WORDS.offStates.words) seed.push([word, OFF_STATE])
for (const [word, entry] of Object.entries(NEGATION_WORDS.absences as Record<string, AbsenceEntry>)) {
  seed.push([word, ABSENCE])
  for (const other of [...(entry.before ?? []), ...(entry.after ?? []), ...(entry.notThen ?? [])]) seed.push([other, 0])
}
for (const word of NEGATION_WORDS.offStates.after) seed.push([word, 0])
for (const word of NEGATION_WORDS.relativePronouns) seed.push([word, 0])
for (const word of NEGATION_WORDS.objectPronouns) seed.push([word, 0])
for (const word of NEGATION_WORDS.doForms) seed.push([word, 0])
for (const word of NEGATION_WORDS.additives) seed.push([word, 0])
// The stems of data reductions, so their ids last too: see avoidedAsReduced.
for (const word of NEGATION_WORDS.reductions) seed.push([stem(word), 0])
// The stems of data changes, for the same reason: see unchangedAsStaying.
for (const word of NEGATION_WORDS.changes) seed.push([stem(word), 0])
// And of data prices: see pricedOtherwise.
for (const word of [...NEGATION_WORDS.prices.free, ...NEGATION_WORDS.prices.charged]) seed.push([stem(word), 0])
// Month and weekday names and named times: after "before" or "until" they make a time, not a step.
const DATE_WORDS = [
  ...Object.keys(NUMBER_WORDS.months),
  ...Object.keys(NUMBER_WORDS.weekdays),
  ...Object.keys(NUMBER_WORDS.namedTimes),
]
for (const word of DATE_WORDS) seed.push([word, 0])
for (const word of NEGATION_WORDS.concessives) seed.push([word, 0])
// Looked up by id after "except" (EXCEPTED_IDS, EXCEPTED_OPENER_IDS): a word the table forgets would
// leave a stale id there.
for (const word of [...NEGATION_WORDS.exceptedPeople, ...NEGATION_WORDS.exceptedOpeners]) seed.push([word, 0])
const DESCRIBED_AFTER_WORDS = [
  ...NEGATION_WORDS.describedAfter,
  ...Object.keys(NUMBER_WORDS.units),
  ...Object.keys(NUMBER_WORDS.tens),
]
for (const word of DESCRIBED_AFTER_WORDS) seed.push([word, 0])
for (const word of NEGATION_WORDS.noneAfterTime) seed.push([word, 0])
seed.push(['with', 0], ['at', 0], ['and', 0], ['than', 0], ['such', 0], ['well', 0], ['of', 0], [stem('fixed'), 0])
const OPPOSITE_STEMS = NEGATION_WORDS.opposites.map((groups) =>
  groups.map((words) => [...new Set(words.flatMap(inflected))]),
)
for (const groups of OPPOSITE_STEMS) for (const stems of groups) for (const word of stems) seed.push([word, 0])
const SYNONYM_STEMS = NEGATION_WORDS.synonyms.map((words) => [...new Set(words.flatMap(inflected))])
for (const stems of SYNONYM_STEMS) for (const word of stems) seed.push([word, 0])
const WORDS = new WordTable(seed)

/**
 * A set of word-table ids read with one load and a compare: `Set.has`, a builtin call, was a hot part
 * of fragmentsOf, which asks about nearly every word ("avoid" after "to", a relative pronoun, an opener).
 */
class IdSet {
  private readonly members: Uint8Array

  constructor(ids: Iterable<number>) {
    const list = [...ids]
    this.members = new Uint8Array(list.reduce((most, id) => Math.max(most, id + 1), 0))
    for (const id of list) this.members[id] = 1
  }

  has(id: number): boolean {
    return id >= 0 && id < this.members.length && this.members[id] === 1
  }
}

/**
 * The id of a word of the data, which must be seeded: an id kept in a set below outlives the table's
 * resets only if the seed holds its word, else the next word added takes its slot.
 */
function seededId(word: string): number {
  const id = WORDS.idOf(word)
  if (!WORDS.isSeeded(id)) throw new Error(`negation guard: the data word "${word}" is looked up by id but not seeded`)
  return id
}
// A seeded stem's id -> 1 + the id of the first stem of its data synonyms group (0: none), which a
// clause holds instead of it.
const SYNONYM = new Int32Array(Math.max(...SYNONYM_STEMS.flat().map((word) => seededId(word))) + 1)
for (const stems of SYNONYM_STEMS) for (const word of stems) SYNONYM[seededId(word)] = seededId(stems[0]!) + 1
/** The stem a clause holds for the stem `id`: the first of its synonyms group, else itself. */
const canonical = (id: number): number => (id < SYNONYM.length && SYNONYM[id] !== 0 ? SYNONYM[id]! - 1 : id)
// A stem's id -> the ids of the stems data opposites says against it ("hidden" against "show").
const OPPOSITES = new Map<number, Set<number>>()
for (const groups of OPPOSITE_STEMS) {
  const ids = groups.map((stems) => stems.map((word) => canonical(seededId(word))))
  ids.forEach((group, g) => {
    const against = ids.filter((_, h) => h !== g).flat()
    for (const id of group) OPPOSITES.set(id, new Set([...(OPPOSITES.get(id) ?? []), ...against]))
  })
}
// Relative pronouns: after one, a verb of data preventions opens a clause (see fragmentsOf).
const RELATIVES = new IdSet(NEGATION_WORDS.relativePronouns.map((word) => seededId(word)))
// A verb form that ends a "without" phrase: see data finiteAuxiliaries.
const FINITE_AUXILIARIES = new Set(NEGATION_WORDS.finiteAuxiliaries.map((word) => seededId(word)))
// Particles that may follow a short object ("turn the engine off"), and what may open that object.
const SEPARABLE = new Set(NEGATION_WORDS.separableParticles)
const OBJECT_OPENERS = new Set([...NEGATION_WORDS.subjectDeterminers, ...NEGATION_WORDS.pronouns])
// Words after which "not" adds a case instead of denying one ("not just by phone").
const ADDITIVES = new IdSet(NEGATION_WORDS.additives.map((word) => seededId(word)))
// Forms of "do" before which "so" opens no clause ("unable to do so again").
const DO_FORMS = new IdSet(NEGATION_WORDS.doForms.map((word) => seededId(word)))
const SO = seededId('so')
// Pronouns that end a "without" phrase on their own: see fragmentsOf.
const OBJECT_PRONOUNS = new Set(NEGATION_WORDS.objectPronouns.map((word) => seededId(word)))
const WITH = seededId('with')
const TO = seededId('to')
// Words of data avoidance: after "to" they open a purpose clause (see fragmentsOf).
const AVOID_IDS = new IdSet(NEGATION_WORDS.avoidance.map((word) => seededId(word)))
const AT = seededId('at')
const AND = seededId('and')
const WHEN_NOUNS = new Set(NEGATION_WORDS.noneAfterTime.map((word) => seededId(word)))
const WITHOUT = seededId('without')
const NO = seededId('no')
const NOT = seededId('not')
const NOTHING = seededId('nothing')
const NONE_ID = seededId('none')
const BUT = seededId('but')
const NEVER = seededId('never')
const NOR = seededId('nor')
const ARTICLES = new IdSet(['the', 'a', 'an'].map(seededId))
const OR = seededId('or')
const THAN = seededId('than')
const BE = seededId('be')
const OF = seededId('of')
const AS = seededId('as')
const SUCH = seededId('such')
const WELL = seededId('well')
const FIX = seededId(stem('fixed'))
// The stems of the negators that are also adjectives ("fail" of "fails" and "failed deliveries").
const ATTRIBUTIVE_STEMS = new IdSet(NEGATION_WORDS.attributive.words.map((word) => WORDS.stemOf(seededId(word))))
const REDUCTION_STEMS = new Set(NEGATION_WORDS.reductions.map((word) => seededId(stem(word))))
const CHANGE_STEMS = new Set(NEGATION_WORDS.changes.map((word) => seededId(stem(word))))
const FREE_STEMS = new Set(NEGATION_WORDS.prices.free.map((word) => seededId(stem(word))))
const CHARGED_STEMS = new Set(NEGATION_WORDS.prices.charged.map((word) => seededId(stem(word))))
const CHARGE_STEM_OF = new Map(NEGATION_WORDS.prices.charged.map((word) => [word, seededId(stem(word))]))
// A charge word right before "nothing", a pronoun between: "cost nothing", "charge you nothing".
const CHARGE_BEFORE = new RegExp(
  `(?<![\\p{L}])(${NEGATION_WORDS.prices.charged.join('|')})\\s+(?:(?:you|us|them)\\s+)?$`,
  'iu',
)
const CONTINUING = new RegExp(`\\b(?:${NEGATION_WORDS.continuity.join('|')})\\b`, 'i')
const PROBLEM_WORDS = new IdSet(NEGATION_WORDS.namedProblems.words.map((word) => seededId(word)))
// Data namedProblems.after, matched right before the word: "explaining what was <wrong>".
const PROBLEM_AFTER = new RegExp(
  `\\b(?:${NEGATION_WORDS.namedProblems.after.map((phrase) => phrase.split(' ').join('\\s+')).join('|')})\\s+$`,
  'i',
)
const AVOIDING = new RegExp(`\\b(?:${NEGATION_WORDS.avoidance.join('|')})\\b`, 'i')
const SUBORDINATE_IDS = new IdSet([...SUBORDINATORS].map((word) => seededId(word)))
// Openers of a condition or a time: what such a clause says is assumed, not stated.
const CONDITIONS = ['if', 'when', 'whenever', 'once']
const CONDITION_IDS = new IdSet(CONDITIONS.map((word) => seededId(word)))
// After "except", words for people open an "unless" clause too: see data exceptedPeople.
const EXCEPTED_IDS = new Set(NEGATION_WORDS.exceptedPeople.map((word) => seededId(word)))
const ANY_EXCEPT = new Set(NEGATION_WORDS.anyExcept.map((word) => seededId(word)))
// After "except", a condition's opener or a word of data exceptedOpeners ("where") opens an "unless"
// clause.
// A word of exceptions -> the word it must come before to be one ("apart" -> "from").
const EXCEPTION_NEXT = new Map(
  Object.entries(NEGATION_WORDS.exceptionsBefore).map(([word, next]) => [seededId(word), seededId(next)]),
)
const EXCEPTED_OPENER_IDS = new Set([...CONDITIONS, ...NEGATION_WORDS.exceptedOpeners].map((word) => seededId(word)))
// Openers of a clause that says when the clause before happens: see saidBothWays.
const ORDER_IDS = new IdSet(NEGATION_WORDS.orderClauses.map((word) => seededId(word)))
const DATE_IDS = new IdSet(DATE_WORDS.map((word) => seededId(word)))
// Forms of "be", "stay" and "remain" after which "off" says a state: "updates are off".
const OFF_AFTER = new Set(NEGATION_WORDS.offStates.after.map((word) => seededId(word)))
// Determiners and number words before a negative form that describes a noun: see describedNoun.
const DESCRIBED_AFTER = new Set(DESCRIBED_AFTER_WORDS.map((word) => seededId(word)))
const CONCESSIVE_IDS = new IdSet(NEGATION_WORDS.concessives.map((word) => seededId(word)))
// A negative form's id -> the id of what it negates: "unavailable" -> "available".
const POSITIVE_OF = new Map([...NEGATIVE_FORMS].map(([word, positive]) => [seededId(word), seededId(positive)]))
// A verb's id -> the ids of the stems that make it negate a clause holding one ("ended" after "support").
const NAMED_BEFORE = new Map(
  [...NEGATIVE_AFTER].map(([verb, named]) => [seededId(verb), named.map((s) => seededId(s))] as const),
)

// The bits of word `id`, the ones from READ on worked out on first sight.
function roleOf(id: number): number {
  const bits = WORDS.flags[id]!
  if ((bits & READ) !== 0) return bits
  const word = WORDS.word(id)
  const length = word.length
  let read = READ
  if (length >= 3 && word.endsWith("n't")) read |= ENDS_NT
  if (length >= 2 && word.charCodeAt(length - 1) === 0x73 && word.charCodeAt(length - 2) === 0x27) read |= POSSESSIVE
  WORDS.flags[id] = bits | read
  return bits | read
}

// Local copies: a loop reading an imported binding pays for a getter under some loaders.
const { DIGIT, LETTER, NUMBER, SPACE, WIDE } = chars
const WORD = LETTER | NUMBER

interface Fragment {
  tokens: number
  start: number
  end: number
  negations: number
  /** Word-table ids of the stems of its content words. */
  words: number[]
  /** Opened by a clause-opening word: a clause of its own however short. */
  opener: boolean
  /** Opened by "without" or "with no": a negation of its phrase only, never lent to a clause. */
  phrase: boolean
  /** States a choice ("X instead of Y"): its words count as said both ways. */
  contrast: boolean
  /** Opened by a word of {@link SUBORDINATORS}. */
  subordinate: boolean
  /** Opened by a word of {@link CONDITIONS}. */
  condition: boolean
  /** Opened by "and": one more item of a list when it has a single content word ("not to Russia and Belarus"). */
  and: boolean
  /** Where its last word starts: a list item is a name or a number, not a verb ("and recovers"). */
  lastAt: number
  sentence: number
  listed: boolean
  /**
   * The word-table id of the first content word after a negator ("not <retried>", "no <data>"), or
   * of the word a negative form negates ("<unavailable>"): what the negation is about; -1 if none.
   */
  focus: number
  /** A negator has been read and the next content word is the focus. */
  awaitsFocus: boolean
  /** Negated by a verb that is also an adjective ("delivery fails"): see {@link ATTRIBUTIVE_STEMS}. */
  failed: boolean
  /** Holds a disruption ("affects", "impacted"): a word of data negativeForms that maps to itself. */
  disrupted: boolean
  /** Its token count when its last negator was read: the tokens after it are `tokens - negatedAt`. */
  negatedAt: number
  /** Opened by "(": an aside to the clause before. */
  aside: boolean
  /** Opened by a word of data orderClauses ("before", "until"): see {@link saidBothWays}. */
  order: boolean
  /** Opened by "if" or "when" after a word of data concessives ("even if"): see {@link concessionAsBothCases}. */
  concessive: boolean
  /** Holds "whether or not": see {@link concessionAsBothCases}. */
  bothCases: boolean
  /** Opened by "or": the other branch when it says what happens otherwise (see {@link orAsUnlessDone}). */
  or: boolean
  /** In a sentence ending with "?": it asserts nothing, so it makes no clause (see clausesOf). */
  question: boolean
  /** A negated relative clause inside another ("who don't confirm"): see {@link relativeNegated}. */
  relative: boolean
  /** A phrase of "without" or an absence ("free from"): "and" before a noun goes on with it. */
  distributes: boolean
  /** The phrase of a bound ("no more than 90 days"): see {@link boundOfOtherAmount}. */
  bound: boolean
}

function fragment(start: number, sentence: number, opener: boolean, negations = 0): Fragment {
  return {
    tokens: 0,
    start,
    end: start,
    negations,
    words: [],
    opener,
    phrase: false,
    lastAt: start,
    and: false,
    subordinate: false,
    condition: false,
    contrast: false,
    sentence,
    listed: false,
    focus: -1,
    awaitsFocus: negations > 0,
    failed: false,
    disrupted: false,
    negatedAt: 0,
    aside: false,
    order: false,
    concessive: false,
    bothCases: false,
    or: false,
    question: false,
    relative: false,
    distributes: false,
    bound: false,
  }
}

// A relative clause negated right after its pronoun ("who don't confirm within 7 days") takes at
// most this many content words, and ends sooner at a finite verb ("are deleted").
const RELATIVE_SCOPE = 4
// The words up to a relative clause's negation: "who never", "who don't", "that is not".
const RELATIVE_LEAD = 2

/**
 * Whether the relative pronoun `id` (ending at `end`), right after the content word `before`,
 * opens a negative clause: "never" or an n't form right after it, or after a finite auxiliary or a
 * form of "do" ("that is not", "who do not").
 */
function relativeNegated(g: GuardText, id: number, before: number, end: number): boolean {
  if (!RELATIVES.has(id) || before === -1 || (roleOf(before) & SPECIAL) !== 0) return false
  let p = end
  for (let i = 0; i < RELATIVE_LEAD; i++) {
    const k = skipSpaces(g, p)
    if (k === p || k >= g.classes.length || (g.classes[k]! & LETTER) === 0) return false
    p = wordEnd(g, k)
    const next = wordIdAt(g, k, p)
    if ((roleOf(next) & (CONTRACTION | ENDS_NT)) !== 0 || next === NEVER || (i > 0 && next === NOT)) return true
    // "that no exit fee will be charged", "that it won't": after a verb "that" says what was said,
    // and its clause's negation is the whole clause's; a relative clause goes on with its verb.
    if (!FINITE_AUXILIARIES.has(next) && !DO_FORMS.has(next)) return false
  }
  return false
}

// "without" negates the phrase after it, not its whole clause: its fragment takes the next two
// content words, then the clause it interrupted goes on ("Requests without an API key are accepted").
const WITHOUT_SCOPE = 2

// Sentence punctuation ends a clause only before a space, the end, a quote or a closing bracket,
// and the last dot of a dotted abbreviation ("a.m.", "e.g.") not before a lower-case word.
function endsSentence(g: GuardText, p: number): boolean {
  const c = g.codes[p]!
  if (c !== 0x2e && c !== 0x21 && c !== 0x3f && c !== 0x3b && c !== 0x3a) return false
  if (p + 1 >= g.codes.length) return true
  if ((g.classes[p + 1]! & SPACE) !== 0) return c !== 0x2e || !abbreviationGoesOn(g, p)
  const next = g.codes[p + 1]!
  return next === 0x22 || next === 0x27 || next === 0x29 || next === 0x5d
}

/**
 * Whether the dot at `p`, before a space, ends a dotted abbreviation ("6:30 a.m. sailing", "e.g. a
 * refund"): one letter comes before it and a dot before that, and a lower-case letter after the space.
 */
function abbreviationGoesOn(g: GuardText, p: number): boolean {
  if (p < 2 || g.codes[p - 2] !== 0x2e || (g.classes[p - 1]! & LETTER) === 0) return false
  const next = p + 2 < g.codes.length ? g.codes[p + 2]! : 0
  return g.codes[p + 1] === 0x20 && next >= 0x61 && next <= 0x7a
}

/**
 * The clause boundary at `p` and its length, or 0: sentence punctuation ({@link endsSentence}), a
 * comma, a bracket, a line break, an em dash, or a hyphen or en dash between spaces.
 */
function boundaryAt(g: GuardText, p: number): number {
  if (endsSentence(g, p)) return 1
  const c = g.codes[p]!
  // A thousands separator ("1,200 mg") is no clause boundary.
  if (c === 0x2c && p > 0 && p + 1 < g.codes.length && (g.classes[p - 1]! & g.classes[p + 1]! & DIGIT) !== 0) return 0
  if (c === 0x2c || c === 0x28 || c === 0x29 || c === 0x0a || c === 0x2014) return 1
  if ((g.classes[p]! & SPACE) === 0 || p + 2 >= g.codes.length) return 0
  const dash = g.codes[p + 1]!
  return (dash === 0x2d || dash === 0x2013) && (g.classes[p + 2]! & SPACE) !== 0 ? 3 : 0
}

/** The end of the word at `p` (`[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*`). */
function wordEnd(g: GuardText, p: number): number {
  const { codes, classes } = g
  const n = codes.length
  let end = p
  for (;;) {
    const cls = classes[end]!
    if ((cls & WORD) !== 0) {
      end += (cls & WIDE) === 0 ? 1 : 2
    } else if ((codes[end] === 0x27 || codes[end] === 0x2d) && end + 1 < n && (classes[end + 1]! & WORD) !== 0) end++
    else break
    if (end >= n) break
  }
  return end
}

/**
 * Whether the negative-meaning verb `verb`, ending at `end`, negates here: the next word is one its
 * entry in data/negation-words.json names, or ends in -ing where the entry says `-ing`.
 */
function negatesHere(g: GuardText, verb: string, end: number): boolean {
  const next = NEGATIVE_VERBS.get(verb)!
  if (next.length === 0) return true
  let k = end
  while (k < g.classes.length && (g.classes[k]! & SPACE) !== 0) k++
  if (k >= g.classes.length || (g.classes[k]! & WORD) === 0) return false
  const afterEnd = wordEnd(g, k)
  const after = g.text.slice(k, afterEnd).toLowerCase()
  // "dropped from the installer" is no longer in it; "dropped from 5% to 3%" is a fall.
  if (after === 'from') return next.includes(after) && !digitNext(g, afterEnd)
  if (next.includes(after) || (next.includes('-ing') && after.length > 4 && after.endsWith('ing'))) return true
  return particleAfterObject(g, next, k, after)
}

// The most words of an object between a verb of data preventions and its "from" ("stopped orders
// with more than 99 items from being submitted").
const PREVENTED_WORDS = 6

/**
 * Whether the verb of data preventions ending at `end` says that something does not happen: "from"
 * and a word in -ing follow its object, within {@link PREVENTED_WORDS} words and no punctuation,
 * opener or negator ("prevents users from signing in" = "users cannot sign in"). "stopped the
 * water from the tank" and "keep the receipt" stay affirmative.
 */
function preventsFrom(g: GuardText, end: number): boolean {
  let at = skipSpaces(g, end)
  for (let words = 0; words <= PREVENTED_WORDS; words++) {
    if (at === end || at >= g.classes.length || (g.classes[at]! & WORD) === 0) return false
    const wordAt = wordEnd(g, at)
    const id = wordIdAt(g, at, wordAt)
    if (words > 0 && WORDS.word(id) === 'from') {
      const next = skipSpaces(g, wordAt)
      if (next === wordAt || next >= g.classes.length || (g.classes[next]! & LETTER) === 0) return false
      const verb = g.text.slice(next, wordEnd(g, next)).toLowerCase()
      return verb.length > 4 && verb.endsWith('ing')
    }
    if ((roleOf(id) & (OPENER | NEGATING | CONTRACTION | ENDS_NT)) !== 0) return false
    end = wordAt
    at = skipSpaces(g, wordAt)
  }
  return false
}

// The most words of an object between a phrasal verb and its particle ("turn the engine off").
const OBJECT_WORDS = 3
// ... and of one opening with a bare noun, before "out of" or "away from" ("keep clay from other
// suppliers out of").
const BARE_OBJECT_WORDS = 5
const PLACE_AFTER_PARTICLE = /^\s+(?:of|from)\s/i

/**
 * Whether a particle of data separableParticles that `next` names ("off", "away") follows a short
 * object opening with a determiner or a pronoun at `k` (whose first word is `first`): "turn the
 * engine off", "switch it off", "keep the plant away from sunlight". A word that is no determiner
 * ("turn left off the road"), a negator, an opener or punctuation ends the object.
 */
function particleAfterObject(g: GuardText, next: readonly string[], k: number, first: string): boolean {
  if (!next.some((word) => SEPARABLE.has(word))) return false
  // A bare noun may open the object when "of" or "from" follows the particle: "keep clay from other
  // suppliers out of the reclaim bins" says what "don't put it in the bins" says.
  const bare = !OBJECT_OPENERS.has(first)
  let at = k
  for (let words = 0; words <= (bare ? BARE_OBJECT_WORDS : OBJECT_WORDS); words++) {
    const end = wordEnd(g, at)
    const word = g.text.slice(at, end).toLowerCase()
    if (words > 0) {
      if (SEPARABLE.has(word))
        return next.includes(word) && (!bare || PLACE_AFTER_PARTICLE.test(g.text.slice(end, end + 6)))
      const role = roleOf(wordIdAt(g, at, end))
      if ((role & (OPENER | NEGATING | CONTRACTION | ENDS_NT)) !== 0) return false
    }
    at = skipSpaces(g, end)
    if (at === end || at >= g.classes.length || (g.classes[at]! & LETTER) === 0) return false
  }
  return false
}

/** Whether the verb `word` ("ended") negates its clause: the clause has already named what ends ("support"). */
function endsNamed(id: number, words: readonly number[]): boolean {
  return NAMED_BEFORE.get(id)!.some((named) => words.includes(named))
}

/**
 * Whether the attributive negator ending at `end` ("failed") describes the word after it instead of
 * negating: a content word follows at once, not a function word, an -ly adverb or a word of
 * `attributive.notBefore` ("5 failed attempts", not "failed to start", "failed again", "failed twice").
 */
function describesNoun(g: GuardText, end: number): boolean {
  let k = end
  while (k < g.classes.length && g.codes[k] === 0x20) k++
  if (k === end || k >= g.classes.length || (g.classes[k]! & LETTER) === 0) return false
  const next = wordIdAt(g, k, wordEnd(g, k))
  return (WORDS.flags[next]! & (NEUTRAL_WORD | NOT_DESCRIBED)) === 0 && !WORDS.word(next).endsWith('ly')
}

/**
 * Whether the "and" ending at `end` joins a second noun to the subject that opens the sentence
 * ("Your projects and files will not be deleted"), so it opens no clause: the fragment so far is the
 * sentence's first, has one or two content words and no negation, and a content word or a
 * determiner follows (not an auxiliary, a negator or a pronoun: "It works and does not crash").
 */
function joinsSubject(g: GuardText, current: Fragment, end: number): boolean {
  if (current.negations !== 0 || current.words.length === 0 || current.words.length > 2) return false
  let k = end
  while (k < g.classes.length && g.codes[k] === 0x20) k++
  if (k === end || k >= g.classes.length || (g.classes[k]! & LETTER) === 0) return false
  const nextEnd = wordEnd(g, k)
  const next = wordIdAt(g, k, nextEnd)
  const role = roleOf(next)
  if ((role & (NEGATING | CONTRACTION | ENDS_NT | NEGATIVE_FORM | OPENER)) !== 0) return false
  if ((role & NEUTRAL_WORD) !== 0 && (role & SUBJECT_DETERMINER) === 0) return false
  // A word with "no" or "nothing" for its object is a verb: "Everyone volunteers and receives no pay".
  return !DENIED_OBJECT.test(g.text.slice(nextEnd, nextEnd + 16))
}

// "no" or "nothing" right after a word, as its object ("receives no pay"), not "no longer".
const DENIED_OBJECT = /^\s+(?:no(?!\s+longer)|nothing|none)(?![\p{L}'])/iu

/**
 * Whether the word after the "and" or "or" ending at `end` may open a second noun of a phrase: a
 * determiner, or a content word that is no negator, negative form, opener or pronoun ("without a
 * ticket and you will be refused" opens a clause).
 */
function joinsPhrase(g: GuardText, end: number): boolean {
  const next = nextWord(g, end)
  if (next === -1) return false
  const role = roleOf(next)
  if ((role & SUBJECT_DETERMINER) !== 0) return true
  if ((role & (NEGATING | CONTRACTION | ENDS_NT | NEGATIVE_FORM | OPENER | PRONOUN)) !== 0) return false
  return (role & NEUTRAL_WORD) === 0
}

/**
 * Whether the "no" or "not" ending at `end` starts a bound ("no later than", "not more than"): a
 * comparative of data bounds follows, "be" aside, then "than".
 */
function boundFollows(g: GuardText, end: number): boolean {
  let comparative = nextWord(g, end)
  // "must not be larger than 6 ft" bounds the size as "must be no larger than 6 ft" does.
  if (comparative === BE) {
    end = wordEnd(g, skipSpaces(g, end))
    comparative = nextWord(g, end)
  }
  if (comparative === -1 || (WORDS.flags[comparative]! & BOUND) === 0) return false
  return nextWord(g, wordEnd(g, skipSpaces(g, end))) === THAN
}

/** Whether "well as" follows the "as" ending at `end` ("as well as"). */
function wellAsFollows(g: GuardText, end: number): boolean {
  return nextWord(g, end) === WELL && nextWord(g, wordEnd(g, skipSpaces(g, end))) === AS
}

const WHETHER_OR = /\bwhether\s+or\s+$/i

/**
 * Whether the "not" from `at` to `end` (after the word `before`) offers the other case instead of
 * denying one: "permit or not" (nothing follows), "whether or not you have a permit".
 */
function offersBothCases(g: GuardText, before: number, at: number, end: number): boolean {
  if (before !== OR) return false
  return nextWord(g, end) === -1 || WHETHER_OR.test(g.text.slice(Math.max(0, at - 12), at))
}

/**
 * Whether the "as" ending at `end` says how or what something is ("we can't refund it as new", "a
 * refund as new isn't possible", "shows as prepaid."): one content word follows, and after it the
 * clause ends or a negation comes. "as prices rise" and "as it was used" go on with a verb or a
 * subject: those open a clause.
 */
function saysHow(g: GuardText, end: number): boolean {
  const k = skipSpaces(g, end)
  if (k === end || k >= g.classes.length || (g.classes[k]! & LETTER) === 0) return false
  const e = wordEnd(g, k)
  if ((roleOf(wordIdAt(g, k, e)) & SPECIAL) !== 0) return false
  const m = skipSpaces(g, e)
  if (m === e || m >= g.classes.length) return true
  if ((g.classes[m]! & LETTER) === 0) return false
  const next = wordIdAt(g, m, wordEnd(g, m))
  // "aren't generated as PDF any more", "cannot be downloaded as PDFs yet": an adverb of time ends it.
  if (CLAUSE_END_ADVERBS.has(next) && endsAfterAdverb(g, wordEnd(g, m))) return true
  return (roleOf(next) & (ENDS_NT | CONTRACTION | NEGATING)) !== 0
}

// Adverbs of time that may end a clause after "as <word>": see saysHow.
const CLAUSE_END_ADVERBS = new Set(
  ['yet', 'anymore', 'any', 'again', 'either', 'too', 'now'].map((word) => seededId(word)),
)

/** Whether the clause ends after the adverb ending at `end`, or after "more" when the adverb is "any". */
function endsAfterAdverb(g: GuardText, end: number): boolean {
  let k = skipSpaces(g, end)
  if (k < g.classes.length && (g.classes[k]! & LETTER) !== 0) {
    if (g.text.slice(k, k + 4).toLowerCase() !== 'more') return false
    k = skipSpaces(g, k + 4)
  }
  return k >= g.classes.length || (g.classes[k]! & LETTER) === 0
}

function skipSpaces(g: GuardText, end: number): number {
  let k = end
  while (k < g.classes.length && g.codes[k] === 0x20) k++
  return k
}

/** Whether the word `id` after a word of exceptions makes it open an "unless" clause ("except if", "except those"). */
const opensUnless = (id: number): boolean => EXCEPTED_OPENER_IDS.has(id) || EXCEPTED_IDS.has(id)

/**
 * The word after the word of exceptions `id` that ends at `end` ("except where", "apart from"), or -1
 * when none follows or `id` needs a word (data exceptionsBefore: "apart" only before "from") and
 * another follows.
 */
function exceptedAfter(g: GuardText, id: number, end: number): number {
  const next = nextWord(g, end)
  const needs = EXCEPTION_NEXT.get(id)
  return needs === undefined || next === needs ? next : -1
}

/** An entry of data absences, as written there. */
interface AbsenceEntry {
  before?: string[]
  after?: string[]
  keptBy?: string[]
  notThen?: string[]
  clause?: boolean
}

/** An entry of data absences by word-table id: an empty list of ids means any word will do. */
interface Absence {
  before: ReadonlySet<number>
  after: ReadonlySet<number>
  keptBy: RegExp | null
  notThen: ReadonlySet<number>
  /** It negates its clause, as "not" does, instead of opening a phrase. */
  clause: boolean
}

// A word of keptBy counts up to this many words before the absence, with no punctuation between
// ("Keep the sofa 30 cm from radiators and out of direct sunlight").
const KEPT_WORDS_BEFORE = 12
const ids = (words: readonly string[] | undefined): ReadonlySet<number> =>
  new Set((words ?? []).map((word) => seededId(word)))
const ABSENCES = new Map<number, Absence>(
  Object.entries(NEGATION_WORDS.absences as Record<string, AbsenceEntry>).map(([word, entry]) => [
    seededId(word),
    {
      before: ids(entry.before),
      after: ids(entry.after),
      keptBy:
        entry.keptBy === undefined
          ? null
          : new RegExp(
              `(?<![\\p{L}\\p{N}'])(?:${entry.keptBy.join('|')})` +
                `(?:\\s+[\\p{L}\\p{N}'’-]+){0,${KEPT_WORDS_BEFORE}}\\s+$`,
              'iu',
            ),
      notThen: ids(entry.notThen),
      clause: entry.clause === true,
    },
  ]),
)

/**
 * Whether a number, a date word or a word of `notThen` comes after the word that follows `end`: "free
 * from 3 March" is available then, and "free from our shop" is no charge there, not without anything.
 */
function cancelledAfter(g: GuardText, end: number, notThen: ReadonlySet<number>): boolean {
  let k = end
  while (k < g.classes.length && (g.classes[k]! & SPACE) !== 0) k++
  if (k >= g.classes.length || (g.classes[k]! & WORD) === 0) return false
  const afterEnd = wordEnd(g, k)
  if (digitNext(g, afterEnd)) return true
  const then = nextWord(g, afterEnd)
  return DATE_IDS.has(then) || notThen.has(then)
}

/**
 * Whether the word of data absences `id`, at `at`..`end` after the word-table id `before`, negates its
 * phrase: a word of its entry's `before` follows (unless that word has a number, a date or a word of
 * its `notThen` after it: "free from 3 March", "out of 5", "free from our shop"), and a word of its
 * `after` comes right before it or, when
 * `keptCounts` (the clause is not negated already: "Keep the tattoo out of" negates it through
 * "keep"), a word of its `keptBy` up to {@link KEPT_WORDS_BEFORE} words before.
 */
function absentHere(g: GuardText, id: number, at: number, end: number, before: number, keptCounts: boolean): boolean {
  const entry = ABSENCES.get(id)!
  if (entry.before.size > 0) {
    if (!entry.before.has(nextWord(g, end)) || cancelledAfter(g, end, entry.notThen)) return false
  } else if (digitNext(g, end)) return false
  if (entry.after.size === 0 && entry.keptBy === null) return true
  if (before !== -1 && entry.after.has(before)) return true
  return keptCounts && entry.keptBy !== null ? entry.keptBy.test(g.text.slice(Math.max(0, at - 80), at)) : false
}

/** The word-table id of the word after the spaces at `end`, or -1 when no letter follows them. */
function nextWord(g: GuardText, end: number): number {
  const k = skipSpaces(g, end)
  if (k === end || k >= g.classes.length || (g.classes[k]! & LETTER) === 0) return -1
  return wordIdAt(g, k, wordEnd(g, k))
}

/**
 * Whether a negative form right after the word `id` describes how something goes on: `id` is a
 * content word in -ing ("keep working unchanged", "kept running uninterrupted"), not a copula, a
 * participle or a subject that the form is the predicate of ("is unchanged", "was left unchanged",
 * "the office missed").
 */
// The most tokens of a clause up to a negative form right after its subject: "though traders unable".
const SUBJECT_TOKENS = 3
const FOR = seededId('for')

/**
 * Whether the negative form ending at `p` (`current`'s last token) describes the subject `before` that
 * opens `current`: a noun or "anyone", "those", ... ({@link EXCEPTED_IDS}) and then the negative form,
 * which goes on with "to" or "for" ("Anyone unable to attend", "Customers ineligible for the
 * discount"). "We're unable to", "is unable to" and "Still unable to" follow no subject and negate the
 * clause.
 */
function describedSubject(g: GuardText, current: Fragment, before: number, p: number): boolean {
  if (before === -1 || current.tokens < 2 || current.tokens > SUBJECT_TOKENS) return false
  if (!EXCEPTED_IDS.has(before) && (roleOf(before) & SPECIAL) !== 0) return false
  const next = nextWord(g, p)
  return next === TO || next === FOR
}

function describes(id: number): boolean {
  if (id === -1) return false
  const role = roleOf(id)
  const other = NEUTRAL_WORD | NEGATING | CONTRACTION | ENDS_NT | NEGATIVE_FORM | NEGATIVE_VERB | OPENER | POSSESSIVE
  const word = WORDS.word(id)
  return (role & other) === 0 && word.length > 4 && word.endsWith('ing')
}

/**
 * Whether the negative form ending at `end`, right after the word `before` (-1: it opens its
 * fragment), describes the noun after it: `before` is -1, a word of data describedAfter, a number
 * word or a number, and a content word follows ({@link describesNoun}). Opening a fragment counts
 * too, so "wrong currency symbol" and "the wrong currency symbol" say the same.
 */
function describedNoun(g: GuardText, before: number, end: number): boolean {
  if (before !== -1 && !(DESCRIBED_AFTER.has(before) || /^\d+$/.test(WORDS.word(before)) || objectOf(g, before, end)))
    return false
  return describesNoun(g, end)
}

// A negative form that is an adjective by its prefix ("incorrect", "invalid", "non-refundable"), not
// a verb ("rejected"). From data negativePrefixes.
// Negative forms with no prefix that are adjectives before a noun as prefixed ones are ("refund
// missed lessons", "replace missing parts"): data describingForms.
const DESCRIBING_FORMS: ReadonlySet<string> = new Set(NEGATION_WORDS.describingForms)
// Words after which the next word is a verb: "to", a subject pronoun, a modal or an auxiliary, a
// negation of one, "please".
const VERB_CONTEXT_WORDS = ['to', 'please', 'i', 'we', 'you', 'they', 'he', 'she', 'it', 'do', 'does', 'did']
const MODALS = ['can', 'could', 'will', 'would', 'should', 'must', 'may', 'might', 'shall', 'cannot', 'never', 'not']
const VERB_CONTEXT = new RegExp(`^(?:${[...VERB_CONTEXT_WORDS, ...MODALS].join('|')})$|n't$`, 'i')
// What may come right before a sentence's first word: its end, a colon or a list bullet.
const SENTENCE_START = /[.!?:;\-*•]/
const ADJECTIVE_PREFIX = new RegExp(`^(?:${NEGATION_WORDS.negativePrefixes.join('|')})`, 'i')

/**
 * Whether `before` is a content word that takes the negative form and its noun as its object ("We
 * don't refund missed lessons", "keep unused tickets"): no function word, negator or -ly adverb, so
 * "is unpaid", "are currently unavailable" still negate.
 */
function objectOf(g: GuardText, before: number, end: number): boolean {
  if ((roleOf(before) & SPECIAL) !== 0 || WORDS.word(before).endsWith('ly')) return false
  let k = end - 1
  while (k > 0 && (g.classes[k - 1]! & LETTER) !== 0) k--
  const form = g.text.slice(k, end)
  if (ADJECTIVE_PREFIX.test(form)) return true
  return DESCRIBING_FORMS.has(form.toLowerCase()) && verbBefore(g, k)
}

/**
 * Whether the word before the form at `formStart` is a verb by what comes before it: a word of
 * VERB_CONTEXT ("to", "don't", "can", "please") or nothing in its sentence ("Replace missing parts").
 * After a noun ("The team missed two deadlines") the form is the verb itself.
 */
function verbBefore(g: GuardText, formStart: number): boolean {
  const inWord = (k: number): boolean => (g.classes[k]! & LETTER) !== 0 || g.codes[k] === 0x27
  let k = formStart - 1
  while (k >= 0 && (g.classes[k]! & SPACE) !== 0) k--
  while (k >= 0 && inWord(k)) k--
  while (k >= 0 && (g.classes[k]! & SPACE) !== 0) k--
  if (k < 0) return true
  if (!inWord(k)) return SENTENCE_START.test(g.text[k]!)
  const end = k + 1
  while (k >= 0 && inWord(k)) k--
  return VERB_CONTEXT.test(g.text.slice(k + 1, end))
}

/**
 * Whether the disruption `id` right after the word `before` describes a noun: `id` ends in -ing and
 * `before` is a content word that is no adverb in -ly ("the outage is currently affecting logins").
 */
function namesWhich(id: number, before: number): boolean {
  if (before === -1 || !WORDS.word(id).endsWith('ing')) return false
  const other = NEUTRAL_WORD | NEGATING | CONTRACTION | ENDS_NT | NEGATIVE_FORM | NEGATIVE_VERB | OPENER | POSSESSIVE
  return (roleOf(before) & other) === 0 && !WORDS.word(before).endsWith('ly')
}

function digitNext(g: GuardText, end: number): boolean {
  let k = end
  while (k < g.classes.length && (g.classes[k]! & SPACE) !== 0) k++
  return k < g.classes.length && (g.classes[k]! & DIGIT) !== 0
}

function isDigits(codes: Uint16Array, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (codes[k]! < 0x30 || codes[k]! > 0x39) return false
  return true
}

// The ASCII characters that can end a clause (boundaryAt): every other ASCII character that is no
// letter or digit is skipped without a look at its neighbours.
const MAY_BOUND = new Uint8Array(128)
for (const c of '.!?;:,()\n') MAY_BOUND[c.charCodeAt(0)] = 1

const { imul } = Math

// A front cache of the word table for ASCII words of up to 12 characters: the scan packs a word's
// lower-cased codes (7 bits each, none of them 0) into three ints as it reads them, and those ints
// are the word itself, so a hit costs one slot's compare instead of hashing the word, probing the
// table and comparing its characters again. Direct-mapped: a collision only costs a table lookup.
// Emptied whenever the word table forgets its words (keepWordsBounded), so an id in it is current.
const CACHE_BITS = 14
const CACHED_CHARS = 12
/** Per slot: the three packed ints, then 1 + the word-table id (0: empty). */
const WORD_CACHE = new Int32Array(4 << CACHE_BITS)

// Per UTF-16 code: an ASCII letter or digit's lower case, 0 for the rest of ASCII, 1 past ASCII
// (where the classes decide), so a word's characters cost one table load each.
const ASCII_WORD = new Uint8Array(0x10000).fill(1, 128)
for (let c = 0x30; c <= 0x39; c++) ASCII_WORD[c] = c
for (let c = 0x61; c <= 0x7a; c++) ASCII_WORD[c] = c
for (let c = 0x41; c <= 0x5a; c++) ASCII_WORD[c] = c | 0x20

// Roles that need more than "one more content word of the clause".
const SPECIAL =
  OPENER |
  NEGATING |
  NEUTRAL_WORD |
  CONTRACTION |
  NEGATIVE_VERB |
  NEGATIVE_FORM |
  NEGATIVE_AFTER_WORD |
  ENDS_NT |
  POSSESSIVE |
  EXCEPTION |
  PREVENTION |
  NONE_WORD |
  OFF_STATE |
  ABSENCE

/**
 * The word-table id of the ASCII word `start`..`end` of at most {@link CACHED_CHARS} characters whose
 * lower-cased codes pack into `k0`, `k1`, `k2` (four to an int, 7 bits each, from the first), through
 * {@link WORD_CACHE}.
 */
function cachedId(
  text: string,
  codes: Uint16Array,
  start: number,
  end: number,
  k0: number,
  k1: number,
  k2: number,
): number {
  const slot = (imul(k0 ^ imul(k1, 0x85ebca6b) ^ imul(k2, 0xc2b2ae35), 0x9e3779b1) >>> (32 - CACHE_BITS)) << 2
  const cache = WORD_CACHE
  if (cache[slot] === k0 && cache[slot + 1] === k1 && cache[slot + 2] === k2 && cache[slot + 3] !== 0)
    return cache[slot + 3]! - 1
  const id = WORDS.idAt(text, codes, start, end)
  cache[slot] = k0
  cache[slot + 1] = k1
  cache[slot + 2] = k2
  cache[slot + 3] = id + 1
  return id
}

/** The word-table id of the word `start`..`end` of `g`, through {@link WORD_CACHE} when it can. */
function wordIdAt(g: GuardText, start: number, end: number): number {
  const { text, codes } = g
  if (end - start > CACHED_CHARS) return WORDS.idAt(text, codes, start, end)
  let k0 = 0
  let k1 = 0
  let k2 = 0
  for (let k = start; k < end; k++) {
    const c = codes[k]!
    if (c >= 128) return WORDS.idAt(text, codes, start, end)
    const lower = c >= 0x41 && c <= 0x5a ? c | 0x20 : c
    const i = k - start
    if (i < 4) k0 = (k0 << 7) | lower
    else if (i < 8) k1 = (k1 << 7) | lower
    else k2 = (k2 << 7) | lower
  }
  return cachedId(text, codes, start, end, k0, k1, k2)
}

/** Splits a folded text into fragments at sentence punctuation, commas, brackets and clause openers. */
function fragmentsOf(g: GuardText): Fragment[] {
  const { text, codes, classes } = g
  const fragments: Fragment[] = []
  let sentence = 0
  let current = fragment(0, sentence, false)
  // The clause a "without" phrase interrupted, and how many content words the phrase has left.
  let outer: Fragment | null = null
  let scopeLeft = 0
  const n = codes.length
  let p = 0
  let previousWord = -1
  // The charge a "nothing" just read denies ("cost nothing to use"), for the focus; -1 if none.
  let chargeFocus = -1
  // Module arrays as locals: a loop re-reads a module binding (and its checks) on every character.
  const lowerOf = ASCII_WORD
  const mayBound = MAY_BOUND
  const cache = WORD_CACHE
  while (p < n) {
    const at = p
    const cls = classes[p]!
    if ((cls & WORD) === 0) {
      const c = codes[p]!
      // Most characters between words are a space before a letter, which bounds nothing.
      const space = (cls & SPACE) !== 0
      if (c < 128 ? mayBound[c] === 0 && (!space || (classes[p + 1]! & WORD) !== 0) : c !== 0x2014 && !space) {
        p += (cls & WIDE) === 0 ? 1 : 2
        continue
      }
      const boundary = boundaryAt(g, p)
      if (boundary === 0) {
        p += (cls & WIDE) === 0 ? 1 : 2
        continue
      }
      if (!current.listed) list(fragments, current)
      outer = null
      scopeLeft = 0
      // "Can we ship GPL code in the app?": a question asserts nothing, so its clauses say no polarity
      // and only the answer decides ("No, GPL code can't go into the app").
      if (c === 0x3f && boundary === 1) asked(fragments, sentence)
      // Sentence punctuation and line breaks start a new sentence; commas, brackets and dashes do not.
      if (boundary === 1 ? c !== 0x2c && c !== 0x28 && c !== 0x29 && c !== 0x2014 : codes[p + 2] === 0x0a) sentence++
      p += boundary
      current = fragment(p, sentence, false)
      current.aside = c === 0x28
      chargeFocus = -1
      // The word before is only read within a fragment ("such as", "do so", "even if", "or not"):
      // a sentence ending in "even" must not make the next one's "If" an "even if".
      previousWord = -1
      continue
    }
    // The word's end (`[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*`) and, for an ASCII word, its first
    // twelve lower-cased codes packed four to an int (see WORD_CACHE), in one pass.
    let k0 = 0
    let k1 = 0
    let k2 = 0
    let ascii = true
    for (;;) {
      const c = codes[p]!
      let lower = lowerOf[c]!
      if (lower === 1) {
        // Past ASCII: the classes say whether it is a letter or digit, and how wide.
        const k = classes[p]!
        if ((k & WORD) === 0) break
        ascii = false
        p += (k & WIDE) === 0 ? 1 : 2
        if (p >= n) break
        continue
      }
      if (lower === 0) {
        if ((c !== 0x27 && c !== 0x2d) || p + 1 >= n || (classes[p + 1]! & WORD) === 0) break
        lower = c
      }
      const i = p - at
      if (i < 4) k0 = (k0 << 7) | lower
      else if (i < 8) k1 = (k1 << 7) | lower
      else k2 = (k2 << 7) | lower
      if (++p >= n) break
    }
    // cachedId written out: a call here costs more than the lookup.
    let id: number
    if (ascii && p - at <= CACHED_CHARS) {
      const slot = (imul(k0 ^ imul(k1, 0x85ebca6b) ^ imul(k2, 0xc2b2ae35), 0x9e3779b1) >>> (32 - CACHE_BITS)) << 2
      if (cache[slot] === k0 && cache[slot + 1] === k1 && cache[slot + 2] === k2 && cache[slot + 3] !== 0) {
        id = cache[slot + 3]! - 1
      } else {
        id = WORDS.idAt(text, codes, at, p)
        cache[slot] = k0
        cache[slot + 1] = k1
        cache[slot + 2] = k2
        cache[slot + 3] = id + 1
      }
    } else id = WORDS.idAt(text, codes, at, p)
    // "..., or we will retry": a fragment opening with "or" (which opens no clause itself).
    if (id === OR && current.tokens === 0) current.or = true
    let role = roleOf(id)
    if ((role & SPECIAL) === 0) {
      // One more content word: the common case, with none of the checks below.
      previousWord = id
      if (current.tokens++ === 0) current.start = at
      current.end = p
      current.lastAt = at
      if ((cls & DIGIT) !== 0 && isDigits(codes, at, p)) continue
    } else if ((role & (SPECIAL | BOUND | ALTERNATIVE)) === NEUTRAL_WORD) {
      // A function word and nothing else ("the", "is", "of"): it only moves the clause's end, as the
      // checks below would after finding that none of them applies.
      const before = previousWord
      previousWord = id
      if (outer === null && current.negations === 0 && current.words.length > 0 && relativeNegated(g, id, before, p)) {
        // "Contacts who don't confirm within 7 days are deleted": the negation is the relative
        // clause's, which says which contacts (as "Unconfirmed contacts are deleted" does), and the
        // clause it interrupted goes on with its finite verb.
        if (!current.listed) list(fragments, current)
        outer = current
        current = fragment(at, sentence, true)
        current.phrase = true
        current.relative = true
        scopeLeft = RELATIVE_SCOPE
        current.tokens = 1
        current.end = p
        current.lastAt = at
        continue
      }
      // A phrase of function words ("without one", "without any") ends there too.
      if (scopeLeft > 0 && outer !== null && current.tokens > 1 && FINITE_AUXILIARIES.has(id)) {
        // "cards without a date will be treated as invalid": a finite verb after the phrase's noun ends
        // the phrase (a noun phrase holds none), and the clause it interrupted goes on with its verb,
        // which is that clause's word, not the phrase's.
        if (!current.listed) list(fragments, current)
        current = outer
        outer = null
        scopeLeft = 0
      }
      if (current.tokens++ === 0) current.start = at
      current.end = p
      current.lastAt = at
      // "because without it the examiner is unable to begin": a pronoun right after "without" is
      // the whole phrase it negates, and the clause it interrupted goes on after it.
      if (scopeLeft > 0 && current.tokens === 2 && outer !== null && OBJECT_PRONOUNS.has(id)) {
        current = outer
        outer = null
        scopeLeft = 0
      }
      continue
    } else {
      const before = previousWord
      // "at no point", "at no time" deny the whole clause ("At no point did the cable trip"), as "never" does.
      const afterWith = previousWord === WITH || (previousWord === AT && !(id === NO && WHEN_NOUNS.has(nextWord(g, p))))
      // "Staff who don't wish to relocate won't be able to ...": a negation after the relative
      // clause's words is the clause's it interrupted, as a finite verb there is.
      if (
        outer !== null &&
        current.relative &&
        current.words.length > 0 &&
        (role & (CONTRACTION | ENDS_NT | NEGATING)) !== 0 &&
        (role & OPENER) === 0
      ) {
        if (!current.listed) list(fragments, current)
        current = outer
        outer = null
        scopeLeft = 0
      }
      // "such as" and "as well as" give examples or join nouns ("Mountain railways such as the Jungfraujoch
      // line are not included"): no clause opens there.
      if (id === AS && (previousWord === SUCH || previousWord === WELL || wellAsFollows(g, p))) role &= ~OPENER
      else if (id === AS && current.tokens > 0 && saysHow(g, p)) role &= ~OPENER
      // "we're unable to do so again": "so" after "do" stands for the action, it opens nothing.
      if (id === SO && DO_FORMS.has(previousWord)) role &= ~OPENER
      previousWord = id
      // "with no errors" is "without errors", and "at no cost" is free: a negation of the phrase, not of the clause.
      // "no later than", "not more than" and "never more than" state a bound: a negation of the comparative
      // alone, which is then one content word ("more than 3" against "no more than 3"), and "at least" says
      // none of it.
      const bound = (id === NO || id === NOT || id === NEVER) && boundFollows(g, p)
      // "December brought zero complaints" says what "no complaints were received" says; "read zero
      // for three days" and "been zero for" give a reading, and "Zero Excess cover" is a name.
      if ((role & NONE_WORD) !== 0 && !afterWith && codes[at]! >= 0x61 && describesNoun(g, p)) role |= NEGATING
      // "with zero downtime" is "with no downtime" (data noneAfterWith).
      // "out of stock" says what "no stock left" says, "free from woodworm" what "no woodworm" says and
      // "falls outside the fee" what "not covered by the fee" says (data absences).
      let absent = (role & ABSENCE) !== 0 && absentHere(g, id, at, p, before, current.negations === 0)
      if (absent && ABSENCES.get(id)!.clause) {
        absent = false
        role |= NEGATING
      }
      if (id === WITHOUT || ((id === NO || (role & NONE_WORD) !== 0) && afterWith) || bound || absent) {
        // The rest of a bound's clause is said both ways: "shouldn't go over 1,200 mg a day" and "up
        // to 1,200 mg a day" both say what "no more than 1,200 mg a day" says.
        if (bound) current.contrast = true
        if (!current.listed) list(fragments, current)
        if (outer === null) outer = current
        current = fragment(at, sentence, true, 1)
        current.phrase = true
        current.distributes = id === WITHOUT || absent
        current.bound = bound
        scopeLeft = bound ? 1 : WITHOUT_SCOPE
        current.tokens = 1
        current.end = p
        continue
      }
      // Mid-clause, "and" before a number joins numbers ("Windows 7 and 8.1", "between 11:05 and 12:40").
      const joinsNumbers = id === AND && current.tokens > 0
      // "without a ticket and photo ID", "free from woodworm and significant damage": inside a phrase
      // of "without" or an absence, "and" or "or" before a noun joins a second noun to what it denies.
      // After "no" it need not: "with no booking and a deposit" asks for the deposit.
      if ((id === AND || id === OR) && outer !== null && scopeLeft > 0 && current.distributes && joinsPhrase(g, p)) {
        role &= ~OPENER
        scopeLeft = WITHOUT_SCOPE
      }
      // "except when someone else has requested it" says what "unless someone else has requested it"
      // says: "except" opens the clause and negates it, and the condition's opener opens nothing.
      // "except those receiving Pension Credit" says "unless you receive Pension Credit" too.
      // "except" before anything else ("every day except Monday", "except on journeys under 10 miles")
      // names the case the clause before does not hold, which the other text may say with a negation
      // ("but not for journeys under 10 miles") or without ("closed on Mondays"): it opens a phrase
      // whose words count as said both ways. The word after "except" opens nothing itself.
      // After "nobody", "none" or "everyone" ("Nobody except Pip has access to it"), it says who within
      // the subject, and the clause goes on with its predicate.
      const excepted =
        (role & EXCEPTION) !== 0 && (before === -1 || (WORDS.flags[before]! & (NEGATING | NEUTRAL_WORD)) === 0)
          ? exceptedAfter(g, id, p)
          : -1
      const exception = excepted !== -1 && opensUnless(excepted)
      const exceptedCase = excepted !== -1 && !exception
      // "We don't give priority to anyone except residents" says "only residents are given priority",
      // and "priority goes to anyone except residents" says residents get none: after "anyone" (data
      // anyExcept), "except" turns the clause's polarity about what it names.
      // Before a condition or a word for people ("anyone except if they cancel"), it names no one.
      const anyExcept = (role & EXCEPTION) !== 0 && ANY_EXCEPT.has(before) && !opensUnless(exceptedAfter(g, id, p))
      if (anyExcept) current.negations++
      // "have nothing but water" says "have only water", as "don't have anything except water" does:
      // "but" right after "nothing" or "none" turns the clause back and opens no clause.
      if (
        id === BUT &&
        (before === NOTHING || before === NONE_ID) &&
        codes[at - 1] === 0x20 &&
        codes[at - 2] !== 0x2c
      ) {
        current.negations++
        role &= ~OPENER
      }
      if (exception) role |= OPENER | NEGATING
      else if (exceptedCase && !anyExcept) role |= OPENER
      else if (before !== -1 && (WORDS.flags[before]! & EXCEPTION) !== 0 && (EXCEPTION_NEXT.get(before) ?? id) === id) {
        role &= ~OPENER
      }
      if ((role & OPENER) !== 0 && ((role & TIME_PREPOSITION) !== 0 || joinsNumbers) && digitNext(g, p)) role &= ~OPENER
      // "Changes after the closing date are not possible": after a noun, before an article, it says
      // which changes (a time phrase, as before a number), and the clause goes on with its predicate.
      if (
        (role & OPENER) !== 0 &&
        (role & TIME_PREPOSITION) !== 0 &&
        current.words.length > 0 &&
        current.negations === 0 &&
        ARTICLES.has(nextWord(g, p))
      )
        role &= ~OPENER
      const firstInSentence = fragments.length === 0 || fragments[fragments.length - 1]!.sentence !== sentence
      if (joinsNumbers && firstInSentence && !current.opener && joinsSubject(g, current, p)) role &= ~OPENER
      // "fixed a bug that stopped orders from being submitted": after a relative pronoun, what is
      // prevented is a clause of its own, so the words before it ("fixed a bug") keep their polarity;
      // a subject right before the verb ("An expired password prevents users from signing in") stays.
      const prevents = (role & PREVENTION) !== 0 && preventsFrom(g, p)
      if (prevents && before !== -1 && RELATIVES.has(before) && current.words.length > 0) {
        if (!current.listed) list(fragments, current)
        outer = null
        scopeLeft = 0
        current = fragment(at, sentence, true)
      }
      // "Bring it back by 10:00 to avoid a late fee": the purpose says what happens if the clause
      // before is not done, as "..., or a late fee applies" and "otherwise there is a fee" say it.
      // The clause before is affirmative, and the purpose's words count as said both ways.
      // So does one that opens its sentence ("To avoid this in future, add the World Pass").
      if (AVOID_IDS.has(id) && before === TO && current.words.length > 0) {
        if (!current.listed) list(fragments, current)
        outer = null
        scopeLeft = 0
        current = fragment(at, sentence, true)
        current.contrast = true
        // With no word of its own ("to avoid this"), it is no ellipsis of the clause before either.
        current.phrase = true
      } else if (AVOID_IDS.has(id) && before === TO && current.tokens === 1) current.contrast = true
      if ((role & OPENER) !== 0) {
        if (current.tokens > 0) {
          if (!current.listed) list(fragments, current)
          outer = null
          scopeLeft = 0
          current = fragment(at, sentence, true)
        } else current.opener = true
        current.and = id === AND
        current.subordinate = exception || SUBORDINATE_IDS.has(id)
        current.condition = CONDITION_IDS.has(id)
        // "Users who signed up before May keep their pricing": before a date it is a time, as
        // before a number, and the clause goes on with its predicate.
        current.order = ORDER_IDS.has(id) && !DATE_IDS.has(nextWord(g, p))
        current.concessive = CONDITION_IDS.has(id) && before !== -1 && CONCESSIVE_IDS.has(before)
        if (exceptedCase) current.contrast = true
      }
      if (current.tokens++ === 0) current.start = at
      current.end = p
      current.lastAt = at
      if ((role & (CONTRACTION | ENDS_NT)) !== 0) {
        current.negations++
        current.awaitsFocus = true
        current.negatedAt = current.tokens
        continue
      }
      // "we don't take trade waste, permit or not": "or not" offers both cases and denies nothing.
      if (id === NOT && offersBothCases(g, before, at, p)) {
        current.bothCases = true
        continue
      }
      // "can be booked through the app, not just by phone": "not just" adds a case, it denies nothing.
      if (id === NOT && ADDITIVES.has(nextWord(g, p))) continue
      if ((role & POSSESSIVE) !== 0) {
        id = WORDS.idOf(WORDS.word(id).slice(0, -2))
        role = WORDS.flags[id]!
      }
      const positive = (role & NEGATIVE_FORM) !== 0 ? POSITIVE_OF.get(id)! : -1
      if (positive === id && current.tokens > 1 && namesWhich(id, before)) {
        // "the login failures affecting EU customers": an -ing disruption right after a noun says
        // which failures, as "hitting EU customers" does, and negates nothing; after "is" it still does.
      } else if (PROBLEM_WORDS.has(id) && PROBLEM_AFTER.test(text.slice(Math.max(0, at - 24), at))) {
        // "explaining what was wrong": the problem named, as "what the problem was" names it.
      } else if ((role & NEGATIVE_FORM) !== 0) {
        // Right after an -ing verb ("keep working unchanged"), a negative form says how it goes on, as
        // "without changes" does: a negation of its phrase alone.
        // So does one between a determiner or a number and a noun ("the affected users", "after five
        // unsuccessful attempts"): it says which users, and "the users affected" still negates.
        // So does one right after the subject that opens the clause, before "to" or "for" ("Anyone
        // unable to attend can ask for a refund", "traders unable to guarantee this may still use
        // it"): a relative clause without its "who", whose negation is not the predicate's.
        if (
          (current.tokens > 1 && describes(before)) ||
          describedNoun(g, current.tokens === 1 ? -1 : before, p) ||
          describedSubject(g, current, before, p)
        ) {
          if (!current.listed) list(fragments, current)
          if (outer === null) outer = current
          current = fragment(at, sentence, true)
          current.phrase = true
          scopeLeft = WITHOUT_SCOPE
          current.tokens = 1
          current.end = p
        }
        current.negations++
        current.awaitsFocus = true
        current.negatedAt = current.tokens
        // "unaffected" is "not affected", and "affected" (a disruption) is a negation of its own.
        if (positive !== id && POSITIVE_OF.get(positive) === positive) current.negations++
        // "unaffected" denies a disruption as "not affected" does: see negatedDisruption.
        if (POSITIVE_OF.get(positive) === positive) current.disrupted = true
        id = positive
        if ((WORDS.flags[id]! & NEUTRAL_WORD) !== 0) continue
      } else if ((role & CONTRAST) !== 0 && negatesHere(g, WORDS.word(id), p)) {
        current.contrast = true
        continue
      } else if ((role & ALTERNATIVE) !== 0 && current.tokens === 1) {
        // "..., otherwise there is a fee": what happens when the clause before is not done, which
        // "to avoid a fee" says with a negation and "if you cancel late, you pay a fee" without one.
        current.contrast = true
        continue
      } else if (
        ((role & NEGATING) !== 0 &&
          ((role & ATTRIBUTIVE) === 0 || !describesNoun(g, p)) &&
          ((role & NOUN_BEFORE_OF) === 0 || nextWord(g, p) !== OF)) ||
        ((role & NEGATIVE_VERB) !== 0 && negatesHere(g, WORDS.word(id), p)) ||
        prevents ||
        ((role & NEGATIVE_AFTER_WORD) !== 0 && endsNamed(id, current.words)) ||
        // "Automatic updates are off" says what "are turned off" and "are not on" say.
        ((role & OFF_STATE) !== 0 && OFF_AFTER.has(before))
      ) {
        // "Neither the tenant nor the partner can", "did not call nor write": a "nor" after a negator
        // of its clause carries that negation on to one more item, it does not undo it.
        if (id === NOR && current.negations > 0) continue
        current.negations++
        current.awaitsFocus = true
        current.negatedAt = current.tokens
        // "Trolleys cost (you) nothing to use": "nothing" after a charge denies the charge, not the use
        // that follows (with nothing after it, "costs nothing", the clause has no focus, as before).
        const charge = id === NOTHING ? CHARGE_BEFORE.exec(text.slice(Math.max(0, at - 24), at)) : null
        chargeFocus = charge === null ? -1 : CHARGE_STEM_OF.get(charge[1]!.toLowerCase())!
        if ((role & NEGATING) !== 0 && ATTRIBUTIVE_STEMS.has(WORDS.stemOf(id))) current.failed = true
        continue
      } else if ((role & NEUTRAL_WORD) !== 0 && ((role & BOUND) === 0 || nextWord(g, p) !== THAN)) continue
      // A number says how much, not whether: the numbers guard checks it, and a clause that shares only a
      // number ("45 minutes") with a clause of the other text is no evidence that one of them flipped.
      if ((cls & DIGIT) !== 0 && isDigits(codes, at, p)) continue
    }
    const stemmed = canonical(WORDS.stemOf(id))
    current.words.push(stemmed)
    if (current.awaitsFocus) {
      if (current.focus === -1) current.focus = chargeFocus === -1 ? stemmed : chargeFocus
      current.awaitsFocus = false
      chargeFocus = -1
    }
    if (scopeLeft > 0 && --scopeLeft === 0 && outer !== null) {
      if (!current.listed) list(fragments, current)
      current = outer
      outer = null
    }
  }
  if (!current.listed) list(fragments, current)
  return fragments
}

// The most tokens after the last negator of a fragment with no content words for its negation to
// still be the clause before's: an ellipsis ("but it doesn't", "but you don't need to") says no more.
const ELLIPSIS_TOKENS = 2

// The most content words of an aside in brackets that names or dates what the clause before says
// ("(17 February)", "(Thursday 2 April)"): a longer one says something of its own.
const ASIDE_WORDS = 2

/** Marks the fragments of sentence `sentence`, the last ones listed, as a question's: see clausesOf. */
function asked(fragments: readonly Fragment[], sentence: number): void {
  for (let k = fragments.length - 1; k >= 0 && fragments[k]!.sentence === sentence; k--) fragments[k]!.question = true
}

function list(fragments: Fragment[], f: Fragment): void {
  f.listed = true
  fragments.push(f)
}

/**
 * Whether `f` opens with a relative pronoun: its predicate is the pronoun's, so a short negative one
 * ("run the reset script, which must not be skipped") is a clause of its own and does not negate the
 * clause before it.
 */
function opensRelative(g: GuardText, f: Fragment): boolean {
  return RELATIVE_OPENING.test(g.text.slice(f.start, f.start + RELATIVE_CHARS))
}

// The most content words of a label that a lone negator or a short denial answers ("Known issues: none.").
const LABEL_WORDS = 3
// The most tokens and content words of a short denial answering a label ("Travel: no charge").
const DENIAL_TOKENS = 3
const DENIAL_WORDS = 2
const LABEL_COLON = /^[ \t]*:[ \t]*$/
const ANSWER_END = /^[ \t]*(?:[.;!\n]|$)/
const DENIAL_OPENING = /^(?:no|not)\s/i

/**
 * The label that `f` answers with a lone negator or a short denial, or undefined: "Apologies:
 * none." and "Refund: no." deny their label as "there were no apologies" and "no refund" do, and
 * "Travel within 15 miles: no charge" says what "we don't charge for travel within 15 miles" says.
 * `f` is the whole of what follows the colon of the clause before it (`previous`, affirmative and
 * of at most {@link LABEL_WORDS} content words): one word, a negator, or "no" or "not" and at most
 * {@link DENIAL_WORDS} content words. "Present: none of the directors" goes on and is no such answer.
 */
function answeredNone(g: GuardText, f: Fragment, previous: Fragment | undefined): Fragment | undefined {
  if (f.negations !== 1 || f.phrase || previous === undefined) return undefined
  const lone = f.tokens === 1
  if (!lone) {
    if (f.tokens > DENIAL_TOKENS || f.words.length > DENIAL_WORDS) return undefined
    if (!DENIAL_OPENING.test(g.text.slice(f.start, f.start + 4))) return undefined
  }
  if (previous.sentence !== f.sentence - 1 || previous.negations !== 0 || previous.question) return undefined
  if (previous.words.length === 0 || previous.words.length > LABEL_WORDS) return undefined
  if (!LABEL_COLON.test(g.text.slice(previous.end, f.start))) return undefined
  return ANSWER_END.test(g.text.slice(f.end, f.end + 4)) ? previous : undefined
}

// The most content words of the list items a negation is carried over to or back from.
const LIST_WORDS = 4
// The most content words of the items that open a sentence before a negative last one.
const OPENING_LIST_WORDS = 8
// The most clauses those items may have been read as ("Food, flammable liquids, gas bottles, firearms and ...").
const OPENING_ITEMS = 4
// Words that end a word-list alternation: no letter, digit or apostrophe on either side.
const wordsOf = (words: readonly string[]): string => `(?<![\\p{L}\\p{N}'])(?:${words.join('|')})(?![\\p{L}\\p{N}])`
// An "or" or "nor" between two list items; not "3 hours or more", a bound the numbers guard reads.
const NOT_AFTER_OR = wordsOf([...NEGATION_WORDS.bounds, 'so'])
const LIST_OR = new RegExp(`[\\p{L}\\p{N}]\\s+(?:or|nor)\\s+(?!${NOT_AFTER_OR})[\\p{L}\\p{N}£$€]`, 'iu')
// A finite verb, a subject pronoun, "please" or a past form: a fragment holding one is a clause of its
// own ("..., or we retry", "..., please cancel 48 hours ahead", "78% of staff responded").
const SUBJECT_PRONOUNS = ['we', 'you', 'they', 'it', 'he', 'she', 'i']
const CLAUSE_PRONOUNS = [...SUBJECT_PRONOUNS, 'please']
const CLAUSE_WORD = new RegExp(
  `${wordsOf([...NEGATION_WORDS.finiteAuxiliaries, ...CLAUSE_PRONOUNS])}|\\p{L}ed(?![\\p{L}\\p{N}])`,
  'iu',
)
// A comma between list items, not inside a number ("£25,000").
const LIST_COMMA = /,\s/
// A sentence that opens with its negator ("No firearms", "Not cheques").
const NEGATOR_OPENING = /^(?:no|not|never)\s/i

/** Whether the text from the end of `before` to `at` is a comma (and spaces). */
function commaBetween(g: GuardText, before: number, at: number): boolean {
  return /^\s*,\s*$/.test(g.text.slice(before, at))
}

/**
 * Whether `f`, after a comma, goes on listing what the negative clause `previous` of its sentence
 * denies: its items are joined by "or" or "nor" or it opens with one ("we don't take cheques, or cash
 * above £5,000"), it holds no negation and at most {@link LIST_WORDS} content words, and no finite
 * verb or subject pronoun, so it is no clause of its own ("We don't charge for it, or we refund it").
 * After a sentence-opening "No firearms" the items may go on with the predicate ("ivory or weapons
 * may be sold"): the negator is the determiner of the whole list.
 */
function negatedListGoesOn(g: GuardText, previous: Fragment, fragments: readonly Fragment[], k: number): boolean {
  const f = fragments[k]!
  if (!isNegative(previous) || previous.sentence !== f.sentence || previous.subordinate || previous.condition)
    return false
  if (!commaBetween(g, previous.end, f.start)) return false
  const text = g.text.slice(f.start, f.end)
  if (isListItem(g, f) && !f.and && (f.or || LIST_OR.test(text))) return true
  // "We cannot store food, plants, gas bottles or anything flammable": an item that the "or" of a later
  // one ends, each after a comma.
  if (isListItem(g, f) && !f.opener) {
    for (let j = k + 1; j < fragments.length; j++) {
      const next = fragments[j]!
      if (next.sentence !== f.sentence || !commaBetween(g, fragments[j - 1]!.end, next.start) || !isListItem(g, next))
        return false
      if (next.or || LIST_OR.test(g.text.slice(next.start, next.end))) return true
      // "..., gas bottles and anything flammable." when the "and" item ends the sentence.
      if (next.and) return next.words.length <= 2 && fragments[j + 1]?.sentence !== f.sentence
      if (next.opener) return false
    }
    return false
  }
  // After a sentence-opening "No firearms" the items go on with the predicate: "No firearms, ivory
  // or weapons may be sold".
  if (f.negations !== 0 || f.opener || f.words.length === 0 || f.words.length > LIST_WORDS) return false
  const opening = g.text.slice(previous.start, previous.end)
  return previous.words.length === 1 && NEGATOR_OPENING.test(opening) && LIST_OR.test(text)
}

/**
 * Whether `f` can be an item of a list: no negation, one to {@link LIST_WORDS} content words, no finite
 * verb, subject pronoun or past form, and opened by no clause opener but "and" or "or".
 */
function isListItem(g: GuardText, f: Fragment): boolean {
  if (f.negations !== 0 || f.subordinate || f.condition || f.words.length === 0 || f.words.length > LIST_WORDS)
    return false
  if (f.opener && !f.or && !f.and) return false
  return !CLAUSE_WORD.test(g.text.slice(f.start, f.end))
}

/**
 * Whether `carry`, the short affirmative fragments that open a sentence, lists the subject of the
 * negative clause `f` that its last item opens with "and" or "or": "Poetry, picture books and
 * academic books are not something we take on", "Firearms, ivory and weapons can't be sold". The
 * list needs two commas' worth of items ("A, B and C"): "The printer works, and the scanner doesn't"
 * is two clauses.
 */
function listBeforeNegation(g: GuardText, openers: readonly Fragment[], f: Fragment): boolean {
  if (!isNegative(f) || !(f.and || f.or || (!f.opener && LIST_OR.test(g.text.slice(f.start, f.end))))) return false
  // A last item names its thing before the negation ("and weapons can't be sold"); one negated from
  // its first word is a clause of its own ("On the canal, keep to the limit and avoid a wash").
  if (f.focus !== -1 && f.words.indexOf(f.focus) === 0) return false
  let words = 0
  for (let i = 0; i < openers.length; i++) {
    const item = openers[i]!
    if (item.subordinate || item.condition || item.contrast || item.opener || item.negations !== 0) return false
    if (item.sentence !== f.sentence || item.words.length === 0) return false
    if (i > 0 && !commaBetween(g, openers[i - 1]!.end, item.start)) return false
    words += item.words.length
  }
  const first = openers[0]!
  const last = openers[openers.length - 1]!
  if (words > OPENING_LIST_WORDS) return false
  if (!commaBetween(g, last.end, f.start) && !/^\s+$/.test(g.text.slice(last.end, f.start))) return false
  // "Knives, pocket knives included, and ..." names an item as "including pocket knives" does: its
  // "included" is no verb of a clause.
  const text = g.text.slice(first.start, last.end).replace(ITEM_INCLUDED, '')
  return LIST_COMMA.test(text) && !CLAUSE_WORD.test(text)
}

// "included" after an item, at the end of the items or before a comma.
const ITEM_INCLUDED = /(?<=\p{L})\s+included\s*(?=,|$)/gu

/**
 * Whether `f` is an item of the list after the negative label `label` ("Not covered: parts, touch-up
 * painting and non-routine findings", "Not included: towels and bedding"): the label opens its line or
 * sentence with "no", "not" or "never", at most {@link LABEL_WORDS} content words and a colon ("There's
 * no budget increase: the contingency covers it" explains, it lists nothing), and `f` is a short affirmative
 * fragment in the sentence after it, right after the colon or after the items before it, joined by a
 * comma, "and" or "or". A fragment with a verb of its own ("which we charge at €78 an hour") ends the list.
 */
function itemOfDeniedLabel(g: GuardText, label: Fragment, f: Fragment): boolean {
  if (!isNegative(label) || label.contrast || label.words.length === 0 || f.sentence !== label.sentence + 1)
    return false
  if (!isListItem(g, f) || f.subordinate || f.condition) return false
  const opening = g.text.slice(Math.max(0, label.start - 3), label.start)
  if (label.start > 0 && !/(?:^|[\n.!?])\s*$/.test(opening)) return false
  if (!NEGATOR_OPENING.test(g.text.slice(label.start, label.start + 6))) return false
  const between = g.text.slice(label.end, f.start)
  if (/^[ \t]*:[ \t]*$/.test(between)) return label.words.length <= LABEL_WORDS
  return commaBetween(g, label.end, f.start) || ((f.and || f.or) && /^\s+$/.test(between))
}

/**
 * The list items that end `clauses` in the current sentence (its last `inSentence` clauses): the
 * longest run of short affirmative fragments joined by commas, at most {@link OPENING_ITEMS} of them.
 */
function listRun(g: GuardText, clauses: readonly Fragment[], inSentence: number): Fragment[] {
  let from = clauses.length
  const first = clauses.length - inSentence
  while (from > first && clauses.length - from < OPENING_ITEMS) {
    const item = clauses[from - 1]!
    if (!isListItem(g, item) || item.opener || item.contrast) break
    if (from < clauses.length && !commaBetween(g, item.end, clauses[from]!.start)) break
    from--
  }
  return clauses.slice(from)
}

// The last clause, or undefined: reading index -1 of an empty array is a slow property lookup.
const lastOf = (clauses: readonly Fragment[]): Fragment | undefined =>
  clauses.length > 0 ? clauses[clauses.length - 1] : undefined

/**
 * Joins fragments into clauses: a short fragment that opens a sentence without a negation lends its
 * words to the next fragment ("On the free plan, this feature isn't available"); a one-word
 * fragment with a negation joins the one before it ("battery life, however, is not improved").
 */
function clausesOf(g: GuardText): Fragment[] {
  const clauses: Fragment[] = []
  let carry: Fragment | null = null
  let sentence = -1
  let inSentence = 0
  let contrastNext = false
  // The question sentence last looked at and the answer found after it: see answerAfter.
  let askedSentence = -1
  let answer = 0
  const fragments = fragmentsOf(g)
  for (let k = 0; k < fragments.length; k++) {
    const f = fragments[k]!
    // A question's words are neither said nor denied ("Can we ship GPL code?" against "GPL code can't
    // go in"), unless a "yes" or "no" answers it: "Will my badge work? No, ..." says it won't work.
    if (f.question) {
      if (f.sentence !== askedSentence) {
        askedSentence = f.sentence
        answer = answerAfter(g, fragments, k)
      }
      if (answer === 0) continue
      if (answer === NO_ANSWER && !f.subordinate) f.negations++
    }
    if (f.sentence !== sentence) {
      if (carry !== null) clauses.push(carry)
      carry = null
      sentence = f.sentence
      inSentence = 0
      contrastNext = false
    }
    if (contrastNext) {
      f.contrast = true
      contrastNext = false
    }
    if (f.words.length === 0) {
      // "Otherwise, you pay a fee": a contrast with no words of its own makes the next fragment one.
      if (f.contrast && !f.phrase) contrastNext = true
      // "the event is marked as failed", "..., but it doesn't": a negation with no words of its own
      // belongs to the clause before, when little follows it. One that goes on with a predicate of
      // function words ("..., and you don't need to do anything else") is a clause of its own.
      const before = carry ?? (inSentence > 0 ? clauses[clauses.length - 1] : undefined)
      const label = inSentence === 0 ? answeredNone(g, f, lastOf(clauses)) : undefined
      if (label !== undefined) {
        label.negations++
        label.focus = label.words[0]!
        label.end = f.end
      } else if (
        f.negations > 0 &&
        !f.phrase &&
        before !== undefined &&
        f.tokens - f.negatedAt <= ELLIPSIS_TOKENS &&
        // "run by Koffer & Co, not by us": a denied alternative of function words denies no clause.
        !(f.tokens - f.negatedAt >= 2 && notAfterMark(g, f))
      ) {
        before.negations += f.negations
        before.failed ||= f.failed
        before.end = Math.max(before.end, f.end)
      }
      continue
    }
    // "Not covered: parts, touch-up painting and non-routine findings": the items after a negative
    // label are what it denies.
    const label = lastOf(clauses)
    if (carry === null && label !== undefined && itemOfDeniedLabel(g, label, f)) {
      label.words.push(...f.words)
      label.end = f.end
      continue
    }
    // "Poetry, picture books and academic books are not something we take on": the list that opens the
    // sentence is the subject of the negative clause its last item opens.
    // The opening items may be one carried fragment or up to two clauses ("Routine care such as
    // vaccinations, flea treatment and dental cleaning is not covered").
    // Only a negative clause has such a list (listBeforeNegation): the openers are not gathered for others.
    if (isNegative(f)) {
      let openers =
        carry !== null ? [carry] : inSentence <= OPENING_ITEMS ? clauses.slice(clauses.length - inSentence) : []
      // After a fragment that sets the scene ("At Keystone Self Store, food, gas bottles and firearms are
      // prohibited", "Because they are consumables, batteries, wax guards and domes fall outside the
      // cover"), the list is the items right before the negative one.
      if (carry === null && !(openers.length > 0 && listBeforeNegation(g, openers, f))) {
        const run = listRun(g, clauses, inSentence)
        openers = run.length > 0 && run.length < inSentence ? run : openers
      }
      if (openers.length > 0 && listBeforeNegation(g, openers, f)) {
        f.words = [...openers.flatMap((clause) => clause.words), ...f.words]
        f.start = openers[0]!.start
        if (carry === null) {
          clauses.length -= openers.length
          inSentence = 0
        }
        carry = null
      }
    }
    if (carry !== null && f.opener) {
      clauses.push(carry)
      inSentence++
      carry = null
    }
    // "Koffer & Co, not Aurora Nightline, operates the storage": the subject's denied alternative, set
    // off as an aside, is a clause of its own, and the subject before it keeps its polarity.
    if (
      carry !== null &&
      f.negations === 1 &&
      !f.opener &&
      f.words.length <= ALTERNATIVE_WORDS &&
      !f.words.some((word) => carry!.words.includes(word)) &&
      notAfterMark(g, f) &&
      asideMark(g.codes[skipSpaces(g, f.end)])
    ) {
      clauses.push(carry, f)
      inSentence += 2
      carry = null
      continue
    }
    if (carry !== null) {
      f.words = [...carry.words, ...f.words]
      f.negations += carry.negations
      f.failed ||= carry.failed
      if (carry.focus !== -1) f.focus = carry.focus
      f.contrast ||= carry.contrast
      f.start = Math.min(f.start, carry.start)
      f.end = Math.max(f.end, carry.end)
      carry = null
    }
    const previous = lastOf(clauses)
    // "Travel within 15 miles of Thornbury: no charge": the label and its short denial are one
    // negative clause, as "there is no charge for travel within 15 miles" is.
    const denied = inSentence === 0 ? answeredNone(g, f, previous) : undefined
    if (denied !== undefined) {
      denied.words.push(...f.words)
      denied.negations += f.negations
      if (f.focus !== -1) denied.focus = f.focus
      denied.end = f.end
      continue
    }
    // "with no lesson during half term (17 February)": a short aside names or dates what the
    // clause before it says, with that clause's polarity.
    // ... and so does a short fragment opened by a word of data extensions ("Never cook inside the
    // tent, even in the porch"): it stretches the clause before to one more case. After a negative
    // clause, "not even in the porch" says that negation again, it does not undo it.
    if (
      f.words.length <= ASIDE_WORDS &&
      inSentence > 0 &&
      previous !== undefined &&
      (f.negations === 0
        ? f.aside || (!f.opener && EXTENSION.test(g.text.slice(f.start, f.start + EXTENSION_CHARS)))
        : f.negations === 1 &&
          !f.opener &&
          isNegative(previous) &&
          NEGATED_EXTENSION.test(g.text.slice(f.start, f.start + EXTENSION_CHARS)))
    ) {
      previous.words.push(...f.words)
      previous.end = Math.max(previous.end, f.end)
      continue
    }
    if (!f.opener && f.words.length < 3 && inSentence === 0 && f.negations === 0) {
      if (lineLabel(g, f, fragments[k + 1])) {
        f.contrast = true
        clauses.push(f)
        inSentence++
      } else carry = f
      continue
    }
    const subject = inSentence === 2 ? subjectBeforeExample(g, clauses, f) : undefined
    if (subject !== undefined) {
      // "Damage caused by your landlord's building, such as a roof leak, is not covered": the
      // predicate after the examples says its polarity of the subject before them.
      const example = clauses.pop()!
      clauses.pop()
      f.words = [...subject.words, ...example.words, ...f.words]
      f.start = subject.start
      inSentence -= 2
    }
    // "We do not accept poetry, picture books or academic titles", "No firearms, ivory or weapons may be
    // sold": the items after the comma are more of what the clause before denies.
    if (previous !== undefined && inSentence > 0 && negatedListGoesOn(g, previous, fragments, k)) {
      previous.words.push(...f.words)
      previous.end = Math.max(previous.end, f.end)
      continue
    }
    if (deniedAlternative(g, f, previous, inSentence)) {
      clauses.push(f)
      inSentence++
      continue
    }
    const listItem =
      f.and &&
      f.tokens === 2 &&
      f.negations === 0 &&
      (g.classes[f.lastAt]! & (chars.UPPER | chars.NUMBER)) !== 0 &&
      previous !== undefined &&
      previous.negations % 2 === 1
    if (
      (listItem || !f.opener) &&
      f.words.length < 2 &&
      (f.negations > 0 || listItem) &&
      inSentence > 0 &&
      previous !== undefined &&
      (listItem || !previous.subordinate) &&
      !opensRelative(g, f) &&
      !SUBJECT_OPENING.test(g.text.slice(f.start, f.start + SUBJECT_CHARS))
    ) {
      previous.negations += f.negations
      previous.failed ||= f.failed
      if (previous.focus === -1) previous.focus = f.focus
      previous.contrast ||= f.contrast
      previous.words.push(...f.words)
      previous.end = Math.max(previous.end, f.end)
      continue
    }
    clauses.push(f)
    inSentence++
  }
  if (carry !== null) clauses.push(carry)
  for (let k = 0; k < clauses.length; k++) {
    const clause = clauses[k]!
    if (clause.words.includes(FIX) && FIXED_PROBLEM.test(g.text.slice(clause.start, clause.end))) clause.contrast = true
  }
  return clauses
}

// "fixed the issue where ...", "fixed a bug that caused ...": what follows describes a problem that
// no longer happens, which release notes say either way ("X no longer fires twice", "Fixed: X fired
// twice"), so such a clause's words count as said both ways. Reading it as negated instead fixed as
// many blind pairs and broke as many (b3-para-05, b5-para-14, b25-para-28). Known limit: against "X
// still fires twice" it passes.
const PROBLEMS = 'bugs?|issues?|problems?|errors?|glitch(?:es)?|regressions?|crash(?:es)?'
const FIXED_PROBLEM = new RegExp(
  `(?:^|[^\\p{L}])fix(?:ed|es)?\\s+(?:\\p{L}+\\s+){0,3}(?:${PROBLEMS})\\s+` +
    '(?:where|that|which|in\\s+which|causing|when)(?![\\p{L}])',
  'iu',
)

/**
 * Whether `f` labels the clause after its colon on the same line ("- Price check: Pinewood's bid is not
 * abnormally low", "Parking: the car park is closed"): it opens its line (after a list marker), a
 * colon follows it, and the next fragment, a clause of two or more content words, goes on on that
 * line. A label names what the line is about and states nothing, so its words count as said both
 * ways: "The price check found that the bid isn't abnormally low" and "One known issue remains: ..."
 * say what such lines say. A short answer after the colon ("Travel within 15 miles: no charge") is
 * read by answeredNone instead.
 */
function lineLabel(g: GuardText, f: Fragment, next: Fragment | undefined): boolean {
  if (next === undefined || next.sentence !== f.sentence + 1 || next.words.length < 2) return false
  const colon = skipSpaces(g, f.end)
  if (g.codes[colon] !== 0x3a || g.text.slice(colon, next.start).includes('\n')) return false
  return LINE_START.test(g.text.slice(Math.max(0, f.start - LINE_START_CHARS), f.start))
}
// What may come between a line's start and its label: spaces and a list marker ("- ", "2. ").
const LINE_START = /(?:^|\n)[ \t]*(?:[-*\u2022][ \t]+|\d{1,2}[.)][ \t]+)?$/
const LINE_START_CHARS = 8

// A subject pronoun then a word opening a fragment: "..., you won't be able to defer again" is a
// clause of its own, not one more word of the clause before, as "..., not cash" is.
const SUBJECT_OPENING = new RegExp(`^\\s*(?:${SUBJECT_PRONOUNS.join('|')})\\s+\\p{L}`, 'iu')
const SUBJECT_CHARS = 8

// The most content words of the denied alternative of "A, not B" ("issued annually, not per collection").
const ALTERNATIVE_WORDS = 3
const NOT_OPENING = /^not\s/i

/**
 * Whether `f` is the denied alternative of "A, not B": it opens with "not" right after a comma of its
 * sentence (`previous` being the clause before it there), holds no other negation and at most
 * {@link ALTERNATIVE_WORDS} content words ("notes are issued annually, not per collection", "units
 * will be archived, not deleted"). It denies B alone, as "A rather than B" does, so it is a negative
 * clause of its own and does not negate the clause before it: "annually, not per collection" agrees
 * with "once a year rather than with each collection", and "archived, not deleted" with "archived;
 * nothing is deleted". A B that repeats a word of A ("2.4 GHz networks, not 5 GHz") still negates the
 * clause before it. "Use the red cable, not the blue one" against "Do not use the red cable", and
 * "annually, not per collection" against "annually and per collection", still fail.
 */
function deniedAlternative(g: GuardText, f: Fragment, previous: Fragment | undefined, inSentence: number): boolean {
  if (f.negations !== 1 || f.opener || inSentence === 0 || previous === undefined) return false
  if (previous.sentence !== f.sentence || f.words.length > ALTERNATIVE_WORDS) return false
  // "works on 2.4 GHz networks, not 5 GHz": B names another value of a word of A, so the whole clause is
  // what B denies ("5 GHz networks won't work"), as when B joins it.
  if (f.words.some((word) => previous.words.includes(word))) return false
  return notAfterMark(g, f)
}

/** Whether `c` is a comma or a dash, the marks that set off an aside ("Koffer & Co - not us - runs it"). */
const asideMark = (c: number | undefined): boolean => c === 0x2c || c === 0x2d || c === 0x2013 || c === 0x2014

/** Whether `f` opens with "not" right after a comma or a dash ("Koffer & Co - not Aurora Nightline - operates"). */
function notAfterMark(g: GuardText, f: Fragment): boolean {
  if (!NOT_OPENING.test(g.text.slice(f.start, f.start + 4))) return false
  let k = f.start - 1
  while (k >= 0 && (g.classes[k]! & SPACE) !== 0) k--
  return k >= 0 && asideMark(g.codes[k])
}

const YES_ANSWER = 1
const NO_ANSWER = 2
const ANSWERS = new Map<string, number>([
  ...NEGATION_WORDS.answers.yes.map((word): [string, number] => [word, YES_ANSWER]),
  ...NEGATION_WORDS.answers.no.map((word): [string, number] => [word, NO_ANSWER]),
])

/**
 * How the sentence after the question of `fragments[k]` answers it: {@link YES_ANSWER} or
 * {@link NO_ANSWER} when it opens with a fragment of one word of data answers ("No, everyone gets a
 * new badge"), which is then emptied so it joins nothing; else 0.
 */
function answerAfter(g: GuardText, fragments: readonly Fragment[], k: number): number {
  const sentence = fragments[k]!.sentence
  let j = k + 1
  // Past the question and the empty fragments of the line breaks after a heading ("Will my badge work?\n\nNo, ...").
  while (j < fragments.length && (fragments[j]!.sentence === sentence || fragments[j]!.tokens === 0)) j++
  if (j < fragments.length && answerLabel(g, fragments[j]!)) j++
  const next = fragments[j]
  if (next === undefined || next.tokens !== 1) return 0
  const answer = ANSWERS.get(g.text.slice(next.start, next.end).toLowerCase()) ?? 0
  if (answer !== 0) {
    next.words = []
    next.negations = 0
  }
  return answer
}

// A label before an answer, as a FAQ writes "Q: ... A: Yes, ...": the answer comes after it.
const ANSWER_LABEL = /^(?:a|answer)$/i

/** Whether `f` is a label of one word before a colon that names an answer ("A:", "Answer:"). */
function answerLabel(g: GuardText, f: Fragment): boolean {
  return f.tokens === 1 && g.codes[f.end] === 0x3a && ANSWER_LABEL.test(g.text.slice(f.start, f.end))
}

// Data extensions, matched at the start of a fragment: see clausesOf.
const EXTENSION = new RegExp(`^(?:${NEGATION_WORDS.extensions.join('|')})\\s`, 'i')
const NEGATED_EXTENSION = new RegExp(`^(?:not|never)\\s+(?:${NEGATION_WORDS.extensions.join('|')})\\s`, 'i')
// How far into a fragment those patterns read: "never " and the longest extension, then a space.
const EXTENSION_CHARS = 'never '.length + Math.max(...NEGATION_WORDS.extensions.map((word) => word.length)) + 1

const EXAMPLE_MARKERS = /^(?:such as|like|including|for example|for instance|e\.g\.)\s/i
const AUXILIARIES = new Set(
  'is are was were be been must can could will would should shall may might has have had do does did'.split(' '),
)

/**
 * The sentence's first clause when `f` is a predicate with no subject of its own (it starts with an
 * auxiliary: "is not covered") right after a clause of examples ("such as a roof leak") that follows
 * it: the subject the examples interrupted, which the predicate's polarity is about. Else undefined.
 */
function subjectBeforeExample(g: GuardText, clauses: readonly Fragment[], f: Fragment): Fragment | undefined {
  if (f.opener) return undefined
  const example = clauses[clauses.length - 1]!
  const subject = clauses[clauses.length - 2]!
  if (subject.opener || subject.negations !== 0 || example.negations !== 0 || example.sentence !== f.sentence)
    return undefined
  if (!EXAMPLE_MARKERS.test(g.text.slice(example.start, example.start + 14))) return undefined
  const first = g.text.slice(f.start, wordEnd(g, f.start)).toLowerCase()
  return AUXILIARIES.has(first) || first.endsWith("n't") ? subject : undefined
}

/**
 * The clauses of a text with their polarity. Negators (`not`, `n't`, `never`, `no`, `none`,
 * `nobody`, `nothing`, `without`, `cannot`, `unless`, `fails to`, `unable`, ...) and negative forms
 * (`unavailable` = not available, `declined` = not approved) each flip the clause they are in, so
 * `did not` = `didn't`, `never` = `not ever`, `cannot` = `is unable to` = `is not able to`, and two
 * negators cancel. Clauses end at sentence punctuation, commas and clause-opening words (`because`,
 * `if`, `which`, `and`, ...); a fragment with one content word joins the clause before it.
 *
 * @example
 * statementsOf('The payment was not approved.')[0]!.negative // true
 */
export function statementsOf(text: string): Statement[] {
  keepWordsBounded()
  const g = guardText(text)
  return clausesOf(g).map((clause) => ({
    text: textOf(g, clause),
    negative: clause.negations % 2 === 1,
    words: clause.words.map((id) => WORDS.word(id)),
  }))
}

// The word table keeps the words of the texts it has read, so a suite's vocabulary is hashed and
// stemmed once instead of once per pair; past this many entries it forgets all but the data lists'.
const KEPT_WORDS = 1 << 14

function keepWordsBounded(): void {
  if (WORDS.count <= KEPT_WORDS) return
  WORDS.reset()
  WORD_CACHE.fill(0)
}

/** A clause as its text writes it (the words are only sliced out for a message). */
function textOf(g: GuardText, clause: Fragment): string {
  return g.text.slice(clause.start, clause.end)
}

const isNegative = (clause: Fragment): boolean => clause.negations % 2 === 1

/**
 * Whether the words of `clause` count as said both ways: a contrast, or an affirmative clause of
 * order ("before verifying", "until the decision is announced"), which states when a step comes, not
 * a fact; "Do not parse the JSON before verifying" says the order "Verify before you parse the JSON"
 * says, so neither "before" clause may outvote the other text's main clause. The main clauses still
 * decide: "Parse the JSON before verifying" against "Do not parse the JSON before verifying" fails.
 */
const saidBothWays = (clause: Fragment): boolean => clause.contrast || (clause.order && clause.negations === 0)

const POSITIVE = 1
const NEGATIVE = 2

// The polarity bits of every word id, all 0 between checks: each check clears the ids it set.
let POLARITY = new Uint8Array(1024)

/**
 * Content word (its word-table id) -> the polarities of the clauses it occurs in, as bits:
 * {@link POSITIVE} and {@link NEGATIVE} for the expected text, the same shifted by two for the
 * received one. One array serves both texts, so each occurrence costs one load.
 */
function polarities(expected: readonly Fragment[], received: readonly Fragment[]): Uint8Array {
  if (POLARITY.length < WORDS.count) POLARITY = new Uint8Array(Math.max(WORDS.count, POLARITY.length * 2))
  const map = POLARITY
  for (let side = 0; side < 2; side++) {
    const clauses = side === 0 ? expected : received
    const shift = side * 2
    for (let i = 0; i < clauses.length; i++) {
      const clause = clauses[i]!
      const bit = (saidBothWays(clause) ? POSITIVE | NEGATIVE : isNegative(clause) ? NEGATIVE : POSITIVE) << shift
      const words = clause.words
      for (let k = 0; k < words.length; k++) map[words[k]!]! |= bit
    }
  }
  return map
}

// Word id * 4 + side * 2 + (1 if negative) -> 1 + the index of the last clause of that side and
// polarity holding the word (0: none). Filled only once a check finds a flip (most pairs have
// none), and all 0 between checks, like POLARITY.
let CLAUSE_OF = new Int32Array(4096)
let clausesIndexed = false

function indexClauses(expected: readonly Fragment[], received: readonly Fragment[]): void {
  if (clausesIndexed) return
  clausesIndexed = true
  if (CLAUSE_OF.length < WORDS.count * 4) CLAUSE_OF = new Int32Array(Math.max(WORDS.count * 4, CLAUSE_OF.length * 2))
  for (let side = 0; side < 2; side++) {
    const clauses = side === 0 ? expected : received
    for (let i = 0; i < clauses.length; i++) {
      const clause = clauses[i]!
      if (clause.contrast) continue
      const slot = side * 2 + (isNegative(clause) ? 1 : 0)
      for (const word of clause.words) CLAUSE_OF[word * 4 + slot] = i + 1
    }
  }
}

function clearPolarities(map: Uint8Array, clauses: readonly Fragment[]): void {
  if (!clausesIndexed) {
    for (let i = 0; i < clauses.length; i++) {
      const words = clauses[i]!.words
      for (let k = 0; k < words.length; k++) map[words[k]!] = 0
    }
    return
  }
  // Four stores, not CLAUSE_OF.fill: a builtin call per word cost more than the stores.
  const index = CLAUSE_OF
  for (const clause of clauses) {
    for (const word of clause.words) {
      map[word] = 0
      const at = word * 4
      index[at] = 0
      index[at + 1] = 0
      index[at + 2] = 0
      index[at + 3] = 0
    }
  }
}

/** The index of the last clause of side `shift` and the given polarity that holds `word`, or -1. */
function clauseOf(word: number, shift: number, negative: boolean): number {
  return CLAUSE_OF[word * 4 + shift + (negative ? 1 : 0)]! - 1
}

/**
 * The index in the other text's clauses of the last clause of the other polarity than `statement`
 * that holds its first flipped word, or -1: the counterpart most rules compare a flip with.
 */
function oppositeAt(statement: Fragment, shift: number, flipped: readonly number[]): number {
  return clauseOf(flipped[0]!, 2 - shift, !isNegative(statement))
}

/** Whether `clause` holds every word of `words`. */
function holdsAll(clause: Fragment, words: readonly number[]): boolean {
  return words.every((word) => clause.words.includes(word))
}

/** A negative clause of the same sentence right before or after `clauses[i]`. */
function negativeNeighbour(clauses: readonly Fragment[], i: number): Fragment | undefined {
  const clause = clauses[i]!
  for (const j of [i - 1, i + 1]) {
    const next = clauses[j]
    if (next !== undefined && next.sentence === clause.sentence && isNegative(next) && !next.contrast) return next
  }
  return undefined
}

/**
 * Whether the affirmative clause `tail`, next to the negative clause `head` of its sentence, is said
 * in the other text inside the one negative clause `joined` that also holds a word of `head`: "Do not
 * unplug the router while it is updating" against "Do not unplug the router during the update",
 * "Stop using the kettle and unplug it" against "Unplug the kettle and stop using it". A subordinate
 * clause (a time, a condition) is never what the negation denies; another clause only when its words
 * come before the joined clause's negation, since a word after it is negated ("Don't unplug the
 * router and restart it" against "Don't unplug or restart the router" still fails), or when `head`
 * (in the text `g`) names them with a pronoun and has no word `joined` lacks: "Bread is bad for
 * birds, so do not put it out" against "Don't put out bread" ("Chocolate is fine for dogs, but don't
 * give them grapes" against "Don't give the dog chocolate" still fails).
 */
function joinedTail(
  g: GuardText,
  tail: Fragment,
  head: Fragment,
  joined: Fragment,
  flipped: readonly number[],
): boolean {
  if (!isNegative(joined) || joined.contrast || isNegative(tail)) return false
  if (!flipped.every((word) => joined.words.includes(word) && tail.words.includes(word))) return false
  if (!head.words.some((word) => joined.words.includes(word) && !tail.words.includes(word))) return false
  if (tail.subordinate || opensSubordinate(g, tail)) return true
  // A negator of the clause's own with no content word after it ("... at £6 a day to avoid this")
  // negates a pronoun or nothing: every word comes before it. A negation lent by an ellipsis ("...,
  // but you shouldn't") has no focus either, but denies the whole clause, so it still counts as first.
  const endsNegated = joined.focus === -1 && joined.negatedAt > 0
  const negated = endsNegated ? joined.words.length : joined.words.indexOf(joined.focus)
  if (negated > 0 && flipped.every((word) => joined.words.indexOf(word) < negated)) return true
  return head.words.every((word) => joined.words.includes(word)) && holdsPronoun(g, head)
}

/** Whether `clause` of the text `g` holds a pronoun that names things said before it (data pronouns: "it", "them"). */
function holdsPronoun(g: GuardText, clause: Fragment): boolean {
  for (let k = clause.start; k < clause.end; ) {
    if ((g.classes[k]! & LETTER) === 0) {
      k++
      continue
    }
    const end = wordEnd(g, k)
    const id = WORDS.lookupAt(g.text, g.codes, k, end)
    if (id !== -1 && (WORDS.flags[id]! & PRONOUN) !== 0) return true
    k = end
  }
  return false
}

// Phrases that open a subordinate clause with no word of SUBORDINATORS ("in case you buy it again"):
// data subordinatePhrases, matched at the start of a clause's text.
const SUBORDINATE_PHRASE = new RegExp(
  `^(?:${NEGATION_WORDS.subordinatePhrases.map((phrase) => phrase.split(' ').join('\\s+')).join('|')})\\b`,
  'i',
)

/** Whether `clause` of the text `g` opens with a subordinating phrase of data subordinatePhrases. */
function opensSubordinate(g: GuardText, clause: Fragment): boolean {
  return SUBORDINATE_PHRASE.test(g.text.slice(clause.start, clause.start + 32))
}

/**
 * Whether the flip of `clauses[i]` is only a clause said apart in one text and joined in the other;
 * `texts` are the expected and the received text.
 */
function splitOrJoined(
  clauses: readonly Fragment[],
  i: number,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
  texts: readonly [GuardText, GuardText],
): boolean {
  const statement = clauses[i]!
  const word = flipped[0]!
  if (!isNegative(statement)) {
    const head = negativeNeighbour(clauses, i)
    const joined = others[clauseOf(word, 2 - shift, true)]
    return (
      head !== undefined && joined !== undefined && joinedTail(texts[shift >> 1]!, statement, head, joined, flipped)
    )
  }
  const at = clauseOf(word, 2 - shift, false)
  const head = at === -1 ? undefined : negativeNeighbour(others, at)
  return head !== undefined && joinedTail(texts[1 - (shift >> 1)]!, others[at]!, head, statement, flipped)
}

/**
 * Whether `elided` is a negative clause whose predicate is left out ("but business class is not",
 * "and cats may not"): nothing follows its negator, and it is said right after the affirmative clause
 * `full` of its sentence, whose predicate it denies ("premium economy is allowed"). Its subject has at
 * most {@link ELIDED_SUBJECT} words.
 */
function elidesPredicate(full: Fragment | undefined, elided: Fragment | undefined): boolean {
  if (full === undefined || elided === undefined || elided.sentence !== full.sentence) return false
  if (!isNegative(elided) || elided.focus !== -1 || elided.contrast || elided.words.length === 0) return false
  return elided.words.length <= ELIDED_SUBJECT && !isNegative(full) && !full.contrast
}

const ELIDED_SUBJECT = 4

/**
 * Whether the negative clause `said` of one text says in full what `elided` (right after `full`) says
 * with its predicate left out: `said` holds the subject of `elided` and negates the flipped words,
 * which `full` holds and `elided` does not ("premium economy is allowed, but business class is not"
 * against "business class isn't allowed").
 */
function saysElided(full: Fragment, elided: Fragment, said: Fragment, flipped: readonly number[]): boolean {
  if (!isNegative(said) || said.contrast || !flipped.includes(said.focus)) return false
  if (!elided.words.every((word) => said.words.includes(word) && !flipped.includes(word))) return false
  return flipped.every((word) => full.words.includes(word) && said.words.includes(word))
}

/**
 * Whether the flip of `clauses[i]` is only a predicate left out in one text ("X is allowed, but Y is
 * not") and said in the other ("Y isn't allowed"): from the full negative clause, the other text's
 * elided clause is found by a word of the subject before its negation (at most {@link ELIDED_SUBJECT}
 * words are tried); from the affirmative clause whose predicate was left out, the elided clause is
 * the next one and the full one the other text's negative clause holding a flipped word.
 */
function elidedPredicate(
  clauses: readonly Fragment[],
  i: number,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  const statement = clauses[i]!
  if (!isNegative(statement)) {
    const elided = clauses[i + 1]
    const said = others[clauseOf(flipped[0]!, 2 - shift, true)]
    return elidesPredicate(statement, elided) && said !== undefined && saysElided(statement, elided!, said, flipped)
  }
  const negated = statement.words.indexOf(statement.focus)
  for (let k = 0; k < Math.min(negated, ELIDED_SUBJECT); k++) {
    const at = clauseOf(statement.words[k]!, 2 - shift, true)
    if (
      at > 0 &&
      elidesPredicate(others[at - 1], others[at]) &&
      saysElided(others[at - 1]!, others[at]!, statement, flipped)
    )
      return true
  }
  return false
}

/**
 * The predicate of `clauses[t]` when that clause is only the subject of its sentence, cut from its
 * predicate by a clause about it ("Cancellation | because either of you changes your mind is not
 * covered", "Insulin that has been frozen | when it should be clear | should not be used"): it opens
 * its sentence and is affirmative, and one of the next {@link PREDICATE_REACH} clauses of the sentence,
 * the first negative one, ends in the one word its negation is about. Else undefined.
 */
function predicateApart(clauses: readonly Fragment[], t: number): Fragment | undefined {
  const subject = clauses[t]
  if (subject === undefined || isNegative(subject) || subject.contrast) return undefined
  if (t > 0 && clauses[t - 1]!.sentence === subject.sentence) return undefined
  for (let j = t + 1; j <= t + PREDICATE_REACH && j < clauses.length; j++) {
    const clause = clauses[j]!
    if (clause.sentence !== subject.sentence) return undefined
    if (!isNegative(clause)) continue
    const last = clause.words[clause.words.length - 1]
    return !clause.contrast && clause.focus !== -1 && last === clause.focus ? clause : undefined
  }
  return undefined
}

const PREDICATE_REACH = 3

/**
 * Whether the flip of `clauses[i]` is only a subject said apart from its negated predicate in one
 * text ({@link predicateApart}) and in one negative clause in the other ("We don't cover
 * cancellation"): that clause negates the predicate's word and holds every flipped word, all of
 * which the subject holds. "Refunds because you changed your mind are not given" against "We give
 * refunds because you changed your mind" still fails: the other text negates nothing.
 */
function subjectApart(
  clauses: readonly Fragment[],
  i: number,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  const statement = clauses[i]!
  const negative = isNegative(statement)
  const at = negative ? clauseOf(flipped[0]!, 2 - shift, false) : i
  const subject = negative ? others[at] : statement
  const predicate = predicateApart(negative ? others : clauses, at)
  const said = negative ? statement : others[clauseOf(flipped[0]!, 2 - shift, true)]
  if (subject === undefined || predicate === undefined || said === undefined) return false
  if (said.contrast || said.focus !== predicate.focus) return false
  return flipped.every((word) => subject.words.includes(word) && said.words.includes(word))
}

const NONE: readonly number[] = Object.freeze([])

/**
 * The words of `clauses[i]` (of the text whose bits are at `shift` in `map`) whose polarity is the
 * opposite in `others`, the other text, or [] if it agrees or only was split or joined there.
 */
function flippedWords(
  clauses: readonly Fragment[],
  i: number,
  others: readonly Fragment[],
  map: Uint8Array,
  shift: number,
  texts: readonly [GuardText, GuardText],
): readonly number[] {
  const flipped = clauseFlips(clauses[i]!, map, shift)
  if (flipped.length === 0) {
    const joined = conditionJoinedFlip(clauses, i, others)
    if (joined.length > 0) return joined
    const same = conditionOfSameClause(clauses, i, others, map, shift)
    return same.length > 0 ? same : concessionForUnless(clauses, i, others, shift, texts[1 - (shift >> 1)]!)
  }
  if (shift === 0) indexClauses(clauses, others)
  else indexClauses(others, clauses)
  if (scatteredFlip(clauses[i]!, others, shift, flipped, map)) return NONE
  if (saidByOpposite(clauses[i]!, others, shift, flipped)) return NONE
  if (splitOrJoined(clauses, i, others, shift, flipped, texts)) return NONE
  if (elidedPredicate(clauses, i, others, shift, flipped)) return NONE
  if (subjectApart(clauses, i, others, shift, flipped)) return NONE
  if (negatedDisruption(clauses[i]!, others, shift, flipped)) return NONE
  if (conditionAsSubject(clauses[i]!, others, shift, flipped)) return NONE
  if (failureAsAdjective(clauses[i]!, others, shift, flipped)) return NONE
  if (unchangedAsStaying(clauses[i]!, others, shift, flipped, texts[shift >> 1]!, texts[1 - (shift >> 1)]!)) return NONE
  if (negatedByPrefix(clauses[i]!, others, shift, flipped)) return NONE
  if (pricedOtherwise(clauses[i]!, others, shift, flipped)) return NONE
  if (onlyIfForUnless(clauses, i, others, shift, flipped, texts)) return NONE
  if (negatedInRelative(clauses, i, others, shift, flipped, texts)) return NONE
  if (negatedWithOtherVerb(clauses[i]!, others, shift, flipped)) return NONE
  if (concessionAsBothCases(clauses[i]!, others, shift, flipped)) return NONE
  if (orAsUnlessDone(clauses, i, others, shift, flipped)) return NONE
  if (loneAffirmativeWord(clauses[i]!, others, texts[shift >> 1]!)) return NONE
  if (boundOfOtherAmount(clauses[i]!, others, flipped, texts[shift >> 1]!, texts[1 - (shift >> 1)]!)) return NONE
  return avoidedAsReduced(clauses[i]!, others, shift, flipped, texts[shift >> 1]!, texts[1 - (shift >> 1)]!)
    ? NONE
    : flipped
}

/**
 * Whether the flipped words of `statement` are scattered over the other text: no clause of it of the
 * other polarity holds two of them, while a word of the statement agrees ("The price does not cover
 * dyeing" against a text saying "Dyeing is not included", "The price is £40" and "Inspection covers
 * 5 parts": "price" and "cover" flipped only through other clauses, "dyeing" agrees). A real flip
 * moves its words together into one clause of the other polarity.
 */
function scatteredFlip(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
  map: Uint8Array,
): boolean {
  if (flipped.length < 2) return false
  const theirShift = 2 - shift
  const agrees = statement.words.some((word) => {
    const mine = (map[word]! >> shift) & 3
    const theirs = (map[word]! >> theirShift) & 3
    return theirs !== 0 && theirs !== POSITIVE + NEGATIVE && mine === theirs
  })
  if (!agrees) return false
  const negative = isNegative(statement)
  for (const other of others) {
    if (other.contrast || isNegative(other) === negative) continue
    let held = 0
    for (const word of flipped) if (other.words.includes(word) && ++held === 2) return false
  }
  return true
}

/** The stems of a word and of its inflections (-s, -ed, -ing), as the stemmer leaves them. */
function inflected(word: string): string[] {
  const bare = word.replace(/e$/, '')
  const last = word.slice(-1)
  const forms = [word, `${word}s`, `${word}es`, `${bare}ed`, `${bare}ing`, `${word}${last}ed`, `${word}${last}ing`]
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ied`, `${word.slice(0, -1)}ies`)
  return forms.map(stem)
}

/**
 * The flipped words of a negative `statement` with its negated word moved last, when another word
 * flipped too: the negated word may be affirmed in another clause of the other text ("The depot is
 * open from 7am", "... and is closed on Sundays" against "it does not open on Sundays"), while the
 * counterpart that says the statement with the opposite word is found through the other words.
 */
function byOtherWord(statement: Fragment, flipped: readonly number[]): readonly number[] {
  if (!isNegative(statement) || flipped.length < 2 || flipped[0] !== statement.focus) return flipped
  return [...flipped.slice(1), flipped[0]!]
}

/**
 * Whether the flip of `statement` is a negation said with the opposite word: of the clause and its
 * counterpart (the other text's clause of the other polarity holding its first flipped word), the
 * affirmative one holds a word data opposites says against what the negative one denies (its
 * focus), and not that word itself: "Search does not show archived pages" against "Archived pages
 * are hidden from search results", "Please don't share the link publicly" against "Please keep the
 * link private". "Dogs are not banned" against "Dogs are banned" still fails.
 */
function saidByOpposite(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  if (statement.contrast) return false
  const j = oppositeAt(statement, shift, byOtherWord(statement, flipped))
  if (j === -1) return false
  const other = others[j]!
  if (other.contrast) return false
  const [negative, affirmative] = isNegative(statement) ? [statement, other] : [other, statement]
  if (negative.focus === -1) return false
  const saysOpposite = (denied: number): boolean | undefined => {
    const opposites = OPPOSITES.get(denied)
    if (opposites === undefined) return undefined
    return !affirmative.words.includes(denied) && affirmative.words.some((word) => opposites.has(word))
  }
  const byFocus = saysOpposite(negative.focus)
  if (byFocus !== undefined) return byFocus
  // A negator before the subject ("Neither bore will be open", "No door is locked") denies what is
  // said of it too: when the focus has no opposites, a later word may be what the affirmative
  // clause says the opposite of.
  const from = negative.words.indexOf(negative.focus)
  if (from === -1) return false
  for (let k = from + 1; k < negative.words.length; k++) if (saysOpposite(negative.words[k]!) === true) return true
  return false
}

/**
 * The words of a negative clause right after its affirmative condition ("If you go overdrawn by up
 * to £25, you will not be charged interest") when the other text says condition and clause in one
 * affirmative clause ("Going up to £25 overdrawn means you will be charged interest") and in no
 * negative one. Such a clause's words are often said both ways in a long text (interest is charged
 * above that), so they do not vote; the condition's words then find the clause that flipped. Else [].
 */
/**
 * Clauses {@link conditionJoinedFlip} may still visit in this check: each of its calls visits every
 * clause of the other text, so a text of thousands of conditional clauses would make the check
 * quadratic. {@link flips} allows {@link JOIN_STEPS_PER_CLAUSE} per clause of both texts: a reply
 * has a handful of such clauses, far within it; past it, the rule finds nothing more in that check.
 */
let joinSteps = 0
const JOIN_STEPS_PER_CLAUSE = 32

function conditionJoinedFlip(clauses: readonly Fragment[], i: number, others: readonly Fragment[]): readonly number[] {
  const statement = clauses[i]!
  const condition = clauses[i - 1]
  if (!isNegative(statement) || statement.contrast || statement.words.length === 0) return NONE
  if (condition === undefined || !condition.condition || isNegative(condition)) return NONE
  if (condition.sentence !== statement.sentence) return NONE
  if (joinSteps <= 0) return NONE
  let joined = false
  for (const other of others) {
    // Bounded per check, so that a long text repeating one conditional clause stays linear.
    if (--joinSteps < 0) return NONE
    if (!statement.words.every((word) => other.words.includes(word))) continue
    if (isNegative(other) || other.contrast) return NONE
    if (!other.condition && condition.words.some((word) => other.words.includes(word))) joined = true
  }
  return joined ? statement.words : NONE
}

/**
 * The words of a negative condition ("If the fee isn't paid within 21 days, the parcel will be
 * returned") when the other text gives the same clause after an affirmative condition holding most
 * of its words ("If you pay the fee within 21 days, the parcel will be returned"). A condition's
 * words are often said both ways in a long text (the fee is paid elsewhere), so they do not vote;
 * the clause it conditions then finds the other one. Else []. Only a condition right before its
 * clause is looked at, and one lookup per condition keeps it linear.
 */
function conditionOfSameClause(
  clauses: readonly Fragment[],
  i: number,
  others: readonly Fragment[],
  map: Uint8Array,
  shift: number,
): readonly number[] {
  const condition = clauses[i]!
  const clause = clauses[i + 1]
  if (!condition.condition || !isNegative(condition) || condition.contrast || condition.words.length === 0) return NONE
  if (clause === undefined || clause.sentence !== condition.sentence || clause.condition || clause.contrast) return NONE
  if (clause.words.length === 0) return NONE
  // Most of the condition's words must be said only affirmatively in the other text, as its
  // condition says them; a paraphrase keeping the negation fails this before any clause is looked up.
  let affirmed = 0
  for (const word of condition.words) if (((map[word]! >> (2 - shift)) & 3) === POSITIVE) affirmed++
  if (affirmed * 2 <= condition.words.length) return NONE
  if (shift === 0) indexClauses(clauses, others)
  else indexClauses(others, clauses)
  const at = clauseOf(clause.words[0]!, 2 - shift, isNegative(clause))
  const same = others[at]
  if (same === undefined || at < 1 || !clause.words.every((word) => same.words.includes(word))) return NONE
  const theirs = others[at - 1]!
  if (!theirs.condition || isNegative(theirs) || theirs.contrast || theirs.sentence !== same.sentence) return NONE
  const shared = condition.words.filter((word) => theirs.words.includes(word)).length
  return shared * 2 > condition.words.length ? condition.words : NONE
}

/**
 * Whether the flip of the negative clause `statement` is only its subject said as the other text's
 * affirmative condition of a negative clause: "People with savings over £16,000 aren't eligible"
 * against "You can't get it if you have more than £16,000 in savings". The words the condition
 * holds moved from a subject into an "if" clause, which is affirmative in both ways of saying it;
 * without them the clause must not flip on what is left. A condition next to an affirmative clause
 * ("You can get it if you have ...") does not count, nor does a clause with an opener of its own
 * ("except those holding a permit" against "if they hold a permit"). One lookup per flipped word.
 */
function conditionAsSubject(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  // Only a clause that opens with its subject: one opened by "unless", "except those" or "whose"
  // states a condition or a case itself, and flips against the other text's condition.
  if (!isNegative(statement) || statement.opener || statement.contrast) return false
  for (const word of flipped) {
    const at = clauseOf(word, 2 - shift, false)
    const condition = others[at]
    if (condition === undefined || !condition.condition || condition.contrast) continue
    if (negativeNeighbour(others, at)?.condition !== false) continue
    const left = flipped.filter((other) => !condition.words.includes(other))
    if (left.length === flipped.length) continue
    // What is left must not flip the clause by the rules of clauseFlips: two or more words (none
    // agrees once the subject moved), or the negated word itself.
    return left.length < Math.min(2, statement.words.length) && !left.includes(statement.focus)
  }
  return false
}

/** A disruption with one negator: "does not affect", "was not impacted" (affirmative by parity). */
const deniesDisruption = (clause: Fragment): boolean => clause.disrupted && clause.negations === 2
/**
 * One plain negator and no disruption, about a verb of change: "does not change", "nothing changes
 * for". Another denied verb ("classes do not run") says more than that nothing is disrupted.
 */
const plainlyNegative = (clause: Fragment): boolean =>
  !clause.disrupted && clause.negations === 1 && CHANGE_STEMS.has(clause.focus)

/**
 * Whether the flip of `statement` is only "not" said with a disruption in one text and with a
 * plain verb in the other: "does not affect your grade average" against "does not change your
 * grade average". The disruption makes the first affirmative (so it agrees with "runs as usual"),
 * yet both deny the same thing. The other text's clause of the other polarity must hold every
 * flipped word; "affects your grade average" (no negator) still differs from either.
 */
function negatedDisruption(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  const denies = deniesDisruption(statement)
  if (!denies && !plainlyNegative(statement)) return false
  const other = others[oppositeAt(statement, shift, flipped)]
  if (other === undefined || other.contrast || !(denies ? plainlyNegative(other) : deniesDisruption(other)))
    return false
  return holdsAll(other, flipped)
}

/**
 * Whether the flip of `statement` (of the text `mine`) is only avoidance said as keeping something
 * low in the other text (`theirs`): "avoid screens as much as possible" against "keep screen time to
 * a minimum", "avoid caffeine" against "limit caffeine". The negative clause's one negator is a word
 * of data avoidance; the affirmative clause holds every flipped word and a reduction (data
 * reductions) the negative one does not hold, so "avoid limiting fluids" against "limit fluids"
 * and "avoid exceeding the speed limit" against "exceed the speed limit" still fail.
 */
function avoidedAsReduced(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
  mine: GuardText,
  theirs: GuardText,
): boolean {
  const negative = isNegative(statement)
  const other = others[oppositeAt(statement, shift, flipped)]
  if (other === undefined || other.contrast || statement.contrast) return false
  const avoided = negative ? statement : other
  const reduced = negative ? other : statement
  if (avoided.negations !== 1 || !AVOIDING.test(textOf(negative ? mine : theirs, avoided))) return false
  if (!reduced.words.some((word) => REDUCTION_STEMS.has(word) && !avoided.words.includes(word))) return false
  return holdsAll(other, flipped)
}

/**
 * Whether the flip of `statement` (of the text `mine`) is only a change denied in one text and a
 * state said to stay in the other (`theirs`): "Junior subs are unchanged at £45" against "Junior
 * subs stay at £45", "The board will not increase the levy" against "The levy stays the same". The
 * negative clause's one negation is about a verb of change (data changes, also the stem of
 * "unchanged"); the affirmative clause holds every flipped word, a word of data continuity and no
 * verb of change, so "The levy will still increase" against "will not increase" still fails. Each
 * check looks up one clause: linear.
 */
function unchangedAsStaying(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
  mine: GuardText,
  theirs: GuardText,
): boolean {
  const negative = isNegative(statement)
  // The denied verb of change may be said affirmatively elsewhere ("an increase of 0.8p"): it is
  // not what finds the staying clause, nor a word that clause must hold.
  const kept = negative ? flipped.filter((word) => word !== statement.focus) : flipped
  if (kept.length === 0) return false
  const other = others[clauseOf(kept[0]!, 2 - shift, !negative)]
  if (other === undefined || other.contrast || statement.contrast) return false
  const denied = negative ? statement : other
  const stayed = negative ? other : statement
  if (denied.negations !== 1 || !CHANGE_STEMS.has(denied.focus)) return false
  if (stayed.words.some((word) => CHANGE_STEMS.has(word))) return false
  if (!CONTINUING.test(textOf(negative ? theirs : mine, stayed))) return false
  return kept.every((word) => other.words.includes(word))
}

/**
 * Whether the flip of `statement` is only a price said the other way round in the other text: a
 * negated charge against free ("Rebooking won't cost you anything" against "You can rebook for
 * free", "at no charge" against "free of charge") or a negated free word against a charge ("Meeting
 * rooms aren't included" against "Meeting rooms cost extra"). The negative clause has one negation,
 * about a word of one list of data prices; the affirmative clause holds every flipped word and a
 * word of the other list that the negative one does not hold, so "aren't included" against "are
 * included", "won't cost anything" against "will cost extra" and "the fee is not included in the
 * total fee" against "the total fee covers the fee" still fail. Each check looks up one clause: linear.
 */
function pricedOtherwise(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  const negative = isNegative(statement)
  const other = others[oppositeAt(statement, shift, flipped)]
  if (other === undefined || other.contrast || statement.contrast) return false
  const denied = negative ? statement : other
  const said = negative ? other : statement
  if (denied.negations !== 1) return false
  // A negator with no word after it ("costs nothing") denies the price word before it.
  const focus =
    denied.focus !== -1
      ? denied.focus
      : (denied.words.find((word) => CHARGED_STEMS.has(word) || FREE_STEMS.has(word)) ?? -1)
  const opposite = FREE_STEMS.has(focus) ? CHARGED_STEMS : CHARGED_STEMS.has(focus) ? FREE_STEMS : null
  // "The organist's fee is not included in the church fee" against "The church fee covers the
  // organist's fee": a charge both clauses name is what the price is of, not the other way to say it.
  if (opposite === null || !said.words.some((word) => opposite.has(word) && !denied.words.includes(word))) return false
  return holdsAll(other, flipped)
}

const saysFailed = (clause: Fragment): boolean => clause.words.some((word) => ATTRIBUTIVE_STEMS.has(word))

/**
 * Whether the flip of `statement` is only a failure said as a verb in one text and as an adjective
 * in the other: "If delivery fails, it is retried" against "Failed deliveries are retried". The
 * other text's clause of the other polarity must hold every flipped word and the adjective.
 */
function failureAsAdjective(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  const negative = isNegative(statement)
  if (negative ? !statement.failed : !saysFailed(statement)) return false
  const other = others[oppositeAt(statement, shift, flipped)]
  if (other === undefined || other.contrast || (negative ? !saysFailed(other) : !other.failed)) return false
  return holdsAll(other, flipped)
}

/** {@link flippedWords} from the word polarities alone. */
function clauseFlips(statement: Fragment, map: Uint8Array, shift: number): readonly number[] {
  // An affirmative "if" or "when" clause states a condition or a time, often the other text's subject said
  // again ("If you are a citizen of Canada, you don't need a visa" against "Citizens of Canada do not
  // need a visa"): it never decides alone. A flipped condition is still seen from its negative side.
  if (statement.condition && !isNegative(statement)) return NONE
  let agree = 0
  let flipped: number[] | null = null
  // Words said both ways in this text but only affirmatively in the other one.
  let vanished = 0
  for (const word of statement.words) {
    const bits = map[word]!
    const mine = (bits >> shift) & 3
    const theirs = (bits >> (2 - shift)) & 3
    // A word said both ways in either text (common in long texts) says nothing about this clause.
    if (theirs === 0 || theirs === POSITIVE + NEGATIVE) continue
    if (mine === POSITIVE + NEGATIVE) {
      if (theirs === POSITIVE) vanished++
      continue
    }
    if (mine === theirs) agree++
    else if (flipped === null) flipped = [word]
    else flipped.push(word)
  }
  if (flipped === null) return NONE
  // A negative clause none of whose words agrees, whose negated word the other text does not have (a
  // synonym: "can't remove your old sofa" against "can take away your old sofa") and which holds a
  // word said both ways here but only affirmatively there ("sofa", also "the sofa is in stock"):
  // that word's negative use has gone, which backs the flipped one.
  if (
    vanished > 0 &&
    agree === 0 &&
    isNegative(statement) &&
    !statement.contrast &&
    statement.focus !== -1 &&
    ((map[statement.focus]! >> (2 - shift)) & 3) === 0
  )
    return flipped
  // A negative clause none of whose words agrees, whose negated word is said both ways here but only
  // affirmatively there ("they won't be added back automatically" in a text that also says "add a
  // link", against "they are added back automatically"): the negated word's negative use has gone,
  // which backs the flipped one. A flipped comparative alone ("more", of "do not take more than
  // 1,200 mg" against "if the pain lasts more than three days") says how much, not whether.
  if (
    agree === 0 &&
    isNegative(statement) &&
    !statement.contrast &&
    statement.focus !== -1 &&
    ((map[statement.focus]! >> shift) & 3) === POSITIVE + NEGATIVE &&
    ((map[statement.focus]! >> (2 - shift)) & 3) === POSITIVE &&
    flipped.some((word) => (WORDS.flags[word]! & BOUND) === 0)
  )
    return flipped
  if (flipped.length > agree && flipped.length >= Math.min(2, statement.words.length)) return flipped
  // One flipped word is enough evidence for a one-word clause ("so you don't lose anything"), and for
  // a negative clause none of whose words agrees when the flipped one is what its negation is about:
  // "are not retried automatically" against "the request is retried for you". A word that only moved
  // into a clause of the other polarity is seldom the negated one ("the order" of "the order was not
  // shipped"), and the positive side never decides alone ("Photography is allowed" against "flash is
  // not allowed", which agrees on "flash").
  const lone = flipped.length === 1 && agree === 0 && isNegative(statement)
  return lone && statement.focus === flipped[0] ? flipped : NONE
}

const NEGATIVE_PREFIXES: readonly string[] = NEGATION_WORDS.negativePrefixes
// The fewest letters a word must keep after a negative prefix: "in" + "form" is no negation, and
// shorter stems meet prefixes by chance more often.
const PREFIXED_STEM = 5
// The most words of each clause {@link negatedByPrefix} compares: it compares them pairwise.
const PREFIX_WORDS = 24

/**
 * Whether the stem `a` is the stem `b` with a negative prefix of data negativePrefixes, at its start
 * or after a hyphen: "insensitiv" and "sensitiv", "case-insensitiv" and "case-sensitiv", "non-refundabl"
 * and "refundabl".
 */
function prefixedForm(a: string, b: string): boolean {
  if (a.length <= b.length) return false
  // "non-refundable" negates "refunded" as it does "refundable": the -able stem after the prefix.
  const able = a.endsWith('abl') || a.endsWith('ibl') ? a.slice(0, -3) : a
  return prefixedStem(a, b) || (able !== a && prefixedStem(able, b))
}

function prefixedStem(a: string, b: string): boolean {
  if (a.length <= b.length) return false
  let at = 0
  while (at < b.length && a.charCodeAt(at) === b.charCodeAt(at)) at++
  if (at > 0 && a.charCodeAt(at - 1) !== 0x2d) return false
  if (b.length - at < PREFIXED_STEM) return false
  const rest = a.length - (b.length - at)
  if (!a.endsWith(b.slice(at))) return false
  const prefix = a.slice(at, rest)
  return NEGATIVE_PREFIXES.includes(prefix)
}

/**
 * Whether the flip of `statement` is a negation said by a prefix instead of a negator: its
 * counterpart in the other text (the clause of the other polarity holding every flipped word) holds
 * one of its words with a negative prefix, or the other way round. "Discount codes are no longer
 * case-sensitive" = "Discount codes are now case-insensitive", "The deposit is not refundable" = "The
 * deposit is non-refundable"; "are now case-sensitive" against "are no longer case-sensitive" still fails.
 */
function negatedByPrefix(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  if (statement.contrast) return false
  const at = oppositeAt(statement, shift, flipped)
  if (at === -1) return false
  const other = others[at]!
  if (!holdsAll(other, flipped)) return false
  const mine = statement.words.length > PREFIX_WORDS ? statement.words.slice(0, PREFIX_WORDS) : statement.words
  const theirs = other.words.length > PREFIX_WORDS ? other.words.slice(0, PREFIX_WORDS) : other.words
  for (const a of mine) {
    if (theirs.includes(a)) continue
    const x = WORDS.word(a)
    for (const b of theirs) {
      const y = WORDS.word(b)
      if (prefixedForm(x, y) || prefixedForm(y, x)) return true
    }
  }
  return false
}

const UNLESS = /^unless\b/i

/** Whether `clause` of the text `g` holds the word "only". */
function holdsOnly(g: GuardText, clause: Fragment): boolean {
  for (let k = clause.start; k < clause.end; ) {
    if ((g.classes[k]! & LETTER) === 0) {
      k++
      continue
    }
    const end = wordEnd(g, k)
    if (end - k === 4 && g.text.slice(k, end).toLowerCase() === 'only') return true
    k = end
  }
  return false
}

/**
 * The words of a negative "even if" clause ("can take the assessment even if your portfolio hasn't
 * been signed off") when the other text says most of them in an "unless" clause after a negative
 * clause ("can't sit the assessment unless your portfolio has been signed off"): both clauses are
 * negative, so their words agree, yet one says the main clause holds without the condition and the
 * other that it does not. Else []. One lookup per clause.
 */
function concessionForUnless(
  clauses: readonly Fragment[],
  i: number,
  others: readonly Fragment[],
  shift: number,
  other: GuardText,
): readonly number[] {
  const statement = clauses[i]!
  if (!statement.concessive || !isNegative(statement) || statement.contrast || statement.words.length === 0) return NONE
  if (shift === 0) indexClauses(clauses, others)
  else indexClauses(others, clauses)
  const at = clauseOf(statement.words[0]!, 2 - shift, true)
  if (at < 1 || !unlessAfter(other, others, at - 1)) return NONE
  const unless = others[at]!
  const shared = statement.words.filter((word) => unless.words.includes(word)).length
  return shared * 2 > statement.words.length ? statement.words : NONE
}

/** Whether `clauses[k]` is a negative clause followed in its sentence by a negative "unless" clause. */
function unlessAfter(g: GuardText, clauses: readonly Fragment[], k: number): boolean {
  const main = clauses[k]
  const next = clauses[k + 1]
  if (main === undefined || next === undefined || next.sentence !== main.sentence) return false
  if (!isNegative(main) || !isNegative(next)) return false
  return UNLESS.test(g.text.slice(next.start, next.start + 7))
}

// "after" opening a clause: after "only" it says the condition "once" says ("You may only go in after
// the lamp is lit").
const AFTER_CLAUSE = /^after\s/i

/**
 * Whether `clauses[k]` is an affirmative clause holding "only" followed in its sentence by an
 * affirmative condition, or a clause opened by "after".
 */
function onlyIfAfter(g: GuardText, clauses: readonly Fragment[], k: number): boolean {
  const main = clauses[k]
  const next = clauses[k + 1]
  if (main === undefined || next === undefined || next.sentence !== main.sentence) return false
  if (isNegative(main) || isNegative(next)) return false
  if (!next.condition && !AFTER_CLAUSE.test(g.text.slice(next.start, next.start + 6))) return false
  return holdsOnly(g, main)
}

/**
 * Whether `clauses[k]` is a negative clause followed in its sentence by what it holds until: a
 * negative "unless" clause or "without" phrase ("cannot climb without an adult"), or an "until"
 * clause ("won't be able to book the test until you've passed the theory"), or one that holds
 * "until" itself.
 */
function exceptionAfter(g: GuardText, clauses: readonly Fragment[], k: number): boolean {
  const main = clauses[k]
  if (main === undefined || !isNegative(main)) return false
  // "until" before a time opens no clause: "did not pick it up until 09:27".
  if (UNTIL_INSIDE.test(g.text.slice(main.start, main.end))) return true
  const next = clauses[k + 1]
  if (next === undefined || next.sentence !== main.sentence) return false
  const opening = g.text.slice(next.start, next.start + 12)
  if (UNTIL_OPENING.test(opening) || EXCEPT_OPENING.test(opening)) return true
  return isNegative(next) && (UNLESS.test(opening) || WITHOUT_OPENING.test(opening))
}
const UNTIL_OPENING = /^until\b/i
// "Dogs are not allowed apart from assistance dogs", "... except guide dogs": a word of data
// exceptions, or of exceptionsBefore with its next word.
const EXCEPT_OPENING = new RegExp(
  `^(?:${[
    ...NEGATION_WORDS.exceptions,
    ...Object.entries(NEGATION_WORDS.exceptionsBefore).map(([word, next]) => `${word}\\s+${next}`),
  ].join('|')})\\b`,
  'i',
)
const UNTIL_INSIDE = /\suntil\s/i
const WITHOUT_OPENING = /^without\b/i
// "Only assistance dogs are permitted": "only" opening its clause limits the subject.
const ONLY_OPENING = /^only\s/i
// What "only" limits its clause to, later in the clause: "can only climb with an adult", "only
// picked it up at 09:27", "may only be accepted with authorisation".
const ONLY_LIMIT = /(?:^|[^\p{L}])only\s(?:[^.;:!?]*\s)?(?:with|at|after|from|once|while)(?![\p{L}])/iu

/**
 * Whether `clauses[k]` is an affirmative clause that "only" limits: to a condition after it
 * ({@link onlyIfAfter}), or, when `inClause`, to what follows a limiting word in the clause itself.
 */
function onlyLimited(g: GuardText, clauses: readonly Fragment[], k: number, inClause: boolean): boolean {
  if (onlyIfAfter(g, clauses, k)) return true
  const clause = clauses[k]
  if (!inClause || clause === undefined || isNegative(clause)) return false
  const text = g.text.slice(clause.start, clause.end)
  return ONLY_LIMIT.test(text) || ONLY_OPENING.test(text)
}

/**
 * Whether the flip of `clauses[i]` is "X only if Y" said as "not X unless Y" ("Calpol can only be
 * given if you have signed the form" = "We cannot give Calpol unless you have signed the form"), or
 * as "not X until Y" or "not X without Y" ("can only climb with an adult" = "cannot climb without an
 * adult", "only go to the council once the survey is complete" = "will not be sent until the survey
 * is complete"): the clause and its counterpart (the clause of the other polarity holding its first
 * flipped word) are the two main clauses, or the two conditions, of those shapes, or the negative
 * text's "unless" or "without" and the "only" clause that holds its limit. "can only be given if you
 * have not signed" against "cannot give it unless you have signed" still fails: its condition is
 * negative.
 */
function onlyIfForUnless(
  clauses: readonly Fragment[],
  i: number,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
  texts: readonly [GuardText, GuardText],
): boolean {
  const statement = clauses[i]!
  const j = oppositeAt(statement, shift, flipped)
  if (j === -1) return false
  const mine = texts[shift >> 1]!
  const theirs = texts[1 - (shift >> 1)]!
  const [g, x, a, h, y, b] = isNegative(statement)
    ? [mine, clauses, i, theirs, others, j]
    : [theirs, others, j, mine, clauses, i]
  if (exceptionAfter(g, x, a)) return onlyLimited(h, y, b, true)
  return exceptionAfter(g, x, a - 1) && (onlyLimited(h, y, b - 1, false) || onlyLimited(h, y, b, true))
}

const RELATIVE_OPENING = new RegExp(`^(?:${NEGATION_WORDS.relativePronouns.join('|')})\\b`, 'i')
// The characters opensRelative reads: the longest relative pronoun and the boundary after it.
const RELATIVE_CHARS = Math.max(...NEGATION_WORDS.relativePronouns.map((word) => word.length)) + 1

/** Whether `clauses[k + 1]` is a negative clause of the same sentence opening with a relative pronoun. */
function negativeRelativeAfter(g: GuardText, clauses: readonly Fragment[], k: number): boolean {
  const next = clauses[k + 1]
  if (next === undefined || next.sentence !== clauses[k]!.sentence || !isNegative(next) || next.contrast) return false
  return opensRelative(g, next)
}

/**
 * Whether the flip of `clauses[i]` is a negation said of the same thing in a relative clause:
 * "The legacy plugin is not compatible with this release" against "remove the legacy plugin, which
 * doesn't work with this version". The affirmative clause of the two (the clause or its counterpart,
 * the clause of the other polarity holding most flipped words) is followed in its sentence by a
 * negative clause opening with a relative pronoun, and lacks what the negative one negates (its
 * focus). "The plugin is compatible with this release, which does not support PHP 7" against "The
 * plugin is not compatible with this release" still fails: it holds "compatible".
 */
function negatedInRelative(
  clauses: readonly Fragment[],
  i: number,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
  texts: readonly [GuardText, GuardText],
): boolean {
  const statement = clauses[i]!
  if (statement.contrast) return false
  const j = oppositeAt(statement, shift, flipped)
  if (j === -1) return false
  const other = others[j]!
  // Most flipped words, not all: a long text says some of them elsewhere too ("this release").
  if (flipped.filter((word) => other.words.includes(word)).length * 2 <= flipped.length) return false
  const [negative, g, affirmative, k, list] = isNegative(statement)
    ? [statement, texts[1 - (shift >> 1)]!, other, j, others]
    : [other, texts[shift >> 1]!, statement, i, clauses]
  if (negative.focus === -1 || affirmative.words.includes(negative.focus)) return false
  return negativeRelativeAfter(g, list, k)
}

const ANSWERED_YES = /^[\s:,?.!\u2013\u2014-]*(?:yes|yep|sure|certainly|of course)(?![\p{L}])/iu

/**
 * Whether `statement` is an affirmative clause of one content word that no negation of the other
 * text denies: a greeting, a label, a heading or a phrase split off by a comma ("Hi Connor", "Cost",
 * "whatever the circumstances", "for the second quarter") whose word the other text uses inside a
 * negative clause about something else ("Hi Connor, the heater isn't detecting enough water flow",
 * "We did not raise interest rates this quarter"). One word is no evidence from the affirmative side;
 * the negative side still decides. It flips when its word comes after the negator of a negative
 * clause of the other text, in what that clause denies ("We email you" against "We do not email you",
 * "Refund: yes." against "We can't give you a full refund").
 */
function loneAffirmativeWord(statement: Fragment, others: readonly Fragment[], g: GuardText): boolean {
  if (statement.negations > 0 || statement.words.length !== 1) return false
  // A label answered yes ("Refund: yes.", "Parking? Yes.") affirms its word wherever the other text denies it.
  if (ANSWERED_YES.test(g.text.slice(statement.end, statement.end + 24))) return false
  const word = statement.words[0]!
  for (const other of others) {
    if (!isNegative(other) || other.focus === -1) continue
    const at = other.words.indexOf(other.focus)
    const k = other.words.indexOf(word, at)
    if (k >= 0) return false
  }
  return true
}

// The amount a bound is of, after its "than": "90" of "no more than 90 days", "15" of "not later than £15".
const BOUND_AMOUNT = /^\s+than\s+(?:[$£€]\s?)?(\d[\d,.]*\d|\d)/

/**
 * Whether `statement` is a bound of an amount ("no more than 90 days") whose comparative flips only
 * through clauses of the other text about another amount ("if you change more than 30 days before"):
 * a bound denies the comparative of its own amount alone. Against "more than 90 days" it still flips.
 */
function boundOfOtherAmount(
  statement: Fragment,
  others: readonly Fragment[],
  flipped: readonly number[],
  g: GuardText,
  other: GuardText,
): boolean {
  if (!statement.bound) return false
  const amount = BOUND_AMOUNT.exec(g.text.slice(statement.end, statement.end + 24))?.[1]
  if (amount === undefined) return false
  const same = new RegExp(`(?<![\\d.,])${amount.replace(/[.]/g, '\\.')}(?![\\d]|[.,]\\d)`)
  for (const clause of others) {
    if (isNegative(clause) || !flipped.some((word) => clause.words.includes(word))) continue
    if (same.test(textOf(other, clause))) return false
  }
  return true
}

/**
 * Whether the lone flip of a negative clause, on the word its negation is about, comes from an
 * unrelated clause while the rest of it is negated in the other text with another verb: "Ping Marta
 * if the Large tier isn't showing up" against "If you can't see the Large tier, ping Marta" in a
 * text that also says "JupyterLab shows memory usage". The other text's last affirmative clause
 * holding the flipped word shares no other word of the clause, and its last negative clause holding
 * the clause's first other word holds all of them (at least two). Against "If you can see the
 * Large tier" the rest is affirmative, and against "the Large tier is showing up" the affirmative
 * clause shares the rest, so both still fail.
 */
function negatedWithOtherVerb(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  if (!isNegative(statement) || statement.contrast || flipped.length !== 1 || statement.focus !== flipped[0])
    return false
  const rest = statement.words.filter((word) => word !== statement.focus)
  if (rest.length < 2) return false
  const theirs = 2 - shift
  const evidence = clauseOf(statement.focus, theirs, false)
  const negated = clauseOf(rest[0]!, theirs, true)
  if (evidence === -1 || negated === -1) return false
  if (rest.some((word) => others[evidence]!.words.includes(word))) return false
  return rest.every((word) => others[negated]!.words.includes(word))
}

/**
 * Whether the flip is between a negative "even if" clause and a "whether or not" clause holding
 * every flipped word: "closes automatically, even if the student has not pressed Submit" says
 * "closes automatically, whether or not the student has pressed Submit". Either side may be
 * `statement`; the other is the other text's last clause of the other polarity holding the first
 * flipped word. A plain "if" or "only if" clause against "whether or not" still fails.
 */
function concessionAsBothCases(
  statement: Fragment,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  if (statement.contrast) return false
  const j = oppositeAt(statement, shift, flipped)
  if (j === -1) return false
  const other = others[j]!
  const [negative, affirmative] = isNegative(statement) ? [statement, other] : [other, statement]
  if (!negative.concessive || !affirmative.bothCases || isNegative(affirmative)) return false
  return holdsAll(other, flipped)
}

/** Whether `b` holds at least two of the words of `a`. */
function sharesTwo(a: Fragment, b: Fragment): boolean {
  let shared = 0
  for (const word of a.words) if (b.words.includes(word) && ++shared === 2) return true
  return false
}

/**
 * Whether the flip is "do X, or Y happens" said as "if you don't do X, Y happens": "Respond within
 * 10 seconds, or we will retry the delivery" against "If you don't answer within 10 seconds, we'll
 * retry the delivery". One side is an affirmative clause followed in its sentence by a clause opened
 * by "or"; the other is the other text's last negative condition holding the first flipped word,
 * followed in its sentence by a clause of the same polarity sharing two words with the "or" clause. Against "If you
 * answer within 10 seconds, we'll retry" the condition is affirmative and it still fails.
 */
function orAsUnlessDone(
  clauses: readonly Fragment[],
  i: number,
  others: readonly Fragment[],
  shift: number,
  flipped: readonly number[],
): boolean {
  const statement = clauses[i]!
  if (statement.contrast) return false
  const j = oppositeAt(statement, shift, flipped)
  if (j === -1) return false
  const [done, d, list, unless, u, negList] = isNegative(statement)
    ? [others[j]!, j, others, statement, i, clauses]
    : [statement, i, clauses, others[j]!, j, others]
  if (isNegative(done) || !isNegative(unless) || !unless.condition) return false
  const branch = list[d + 1]
  const result = negList[u + 1]
  if (branch === undefined || !branch.or || branch.sentence !== done.sentence) return false
  if (result === undefined || result.sentence !== unless.sentence) return false
  // The consequence may itself be negative ("or we will suspend the account"), as long as both
  // texts say it the same way round.
  return isNegative(branch) === isNegative(result) && sharesTwo(branch, result)
}

/** The clause of `statements` that shares the most of `words`, for the message. */
function counterpart(statements: readonly Fragment[], words: readonly number[]): Fragment | undefined {
  let best: Fragment | undefined
  let bestShared = 0
  for (const statement of statements) {
    const shared = statement.words.filter((word) => words.includes(word)).length
    if (shared > bestShared) {
      best = statement
      bestShared = shared
    }
  }
  return best
}

/** The two clauses cut to where they differ, keeping one word of context on each side. */
function differingParts(a: string, b: string): [string, string] {
  const x = a.trim().split(/\s+/)
  const y = b.trim().split(/\s+/)
  const same = (p: string | undefined, q: string | undefined): boolean =>
    p !== undefined && q !== undefined && p.toLowerCase() === q.toLowerCase()
  let head = 0
  while (head < x.length && head < y.length && same(x[head], y[head])) head++
  let tail = 0
  while (tail < x.length - head && tail < y.length - head && same(x[x.length - 1 - tail], y[y.length - 1 - tail])) {
    tail++
  }
  const from = Math.max(0, head - 1)
  const cut = (words: string[]): string => words.slice(from, words.length - Math.max(0, tail - 1)).join(' ')
  return [clip(cut(x)), clip(cut(y))]
}

/**
 * Collects the flipped clauses of both texts into `missing` and `added` and returns the message
 * that names the first flip of `expected` (or 'negation agrees').
 */
function flips(
  expected: GuardText,
  received: GuardText,
  e: readonly Fragment[],
  r: readonly Fragment[],
  map: Uint8Array,
  missing: string[],
  added: string[],
): string {
  let message = 'negation agrees'
  joinSteps = JOIN_STEPS_PER_CLAUSE * (e.length + r.length)
  const texts = [expected, received] as const
  for (let i = 0; i < e.length; i++) {
    const statement = e[i]!
    const flipped = flippedWords(e, i, r, map, 0, texts)
    if (flipped.length === 0) continue
    const text = textOf(expected, statement)
    missing.push(clip(text))
    // Only the first flip is spelled out: looking up a counterpart for every one would be quadratic.
    const other = missing.length === 1 ? counterpart(r, flipped) : undefined
    if (other !== undefined) {
      const [from, to] = differingParts(text, textOf(received, other))
      message = `negation differs: "${from}" became "${to}"`
    }
  }
  for (let i = 0; i < r.length; i++) {
    if (flippedWords(r, i, e, map, 2, texts).length > 0) added.push(clip(textOf(received, r[i]!)))
  }
  return message
}

/**
 * Checks that two texts make their statements with the same polarity. Sentences may be reordered,
 * split or joined, so statements are not paired by position: each content word (stemmed, function
 * words left out) gets the polarity of the clauses it occurs in, per text. A clause of one text has
 * flipped when more of its content words have the opposite polarity in the other text than the
 * same one; words that occur both ways in a text (frequent in long texts) do not vote. So
 * "The payment was approved." and "The payment wasn't approved." fail on `payment` and `approved`,
 * while "The deploy doesn't start if the build fails." and "If the build fails, the deploy does not
 * start." pass however the clauses are ordered.
 *
 * @example
 * checkNegation('The payment was approved.', 'The payment was not approved.').message
 * // 'negation differs: "was approved" became "was not approved"'
 */
export function checkNegation(expected: string, received: string): GuardVerdict {
  return compareNegation(guardText(expected), guardText(received))
}

/** The verdict's list of a text's negative clauses, clipped, in one pass and with no list between. */
function negativeTexts(g: GuardText, clauses: readonly Fragment[]): string[] {
  const texts: string[] = []
  for (let i = 0; i < clauses.length; i++) {
    const clause = clauses[i]!
    if (isNegative(clause)) texts.push(clip(textOf(g, clause)))
  }
  return texts
}

/** {@link checkNegation} on texts already folded and classified. */
export function compareNegation(expected: GuardText, received: GuardText): GuardVerdict {
  keepWordsBounded()
  const e = clausesOf(expected)
  const r = clausesOf(received)
  const map = polarities(e, r)
  const missing: string[] = []
  const added: string[] = []
  let message = 'negation agrees'
  try {
    message = flips(expected, received, e, r, map, missing, added)
  } finally {
    clearPolarities(map, e)
    clearPolarities(map, r)
    clausesIndexed = false
  }
  if (missing.length === 0 && added.length > 0) {
    message = `negation differs: received "${added[0]}", the opposite of what expected says`
  }
  return {
    kind: 'negation',
    pass: missing.length === 0 && added.length === 0,
    expected: negativeTexts(expected, e),
    received: negativeTexts(received, r),
    missing,
    added,
    message,
  }
}
