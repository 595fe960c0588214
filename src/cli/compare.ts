import { readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { plural } from '../core/plural.js'
import { DEFAULT_SCORER, SCORER_NAMES, scorerOf, type ScoreOutcome, type ScorerName } from '../core/scorers/index.js'
import { isUnitInterval, NORMALIZATION_FORMS, type NormalizationForm } from '../core/validate.js'
import { f4 } from '../core/scorers/definition.js'
import { compactDiff } from '../core/diff.js'
import { colorsEnabled, escapeJson, escapeTerminal, makeColors, type Colors } from '../reporter/index.js'
import { UsageError, parseArgs, type CliIo } from './io.js'
import { probeHint } from './probe.js'
import { checkGuards, GUARD_KINDS } from '../core/guards/index.js'
import { choice, givenScorerFlags, SCORER_FLAGS, scoringArgSpec, type ScorerFlagOption } from './scorer-flags.js'
import { loadScorerModule, scoreWithModule, type LoadedScorer } from './scorer-module.js'

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
  --algorithm <name>           textual difference: difflib (default; Mastra <= 0.14.2
                               with --autojunk) or lcs (Mastra 1.x: LCS ratio, word changes)
  --normalize <form>           both scorers Unicode-normalize the texts first: NFC | NFKC
  --no-normalize               ... compare the texts as they are                (default)
  --scorer <name>              the score --min checks: content-similarity (default),
                               textual-difference, or the --scorer-module scorer's name
  --scorer-module <file>[#export]
                               also score with a custom scorer: the module's default export
                               (or the named one), an object { name, score(received, expected) }
                               or a named function, sync or async (.js, .mjs, .cjs); --min
                               then checks it unless --scorer names another. It is called once:
                               the options below the diff are the built-in scorers' only
  --min <score>                exit 1 when that score is below <score> (0..1)
  --json                       print one JSON object instead of text
  --color, --no-color          force colors on or off (default: on for a terminal, off when
                               NO_COLOR is set, on when FORCE_COLOR is set)
  --help                       this text

The defaults are the matchers' defaults, so the numbers are what a test would see.
Exit codes: 0 compared (and at or above --min), 1 below --min, 2 bad arguments or unreadable input,
3 internal error (a bug in expect-similar; please report it).
`

type OptionValue = boolean | string | null

/**
 * Every scorer option with a flag, as the CLI resolved it (`ignoreCase`, `granularity`, ...), and
 * `normalize`: the Unicode normalization every scorer applies first, or null for none (the default).
 */
type CompareOptions = Record<string, OptionValue> & { normalize: NormalizationForm | null }

/** Where a compared text came from. */
type TextSource = { kind: 'text' } | { kind: 'file'; path: string } | { kind: 'stdin' }

/** One option changed from what was asked, and what the scores would be then. */
interface Variation {
  option: string
  value: OptionValue
  /** The flag that asks for it, e.g. `--no-ignore-case`. */
  flag: string
  scorer: ScorerName
  score: number
  /** Scorers that count changes only. */
  changes?: number
  /** Whether the score (or the change count) differs from the one asked for. */
  changesResult: boolean
  /** With `--min` on this scorer: whether the verdict flips. */
  flipsVerdict?: boolean
}

/**
 * Everything `compare` computes; `--json` prints exactly this: besides the fields below, each
 * scorer's numbers under its `compare.key` (`contentSimilarity`, `textualDifference`), in display order.
 */
type Comparison = {
  expected: { source: TextSource; length: number }
  received: { source: TextSource; length: number }
} & ComparedTexts

/** What {@link compareTexts} finds: a {@link Comparison} without the sources. */
type ComparedTexts = {
  options: CompareOptions
  /** The word-level diff without colors: `[-only in expected-]{+only in received+}`. */
  diff: string
  variations: Variation[]
  gate: { scorer: string; min: number; score: number; passed: boolean } | null
  /** With `--scorer-module`: the custom scorer's score of the texts. */
  custom?: CustomComparison
} & Record<string, unknown>

/** What a `--scorer-module` scorer measured. */
interface CustomComparison {
  name: string
  /** The `--scorer-module` argument. */
  module: string
  score: number
  scorerVersion?: string
  /** What it returned besides the score (a reason, a model name...). */
  details?: Readonly<Record<string, unknown>>
  /** Whether the score came from the scorer's disk cache. */
  cached?: boolean
}

// The matchers' defaults, normalize last (the order --json prints them in).
function defaults(): CompareOptions {
  const own = Object.fromEntries(SCORER_FLAGS.map(({ key, fallback }) => [key, fallback as OptionValue]))
  return { ...own, normalize: null }
}

interface CompareArgs {
  positionals: string[]
  options: CompareOptions
  mode: 'auto' | 'text' | 'file'
  json: boolean
  color: boolean | undefined
  /** A built-in scorer's name, or (with `scorerModule`) maybe the custom scorer's, checked once it is loaded. */
  scorer: string | undefined
  scorerModule: string | undefined
  min: number | undefined
}

export const COMPARE_ARGS = scoringArgSpec({
  values: { 'scorer-module': 'a module' },
  flags: ['text', 'file'],
  exclusive: [['text', 'file']],
})

function parseCompareArgs(argv: readonly string[]): CompareArgs {
  const { positionals, values, flags } = parseArgs(argv, COMPARE_ARGS)
  const options = defaults()
  for (const { option, value } of givenScorerFlags(values, flags)) options[option.key] = value
  if (values.normalize !== undefined) options.normalize = choice('normalize', values.normalize, NORMALIZATION_FORMS)
  const scorerModule = values['scorer-module']
  // With a module the name may be its scorer's, known only once it is loaded.
  const scorer =
    scorerModule === undefined && values.scorer !== undefined
      ? choice('scorer', values.scorer, SCORER_NAMES)
      : values.scorer
  let min: number | undefined
  if (values.min !== undefined) {
    min = Number(values.min)
    // Number() alone would read '' as 0 and '0x1' as 1; a score is written in decimals.
    if (!/^\s*[\d.]+\s*$/.test(values.min) || !isUnitInterval(min)) {
      throw new UsageError(`option --min must be a number in [0, 1], received ${JSON.stringify(values.min)}`)
    }
  }
  for (const name of SCORER_NAMES) {
    const conflict = conflictOf(name, options)
    if (conflict !== null) throw new UsageError(conflict)
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
    scorer,
    scorerModule,
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

/** What each scorer measured, by name, in display order. */
type Outcomes = ReadonlyMap<ScorerName, ScoreOutcome>

// A scorer's own option moves only that scorer; a common one (normalize) moves every scorer.
function scorersOfOption(option: ScorerFlagOption | 'normalize'): readonly ScorerName[] {
  return option === 'normalize' ? SCORER_NAMES : [option.scorer]
}

function ownOptions(scorer: ScorerName, options: CompareOptions): Record<string, OptionValue | undefined> {
  return Object.fromEntries(
    SCORER_FLAGS.filter((option) => option.scorer === scorer).map(({ key }) => [key, options[key]]),
  )
}

// What is wrong with a combination of options (algorithm lcs with granularity word), or null.
function conflictOf(scorer: ScorerName, options: CompareOptions): string | null {
  return scorerOf(scorer).conflict?.(ownOptions(scorer, options)) ?? null
}

function scoresOf(expected: string, received: string, options: CompareOptions): Outcomes {
  const normalize = options.normalize ?? undefined
  return new Map(
    SCORER_NAMES.map((scorer) => [
      scorer,
      scorerOf(scorer).score(expected, received, { ...ownOptions(scorer, options), normalize }),
    ]),
  )
}

function flagOf(option: ScorerFlagOption | 'normalize', value: OptionValue): string {
  if (option === 'normalize') return value === null ? '--no-normalize' : `--normalize ${value as string}`
  const { flag } = option
  if (flag.kind === 'choice') return `--${flag.name} ${value as string}`
  return value ? `--${flag.name}` : `--no-${flag.name}`
}

// Every value of the option other than the one asked for: a boolean flipped, each other choice.
// A choice without a default of its own (algorithm) means its first choice when absent.
function alternativesOf(option: ScorerFlagOption, value: OptionValue): OptionValue[] {
  if (option.flag.kind === 'boolean') return [!value]
  const current = value ?? option.flag.choices[0]
  return option.flag.choices.filter((c) => c !== current)
}

const scoreOf = (outcomes: Outcomes, scorer: ScorerName): number => outcomes.get(scorer)!.score

/**
 * Scores two texts with the given options and with each option changed in turn (each boolean
 * flipped, each other choice and normalization), so the user sees which options matter for
 * these texts. A common option (normalize) gives one variation per scorer.
 *
 * @example
 * compareTexts('The capital of France is Paris.', 'Paris is the capital of France.', defaults(), null)
 *   .comparison.contentSimilarity // { score: 0.88 }
 */
function compareTexts(
  expected: string,
  received: string,
  options: CompareOptions,
  gate: { scorer: ScorerName; min: number } | null,
): { comparison: ComparedTexts; outcomes: Outcomes } {
  const base = scoresOf(expected, received, options)
  const alternatives: [ScorerFlagOption | 'normalize', OptionValue][] = [
    ...SCORER_FLAGS.flatMap((option) =>
      alternativesOf(option, options[option.key] ?? null).map((value): [ScorerFlagOption, OptionValue] => [
        option,
        value,
      ]),
    ),
    ...[null, ...NORMALIZATION_FORMS]
      .filter((form) => form !== options.normalize)
      .map((form): ['normalize', NormalizationForm | null] => ['normalize', form]),
  ]
  // A change the scorer refuses with the other options (granularity word with algorithm lcs) is left out.
  const variations = alternatives.flatMap(([option, value]) =>
    scorersOfOption(option)
      .filter((scorer) => option === 'normalize' || conflictOf(scorer, { ...options, [option.key]: value }) === null)
      .map((scorer) => ({ option, value, scorer })),
  )
  const scored = variations.map(({ option, value, scorer }): Variation => {
    const key = option === 'normalize' ? option : option.key
    const changed = scoresOf(expected, received, { ...options, [key]: value })
    const score = scoreOf(changed, scorer)
    const variation: Variation = {
      option: key,
      value,
      flag: flagOf(option, value),
      scorer,
      score,
      changesResult: score !== scoreOf(base, scorer),
    }
    if (scorerOf(scorer).countsChanges) {
      variation.changes = changed.get(scorer)!.changes
      if (variation.changes !== base.get(scorer)!.changes) variation.changesResult = true
    }
    if (gate && gate.scorer === scorer) variation.flipsVerdict = score >= gate.min !== scoreOf(base, scorer) >= gate.min
    return variation
  })
  const metrics = Object.fromEntries(
    SCORER_NAMES.map((scorer) => {
      const { compare } = scorerOf(scorer)
      return [compare.key, compare.metrics(base.get(scorer)!)]
    }),
  )
  const comparison = {
    options,
    ...metrics,
    diff: compactDiff(normalizeText(expected, options), normalizeText(received, options), {
      context: Number.POSITIVE_INFINITY,
      maxChanges: Number.POSITIVE_INFINITY,
    }),
    variations: scored,
    gate: gate ? { ...gate, score: scoreOf(base, gate.scorer), passed: scoreOf(base, gate.scorer) >= gate.min } : null,
  }
  return { comparison, outcomes: base }
}

// The diff shows the texts the scorers compared: with --normalize, é and e + U+0301 are no difference.
function normalizeText(text: string, options: CompareOptions): string {
  return options.normalize ? text.normalize(options.normalize) : text
}

function describeSource(source: TextSource, length: number): string {
  const what = source.kind === 'file' ? `file ${escapeTerminal(source.path)}` : source.kind
  return `${what}, ${length} ${plural(length, 'character')}`
}

/**
 * The human-readable form of a comparison; colors come from `c` so tests render without ANSI.
 *
 * @example
 * io.out(renderComparison(comparison, outcomes, { expected, received }, makeColors(false)))
 */
function renderComparison(
  comparison: Comparison,
  outcomes: Outcomes,
  texts: { expected: string; received: string },
  c: Colors,
): string {
  const { options } = comparison
  const normalized = options.normalize ? `, normalize ${options.normalize}` : ''
  const lines = [
    `${c.bold('expected')}  ${describeSource(comparison.expected.source, comparison.expected.length)}`,
    `${c.bold('received')}  ${describeSource(comparison.received.source, comparison.received.length)}`,
    '',
    ...SCORER_NAMES.map((scorer) => {
      const { compare } = scorerOf(scorer)
      const settings = compare.settings(options)
      const values = compare.values(outcomes.get(scorer)!)
      return `${c.bold(compare.heading)}  ${values}   ${c.dim(`(${settings}${normalized})`)}`
    }),
    // What option guard would decide, whatever the score: a line per guard.
    ...checkGuards(texts.expected, texts.received, GUARD_KINDS).map(
      (v) => `${c.bold(`guard ${v.kind}`)}  ${v.pass ? c.green('✓') : c.red('✗')} ${escapeTerminal(v.message)}`,
    ),
  ]
  if (comparison.custom) lines.push(...customLines(comparison.custom, c))
  if (comparison.gate) {
    const { scorer, min, score, passed } = comparison.gate
    lines.push(
      `${passed ? c.green('✓') : c.red('✗')} ${scorer} ${f4(score)} ` +
        `${passed ? '≥' : '<'} min ${min}${passed ? '' : ' (exit code 1)'}`,
    )
    // Probes re-score edits of the expected text: a custom scorer (maybe a paid call each) is not probed here.
    const builtIn = SCORER_NAMES.find((name) => name === scorer)
    const hint = builtIn === undefined ? null : probeHint(texts.expected, { scorer: builtIn, min }, options)
    if (hint !== null) lines.push(c.yellow(hint))
  }
  lines.push('', `${c.bold('diff')} ${c.dim('(word level; [-only in expected-] {+only in received+})')}`)
  // The real texts are diffed; each piece's control characters become visible escapes before our
  // colors go in, so a text cannot restyle the terminal, not even with a color code of its own.
  const colored = compactDiff(normalizeText(texts.expected, options), normalizeText(texts.received, options), {
    escape: escapeTerminal,
    context: Number.POSITIVE_INFINITY,
    maxChanges: Number.POSITIVE_INFINITY,
    expectedColor: c.red,
    receivedColor: c.green,
  })
  lines.push(`  ${colored}`, '')
  lines.push(`${c.bold('options that change the result')} ${c.dim('(each changed alone)')}`)
  const changing = comparison.variations.filter((v) => v.changesResult)
  // A flag is listed when it moves some scorer; the ones that move none are only counted and named.
  const unchanged = [...new Set(comparison.variations.map((v) => v.flag))].filter(
    (flag) => !changing.some((v) => v.flag === flag),
  )
  const width = Math.max(0, ...changing.map((v) => v.flag.length))
  for (const v of changing) {
    const base = outcomes.get(v.scorer)!
    const scoreText = v.score === base.score ? `${f4(v.score)} (same)` : `${f4(base.score)} → ${f4(v.score)}`
    const changesText =
      v.changes === undefined
        ? ''
        : v.changes === base.changes
          ? `, changes ${v.changes} (same)`
          : `, changes ${base.changes} → ${v.changes}`
    const label = scorerOf(v.scorer).compare.variationLabel
    const flip = v.flipsVerdict ? c.yellow(' flips the --min verdict') : ''
    lines.push(`  ${v.flag.padEnd(width)}  ${label} ${scoreText}${changesText}${flip}`)
  }
  if (changing.length === 0) lines.push('  none')
  if (unchanged.length > 0) {
    const what = changing.length === 0 ? plural(unchanged.length, 'flag') : `other ${plural(unchanged.length, 'flag')}`
    // An option that can never move the score says why (`--no-ignore-whitespace`).
    const named = unchanged.map((flag) => {
      const note = SCORER_FLAGS.find((o) => flagOf(o, true) === flag || flagOf(o, false) === flag)?.sameNote
      return note === undefined ? flag : `${flag} (${note.replace(/^same: /, '')})`
    })
    lines.push(c.dim(`  ${unchanged.length} ${what} change nothing here: ${named.join(', ')}`))
  }
  return `${lines.join('\n')}\n`
}

// The custom scorer's line, then one per detail it returned (a reason quotes the texts: escaped).
function customLines(custom: CustomComparison, c: Colors): string[] {
  const notes = [
    `custom scorer from ${escapeTerminal(custom.module)}`,
    ...(custom.scorerVersion === undefined ? [] : [`version ${escapeTerminal(custom.scorerVersion)}`]),
    ...(custom.cached ? ['from its cache'] : []),
  ]
  const details = Object.entries(custom.details ?? {}).map(
    ([key, value]) => `  ${c.dim(`${escapeTerminal(key)}:`)} ${escapeTerminal(String(value))}`,
  )
  return [
    `${c.bold(escapeTerminal(custom.name))}  score ${f4(custom.score)}   ${c.dim(`(${notes.join(', ')})`)}`,
    ...details,
  ]
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
  const loaded = args.scorerModule === undefined ? undefined : await loadScorerModule(args.scorerModule, io.cwd)
  const gateScorer = gateScorerOf(args, loaded)
  const expected = load(io, args.positionals[0] as string, args.mode, stdin)
  const received = load(io, args.positionals[1] as string, args.mode, stdin)
  const builtInGate = args.min === undefined || gateScorer === loaded?.scorer.name ? null : gateScorer
  const { comparison: result, outcomes } = compareTexts(
    expected.text,
    received.text,
    args.options,
    builtInGate === null ? null : { scorer: builtInGate as ScorerName, min: args.min as number },
  )
  const comparison: Comparison = {
    expected: { source: expected.source, length: expected.text.length },
    received: { source: received.source, length: received.text.length },
    ...result,
  }
  if (loaded) {
    const normalize = args.options.normalize ?? undefined
    const scored = await scoreWithModule(loaded, expected.text, received.text, normalize)
    comparison.custom = {
      name: loaded.scorer.name,
      module: loaded.from,
      score: scored.score,
      ...(scored.scorerVersion === undefined ? {} : { scorerVersion: scored.scorerVersion }),
      ...(scored.details === undefined ? {} : { details: scored.details }),
      ...(scored.cached ? { cached: true } : {}),
    }
    if (args.min !== undefined && builtInGate === null) {
      comparison.gate = {
        scorer: loaded.scorer.name,
        min: args.min,
        score: scored.score,
        passed: scored.score >= args.min,
      }
    }
  }
  if (args.json) {
    io.out(`${escapeJson(JSON.stringify(comparison, null, 2))}\n`)
  } else {
    const colors = makeColors(args.color ?? colorsEnabled(io.env, io.isTTY))
    io.out(renderComparison(comparison, outcomes, { expected: expected.text, received: received.text }, colors))
  }
  return comparison.gate && !comparison.gate.passed ? 1 : 0
}

// The scorer --min checks: --scorer's, else the module's scorer when one is loaded, else the default.
function gateScorerOf(args: CompareArgs, loaded: LoadedScorer | undefined): string {
  if (args.scorer === undefined) return loaded?.scorer.name ?? DEFAULT_SCORER
  if (SCORER_NAMES.includes(args.scorer as ScorerName) || args.scorer === loaded?.scorer.name) return args.scorer
  const names = [...SCORER_NAMES, ...(loaded ? [loaded.scorer.name] : [])]
  throw new UsageError(`option --scorer must be one of ${names.join(', ')}, received ${JSON.stringify(args.scorer)}`)
}
