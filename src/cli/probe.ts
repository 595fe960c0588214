import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { limitDigits, orderedDigits } from '../core/format.js'
import { checkGuards, GUARD_KINDS } from '../core/guards/index.js'
import { plural } from '../core/plural.js'
import { probeLeniency, type LeniencyProbes, type ProbeLeniencyOptions } from '../core/probes.js'
import {
  DEFAULT_SCORER,
  ownerOf,
  resolveScorerOptions,
  SCORER_NAMES,
  SCORERS,
  scorerOf,
  type ScorerName,
} from '../core/scorers/index.js'
import { isUnitInterval, NORMALIZATION_FORMS, type NormalizationForm } from '../core/validate.js'
import { colorsEnabled, escapeJson, escapeTerminal, makeColors, type Colors } from '../reporter/index.js'
import { UsageError, parseArgs, type CliIo } from './io.js'
import { choice, givenScorerFlags, scoringArgSpec } from './scorer-flags.js'

export const PROBE_HELP = `Usage: expect-similar probe <expected> [options]

Makes small meaning-changing edits of <expected> (a negation toggled, a number changed, two names
swapped, a word flipped to its antonym, a sentence dropped), scores each against <expected> and
says whether --min accepts it: a threshold that accepts a probe would let that wrong answer pass.
It also prints the lowest --min that rejects every probe.

<expected> is the text itself; - reads standard input; with --file it is a path to a UTF-8 file.
Put -- before a text that starts with "-".

Options:
  --min <score>                the threshold under test (0..1)                   (default 0.7,
                               the matchers' default)
  --scorer <name>              content-similarity (default) or textual-difference
  --ignore-case                content similarity lower-cases both texts        (default)
  --no-ignore-case             ... keeps case
  --ignore-whitespace          content similarity folds whitespace runs         (default)
  --no-ignore-whitespace       ... keeps whitespace
  --granularity <unit>         textual difference compares char | word | line   (default char)
  --autojunk, --no-autojunk    textual difference uses difflib's autojunk       (default off)
  --algorithm <name>           textual difference: difflib (default; Mastra <= 0.14.2
                               with --autojunk) or lcs (Mastra 1.x: LCS ratio, word changes)
  --normalize <form>           both scorers Unicode-normalize the texts first: NFC | NFKC
  --no-normalize               ... compare the texts as they are                (default)
  --max-probes <n>             at most this many probes                         (default 50)
  --file                       <expected> is a file path
  --json                       print one JSON object instead of text
  --color, --no-color          force colors on or off
  --help                       this text

Exit codes: 0 --min rejects every probe, 1 it accepts at least one, 2 bad arguments or unreadable
input, 3 internal error (a bug in expect-similar; please report it).
`

export const PROBE_ARGS = scoringArgSpec({ values: { 'max-probes': 'a value' }, flags: ['file'] })

interface ProbeArgs {
  expected: string
  file: boolean
  options: ProbeLeniencyOptions & { scorer: ScorerName }
  json: boolean
  color: boolean | undefined
}

function parseProbeArgs(argv: readonly string[]): ProbeArgs {
  const { positionals, values, flags } = parseArgs(argv, PROBE_ARGS)
  if (positionals.length !== 1) {
    throw new UsageError(`probe needs exactly one text, <expected>, received ${positionals.length}`)
  }
  const scorer = values.scorer === undefined ? DEFAULT_SCORER : choice('scorer', values.scorer, SCORER_NAMES)
  const options: ProbeArgs['options'] = { scorer }
  // Only what was asked goes in: an option of another scorer is an error, not a silent no-op.
  for (const { option, flag, value } of givenScorerFlags(values, flags)) {
    const owner = ownerOf(option.key)
    if (owner !== undefined && owner !== scorer) {
      throw new UsageError(`option --${flag} is for --scorer ${owner}, but the scorer is ${scorer}`)
    }
    Object.assign(options, { [option.key]: value })
  }
  // A combination the scorer refuses (algorithm lcs with granularity word) is a usage error too.
  try {
    resolveScorerOptions(scorer, options)
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/^expect-similar: /, ''))
  }
  if (values.normalize !== undefined) {
    options.normalize = choice<NormalizationForm>('normalize', values.normalize, NORMALIZATION_FORMS)
  }
  if (values.min !== undefined) {
    const min = Number(values.min)
    // Number() alone would read '' as 0 and '0x1' as 1; a score is written in decimals.
    if (!/^\s*[\d.]+\s*$/.test(values.min) || !isUnitInterval(min)) {
      throw new UsageError(`option --min must be a number in [0, 1], received ${JSON.stringify(values.min)}`)
    }
    options.min = min
  }
  if (values['max-probes'] !== undefined) {
    const cap = Number(values['max-probes'])
    if (!/^\d+$/.test(values['max-probes']) || !Number.isSafeInteger(cap) || cap < 1) {
      throw new UsageError(
        `option --max-probes must be a positive integer, received ${JSON.stringify(values['max-probes'])}`,
      )
    }
    options.maxProbes = cap
  }
  return {
    expected: positionals[0] as string,
    file: flags.has('file'),
    options,
    json: flags.has('json'),
    color: flags.has('color') ? true : flags.has('no-color') ? false : undefined,
  }
}

