import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeColors } from '../../src/reporter/render/colors.js'
import { writeOutputs, type OutputFile, type OutputPlan } from '../../src/reporter/outputs.js'
import { SAMPLE, outcomeOf } from './helpers.js'

describe('writeOutputs', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'expect-similar-outputs-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const file = (option: string, path: string): OutputFile => ({ option, path, file: join(root, path) })
  const plan = (over: Partial<OutputPlan> = {}): OutputPlan => ({
    verbose: false,
    colors: makeColors(false),
    width: 100,
    timestamp: 'T',
    ...over,
  })

  it('writes the JSON report, the Markdown, appends the step summary and prints the table once', () => {
    writeFileSync(join(root, 'summary.md'), 'earlier step\n')
    const printed: string[] = []
    const outcome = outcomeOf(SAMPLE)
    const result = writeOutputs(
      outcome,
      plan({
        json: file('outputFile', 'out/scores.json'),
        markdown: file('markdownFile', 'scores.md'),
        stepSummary: file('GITHUB_STEP_SUMMARY', 'summary.md'),
      }),
      { print: (t) => printed.push(t), failed: () => 'unused' },
    )
    expect(result).toEqual(outcome)
    expect(JSON.parse(readFileSync(join(root, 'out/scores.json'), 'utf8')).records).toHaveLength(SAMPLE.length)
    const markdown = readFileSync(join(root, 'scores.md'), 'utf8')
    expect(markdown).toMatch(/^### expect-similar scores/)
    expect(readFileSync(join(root, 'summary.md'), 'utf8')).toBe(`earlier step\n${markdown}\n`)
    expect(printed).toHaveLength(1)
    expect(printed[0]).toContain('expect-similar scores by file')
  })

  it('hands a file it cannot write to failed; the outputs after it and the terminal show the error', () => {
    mkdirSync(join(root, 'taken.json'))
    const printed: string[] = []
    const outcome = outcomeOf(SAMPLE)
    const result = writeOutputs(
      outcome,
      plan({ json: file('outputFile', 'taken.json'), markdown: file('markdownFile', 'scores.md') }),
      {
        print: (t) => printed.push(t),
        failed: (t, error) => `cannot write ${t.option}: ${(error as NodeJS.ErrnoException).code}`,
      },
    )
    expect(result.errors).toEqual(['cannot write outputFile: EISDIR'])
    expect(outcome.errors).toEqual([])
    expect(readFileSync(join(root, 'scores.md'), 'utf8')).toContain('- ❌ cannot write outputFile: EISDIR')
    expect(printed[0]).toContain('✗ cannot write outputFile: EISDIR')
  })

  it('writes the HTML report after the JSON report, and prints its file:// address under the table', () => {
    mkdirSync(join(root, 'taken.json'))
    const printed: string[] = []
    writeOutputs(
      outcomeOf(SAMPLE),
      plan({ json: file('outputFile', 'taken.json'), html: file('htmlFile', 'out/scores.html') }),
      { print: (t) => printed.push(t), failed: (t) => `cannot write ${t.option}` },
    )
    const html = readFileSync(join(root, 'out/scores.html'), 'utf8')
    expect(html).toMatch(/^<!doctype html>/)
    // It names the JSON report that could not be written, as the Markdown does.
    expect(html).toContain('✗ cannot write outputFile')
    expect(printed[0]).toContain(`HTML report: ${pathToFileURL(join(root, 'out/scores.html')).href}`)
  })

  it('prints no address for an HTML report sent elsewhere or not written', () => {
    mkdirSync(join(root, 'taken.html'))
    const printed: string[] = []
    const sent: string[] = []
    const sink = { print: (t: string) => printed.push(t), failed: (t: OutputFile) => `cannot write ${t.option}` }
    const stdout = { ...file('--html', '-'), write: (text: string) => sent.push(text) }
    writeOutputs(outcomeOf(SAMPLE), plan({ html: stdout }), sink)
    expect(sent[0]).toMatch(/^<!doctype html>/)
    const result = writeOutputs(outcomeOf(SAMPLE), plan({ html: file('htmlFile', 'taken.html') }), sink)
    expect(result.errors).toEqual(['cannot write htmlFile'])
    expect(printed.join('\n')).not.toContain('HTML report:')
  })

  it('appends the history line after the other files; a failed append is an error and not appended', () => {
    const history = { path: 'h.jsonl', entries: [], appended: true }
    const ok = writeOutputs(
      { ...outcomeOf(SAMPLE), history },
      plan({ history: { ...file('history', 'h.jsonl'), text: '{"v":1}\n' } }),
      { print: () => {}, failed: () => 'unused' },
    )
    expect(ok.history?.appended).toBe(true)
    expect(readFileSync(join(root, 'h.jsonl'), 'utf8')).toBe('{"v":1}\n')
    mkdirSync(join(root, 'taken.jsonl'))
    const printed: string[] = []
    const failed = writeOutputs(
      { ...outcomeOf(SAMPLE), history },
      plan({ history: { ...file('history', 'taken.jsonl'), text: '{"v":1}\n' } }),
      {
        print: (t) => printed.push(t),
        failed: (t, error) => `cannot write ${t.option}: ${(error as NodeJS.ErrnoException).code}`,
      },
    )
    expect(failed.errors).toEqual(['cannot write history: EISDIR'])
    expect(failed.history?.appended).toBe(false)
    expect(printed[0]).toContain('✗ cannot write history: EISDIR')
  })
})
