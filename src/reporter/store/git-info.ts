import { execFileSync } from 'node:child_process'
import type { GitInfo } from '../model.js'

// Where CI services put the commit and branch. The first non-empty variable wins; on a pull
// request the source branch comes before the ref (GitHub's GITHUB_REF_NAME is then `12/merge`).
const COMMIT_VARIABLES = [
  'EXPECT_SIMILAR_COMMIT',
  'GITHUB_SHA',
  'CI_COMMIT_SHA',
  'CIRCLE_SHA1',
  'BUILDKITE_COMMIT',
  'BITBUCKET_COMMIT',
  'BUILD_SOURCEVERSION',
  'TRAVIS_COMMIT',
] as const
const BRANCH_VARIABLES = [
  'EXPECT_SIMILAR_BRANCH',
  'GITHUB_HEAD_REF',
  'GITHUB_REF_NAME',
  'CI_MERGE_REQUEST_SOURCE_BRANCH_NAME',
  'CI_COMMIT_REF_NAME',
  'CIRCLE_BRANCH',
  'BUILDKITE_BRANCH',
  'BITBUCKET_BRANCH',
  'SYSTEM_PULLREQUEST_SOURCEBRANCH',
  'BUILD_SOURCEBRANCHNAME',
  'TRAVIS_PULL_REQUEST_BRANCH',
  'TRAVIS_BRANCH',
] as const

/** Runs git with arguments in a directory and returns its trimmed output, or null when git cannot answer. */
export type GitCommand = (args: readonly string[], cwd: string) => string | null

const runGit: GitCommand = (args, cwd) => {
  try {
    const out = execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 })
    return out.trim() || null
  } catch {
    // No git, not a repository, or no commit yet: the reports simply name no commit.
    return null
  }
}

/**
 * The commit and branch of a run: from the CI environment first (`EXPECT_SIMILAR_COMMIT` and
 * `EXPECT_SIMILAR_BRANCH` set them by hand), else from git in `cwd`. A detached HEAD has no branch.
 *
 * @example
 * detectGitInfo(process.env, process.cwd()) // { commit: '3f2a…', branch: 'main' }
 */
export function detectGitInfo(env: Record<string, string | undefined>, cwd: string, git: GitCommand = runGit): GitInfo {
  const first = (names: readonly string[]): string | null => {
    for (const name of names) {
      const value = env[name]?.trim()
      if (value) return value
    }
    return null
  }
  let commit = first(COMMIT_VARIABLES)
  let branch = first(BRANCH_VARIABLES)
  if (commit === null) commit = git(['rev-parse', 'HEAD'], cwd)
  if (branch === null) {
    const head = git(['rev-parse', '--abbrev-ref', 'HEAD'], cwd)
    branch = head === 'HEAD' ? null : head
  }
  return { commit, branch }
}
