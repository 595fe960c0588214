import { describe, expect, it } from 'vitest'
import { mergeBaselineRecords } from '../../../src/reporter/store/baseline.js'
import { requestedUpdate, updateRefusal } from '../../../src/reporter/summarize/run-scope.js'
import { jestRunScope, vitestRunScope, type VitestRunFacts } from '../../../src/reporter/runner/runner-scope.js'
import { SAMPLE } from '../helpers.js'
import type { ScoreReport } from '../../../src/reporter/model.js'

describe('requestedUpdate', () => {
  it.each([
    [undefined, {}, null],
    [true, {}, 'replace'],
    ['merge' as const, {}, 'merge'],
    [undefined, { EXPECT_SIMILAR_UPDATE_BASELINE: '1' }, 'replace'],
    [undefined, { EXPECT_SIMILAR_UPDATE_BASELINE: 'TRUE' }, 'replace'],
    [true, { EXPECT_SIMILAR_UPDATE_BASELINE: 'merge' }, 'merge'],
    [true, { EXPECT_SIMILAR_UPDATE_BASELINE: '0' }, 'replace'],
  ])('option %j with env %j asks for %j', (option, env, mode) => {
    expect(requestedUpdate(option, env)).toEqual({ mode })
  })

  it('names an unknown environment value instead of ignoring it silently', () => {
    expect(requestedUpdate(undefined, { EXPECT_SIMILAR_UPDATE_BASELINE: 'yes' })).toEqual({
      mode: null,
      problem: 'EXPECT_SIMILAR_UPDATE_BASELINE="yes" is not one of 1, true, merge, 0, false; it is ignored.',
    })
  })
})

describe('updateRefusal', () => {
  const full = { filters: [], incomplete: [], filesRun: [] }
  it('lets a complete run replace, and a merge take any run', () => {
    expect(updateRefusal('replace', full, null)).toBeNull()
    expect(
      updateRefusal('merge', { ...full, filters: ['-t x'], incomplete: ['interrupted'] }, { index: 1, count: 2 }),
    ).toBeNull()
  })
  it('refuses to replace from a partial run, listing every reason', () => {
    expect(
      updateRefusal('replace', { ...full, filters: ['-t x'], incomplete: ['the run was interrupted'] }, null),
    ).toBe(
      "not updated: this run did not cover the whole suite (the run was interrupted; -t x). Update it from a complete run, or set EXPECT_SIMILAR_UPDATE_BASELINE=merge (or updateBaseline: 'merge') to update only the files that ran and keep the others.",
    )
  })
})

describe('mergeBaselineRecords', () => {
  it('keeps the old records of files that did not run and replaces those of files that ran', () => {
    const old = { records: SAMPLE.map((r) => ({ ...r, score: 0.1 })) } as unknown as ScoreReport
    const files = [...new Set(SAMPLE.map((r) => r.file))]
    expect(files.length).toBeGreaterThan(1)
    const current = SAMPLE.filter((r) => r.file === files[0])
    // files[1] ran but scored nothing now: its old records go too.
    const merged = mergeBaselineRecords(old, current, { filters: [], incomplete: [], filesRun: [files[1] as string] })
    expect(merged.records).toEqual([...old.records.filter((r) => !files.slice(0, 2).includes(r.file)), ...current])
    expect(merged.kept).toBe(files.length - 2)
  })
})

