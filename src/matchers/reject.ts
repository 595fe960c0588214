// Must-reject examples (`reject` option): texts the threshold must not accept. Lexical scores accept
// negations ('The payment was approved.' against 'The payment was not approved.' is 0.89), so a
// min that looks strict can pass the opposite answer; a reject example turns that into a failing
// assertion about the threshold instead of a green test nobody questions.

import { formatAgainst, limitDigits } from '../core/format.js'
import type { ResolvedSimilarityOptions } from './options.js'
import { allOf, andThen, type MaybePromise } from '../core/maybe-async.js'
import { scoreSimilarity } from './score.js'

/** A reject text the threshold accepts: its highest score, and which reference gave it. */
interface AcceptedReject {
  index: number
  text: string
  score: number
  /** The reference it scored against, as the message names it: `expected`, `candidates[1]`. */
  against: string
}

/** What checking the reject texts found: how many, the highest score, and the ones `min` accepts. */
export interface RejectCheck {
  checked: number
  /** The highest score of any reject text against any reference. */
  max: number
  accepted: AcceptedReject[]
}

/** A text the assertion compares with, and how the message names it. */
export interface Reference {
  text: string
  name: string
}

/** Why `reject` cannot be combined with `.not`, or null. */
export function negatedRejectProblem(callee: string, resolved: ResolvedSimilarityOptions, isNot: boolean) {
  return isNot && resolved.reject !== undefined
    ? `option reject cannot be used with ${callee}: reject examples test a minimum that ` +
        `accepts text, and .not turns min into a maximum`
    : null
}

/**
 * Scores every reject text against every reference with the assertion's scorer and options; a
 * reject text is accepted when its best score reaches `min`. Undefined when no reject texts were given.
 *
 * @example
 * checkReject([{ text: 'The payment was approved.', name: 'expected' }], parseSimilarityOptions({
 *   reject: ['The payment was not approved.'],
 * }))?.accepted[0]?.score // 0.89
 */
export function checkReject(
  references: readonly Reference[],
  resolved: ResolvedSimilarityOptions,
): MaybePromise<RejectCheck | undefined> {
  const reject = resolved.reject
  if (reject === undefined || reject.length === 0) return undefined
  // Every score first (a custom scorer may answer with promises), then the check in order.
  const scores = allOf(
    reject.flatMap((text) => references.map((reference) => scoreSimilarity(reference.text, text, resolved))),
  )
  return andThen(scores, (all) => {
    const check: RejectCheck = { checked: reject.length, max: 0, accepted: [] }
    reject.forEach((text, index) => {
      let best: AcceptedReject | undefined
      references.forEach((reference, r) => {
        const score = all[index * references.length + r]!.score
        if (!best || score > best.score) best = { index, text, score, against: reference.name }
      })
      check.max = Math.max(check.max, best!.score)
      if (best!.score >= resolved.min) check.accepted.push(best!)
    })
    return check
  })
}

/**
 * The smallest min printed with `digits` decimals that is above `score`, or undefined above 1.
 * Scaled integers, as 0.29 * 100 is 28.999999999999996.
 */
function minAbove(score: number, digits: number): number | undefined {
  const scale = 10 ** digits
  let candidate = Math.floor(score * scale) / scale
  while (candidate <= score) candidate = Number(((Math.round(candidate * scale) + 1) / scale).toFixed(digits))
  return candidate <= 1 ? candidate : undefined
}

/**
 * The lines of the message: which reject texts the threshold accepts, and the smallest printable
 * min that rejects them all, with whether the received text would still pass at it.
 */
export function rejectLines(
  check: RejectCheck,
  min: number,
  received: number,
  quote: (text: string) => string,
): string[] {
  const count = check.accepted.length
  const shownMin = min.toFixed(limitDigits(min))
  const what = count === 1 ? 'a text' : `${count} texts`
  const lines = [`Threshold too low: min ${shownMin} accepts ${what} listed in reject`]
  for (const accepted of check.accepted) {
    const score = formatAgainst(accepted.score, min)[0]
    lines.push(`  reject[${accepted.index}] ${quote(accepted.text)} scores ${score} against ${accepted.against}`)
  }
  const pronoun = count === 1 ? 'it' : 'them'
  const digits = limitDigits(min)
  let above = minAbove(check.max, digits)
  if (above === undefined) {
    lines.push(`  No min rejects ${pronoun}: a score of ${formatAgainst(check.max, 1)[0]} passes every min`)
    return lines
  }
  // When the received score sits between the reject score and the first printable min, more
  // decimals find a min that still passes it.
  for (let more = digits + 1; received < above && received > check.max && more <= 10; more++) {
    above = minAbove(check.max, more) ?? above
  }
  // The reject score with as many decimals as keep it below the min (0.8888 is 'above 0.889'), the min as it is.
  const max = formatAgainst(check.max, above)[0]
  const shownAbove = above.toFixed(limitDigits(above))
  const outcome =
    received >= above
      ? `received scores ${formatAgainst(received, above)[0]}, so min ${shownAbove} would still pass`
      : `received scores ${formatAgainst(received, above)[0]}, so no min both rejects ${pronoun} and passes it`
  lines.push(`  A min above ${max} rejects ${pronoun} (${outcome})`)
  return lines
}
