// Leniency probes at run time: with probes on, every passing similarity assertion also scores
// meaning-changing edits of its expected text (a negation, a changed number, ...) and records the
// strongest one its `min` accepts. Off by default: then the only cost is one check.

import { checkGuards, type GuardKind } from '../core/guards/index.js'
import { mutations } from '../core/mutations.js'
import {
  MAX_PROBED_LENGTH,
  probeLeniency,
  properNames,
  rejectingMinAbove,
  type LeniencyProbes,
} from '../core/probes.js'
import { scorerOf } from '../core/scorers/index.js'
import { PROBE_TEXT_LIMIT, PROBES_ENV, probesFromEnv, type LenientField } from '../records/types.js'
import { isThenable } from '../core/maybe-async.js'
import { isCustom, type ResolvedCustomOptions, type ResolvedSimilarityOptions } from './options.js'
import { scoreCustom } from './score.js'

/** What an assertion probes: its reference text and the options it was scored with. */
export interface LeniencyInput {
  expected: string
  resolved: ResolvedSimilarityOptions
}

// Set by the runner entries (the Vitest reporter's provided value, or $EXPECT_SIMILAR_PROBES).
let enabled = false

/** Turns the probes on or off for the assertions of this process (the runner entries call it). */
export function setProbes(on: boolean): void {
  enabled = on
}

/**
 * The `lenient` field of a passing assertion's record: the strongest probe its `min` accepts, and
 * the lowest `min` that rejects every probe while `received` still passes (null when there is none).
 * Undefined when probes are off or `min` rejects every probe the assertion's guards do not catch.
 */
export function lenientField(input: LeniencyInput, received: number): LenientField | undefined {
  if (!enabled) return undefined
  const { expected, resolved } = input
  const found = isCustom(resolved) ? probeCustom(expected, resolved) : probeBuiltIn(expected, resolved)
  if (found === undefined) return undefined
  // A probe the assertion's guards fail is caught whatever it scores: not a lenient threshold.
  const kinds = resolved.guard
  const open = kinds === undefined ? found.probes : found.probes.filter((p) => !caught(expected, p.text, kinds))
  const accepted = open.filter((p) => p.accepted)
  if (accepted.length === 0) return undefined
  // The first of equally strong probes wins, so the record is the same on every run.
  let strongest = accepted[0]!
  for (const probe of accepted) if (probe.score > strongest.score) strongest = probe
  const rejecting =
    open.length === found.probes.length ? found.rejectingMin : rejectingMinAbove(Math.max(...open.map((p) => p.score)))
  return {
    probe: capText(strongest.text),
    kind: strongest.kind,
    score: strongest.score,
    rejectingMin: rejecting !== null && received >= rejecting ? rejecting : null,
    probes: found.probes.length,
    capped: found.capped,
  }
}

function probeBuiltIn(expected: string, resolved: Exclude<ResolvedSimilarityOptions, ResolvedCustomOptions>) {
  const { scorer, min, normalize } = resolved
  const { probe } = scorerOf(scorer)
  // Only the options the probes take: the scorer's others (a budget) size the assertion, not its probes.
  const all = resolved as Readonly<Record<string, unknown>>
  const options = Object.fromEntries(probe.options.map((key) => [key, all[key]]))
  return probeLeniency(expected, { scorer, min, normalize, maxProbes: probe.cap, ...options })
}

/** The most probes a custom scorer scores per assertion: each one is a call of it. */
const CUSTOM_PROBE_CAP = 20

// A custom scorer is probed only when it asks (`probes: true`) and answers synchronously: an LLM
// judge would otherwise cost a call per probe. Its first promise stops the probes (and is dropped).
function probeCustom(
  expected: string,
  resolved: ResolvedCustomOptions,
): Pick<LeniencyProbes, 'probes' | 'rejectingMin' | 'capped'> | undefined {
  const { scorer, min, normalize } = resolved
  if (!scorer.probes || expected.length > MAX_PROBED_LENGTH) return undefined
  const { probes, capped } = mutations(expected, CUSTOM_PROBE_CAP, properNames)
  const scored = []
  for (const probe of probes) {
    let details: ReturnType<typeof scoreCustom>
    try {
      details = scoreCustom(scorer, expected, probe.text, normalize, false)
    } catch {
      // The assertion itself scored fine: a probe its scorer cannot score is no verdict on the threshold.
      return undefined
    }
    if (isThenable(details)) {
      details.then(undefined, () => {})
      return undefined
    }
    scored.push({ ...probe, score: details.score, accepted: details.score >= min })
  }
  const highest = scored.length === 0 ? null : Math.max(...scored.map((p) => p.score))
  return { probes: scored, rejectingMin: highest === null ? null : rejectingMinAbove(highest), capped }
}

function caught(expected: string, probe: string, kinds: readonly GuardKind[]): boolean {
  return checkGuards(expected, probe, kinds).some((verdict) => !verdict.pass)
}

/**
 * Why a passing assertion's expected text is not probed, for its record (`probesSkipped`): it is
 * longer than {@link MAX_PROBED_LENGTH}. Undefined when probes are off or the text is probed.
 */
export function probesSkipped(input: LeniencyInput): string | undefined {
  if (!enabled || input.expected.length <= MAX_PROBED_LENGTH) return undefined
  return `text too long: ${input.expected.length} characters, probes stop at ${MAX_PROBED_LENGTH}`
}

// A probe is the expected text edited: a long one would copy the whole text into every record.
function capText(text: string): string {
  return text.length <= PROBE_TEXT_LIMIT ? text : `${text.slice(0, PROBE_TEXT_LIMIT - 1)}…`
}

/**
 * Whether a worker runs probes: the value the Vitest reporter provided (its `probes` option), else
 * `$EXPECT_SIMILAR_PROBES` (`1`/`true` on, `0`/`false`/empty off). A bad value is an error naming its source.
 */
export function resolveProbes(provided: unknown, env: string | undefined): boolean {
  if (provided !== undefined) {
    if (typeof provided === 'boolean') return provided
    throw new TypeError(`expect-similar: the provided probes option must be a boolean, received ${String(provided)}`)
  }
  const on = probesFromEnv(env)
  if (on !== undefined) return on
  throw new TypeError(`expect-similar: ${PROBES_ENV} must be 1, true, 0 or false, received ${JSON.stringify(env)}`)
}
