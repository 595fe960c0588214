import { escapeMarkdown } from './escape.js'
import { LOWEST_COUNT, SCORER_LABEL, TEST_ROWS, describeGate, fixed, formatDelta, lowestRecords, requirement, scoreBar, spreadRows } from './format.js'
import type { RunOutcome } from './report.js'
import type { Aggregate } from './types.js'

export interface MarkdownOptions {
  /** List the lowest-scoring assertions. */
  verbose: boolean
}

/**
 * Renders the score summary as GitHub-flavoured Markdown: a per-file table with a total row,
 * then baseline changes, repeats, retries, the lowest scores (verbose), gates and notes.
 * Every test name and path is escaped with {@link escapeMarkdown}.
 *
 * @example
 * writeFileSync('scores.md', renderMarkdown(outcome, { verbose: false }))
 */
export function renderMarkdown(outcome: RunOutcome, options: MarkdownOptions): string {
  const { summary, baseline, gates } = outcome
  const e = escapeMarkdown
  const out: string[] = [`### expect-similar scores (${e(summary.runner.name)} ${e(summary.runner.version)})`, '']
  if (outcome.shard) out.push(`Shard ${outcome.shard.index}/${outcome.shard.count}.`, '')

  if (summary.records.length === 0) {
    out.push('No scored assertions in this run.', '')
  } else {
    const deltas = new Map(baseline?.files.map((f) => [f.file, f.delta]))
    const added = new Set(baseline?.added)
    const header = ['File', 'Scored', 'Pass', 'Fail']
    const align = [':--', '--:', '--:', '--:']
    for (const s of summary.scorers) {
      header.push(SCORER_LABEL[s], 'min–max')
      align.push(':--', ':--')
      if (s === 'textual-difference') {
        header.push('Changes')
        align.push('--:')
      }
    }
    if (baseline) {
      header.push('Δ mean')
      align.push('--:')
    }
    const row = (label: string, agg: Aggregate, file?: string): string => {
      const cells = [label, String(agg.assertions), String(agg.passed), String(agg.failed)]
      for (const s of summary.scorers) {
        const st = agg.scorers[s]
        cells.push(st ? `${fixed(st.mean, 2)} ${scoreBar(st.mean)}` : '-', st ? `${fixed(st.min, 2)}–${fixed(st.max, 2)}` : '-')
        if (s === 'textual-difference') cells.push(st?.meanChanges === undefined ? '-' : fixed(st.meanChanges, 1))
      }
      if (baseline) {
        const d = file === undefined ? undefined : deltas.get(file)
        cells.push(file !== undefined && added.has(file) ? 'new' : d === undefined ? '' : formatDelta(d))
      }
      return `| ${cells.join(' | ')} |`
    }
    out.push(`| ${header.join(' | ')} |`, `| ${align.join(' | ')} |`)
    for (const f of summary.files) out.push(row(e(f.file), f, f.file))
    out.push(row('**Total**', summary.total), '')
  }

  if (baseline) {
    out.push(`Baseline ${e(baseline.path)}: ${baseline.files.length} ${baseline.files.length === 1 ? 'file' : 'files'} compared.` + listed(' New', baseline.added) + listed(' Removed', baseline.removed), '')
  }

  const rows = spreadRows(summary.tests)
  if (rows.length > 0 || summary.passK.maxRuns > 1) {
    const k = summary.passK
    out.push(`**pass^k ${fixed(k.rate, 2)}**: ${k.allRunsPassed} of ${k.tests} scored tests passed every run (k up to ${k.maxRuns}).`, '')
  }
  if (rows.length > 0) {
    out.push('| Test | Scorer | Mean | Spread | min–max | Runs passed |', '| :-- | :-- | --: | --: | :-- | --: |')
    for (const { test: t, scorer, stats: s } of rows.slice(0, TEST_ROWS)) {
      out.push(`| ${e(t.file)} › ${e(t.test)} | ${SCORER_LABEL[scorer]} | ${fixed(s.mean, 2)} | ${fixed(s.spread, 2)} | ${fixed(s.min, 2)}–${fixed(s.max, 2)} | ${t.passedRuns}/${t.runs} |`)
    }
    if (rows.length > TEST_ROWS) out.push(`| … ${rows.length - TEST_ROWS} more in the JSON report | | | | | |`)
    out.push('')
  }

  const retried = summary.tests.filter((t) => t.attempts > t.runs)
  if (retried.length > 0) {
    out.push(`Retries: ${retried.length} ${retried.length === 1 ? 'test' : 'tests'} ran more than once; only the deciding attempt is scored.`, '')
    for (const t of retried.slice(0, TEST_ROWS)) out.push(`- ${t.attempts} attempts: ${e(t.file)} › ${e(t.test)}`)
    out.push('')
  }

  if (options.verbose && summary.records.length > 0) {
    out.push('<details><summary>Lowest scores</summary>', '', '| | Score | Required | Test | Matcher |', '| :-: | --: | :-- | :-- | :-- |')
    for (const r of lowestRecords(summary.records, LOWEST_COUNT)) {
      out.push(`| ${r.pass ? '✓' : '✗'} | ${fixed(r.score, 3)} | ${e(requirement(r))} | ${e(r.file)} › ${e(r.test)} | ${e(r.matcher)} |`)
    }
    out.push('', '</details>', '')
  }

  const failed = gates.results.filter((g) => !g.passed)
  for (const g of failed) out.push(`- ❌ Gate failed: ${describeGate(g, e)}`)
  const passed = gates.results.length - failed.length
  if (passed > 0) out.push(`- ✅ ${passed} ${passed === 1 ? 'gate' : 'gates'} passed`)
  for (const glob of gates.unmatchedGlobs) out.push(`- ⚠️ thresholds.files ${e(JSON.stringify(glob))} matched no file with scored assertions`)
  for (const err of outcome.errors) out.push(`- ❌ ${e(err)}`)
  for (const w of summary.warnings) out.push(`- ⚠️ ${e(w)}`)
  for (const n of outcome.notes) out.push(`- ${e(n)}`)
  if (out[out.length - 1] !== '') out.push('')
  return out.join('\n')
}

function listed(label: string, items: readonly string[]): string {
  return items.length === 0 ? '' : `${label}: ${items.map(escapeMarkdown).join(', ')}.`
}
