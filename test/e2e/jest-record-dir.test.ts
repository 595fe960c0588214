import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JEST_MATCHERS_CONFIG, makeProject, removeProject, run } from './harness.js'

// The record directory sits in a shared tmp: it must stay private, refuse what is planted in it,
// and a run whose records were lost must never pass as a green run without scores.

const recordDirs = (tmp: string): string[] => readdirSync(tmp).filter((n) => n.startsWith('expect-similar-'))
const inBand = JEST_MATCHERS_CONFIG.replace('workerThreads: true,', 'workerThreads: false,')

describe('Jest record directory', () => {
  let dir: string
  let tmp: string
  beforeAll(() => {
    dir = makeProject('jest-record-dir', { 'jest.config.cjs': inBand })
    tmp = join(dir, 'tmp')
    mkdirSync(tmp)
  })
  afterAll(() => removeProject(dir))

  const runOne = async (name: string, body: string) => {
    writeFileSync(join(dir, `test/${name}.test.js`), body)
    try {
      return await run('jest', ['--ci', `test/${name}.test.js`], dir, { TMPDIR: tmp, ES_OPTIONS: '{}' })
    } finally {
      removeProject(join(dir, `test/${name}.test.js`))
    }
  }

  it('keeps the directory 0700 and the record files 0600', async () => {
    mkdirSync(join(dir, 'test'), { recursive: true })
    const r = await runOne(
      'modes',
      `const { readdirSync, statSync } = require('node:fs')
const { join } = require('node:path')
test('modes', () => {
  expect('the cat sat on the mat').toBeSimilarTo('the cat sat on the mat')
  const dir = process.env.EXPECT_SIMILAR_RECORD_DIR
  const modes = { dir: (statSync(dir).mode & 0o777).toString(8) }
  for (const name of readdirSync(dir)) modes[name.endsWith('.jsonl') ? 'jsonl' : name] = (statSync(join(dir, name)).mode & 0o777).toString(8)
  expect(modes).toEqual({ dir: '700', jsonl: '600', heartbeat: '600' })
})
`,
    )
    expect(r.code, r.output).toBe(0)
    expect(r.output).toMatch(/test\/modes\.test\.js\s+1\s+1\s+0/)
    expect(recordDirs(tmp)).toEqual([])
  })

  it('refuses to write through a symlink planted in the directory, and the reporter names it', async () => {
    const victim = join(dir, 'victim.txt')
    writeFileSync(victim, 'private\n')
    const r = await runOne(
      'planted',
      `const { symlinkSync } = require('node:fs')
const { join } = require('node:path')
const { threadId } = require('node:worker_threads')
test('planted', () => {
  const dir = process.env.EXPECT_SIMILAR_RECORD_DIR
  symlinkSync(${JSON.stringify(victim)}, join(dir, process.pid + '-' + threadId + '.jsonl'))
  expect('the cat sat on the mat').toBeSimilarTo('the cat sat on the mat')
})
`,
    )
    expect(readFileSync(victim, 'utf8')).toBe('private\n')
    expect(r.code).not.toBe(0)
    // The reporter wraps its notes to the terminal width, so a line may break between any two words.
    expect(r.output).toMatch(/it\s+is\s+a\s+symbolic\s+link,\s+refused/)
    expect(r.output).toMatch(/refused\s+\S+\.jsonl\s+in\s+the\s+record\s+directory:\s+it\s+is\s+a\s+symbolic\s+link/)
    expect(recordDirs(tmp)).toEqual([])
  })

  it('fails the run loudly when its record directory vanished during the run', async () => {
    const r = await runOne(
      'vanished',
      `const { rmSync } = require('node:fs')
test('vanished', () => {
  expect('the cat sat on the mat').toBeSimilarTo('the cat sat on the mat')
  rmSync(process.env.EXPECT_SIMILAR_RECORD_DIR, { recursive: true, force: true })
})
`,
    )
    expect(r.code, r.output).not.toBe(0)
    expect(r.output).toMatch(/the\s+record\s+directory\s+\S+\s+was\s+removed\s+during\s+the\s+run/)
    expect(r.output).toMatch(/the\s+workers'\s+score\s+records\s+are\s+lost/)
  })

  it('sweeps a directory of an invisible pid only once it is a day old', async () => {
    const pid = 2 ** 22 + 12345 // beyond pid_max: never a visible process here
    const make = (name: string, age: number): void => {
      mkdirSync(join(tmp, name))
      writeFileSync(join(tmp, name, '1-1.jsonl'), '{}\n')
      writeFileSync(join(tmp, name, 'heartbeat'), '')
      const when = new Date(Date.now() - age)
      for (const p of [join(tmp, name, '1-1.jsonl'), join(tmp, name, 'heartbeat'), join(tmp, name)])
        utimesSync(p, when, when)
    }
    make(`expect-similar-${pid}-fresh1`, 60 * 60 * 1000)
    make(`expect-similar-${pid}-old111`, 25 * 60 * 60 * 1000)
    const r = await runOne('sweep', `test('one', () => { expect('a b').toBeSimilarTo('a b') })\n`)
    expect(r.code, r.output).toBe(0)
    expect(recordDirs(tmp)).toEqual([`expect-similar-${pid}-fresh1`])
  })
})
