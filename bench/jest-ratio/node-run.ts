// Prints the workload timings as JSON; run by bench/index.ts as the plain-Node side of the ratio.
import { runWorkload } from './workload.js'
console.log(JSON.stringify(runWorkload()))
