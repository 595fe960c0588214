import { DEFAULT_MAX_TEXT_LENGTH, withTextsSetting, type TextsSetting } from '../records/texts.js'
import type { ScoreRecord } from '../records/types.js'
import type { CallSites } from './call-site.js'

/**
 * Where the records of one test go, in its runner's transport: `vitest/` writes them on the test's
 * task, `jest/` as JSONL lines for the reporter in the parent process. `send.ts` picks the sink
 * from the record's target.
 */
export interface RecordSink {
  /** Whether this sink keeps records at all (a Jest run without the reporter keeps none). */
  readonly open: boolean
  /** Records what one matcher call measured; `sites`: the stack where the record started (see `callSites`). */
  record(record: ScoreRecord, sites?: CallSites): void
  /**
   * Records one comparison of an asymmetric matcher, made while the test had made `assertion`
   * assertions: the matcher keeps one record per assertion per test try, the last it made.
   */
  recordAsymmetric(source: AsymmetricSource, assertion: number, record: ScoreRecord): void
}

/** What an asymmetric matcher tells the channel about the comparison it just made. */
export interface AsymmetricSource {
  /** Stamped on the matcher at creation; the copies a runner makes while printing carry it too. */
  identity: symbol
  /** True when this comparison ran on such a copy (a diff being printed), not on the matcher itself. */
  copy: boolean
}

/** Where a matcher's last record went: which try of which test, which assertion, and where. */
export interface LastRecord<At> {
  test: string
  assertion: number
  /** Whether that comparison failed (so the assertion may be printing a failure now). */
  failed: boolean
  at: At
}

const TEXTS = Symbol.for('expect-similar.texts')
/**
 * The realm's texts setting, in one object every entry bundle of the realm shares (the ESM and CJS
 * builds are two modules): looked up on `globalThis` once per module, since a read of a global
 * goes through the sandbox's interceptor under Jest, and the setting is read on every assertion.
 */
const realm = globalThis as typeof globalThis & { [TEXTS]?: { setting?: TextsSetting } }
realm[TEXTS] ??= {}
const shared = realm[TEXTS]

/**
 * Sets whether the records of this worker carry their texts, and where they are cut (the runner
 * entries call it once per worker, from the reporter's setting); unset, texts are kept and cut at
 * the default length, so matchers registered by hand record them too.
 */
export function setTextsSetting(setting: TextsSetting): void {
  shared.setting = setting
}

/**
 * The record as it leaves the assertion, but for the line of its `expect` call (the sinks add it
 * from `callLine`, in the same copy): its texts cut here, in the worker, so that task meta and JSONL
 * lines never hold more than the setting allows, and no text at all when texts are off.
 */
export function keptRecord(record: ScoreRecord): ScoreRecord {
  return withTextsSetting(record, shared.setting ?? DEFAULT_MAX_TEXT_LENGTH)
}

/**
 * What one more comparison by an asymmetric matcher does to its records: `replace` its last record
 * (the same assertion compared again: another call of `toHaveBeenCalledWith`, a poll retry, or a
 * failure message comparing again), `skip` (a copy printing a diff the matcher already recorded),
 * or `add` a record (a new assertion, or a new try of the test).
 *
 * `countedBeforeMessage`: the runner counts an assertion before building its failure message
 * (Jest), so comparisons made by that message (`toMatchObject`, `toHaveBeenCalledWith` compare
 * the matcher itself again) see the count one higher; after a failed comparison, that count is
 * the same assertion, which keeps its number.
 */
export function asymmetricStep(
  last: LastRecord<unknown> | undefined,
  source: AsymmetricSource,
  test: string,
  assertion: number,
  countedBeforeMessage: boolean,
): { step: 'replace' | 'skip' | 'add'; assertion: number } {
  if (!last || last.test !== test) return { step: 'add', assertion }
  if (source.copy) return { step: 'skip', assertion }
  if (last.assertion === assertion) return { step: 'replace', assertion }
  if (countedBeforeMessage && last.failed && assertion === last.assertion + 1)
    return { step: 'replace', assertion: last.assertion }
  return { step: 'add', assertion }
}
