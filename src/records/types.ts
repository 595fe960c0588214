/**
 * The score record: the one channel from matchers to reporters. Public and versioned,
 * so people can write their own reporters (see docs/score-records.md).
 */

import type { GuardKind } from '../core/guards/index.js'
import type { ProbeKind } from '../core/mutations.js'
import type { CustomScorerName, ScorerName } from '../core/scorers/index.js'

/** Version of the record format; bump on any incompatible change. */
export const RECORD_VERSION = 1

// Core owns the name list (SCORERS) so its validators and this record type cannot drift apart.
export type { ScorerName } from '../core/scorers/index.js'

export type MatcherName =
  | 'toBeSimilarTo'
  | 'toBeSimilarToAny'
  | 'toDifferByAtMost'
  | 'similarTo'
  | 'differingByAtMost'
  | 'toMatchSimilarSnapshot'
  /** A score of a Mastra eval run (`task.meta.mastraEval`, Vitest), read by the reporter; scorer `mastra:<id>`. */
  | 'expectEval'

/** What one matcher call (or one asymmetric match) measured and decided. */
export interface ScoreRecord {
  matcher: MatcherName
  /** A built-in scorer, or the name of a custom one (see docs/custom-scorers.md). */
  scorer: ScorerName | CustomScorerName
  /** Always in [0, 1]: content similarity, the textual-difference ratio, or a custom scorer's score. */
  score: number
  /** A custom scorer's `version`, when it declares one. */
  scorerVersion?: string
  /**
   * What a custom scorer returned besides its score (`{ score, reason }` keeps `reason`). Strings
   * count as texts (a judge's reason quotes the answer): left out with `includeTexts: false`, cut at
   * `maxTextLength`.
   */
  details?: RecordDetails
  /** Whether a custom scorer's score (every one of the assertion's) came from its disk cache. */
  cached?: boolean
  /** The minimum score, for the similarity matchers. */
  threshold?: number
  /** The allowed number of changes, for the change-count matchers. */
  maxChanges?: number
  /**
   * Whenever the textual-difference scorer ran: non-equal opcodes, or with `algorithm: 'lcs'`
   * Mastra 1.x's word changes.
   */
  changes?: number
  /**
   * The scorer's algorithm when it is not its default: `'lcs'` for the textual difference of
   * Mastra 1.x (`algorithm: 'lcs'`). Absent for the default (difflib), so older records stay valid.
   */
  algorithm?: string
  /** How many `reject` texts the assertion checked; absent when it had none. */
  rejectChecked?: number
  /** The highest score of a `reject` text (against any reference); present with `rejectChecked`. */
  rejectMax?: number
  /**
   * With leniency probes on (reporter option `probes`), on a passing assertion whose `min` accepts
   * a probe: the strongest one. Absent otherwise; rejected probes are never stored.
   */
  lenient?: LenientField
  /**
   * One entry per meaning guard the assertion's `guard` option named, in `numbers`, `negation`,
   * `names` order; absent without the option. A failed guard fails the assertion (before `.not`).
   */
  guards?: GuardRecord[]
  /**
   * With leniency probes on, on a passing assertion that was not probed: why (its expected text is
   * longer than probes go, `text too long: 1000000 characters, probes stop at 20000`).
   */
  probesSkipped?: string
  /** Whether the assertion passed, after `.not` was applied. */
  pass: boolean
  isNot: boolean
  /**
   * 1-based line of the `expect` call in the test file, from the stack at the assertion; absent
   * when no frame of the stack is in the test file (an assertion made in a helper of another file).
   */
  line?: number
  /**
   * The texts the assertion compared, for reports that show them (the HTML report's diffs); absent
   * with reporter option `includeTexts: false`, and in baselines.
   */
  texts?: RecordTexts
}

/**
 * The two texts one assertion compared, each cut at the reporter option `maxTextLength` (a cut
 * never splits a surrogate pair); the full lengths tell whether and where a text was cut.
 */
export interface RecordTexts {
  /** What the score was measured against: for `toBeSimilarToAny` the best reference, for a snapshot the stored text. */
  expected: string
  /** The received text, as the matcher scored it. */
  received: string
  /** Length of the whole expected text in UTF-16 code units: more than `expected.length` when it was cut. */
  expectedLength: number
  /** Length of the whole received text in UTF-16 code units: more than `received.length` when it was cut. */
  receivedLength: number
}

/** A custom scorer's details: JSON primitives by name (anything else was kept as its JSON text). */
export type RecordDetails = Readonly<Record<string, string | number | boolean | null>>

/** What one meaning guard decided (see docs/guards.md). */
export interface GuardRecord {
  kind: GuardKind
  /** Whether the received text's facts of this kind agree with the expected text's. */
  pass: boolean
  /**
   * What the guard found, quoted from the texts, so absent with reporter option `includeTexts: false`.
   * `missing`: facts of the expected text the received one lacks; `added`: the reverse; `message`: one
   * line naming them, e.g. `numbers differ: expected 40%, received 400%`.
   */
  facts?: { missing: string[]; added: string[]; message: string }
}

/** The strongest leniency probe a passing assertion's `min` accepted. */
export interface LenientField {
  /**
   * The probe's text, at most {@link PROBE_TEXT_LIMIT} characters (cut with `…`): an edit of the
   * expected text, so it is kept and cut as the texts are (absent with `includeTexts: false`).
   */
  probe?: string
  /** Which meaning-changing edit made it (see docs/thresholds.md). */
  kind: ProbeKind
  /** The probe's score against the expected text, in [0, 1]: at least the assertion's threshold. */
  score: number
  /** The lowest min that rejects every probe while the received text still passes; null when none does. */
  rejectingMin: number | null
  /** How many probes were scored. */
  probes: number
  /** Whether the expected text allowed more probes than its scorer's cap (`SCORERS[scorer].probe.cap`). */
  capped: boolean
}

