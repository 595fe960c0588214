// Prints the workload timings as JSON; run by bench/jest-ratio/table.ts as the plain-Node side of the ratio.
import { runWorkload } from './workload.js'
console.log(JSON.stringify(runWorkload(process.env.JEST_RATIO_ONLY)))
