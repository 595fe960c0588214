import { readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { contentSimilarity } from '../core/content-similarity.js'
import { textualDifference } from '../core/textual-difference.js'
import { plural } from '../core/plural.js'
import { SCORER_INFO } from '../core/scorers.js'
import {
  GRANULARITIES,
  isUnitInterval,
  NORMALIZATION_FORMS,
  SCORERS,
  type Granularity,
  type NormalizationForm,
} from '../core/validate.js'
import { compactDiff } from '../core/diff.js'
import type { ScorerName } from '../records/types.js'
import { colorsEnabled, escapeJson, escapeTerminal, makeColors, type Colors } from '../reporter/index.js'
import { UsageError, parseArgs, type CliIo } from './io.js'
import { BOOLEAN_SCORER_FLAGS, choice, scoringArgSpec } from './scorer-flags.js'
import { probeHint } from './probe.js'

export const COMPARE_HELP = `Usage: expect-similar compare <expected> <received> [options]

Scores <received> against <expected> with both scorers, prints a word-level diff and which
options would change the result. Use it to pick a threshold before writing the test.

Each of <expected> and <received> is:
  -                 standard input (at most one of the two)
  an existing file  its contents, read as UTF-8
  anything else     the text itself
The output names the rule that applied ("text", "file <path>", "stdin"), and a lone word that
looks like a path but names no file gets a note on stderr. Force one rule with --text (both are
text, even when a file of that name exists) or --file (both must be readable files). Files and
stdin are compared as they are, final newline included. Put -- before texts that start with "-".

Options:
  --text                       treat both arguments as text
  --file                       treat both arguments as file paths; an unreadable file is an error
  --granularity <unit>         textual difference compares char | word | line   (default char)
  --ignore-case                content similarity lower-cases both texts        (default)
  --no-ignore-case             ... keeps case
  --ignore-whitespace          content similarity folds whitespace runs, trims  (default)
  --no-ignore-whitespace       ... keeps whitespace; neither changes the score, as the Dice
                               coefficient leaves all whitespace out of its bigrams
  --autojunk                   textual difference uses difflib's autojunk heuristic
  --no-autojunk                ... does not                                     (default)
  --normalize <form>           both scorers Unicode-normalize the texts first: NFC | NFKC
  --no-normalize               ... compare the texts as they are                (default)
  --scorer <name>              the score --min checks: content-similarity (default) or
                               textual-difference
  --min <score>                exit 1 when that score is below <score> (0..1)
  --json                       print one JSON object instead of text
  --color, --no-color          force colors on or off (default: on for a terminal, off when
                               NO_COLOR is set, on when FORCE_COLOR is set)
  --help                       this text

The defaults are the matchers' defaults, so the numbers are what a test would see.
Exit codes: 0 compared (and at or above --min), 1 below --min, 2 bad arguments or unreadable input,
3 internal error (a bug in expect-similar; please report it).
`

/** Every option the scorers take, as the CLI resolved it. */
interface CompareOptions {
  ignoreCase: boolean
  ignoreWhitespace: boolean
  autojunk: boolean
  granularity: Granularity
  /** The Unicode normalization both scorers apply first, or null for none (the default). */
  normalize: NormalizationForm | null
}

type OptionValue = boolean | Granularity | NormalizationForm | null

/** Where a compared text came from. */
type TextSource = { kind: 'text' } | { kind: 'file'; path: string } | { kind: 'stdin' }

/** One option changed from what was asked, and what the scores would be then. */
interface Variation {
  option: keyof CompareOptions
  value: OptionValue
  /** The flag that asks for it, e.g. `--no-ignore-case`. */
  flag: string
  scorer: ScorerName
  score: number
  /** textual-difference only. */
  changes?: number
  /** Whether the score (or the change count) differs from the one asked for. */
  changesResult: boolean
  /** With `--min` on this scorer: whether the verdict flips. */
  flipsVerdict?: boolean
}

/** Everything `compare` computes; `--json` prints exactly this. */
interface Comparison {
  expected: { source: TextSource; length: number }
  received: { source: TextSource; length: number }
  options: CompareOptions
  contentSimilarity: { score: number }
  textualDifference: { score: number; ratio: number; changes: number; lengthDiff: number; confidence: number }
  /** The word-level diff without colors: `[-only in expected-]{+only in received+}`. */
  diff: string
  variations: Variation[]
  gate: { scorer: ScorerName; min: number; score: number; passed: boolean } | null
}

const DEFAULTS: CompareOptions = {
  ignoreCase: true,
  ignoreWhitespace: true,
  autojunk: false,
  granularity: 'char',
  normalize: null,
}

interface CompareArgs {
  positionals: string[]
  options: CompareOptions
  mode: 'auto' | 'text' | 'file'
  json: boolean
  color: boolean | undefined
  scorer: ScorerName
  min: number | undefined
}

const COMPARE_ARGS = scoringArgSpec({ values: {}, flags: ['text', 'file'], exclusive: [['text', 'file']] })

function parseCompareArgs(argv: readonly string[]): CompareArgs {
  const { positionals, values, flags } = parseArgs(argv, COMPARE_ARGS)
  const options: CompareOptions = { ...DEFAULTS }
  for (const [name, key] of Object.entries(BOOLEAN_SCORER_FLAGS)) {
    if (flags.has(name)) options[key] = true
    if (flags.has(`no-${name}`)) options[key] = false
  }
  if (values.granularity !== undefined) options.granularity = choice('granularity', values.granularity, GRANULARITIES)
  if (values.normalize !== undefined) options.normalize = choice('normalize', values.normalize, NORMALIZATION_FORMS)
  const scorer = values.scorer === undefined ? undefined : choice('scorer', values.scorer, SCORERS)
  let min: number | undefined
  if (values.min !== undefined) {
    min = Number(values.min)
    // Number() alone would read '' as 0 and '0x1' as 1; a score is written in decimals.
    if (!/^\s*[\d.]+\s*$/.test(values.min) || !isUnitInterval(min)) {
      throw new UsageError(`option --min must be a number in [0, 1], received ${JSON.stringify(values.min)}`)
    }
  }
  if (scorer !== undefined && min === undefined)
    throw new UsageError('option --scorer picks the score --min checks; give --min too')
  if (positionals.length !== 2) {
    throw new UsageError(`compare needs exactly two texts, <expected> and <received>, received ${positionals.length}`)
  }
  const mode = flags.has('text') ? 'text' : flags.has('file') ? 'file' : 'auto'
  // With --text, "-" is the text "-", not stdin, so both may be "-".
  if (mode !== 'text' && positionals[0] === '-' && positionals[1] === '-') {
    throw new UsageError('only one of <expected> and <received> can be - (stdin)')
  }
  return {
    positionals,
    options,
    mode,
    json: flags.has('json'),
    color: flags.has('color') ? true : flags.has('no-color') ? false : undefined,
    scorer: scorer ?? 'content-similarity',
    min,
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function load(
  io: CliIo,
  argument: string,
  mode: CompareArgs['mode'],
  stdin: () => string,
): { text: string; source: TextSource } {
  if (argument === '-' && mode !== 'text') return { text: stdin(), source: { kind: 'stdin' } }
  if (mode === 'text') return { text: argument, source: { kind: 'text' } }
  const path = resolve(io.cwd, argument)
  if (mode === 'file' || isFile(path)) {
    try {
      return { text: readFileSync(path, 'utf8'), source: { kind: 'file', path: argument } }
    } catch (error) {
      throw new UsageError(
        `cannot read ${argument}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      )
    }
  }
  if (mode === 'auto' && LOOKS_LIKE_PATH.test(argument)) {
    io.err(
      `expect-similar compare: note: no file ${JSON.stringify(argument)} here, ` +
        `so it is compared as text (pass --file to require files)\n`,
    )
  }
  return { text: argument, source: { kind: 'text' } }
}

// One word with a slash or a file extension: probably meant as a path, so a typo must not pass unnoticed.
const LOOKS_LIKE_PATH = /^[^\s]*(?:\/[^\s]*|\.[A-Za-z0-9]{1,5})$/

type Scores = Pick<Comparison, 'contentSimilarity' | 'textualDifference'>

/**
 * What compare needs to know per scorer beyond SCORER_INFO: where its score sits in a
 * {@link Comparison}, whether it counts changes, and its name in the variation lines.
 */
const COMPARE_SCORER: Record<
  ScorerName,
  { scoreOf: (s: Scores) => number; changesOf?: (s: Scores) => number; name: string }
> = {
  'content-similarity': { scoreOf: (s) => s.contentSimilarity.score, name: 'content similarity' },
  'textual-difference': {
    scoreOf: (s) => s.textualDifference.score,
    changesOf: (s) => s.textualDifference.changes,
    name: 'ratio',
  },
}

// A scorer's own option moves only that scorer; a common one (normalize) moves both.
function scorersOfOption(option: keyof CompareOptions): readonly ScorerName[] {
  const owners = SCORERS.filter((s) => SCORER_INFO[s].optionKeys.includes(option))
  return owners.length > 0 ? owners : SCORERS
}

function scoresOf(expected: string, received: string, options: CompareOptions): Scores {
  const normalize = options.normalize ?? undefined
  const content = contentSimilarity(expected, received, {
    ignoreCase: options.ignoreCase,
    ignoreWhitespace: options.ignoreWhitespace,
    normalize,
  })
  const textual = textualDifference(expected, received, {
    granularity: options.granularity,
    autojunk: options.autojunk,
    normalize,
  })
  return {
    contentSimilarity: { score: content.score },
    textualDifference: {
      score: textual.score,
      ratio: textual.ratio,
      changes: textual.changes,
      lengthDiff: textual.lengthDiff,
      confidence: textual.confidence,
    },
  }
}

function flagOf(option: keyof CompareOptions, value: OptionValue): string {
  if (option === 'granularity') return `--granularity ${value as string}`
  if (option === 'normalize') return value === null ? '--no-normalize' : `--normalize ${value as string}`
  const name =
    option === 'ignoreCase' ? 'ignore-case' : option === 'ignoreWhitespace' ? 'ignore-whitespace' : 'autojunk'
  return value ? `--${name}` : `--no-${name}`
}

/**
 * Scores two texts with the given options and with each option changed in turn (each boolean
 * flipped, each other granularity and normalization), so the user sees which options matter for
 * these texts. A common option (normalize) gives one variation per scorer.
 *
 * @example
 * compareTexts('The capital of France is Paris.', 'Paris is the capital of France.', DEFAULT_COMPARE_OPTIONS, null)
 *   .contentSimilarity.score // 0.88
 */
function compareTexts(
  expected: string,
  received: string,
  options: CompareOptions,
  gate: { scorer: ScorerName; min: number } | null,
): Omit<Comparison, 'expected' | 'received'> {
  const base = scoresOf(expected, received, options)
  const scoreOf = (s: Scores, scorer: ScorerName): number => COMPARE_SCORER[scorer].scoreOf(s)
  const alternatives: [keyof CompareOptions, OptionValue][] = [
    ['ignoreCase', !options.ignoreCase],
    ['ignoreWhitespace', !options.ignoreWhitespace],
    ['autojunk', !options.autojunk],
    ...GRANULARITIES.filter((g) => g !== options.granularity).map((g): ['granularity', Granularity] => [
      'granularity',
      g,
    ]),
    ...[null, ...NORMALIZATION_FORMS]
      .filter((form) => form !== options.normalize)
      .map((form): ['normalize', NormalizationForm | null] => ['normalize', form]),
  ]
  const variations = alternatives.flatMap(([option, value]) =>
    scorersOfOption(option).map((scorer) => ({ option, value, scorer })),
  )
  const scored = variations.map(({ option, value, scorer }): Variation => {
    const changed = scoresOf(expected, received, { ...options, [option]: value })
    const score = scoreOf(changed, scorer)
    const variation: Variation = {
      option,
      value,
      flag: flagOf(option, value),
      scorer,
      score,
      changesResult: score !== scoreOf(base, scorer),
    }
    const changesOf = COMPARE_SCORER[scorer].changesOf
    if (changesOf) {
      variation.changes = changesOf(changed)
      if (variation.changes !== changesOf(base)) variation.changesResult = true
    }
    if (gate && gate.scorer === scorer) variation.flipsVerdict = score >= gate.min !== scoreOf(base, scorer) >= gate.min
    return variation
  })
  return {
    options,
    ...base,
    diff: compactDiff(normalizeText(expected, options), normalizeText(received, options), {
      context: Number.POSITIVE_INFINITY,
      maxChanges: Number.POSITIVE_INFINITY,
    }),
    variations: scored,
    gate: gate ? { ...gate, score: scoreOf(base, gate.scorer), passed: scoreOf(base, gate.scorer) >= gate.min } : null,
  }
}

// The diff shows the texts the scorers compared: with --normalize, é and e + U+0301 are no difference.
function normalizeText(text: string, options: CompareOptions): string {
  return options.normalize ? text.normalize(options.normalize) : text
}

const f4 = (n: number): string => n.toFixed(4)

function describeSource(source: TextSource, length: number): string {
  const what = source.kind === 'file' ? `file ${escapeTerminal(source.path)}` : source.kind
  return `${what}, ${length} ${plural(length, 'character')}`
}

/**
 * The human-readable form of a comparison; colors come from `c` so tests render without ANSI.
 *
 * @example
 * io.out(renderComparison(comparison, { expected, received }, makeColors(false)))
 */
function renderComparison(comparison: Comparison, texts: { expected: string; received: string }, c: Colors): string {
  const { options, contentSimilarity: cs, textualDifference: td } = comparison
  const normalized = options.normalize ? `, normalize ${options.normalize}` : ''
  const lines = [
    `${c.bold('expected')}  ${describeSource(comparison.expected.source, comparison.expected.length)}`,
    `${c.bold('received')}  ${describeSource(comparison.received.source, comparison.received.length)}`,
    '',
    `${c.bold('content similarity')}  ${f4(cs.score)}   ` +
      `${c.dim(`(ignoreCase ${options.ignoreCase}, ignoreWhitespace ${options.ignoreWhitespace}${normalized})`)}`,
    `${c.bold('textual difference')}  ratio ${f4(td.ratio)}, changes ${td.changes}, ` +
      `lengthDiff ${f4(td.lengthDiff)}, confidence ${f4(td.confidence)}   ` +
      `${c.dim(`(granularity ${options.granularity}, autojunk ${options.autojunk}${normalized})`)}`,
  ]
  if (comparison.gate) {
    const { scorer, min, score, passed } = comparison.gate
    lines.push(
      `${passed ? c.green('✓') : c.red('✗')} ${scorer} ${f4(score)} ` +
        `${passed ? '≥' : '<'} min ${min}${passed ? '' : ' (exit code 1)'}`,
    )
    const hint = probeHint(texts.expected, comparison.gate, options)
    if (hint !== null) lines.push(c.yellow(hint))
  }
  lines.push('', `${c.bold('diff')} ${c.dim('(word level; [-only in expected-] {+only in received+})')}`)
  // Control characters in the texts become visible escapes before our colors go in, so a text
  // cannot restyle the terminal, not even with a color code of its own.
  const colored = compactDiff(
    escapeTerminal(normalizeText(texts.expected, options)),
    escapeTerminal(normalizeText(texts.received, options)),
    {
      context: Number.POSITIVE_INFINITY,
      maxChanges: Number.POSITIVE_INFINITY,
      expectedColor: c.red,
      receivedColor: c.green,
    },
  )
  lines.push(`  ${colored}`, '')
  lines.push(
    `${c.bold('options that change the result')} ${c.dim('(each changed alone; * = the score or change count moves)')}`,
  )
  const width = Math.max(...comparison.variations.map((v) => v.flag.length))
  for (const v of comparison.variations) {
    const base = COMPARE_SCORER[v.scorer].scoreOf(comparison)
    // Not chance: the Dice coefficient drops all whitespace, so ignoreWhitespace cannot move it.
    const same = v.option === 'ignoreWhitespace' ? 'same: whitespace never counts in content similarity' : 'same'
    const scoreText = v.score === base ? `${f4(v.score)} (${same})` : `${f4(base)} → ${f4(v.score)}`
    const changesText =
      v.changes === undefined
        ? ''
        : v.changes === td.changes
          ? `, changes ${v.changes} (same)`
          : `, changes ${td.changes} → ${v.changes}`
    const label = COMPARE_SCORER[v.scorer].name
    const flip = v.flipsVerdict ? c.yellow(' flips the --min verdict') : ''
    const mark = v.changesResult ? c.yellow('*') : ' '
    lines.push(`  ${mark} ${v.flag.padEnd(width)}  ${label} ${scoreText}${changesText}${flip}`)
  }
  return `${lines.join('\n')}\n`
}

/**
 * `expect-similar compare`: exit 0, or 1 when `--min` is not met; usage errors throw {@link UsageError}.
 *
 * @example
 * await compareCommand(['expected.txt', 'received.txt', '--granularity', 'word'], io)
 */
export async function compareCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseCompareArgs(argv)
  const stdin = (): string => {
    try {
      return io.readStdin ? io.readStdin() : readFileSync(0, 'utf8')
    } catch (error) {
      throw new UsageError(`cannot read stdin: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
    }
  }
  const expected = load(io, args.positionals[0] as string, args.mode, stdin)
  const received = load(io, args.positionals[1] as string, args.mode, stdin)
  const result = compareTexts(
    expected.text,
    received.text,
    args.options,
    args.min === undefined ? null : { scorer: args.scorer, min: args.min },
  )
  const comparison: Comparison = {
    expected: { source: expected.source, length: expected.text.length },
    received: { source: received.source, length: received.text.length },
    ...result,
  }
  if (args.json) {
    io.out(`${escapeJson(JSON.stringify(comparison, null, 2))}\n`)
  } else {
    const colors = makeColors(args.color ?? colorsEnabled(io.env, io.isTTY))
    io.out(renderComparison(comparison, { expected: expected.text, received: received.text }, colors))
  }
  return comparison.gate && !comparison.gate.passed ? 1 : 0
}
