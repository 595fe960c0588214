/**
 * The plain O(m * n) dynamic-programming LCS, as Mastra computes it but with two rolling rows: the
 * reference the bit-parallel src/core/lcs.ts is tested against (test/core/lcs.test.ts) and the
 * baseline it is timed against (bench/index.ts --lcs-only). Compares UTF-16 code units.
 */
export function tableLcsLength(a: string, b: string): number {
  const n = b.length
  let previous = new Int32Array(n + 1)
  let current = new Int32Array(n + 1)
  for (let i = 1; i <= a.length; i++) {
    const unit = a.charCodeAt(i - 1)
    for (let j = 1; j <= n; j++) {
      current[j] = unit === b.charCodeAt(j - 1) ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!)
    }
    ;[previous, current] = [current, previous]
  }
  return previous[n]!
}

/**
 * The full (m + 1) x (n + 1) table of nested arrays that Mastra 1.x's `longestCommonSubsequence`
 * allocates: the same result, the memory Mastra needs (quadratic).
 */
export function mastraTableLcsLength(a: string, b: string): number {
  const table: number[][] = []
  for (let i = 0; i <= a.length; i++) table.push(new Array<number>(b.length + 1).fill(0))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i]![j] = a[i - 1] === b[j - 1] ? table[i - 1]![j - 1]! + 1 : Math.max(table[i - 1]![j]!, table[i]![j - 1]!)
    }
  }
  return table[a.length]![b.length]!
}