function readExpected(io: CliIo, args: ProbeArgs): string {
  const [what, read] =
    args.expected === '-' && !args.file
      ? ['stdin', () => (io.readStdin ? io.readStdin() : readFileSync(0, 'utf8'))]
      : args.file
        ? [args.expected, () => readFileSync(resolve(io.cwd, args.expected), 'utf8')]
        : [null, () => args.expected]
  try {
    return read()
  } catch (error) {
    throw new UsageError(`cannot read ${what}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
}

// The human-readable form of a probe run; colors come from `c` so tests render without ANSI.
function renderProbes(result: LeniencyProbes, expected: string, source: string, c: Colors): string {
  const length = expected.length
  const label = SCORERS[result.scorer].label
  const lines = [
    `${c.bold('expected')}  ${escapeTerminal(source)}, ${length} ${plural(length, 'character')}`,
    `${c.bold('scorer')}    ${label}, min ${result.min}`,
    '',
  ]
  const width = Math.max(0, ...result.probes.map((p) => p.kind.length))
  // One precision for the column, enough that no score reads as equal to min or to the rejecting
  // min when it is not (a 0.986 printed 0.99 next to "lowest rejecting min 0.99" would).
  const limits = result.rejectingMin === null ? [result.min] : [result.min, result.rejectingMin]
  const digits = Math.max(
    ...limits.map((limit) => limitDigits(limit)),
    ...result.probes.flatMap((p) => limits.map((limit) => orderedDigits(p.score, limit) ?? 0)),
  )
  for (const p of result.probes) {
    const score = p.score.toFixed(digits)
    const verdict = p.accepted ? c.red('✗ accepted') : c.green('✓ rejected')
    lines.push(`  ${verdict}  ${score}  ${p.kind.padEnd(width)}  ${escapeTerminal(p.description)}`)
    lines.push(`      ${c.dim(escapeTerminal(p.text))}`)
    lines.push(`      ${c.dim(guardsLine(expected, p.text))}`)
  }
  if (result.skipped !== undefined) lines.push(`  no probes: ${result.skipped}`)
  else if (result.probes.length === 0) lines.push('  no probes: none of the built-in edits applies to this text')
  const count = result.probes.length
  const capNote = result.capped ? `, the first ${result.cap} (the cap; more were possible)` : ` (cap ${result.cap})`
  lines.push('', `${count} ${plural(count, 'probe')}${capNote}.`)
  if (result.accepted > 0) {
    lines.push(
      c.red(`min ${result.min} accepts ${result.accepted} of them: those wrong answers would pass (exit code 1).`),
    )
  } else if (count > 0) {
    lines.push(c.green(`min ${result.min} rejects every probe.`))
  }
  if (result.rejectingMin !== null) {
    lines.push(`Lowest min that rejects every probe: ${result.rejectingMin}`)
  } else if (count > 0) {
    lines.push('No min rejects every probe: one scores 1.')
  }
  const catching = guardsCatching(expected, result)
  if (catching.length > 0) {
    const options = catching.map((kind) => `\`guard: '${kind}'\``).join(' or ')
    lines.push(
      `Guards catch accepted probes whatever min is: add ${options} ` +
        '(see node_modules/expect-similar/docs/guards.md).',
    )
  }
  return `${lines.join('\n')}\n`
}

// What each guard decides about one probe: a line per guard kind, joined.
function guardsLine(expected: string, probe: string): string {
  const verdicts = checkGuards(expected, probe, GUARD_KINDS)
  const shown = verdicts.map((v) => (v.pass ? `${v.kind} ✓` : `${v.kind} ✗ ${escapeTerminal(v.message)}`))
  return `guards: ${shown.join('; ')}`
}

// The guard kinds that fail at least one accepted probe.
function guardsCatching(expected: string, result: LeniencyProbes): string[] {
  const accepted = result.probes.filter((p) => p.accepted)
  return GUARD_KINDS.filter((kind) => accepted.some((p) => !checkGuards(expected, p.text, [kind])[0]!.pass))
}

/**
 * `expect-similar probe`: exit 0 when `--min` rejects every probe, 1 when it accepts one; usage
 * errors throw {@link UsageError}.
 *
 * @example
 * await probeCommand(['The payment was approved.', '--min', '0.9'], io)
 */
export async function probeCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseProbeArgs(argv)
  const expected = readExpected(io, args)
  const result = probeLeniency(expected, args.options)
  if (args.json) {
    io.out(`${escapeJson(JSON.stringify({ expected: { length: expected.length }, ...result }, null, 2))}\n`)
  } else {
    const source = args.file ? `file ${args.expected}` : args.expected === '-' ? 'stdin' : 'text'
    const colors = makeColors(args.color ?? colorsEnabled(io.env, io.isTTY))
    io.out(renderProbes(result, expected, source, colors))
  }
  return result.accepted > 0 ? 1 : 0
}

/**
 * The one-line hint `compare` prints when its `--min` accepts a probe of the expected text, or
 * null. It scores with the gate's scorer and that scorer's options only, as a matcher would.
 *
 * @example
 * probeHint('The payment was approved.', { scorer: 'content-similarity', min: 0.8 }, compareOptions)
 * // 'hint: min 0.8 also accepts 1 of 2 meaning-changing edits of <expected>; min 0.89 rejects them all ...'
 */
export function probeHint(
  expected: string,
  gate: { scorer: ScorerName; min: number },
  options: { normalize: NormalizationForm | null },
): string | null {
  const all = options as Record<string, unknown>
  const own = Object.fromEntries(
    scorerOf(gate.scorer)
      .probe.options.filter((key) => all[key] !== undefined)
      .map((key) => [key, all[key]]),
  )
  const { scorer, min } = gate
  const result = probeLeniency(expected, { scorer, min, ...own, normalize: options.normalize ?? undefined })
  if (result.accepted === 0) return null
  const better = result.rejectingMin === null ? '' : `; min ${result.rejectingMin} rejects them all`
  return (
    `hint: min ${result.min} also accepts ${result.accepted} of ${result.probes.length} meaning-changing ` +
    `${plural(result.probes.length, 'edit')} of <expected>${better} (see expect-similar probe)`
  )
}
