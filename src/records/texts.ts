/**
 * The texts a record carries (every path `RECORD_STRINGS` marks `text`: `texts`, the probe of
 * `lenient`, ...): how they are cut, and the setting that keeps them or leaves them out. The workers
 * cut them before a record leaves the test (task meta, a JSONL line); the reporters apply their own
 * setting again, so an output never holds more than it allows. {@link withTextsSetting} is the one
 * function that does it, walking the declared paths, so a new text field is covered once declared.
 */

import { describeValue } from '../core/validate.js'
import { RECORD_STRINGS, TEXT_GROUPS, type RecordTexts, type ScoreRecord } from './types.js'

/** The default of the reporter option `maxTextLength`: the longest text a record keeps, in UTF-16 code units. */
export const DEFAULT_MAX_TEXT_LENGTH = 20_000

/**
 * Environment variable that sets the texts in the workers when no reporter provided a setting:
 * `0` keeps every text out of the records, a positive integer is the cap (`EXPECT_SIMILAR_TEXTS=5000`).
 * The Jest reporter sets it from its options.
 */
export const TEXTS_ENV = 'EXPECT_SIMILAR_TEXTS'

/** The key under which the Vitest reporter provides its texts setting to the workers (`inject`). */
export const TEXTS_PROVIDE_KEY = 'expect-similar:texts'

/** Whether records carry their texts, and the longest text they keep: `false`, or the cap. */
export type TextsSetting = false | number

/**
 * `text` cut to at most `max` UTF-16 code units, one fewer when the cut would split a surrogate pair;
 * no marker is added, so a cut text stays a prefix of the whole one (its record keeps the full length).
 *
 * @example
 * cutText('abcdef', 4) // 'abcd'
 * cutText('ab😀', 3) // 'ab'
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text
  const end = isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max
  return text.slice(0, end)
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

/**
 * The two texts of an assertion as a record keeps them under `setting`: undefined when texts are
 * off; each cut to the cap otherwise, with the full lengths of the texts it came from. Applied to
 * texts that were already cut, it cuts them again and keeps the lengths they had.
 *
 * @example
 * keptTexts({ expected: 'Paris', received: 'Lyon', expectedLength: 5, receivedLength: 4 }, 3)
 * // { expected: 'Par', received: 'Lyo', expectedLength: 5, receivedLength: 4 }
 */
export function keptTexts(texts: RecordTexts, setting: TextsSetting): RecordTexts | undefined {
  if (setting === false) return undefined
  return {
    expected: cutText(texts.expected, setting),
    received: cutText(texts.received, setting),
    expectedLength: texts.expectedLength,
    receivedLength: texts.receivedLength,
  }
}

/**
 * The record with its texts as `setting` allows: none when texts are off (nor the facts its guards
 * quote from them), else cut to the cap.
 * Every path {@link RECORD_STRINGS} marks `text` is stripped or cut; the record is copied, never changed.
 *
 * @example
 * withTextsSetting(record, false) // the record without `texts` and without `lenient.probe`
 */
export function withTextsSetting<R extends ScoreRecord>(record: R, setting: TextsSetting): R {
  // A guard's facts are quoted from the texts: they go where the texts go.
  if (setting === false && record.guards?.some((guard) => guard.facts !== undefined)) {
    return withTextsSetting({ ...record, guards: record.guards.map(({ kind, pass }) => ({ kind, pass })) }, setting)
  }
  let out = record as unknown as Json
  if (setting === false) {
    for (const group of TEXT_GROUPS) {
      if (out[group] !== undefined) {
        const { [group]: _dropped, ...rest } = out
        out = rest
      }
    }
  }
  for (const path of TEXT_PATHS) out = applyAt(out, path, 0, setting) as Json
  return out as unknown as R
}

type Json = Record<string, unknown>

const TEXT_PATHS: readonly (readonly string[])[] = Object.entries(RECORD_STRINGS)
  .filter(([, kind]) => kind === 'text')
  .map(([path]) => path.replace(/\[\]/g, '.[]').split('.'))

// A copy of `value` with the text at `path` (from step `at` on) cut, or left out under `false`;
// `[]` steps into every element of an array. Values that are not there, or not strings, are left
// as they are. The path is read by index: every record walks every path, on every assertion.
function applyAt(value: unknown, path: readonly string[], at: number, setting: TextsSetting): unknown {
  const head = path[at]
  if (head === undefined) return value
  const last = at === path.length - 1
  if (head === '[]') {
    if (!Array.isArray(value)) return value
    // An array of texts: all of them go under `false`, each is cut to the cap otherwise.
    if (last) {
      if (setting === false) return []
      const cap = setting
      return value.map((item) => (typeof item === 'string' && item.length > cap ? cutText(item, cap) : item))
    }
    return value.map((item) => applyAt(item, path, at + 1, setting))
  }
  // `*`: every string of the object is a text (a custom scorer's details).
  if (head === '*' && last) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
    let out = value as Json
    for (const key of Object.keys(out)) out = applyAt(out, [key], 0, setting) as Json
    return out
  }
  if (value === null || typeof value !== 'object' || !(head in value)) return value
  const object = value as Json
  const child = object[head]
  if (!last) {
    const inner = applyAt(child, path, at + 1, setting)
    return inner === child ? value : { ...object, [head]: inner }
  }
  if (typeof child !== 'string') return value
  if (setting === false) {
    const { [head]: _dropped, ...others } = object
    return others
  }
  return child.length <= setting ? value : { ...object, [head]: cutText(child, setting) }
}

/**
 * The full texts of an assertion as a record holds them before any cut.
 *
 * @example
 * wholeTexts('Paris', 'Lyon') // { expected: 'Paris', received: 'Lyon', expectedLength: 5, receivedLength: 4 }
 */
export function wholeTexts(expected: string, received: string): RecordTexts {
  return { expected, received, expectedLength: expected.length, receivedLength: received.length }
}

/**
 * The setting named by a value of {@link TEXTS_ENV}: unset or empty means the default, `0` off, a
 * positive integer the cap; anything else is a problem string naming the variable.
 *
 * @example
 * textsFromEnv('0') // { setting: false }
 * textsFromEnv('lots') // { problem: 'EXPECT_SIMILAR_TEXTS must be 0 (no texts) or ...' }
 */
export function textsFromEnv(value: string | undefined): { setting: TextsSetting } | { problem: string } {
  if (value === undefined || value === '') return { setting: DEFAULT_MAX_TEXT_LENGTH }
  if (value === '0') return { setting: false }
  const cap = /^[1-9]\d*$/.test(value) ? Number(value) : Number.NaN
  if (Number.isSafeInteger(cap)) return { setting: cap }
  return {
    problem:
      `${TEXTS_ENV} must be 0 (no texts) or a positive integer (the longest text kept), ` +
      `received ${describeValue(value)}`,
  }
}

/**
 * The setting a worker records with: the one the Vitest reporter provided, else
 * `$EXPECT_SIMILAR_TEXTS`, else the default. A bad value is an error naming where it came from.
 *
 * @example
 * resolveTextsSetting(undefined, '0') // false
 */
export function resolveTextsSetting(provided: unknown, env: string | undefined): TextsSetting {
  if (provided !== undefined) {
    if (provided === false || (Number.isSafeInteger(provided) && (provided as number) > 0)) {
      return provided as TextsSetting
    }
    throw new TypeError(
      `expect-similar: the provided texts setting must be false or a positive integer, ` +
        `received ${describeValue(provided)}`,
    )
  }
  const read = textsFromEnv(env)
  if ('problem' in read) throw new TypeError(`expect-similar: ${read.problem}`)
  return read.setting
}