/**
 * The dotted paths of every string field of `T` (`texts.expected`; `list[].name` inside arrays).
 * A field typed `string | number` counts as a string field.
 */
type StringPaths<T, P extends string = ''> = {
  [K in keyof T & string]-?: StringPathsOf<NonNullable<T[K]>, `${P}${K}`>
}[keyof T & string]

type StringPathsOf<V, P extends string> = V extends string
  ? P
  : V extends readonly (infer E)[]
    ? StringPathsOf<NonNullable<E>, `${P}[]`>
    : V extends object
      ? StringPaths<V, `${P}.`>
      : never

/** What a string of a record is: derived from the user's texts (`text`), or a word of this library (`label`). */
export type StringField = 'text' | 'label'

/**
 * Every string field of a score record, by path, and whether it is a `text`: a text compared, or
 * made from one (a probe is an edit of the expected text). Texts obey `includeTexts` and
 * `maxTextLength` (src/records/texts.ts strips and cuts exactly the paths marked here, in the workers
 * and in the reporters). The type lists every string path of {@link ScoreRecord}: a new string
 * field does not compile until it is declared here, so no text can skip the setting.
 */
export const RECORD_STRINGS = {
  matcher: 'label',
  scorer: 'label',
  'texts.expected': 'text',
  'texts.received': 'text',
  'lenient.probe': 'text',
  'lenient.kind': 'label',
  probesSkipped: 'label',
  algorithm: 'label',
  scorerVersion: 'label',
  // Every string a custom scorer returned: `*` is each key of the object.
  'details.*': 'text',
  'guards[].kind': 'label',
  'guards[].facts.missing[]': 'text',
  'guards[].facts.added[]': 'text',
  'guards[].facts.message': 'text',
} as const satisfies { readonly [P in StringPaths<ScoreRecord>]: StringField }

/**
 * The fields of a record that exist only to carry texts: with texts off the whole field goes
 * (`texts` keeps lengths that mean nothing without them).
 */
export const TEXT_GROUPS = ['texts'] as const satisfies readonly (keyof ScoreRecord)[]

/** The longest probe text a record stores. */
export const PROBE_TEXT_LIMIT = 200

/** Environment variable that turns leniency probes on in the workers (`EXPECT_SIMILAR_PROBES=1`). */
export const PROBES_ENV = 'EXPECT_SIMILAR_PROBES'

/**
 * What a value of {@link PROBES_ENV} means: `1`/`true` on, unset, empty, `0`/`false` off, anything
 * else `undefined` (not a setting). The workers and the reporter read the variable with this.
 */
export function probesFromEnv(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false
  return value === '1' || value === 'true' ? true : undefined
}

/** The key under which the Vitest reporter provides its `probes` option to the workers (`inject`). */
export const PROBES_PROVIDE_KEY = 'expect-similar:probes'

/**
 * Environment variable naming the directory where Jest workers append JSONL records.
 * Set by the Jest reporter; when unset, the Jest entry records nothing. The reporter reads only
 * `*.jsonl` regular files of its own user with mode 0600 (no symlinks, no other hard links).
 */
export const RECORD_DIR_ENV = 'EXPECT_SIMILAR_RECORD_DIR'

/**
 * A record as stored on a Vitest task: `task.meta.expectSimilar` is an array of these.
 *
 * @example
 * testCase.meta().expectSimilar?.filter((r) => !r.pass)
 */
export interface VitestScoreRecord extends ScoreRecord {
  /** The task's retry count when the record was made (`task.result.retryCount`), 0-based. */
  attempt: number
  /** The task's repeat count when the record was made (`task.result.repeatCount`), 0-based. */
  repeat: number
}

/**
 * One line of a Jest worker's JSONL file in `$EXPECT_SIMILAR_RECORD_DIR`.
 *
 * @example
 * readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as JestScoreLine)
 */
export interface JestScoreLine extends ScoreRecord {
  v: typeof RECORD_VERSION
  /** Absolute path of the test file. */
  testPath: string
  /** Full test name, as Jest's `currentTestName` (or `currentConcurrentTestName()`). */
  testName: string
  /** 1-based: how many times a test of this name has started in this file, so retries count up. */
  attempt: number
}

/**
 * One score record after the runner adapter has placed it: which file and test it came from,
 * which repeat, and how many attempts the test took. Only the deciding attempt's records get here.
 */
export interface CollectedRecord extends ScoreRecord {
  /** Test file path relative to the root, with `/` separators. */
  file: string
  /** Full test name as the runner prints it. */
  test: string
  /** The Vitest project that ran it, in a run of several projects (then `file` starts with `[project] `). */
  project?: string
  /** 0-based repeat index (Vitest `repeats`); always 0 for Jest. Repeats are not attempts. */
  repeat: number
  /** Attempts of this repeat: retries + 1, repeats not counted (1 = not retried). */
  attempts: number
}

/**
 * The test name under which assertions made in a file's `beforeAll`/`afterAll` hooks (any describe
 * level) are recorded, in both runners: in the reports they are a test of that file.
 */
export const HOOKS_TEST_NAME = '(hooks)'

/**
 * The key of a Vitest test file's `meta` set (to true) by the `expect-similar/vitest` setup file when
 * the file has a `.only` test or suite: Vitest resets a focused task's mode to "run" before any
 * reporter sees it, so the focus is read from the file's tree as it was collected.
 */
export const FOCUS_META_KEY = 'expectSimilarFocus'
