/**
 * The Jest-vs-Node table: the same calls (workload.ts) in a fresh plain-Node process and in a fresh
 * Jest process (a test file, so Jest's vm context), alternating, `rounds` times. Each process keeps
 * the fastest of 9 samples of CPU time per call; the table prints the medians over rounds of each side and of
 * the per-round ratio, so a burst of load from elsewhere on the machine lands on one round only.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { WorkloadTiming } from './workload.js'

/** Jest / Node goal on every call. */
const GOAL = 1.2

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function formatMs(ms: number): string {
  if (ms >= 10) return `${ms.toFixed(0)} ms`
  if (ms >= 1) return `${ms.toFixed(1)} ms`
  return `${ms.toFixed(3)} ms`
}

/** `only`: run only the calls whose name contains it. */
export function jestRatioTable(rounds = 3, only = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'expect-similar-bench-'))
  const out = join(dir, 'jest.json')
  try {
    const config = fileURLToPath(new URL('./jest.config.cjs', import.meta.url))
    const jest = fileURLToPath(new URL('../../node_modules/jest/bin/jest.js', import.meta.url))
    const nodeRun = fileURLToPath(new URL('./node-run.ts', import.meta.url))
    const env = { ...process.env, JEST_RATIO_OUT: out, JEST_RATIO_ONLY: only }
    const nodeRuns: WorkloadTiming[][] = []
    const jestRuns: WorkloadTiming[][] = []
    for (let round = 0; round < rounds; round++) {
      const node = spawnSync(process.execPath, ['--import', 'tsx', nodeRun], { encoding: 'utf8', env })
      if (node.status !== 0) throw new Error(`Node run failed: ${node.stderr}`)
      nodeRuns.push(JSON.parse(node.stdout) as WorkloadTiming[])
      const child = spawnSync(process.execPath, [jest, '--config', config, '--ci'], { encoding: 'utf8', env })
      if (child.status !== 0) throw new Error(`Jest run failed: ${child.stderr}`)
      jestRuns.push(JSON.parse(readFileSync(out, 'utf8')) as WorkloadTiming[])
      console.error(`  done: Jest/Node round ${round + 1} of ${rounds}`)
    }
    const lines = ['| Call | Jest | Node | Jest / Node |', '| --- | ---: | ---: | ---: |']
    let worst = 0
    nodeRuns[0]!.forEach(({ name }, index) => {
      const node = median(nodeRuns.map((run) => run[index]!.ms))
      const underJest = median(jestRuns.map((run) => run[index]!.ms))
      const ratio = median(jestRuns.map((run, r) => run[index]!.ms / nodeRuns[r]![index]!.ms))
      worst = Math.max(worst, ratio)
      lines.push(`| ${name} | ${formatMs(underJest)} | ${formatMs(node)} | ${ratio.toFixed(2)}× |`)
    })
    const verdict = worst <= GOAL ? 'met' : 'MISSED'
    lines.push(
      `\nMedians of ${rounds} rounds (each the fastest of 9 samples of CPU time per call). ` +
        `Worst Jest / Node ratio: ${worst.toFixed(2)}× (goal: within ${GOAL}×: ${verdict}).`,
    )
    return lines.join('\n')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