describe('vitestRunScope', () => {
  const facts: VitestRunFacts = {
    reason: 'passed',
    bail: undefined,
    unhandledErrors: 0,
    filenamePattern: undefined,
    testNamePattern: undefined,
    changed: undefined,
    related: undefined,
    projectFilter: [],
    modules: [
      { file: 'a.test.ts', errors: 0, testsRun: 2 },
      { file: 'b.test.ts', errors: 1, testsRun: 0 },
      { file: 'c.test.ts', errors: 0, testsRun: 0 },
    ],
  }
  it('lists filters, what did not finish and the files that ran', () => {
    expect(vitestRunScope(facts)).toEqual({
      filters: [],
      wholeFiles: [],
      incomplete: ['1 test file failed to load or errored outside tests'],
      filesRun: ['a.test.ts'],
    })
    expect(
      vitestRunScope({
        ...facts,
        reason: 'interrupted',
        bail: 2,
        unhandledErrors: 2,
        filenamePattern: ['a.test'],
        testNamePattern: /fast/,
        changed: 'HEAD~1',
        projectFilter: ['node'],
      }),
    ).toEqual({
      filters: ['file arguments a.test', '-t /fast/', '--changed', '--project node'],
      wholeFiles: ['file arguments a.test', '--project node'],
      incomplete: ['stopped by --bail=2', '1 test file failed to load or errored outside tests', '2 unhandled errors'],
      filesRun: ['a.test.ts'],
    })
  })

  it('counts a watch mode rerun of some files as filtered, and one of every file as the whole suite', () => {
    expect(vitestRunScope({ ...facts, watchRerun: { files: 1, of: 3 } }).filters).toEqual([
      'watch mode rerun of 1 of 3 test files',
    ])
    expect(vitestRunScope({ ...facts, watchRerun: { files: 3, of: 3 } }).filters).toEqual([])
  })

  it('counts files with .only as a filter naming them, apart from the whole-file filters', () => {
    const focused = [
      { file: 'b.test.ts', errors: 0, testsRun: 1, focused: true },
      { file: 'a.test.ts', errors: 0, testsRun: 1, focused: true },
      { file: 'c.test.ts', errors: 0, testsRun: 2, focused: false },
    ]
    const scope = vitestRunScope({ ...facts, testNamePattern: 'x', modules: focused })
    expect(scope.filters).toEqual(['-t x', '.only in a.test.ts, b.test.ts'])
    expect(scope.wholeFiles).toEqual([])
    expect(scope.filesRun).toEqual(['b.test.ts', 'a.test.ts', 'c.test.ts'])
  })
})

describe('jestRunScope', () => {
  const results = {
    wasInterrupted: false,
    numTotalTestSuites: 3,
    testResults: [
      { testFilePath: '/r/a.test.js', testResults: [{ status: 'passed' }] },
      { testFilePath: '/r/b.test.js', testExecError: { message: 'x' }, testResults: [] },
    ],
  }
  it('reads Jest 30 and Jest 29 filters, load errors, missing files and interruptions', () => {
    expect(jestRunScope({ testPathPatterns: { patterns: [] }, bail: 1 }, results, '/r')).toEqual({
      filters: [],
      wholeFiles: [],
      incomplete: [
        '1 test file failed to load or errored outside tests',
        'stopped by --bail=1: 1 of 3 test files did not run',
      ],
      filesRun: ['a.test.js'],
    })
    expect(
      jestRunScope(
        { testPathPattern: 'a', testNamePattern: 'fast', onlyChanged: true, selectProjects: ['p'] },
        { ...results, wasInterrupted: true, numTotalTestSuites: 2 },
        '/r',
      ),
    ).toEqual({
      filters: ['test path patterns a', '-t fast', '--onlyChanged', '--selectProjects p'],
      wholeFiles: ['test path patterns a', '--selectProjects p'],
      incomplete: ['the run was interrupted', '1 test file failed to load or errored outside tests'],
      filesRun: ['a.test.js'],
    })
    expect(jestRunScope({ testPathPatterns: { patterns: ['x', 'y'] } }, results, '/r').filters).toEqual([
      'test path patterns x y',
    ])
  })

  it('counts the files in which a .only test started as a filter naming them', () => {
    const scope = jestRunScope({}, results, '/r', new Set(['/r/c.test.js', '/r/a.test.js']))
    expect(scope.filters).toEqual(['.only in a.test.js, c.test.js'])
    expect(scope.wholeFiles).toEqual([])
    expect(jestRunScope({}, results, '/r', []).filters).toEqual([])
  })
})
