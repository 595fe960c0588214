import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { detectGitInfo, type GitCommand } from '../../../src/reporter/store/git-info.js'

const noGit: GitCommand = () => null

describe('detectGitInfo', () => {
  it('reads GitHub Actions: the pull request source branch before the merge ref', () => {
    const env = { GITHUB_SHA: 'abc123', GITHUB_REF_NAME: '12/merge', GITHUB_HEAD_REF: 'feature/x' }
    expect(detectGitInfo(env, '/', noGit)).toEqual({ commit: 'abc123', branch: 'feature/x' })
    // On a push GITHUB_HEAD_REF is set but empty.
    expect(detectGitInfo({ ...env, GITHUB_HEAD_REF: '' }, '/', noGit)).toEqual({ commit: 'abc123', branch: '12/merge' })
  })

  it('reads GitLab and CircleCI, and lets EXPECT_SIMILAR_COMMIT/BRANCH override every CI', () => {
    expect(detectGitInfo({ CI_COMMIT_SHA: 'g1', CI_COMMIT_REF_NAME: 'main' }, '/', noGit)).toEqual({
      commit: 'g1',
      branch: 'main',
    })
    expect(detectGitInfo({ CIRCLE_SHA1: 'c1', CIRCLE_BRANCH: 'dev' }, '/', noGit)).toEqual({
      commit: 'c1',
      branch: 'dev',
    })
    const env = {
      GITHUB_SHA: 'abc',
      GITHUB_REF_NAME: 'main',
      EXPECT_SIMILAR_COMMIT: ' mine ',
      EXPECT_SIMILAR_BRANCH: 'b',
    }
    expect(detectGitInfo(env, '/', noGit)).toEqual({ commit: 'mine', branch: 'b' })
  })

  it('asks git only for what the environment did not tell, and treats a detached HEAD as no branch', () => {
    const asked: string[] = []
    const git: GitCommand = (args) => {
      asked.push(args.join(' '))
      return args.includes('--abbrev-ref') ? 'HEAD' : 'fff000'
    }
    expect(detectGitInfo({}, '/repo', git)).toEqual({ commit: 'fff000', branch: null })
    expect(asked).toEqual(['rev-parse HEAD', 'rev-parse --abbrev-ref HEAD'])
    asked.length = 0
    expect(detectGitInfo({ GITHUB_SHA: 'abc' }, '/repo', git)).toEqual({ commit: 'abc', branch: null })
    expect(asked).toEqual(['rev-parse --abbrev-ref HEAD'])
  })

  it('runs the real git: a repository with a commit, and a directory that is none', () => {
    const repo = mkdtempSync(join(tmpdir(), 'es-git-'))
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()
    git('init', '-q', '-b', 'trunk')
    writeFileSync(join(repo, 'a.txt'), 'a')
    git('add', 'a.txt')
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'one')
    expect(detectGitInfo({}, repo)).toEqual({ commit: git('rev-parse', 'HEAD'), branch: 'trunk' })
    expect(git('rev-parse', 'HEAD')).toMatch(/^[0-9a-f]{40}$/)
    const plain = mkdtempSync(join(tmpdir(), 'es-nogit-'))
    expect(detectGitInfo({ GIT_CEILING_DIRECTORIES: tmpdir() }, plain)).toEqual({ commit: null, branch: null })
  })
})
